import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { READ_TIMEOUT_MS, within } from './cached-read';
import { DURATION_BUCKETS } from './registry';

/** The job states whose counts are exported. */
export const JOB_STATES = ['waiting', 'active', 'delayed', 'failed', 'completed'] as const;

/** What the gauges ask of a BullMQ queue. */
export interface CountedQueue {
  name: string;
  getJobCounts(...states: string[]): Promise<Record<string, number>>;
}

export type JobOutcome = 'completed' | 'failed';

/** What the job counters take (the jobs library's worker hooks). */
export interface JobCounters {
  finished(queue: string, outcome: JobOutcome, seconds: number | null): void;
}

/**
 * A worker's BullMQ metrics: `bullmq_queue_jobs{queue,state}` from the
 * queues' counts on scrape, `bullmq_jobs_total{queue,outcome}` and
 * `bullmq_job_duration_seconds{queue}` from its workers' jobs. Registered
 * whether or not there is a queue.
 */
export function bullmqMetrics(registry: Registry, queues: () => readonly CountedQueue[]): JobCounters {
  const registers = [registry];
  new Gauge({
    name: 'bullmq_queue_jobs',
    help: 'Jobs in each queue by state (waiting, active, delayed, failed, completed)',
    labelNames: ['queue', 'state'],
    registers,
    async collect() {
      let counts;
      try {
        const asked = queues().map(async (q) => [q.name, await q.getJobCounts(...JOB_STATES)] as const);
        counts = await within(Promise.all(asked), READ_TIMEOUT_MS);
      } catch {
        return; // Redis away: the last counts stay
      }
      this.reset();
      for (const [queue, byState] of counts)
        for (const state of JOB_STATES) this.set({ queue, state }, byState[state] ?? 0);
    },
  });
  const jobs = new Counter({
    name: 'bullmq_jobs_total',
    help: 'Jobs processed, by queue and outcome (completed, failed: every failed attempt)',
    labelNames: ['queue', 'outcome'],
    registers,
  });
  const duration = new Histogram({
    name: 'bullmq_job_duration_seconds',
    help: 'Time a job took to process, by queue',
    labelNames: ['queue'],
    buckets: DURATION_BUCKETS,
    registers,
  });
  return {
    finished(queue, outcome, seconds) {
      jobs.inc({ queue, outcome });
      if (seconds !== null) duration.observe({ queue }, seconds);
    },
  };
}
