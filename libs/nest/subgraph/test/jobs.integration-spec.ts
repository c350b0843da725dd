import { Queue } from 'bullmq';
import { infraSchema, loadConfig } from '@tempo/config';
import { redisOptions } from '@tempo/jobs';
import { queuePrefix, scheduleForBusiness, unscheduleForBusiness } from '../src/jobs';

/** A business's repeatable job on the real Redis: one schedule per business, read in its zone. */
describe('repeatable jobs in a business time zone', () => {
  const { REDIS_URL } = loadConfig({ REDIS_URL: infraSchema.REDIS_URL });
  const business = `jobs-${process.pid}-${Date.now()}`;
  let queue: Queue;

  beforeAll(() => {
    queue = new Queue('reminders', { connection: redisOptions(REDIS_URL), prefix: queuePrefix('kitcheck') });
  });
  afterAll(async () => {
    await queue.obliterate({ force: true });
    await queue.close();
  });

  it('keeps one schedule per job and business, carrying the business and its zone', async () => {
    const schedule = { job: 'daily-digest', business, pattern: '0 9 * * *', data: { kind: 'digest' } };
    const id = await scheduleForBusiness(queue, { ...schedule, timezone: 'America/New_York' });
    await scheduleForBusiness(queue, { ...schedule, timezone: 'Europe/London' });
    const schedulers = (await queue.getJobSchedulers()).filter((s) => s.key === id);
    expect(schedulers).toHaveLength(1);
    expect(schedulers[0]).toMatchObject({ pattern: '0 9 * * *', tz: 'Europe/London' });
    expect(schedulers[0].template?.data).toEqual({ kind: 'digest', business, timezone: 'Europe/London' });
    const [next] = await queue.getDelayed();
    expect(next.data).toEqual({ kind: 'digest', business, timezone: 'Europe/London' });
    // 09:00 in London, whatever the offset of the day.
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(next.timestamp + next.opts.delay!));
    expect(local).toBe('09:00');
  });

  it('refuses an unknown zone and removes a schedule', async () => {
    await expect(
      scheduleForBusiness(queue, {
        job: 'x',
        business,
        timezone: 'Mars/Base',
        pattern: '0 9 * * *',
        data: {},
      }),
    ).rejects.toThrow("invalid time zone 'Mars/Base'");
    await expect(unscheduleForBusiness(queue, 'daily-digest', business)).resolves.toBe(true);
    await expect(unscheduleForBusiness(queue, 'daily-digest', business)).resolves.toBe(false);
  });
});
