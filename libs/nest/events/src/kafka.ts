import { Kafka, logLevel, Partitioners, Producer } from 'kafkajs';
import { checkKafkaQueuesOnlyWhenWaiting } from './kafka-idle';

export interface KafkaSettings {
  brokers: string[];
  clientId: string;
}

/** A Kafka client whose idle connections rest (kafka-idle.ts). */
export function createKafka(s: KafkaSettings): Kafka {
  checkKafkaQueuesOnlyWhenWaiting();
  return new Kafka({
    clientId: s.clientId,
    brokers: s.brokers,
    logLevel: logLevel.WARN,
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
