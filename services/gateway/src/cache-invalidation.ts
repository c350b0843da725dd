import type Redis from 'ioredis';
import type { Admin, Consumer, Kafka } from 'kafkajs';
import { AccountEventData, BusinessEventData, EventEnvelope, IdentityTopics } from '@tempo/contracts';
import { consumeMessage, ensureTopics } from '@tempo/events';
import type { KafkaConsumerMetrics } from '@tempo/metrics';
import { actorCacheKey, businessCacheKey } from './actor-loader';
import type { LocalCache } from './local-cache';

/**
 * Drops cached actors when identity changes them: an account event removes
 * that user's entry in the business (and their business-less entry), a
 * business event removes the business and every actor cached in it, in
 * Redis and in this process's local layer. The 300 s TTL bounds staleness if
 * an event is missed; the local layer's few seconds bound it in the replicas
 * that did not consume the event (one consumer group serves them all).
 */

export const CACHE_INVALIDATION_GROUP = 'gateway.actor-cache';
const TOPICS = [IdentityTopics.account, IdentityTopics.business];

/** Deletes every key matching `pattern` (SCAN, never KEYS); returns how many. */
export async function deleteMatching(redis: Redis, pattern: string): Promise<number> {
  let cursor = '0';
  let deleted = 0;
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 200);
    cursor = next;
    if (keys.length) deleted += await redis.del(...keys);
  } while (cursor !== '0');
  return deleted;
}

/** Applies one identity event to the cache (and the local layer); returns the number of Redis keys removed. */
export async function invalidateForEvent(
  redis: Redis,
  topic: string,
  event: EventEnvelope,
  local?: LocalCache<unknown>,
): Promise<number> {
  if (topic === IdentityTopics.account) {
    const data = event.data as Partial<AccountEventData> | null;
    if (!data?.userId) return 0;
    const keys = [actorCacheKey(event.business, data.userId), actorCacheKey(null, data.userId)];
    local?.delete(...keys);
    return redis.del(...keys);
  }
  if (topic === IdentityTopics.business) {
    const data = event.data as Partial<BusinessEventData> | null;
    const name = data?.name ?? event.business;
    if (!name) return 0;
    local?.delete(businessCacheKey(name));
    local?.deletePrefix(actorCacheKey(name, ''));
    return (
      (await redis.del(businessCacheKey(name))) + (await deleteMatching(redis, `${actorCacheKey(name, '')}*`))
    );
  }
  return 0;
}

export interface CacheInvalidation {
  stop(): Promise<void>;
}

export interface CacheInvalidationOptions {
  kafka: Kafka;
  redis: Redis;
  /** This process's local layer over the actor cache. */
  local?: LocalCache<unknown>;
  log?: (msg: string, err?: unknown) => void;
  groupId?: string;
  /** First retry delay; doubles up to 30 s. */
  retryMs?: number;
  /** Counts the consumer's events, and reads its lag on scrape. */
  metrics?: KafkaConsumerMetrics;
}

/**
 * Runs the invalidation consumer in the background. Connection failures and
 * crashes are retried forever: the gateway keeps serving (on the TTL) while
 * Kafka is away.
 */
export function startCacheInvalidation(opts: CacheInvalidationOptions): CacheInvalidation {
  const log = opts.log ?? (() => undefined);
  const firstDelay = opts.retryMs ?? 1000;
  let stopped = false;
  let consumer: Consumer | null = null;
  let admin: Admin | null = null;
  const groupId = opts.groupId ?? CACHE_INVALIDATION_GROUP;
  let timer: NodeJS.Timeout | null = null;
  let delay = firstDelay;
  /** The start under way: stop() waits for it, so a consumer still joining its group is not left running. */
  let starting: Promise<void> = Promise.resolve();

  const retry = (err: unknown) => {
    if (stopped) return;
    log(`cache invalidation consumer failed, retrying in ${delay} ms`, err);
    const old = consumer;
    consumer = null;
    void old?.disconnect().catch(() => undefined);
    timer = setTimeout(() => void begin(), delay);
    delay = Math.min(delay * 2, 30_000);
  };

  const start = async () => {
    if (stopped) return;
    try {
      await ensureTopics(opts.kafka, TOPICS);
      const c = opts.kafka.consumer({ groupId, allowAutoTopicCreation: false });
      consumer = c;
      c.on(c.events.CRASH, (e) => {
        // kafkajs restarts by itself after retriable crashes; the others are ours to retry.
        if (!e.payload.restart && consumer === c) retry(e.payload.error);
      });
      await c.connect();
      // Stopped meanwhile: stop() disconnects `consumer` once this start has returned.
      if (stopped) return;
      await c.subscribe({ topics: TOPICS, fromBeginning: false });
      if (stopped) return;
      await c.run({
        eachMessage: ({ topic, message }) =>
          consumeMessage(
            'cache invalidation',
            topic,
            message.value,
            async (event) => {
              await invalidateForEvent(opts.redis, topic, event, opts.local);
              return true;
            },
            (outcome) => opts.metrics?.event(groupId, topic, outcome),
            log,
          ),
      });
      if (stopped) return;
      if (opts.metrics && !admin) {
        // The group starts at the latest offsets: nothing before its first commit is lag.
        const a = opts.kafka.admin();
        await a.connect();
        admin = a;
        opts.metrics.watch(a, [{ group: groupId, topics: TOPICS, start: 'latest' }]);
      }
      delay = firstDelay;
      log('cache invalidation consumer running');
    } catch (e) {
      retry(e);
    }
  };

  const begin = () => {
    starting = start();
    return starting;
  };

  void begin();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await starting;
      await consumer?.disconnect().catch(() => undefined);
      await admin?.disconnect().catch(() => undefined);
    },
  };
}
