import { Job, JobsOptions, Processor, Queue, Worker, WorkerOptions } from 'bullmq';
import type { RedisOptions } from 'ioredis';
import { jobLogContext, runInLogContext } from '@tempo/logging';

/**
 * Connection options from a redis:// or rediss:// URL. Queues and workers
 * get options (not a shared client) so BullMQ owns its connections and
 * closes them with the queue or worker.
 */
export function redisOptions(url: string): RedisOptions {
  const u = new URL(url);
  return {
    host: u.hostname,
    port: Number(u.port || 6379),
    username: u.username ? decodeURIComponent(u.username) : undefined,
    password: u.password ? decodeURIComponent(u.password) : undefined,
    db: u.pathname.length > 1 ? Number(u.pathname.slice(1)) : 0,
    tls: u.protocol === 'rediss:' ? {} : undefined,
    maxRetriesPerRequest: null,
  };
}

export const queueName = (service: string, queue: string): string => `${service}.${queue}`;

export function createQueue<T = unknown>(redisUrl: string, service: string, queue: string): Queue<T> {
  return new Queue<T>(queueName(service, queue), {
    connection: redisOptions(redisUrl),
    defaultJobOptions: {
      attempts: 5,
      backoff: { type: 'exponential', delay: 1000 },
      removeOnComplete: 1000,
      removeOnFail: 5000,
    },
  });
}

/**
 * A BullMQ worker whose processor runs each job in a log context of its own: the job's queue and id, and
 * the business its data names (jobLogContext), on every line written while it runs.
 */
export class LogContextWorker<T = unknown> extends Worker<T> {
  constructor(
    name: string,
    processor?: string | URL | null | Processor<T>,
    opts?: WorkerOptions,
    connection?: ConstructorParameters<typeof Worker>[3],
  ) {
    const inContext =
      typeof processor === 'function'
        ? (...args: Parameters<Processor<T>>) =>
            runInLogContext(jobLogContext(args[0]), () => processor(...args))
        : processor;
    super(name, inContext, opts, connection);
  }
}

export function createWorker<T = unknown>(
  redisUrl: string,
  service: string,
  queue: string,
  processor: Processor<T>,
  concurrency = 4,
  hooks?: JobHooks,
): Worker<T> {
  const worker = new LogContextWorker<T>(queueName(service, queue), processor, {
    connection: redisOptions(redisUrl),
    concurrency,
  });
  if (hooks) watchWorker(worker, hooks);
  return worker;
}

/** What a worker reports of each job it finishes (metrics). */
export interface JobHooks {
  /** `seconds`: from the start of processing to the end, null when BullMQ did not record both. */
  finished(queue: string, outcome: 'completed' | 'failed', seconds: number | null): void;
}

/** How long a job's (last) attempt took, from the times BullMQ recorded on it. */
export const jobSeconds = (job: Pick<Job, 'processedOn' | 'finishedOn'> | undefined): number | null =>
  typeof job?.processedOn === 'number' && typeof job.finishedOn === 'number'
    ? Math.max(0, job.finishedOn - job.processedOn) / 1000
    : null;

/** Reports every job `worker` completes or fails (each failed attempt counts). */
export function watchWorker(worker: Pick<Worker, 'name' | 'on'>, hooks: JobHooks): void {
  worker.on('completed', (job) => hooks.finished(worker.name, 'completed', jobSeconds(job)));
  worker.on('failed', (job) => hooks.finished(worker.name, 'failed', jobSeconds(job)));
}

/**
 * Adds a job idempotently: the natural key (e.g. `subscription:123:2026-05`)
 * is the job id, so adding it twice keeps one job.
 */
export function addOnce<T>(
  queue: Queue<T>,
  name: string,
  data: T,
  naturalKey: string,
  opts: JobsOptions = {},
): Promise<Job<T>> {
  if (!naturalKey) throw new Error('a job needs a natural key');
  return (queue as Queue).add(name, data, { ...opts, jobId: naturalKey }) as Promise<Job<T>>;
}

/**
 * A repeatable job in a business's time zone: `pattern` is a cron pattern
 * read in `timezone` (an IANA name), so '0 9 * * *' means 09:00 local time
 * across daylight-saving changes.
 */
export async function scheduleInZone<T>(
  queue: Queue<T>,
  schedulerId: string,
  pattern: string,
  timezone: string,
  data: T,
): Promise<void> {
  if (!isValidZone(timezone)) throw new Error(`invalid time zone '${timezone}'`);
  await (queue as Queue).upsertJobScheduler(
    schedulerId,
    { pattern, tz: timezone },
    { name: schedulerId, data },
  );
}

export function isValidZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
