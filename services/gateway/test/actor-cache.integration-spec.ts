import Redis from 'ioredis';
import { IdentityTopics } from '@tempo/contracts';
import { ActorLoader, actorCacheKey, businessCacheKey } from '../src/actor-loader';
import { invalidateForEvent } from '../src/cache-invalidation';
import { RUN, closeServer } from './helpers';
import { IdentityStandIn, startIdentityStandIn } from './identity-stand-in';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const SERVICE_SECRET = 'test-service-secret-0123456789-0123456789';

describe('actor cache against the real Redis', () => {
  const redis = new Redis(redisUrl);
  const business = `gwcache${RUN}`;
  let identity: IdentityStandIn;
  let loader: ActorLoader;

  beforeAll(async () => {
    identity = await startIdentityStandIn(SERVICE_SECRET);
    identity.businesses.set(business, {
      name: business,
      status: 'BUSINESS_STATUS_ACTIVE',
      contactEmail: null,
      emailFrom: null,
    });
    loader = new ActorLoader({ identityBase: identity.url, serviceTokenSecret: SERVICE_SECRET, redis });
  });
  afterAll(async () => {
    const keys = await redis.keys(`*${business}*`);
    if (keys.length) await redis.del(...keys);
    await closeServer(identity.server);
    await redis.quit();
  });

  const facts = () => ({ business, ip: '127.0.0.1', requestId: 'r' });

  it('loads an actor once, then serves it from Redis with a 300 s TTL', async () => {
    const u = identity.addUser(`staff-${RUN}@example.com`, { business, staffRole: 'staff' });
    const before = identity.calls.length;
    const a1 = await loader.user(u.id, facts());
    const a2 = await loader.user(u.id, facts());
    expect(a1).toEqual(a2);
    expect(a1).toMatchObject({ role: 'staff', userId: u.id, businessStatus: 'BUSINESS_STATUS_ACTIVE' });
    expect(identity.calls.length - before).toBe(1);
    const ttl = await redis.ttl(actorCacheKey(business, u.id));
    expect(ttl).toBeGreaterThan(290);
    expect(ttl).toBeLessThanOrEqual(300);
  });

  it('does not cache an unknown user', async () => {
    await expect(loader.user('00000000-0000-7000-8000-000000000000', facts())).resolves.toBeNull();
    expect(await redis.exists(actorCacheKey(business, '00000000-0000-7000-8000-000000000000'))).toBe(0);
  });

  it('gives visitors the business status from the business-only call, cached', async () => {
    const before = identity.calls.length;
    await expect(loader.visitor(facts())).resolves.toMatchObject({
      role: 'visitor',
      businessStatus: 'BUSINESS_STATUS_ACTIVE',
    });
    await loader.visitor(facts());
    expect(identity.calls.slice(before)).toEqual([`/internal/actor?business=${business}`]);
    expect(await redis.exists(businessCacheKey(business))).toBe(1);
  });

  it('drops an account on an account event and the business on a business event', async () => {
    const u = identity.addUser(`client-${RUN}@example.com`, { business });
    const other = identity.addUser(`other-${RUN}@example.com`, { business, staffRole: 'manager' });
    await loader.user(u.id, facts());
    await loader.user(other.id, facts());
    await loader.visitor(facts());

    identity.accounts.get(u.id)!.get(business)!.staffRole = 'staff';
    const event = (type: string, data: unknown) => ({
      id: 'e',
      type,
      version: 1,
      business,
      occurredAt: new Date().toISOString(),
      actor: null,
      data,
    });
    await invalidateForEvent(
      redis,
      IdentityTopics.account,
      event('account.updated', { accountId: 'a', userId: u.id, email: u.email, staffRole: 'staff' }),
    );
    expect(await redis.exists(actorCacheKey(business, u.id))).toBe(0);
    expect(await redis.exists(actorCacheKey(business, other.id))).toBe(1);
    await expect(loader.user(u.id, facts())).resolves.toMatchObject({ role: 'staff' });

    const cached = (await redis.keys(`actor:${business}:*`)).length;
    expect(cached).toBeGreaterThanOrEqual(2);
    const removed = await invalidateForEvent(
      redis,
      IdentityTopics.business,
      event('business.status_changed', {
        name: business,
        fullName: 'X',
        status: 'BUSINESS_STATUS_SUSPENDED',
        timezone: 'UTC',
        country: 'US',
      }),
    );
    expect(removed).toBe(cached + 1);
    expect(await redis.keys(`actor:${business}:*`)).toEqual([]);
    expect(await redis.exists(businessCacheKey(business))).toBe(0);
  });

  it('reuses one service token for a while', async () => {
    const u = identity.addUser(`token-${RUN}@example.com`);
    const seen = new Set<string>();
    const fetchSpy: typeof fetch = async (input, init) => {
      seen.add(String((init?.headers as Record<string, string>).authorization));
      return fetch(input, init);
    };
    const l = new ActorLoader({
      identityBase: identity.url,
      serviceTokenSecret: SERVICE_SECRET,
      redis,
      fetch: fetchSpy,
    });
    await l.actor(u.id, `${business}x1`);
    await l.actor(u.id, `${business}x2`);
    expect(seen.size).toBe(1);
  });
});
