import { newId } from '@tempo/db';
import type { EventParticipantEntity } from './event-participant.entity';

/** What a booking records about a client's place: their plan, payer and kind of enrolment. */
export type BookedTerms = Partial<Pick<EventParticipantEntity, 'planName' | 'payerId' | 'enrollmentType'>>;

/**
 * A new participant row of an event: a client or staff member's place, unpaid, not cancelled, with
 * nothing yet recorded about attendance.
 */
export function newParticipant(
  event: Pick<EventParticipantEntity, 'business'> & { id: string },
  peopleId: string,
  kind: 'client' | 'staff',
  now: Date,
  booked: BookedTerms = {},
): EventParticipantEntity {
  return {
    id: newId(),
    business: event.business,
    eventId: event.id,
    peopleId,
    kind,
    eventRole: null,
    enrollmentType: booked.enrollmentType ?? null,
    planName: booked.planName ?? null,
    payerId: booked.payerId ?? null,
    paid: false,
    subscriptionId: null,
    invoiceId: null,
    status: null,
    lateCancellation: false,
    cancellationConsequence: null,
    cancellationCreditName: null,
    cancelledBy: null,
    cancelledAt: null,
    cancelReason: null,
    createdAt: now,
    updatedAt: now,
  };
}
