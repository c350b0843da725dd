import { ActorContext, VISITOR } from '@tempo/contracts';
import { decodeJwt } from 'jose';
import { verifyActorToken } from '@tempo/auth';
import { ACTOR_TOKEN_REUSE_MS, ACTOR_TOKEN_TTL_SECONDS, ActorTokenCache } from './actor-token-cache';

const SECRET = 'test-actor-secret-0123456789-0123456789-01';

const visitor = (over: Partial<ActorContext> = {}): ActorContext => ({
  ...VISITOR,
  business: 'demo',
  businessStatus: 'BUSINESS_STATUS_ACTIVE',
  ip: '203.0.113.5',
  requestId: 'r1',
  ...over,
});

describe('ActorTokenCache', () => {
  let t = 5_000_000;
  const now = () => t;

  it('signs a token the subgraphs accept, without the request id, living 60 s', async () => {
    const token = await new ActorTokenCache(SECRET, { now }).token(visitor());
    expect(await verifyActorToken(token, SECRET)).toEqual(visitor({ requestId: null }));
    const { exp, iat } = decodeJwt(token);
    expect(exp! - iat!).toBe(ACTOR_TOKEN_TTL_SECONDS);
  });

  it('hands the same token to the same actor, whatever the request, for the reuse time only', async () => {
    const cache = new ActorTokenCache(SECRET, { now });
    const first = cache.token(visitor({ requestId: 'r1' }));
    expect(cache.token(visitor({ requestId: 'r2' }))).toBe(first);
    t += ACTOR_TOKEN_REUSE_MS - 1;
    expect(cache.token(visitor({ requestId: 'r3' }))).toBe(first);
    t += 1;
    const renewed = cache.token(visitor());
    expect(renewed).not.toBe(first);
    await expect(renewed).resolves.toEqual(expect.any(String));
  });

  it.each<[string, Partial<ActorContext>]>([
    ['another address', { ip: '203.0.113.6' }],
    ['another business status', { businessStatus: 'BUSINESS_STATUS_SUSPENDED' }],
    ['another role', { userId: 'u1', role: 'client', accountId: 'a1' }],
    ['other overrides', { overrides: [{ action: 'read', resource: 'reporting', allowed: true }] }],
    ['an impersonator', { impersonator: { userId: 'root', email: 'root@example.com' } }],
  ])('signs anew for %s', async (_label, change) => {
    const cache = new ActorTokenCache(SECRET, { now });
    const base = cache.token(visitor());
    const other = cache.token(visitor(change));
    expect(other).not.toBe(base);
    expect(await verifyActorToken(await other, SECRET)).toMatchObject(change);
  });
});
