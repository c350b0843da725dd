import { DateTime } from 'luxon';
import { Queue } from 'bullmq';
import { addOnce, createQueue, createRedis, scheduleInZone } from '../src';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('jobs against the real Redis', () => {
  const connection = createRedis(redisUrl);
  let queue: Queue;

  beforeAll(async () => {
    queue = createQueue(connection, `jobs-test-${process.pid}`, 'reminders');
    await queue.obliterate({ force: true });
  });
  afterAll(async () => {
    await queue.obliterate({ force: true });
    await queue.close();
    await connection.quit();
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
    await expect(scheduleInZone(queue, 'x', '0 9 * * *', 'Nowhere/City', {})).rejects.toThrow("invalid time zone 'Nowhere/City'");
  });
});
