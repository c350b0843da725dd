import type Redis from 'ioredis';
import {
  ActorLoader,
  ActorResponse,
  actorCacheKey,
  buildActorContext,
  businessCacheKey,
} from './actor-loader';
import { LocalCache } from './local-cache';

const facts = { business: 'demo', ip: '1.2.3.4', requestId: 'r1' };
const business = { name: 'demo', status: 'BUSINESS_STATUS_ACTIVE', contactEmail: null, emailFrom: null };
const user = (isSuperuser = false) => ({
  id: 'u1',
  email: 'jane@example.com',
  firstName: 'Jane',
  lastName: null,
  isSuperuser,
});
const account = (staffRole: string | null) => ({
  id: 'a1',
  staffRole,
  permissions: [{ action: 'read', resource: 'reporting', allowed: true }],
});

describe('buildActorContext (spec 000 §6 role derivation)', () => {
  it.each<[string, ActorResponse | null, string]>([
    ['no answer', null, 'visitor'],
    ['business only', { user: null, account: null, business }, 'visitor'],
    ['user without account in the business', { user: user(), account: null, business }, 'visitor'],
    ['user on a host without a business', { user: user(), account: null, business: null }, 'visitor'],
    ['superuser without account', { user: user(true), account: null, business }, 'superuser'],
    ['client account', { user: user(), account: account(null), business }, 'client'],
    ['staff account', { user: user(), account: account('manager'), business }, 'manager'],
    ['custom role', { user: user(), account: account('front_desk'), business }, 'front_desk'],
    ['superuser', { user: user(true), account: account('staff'), business }, 'superuser'],
  ])('%s → %s', (_label, response, role) => {
    expect(buildActorContext(facts, response, null).role).toBe(role);
  });

  it('carries the account, overrides and business status', () => {
    expect(buildActorContext(facts, { user: user(), account: account('staff'), business }, null)).toEqual({
      business: 'demo',
      businessStatus: 'BUSINESS_STATUS_ACTIVE',
      businessContact: null,
      userId: 'u1',
      email: 'jane@example.com',
      accountId: 'a1',
      role: 'staff',
      staffRole: 'staff',
      overrides: [{ action: 'read', resource: 'reporting', allowed: true }],
      impersonator: null,
      ip: '1.2.3.4',
      requestId: 'r1',
    });
  });

  it('keeps a signed-in visitor known by id and e-mail, without an account', () => {
    const actor = buildActorContext(facts, { user: user(), account: null, business }, null);
    expect(actor).toMatchObject({
      role: 'visitor',
      userId: 'u1',
      email: 'jane@example.com',
      accountId: null,
      staffRole: null,
      overrides: [],
    });
  });

  it('gives a visitor the business status', () => {
    const actor = buildActorContext(
      facts,
      { user: null, account: null, business: { ...business, status: 'BUSINESS_STATUS_SUSPENDED' } },
      null,
    );
    expect(actor).toMatchObject({
      role: 'visitor',
      userId: null,
      businessStatus: 'BUSINESS_STATUS_SUSPENDED',
    });
  });

  it('names the business contact for the suspended screen (emailFrom, else contactEmail)', () => {
    const withBoth = { ...business, contactEmail: 'c@demo.example', emailFrom: 'from@demo.example' };
    expect(
      buildActorContext(facts, { user: null, account: null, business: withBoth }, null).businessContact,
    ).toBe('from@demo.example');
    const contactOnly = { ...business, contactEmail: 'c@demo.example' };
    expect(
      buildActorContext(facts, { user: null, account: null, business: contactOnly }, null).businessContact,
    ).toBe('c@demo.example');
  });

  it('keeps the impersonator next to the target', () => {
    const imp = { userId: 'su', email: 'root@example.com' };
    expect(buildActorContext(facts, { user: user(), account: account(null), business }, imp)).toMatchObject({
      userId: 'u1',
      role: 'client',
      impersonator: imp,
    });
  });

  it('names cache keys', () => {
    expect(actorCacheKey('demo', 'u1')).toBe('actor:demo:u1');
    expect(actorCacheKey(null, 'u1')).toBe('actor:-:u1');
    expect(businessCacheKey('demo')).toBe('business:demo');
  });
});

describe('ActorLoader with its local layer', () => {
  // Redis and identity as counters: the layer must spare both within its TTL.
  const store = new Map<string, string>();
  const redisCalls: string[] = [];
  const redis = {
    get: async (key: string) => {
      redisCalls.push(`get ${key}`);
      return store.get(key) ?? null;
    },
    set: async (key: string, value: string) => {
      redisCalls.push(`set ${key}`);
      store.set(key, value);
      return 'OK';
    },
  } as unknown as Redis;
  const identityCalls: string[] = [];
  const identity: typeof fetch = async (input) => {
    identityCalls.push(String(input));
    return new Response(JSON.stringify({ user: null, account: null, business }), {
      headers: { 'content-type': 'application/json' },
    });
  };
  let t = 0;
  const local = new LocalCache<ActorResponse>({ ttlMs: 2000, now: () => t });
  const lookups: string[] = [];
  const loader = new ActorLoader({
    identityBase: 'http://identity.test',
    serviceTokenSecret: 'test-service-secret-0123456789-0123456789',
    redis,
    fetch: identity,
    local,
    onLookup: (result) => lookups.push(result),
  });

  it('answers from the process within the TTL, then from Redis, then from identity when Redis lost it', async () => {
    await expect(loader.visitor(facts)).resolves.toMatchObject({ businessStatus: 'BUSINESS_STATUS_ACTIVE' });
    expect(identityCalls).toHaveLength(1);
    expect(redisCalls).toEqual(['get business:demo', 'set business:demo']);

    await loader.visitor(facts);
    t += 1999;
    await loader.visitor(facts);
    expect(redisCalls).toHaveLength(2);

    t += 1;
    await loader.visitor(facts);
    expect(redisCalls).toEqual(['get business:demo', 'set business:demo', 'get business:demo']);
    expect(identityCalls).toHaveLength(1);

    // Invalidation drops both layers (cache-invalidation.ts): identity is asked again.
    store.clear();
    local.delete(businessCacheKey('demo'));
    await loader.visitor(facts);
    expect(identityCalls).toHaveLength(2);
    // A hit is any answer without identity (the process or Redis); a miss asks identity.
    expect(lookups).toEqual(['miss', 'hit', 'hit', 'hit', 'miss']);
  });
});
