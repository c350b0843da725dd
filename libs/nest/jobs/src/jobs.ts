import { Job, JobsOptions, Processor, Queue, Worker } from 'bullmq';
import IORedis, { Redis } from 'ioredis';

/** One Redis connection per process role, as BullMQ requires for workers (no retry limit). */
export const createRedis = (url: string): Redis => new IORedis(url, { maxRetriesPerRequest: null });

export const queueName = (service: string, queue: string): string => `${service}.${queue}`;

export function createQueue<T = unknown>(connection: Redis, service: string, queue: string): Queue<T> {
  return new Queue<T>(queueName(service, queue), {
    connection,
    defaultJobOptions: { attempts: 5, backoff: { type: 'exponential', delay: 1000 }, removeOnComplete: 1000, removeOnFail: 5000 },
  });
}

export function createWorker<T = unknown>(connection: Redis, service: string, queue: string, processor: Processor<T>, concurrency = 4): Worker<T> {
  return new Worker<T>(queueName(service, queue), processor, { connection, concurrency });
}

/**
 * Adds a job idempotently: the natural key (e.g. `subscription:123:2026-05`)
 * is the job id, so adding it twice keeps one job.
 */
export function addOnce<T>(queue: Queue<T>, name: string, data: T, naturalKey: string, opts: JobsOptions = {}): Promise<Job<T>> {
  if (!naturalKey) throw new Error('a job needs a natural key');
  // BullMQ job ids may not contain ':' only when they are integers; keep them as given strings.
  return (queue as Queue).add(name, data, { ...opts, jobId: naturalKey }) as Promise<Job<T>>;
}

/**
 * A repeatable job in a business's time zone: `pattern` is a cron pattern
 * read in `timezone` (an IANA name), so '0 9 * * *' means 09:00 local time
 * across daylight-saving changes.
 */
export async function scheduleInZone<T>(queue: Queue<T>, schedulerId: string, pattern: string, timezone: string, data: T): Promise<void> {
  if (!isValidZone(timezone)) throw new Error(`invalid time zone '${timezone}'`);
  await (queue as Queue).upsertJobScheduler(schedulerId, { pattern, tz: timezone }, { name: schedulerId, data });
}

export function isValidZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
