import 'reflect-metadata';
import { mkdtempSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { getQueueToken, Processor, WorkerHost } from '@nestjs/bullmq';
import { INestApplicationContext, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Job, Queue, QueueEvents } from 'bullmq';
import { redisOptions } from '@tempo/jobs';
import { currentLogContext, LogContext } from '@tempo/logging';
import { subgraphConfig } from '../src/config';
import { SubgraphConfigModule } from '../src/config.module';
import { defineSubgraph } from '../src/definition';
import { queueModules, queuePrefix } from '../src/jobs';

const root = mkdtempSync(join(tmpdir(), 'kit-queues-'));
writeFileSync(
  join(root, 'package.json'),
  JSON.stringify({ tempo: { subgraph: { name: 'kitqueues', port: 4190 } } }),
);

@Processor('echo')
class EchoProcessor extends WorkerHost {
  async process(job: Job<{ text: string }>): Promise<string> {
    return job.data.text.toUpperCase();
  }
}

/** Answers the log context its job runs in. */
@Processor('context')
class ContextProcessor extends WorkerHost {
  async process(): Promise<LogContext | null> {
    await new Promise((r) => setTimeout(r, 1));
    return currentLogContext() ?? null;
  }
}

const def = defineSubgraph({
  root,
  config: subgraphConfig(root, {}),
  entities: [],
  migrations: [],
  jobs: { queues: ['echo', 'context'], processors: [EchoProcessor, ContextProcessor] },
});

/** The queues of a description on the real Redis through @nestjs/bullmq: injectable, prefixed, processed. */
describe('subgraph queues', () => {
  let worker: INestApplicationContext;
  let api: INestApplicationContext;
  let events: QueueEvents;
  let contextEvents: QueueEvents;

  beforeAll(async () => {
    @Module({
      imports: [SubgraphConfigModule.forRoot(def), ...queueModules(def)],
      providers: def.jobs!.processors,
    })
    class WorkerSide {}
    @Module({ imports: [SubgraphConfigModule.forRoot(def), ...queueModules(def)] })
    class ApiSide {}
    worker = await NestFactory.createApplicationContext(WorkerSide, { logger: false });
    api = await NestFactory.createApplicationContext(ApiSide, { logger: false });
    events = new QueueEvents('echo', {
      connection: redisOptions(def.config().REDIS_URL),
      prefix: queuePrefix(def.name),
    });
    contextEvents = new QueueEvents('context', {
      connection: redisOptions(def.config().REDIS_URL),
      prefix: queuePrefix(def.name),
    });
    await Promise.all([events.waitUntilReady(), contextEvents.waitUntilReady()]);
  });
  afterAll(async () => {
    const queue = api.get<Queue>(getQueueToken('echo'));
    await queue.obliterate({ force: true });
    await api.get<Queue>(getQueueToken('context')).obliterate({ force: true });
    await Promise.all([events.close(), contextEvents.close()]);
    await api.close();
    await worker.close();
  });

  it('adds a job where the queue is injected and the worker side processes it, under the subgraph prefix', async () => {
    const queue = api.get<Queue>(getQueueToken('echo'));
    expect(queue.opts.prefix).toBe('tempo:kitqueues');
    const job = await queue.add('say', { text: 'hello' });
    await expect(job.waitUntilFinished(events, 20000)).resolves.toBe('HELLO');
    expect(job.opts.attempts).toBe(5);
  });

  it("runs each job in a log context: its queue and id, and its data's business when it names one", async () => {
    const queue = api.get<Queue>(getQueueToken('context'));
    const run = Date.now().toString(36);
    const mine = await queue.add('who', { business: 'acme' }, { jobId: `acme-${run}` });
    const none = await queue.add('who', { other: 1 }, { jobId: `none-${run}` });
    await expect(mine.waitUntilFinished(contextEvents, 20000)).resolves.toEqual({
      requestId: `context:acme-${run}`,
      business: 'acme',
    });
    await expect(none.waitUntilFinished(contextEvents, 20000)).resolves.toEqual({
      requestId: `context:none-${run}`,
      business: null,
    });
  });
});
