import { DateTime } from 'luxon';
import { Queue } from 'bullmq';
import { Job } from 'bullmq';
import { addOnce, createQueue, createWorker, scheduleInZone } from '../src';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('jobs against the real Redis', () => {
  let queue: Queue;
  const service = `jobs-test-${process.pid}`;

  beforeAll(async () => {
    queue = createQueue(redisUrl, service, 'reminders');
    await queue.obliterate({ force: true });
  });
  afterAll(async () => {
    await queue.obliterate({ force: true });
    await queue.close();
  });

  it('runs jobs on a worker', async () => {
    const done: string[] = [];
    const worker = createWorker<{ n: string }>(
      redisUrl,
      service,
      'reminders',
      async (job: Job<{ n: string }>) => {
        done.push(job.data.n);
      },
    );
    await addOnce(queue, 'remind', { n: 'now' }, 'booking:b2:now');
    for (let i = 0; i < 100 && !done.length; i++) await new Promise((r) => setTimeout(r, 50));
    await worker.close();
    expect(done).toEqual(['now']);
  });

  it('keeps one job per natural key', async () => {
    await addOnce(queue, 'remind', { booking: 'b1' }, 'booking:b1:24h', { delay: 60_000 });
    await addOnce(queue, 'remind', { booking: 'b1' }, 'booking:b1:24h', { delay: 60_000 });
    expect(await queue.getDelayedCount()).toBe(1);
  });

  it('runs a repeatable job at local time in the business time zone', async () => {
    await scheduleInZone(queue, 'daily-digest:demo', '0 9 * * *', 'America/New_York', { business: 'demo' });
    const schedulers = await queue.getJobSchedulers();
    const s = schedulers.find((j) => j.key === 'daily-digest:demo' || j.id === 'daily-digest:demo');
    expect(s?.tz).toBe('America/New_York');
    const next = DateTime.fromMillis(Number(s?.next)).setZone('America/New_York');
    expect([next.hour, next.minute]).toEqual([9, 0]);
  });

  it('refuses an unknown zone', async () => {
    await expect(scheduleInZone(queue, 'x', '0 9 * * *', 'Nowhere/City', {})).rejects.toThrow(
      "invalid time zone 'Nowhere/City'",
    );
  });
});
