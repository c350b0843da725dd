import type { Queue } from 'bullmq';
import { scheduleHoldJobs } from './hold-jobs';

/** A queue that records what is added to it. */
function recordingQueue() {
  const added: { name: string; data: unknown; opts: Record<string, unknown> }[] = [];
  const queue = {
    add: (name: string, data: unknown, opts: Record<string, unknown>) => {
      added.push({ name, data, opts });
      return Promise.resolve({ name, data });
    },
  } as unknown as Queue;
  return { queue, added };
}

const jobs = { mail: 'offer-mail', expiry: 'offer-expiry' };
const offerId = '0190a0a0-0000-7000-8000-000000000001';

describe('the jobs of a hold', () => {
  it('mails at once and expires at holdUntil, each job named by the offer', async () => {
    const { queue, added } = recordingQueue();
    const now = Date.parse('2027-03-13T16:00:00Z');
    const data = { business: 'demo', offerId };
    await scheduleHoldJobs(queue, jobs, data, { offerId, holdUntil: '2027-03-13T18:00:00Z' }, now);
    expect(added).toEqual([
      { name: 'offer-mail', data, opts: { jobId: `offer-mail-${offerId}` } },
      { name: 'offer-expiry', data, opts: { delay: 2 * 3600_000, jobId: `offer-expiry-${offerId}` } },
    ]);
  });

  it('expires at once a hold that has already ended or has no end', async () => {
    const { queue, added } = recordingQueue();
    const now = Date.parse('2027-03-13T16:00:00Z');
    await scheduleHoldJobs(queue, jobs, {}, { offerId, holdUntil: '2027-03-13T15:00:00Z' }, now);
    await scheduleHoldJobs(queue, jobs, {}, { offerId, holdUntil: null }, now);
    expect(added.filter((a) => a.name === 'offer-expiry').map((a) => a.opts.delay)).toEqual([0, 0]);
  });
});
