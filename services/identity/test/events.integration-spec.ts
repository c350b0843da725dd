import { Kafka } from 'kafkajs';
import { DataSource } from 'typeorm';
import { EventEnvelope, IdentityTopics } from '@tempo/contracts';
import { infraSchema, loadConfig } from '@tempo/config';
import { dataSourceOptions, resolveDbUrls, TenantDb } from '@tempo/db';
import {
  addToOutbox,
  createProducer,
  createKafka,
  ensureTopics,
  OutboxRelay,
  parseEnvelope,
  runConsumer,
} from '@tempo/events';
import { currentLogContext, LogContext } from '@tempo/logging';
import { createSandboxSchema, SandboxSchema, waitFor } from '@tempo/testing';
import { BusinessStatus } from '@tempo/contracts';
import { recordActivity } from '../src/activity/activity.consumer';
import { IDENTITY_DB } from '../src/database/database';

/**
 * Business creation reaches a consumer through the outbox and Kafka, and is
 * applied exactly once, also when the relay dies after publishing and before
 * marking the row (so it publishes the event again).
 *
 * Runs whether or not the identity worker is up: the test's relays, consumer
 * and rows live in a schema of its own (copies of the real tables, with their
 * row-level security), so the worker's relay never sees its outbox row, and its
 * event goes to a topic of its own, so the worker's consumers never see it.
 */
describe('outbox, relay and idempotent consumer on the real Kafka', () => {
  let app: TenantDb;
  let appDs: DataSource;
  let owner: DataSource;
  /** The owner on the real search path: creates and drops the sandbox. */
  let admin: DataSource;
  let sandbox: SandboxSchema;
  let kafka: Kafka;
  const business = `evt${Date.now().toString(36)}`;
  /** The business topic's events, on a topic of this run only. */
  const topic = `test.${business}.${IdentityTopics.business}`;

  beforeAll(async () => {
    const urls = resolveDbUrls('identity');
    admin = new DataSource(dataSourceOptions(urls.ownerUrl, IDENTITY_DB, 1));
    await admin.initialize();
    sandbox = await createSandboxSchema(admin, {
      prefix: 'events_test',
      tables: ['business', 'outbox', 'processed_event', 'activity'],
      appRole: decodeURIComponent(new URL(urls.appUrl).username),
    });
    // The application role (row-level security applies) and the owner, both in the sandbox only.
    const inSandbox = (url: string, pool: number) => {
      const options = dataSourceOptions(url, IDENTITY_DB, pool);
      return new DataSource({ ...options, extra: { ...options.extra, options: sandbox.connectionOptions } });
    };
    appDs = inSandbox(urls.appUrl, 4);
    owner = inSandbox(urls.ownerUrl, 2);
    await Promise.all([appDs.initialize(), owner.initialize()]);
    app = new TenantDb(appDs);
    const { KAFKA_BROKERS } = loadConfig({ KAFKA_BROKERS: infraSchema.KAFKA_BROKERS });
    kafka = createKafka({ brokers: KAFKA_BROKERS, clientId: 'identity-events-test' });
    await ensureTopics(kafka, [topic]);
  });
  afterAll(async () => {
    await Promise.all([appDs?.destroy(), owner?.destroy()]);
    const kafkaAdmin = kafka.admin();
    await kafkaAdmin.connect();
    await kafkaAdmin.deleteTopics({ topics: [topic] });
    await kafkaAdmin.disconnect();
    await sandbox?.drop();
    await admin?.destroy();
  });

  it('works in its own schema: the real outbox is not on its search path', async () => {
    const [path] = await owner.query('SELECT current_schemas(false)::text[] AS schemas');
    expect(path.schemas).toEqual([sandbox.name]);
    const [rls] = await owner.query(
      `SELECT relrowsecurity AND relforcerowsecurity AS forced FROM pg_class WHERE oid = 'outbox'::regclass`,
    );
    expect(rls.forced).toBe(true);
  });

  it('publishes again after a relay crash, and the consumer applies the event once', async () => {
    // The consumer under test: its own group, counting deliveries and applications.
    const delivered: string[] = [];
    const applied: string[] = [];
    /** The log context each application ran in. */
    const contexts: Array<LogContext | undefined> = [];
    const group = `test-${business}`;
    const consumer = await runConsumer(kafka, app, 'identity', {
      name: group,
      topics: [topic],
      handle: async (event: EventEnvelope, em) => {
        applied.push(event.id);
        await recordActivity(event, em);
        contexts.push({ ...currentLogContext()! });
      },
    });
    const spy = kafka.consumer({ groupId: `${group}-spy` });
    await spy.connect();
    await spy.subscribe({ topic, fromBeginning: false });
    await spy.run({
      eachMessage: async ({ message }) => void delivered.push(parseEnvelope(message.value)?.id ?? ''),
    });
    await waitFor(
      async () => (await kafka.admin().describeGroups([`${group}-spy`])).groups[0]?.state === 'Stable',
      30000,
      500,
    ).catch(() => undefined);

    // A business created in a transaction writes its event to the outbox in the same transaction.
    const envelope = await app.withTenant(business, async (em) => {
      await em.query(
        `INSERT INTO business (name, status, full_name, country, locale, timezone, default_currency) VALUES ($1, $2, 'Event Test', 'US', 'en', 'UTC', 'USD')`,
        [business, BusinessStatus.ACTIVE],
      );
      return addToOutbox(em, {
        topic,
        type: 'business.created',
        business,
        actor: null,
        data: {
          name: business,
          fullName: 'Event Test',
          status: BusinessStatus.ACTIVE,
          timezone: 'UTC',
          country: 'US',
        },
      });
    });

    // A relay that dies between the publish and the mark.
    const producer = createProducer(kafka);
    await producer.connect();
    const crashing = new OutboxRelay(app, producer, {
      afterPublish: (ids) => {
        if (ids.includes(envelope.id)) throw new Error('relay killed after publish');
      },
    });
    const crash = await drainUntil(crashing).then(
      () => 'no crash',
      (e: Error) => e.message,
    );
    expect(crash).toBe('relay killed after publish');
    const [row] = await owner.query('SELECT published_at FROM outbox WHERE id = $1', [envelope.id]);
    expect(row.published_at).toBeNull();

    // A healthy relay publishes it again and marks it.
    await drainUntil(new OutboxRelay(app, producer));
    const [after] = await owner.query('SELECT published_at FROM outbox WHERE id = $1', [envelope.id]);
    expect(after.published_at).not.toBeNull();

    await waitFor(async () => delivered.filter((id) => id === envelope.id).length >= 2, 30000);
    await waitFor(async () => applied.includes(envelope.id), 30000);
    await new Promise((r) => setTimeout(r, 1500));
    expect(delivered.filter((id) => id === envelope.id)).toHaveLength(2);
    expect(applied.filter((id) => id === envelope.id)).toHaveLength(1);
    // Every line written while it was applied names the event (as the request id) and its business.
    expect(contexts[applied.indexOf(envelope.id)]).toEqual({ requestId: envelope.id, business });
    const processed = await owner.query(
      'SELECT count(*)::int AS n FROM processed_event WHERE event_id = $1 AND consumer = $2',
      [envelope.id, group],
    );
    expect(processed[0].n).toBe(1);

    // The activity feed entry it produced exists once.
    const activity = await owner.query('SELECT trigger, object_id FROM activity WHERE event_id = $1', [
      envelope.id,
    ]);
    expect(activity).toEqual([{ trigger: 'BUSINESS_CREATED', object_id: business }]);

    await Promise.all([consumer.disconnect(), spy.disconnect(), producer.disconnect()]);
  });
});

/**
 * Workers start side by side, and one may subscribe to a topic while another
 * creates it: once ensureTopics returns, in each of them, the topic is led and
 * a consumer subscribes to it at once.
 */
describe('topics created by workers starting side by side', () => {
  let kafka: Kafka;
  const topic = `test.topics${Date.now().toString(36)}.created.v1`;

  beforeAll(() => {
    const { KAFKA_BROKERS } = loadConfig({ KAFKA_BROKERS: infraSchema.KAFKA_BROKERS });
    kafka = createKafka({ brokers: KAFKA_BROKERS, clientId: 'identity-topics-test' });
  });
  afterAll(async () => {
    const kafkaAdmin = kafka.admin();
    await kafkaAdmin.connect();
    await kafkaAdmin.deleteTopics({ topics: [topic] });
    await kafkaAdmin.disconnect();
  });

  it('leaves the topic led for every caller, and a consumer subscribes at once', async () => {
    await Promise.all([
      ensureTopics(kafka, [topic]),
      ensureTopics(kafka, [topic, topic]),
      ensureTopics(kafka, [topic]),
    ]);
    const kafkaAdmin = kafka.admin();
    await kafkaAdmin.connect();
    const { topics } = await kafkaAdmin.fetchTopicMetadata({ topics: [topic] });
    await kafkaAdmin.disconnect();
    expect(topics[0].partitions).toHaveLength(3);
    expect(topics[0].partitions.every((p) => p.leader >= 0)).toBe(true);
    const consumer = kafka.consumer({ groupId: `${topic}.group` });
    await consumer.connect();
    await expect(consumer.subscribe({ topic, fromBeginning: true })).resolves.toBeUndefined();
    await consumer.disconnect();
  });
});

/** Runs relay passes until the outbox is empty. */
async function drainUntil(relay: OutboxRelay): Promise<void> {
  for (let i = 0; i < 50; i++) {
    const n = await relay.publishBatch();
    if (n === 0) return;
  }
}
