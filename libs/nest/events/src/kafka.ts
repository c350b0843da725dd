import { Kafka, LogEntry, logCreator, logLevel, Partitioners, Producer } from 'kafkajs';
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

const levelOf = (level: logLevel, message: string, error: unknown): LogLevel =>
  level === logLevel.ERROR && (REBALANCING.test(message) || REBALANCING.test(String(error ?? '')))
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

/** Creates missing topics (3 partitions, keyed by business). */
export async function ensureTopics(kafka: Kafka, topics: string[], partitions = 3): Promise<void> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    const existing = new Set(await admin.listTopics());
    const missing = topics.filter((t) => !existing.has(t));
    if (missing.length) {
      await admin.createTopics({
        waitForLeaders: true,
        topics: missing.map((topic) => ({ topic, numPartitions: partitions, replicationFactor: 1 })),
      });
    }
  } finally {
    await admin.disconnect();
  }
}

/** An idempotent producer (no duplicates from its own retries), keyed partitioning. */
export const createProducer = (kafka: Kafka): Producer =>
  kafka.producer({
    idempotent: true,
    maxInFlightRequests: 1,
    createPartitioner: Partitioners.DefaultPartitioner,
  });
