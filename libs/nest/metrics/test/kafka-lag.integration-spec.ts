import { randomBytes } from 'crypto';
import { Admin, Kafka, logLevel, Partitioners, Producer } from 'kafkajs';
import { FixedClock } from '@tempo/contracts';
import { waitFor } from '@tempo/testing';
import { KafkaConsumerMetrics, readLags } from '../src/kafka';
import { processRegistry } from '../src/registry';

/** Consumer lag read from the real Kafka: messages produced to a test topic that no one consumes. */
describe('kafka consumer lag', () => {
  const brokers = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');
  const kafka = new Kafka({ clientId: 'metrics-lag-test', brokers, logLevel: logLevel.NOTHING });
  const topic = `metrics.lag-${randomBytes(3).toString('hex')}.v1`;
  const group = `metrics-lag-${randomBytes(3).toString('hex')}`;
  let admin: Admin;
  let producer: Producer;

  beforeAll(async () => {
    admin = kafka.admin();
    await admin.connect();
    await admin.createTopics({
      waitForLeaders: true,
      topics: [{ topic, numPartitions: 2, replicationFactor: 1 }],
    });
    producer = kafka.producer({ createPartitioner: Partitioners.DefaultPartitioner });
    await producer.connect();
    await producer.send({
      topic,
      messages: [0, 0, 0, 1, 1].map((partition, i) => ({ partition, value: `m${i}` })),
    });
    // A fresh broker creates its offsets topic on the first group request and answers
    // "not the correct coordinator" until that topic has a leader.
    await waitFor(() => admin.fetchOffsets({ groupId: group, topics: [topic] }), 45000, 250);
  });
  afterAll(async () => {
    await producer.disconnect();
    await admin.deleteGroups([group]).catch(() => undefined);
    await admin.deleteTopics({ topics: [topic] });
    await admin.disconnect();
  });

  it('counts every message for a group that reads from the start and has committed nothing', async () => {
    await expect(readLags(admin, [{ group, topics: [topic], start: 'earliest' }])).resolves.toEqual([
      { group, topic, lag: 5 },
    ]);
    await expect(readLags(admin, [{ group, topics: [topic], start: 'latest' }])).resolves.toEqual([
      { group, topic, lag: 0 },
    ]);
  });

  it("counts what lies past the group's committed offsets, on /metrics", async () => {
    await admin.setOffsets({
      groupId: group,
      topic,
      partitions: [
        { partition: 0, offset: '2' },
        { partition: 1, offset: '0' },
      ],
    });
    const registry = processRegistry({ app: 'people', role: 'worker' }, false);
    const metrics = new KafkaConsumerMetrics(registry, { clock: new FixedClock('2026-03-01T10:00:00Z') });
    metrics.watch(admin, [{ group, topics: [topic], start: 'earliest' }]);
    expect(await registry.metrics()).toContain(
      `kafka_consumer_lag{group="${group}",topic="${topic}",app="people",role="worker"} 3`,
    );
  });
});
