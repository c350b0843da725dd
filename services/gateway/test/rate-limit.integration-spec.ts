import { parse } from 'graphql';
import Redis from 'ioredis';
import { IP_BAN_SET, blockReason, blockRules } from '../src/blocking';
import { countLoginAttempts, rootFields } from '../src/operation';
import { LoginLimits, ipKey, loginKey, loginThrottled } from '../src/rate-limit';
import { RUN } from './helpers';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('login rate limits against the real Redis', () => {
  const redis = new Redis(redisUrl);
  const keys: string[] = [];
  let n = 0;
  // Unique addresses and logins per test, so runs never share counters.
  const ip = () => {
    const v = `2001:db8::${(process.pid % 0xffff).toString(16)}:${(++n).toString(16)}:${(Date.now() % 0xffff).toString(16)}`;
    keys.push(ipKey(v));
    return v;
  };
  const login = () => {
    const v = `user-${RUN}-${++n}@example.com`;
    keys.push(loginKey(v));
    return v;
  };
  const attempts = (query: string, variables: Record<string, unknown> = {}) =>
    countLoginAttempts(rootFields(parse(query), null), variables);
  const limits: LoginLimits = {
    perIp: { max: 3, windowSeconds: 60 },
    perLogin: { max: 2, windowSeconds: 60 },
  };

  afterAll(async () => {
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('allows N attempts per IP, then throttles', async () => {
    const a = ip();
    const refresh = attempts('mutation { loginRefresh(refreshToken: "r") { status } }');
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await loginThrottled(redis, limits, a, refresh));
    expect(results).toEqual([false, false, false, true, true]);
    expect(await redis.ttl(ipKey(a))).toBeGreaterThan(50);
  });

  it('allows N attempts per login from different IPs, then throttles', async () => {
    const who = login();
    const q = attempts('mutation($l: ID!) { loginSimple(login: $l, password: "x") { status } }', {
      l: who.toUpperCase(),
    });
    expect(await loginThrottled(redis, limits, ip(), q)).toBe(false);
    expect(await loginThrottled(redis, limits, ip(), q)).toBe(false);
    expect(await loginThrottled(redis, limits, ip(), q)).toBe(true);
    expect(await redis.get(loginKey(who))).toBe('3');
  });

  it('counts aliases one by one', async () => {
    const who = login();
    const q = attempts(`mutation {
      a: loginSimple(login: "${who}", password: "1") { status }
      b: loginSimple(login: "${who}", password: "2") { status }
      c: loginSimple(login: "${who}", password: "3") { status }
    }`);
    const a = ip();
    expect(await loginThrottled(redis, limits, a, q)).toBe(true);
    expect(await redis.get(ipKey(a))).toBe('3');
    expect(await redis.get(loginKey(who))).toBe('3');
  });

  it('throttles per IP when many aliases target different logins', async () => {
    const q = attempts(
      `mutation { ${[1, 2, 3, 4].map((i) => `a${i}: loginSimple(login: "${login()}", password: "p") { status }`).join(' ')} }`,
    );
    expect(await loginThrottled(redis, limits, ip(), q)).toBe(true);
  });

  it('opens again when the window ends', async () => {
    const a = ip();
    const short: LoginLimits = { perIp: { max: 1, windowSeconds: 1 }, perLogin: limits.perLogin };
    const q = attempts('mutation { loginPasswordless(token: "t") { status } }');
    expect(await loginThrottled(redis, short, a, q)).toBe(false);
    expect(await loginThrottled(redis, short, a, q)).toBe(true);
    await new Promise((r) => setTimeout(r, 1100));
    expect(await loginThrottled(redis, short, a, q)).toBe(false);
  });

  it('does not count requests without login mutations', async () => {
    const a = ip();
    expect(await loginThrottled(redis, limits, a, attempts('{ me { id } }'))).toBe(false);
    expect(await redis.exists(ipKey(a))).toBe(0);
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
