import { BullModule } from '@nestjs/bullmq';
import type { DynamicModule } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { isSchemaOnly } from '@tempo/config';
import { isValidZone, LogContextWorker, redisOptions } from '@tempo/jobs';
import { SUBGRAPH_CONFIG, SubgraphBaseConfig } from './config';
import type { SubgraphDefinition } from './definition';

/** Retries and retention of every job unless the job says otherwise. */
export const DEFAULT_JOB_OPTIONS = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 1000 },
  removeOnComplete: 1000,
  removeOnFail: 5000,
};

/** Redis key prefix of a subgraph's queues: subgraphs share Redis, never a queue. */
export const queuePrefix = (subgraph: string): string => `tempo:${subgraph}`;

/**
 * BullMQ through @nestjs/bullmq: the connection (REDIS_URL) and the
 * subgraph's queues, injectable with @InjectQueue(name). None when the
 * subgraph declares no queue, or while only the schema is printed.
 */
export function queueModules(def: Pick<SubgraphDefinition, 'name' | 'jobs'>): DynamicModule[] {
  const queues = def.jobs?.queues ?? [];
  if (!queues.length || isSchemaOnly()) return [];
  // The processors' workers run each job in a log context (its id and business).
  BullModule.workerClass = LogContextWorker;
  return [
    BullModule.forRootAsync({
      inject: [SUBGRAPH_CONFIG],
      useFactory: (c: SubgraphBaseConfig) => ({
        connection: redisOptions(c.REDIS_URL),
        prefix: queuePrefix(def.name),
        defaultJobOptions: DEFAULT_JOB_OPTIONS,
      }),
    }),
    BullModule.registerQueue(...queues.map((name) => ({ name }))),
  ];
}

/** The data of a repeatable job of one business: its own data plus the business and its zone. */
export type BusinessJobData<T> = T & { business: string; timezone: string };

export interface BusinessSchedule<T> {
  /** The job's name; with the business it makes the schedule's id (one schedule per business and job). */
  job: string;
  business: string;
  /** The business's IANA zone: `pattern` is read there, across daylight-saving changes. */
  timezone: string;
  /** A cron pattern in local time, e.g. '0 9 * * *' for 09:00 every day. */
  pattern: string;
  data: T;
}

export const businessScheduleId = (job: string, business: string): string => `${job}:${business}`;

/**
 * Creates or moves the repeatable job of one business (idempotent: the same
 * job and business keep one schedule). The job's data carries the business
 * and its zone, so the processor works in that business's time.
 */
export async function scheduleForBusiness<T extends object>(
  queue: Queue,
  s: BusinessSchedule<T>,
): Promise<string> {
  if (!isValidZone(s.timezone)) throw new Error(`invalid time zone '${s.timezone}'`);
  if (!s.business) throw new Error('a business schedule needs a business');
  const id = businessScheduleId(s.job, s.business);
  const data: BusinessJobData<T> = { ...s.data, business: s.business, timezone: s.timezone };
  await queue.upsertJobScheduler(id, { pattern: s.pattern, tz: s.timezone }, { name: s.job, data });
  return id;
}

/** Removes a business's repeatable job (e.g. when the business is suspended); true when there was one. */
export const unscheduleForBusiness = (queue: Queue, job: string, business: string): Promise<boolean> =>
  queue.removeJobScheduler(businessScheduleId(job, business));
