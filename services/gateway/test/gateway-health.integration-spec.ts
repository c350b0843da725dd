import Redis from 'ioredis';
import { createGatewayApp } from '../src/app';
import { loadGatewayConfig } from '../src/config';
import { code, gatewayOverHttp } from './gateway-fixture';
import { seriesValue } from '@tempo/testing';
import { businessCacheKey } from '../src/actor-loader';
import { closeServer, gqlPost, http, listenUrl } from './helpers';

/** Health, readiness and metrics: which port answers what, and readiness without Redis. */
describe('gateway over HTTP: health and metrics', () => {
  const gw = gatewayOverHttp();

  it('answers /healthz on both ports, /readyz and /metrics on the internal port only, counting operations', async () => {
    expect((await http(gw.base, '/healthz')).body).toEqual({ status: 'ok' });
    expect((await http(gw.internalBase, '/healthz')).body).toEqual({ status: 'ok' });
    const ready = await http(gw.internalBase, '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ok' });
    expect((await http(gw.base, '/readyz')).status).toBe(404);
    expect((await http(gw.base, '/metrics')).status).toBe(404);
    expect((await http(gw.internalBase, '/graphql', { body: { query: '{ __typename }' } })).status).toBe(404);

    // One answered and one refused WhoAmI, for the counters read below.
    await gw.whoami();
    await gw.whoami({ authorization: 'Bearer not-a-jwt' });
    const report = await http(gw.base, '/csp-report', {
      body: { 'csp-report': { 'effective-directive': 'script-src-elem', 'blocked-uri': 'inline' } },
    });
    expect(report.status).toBe(204);
    const junk = await http(gw.base, '/csp-report', {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
    });
    expect(junk.status).toBeLessThan(500);
    const metrics = await http(gw.internalBase, '/metrics');
    const text = metrics.text;
    expect(seriesValue(text, 'gateway_csp_violations_total', { directive: 'script-src-elem' })).toBe(1);
    expect(metrics.status).toBe(200);
    expect(metrics.headers['content-type']).toContain('text/plain');
    const whoami = { operation: 'WhoAmI' };
    expect(seriesValue(text, 'gateway_requests_total', { ...whoami, status: '200' })).toBeGreaterThan(0);
    expect(seriesValue(text, 'gateway_requests_total', { ...whoami, status: '401' })).toBeGreaterThan(0);
    expect(seriesValue(text, 'gateway_errors_total', { ...whoami, code: 'INVALID_TOKEN' })).toBeGreaterThan(
      0,
    );
    expect(
      seriesValue(text, 'gateway_subgraph_requests_total', { ...whoami, subgraph: 'people' }),
    ).toBeGreaterThan(0);
    expect(seriesValue(text, 'gateway_request_duration_seconds_count', whoami)).toBeGreaterThan(0);
    expect(
      seriesValue(text, 'gateway_subgraph_request_duration_seconds_count', { subgraph: 'people' }),
    ).toBeGreaterThan(0);
    // Every series carries the process's labels.
    expect(
      seriesValue(text, 'process_resident_memory_bytes', { app: 'gateway', role: 'gateway' }),
    ).toBeGreaterThan(0);
    expect(text).not.toMatch(/^gateway_requests_total\{(?![^}]*app="gateway")/m);
  });

  it('counts actor-cache lookups: a miss asks identity, a hit does not', async () => {
    const lookups = async () => {
      const text = (await http(gw.internalBase, '/metrics')).text;
      return {
        hit: seriesValue(text, 'gateway_actor_cache_lookups_total', { result: 'hit' }) ?? 0,
        miss: seriesValue(text, 'gateway_actor_cache_lookups_total', { result: 'miss' }) ?? 0,
      };
    };
    await gw.redis.del(businessCacheKey(gw.business));
    gw.app.actorCache.clear();
    const before = await lookups();
    const asked = gw.identity.calls.length;
    await gw.whoami();
    await gw.whoami();
    expect(gw.identity.calls.length - asked).toBe(1);
    const after = await lookups();
    expect([after.miss - before.miss, after.hit - before.hit]).toEqual([1, 1]);
  });

  it("reports to nobody: @apollo/gateway's usage telemetry to Apollo is turned off", () => {
    expect(process.env.APOLLO_TELEMETRY_DISABLED).toBe('true');
  });

  it('is not ready without Redis', async () => {
    // A client that has lost its server for good: every command fails at once.
    const deadRedis = new Redis('redis://127.0.0.1:1', { lazyConnect: true, enableOfflineQueue: false });
    deadRedis.disconnect();
    const app = await createGatewayApp(loadGatewayConfig(gw.env(), ['people']), {
      redis: deadRedis,
      supergraphSdl: gw.supergraph(),
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
      const r = await gqlPost(listenUrl(srv), '{ whoami { role } }', {}, { host: gw.host });
      expect(r.status).toBe(503);
      expect(code(r)).toBe('SERVICE_UNAVAILABLE');
    } finally {
      await closeServer(srv);
      await closeServer(internal);
      await app.stop();
    }
  });
});
