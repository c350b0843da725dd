import { type CancellationPolicy, cancellationOutcome } from '../booking/cancellation';
import { demoId } from './demo-ids';
import type { PlannedEvent, PlannedParticipant } from './calendar-plan.types';

// The places in a demo event and their cancellations: a client's or the teacher's participant row as booking
// records it, a staff cancellation of the whole event, and a client's cancellation as the service's policy
// gives it (on time or late, its consequence and credit).

/** A client's place in the event, booked with the plan and paid by the payer. */
export function newParticipant(
  event: PlannedEvent,
  peopleId: string,
  enrollmentType: string | null,
  planName: string,
  now: number,
  payerId: string,
): PlannedParticipant {
  return {
    id: demoId(`calendar-participant-${event.id}-${peopleId}`),
    eventId: event.id,
    peopleId,
    kind: 'client',
    enrollmentType,
    planName,
    payerId,
    // Lessons that have started are paid; the coming ones are billed later.
    paid: event.startAt <= now,
    status: null,
    lateCancellation: false,
    cancellationConsequence: null,
    cancellationCreditName: null,
    cancelledAt: null,
    cancelledBy: null,
    cancelReason: null,
  };
}

/** The teacher's own place in the event, as booking records it. */
export function staffParticipant(event: PlannedEvent, now: number): PlannedParticipant {
  return {
    ...newParticipant(event, event.primaryStaffId, null, '', now, ''),
    id: demoId(`calendar-participant-${event.id}-staff-${event.primaryStaffId}`),
    kind: 'staff',
    planName: null,
    payerId: null,
    paid: false,
  };
}

/** The whole event cancelled by its teacher at `at`, for the reason given. */
export function staffCancel(event: PlannedEvent, reason: string, at: number): void {
  event.status = 'EVENT_STATUS_STAFF_CANCELED';
  event.cancelledAt = at;
  event.cancelledBy = event.primaryStaffId;
  event.cancelReason = reason;
}

/**
 * A client's cancellation at `at` of their place in `event`, recorded as the service's policy gives it
 * (cancellation.ts): on time or late, its consequence and credit. A lesson of one client (`alone`) is
 * cancelled with them.
 */
export function clientCancel(
  event: PlannedEvent,
  p: PlannedParticipant,
  at: number,
  policies: Record<string, CancellationPolicy>,
  zone: string,
  alone: boolean,
): void {
  const service = policies[event.serviceId] ?? {};
  const outcome = cancellationOutcome({
    by: 'client',
    event: { startAt: event.startAt },
    service,
    now: at,
    zone,
  });
  if (outcome.by !== 'client') return;
  p.status = outcome.participantStatus;
  p.lateCancellation = outcome.late;
  p.cancellationConsequence = outcome.consequence;
  p.cancellationCreditName = outcome.creditName;
  p.cancelledAt = at;
  p.cancelledBy = p.payerId;
  p.cancelReason = outcome.reason;
  if (alone) {
    event.status = outcome.late ? 'EVENT_STATUS_LATE_CANCELED' : 'EVENT_STATUS_CANCELED';
    event.cancelledAt = at;
    event.cancelledBy = p.payerId;
    event.cancelReason = outcome.reason;
  }
}
