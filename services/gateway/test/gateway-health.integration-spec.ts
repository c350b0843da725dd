import Redis from 'ioredis';
import { createGatewayApp } from '../src/app';
import { loadGatewayConfig } from '../src/config';
import { code, gatewayOverHttp } from './gateway-fixture';
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
