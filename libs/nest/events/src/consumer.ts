import { Consumer, Kafka } from 'kafkajs';
import { EntityManager } from 'typeorm';
import { type Clock, safeErrorText, systemClock, type EventEnvelope } from '@tempo/contracts';
import { TenantDb } from '@tempo/db';
import { runInLogContext } from '@tempo/logging';

/** What a handler may use besides the event and its transaction: the subgraph's clock. */
export interface ConsumerContext {
  clock: Clock;
}

export type EventHandler = (
  event: EventEnvelope,
  em: EntityManager,
  context: ConsumerContext,
) => Promise<void>;

const SYSTEM_CONTEXT: ConsumerContext = { clock: systemClock };

export interface ConsumerDefinition {
  /** Unique per subgraph and purpose: the consumer group and the idempotency key. */
  name: string;
  topics: string[];
  handle: EventHandler;
}

/**
 * Applies an event exactly once: the processed-event row and the handler's
 * changes commit in one transaction, in the event's tenant. A redelivered
 * event finds its row and is skipped. Returns false for a duplicate.
 */
export async function applyOnce(
  db: TenantDb,
  consumer: string,
  event: EventEnvelope,
  handle: EventHandler,
  context: ConsumerContext = SYSTEM_CONTEXT,
): Promise<boolean> {
  return db.withTenant(event.business, async (em) => {
    const inserted: unknown[] = await em.query(
      `INSERT INTO processed_event (consumer, event_id, business) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING event_id`,
      [consumer, event.id, event.business],
    );
    if (!inserted.length) return false;
    await handle(event, em, context);
    return true;
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads an envelope; anything malformed (bad JSON, missing fields, an id that is not a UUID) gives null. */
export const parseEnvelope = (value: Buffer | null): EventEnvelope | null => {
  if (!value) return null;
  try {
    const e = JSON.parse(value.toString('utf8')) as EventEnvelope;
    return e &&
      typeof e.id === 'string' &&
      UUID.test(e.id) &&
      typeof e.business === 'string' &&
      e.business !== '' &&
      typeof e.type === 'string'
      ? e
      : null;
  } catch {
    return null;
  }
};

/** What became of one message: applied, a redelivery already applied, or not applied (malformed or failed). */
export type ConsumerOutcome = 'processed' | 'duplicate' | 'failed';

/** What a consumer reports as it goes (metrics). */
export interface ConsumerHooks {
  event?(group: string, topic: string, outcome: ConsumerOutcome): void;
}

/**
 * Handles one message: `apply` applies the event once (false for a
 * duplicate). Reports the outcome; a malformed message is dropped, a failure
 * is rethrown without the error's properties (a database error carries the
 * statement's parameters), so that the Kafka client retries and logs
 * nothing else.
 */
export async function consumeMessage(
  name: string,
  topic: string,
  value: Buffer | null,
  apply: (event: EventEnvelope) => Promise<boolean>,
  report: (outcome: ConsumerOutcome) => void,
  log: (msg: string) => void,
): Promise<void> {
  const event = parseEnvelope(value);
  if (!event) {
    report('failed');
    log(`${name}: dropping malformed message on ${topic}`);
    return;
  }
  // Every line written while the event is handled names it (its id as the request id) and its business.
  await runInLogContext({ requestId: event.id, business: event.business }, async () => {
    let applied: boolean;
    try {
      applied = await apply(event);
    } catch (e) {
      report('failed');
      const text = safeErrorText(e, { stack: false });
      log(`${name}: event ${event.id} failed: ${text}`);
      throw new Error(text);
    }
    report(applied ? 'processed' : 'duplicate');
    if (!applied) log(`${name}: duplicate event ${event.id} ignored`);
  });
}

/** Runs a consumer group; offsets are committed after each event is applied. */
export async function runConsumer(
  kafka: Kafka,
  db: TenantDb,
  groupPrefix: string,
  def: ConsumerDefinition,
  log: (msg: string, err?: unknown) => void = () => undefined,
  context: ConsumerContext = SYSTEM_CONTEXT,
  hooks: ConsumerHooks = {},
): Promise<Consumer> {
  const groupId = consumerGroup(groupPrefix, def);
  const consumer = kafka.consumer({ groupId, allowAutoTopicCreation: false });
  await consumer.connect();
  for (const topic of def.topics) await consumer.subscribe({ topic, fromBeginning: true });
  await consumer.run({
    eachMessage: ({ message, topic }) =>
      consumeMessage(
        def.name,
        topic,
        message.value,
        (event) => applyOnce(db, def.name, event, def.handle, context),
        (outcome) => hooks.event?.(groupId, topic, outcome),
        log,
      ),
  });
  return consumer;
}

/** The consumer group of a subgraph's consumer: `<subgraph>.<consumer name>`. */
export const consumerGroup = (groupPrefix: string, def: Pick<ConsumerDefinition, 'name'>): string =>
  `${groupPrefix}.${def.name}`;
