import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import { EventEnvelope, isUuid, SchedulingTopics, type WaitlistOfferData } from '@tempo/contracts';
import type { ConsumerDefinition } from '@tempo/events';
import { scheduleHoldJobs } from '../waitlist/hold-jobs';
import { SessionWaitlistService } from './session-waitlist.service';

/** The session waitlists' BullMQ queue (tempo:scheduling:session-waitlist). */
export const SESSION_WAITLIST_QUEUE = 'session-waitlist';

/** Mails a session place offered to a waitlisted client. */
export const SESSION_OFFER_MAIL_JOB = 'session-offer-mail';
/** Ends an untaken hold at holdUntil: the place goes to the next in line (offered or enrolled). */
export const SESSION_OFFER_EXPIRY_JOB = 'session-offer-expiry';

export interface SessionOfferJobData {
  business: string;
  /** The waitlist entry holding the place: it is offered a place once, so it names the offer. */
  entryId: string;
}

/** The jobs of a new session offer, idempotent by the entry's id: its mail now, its expiry at holdUntil. */
export function scheduleSessionOfferJobs(
  queue: Queue,
  business: string,
  offer: Pick<WaitlistOfferData, 'offerId' | 'holdUntil'>,
  now: number,
): Promise<void> {
  const data: SessionOfferJobData = { business, entryId: offer.offerId };
  const jobs = { mail: SESSION_OFFER_MAIL_JOB, expiry: SESSION_OFFER_EXPIRY_JOB };
  return scheduleHoldJobs(queue, jobs, data, offer, now);
}

let sessionOfferQueue: Queue | null = null;

/** Hands the worker's session waitlist queue to the offers' consumer (consumers are plain definitions). */
@Injectable()
export class SessionWaitlistQueueBridge implements OnModuleInit, OnModuleDestroy {
  constructor(@InjectQueue(SESSION_WAITLIST_QUEUE) private readonly queue: Queue) {}

  onModuleInit(): void {
    sessionOfferQueue = this.queue;
  }

  onModuleDestroy(): void {
    if (sessionOfferQueue === this.queue) sessionOfferQueue = null;
  }
}

/** A session place offered (waitlist.offered of a session's entry, not of an appointment request). */
export const isSessionOffer = (event: Pick<EventEnvelope, 'type' | 'data'>): boolean => {
  if (event.type !== 'waitlist.offered') return false;
  const data = (event.data ?? {}) as Partial<WaitlistOfferData>;
  return !data.requestId && !!data.sessionId && !!data.offerId && isUuid(data.offerId);
};

/**
 * After a session offer's transaction committed (waitlist.offered from the outbox, whichever path made it: an
 * enrolment, a cancellation's consumer, an expired hold): its mail and its expiry are queued. A rolled-back
 * offer never reaches the outbox, so it is never mailed.
 */
export const sessionWaitlistOfferConsumer: ConsumerDefinition = {
  name: 'scheduling-session-waitlist-offers',
  topics: [SchedulingTopics.waitlist],
  handle: async (event, _em, { clock }) => {
    if (!isSessionOffer(event)) return;
    if (!sessionOfferQueue) throw new Error('the session waitlist queue is not ready');
    await scheduleSessionOfferJobs(
      sessionOfferQueue,
      event.business,
      event.data as WaitlistOfferData,
      +clock.now(),
    );
  },
};

/** Runs the session waitlists' jobs in the worker. */
@Processor(SESSION_WAITLIST_QUEUE)
export class SessionWaitlistProcessor extends WorkerHost {
  constructor(private readonly waitlist: SessionWaitlistService) {
    super();
  }

  async process(job: Pick<Job<SessionOfferJobData>, 'name' | 'data'>): Promise<unknown> {
    const { business, entryId } = job.data;
    if (job.name === SESSION_OFFER_MAIL_JOB) return this.waitlist.mailOffer(business, entryId);
    if (job.name === SESSION_OFFER_EXPIRY_JOB) {
      const outcome = await this.waitlist.expireOffer(business, entryId);
      // Started before holdUntil by the product's clock: tried again later (BullMQ's backoff).
      if (outcome === 'not due') throw new Error('the hold has not ended yet');
      return outcome;
    }
    return null;
  }
}
