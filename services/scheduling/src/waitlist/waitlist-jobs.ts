import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import type { EntityManager } from 'typeorm';
import { EventEnvelope, SchedulingTopics, type WaitlistOfferData } from '@tempo/contracts';
import type { ConsumerContext, ConsumerDefinition } from '@tempo/events';
import { scheduleHoldJobs } from './hold-jobs';
import { WaitlistService } from './waitlist.service';

/** The waitlist's BullMQ queue (tempo:scheduling:waitlist). */
export const WAITLIST_QUEUE = 'waitlist';

/** Mails a new offer to its client. */
export const OFFER_MAIL_JOB = 'offer-mail';
/** Ends an untaken hold at holdUntil and offers the time to the next in line. */
export const OFFER_EXPIRY_JOB = 'offer-expiry';

export interface OfferJobData {
  business: string;
  offerId: string;
}

/** The jobs of a new offer, idempotent by the offer's id: its mail now, its expiry at holdUntil. */
export function scheduleOfferJobs(
  queue: Queue,
  business: string,
  offer: Pick<WaitlistOfferData, 'offerId' | 'holdUntil'>,
  now: number,
): Promise<void> {
  const data: OfferJobData = { business, offerId: offer.offerId };
  return scheduleHoldJobs(queue, { mail: OFFER_MAIL_JOB, expiry: OFFER_EXPIRY_JOB }, data, offer, now);
}

let offerQueue: Queue | null = null;

/** Hands the worker's waitlist queue to the offers' consumer (consumers are plain definitions). */
@Injectable()
export class WaitlistQueueBridge implements OnModuleInit, OnModuleDestroy {
  constructor(@InjectQueue(WAITLIST_QUEUE) private readonly queue: Queue) {}

  onModuleInit(): void {
    offerQueue = this.queue;
  }

  onModuleDestroy(): void {
    if (offerQueue === this.queue) offerQueue = null;
  }
}

/**
 * After an offer's transaction committed (waitlist.offered, from the outbox): its mail and its expiry are
 * queued. A rolled-back offer never reaches the outbox, so it is never mailed.
 */
async function onOffered(
  event: EventEnvelope,
  _em: EntityManager,
  { clock }: ConsumerContext,
): Promise<void> {
  if (event.type !== 'waitlist.offered') return;
  const data = event.data as WaitlistOfferData;
  // A session place's offer (no request) has its own jobs (enrolment/session-waitlist.jobs.ts).
  if (!data?.offerId || !data.requestId) return;
  if (!offerQueue) throw new Error('the waitlist queue is not ready');
  await scheduleOfferJobs(offerQueue, event.business, data, +clock.now());
}

export const waitlistOfferConsumer: ConsumerDefinition = {
  name: 'scheduling-waitlist-offers',
  topics: [SchedulingTopics.waitlist],
  handle: onOffered,
};

/** Runs the waitlist's jobs in the worker. */
@Processor(WAITLIST_QUEUE)
export class WaitlistProcessor extends WorkerHost {
  constructor(private readonly waitlist: WaitlistService) {
    super();
  }

  async process(job: Job<OfferJobData>): Promise<unknown> {
    const { business, offerId } = job.data;
    if (job.name === OFFER_MAIL_JOB) return this.waitlist.mailOffer(business, offerId);
    if (job.name === OFFER_EXPIRY_JOB) {
      const outcome = await this.waitlist.expireOffer(business, offerId);
      // Started before holdUntil by the product's clock: tried again later (BullMQ's backoff).
      if (outcome === 'not due') throw new Error('the hold has not ended yet');
      return outcome;
    }
    return null;
  }
}
