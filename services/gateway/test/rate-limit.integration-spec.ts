import { parse } from 'graphql';
import Redis from 'ioredis';
import { IP_BAN_SET, blockReason, blockRules } from '../src/blocking';
import { limitedAttempts } from '../src/limited-attempts';
import { rootFields } from '../src/root-fields';
import {
  RateLimits,
  ipKey,
  MAX_KNOWN_IPS,
  knownIpsKey,
  loginIpKey,
  loginKey,
  mailIpKey,
  nameCheckKey,
  rateVerdict,
  recipientKey,
  requestKey,
  signedIn,
  throttledRules,
} from '../src/rate-limit';
import { RUN } from './helpers';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('rate limits against the real Redis', () => {
  const redis = new Redis(redisUrl);
  const keys: string[] = [];
  let n = 0;
  // Unique addresses and logins per test, so runs never share counters.
  const ip = () => {
    const v = `2001:db8::${(process.pid % 0xffff).toString(16)}:${(++n).toString(16)}:${(Date.now() % 0xffff).toString(16)}`;
    keys.push(ipKey(v), mailIpKey(v), nameCheckKey(v), requestKey(v));
    return v;
  };
  const login = () => {
    const v = `user-${RUN}-${++n}@example.com`;
    keys.push(loginKey(v), knownIpsKey(v), recipientKey(v));
    return v;
  };
  const attempts = (query: string, variables: Record<string, unknown> = {}) =>
    limitedAttempts(rootFields(parse(query), null, variables));
  const limits: RateLimits = {
    signInPerIp: { max: 3, windowSeconds: 60 },
    signInPerLoginAndIp: { max: 2, windowSeconds: 60 },
    signInPerLogin: { max: 4, windowSeconds: 60 },
    mailPerIp: { max: 3, windowSeconds: 60 },
    mailPerRecipient: { max: 2, windowSeconds: 60 },
    nameCheckPerIp: { max: 2, windowSeconds: 60 },
    knownIpSeconds: 600,
  };
  const loginQuery = (who: string) =>
    attempts('mutation($l: ID!) { loginSimple(login: $l, password: "x") { status } }', { l: who });

  afterAll(async () => {
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('signInPerIp: N attempts per IP, then refused', async () => {
    const a = ip();
    const refresh = attempts('mutation { loginRefresh(refreshToken: "r") { status } }');
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await throttledRules(redis, limits, a, refresh));
    expect(results).toEqual([[], [], [], ['signInPerIp'], ['signInPerIp']]);
    expect(await redis.ttl(ipKey(a))).toBeGreaterThan(50);
  });

  it('signInPerLoginAndIp: N attempts on a login from one IP, whatever the case of the login', async () => {
    const who = login();
    const a = ip();
    keys.push(loginIpKey(who, a));
    const q = loginQuery(who.toUpperCase());
    expect(await throttledRules(redis, limits, a, q)).toEqual([]);
    expect(await throttledRules(redis, limits, a, q)).toEqual([]);
    expect(await throttledRules(redis, limits, a, q)).toEqual(['signInPerLoginAndIp']);
    expect(await redis.get(loginIpKey(who, a))).toBe('3');
  });

  it('signInPerLogin: N attempts on a login from different IPs, then refused', async () => {
    const who = login();
    const results = [];
    for (let i = 0; i < 5; i++) {
      const a = ip();
      keys.push(loginIpKey(who, a));
      results.push(await throttledRules(redis, limits, a, loginQuery(who)));
    }
    expect(results).toEqual([[], [], [], [], ['signInPerLogin']]);
  });

  it('a successful sign-in forgives that IP its attempts and makes it known: the owner still gets in during an attack', async () => {
    const wide: RateLimits = { ...limits, signInPerIp: { max: 100, windowSeconds: 60 } };
    const who = login();
    const home = ip();
    keys.push(loginIpKey(who, home));
    expect(await throttledRules(redis, wide, home, loginQuery(who))).toEqual([]);
    await signedIn(redis, wide, who, home);
    expect(await redis.exists(loginIpKey(who, home))).toBe(0);
    expect(await redis.ttl(knownIpsKey(who))).toBeGreaterThan(500);
    // An attacker spends the login's budget from elsewhere…
    for (let i = 0; i < 5; i++) {
      const a = ip();
      keys.push(loginIpKey(who, a));
      await throttledRules(redis, wide, a, loginQuery(who));
    }
    expect(await throttledRules(redis, wide, ip(), loginQuery(who))).toEqual(['signInPerLogin']);
    // …and the owner, at the known IP, is still let in (within the per-IP-and-login limit).
    expect(await throttledRules(redis, wide, home, loginQuery(who))).toEqual([]);
    expect(await throttledRules(redis, wide, home, loginQuery(who))).toEqual([]);
    expect(await throttledRules(redis, wide, home, loginQuery(who))).toEqual(['signInPerLoginAndIp']);
  });

  it(`keeps at most ${MAX_KNOWN_IPS} known IPs per login`, async () => {
    const who = login();
    for (let i = 0; i < MAX_KNOWN_IPS + 2; i++) await signedIn(redis, limits, who, ip());
    expect(await redis.scard(knownIpsKey(who))).toBe(MAX_KNOWN_IPS);
  });

  it('counts aliases one by one, every counter even when one refuses', async () => {
    const who = login();
    const a = ip();
    keys.push(loginIpKey(who, a));
    const q = attempts(`mutation {
      a: loginSimple(login: "${who}", password: "1") { status }
      b: loginSimple(login: "${who}", password: "2") { status }
      c: loginSimple(login: "${who}", password: "3") { status }
    }`);
    expect(await throttledRules(redis, limits, a, q)).toEqual(['signInPerLoginAndIp']);
    expect(await redis.get(ipKey(a))).toBe('3');
    expect(await redis.get(loginIpKey(who, a))).toBe('3');
    expect(await redis.get(loginKey(who))).toBe('3');
  });

  it('mailPerRecipient and mailPerIp: link requests per recipient and per IP', async () => {
    const to = login();
    const q = attempts(`mutation($e: String! = "${to}") { requestSelfAuthLink(email: $e) { status } }`);
    const a = ip();
    expect(await throttledRules(redis, limits, a, q)).toEqual([]);
    expect(await throttledRules(redis, limits, ip(), q)).toEqual([]);
    expect(await throttledRules(redis, limits, ip(), q)).toEqual(['mailPerRecipient']);
    // Other recipients from the same IP: the IP's budget (3) ends.
    const other = () =>
      attempts(`mutation { selfRegisterBusiness(email: "${login()}", business: "b") { status } }`);
    expect(await throttledRules(redis, limits, a, other())).toEqual([]);
    expect(await throttledRules(redis, limits, a, other())).toEqual([]);
    expect(await throttledRules(redis, limits, a, other())).toEqual(['mailPerIp']);
  });

  it('nameCheckPerIp: name probes per IP', async () => {
    const a = ip();
    const q = attempts('{ businessExists(business: "x") { name } }');
    expect(await throttledRules(redis, limits, a, q)).toEqual([]);
    expect(await throttledRules(redis, limits, a, q)).toEqual([]);
    expect(await throttledRules(redis, limits, a, q)).toEqual(['nameCheckPerIp']);
  });

  it('every window ends: a refused IP is let in again', async () => {
    const a = ip();
    const short: RateLimits = { ...limits, signInPerIp: { max: 1, windowSeconds: 1 } };
    const q = attempts('mutation { loginPasswordless(token: "t") { status } }');
    expect(await throttledRules(redis, short, a, q)).toEqual([]);
    expect(await throttledRules(redis, short, a, q)).toEqual(['signInPerIp']);
    await new Promise((r) => setTimeout(r, 1100));
    expect(await throttledRules(redis, short, a, q)).toEqual([]);
  });

  it('counts the request limit and the limited fields together', async () => {
    const who = login();
    const a = ip();
    keys.push(loginIpKey(who, a));
    const perIp = { max: 2, windowSeconds: 60 };
    const verdicts = [];
    for (let i = 0; i < 3; i++) verdicts.push(await rateVerdict(redis, limits, perIp, a, loginQuery(who)));
    expect(verdicts).toEqual([
      { requestLimited: false, broken: [] },
      { requestLimited: false, broken: [] },
      { requestLimited: true, broken: ['signInPerLoginAndIp'] },
    ]);
    expect(await rateVerdict(redis, limits, perIp, a, attempts('{ me { id } }'))).toEqual({
      requestLimited: true,
      broken: [],
    });
    expect([await redis.get(requestKey(a)), await redis.get(loginIpKey(who, a))]).toEqual(['4', '3']);
    // Off (max 0), the request counter is not touched.
    const b = ip();
    await rateVerdict(redis, limits, { max: 0, windowSeconds: 60 }, b, loginQuery(who));
    expect(await redis.exists(requestKey(b))).toBe(0);
  });

  it('does not count requests without limited fields', async () => {
    const a = ip();
    expect(await throttledRules(redis, limits, a, attempts('{ me { id } }'))).toEqual([]);
    expect(await redis.exists(ipKey(a), mailIpKey(a), nameCheckKey(a))).toBe(0);
  });
});

describe('IP ban set against the real Redis', () => {
  const redis = new Redis(redisUrl);
  const banned = `198.18.${process.pid % 250}.${Date.now() % 250}`;
  const rules = blockRules({ BLOCKED_IPS: [], BLOCKED_COUNTRIES: [], COUNTRY_HEADER: 'cf-ipcountry' });

  afterAll(async () => {
    await redis.srem(IP_BAN_SET, banned);
    await redis.quit();
  });

  it('bans the members of gateway:ipban, live', async () => {
    await expect(blockReason(redis, rules, banned, { headers: {} })).resolves.toBeNull();
    await redis.sadd(IP_BAN_SET, banned);
    await expect(blockReason(redis, rules, banned, { headers: {} })).resolves.toBe('IP_BAN');
    await redis.srem(IP_BAN_SET, banned);
    await expect(blockReason(redis, rules, banned, { headers: {} })).resolves.toBeNull();
  });
});
