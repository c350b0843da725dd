import type { Server } from 'node:http';
import Redis from 'ioredis';
import { verifyActorToken } from '@tempo/auth';
import { BLOCK_HEADER, revokedSessionKey } from '@tempo/contracts';
import { GatewayApp, createGatewayApp } from '../src/app';
import { IP_BAN_SET } from '../src/blocking';
import { composeSupergraph } from '../src/compose';
import { loadGatewayConfig } from '../src/config';
import {
  HttpAnswer,
  IdentityStandIn,
  RUN,
  TEST_SUBGRAPH_SDL,
  closeServer,
  gqlPost,
  http,
  listenUrl,
  startIdentityStandIn,
  startTestSubgraph,
} from './helpers';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const ACTOR_SECRET = 'test-actor-secret-0123456789-0123456789-01';
const SERVICE_SECRET = 'test-service-secret-0123456789-0123456789';

/**
 * The gateway app over HTTP with the real Redis, a real federated subgraph
 * and a stand-in of identity's HTTP API (JWKS + internal actor endpoints).
 */
describe('gateway over HTTP', () => {
  const redis = new Redis(redisUrl);
  const business = `gw${RUN}`;
  const host = `${business}.localhost:4000`;
  let identity: IdentityStandIn;
  let subgraph: Awaited<ReturnType<typeof startTestSubgraph>>;
  let gateway: GatewayApp;
  let server: Server;
  let base: string;
  let internalBase: string;
  let ipCounter = 0;
  /** A fresh client address per test (TRUST_PROXY), so rate limits never leak between tests. */
  const client = () => `198.18.${(process.pid % 200) + 1}.${++ipCounter}`;

  const env = (over: Record<string, string> = {}) => ({
    NODE_ENV: 'test',
    REDIS_URL: redisUrl,
    KAFKA_BROKERS: '127.0.0.1:9092',
    ACTOR_TOKEN_SECRET: ACTOR_SECRET,
    SERVICE_TOKEN_SECRET: SERVICE_SECRET,
    IDENTITY_URL: `${identity.url}/graphql`,
    IDENTITY_INTERNAL_URL: identity.url,
    PEOPLE_URL: subgraph.url,
    TRUST_PROXY: 'true',
    LOGIN_RATE_PER_IP: '3',
    LOGIN_RATE_PER_LOGIN: '10',
    BLOCKED_COUNTRIES: 'KP',
    MAX_QUERY_DEPTH: '4',
    MAX_QUERY_COST: '200',
    CACHE_INVALIDATION_ENABLED: 'false',
    ...over,
  });

  const supergraph = () =>
    // The URL in the supergraph is deliberately wrong: PEOPLE_URL must win.
    composeSupergraph([{ name: 'people', url: 'http://127.0.0.1:9/graphql', sdl: TEST_SUBGRAPH_SDL }]);

  const start = async (over: Record<string, string> = {}) => {
    const app = await createGatewayApp(loadGatewayConfig(env(over), ['people']), {
      redis,
      supergraphSdl: supergraph(),
      spaDir: null,
      logger: { info: () => undefined, error: () => undefined },
    });
    const srv = app.app.listen(0, '127.0.0.1');
    const internal = app.internalApp.listen(0, '127.0.0.1');
    await Promise.all([srv, internal].map((s) => new Promise((r) => s.once('listening', r))));
    // The internal listener closes with the public one.
    srv.once('close', () => void closeServer(internal));
    return { app, srv, base: listenUrl(srv), internal: listenUrl(internal) };
  };

  let staff: { id: string; email: string };
  let root: { id: string; email: string };

  beforeAll(async () => {
    identity = await startIdentityStandIn(SERVICE_SECRET);
    identity.businesses.set(business, {
      name: business,
      status: 'BUSINESS_STATUS_ACTIVE',
      contactEmail: null,
      emailFrom: null,
    });
    staff = identity.addUser(`staff-${RUN}@example.com`, { business, staffRole: 'staff' });
    root = identity.addUser(`root-${RUN}@example.com`, { isSuperuser: true });
    subgraph = await startTestSubgraph(ACTOR_SECRET);
    const started = await start();
    gateway = started.app;
    server = started.srv;
    base = started.base;
    internalBase = started.internal;
  });

  afterAll(async () => {
    await closeServer(server);
    await gateway.stop();
    await subgraph.stop();
    await closeServer(identity.server);
    const keys = [
      ...(await redis.keys(`*${business}*`)),
      ...(await redis.keys(`rl:ip:198.18.${(process.pid % 200) + 1}.*`)),
    ];
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  const whoami = (headers: Record<string, string> = {}) =>
    gqlPost<{ whoami: Record<string, unknown> & { role: string } }>(
      base,
      'query WhoAmI { whoami { role userId email business businessStatus impersonatorEmail } }',
      {},
      {
        host,
        'x-forwarded-for': client(),
        ...headers,
      },
    );

  const code = (r: HttpAnswer) => r.body.errors?.[0]?.extensions?.code;

  it('forwards a visitor with the host business and its status, signed', async () => {
    const r = await whoami();
    expect(r.status).toBe(200);
    expect(r.body.data?.whoami).toEqual({
      role: 'visitor',
      userId: null,
      email: null,
      business,
      businessStatus: 'BUSINESS_STATUS_ACTIVE',
      impersonatorEmail: null,
    });
    const seen = subgraph.seen.at(-1)!;
    expect(seen.actor?.role).toBe('visitor');
    await expect(verifyActorToken(seen.rawActorHeader!, ACTOR_SECRET)).resolves.toMatchObject({ business });
    expect(seen.requestId).toBe(r.headers['x-request-id']);
  });

  it('takes the business from the variables on the app host', async () => {
    const r = await gqlPost<{ business: { name: string } }>(
      base,
      'query($business: String!) { business(name: $business) { name } }',
      { business: business.toUpperCase() },
      {
        host: 'app.localhost:4000',
        'x-forwarded-for': client(),
      },
    );
    expect(r.body.data?.business).toEqual({ name: business.toUpperCase() });
    expect(subgraph.seen.at(-1)!.actor?.business).toBe(business);
  });

  it('signs in the user of a Bearer id token with their account role', async () => {
    const r = await whoami({ authorization: `Bearer ${await identity.idToken(staff.id)}` });
    expect(r.body.data?.whoami).toMatchObject({
      role: 'staff',
      userId: staff.id,
      email: staff.email,
      business,
    });
  });

  it('never forwards an actor token sent by the client', async () => {
    const forged = 'eyJhbGciOiJIUzI1NiJ9.eyJhY3RvciI6eyJyb2xlIjoic3VwZXJ1c2VyIn19.forged';
    const r = await whoami({ 'x-actor-token': forged });
    expect(r.body.data?.whoami.role).toBe('visitor');
    const seen = subgraph.seen.at(-1)!;
    expect(seen.rawActorHeader).not.toBe(forged);
    await expect(verifyActorToken(seen.rawActorHeader!, ACTOR_SECRET)).resolves.toMatchObject({
      role: 'visitor',
    });
  });

  it('answers 401 INVALID_TOKEN for an expired or foreign token, unless the request only logs in', async () => {
    const expired = await identity.idToken(staff.id, { ttlSeconds: -600 });
    const r = await whoami({ authorization: `Bearer ${expired}` });
    expect(r.status).toBe(401);
    expect(r.body).toEqual({
      errors: [{ message: 'Invalid or expired token', extensions: { code: 'INVALID_TOKEN' } }],
    });

    const login = await gqlPost<{ loginRefresh: { status: string } }>(
      base,
      'mutation { loginRefresh(refreshToken: "r") { status } }',
      {},
      {
        host,
        'x-forwarded-for': client(),
        authorization: `Bearer ${expired}`,
      },
    );
    expect(login.status).toBe(200);
    expect(login.body.data?.loginRefresh.status).toBe('ok');
    expect(subgraph.seen.at(-1)!.actor?.role).toBe('visitor');

    expect((await whoami({ authorization: 'Bearer not-a-jwt' })).status).toBe(401);
  });

  it('refuses the id tokens of a session identity marked as signed out in Redis', async () => {
    const session = `session-${RUN}-out`;
    const token = await identity.idToken(staff.id, { sessionId: session });
    expect((await whoami({ authorization: `Bearer ${token}` })).status).toBe(200);
    await redis.set(revokedSessionKey(session), '1', 'EX', 60);
    try {
      const r = await whoami({ authorization: `Bearer ${token}` });
      expect(r.status).toBe(401);
      expect(r.body).toEqual({
        errors: [{ message: 'Invalid or expired token', extensions: { code: 'INVALID_TOKEN' } }],
      });
      const other = await identity.idToken(staff.id, { sessionId: `${session}-other` });
      expect((await whoami({ authorization: `Bearer ${other}` })).status).toBe(200);
    } finally {
      await redis.del(revokedSessionKey(session));
    }
  });

  it('lets a superuser act as another user, and nobody else', async () => {
    const asStaff = await whoami({
      authorization: `sudo-as ${root.email}|${await identity.idToken(staff.id)}`,
    });
    expect(asStaff.status).toBe(403);
    expect(asStaff.body.errors?.[0]).toEqual({
      message: 'authorization error: only superusers can act as another user',
      extensions: { code: 'FORBIDDEN' },
    });

    const rootToken = await identity.idToken(root.id);
    const byEmail = await whoami({ authorization: `sudo-as ${staff.email.toUpperCase()}|${rootToken}` });
    expect(byEmail.body.data?.whoami).toMatchObject({
      role: 'staff',
      userId: staff.id,
      impersonatorEmail: root.email,
    });
    expect(subgraph.seen.at(-1)!.actor?.impersonator).toEqual({ userId: root.id, email: root.email });

    const byId = await whoami({ authorization: `sudo-as ${staff.id}|${rootToken}` });
    expect(byId.body.data?.whoami).toMatchObject({ userId: staff.id, impersonatorEmail: root.email });

    const itself = await whoami({ authorization: `Bearer ${rootToken}` });
    expect(itself.body.data?.whoami).toMatchObject({
      role: 'superuser',
      userId: root.id,
      impersonatorEmail: null,
    });

    const nobody = await whoami({ authorization: `sudo-as nobody-${RUN}@example.com|${rootToken}` });
    expect(nobody.status).toBe(403);
    expect(code(nobody)).toBe('USER_DOES_NOT_EXIST');
  });

  it('throttles login attempts per IP, aliases one by one, with the block header', async () => {
    const ip = client();
    const who = `x@${business}.example`;
    const two = `mutation { a: loginSimple(login: "${who}", password: "1") { status } b: loginSimple(login: "${who}", password: "2") { status } }`;
    const first = await gqlPost(base, two, {}, { host, 'x-forwarded-for': ip });
    expect(first.status).toBe(200);
    const second = await gqlPost(base, two, {}, { host, 'x-forwarded-for': ip });
    expect(second.status).toBe(403);
    expect(second.headers[BLOCK_HEADER]).toBe('THROTTLED');
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
    const seen = subgraph.seen.length;
    const typenames = Array.from({ length: 1000 }, (_, i) => `t${i}: __typename`).join(' ');
    const logins = Array.from(
      { length: 300 },
      (_, i) => `l${i}: loginSimple(login: "cap@${business}.example", password: "${i}") { status }`,
    ).join(' ');
    const ip = client();
    const r = await gqlPost(base, `mutation { ${typenames} ${logins} }`, {}, { host, 'x-forwarded-for': ip });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      errors: [
        {
          message: 'Too many root fields: a request may select at most 20 (aliases and __typename included)',
          extensions: { code: 'TOO_MANY_ROOT_FIELDS' },
        },
      ],
    });
    expect(subgraph.seen.length).toBe(seen);
    // Nothing was counted either: the whole request was refused before the limits.
    expect(await redis.exists(`rl:ip:${ip}`, `rl:login:cap@${business}.example`)).toBe(0);
    const twenty = Array.from({ length: 20 }, (_, i) => `t${i}: __typename`).join(' ');
    expect((await gqlPost(base, `{ ${twenty} }`, {}, { host, 'x-forwarded-for': ip })).status).toBe(200);
  });

  it('clears the attempts of a login from an IP when it signs in there, and counts aliases before they run', async () => {
    const g = await start({
      LOGIN_RATE_PER_IP: '1000',
      LOGIN_RATE_PER_LOGIN_IP: '2',
      LOGIN_RATE_PER_LOGIN: '100',
    });
    try {
      const ip = client();
      const who = `clear@${business}.example`;
      const one = `mutation { loginSimple(login: "${who}", password: "p") { status } }`;
      // The test subgraph signs everybody in: each success forgives that login's attempts from this IP.
      for (let i = 0; i < 4; i++) {
        const r = await gqlPost<{ loginSimple: { status: string } }>(
          g.base,
          one,
          {},
          { host, 'x-forwarded-for': ip },
        );
        expect(r.body.data?.loginSimple.status).toBe('ok');
      }
      expect(await redis.get(`rl:login-ip:${who}|${ip}`)).toBeNull();
      expect(await redis.sismember(`rl:known:${who}`, ip)).toBe(1);
      const three = `mutation { a: loginSimple(login: "${who}", password: "1") { status } b: loginSimple(login: "${who}", password: "2") { status } c: loginSimple(login: "${who}", password: "3") { status } }`;
      const r = await gqlPost(g.base, three, {}, { host, 'x-forwarded-for': ip });
      expect(r.status).toBe(403);
      expect(r.headers[BLOCK_HEADER]).toBe('THROTTLED');
    } finally {
      await closeServer(g.srv);
      await g.app.stop();
    }
  });

  it('blocks banned addresses and countries with 403 and the block header', async () => {
    const ip = client();
    await redis.sadd(IP_BAN_SET, ip);
    try {
      const banned = await whoami({ 'x-forwarded-for': ip });
      expect(banned.status).toBe(403);
      expect(banned.headers[BLOCK_HEADER]).toBe('IP_BAN');
      expect(banned.body.errors?.[0].message).toBe('Your IP was banned due to suspicious activity');
    } finally {
      await redis.srem(IP_BAN_SET, ip);
    }
    const country = await whoami({ 'cf-ipcountry': 'kp' });
    expect(country.status).toBe(403);
    expect(country.headers[BLOCK_HEADER]).toBe('COUNTRY_BLOCKED');
    expect(country.body.errors?.[0].message).toBe('Disabled for your Country');
  });

  it('refuses queries that are too deep or too costly', async () => {
    const deep = await gqlPost(
      base,
      '{ node { child { child { child { child { id } } } } } }',
      {},
      { host, 'x-forwarded-for': client() },
    );
    expect(deep.status).toBe(400);
    expect(deep.body.errors?.[0]).toMatchObject({
      message: 'Query is too deep (6 > 4)',
      extensions: { code: 'QUERY_TOO_COMPLEX' },
    });

    const costly = await gqlPost(
      base,
      '{ nodes { children { children { id } } } }',
      {},
      { host, 'x-forwarded-for': client() },
    );
    expect(costly.body.errors?.[0]).toMatchObject({
      message: 'Query is too costly (1111 > 200)',
      extensions: { code: 'QUERY_TOO_COMPLEX' },
    });

    const fine = await gqlPost<{ node: { child: { id: string } } }>(
      base,
      '{ node { child { id } } }',
      {},
      { host, 'x-forwarded-for': client() },
    );
    expect(fine.body.data?.node.child.id).toBe('2');
  });

  it('allows introspection outside production', async () => {
    const r = await gqlPost<{ __schema: { queryType: { name: string } } }>(
      base,
      '{ __schema { queryType { name } } }',
      {},
      { host, 'x-forwarded-for': client() },
    );
    expect(r.body.data?.__schema.queryType.name).toBe('Query');
  });

  it('answers /healthz on both ports, /readyz and /metrics on the internal port only, counting operations', async () => {
    expect((await http(base, '/healthz')).body).toEqual({ status: 'ok' });
    expect((await http(internalBase, '/healthz')).body).toEqual({ status: 'ok' });
    const ready = await http(internalBase, '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ok' });
    expect((await http(base, '/readyz')).status).toBe(404);
    expect((await http(base, '/metrics')).status).toBe(404);
    expect((await http(internalBase, '/graphql', { body: { query: '{ __typename }' } })).status).toBe(404);

    await whoami();
    const report = await http(base, '/csp-report', {
      body: { 'csp-report': { 'effective-directive': 'script-src-elem', 'blocked-uri': 'inline' } },
    });
    expect(report.status).toBe(204);
    const junk = await http(base, '/csp-report', {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
    });
    expect(junk.status).toBeLessThan(500);
    const metrics = await http(internalBase, '/metrics');
    expect(metrics.text).toMatch(/gateway_csp_violations_total\{directive="script-src-elem"\} 1/);
    expect(metrics.status).toBe(200);
    expect(metrics.headers['content-type']).toContain('text/plain');
    expect(metrics.text).toMatch(/gateway_requests_total\{operation="WhoAmI",status="200"\} \d+/);
    expect(metrics.text).toMatch(/gateway_requests_total\{operation="WhoAmI",status="401"\} \d+/);
    expect(metrics.text).toMatch(/gateway_errors_total\{operation="WhoAmI",code="INVALID_TOKEN"\} \d+/);
    expect(metrics.text).toMatch(
      /gateway_subgraph_requests_total\{subgraph="people",operation="WhoAmI"\} \d+/,
    );
    expect(metrics.text).toMatch(/gateway_request_duration_seconds_count\{operation="WhoAmI"\} \d+/);
    expect(metrics.text).toMatch(/gateway_subgraph_request_duration_seconds_count\{subgraph="people"\} \d+/);
    expect(metrics.text).toContain('process_resident_memory_bytes');
  });

  it('is not ready without Redis', async () => {
    // A client that has lost its server for good: every command fails at once.
    const deadRedis = new Redis('redis://127.0.0.1:1', { lazyConnect: true, enableOfflineQueue: false });
    deadRedis.disconnect();
    const app = await createGatewayApp(loadGatewayConfig(env(), ['people']), {
      redis: deadRedis,
      supergraphSdl: supergraph(),
      spaDir: null,
      logger: { info: () => undefined, error: () => undefined },
    });
    const srv = app.app.listen(0, '127.0.0.1');
    const internal = app.internalApp.listen(0, '127.0.0.1');
    await Promise.all([srv, internal].map((s) => new Promise((r) => s.once('listening', r))));
    try {
      const ready = await http(listenUrl(internal), '/readyz');
      expect(ready.status).toBe(503);
      expect(ready.body).toEqual({ status: 'unavailable', failed: ['redis'] });
      const r = await gqlPost(listenUrl(srv), '{ whoami { role } }', {}, { host });
      expect(r.status).toBe(503);
      expect(code(r)).toBe('SERVICE_UNAVAILABLE');
    } finally {
      await closeServer(srv);
      await closeServer(internal);
      await app.stop();
    }
  });

  it('refuses introspection in production mode', async () => {
    const prod = await start({ NODE_ENV: 'production' });
    try {
      const r = await gqlPost(
        prod.base,
        '{ __schema { types { name } } }',
        {},
        { host, 'x-forwarded-for': client() },
      );
      expect(r.body.data).toBeUndefined();
      expect(r.body.errors?.[0].message).toMatch(/introspection is not allowed/i);
      const ok = await gqlPost<{ whoami: { role: string } }>(
        prod.base,
        '{ whoami { role } }',
        {},
        { host, 'x-forwarded-for': client() },
      );
      expect(ok.body.data?.whoami.role).toBe('visitor');
      expect(ok.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await closeServer(prod.srv);
      await prod.app.stop();
    }
  });

  it('names no schema fields in production errors (no "Did you mean")', async () => {
    const misspelt = '{ whoami { rol } }';
    const dev = await gqlPost(base, misspelt, {}, { host, 'x-forwarded-for': client() });
    expect(dev.body.errors?.[0].message).toMatch(/Did you mean "role"\?/);
    const prod = await start({ NODE_ENV: 'production' });
    try {
      const r = await gqlPost(prod.base, misspelt, {}, { host, 'x-forwarded-for': client() });
      expect(r.body.errors?.[0].message).toBe('Cannot query field "rol" on type "Whoami".');
      const v = await gqlPost(
        prod.base,
        'query($n: String!) { business(name: $n) { name } }',
        { n: 1 },
        { host, 'x-forwarded-for': client() },
      );
      expect(v.body.errors?.[0].message).toBeDefined();
      expect(JSON.stringify(v.body.errors)).not.toContain('Did you mean');
    } finally {
      await closeServer(prod.srv);
      await prod.app.stop();
    }
  });
});
