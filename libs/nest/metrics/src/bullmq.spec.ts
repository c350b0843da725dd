import { processRegistry } from './registry';
import { bullmqMetrics, CountedQueue } from './bullmq';

const queue = (name: string, counts: Record<string, number>): CountedQueue => ({
  name,
  getJobCounts: async (...states) => Object.fromEntries(states.map((s) => [s, counts[s] ?? 0])),
});

describe('bullmq metrics', () => {
  it('are on /metrics with no queue at all', async () => {
    const registry = processRegistry({ app: 'identity', role: 'worker' }, false);
    bullmqMetrics(registry, () => []);
    const text = await registry.metrics();
    for (const name of ['bullmq_queue_jobs', 'bullmq_jobs_total', 'bullmq_job_duration_seconds'])
      expect(text).toContain(`# TYPE ${name} `);
  });

  it("gives each queue's jobs by state on scrape", async () => {
    const registry = processRegistry({ app: 'billing', role: 'worker' }, false);
    bullmqMetrics(registry, () => [queue('autopay', { waiting: 2, failed: 1 }), queue('reminders', {})]);
    const text = await registry.metrics();
    expect(text).toContain(
      'bullmq_queue_jobs{queue="autopay",state="waiting",app="billing",role="worker"} 2',
    );
    expect(text).toContain('bullmq_queue_jobs{queue="autopay",state="failed",app="billing",role="worker"} 1');
    expect(text).toContain(
      'bullmq_queue_jobs{queue="reminders",state="completed",app="billing",role="worker"} 0',
    );
    expect(text.match(/^bullmq_queue_jobs\{/gm)).toHaveLength(10);
  });

  it('counts finished jobs by outcome and observes how long they took', async () => {
    const registry = processRegistry({ app: 'billing', role: 'worker' }, false);
    const jobs = bullmqMetrics(registry, () => []);
    jobs.finished('autopay', 'completed', 0.2);
    jobs.finished('autopay', 'failed', 3);
    jobs.finished('autopay', 'failed', null);
    const text = await registry.metrics();
    expect(text).toContain(
      'bullmq_jobs_total{queue="autopay",outcome="completed",app="billing",role="worker"} 1',
    );
    expect(text).toContain(
      'bullmq_jobs_total{queue="autopay",outcome="failed",app="billing",role="worker"} 2',
    );
    expect(text).toContain(
      'bullmq_job_duration_seconds_count{app="billing",role="worker",queue="autopay"} 2',
    );
    expect(text).toContain(
      'bullmq_job_duration_seconds_bucket{le="0.25",app="billing",role="worker",queue="autopay"} 1',
    );
  });

  it('keeps the last counts when the queues do not answer', async () => {
    const registry = processRegistry({ app: 'billing', role: 'worker' }, false);
    let fail = false;
    const flaky: CountedQueue = {
      name: 'autopay',
      getJobCounts: async (...states) => {
        if (fail) throw new Error('redis away');
        return Object.fromEntries(states.map((s) => [s, 5]));
      },
    };
    bullmqMetrics(registry, () => [flaky]);
    await registry.metrics();
    fail = true;
    expect(await registry.metrics()).toContain(
      'bullmq_queue_jobs{queue="autopay",state="active",app="billing",role="worker"} 5',
    );
  });
});
