import { randomUUID } from 'crypto';
import Redis from 'ioredis';
import { Partitioners } from 'kafkajs';
import { IdentityTopics } from '@tempo/contracts';
import { createKafka } from '@tempo/events';
import { KafkaConsumerMetrics, processRegistry } from '@tempo/metrics';
import { waitFor } from '@tempo/testing';
import { actorCacheKey, businessCacheKey } from '../src/actor-loader';
import { CacheInvalidation, startCacheInvalidation } from '../src/cache-invalidation';
import { RUN } from './helpers';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const brokers = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');

describe('cache invalidation consumer against the real Kafka and Redis', () => {
  const redis = new Redis(redisUrl);
  const kafka = createKafka({ brokers, clientId: `gateway-test-${RUN}` });
  const producer = kafka.producer({ createPartitioner: Partitioners.DefaultPartitioner });
  const business = `gwkafka${RUN}`;
  const group = `gateway.actor-cache.test-${RUN}`;
  const registry = processRegistry({ app: 'gateway', role: 'gateway' }, false);
  const metrics = new KafkaConsumerMetrics(registry, { cacheMs: 0 });
  let consumer: CacheInvalidation;

  beforeAll(async () => {
    await producer.connect();
    let running = false;
    consumer = startCacheInvalidation({
      kafka,
      redis,
      groupId: group,
      metrics,
      log: (msg) => {
        if (msg.includes('running')) running = true;
      },
    });
    await waitFor(async () => running, 60_000, 100);
  });
  afterAll(async () => {
    await consumer.stop();
    await producer.disconnect();
    const keys = await redis.keys(`*${business}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  const send = (topic: string, type: string, data: unknown) =>
    producer.send({
      topic,
      messages: [
        {
          key: business,
          value: JSON.stringify({
            id: randomUUID(),
            type,
            version: 1,
            business,
            occurredAt: new Date().toISOString(),
            actor: null,
            data,
          }),
        },
      ],
    });

  it('drops cached actors when identity publishes account and business events', async () => {
    await redis.set(actorCacheKey(business, 'u1'), '{}', 'EX', 300);
    await redis.set(actorCacheKey(business, 'u2'), '{}', 'EX', 300);
    await redis.set(businessCacheKey(business), '{}', 'EX', 300);

    // Keep publishing until the consumer, which starts at the latest offset, has its partitions.
    await waitFor(
      async () => {
        await send(IdentityTopics.account, 'account.updated', {
          accountId: 'a',
          userId: 'u1',
          email: 'x@y.z',
          staffRole: null,
        });
        return (await redis.exists(actorCacheKey(business, 'u1'))) === 0;
      },
      60_000,
      1000,
    );
    expect(await redis.exists(actorCacheKey(business, 'u2'))).toBe(1);

    await send(IdentityTopics.business, 'business.updated', {
      name: business,
      fullName: 'X',
      status: 'BUSINESS_STATUS_ACTIVE',
      timezone: 'UTC',
      country: 'US',
    });
    await waitFor(
      async () => (await redis.exists(actorCacheKey(business, 'u2'), businessCacheKey(business))) === 0,
      30_000,
      200,
    );
  });

  it('counts its events by outcome, and has no lag once it has read them', async () => {
    const series = async (name: string, labels: string) => {
      const line = (await registry.metrics()).split('\n').find((l) => l.startsWith(`${name}{${labels}`));
      return line ? Number(line.split(' ').pop()) : null;
    };
    const events = (outcome: string) =>
      series(
        'kafka_consumer_events_total',
        `group="${group}",topic="${IdentityTopics.account}",outcome="${outcome}"`,
      );
    expect(await events('processed')).toBeGreaterThanOrEqual(1);
    await producer.send({
      topic: IdentityTopics.account,
      messages: [{ key: business, value: 'not an event' }],
    });
    await waitFor(async () => (await events('failed')) === 1, 30_000, 200);
    await waitFor(
      async () =>
        (await series('kafka_consumer_lag', `group="${group}",topic="${IdentityTopics.account}"`)) === 0 &&
        (await series('kafka_consumer_lag', `group="${group}",topic="${IdentityTopics.business}"`)) === 0,
      30_000,
      200,
    );
  });
});

describe('cache invalidation consumer stopped while it starts', () => {
  it('stops once the start under way has ended, leaving no member in its group and no "running" after stop', async () => {
    const kafka = createKafka({ brokers, clientId: `gateway-test-stop-${RUN}` });
    const redis = new Redis(redisUrl);
    const groupId = `gateway.actor-cache.stop-${RUN}`;
    const lines: string[] = [];
    const consumer = startCacheInvalidation({ kafka, redis, groupId, log: (msg) => lines.push(msg) });
    // Stopped at once: the consumer is still connecting or joining its group.
    await consumer.stop();
    const stoppedAt = lines.length;
    const admin = kafka.admin();
    await admin.connect();
    try {
      const { groups } = await admin.describeGroups([groupId]);
      expect(groups[0]?.members ?? []).toEqual([]);
    } finally {
      await admin.disconnect();
      await redis.quit();
    }
    expect(lines.slice(stoppedAt)).toEqual([]);
  });
});
