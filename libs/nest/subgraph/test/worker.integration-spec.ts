import 'reflect-metadata';
import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { SubgraphWorkerModule } from '../src/worker.module';
import { freePort, scratchSubgraph, ScratchSubgraph } from './scratch-subgraph';

/** The worker process of a subgraph on the real PostgreSQL and Kafka: its internal port. */
describe('the worker', () => {
  let scratch: ScratchSubgraph;
  let worker: INestApplicationContext;
  let base: string;

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    scratch = await scratchSubgraph('kitworker', {
      INTERNAL_PORT: String(port),
      OUTBOX_RELAY_ENABLED: 'false',
    });
    worker = await NestFactory.createApplicationContext(SubgraphWorkerModule.forRoot(scratch.def), {
      logger: ['error'],
    });
  });
  afterAll(async () => {
    await worker?.close();
    await scratch?.drop();
  });

  it('listens on its internal port: alive, ready (database and Kafka producer), and its metrics', async () => {
    const health = await fetch(`${base}/healthz`);
    expect([health.status, await health.json()]).toEqual([200, { status: 'ok' }]);
    const ready = await fetch(`${base}/readyz`);
    expect([ready.status, await ready.json()]).toEqual([200, { status: 'ready' }]);
    const metrics = await fetch(`${base}/metrics`);
    expect(metrics.status).toBe(200);
    const labels = `app="${scratch.def.name}",role="worker"`;
    expect(await metrics.text()).toMatch(new RegExp(`^process_cpu_seconds_total\\{${labels}\\} `, 'm'));
  });

  it('serves nothing else there', async () => {
    expect((await fetch(`${base}/graphql`)).status).toBe(404);
  });
});
