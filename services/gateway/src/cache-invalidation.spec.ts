import type Redis from 'ioredis';
import { EventEnvelope, IdentityTopics } from '@tempo/contracts';
import { actorCacheKey, businessCacheKey } from './actor-loader';
import { invalidateForEvent } from './cache-invalidation';
import { LocalCache } from './local-cache';

/** Redis as a map, enough for DEL and SCAN MATCH prefix*. */
function fakeRedis(keys: string[]): { redis: Redis; store: Set<string> } {
  const store = new Set(keys);
  const redis = {
    del: async (...ks: string[]) => ks.filter((k) => store.delete(k)).length,
    scan: async (_cursor: string, _match: string, pattern: string) => [
      '0',
      [...store].filter((k) => k.startsWith(pattern.slice(0, -1))),
    ],
  } as unknown as Redis;
  return { redis, store };
}

const event = (data: unknown): EventEnvelope => ({
  id: 'e1',
  type: 'x',
  version: 1,
  business: 'demo',
  occurredAt: '2026-01-01T00:00:00.000Z',
  actor: null,
  data,
});

describe('invalidateForEvent with the local layer', () => {
  const keys = [
    actorCacheKey('demo', 'u1'),
    actorCacheKey(null, 'u1'),
    actorCacheKey('demo', 'u2'),
    actorCacheKey('other', 'u1'),
    businessCacheKey('demo'),
    businessCacheKey('other'),
  ];
  const filled = () => {
    const local = new LocalCache<unknown>({ ttlMs: 60_000 });
    for (const k of keys) local.set(k, {});
    return local;
  };
  const live = (local: LocalCache<unknown>) => keys.filter((k) => local.get(k) !== undefined);

  it("drops an account's user in the business and without one, in Redis and in the process", async () => {
    const { redis, store } = fakeRedis(keys);
    const local = filled();
    await expect(
      invalidateForEvent(redis, IdentityTopics.account, event({ userId: 'u1' }), local),
    ).resolves.toBe(2);
    const left = ['actor:demo:u2', 'actor:other:u1', 'business:demo', 'business:other'];
    expect(live(local)).toEqual(left);
    expect([...store]).toEqual(left);
  });

  it('drops a business and every actor in it, in Redis and in the process', async () => {
    const { redis, store } = fakeRedis(keys);
    const local = filled();
    await expect(
      invalidateForEvent(redis, IdentityTopics.business, event({ name: 'demo' }), local),
    ).resolves.toBe(3);
    const left = ['actor:-:u1', 'actor:other:u1', 'business:other'];
    expect(live(local)).toEqual(left);
    expect([...store]).toEqual(left);
  });
});
