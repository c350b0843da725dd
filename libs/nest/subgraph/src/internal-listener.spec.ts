import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { Counter, processRegistry } from '@tempo/metrics';
import { failedChecks, listenInternal, ReadinessCheck } from './internal-listener';

describe('failedChecks', () => {
  it('names the checks that answer false, throw or do not answer in time', async () => {
    const never: ReadinessCheck = () => new Promise(() => undefined);
    await expect(
      failedChecks(
        {
          database: async () => true,
          kafka: async () => false,
          redis: async () => {
            throw new Error('down');
          },
          slow: never,
        },
        20,
      ),
    ).resolves.toEqual(['kafka', 'redis', 'slow']);
    await expect(failedChecks({ database: async () => true })).resolves.toEqual([]);
  });
});

describe('the internal listener', () => {
  let server: Server;
  let base: string;
  let kafka = false;
  const registry = processRegistry({ app: 'kit', role: 'worker' }, false);
  new Counter({ name: 'kit_probe_total', help: 'a probe', registers: [registry] }).inc();

  beforeAll(async () => {
    server = await listenInternal(0, '127.0.0.1', {
      registry,
      checks: { database: async () => true, kafka: async () => kafka },
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers /healthz while not ready, and /readyz 503 naming what fails', async () => {
    const health = await fetch(`${base}/healthz`);
    expect([health.status, await health.json()]).toEqual([200, { status: 'ok' }]);
    const ready = await fetch(`${base}/readyz`);
    expect([ready.status, await ready.json()]).toEqual([503, { status: 'unavailable', reason: 'kafka' }]);
  });

  it('answers /readyz 200 once every check passes', async () => {
    kafka = true;
    const ready = await fetch(`${base}/readyz`);
    expect([ready.status, await ready.json()]).toEqual([200, { status: 'ready' }]);
  });

  it("serves the registry's metrics in the Prometheus text format", async () => {
    const res = await fetch(`${base}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect(await res.text()).toContain('kit_probe_total{app="kit",role="worker"} 1');
  });

  it('answers 404 for anything else', async () => {
    expect((await fetch(`${base}/graphql`)).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
  });
});
