import { Counter } from 'prom-client';
import { processRegistry } from './registry';

describe('processRegistry', () => {
  it('exports the default metrics the dashboards read, labelled with the app and role', async () => {
    const registry = processRegistry({ app: 'people', role: 'worker' });
    const text = await registry.metrics();
    for (const name of [
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'process_cpu_seconds_total',
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_eventloop_lag_seconds',
    ])
      expect(text).toContain(`# TYPE ${name} `);
    expect(text).toMatch(/^process_cpu_seconds_total\{app="people",role="worker"\} /m);
  });

  it("puts the labels on the process's own series too, and keeps registries apart", async () => {
    const api = processRegistry({ app: 'identity', role: 'api' }, false);
    const worker = processRegistry({ app: 'identity', role: 'worker' }, false);
    new Counter({ name: 'things_total', help: 'things', registers: [api] }).inc(2);
    expect(await api.metrics()).toContain('things_total{app="identity",role="api"} 2');
    expect(await worker.metrics()).not.toContain('things_total');
  });
});
