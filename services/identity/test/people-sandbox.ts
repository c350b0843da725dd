import { Consumer, Kafka, Producer } from 'kafkajs';
import { DataSource, EntityManager } from 'typeorm';
import {
  AccountEventData,
  BusinessStatus,
  EventEnvelope,
  PeopleTopics,
  PersonEventData,
} from '@tempo/contracts';
import { infraSchema, loadConfig } from '@tempo/config';
import { dataSourceOptions, newId, resolveDbUrls, TenantDb } from '@tempo/db';
import { createKafka, createProducer, ensureTopics, runConsumer } from '@tempo/events';
import { createSandboxSchema, SandboxSchema, waitFor } from '@tempo/testing';
import { IDENTITY_DB } from '../src/database/database';
import { applyPeopleEvent } from '../src/people-sync/people.consumer';

/** What a sandbox feeds identity: events of `topic`, applied by `handle`. */
export interface SandboxFeed {
  topic: string;
  handle: (event: EventEnvelope, em: EntityManager) => Promise<void>;
}

/**
 * Identity's people consumer on the real PostgreSQL and Kafka, apart from the running product:
 * its rows live in a schema of the test's own (copies of the real tables, with their row-level
 * security), so the product's outbox relay never publishes its events, and people events go
 * to a topic of this run only, so the product's consumer never sees them.
 */
export class PeopleSandbox {
  readonly business = `ppl${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  app!: TenantDb;
  private admin!: DataSource;
  private appDs!: DataSource;
  private sandbox!: SandboxSchema;
  private kafka!: Kafka;
  private producer!: Producer;
  private consumer!: Consumer;

  /** `feed`: the topic whose events the sandbox publishes and the handler that applies them (default people's). */
  constructor(
    private readonly feed: SandboxFeed = { topic: PeopleTopics.person, handle: applyPeopleEvent },
  ) {}

  /** The topic of this run only. */
  get topic(): string {
    return `test.${this.business}.${this.feed.topic}`;
  }

  async start(): Promise<void> {
    const urls = resolveDbUrls('identity');
    this.admin = new DataSource(dataSourceOptions(urls.ownerUrl, IDENTITY_DB, 1));
    await this.admin.initialize();
    this.sandbox = await createSandboxSchema(this.admin, {
      prefix: 'people_test',
      tables: ['business', 'app_user', 'account', 'outbox', 'processed_event'],
      appRole: decodeURIComponent(new URL(urls.appUrl).username),
    });
    const options = dataSourceOptions(urls.appUrl, IDENTITY_DB, 4);
    this.appDs = new DataSource({
      ...options,
      extra: { ...options.extra, options: this.sandbox.connectionOptions },
    });
    await this.appDs.initialize();
    this.app = new TenantDb(this.appDs);
    await this.app.withTenant(this.business, (em) =>
      em.query(
        `INSERT INTO business (name, status, full_name, country, locale, timezone, default_currency)
         VALUES ($1, $2, 'People Sync Studio', 'US', 'en', 'UTC', 'USD')`,
        [this.business, BusinessStatus.ACTIVE],
      ),
    );
    const { KAFKA_BROKERS } = loadConfig({ KAFKA_BROKERS: infraSchema.KAFKA_BROKERS });
    this.kafka = createKafka({ brokers: KAFKA_BROKERS, clientId: 'identity-people-test' });
    await ensureTopics(this.kafka, [this.topic]);
    this.producer = createProducer(this.kafka);
    await this.producer.connect();
    this.consumer = await runConsumer(this.kafka, this.app, 'identity', {
      name: `test-${this.business}`,
      topics: [this.topic],
      handle: this.feed.handle,
    });
  }

  async stop(): Promise<void> {
    await Promise.all([this.consumer?.disconnect(), this.producer?.disconnect()]);
    if (this.kafka) {
      const admin = this.kafka.admin();
      await admin.connect();
      await admin.deleteTopics({ topics: [this.topic] });
      await admin.disconnect();
    }
    await this.appDs?.destroy();
    await this.sandbox?.drop();
    await this.admin?.destroy();
  }

  /** Publishes a people event of this business and waits until the consumer has applied it. */
  async apply(type: string, data: unknown, id: string = newId()): Promise<string> {
    const envelope: EventEnvelope = {
      id,
      type,
      version: 1,
      business: this.business,
      occurredAt: new Date().toISOString(),
      actor: null,
      data,
    };
    await this.producer.send({
      topic: this.topic,
      messages: [{ key: this.business, value: JSON.stringify(envelope) }],
    });
    await waitFor(async () => (await this.processed(id)) > 0, 30000);
    return id;
  }

  /** How many times the consumer recorded the event as applied. */
  async processed(eventId: string): Promise<number> {
    const [row] = await this.sql<{ n: number }>(
      'SELECT count(*)::int AS n FROM processed_event WHERE event_id = $1',
      [eventId],
    );
    return row.n;
  }

  /** SQL in the business's tenant, as the application role. */
  sql<T>(query: string, params: unknown[] = []): Promise<T[]> {
    return this.app.withTenant(this.business, (em) => em.query(query, params));
  }

  /** The business's accounts with their users' e-mails. */
  accounts() {
    return this.sql<{
      id: string;
      email: string;
      staff_role: string | null;
      first_name: string | null;
      staff_flags: Record<string, boolean>;
      person_linked: boolean;
    }>(
      `SELECT a.id, u.email, a.staff_role, a.first_name, a.staff_flags, a.person_linked
         FROM account a JOIN app_user u ON u.id = a.user_id ORDER BY u.email`,
    );
  }

  /** Identity's account events recorded in the outbox, oldest first. */
  async accountEvents(): Promise<Array<{ type: string } & AccountEventData>> {
    const rows = await this.sql<{ type: string; data: AccountEventData }>(
      `SELECT type, envelope->'data' AS data FROM outbox WHERE business = $1 ORDER BY occurred_at, id`,
      [this.business],
    );
    return rows.map((r) => ({ type: r.type, ...r.data }));
  }
}

/** A person's record as the people subgraph publishes it. */
export const person = (over: Partial<PersonEventData> = {}): PersonEventData => ({
  personId: newId(),
  email: null,
  firstName: 'Ann',
  lastName: 'Lee',
  staffRole: null,
  staffFlags: {},
  deactivated: false,
  profilePhoto: null,
  ...over,
});
