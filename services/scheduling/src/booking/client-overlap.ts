// A client booked into two overlapping events gets a warning (the booking still goes ahead). Periods are
// half-open, so an event ending when the new one starts does not overlap it. Events that no longer hold
// the client are left out: the event is cancelled (canceled, staff canceled, late canceled) or deleted,
// or the client cancelled their place (participant CANCELED or LATE_CANCELED). The new event itself
// (same id) is not an overlap, which lets a moved event be checked against the client's calendar.
import { toInstant } from '@tempo/scheduling-rules';
import { type Instant, periodText } from './booking-time';

export const NOT_HOLDING_EVENT_STATUSES: readonly string[] = [
  'EVENT_STATUS_CANCELED',
  'EVENT_STATUS_STAFF_CANCELED',
  'EVENT_STATUS_LATE_CANCELED',
  'EVENT_STATUS_DELETED',
];
export const NOT_HOLDING_PARTICIPANT_STATUSES: readonly string[] = ['CANCELED', 'LATE_CANCELED'];

export interface TimedEvent {
  readonly id?: string | null;
  readonly startAt: Instant;
  readonly endAt: Instant;
}

/** One of the client's events: its status and the client's participant status when known. */
export interface ClientEvent extends TimedEvent {
  readonly name?: string | null;
  readonly status?: string | null;
  readonly participantStatus?: string | null;
}

/** Whether the event still holds the client (neither it nor their place is cancelled). */
export const holdsClient = (e: ClientEvent): boolean =>
  !NOT_HOLDING_EVENT_STATUSES.includes(e.status ?? '') &&
  !NOT_HOLDING_PARTICIPANT_STATUSES.includes(e.participantStatus ?? '');

/** Whether two half-open periods share an instant. */
export const periodsOverlap = (a: TimedEvent, b: TimedEvent): boolean =>
  toInstant(a.startAt) < toInstant(b.endAt) && toInstant(b.startAt) < toInstant(a.endAt);

/** The client's events that overlap the new one and still hold the client, earliest first. */
export function overlappingClientEvents<E extends ClientEvent>(
  newEvent: TimedEvent,
  clientEvents: readonly E[],
): E[] {
  return clientEvents
    .filter((e) => !(newEvent.id && e.id === newEvent.id) && holdsClient(e) && periodsOverlap(newEvent, e))
    .sort((a, b) => toInstant(a.startAt) - toInstant(b.startAt));
}

/**
 * The warning for a client booked into overlapping events, or null when there are none:
 * '<client> is also booked into <event> <period>[, <event> <period>…]' with periods in the business zone
 * (an event without a name reads 'another event').
 */
export function clientOverlapWarning(
  clientName: string,
  overlapping: readonly ClientEvent[],
  zone: string,
): string | null {
  if (!overlapping.length) return null;
  const events = overlapping.map(
    (e) => `${e.name?.trim() || 'another event'} ${periodText(e.startAt, e.endAt, zone)}`,
  );
  return `${clientName.trim() || 'The client'} is also booked into ${events.join(', ')}`;
}
