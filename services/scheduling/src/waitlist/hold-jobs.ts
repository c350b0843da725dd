// The worker's jobs of a hold (an appointment time or a session place offered to the first in line): its mail
// at once and its expiry at holdUntil, queued once per offer whatever the number of deliveries.
import type { Queue } from 'bullmq';
import type { WaitlistOfferData } from '@tempo/contracts';
import { addOnce } from '@tempo/jobs';

/** The names of a waitlist's two jobs of an offer. */
export interface HoldJobNames {
  readonly mail: string;
  readonly expiry: string;
}

/** A job's id: the job and the offer's id (a uuid), never a ':' (BullMQ reserves it). */
export const holdJobId = (job: string, offerId: string): string => `${job}-${offerId}`;

/** The jobs of a new offer, idempotent by the offer's id: its mail now, its expiry at holdUntil. */
export async function scheduleHoldJobs<D>(
  queue: Queue,
  jobs: HoldJobNames,
  data: D,
  offer: Pick<WaitlistOfferData, 'offerId' | 'holdUntil'>,
  now: number,
): Promise<void> {
  await addOnce(queue, jobs.mail, data, holdJobId(jobs.mail, offer.offerId));
  const until = offer.holdUntil ? Date.parse(offer.holdUntil) : now;
  await addOnce(queue, jobs.expiry, data, holdJobId(jobs.expiry, offer.offerId), {
    delay: Math.max(0, until - now),
  });
}
