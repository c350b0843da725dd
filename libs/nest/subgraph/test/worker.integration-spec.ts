import 'reflect-metadata';
import { randomBytes } from 'crypto';
import { getQueueToken, Processor, WorkerHost } from '@nestjs/bullmq';
import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Job, Queue } from 'bullmq';
import type { Kafka, Producer } from 'kafkajs';
import { FixedClock } from '@tempo/contracts';
import { TenantDb } from '@tempo/db';
import { createKafka, createProducer, OutboxEvent, OutboxRelay } from '@tempo/events';
import { SubgraphWorkerModule } from '../src/worker.module';
import { WorkerMetrics } from '../src/worker-metrics';
import { metricFamilies, seriesValue } from '@tempo/testing';
import { freePort, scratchSubgraph, ScratchSubgraph } from './scratch-subgraph';

/** Every metric the contract gives a worker (besides the process defaults). */
const WORKER_METRICS = [
  'outbox_pending_events',
  'outbox_oldest_pending_seconds',
  'outbox_published_total',
  'outbox_relay_failures_total',
  'kafka_consumer_lag',
  'kafka_consumer_events_total',
  'bullmq_queue_jobs',
  'bullmq_jobs_total',
  'bullmq_job_duration_seconds',
  'process_resident_memory_bytes',
  'nodejs_eventloop_lag_p99_seconds',
];

@Processor('echo')
class EchoProcessor extends WorkerHost {
  async process(job: Job<{ text: string; fail?: boolean }>): Promise<string> {
    if (job.data.fail) throw new Error('refused');
    return job.data.text.toUpperCase();
  }
}

const until = async (what: string, done: () => Promise<boolean>): Promise<void> => {
  for (let i = 0; i < 200; i++) {
    if (await done()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`never happened: ${what}`);
};

/** The worker process of a subgraph on the real PostgreSQL, Kafka and Redis: its internal port and metrics. */
describe('the worker', () => {
  const clock = new FixedClock('2026-03-01T10:00:00Z');
  const topic = `kit.metrics-${randomBytes(3).toString('hex')}.v1`;
  /** What the outbox tests publish: a topic the consumer does not read. */
  const outboxTopic = `${topic}.outbox`;
  const business = `metrics-${randomBytes(3).toString('hex')}`;
  let scratch: ScratchSubgraph;
  let worker: INestApplicationContext;
  let base: string;
  let kafka: Kafka;
  let producer: Producer;
  const scrape = async () => (await fetch(`${base}/metrics`)).text();

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    scratch = await scratchSubgraph(
      'kitworker',
      { INTERNAL_PORT: String(port), OUTBOX_RELAY_ENABLED: 'false' },
      {
        topics: [topic, outboxTopic],
        consumers: [{ name: 'probe', topics: [topic], handle: async () => undefined }],
        jobs: { queues: ['echo'], processors: [EchoProcessor] },
      },
    );
    worker = await NestFactory.createApplicationContext(SubgraphWorkerModule.forRoot(scratch.def, clock), {
      logger: ['error'],
    });
    kafka = createKafka({ brokers: scratch.def.config().KAFKA_BROKERS, clientId: 'kit-worker-test' });
    producer = createProducer(kafka);
    await producer.connect();
  });
  afterAll(async () => {
    await producer?.disconnect();
    await worker?.get<Queue>(getQueueToken('echo')).obliterate({ force: true });
    await worker?.close();
    const admin = kafka.admin();
    await admin.connect();
    await admin.deleteGroups([`${scratch.def.name}.probe`]).catch(() => undefined);
    await admin.deleteTopics({ topics: [topic, outboxTopic] }).catch(() => undefined);
    await admin.disconnect();
    await scratch?.drop();
  });

  it('listens on its internal port: alive, ready (database and Kafka producer), and its metrics', async () => {
    const health = await fetch(`${base}/healthz`);
    expect([health.status, await health.json()]).toEqual([200, { status: 'ok' }]);
    const ready = await fetch(`${base}/readyz`);
    expect([ready.status, await ready.json()]).toEqual([200, { status: 'ready' }]);
    const text = await scrape();
    expect(
      seriesValue(text, 'process_cpu_seconds_total', { app: scratch.def.name, role: 'worker' }),
    ).not.toBeNull();
    for (const name of WORKER_METRICS) expect(metricFamilies(text)).toContain(name);
    expect((await fetch(`${base}/graphql`)).status).toBe(404);
  });

  it('gives the pending outbox events and the age of the oldest, and counts what the relay publishes', async () => {
    const db = worker.get(TenantDb);
    const at = (secondsAgo: number) => new Date(clock.now().getTime() - secondsAgo * 1000);
    await db.withTenant(business, (em) =>
      em.insert(
        OutboxEvent,
        [90, 30, 10, 500].map((ago, i) => ({
          id: `0190a0a0-0000-7000-8000-00000000000${i}`,
          business,
          topic: outboxTopic,
          type: 'probe.happened',
          version: 1,
          envelope: { id: `0190a0a0-0000-7000-8000-00000000000${i}`, business, type: 'probe.happened' },
          occurredAt: at(ago),
          publishedAt: ago === 500 ? at(499) : null,
          attempts: 0,
        })),
      ),
    );
    clock.advance(1000);
    let text = await scrape();
    expect(seriesValue(text, 'outbox_pending_events')).toBe(3);
    expect(seriesValue(text, 'outbox_oldest_pending_seconds')).toBe(91);

    const hooks = worker.get(WorkerMetrics).relayHooks;
    await expect(new OutboxRelay(db, producer, { hooks }).publishBatch()).resolves.toBe(3);
    clock.advance(1000);
    text = await scrape();
    expect(seriesValue(text, 'outbox_published_total')).toBe(3);
    expect(seriesValue(text, 'outbox_pending_events')).toBe(0);
    expect(seriesValue(text, 'outbox_oldest_pending_seconds')).toBe(0);
    expect(seriesValue(text, 'outbox_relay_failures_total')).toBe(0);
  });

  it('counts a failed relay pass (a producer that is not connected)', async () => {
    const db = worker.get(TenantDb);
    await db.withTenant(business, (em) =>
      em.insert(OutboxEvent, {
        id: '0190a0a0-0000-7000-8000-0000000000ff',
        business,
        topic: outboxTopic,
        type: 'probe.happened',
        version: 1,
        envelope: { id: '0190a0a0-0000-7000-8000-0000000000ff' },
        occurredAt: clock.now(),
        publishedAt: null,
        attempts: 0,
      }),
    );
    const relay = new OutboxRelay(db, kafka.producer(), {
      hooks: worker.get(WorkerMetrics).relayHooks,
      intervalMs: 50,
    });
    relay.start();
    await until(
      'a failed pass',
      async () => (seriesValue(await scrape(), 'outbox_relay_failures_total') ?? 0) > 0,
    );
    await relay.stop();
    clock.advance(1000);
    expect(seriesValue(await scrape(), 'outbox_pending_events')).toBe(1);
  });

  it("counts its consumers' events by outcome, and their lag drops to 0 once consumed", async () => {
    const group = `${scratch.def.name}.probe`;
    const event = { id: '0190a0a0-0000-7000-8000-0000000000aa', business, type: 'probe.happened', data: {} };
    const value = JSON.stringify(event);
    await producer.send({
      topic,
      messages: [
        { key: business, value },
        { key: business, value },
      ],
    });
    await producer.send({ topic, messages: [{ key: business, value: 'not an event' }] });
    const count = async (outcome: string) =>
      seriesValue(await scrape(), 'kafka_consumer_events_total', { group, topic, outcome });
    await until(
      'three events handled',
      async () => (await count('failed')) === 1 && (await count('duplicate')) === 1,
    );
    expect(await count('processed')).toBe(1);
    await until('no lag', async () => {
      clock.advance(5000);
      return seriesValue(await scrape(), 'kafka_consumer_lag', { group, topic }) === 0;
    });
  });

  it('gives its queues by state and counts finished jobs with their duration', async () => {
    const queue = worker.get<Queue>(getQueueToken('echo'));
    await queue.add('say', { text: 'hello' });
    await queue.add('say', { text: 'no', fail: true }, { attempts: 1 });
    await queue.add('later', { text: 'later' }, { delay: 3_600_000 });
    const jobs = async (outcome: string) =>
      seriesValue(await scrape(), 'bullmq_jobs_total', { queue: 'echo', outcome });
    await until(
      'two jobs finished',
      async () => (await jobs('completed')) === 1 && (await jobs('failed')) === 1,
    );
    const text = await scrape();
    const state = (s: string) => seriesValue(text, 'bullmq_queue_jobs', { queue: 'echo', state: s });
    expect([
      state('completed'),
      state('failed'),
      state('delayed'),
      state('waiting'),
      state('active'),
    ]).toEqual([1, 1, 1, 0, 0]);
    expect(seriesValue(text, 'bullmq_job_duration_seconds_count', { queue: 'echo' })).toBe(2);
  });
});
