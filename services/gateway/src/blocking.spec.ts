import type Redis from 'ioredis';
import { BLOCK_HEADER } from '@tempo/contracts';
import {
  blockReason,
  blockResponse,
  blockRules,
  cachedBanCheck,
  clientIp,
  errorResponse,
  normaliseIp,
} from './blocking';
import { LocalCache } from './local-cache';

describe('block responses (spec 003 §8)', () => {
  it.each([
    ['IP_BAN', 'Your IP was banned due to suspicious activity'],
    ['COUNTRY_BLOCKED', 'Disabled for your Country'],
    ['THROTTLED', 'Too Many Requests from this IP, try again later'],
  ] as const)('%s answers 403 with the header and the text', (reason, text) => {
    expect(blockResponse(reason)).toEqual({
      status: 403,
      headers: { [BLOCK_HEADER]: reason },
      body: { errors: [{ message: text, extensions: { code: 'FORBIDDEN', blockReason: reason } }] },
    });
  });

  it('shapes other refusals as GraphQL errors', () => {
    expect(errorResponse(401, 'INVALID_TOKEN', 'Invalid or expired token')).toEqual({
      status: 401,
      headers: {},
      body: { errors: [{ message: 'Invalid or expired token', extensions: { code: 'INVALID_TOKEN' } }] },
    });
  });
});

describe('client address', () => {
  it.each([
    ['::ffff:10.1.2.3', '10.1.2.3'],
    ['2001:DB8::1', '2001:db8::1'],
    ['not-an-ip', null],
    [undefined, null],
  ])('normalises %p → %p', (ip, expected) => {
    expect(normaliseIp(ip)).toBe(expected);
  });

  const req = {
    socket: { remoteAddress: '::ffff:127.0.0.1' },
    headers: { 'x-forwarded-for': '203.0.113.9, 10.0.0.1' },
  };
  it('uses the socket address unless the proxy is trusted', () => {
    expect(clientIp(req, false)).toBe('127.0.0.1');
    expect(clientIp(req, true)).toBe('203.0.113.9');
    expect(clientIp({ ...req, headers: { 'x-forwarded-for': 'junk' } }, true)).toBe('127.0.0.1');
  });
});

describe('static block rules', () => {
  // The configured lists answer before Redis is asked; a Redis that is reached fails the test.
  const unreachable = {
    sismember: () => Promise.reject(new Error('redis must not be asked')),
  } as unknown as Redis;
  const rules = blockRules({
    BLOCKED_IPS: ['198.51.100.7'],
    BLOCKED_COUNTRIES: ['kp', 'IR'],
    COUNTRY_HEADER: 'CF-IPCountry',
  });

  it('bans configured addresses', async () => {
    await expect(blockReason(unreachable, rules, '198.51.100.7', { headers: {} })).resolves.toBe('IP_BAN');
  });
  it('blocks configured countries, whatever the case', async () => {
    await expect(
      blockReason(unreachable, rules, '1.2.3.4', { headers: { 'cf-ipcountry': 'ir' } }),
    ).resolves.toBe('COUNTRY_BLOCKED');
    await expect(
      blockReason(unreachable, rules, '1.2.3.4', { headers: { 'cf-ipcountry': 'KP' } }),
    ).resolves.toBe('COUNTRY_BLOCKED');
  });
});

describe('the ban set, cached per address', () => {
  const banned = new Set<string>();
  let asked = 0;
  const redis = {
    sismember: async (_set: string, ip: string) => {
      asked += 1;
      return banned.has(ip) ? 1 : 0;
    },
  } as unknown as Redis;
  let t = 0;
  const rules = blockRules({ BLOCKED_IPS: [], BLOCKED_COUNTRIES: [], COUNTRY_HEADER: 'cf-ipcountry' });

  it('asks Redis once per address and TTL; a ban and its lifting show within the TTL', async () => {
    const isBanned = cachedBanCheck(redis, new LocalCache<boolean>({ ttlMs: 2000, now: () => t }));
    const reason = (ip: string) => blockReason(redis, rules, ip, { headers: {} }, isBanned);
    await expect(reason('203.0.113.1')).resolves.toBeNull();
    await expect(reason('203.0.113.1')).resolves.toBeNull();
    expect(asked).toBe(1);

    banned.add('203.0.113.1');
    await expect(reason('203.0.113.1')).resolves.toBeNull();
    t += 2000;
    await expect(reason('203.0.113.1')).resolves.toBe('IP_BAN');
    // Another address is asked on its own.
    banned.add('203.0.113.2');
    await expect(reason('203.0.113.2')).resolves.toBe('IP_BAN');
    expect(asked).toBe(3);

    banned.delete('203.0.113.1');
    await expect(reason('203.0.113.1')).resolves.toBe('IP_BAN');
    t += 2000;
    await expect(reason('203.0.113.1')).resolves.toBeNull();
  });

  it('asks Redis every time with the plain check', async () => {
    const before = asked;
    await blockReason(redis, rules, '203.0.113.9', { headers: {} });
    await blockReason(redis, rules, '203.0.113.9', { headers: {} });
    expect(asked - before).toBe(2);
  });
});
