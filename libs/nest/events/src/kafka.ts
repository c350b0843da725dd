import { Admin, Kafka, LogEntry, logCreator, logLevel, Partitioners, Producer } from 'kafkajs';
import { JsonLogger, LogLevel, processLogger } from '@tempo/logging';
import { checkKafkaQueuesOnlyWhenWaiting } from './kafka-idle';

export interface KafkaSettings {
  brokers: string[];
  clientId: string;
}

const LEVELS: Partial<Record<logLevel, LogLevel>> = {
  [logLevel.ERROR]: 'error',
  [logLevel.WARN]: 'warn',
  [logLevel.INFO]: 'info',
  [logLevel.DEBUG]: 'debug',
};

/**
 * A consumer group rebalancing (a replica started or stopped, a deploy) is how
 * Kafka shares partitions, not a failure: the client reports it as an error,
 * the log says warn, so alerts on error lines stay quiet during a rollout.
 */
const REBALANCING = /rebalanc/i;

/**
 * Workers starting side by side create the same topics: the broker's answer to
 * the second is an error the client logs, though ensureTopics takes 'already
 * exists' as done and throws (logged by the worker) on anything else.
 */
const TOPIC_CREATION = /^Response CreateTopics/;

const levelOf = (level: logLevel, message: string, error: unknown): LogLevel =>
  level === logLevel.ERROR &&
  (REBALANCING.test(message) || REBALANCING.test(String(error ?? '')) || TOPIC_CREATION.test(message))
    ? 'warn'
    : (LEVELS[level] ?? 'info');

/**
 * The Kafka client's own lines as lines of the process's logger: its fields
 * kept (masked like any field), its error as `err`, its time stamp and stack
 * left out.
 */
export const kafkaLogCreator =
  (logger: () => JsonLogger = processLogger): logCreator =>
  () =>
  ({ namespace, level, log }: LogEntry): void => {
    const { message, timestamp: _time, logger: _logger, stack: _stack, error, ...fields } = log;
    logger().write(levelOf(level, String(message), error), String(message), {
      context: namespace ? `kafkajs.${namespace}` : 'kafkajs',
      ...fields,
      err: error,
    });
  };

/** A Kafka client whose idle connections rest (kafka-idle.ts), logging JSON lines. */
export function createKafka(s: KafkaSettings): Kafka {
  checkKafkaQueuesOnlyWhenWaiting();
  return new Kafka({
    clientId: s.clientId,
    brokers: s.brokers,
    logLevel: logLevel.WARN,
    logCreator: kafkaLogCreator(),
    retry: { retries: 8, initialRetryTime: 200 },
  });
}

/**
 * Creates missing topics (3 partitions, keyed by business), then waits until
 * every partition of every topic has a leader. Workers start side by side: a
 * topic another worker is creating at this moment is listed before its
 * partitions are hosted, and a consumer subscribing then is refused ('This
 * server does not host this topic-partition'), so existing topics are waited
 * for too.
 */
export async function ensureTopics(
  kafka: Kafka,
  topics: string[],
  partitions = 3,
  wait: { attempts: number; delayMs: number } = { attempts: 120, delayMs: 250 },
): Promise<void> {
  const wanted = [...new Set(topics)];
  if (!wanted.length) return;
  const admin = kafka.admin();
  await admin.connect();
  try {
    const existing = new Set(await admin.listTopics());
    const missing = wanted.filter((t) => !existing.has(t));
    if (missing.length) {
      await admin.createTopics({
        waitForLeaders: true,
        topics: missing.map((topic) => ({ topic, numPartitions: partitions, replicationFactor: 1 })),
      });
    }
    for (let attempt = 1; ; attempt++) {
      const hosted = await topicsHosted(admin, wanted);
      if (hosted) return;
      if (attempt >= wait.attempts) throw new Error(`Kafka topics have no leader yet: ${wanted.join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, wait.delayMs));
    }
  } finally {
    await admin.disconnect();
  }
}

/** Whether every partition of the topics has a leader (false while they are still being created). */
async function topicsHosted(admin: Admin, topics: string[]): Promise<boolean> {
  try {
    const { topics: found } = await admin.fetchTopicMetadata({ topics });
    return (
      found.length === topics.length &&
      found.every((t) => t.partitions.length > 0 && t.partitions.every((p) => p.leader >= 0))
    );
  } catch {
    return false; // unknown topic or no leader yet: asked again
  }
}

/** An idempotent producer (no duplicates from its own retries), keyed partitioning. */
export const createProducer = (kafka: Kafka): Producer =>
  kafka.producer({
    idempotent: true,
    maxInFlightRequests: 1,
    createPartitioner: Partitioners.DefaultPartitioner,
  });
