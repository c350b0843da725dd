import { BLOCK_HEADER } from '@tempo/contracts';
import { IP_BAN_SET } from '../src/blocking';
import { seriesValue } from '@tempo/testing';
import { gatewayOverHttp } from './gateway-fixture';
import { closeServer, gqlPost, http } from './helpers';

/**
 * What the gateway refuses before a request runs: sign-in attempts past the
 * rate limits, too many root selections, banned addresses and countries,
 * queries too deep or too costly.
 */
describe('gateway over HTTP: limits and blocks', () => {
  const gw = gatewayOverHttp();
  /** A counter of the gateway's /metrics (0 before its first count). */
  const counter = async (name: string, labels: Record<string, string>) =>
    seriesValue((await http(gw.internalBase, '/metrics')).text, name, labels) ?? 0;

  it('throttles login attempts per IP, aliases one by one, with the block header', async () => {
    const ip = gw.client();
    const who = `x@${gw.business}.example`;
    const two = `mutation { a: loginSimple(login: "${who}", password: "1") { status } b: loginSimple(login: "${who}", password: "2") { status } }`;
    const throttled = () => counter('gateway_blocked_requests_total', { reason: 'THROTTLED' });
    const perIp = () => counter('gateway_rate_limited_total', { rule: 'signInPerIp' });
    const before = [await throttled(), await perIp()];
    const first = await gqlPost(gw.base, two, {}, { host: gw.host, 'x-forwarded-for': ip });
    expect(first.status).toBe(200);
    expect([await throttled(), await perIp()]).toEqual(before);
    const second = await gqlPost(gw.base, two, {}, { host: gw.host, 'x-forwarded-for': ip });
    expect(second.status).toBe(403);
    expect(second.headers[BLOCK_HEADER]).toBe('THROTTLED');
    expect([await throttled(), await perIp()]).toEqual([before[0] + 1, before[1] + 1]);
    expect(second.body).toEqual({
      errors: [
        {
          message: 'Too Many Requests from this IP, try again later',
          extensions: { code: 'FORBIDDEN', blockReason: 'THROTTLED' },
        },
      ],
    });
  });

  it('refuses a request with more root selections than MAX_ROOT_FIELDS before anything runs', async () => {
    const seen = gw.subgraph.seen.length;
    const typenames = Array.from({ length: 1000 }, (_, i) => `t${i}: __typename`).join(' ');
    const logins = Array.from(
      { length: 300 },
      (_, i) => `l${i}: loginSimple(login: "cap@${gw.business}.example", password: "${i}") { status }`,
    ).join(' ');
    const ip = gw.client();
    const r = await gqlPost(
      gw.base,
      `mutation { ${typenames} ${logins} }`,
      {},
      { host: gw.host, 'x-forwarded-for': ip },
    );
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      errors: [
        {
          message: 'Too many root fields: a request may select at most 20 (aliases and __typename included)',
          extensions: { code: 'TOO_MANY_ROOT_FIELDS' },
        },
      ],
    });
    expect(gw.subgraph.seen.length).toBe(seen);
    // Nothing was counted either: the whole request was refused before the limits.
    expect(await gw.redis.exists(`rl:ip:${ip}`, `rl:login:cap@${gw.business}.example`)).toBe(0);
    const twenty = Array.from({ length: 20 }, (_, i) => `t${i}: __typename`).join(' ');
    expect(
      (await gqlPost(gw.base, `{ ${twenty} }`, {}, { host: gw.host, 'x-forwarded-for': ip })).status,
    ).toBe(200);
  });

  it('clears the attempts of a login from an IP when it signs in there, and counts aliases before they run', async () => {
    const g = await gw.start({
      LOGIN_RATE_PER_IP: '1000',
      LOGIN_RATE_PER_LOGIN_IP: '2',
      LOGIN_RATE_PER_LOGIN: '100',
    });
    try {
      const ip = gw.client();
      const who = `clear@${gw.business}.example`;
      const one = `mutation { loginSimple(login: "${who}", password: "p") { status } }`;
      // The test subgraph signs everybody in: each success forgives that login's attempts from this IP.
      for (let i = 0; i < 4; i++) {
        const r = await gqlPost<{ loginSimple: { status: string } }>(
          g.base,
          one,
          {},
          { host: gw.host, 'x-forwarded-for': ip },
        );
        expect(r.body.data?.loginSimple.status).toBe('ok');
      }
      expect(await gw.redis.get(`rl:login-ip:${who}|${ip}`)).toBeNull();
      expect(await gw.redis.sismember(`rl:known:${who}`, ip)).toBe(1);
      const three = `mutation { a: loginSimple(login: "${who}", password: "1") { status } b: loginSimple(login: "${who}", password: "2") { status } c: loginSimple(login: "${who}", password: "3") { status } }`;
      const r = await gqlPost(g.base, three, {}, { host: gw.host, 'x-forwarded-for': ip });
      expect(r.status).toBe(403);
      expect(r.headers[BLOCK_HEADER]).toBe('THROTTLED');
    } finally {
      await closeServer(g.srv);
      await g.app.stop();
    }
  });

  it('blocks banned addresses and countries with 403 and the block header, counting them by reason', async () => {
    const blocked = async () => [
      await counter('gateway_blocked_requests_total', { reason: 'IP_BAN' }),
      await counter('gateway_blocked_requests_total', { reason: 'COUNTRY_BLOCKED' }),
    ];
    const before = await blocked();
    const ip = gw.client();
    await gw.redis.sadd(IP_BAN_SET, ip);
    try {
      const banned = await gw.whoami({ 'x-forwarded-for': ip });
      expect(banned.status).toBe(403);
      expect(banned.headers[BLOCK_HEADER]).toBe('IP_BAN');
      expect(banned.body.errors?.[0].message).toBe('Your IP was banned due to suspicious activity');
    } finally {
      await gw.redis.srem(IP_BAN_SET, ip);
    }
    const country = await gw.whoami({ 'cf-ipcountry': 'kp' });
    expect(country.status).toBe(403);
    expect(country.headers[BLOCK_HEADER]).toBe('COUNTRY_BLOCKED');
    expect(country.body.errors?.[0].message).toBe('Disabled for your Country');
    expect(await blocked()).toEqual([before[0] + 1, before[1] + 1]);
  });

  it('refuses queries that are too deep or too costly', async () => {
    const deep = await gqlPost(
      gw.base,
      '{ node { child { child { child { child { id } } } } } }',
      {},
      { host: gw.host, 'x-forwarded-for': gw.client() },
    );
    expect(deep.status).toBe(400);
    expect(deep.body.errors?.[0]).toMatchObject({
      message: 'Query is too deep (6 > 4)',
      extensions: { code: 'QUERY_TOO_COMPLEX' },
    });

    const costly = await gqlPost(
      gw.base,
      '{ nodes { children { children { id } } } }',
      {},
      { host: gw.host, 'x-forwarded-for': gw.client() },
    );
    expect(costly.body.errors?.[0]).toMatchObject({
      message: 'Query is too costly (1111 > 200)',
      extensions: { code: 'QUERY_TOO_COMPLEX' },
    });

    const fine = await gqlPost<{ node: { child: { id: string } } }>(
      gw.base,
      '{ node { child { id } } }',
      {},
      { host: gw.host, 'x-forwarded-for': gw.client() },
    );
    expect(fine.body.data?.node.child.id).toBe('2');
  });
});
