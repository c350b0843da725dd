// The rules of session events and enrolment that need no database (001 §5.3, §5.5, §9).
// - Enrolment types: FULL_SESSION and SUBSCRIPTION enrol into every upcoming event of the session; DROP_IN and
//   DROP_IN_PRE_ENROLL into the events named (eventIds). Without a type: FULL_SESSION, or DROP_IN when events
//   are named.
// - Capacity: an event never has more active clients (any place not cancelled) than its capacity; a place
//   offered to a waitlisted client and still held counts as taken for everyone else, and the holder takes it.
//   A full event puts the client on its waitlist when the event keeps one and the enrolment asks to join it,
//   otherwise the whole enrolment is refused with 'error booking: <event> is full'.
// - Age (001 §5.3): the session's limits if it sets either, else the service's; the age is taken at the
//   session's start when it is ahead, else now. '<name> is too young for <service> (<range>)', '<name> is too
//   old ...' or, when the session starts later, '<name> will be too old for <service> (<range>) on <date>'.
import { DateTime } from 'luxon';
import {
  ageEligibility,
  type AgeLimits,
  ageReferenceInstant,
  applicableAgeLimits,
  toInstant,
  zoneOf,
} from '@tempo/scheduling-rules';
import { BOOKING_ERROR_PREFIX } from '../booking/booking-conflict';
import { ageRangeText } from '../booking/booking-rules';
import { holdsPlace } from '../waitlist/session-waitlist';

export const ENROLLMENT_TYPES = ['DROP_IN', 'DROP_IN_PRE_ENROLL', 'SUBSCRIPTION', 'FULL_SESSION'] as const;
export type EnrollmentType = (typeof ENROLLMENT_TYPES)[number];

/** Statuses of a client's place that no longer take it. */
export const CANCELLED_PLACE_STATUSES = ['CANCELED', 'LATE_CANCELED'];

/** A session enrolment names at most this many clients, and a drop-in at most this many events. */
export const MAX_ENROLMENT_CLIENTS = 200;
export const MAX_ENROLMENT_EVENTS = 400;

export const ENROLMENT_TEXTS = {
  enrollmentType: `enrollmentType must be one of ${ENROLLMENT_TYPES.join(', ')}`,
  eventIdsRequired: (type: string) => `eventIds is required for ${type}`,
  notSessionOfService: (session: string, service: string) =>
    `${BOOKING_ERROR_PREFIX}${session} is not a session of ${service}`,
  disabled: (session: string) => `${BOOKING_ERROR_PREFIX}${session} is disabled`,
  closed: (session: string, date: string) =>
    `${BOOKING_ERROR_PREFIX}enrolment in ${session} closed on ${date}`,
  notEventOfSession: (id: string, session: string) =>
    `${BOOKING_ERROR_PREFIX}event ${id} is not an event of ${session}`,
  eventNotOpen: (event: string) => `${BOOKING_ERROR_PREFIX}${event} is cancelled`,
  eventPast: (event: string) => `${BOOKING_ERROR_PREFIX}${event} has already started`,
  noUpcomingEvents: (session: string) => `${BOOKING_ERROR_PREFIX}${session} has no upcoming events`,
  full: (event: string) => `${BOOKING_ERROR_PREFIX}${event} is full`,
  waitlisted: (client: string, event: string) => `${client} is on the waitlist of ${event}`,
  alreadyEnrolled: (client: string, event: string) => `${client} is already enrolled in ${event}`,
  alreadyWaiting: (client: string, event: string) => `${client} is already on the waitlist of ${event}`,
  tooManyClients: `An enrolment names at most ${MAX_ENROLMENT_CLIENTS} clients`,
  tooManyEvents: `An enrolment names at most ${MAX_ENROLMENT_EVENTS} events`,
  capacity: 'capacity must be a whole number above 0',
  capacityBelowEnrolled: (event: string, enrolled: number) =>
    `capacity cannot be below the ${enrolled} client${enrolled === 1 ? '' : 's'} enrolled in ${event}`,
  sameSession: 'toSessionId must be another session than fromSessionId',
  notEnrolled: (client: string, session: string) => `${client} is not enrolled in ${session} from that date`,
  transferred: (session: string) => `Transferred to ${session}`,
  notWaiting: 'The client is not on the waitlist of this event',
  badToken: 'This unsubscribe link is not valid',
  sessionRequired: 'sessionId is required',
  startAt: 'startAt must be a date and time with an offset (ISO 8601)',
  endAt: 'endAt must be a date and time with an offset (ISO 8601), after startAt',
  sessionEventDay: 'A session event must be shorter than a day',
  notSessionEvent: 'This event is not a session event',
} as const;

/** The enrolment type asked for (any case), FULL_SESSION or DROP_IN by default; null when unknown. */
export function enrollmentTypeOf(
  text: string | null | undefined,
  namesEvents: boolean,
): EnrollmentType | null {
  const t = (text ?? '').trim().toUpperCase();
  if (!t) return namesEvents ? 'DROP_IN' : 'FULL_SESSION';
  return (ENROLLMENT_TYPES as readonly string[]).includes(t) ? (t as EnrollmentType) : null;
}

/** Whether the type enrols into the session's upcoming events (rather than the events named). */
export const enrolsWholeSession = (type: EnrollmentType): boolean =>
  type === 'FULL_SESSION' || type === 'SUBSCRIPTION';

/** Whether a place is taken: any place not cancelled. */
export const takesPlace = (status: string | null): boolean =>
  !CANCELLED_PLACE_STATUSES.includes(status ?? '');

/** An event as shown in messages (001 §2.6): its name and its formatted start in the business zone. */
export function eventLabel(name: string, startAt: Date | number, zone: string): string {
  const at = DateTime.fromMillis(+startAt, { zone: zoneOf(zone), locale: 'en-US' });
  return `${name.trim()} ${at.toFormat('ccc, LLL d, h:mm a')}`;
}

const ordinal = (n: number): string => {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
};

/** A date as 'MMMM Do YYYY' (001 §5.2): 'March 9th 2027'. */
export function longDate(instant: number, zone: string): string {
  const d = DateTime.fromMillis(instant, { zone: zoneOf(zone), locale: 'en-US' });
  return `${d.toFormat('LLLL')} ${ordinal(d.day)} ${d.year}`;
}

/**
 * The age warning for a client enrolling in a session (001 §5.2, §5.3), or null when they are eligible or
 * their birth date is not known.
 */
export function sessionAgeWarning(
  client: { readonly name: string; readonly birthDate: string | null },
  service: AgeLimits & { readonly name: string },
  session: AgeLimits & { readonly startAt: number },
  now: number,
  zone: string,
): string | null {
  const check = {
    birthdate: client.birthDate,
    service: { ...service, hasSessions: true },
    session,
    now,
    zone,
  };
  const result = ageEligibility(check);
  if (result === 'ok') return null;
  const who = client.name.trim() || 'The client';
  const range = ageRangeText(applicableAgeLimits(check));
  if (result === 'too_young') return `${who} is too young for ${service.name} (${range})`;
  const at = ageReferenceInstant(check);
  return at > toInstant(now)
    ? `${who} will be too old for ${service.name} (${range}) on ${longDate(at, zone)}`
    : `${who} is too old for ${service.name} (${range})`;
}

/** An open waitlist entry of an event as the capacity rules see it. */
export interface OpenEntry {
  readonly clientId: string;
  readonly status: 'WAITING' | 'OFFERED';
  readonly holdUntil: number | null;
}

/** A session event as the enrolment plan sees it, locked for the enrolment. */
export interface PlannedEvent {
  readonly id: string;
  readonly label: string;
  /** null: as many places as are booked. */
  readonly capacity: number | null;
  readonly waitlistEnabled: boolean;
  /** Clients whose places are taken now. */
  readonly enrolled: readonly string[];
  readonly waitlist: readonly OpenEntry[];
}

export interface EnrolmentPlan {
  /** event id -> clients to enrol (in the order asked). */
  readonly enrol: ReadonlyMap<string, string[]>;
  /** event id -> clients to put on the event's waitlist. */
  readonly waitlist: ReadonlyMap<string, string[]>;
  /** Clients already enrolled or already waiting: nothing to do (warnings name them). */
  readonly already: readonly { eventId: string; clientId: string; waiting: boolean }[];
  /** Set when the enrolment is refused: the first full event it could not wait for. */
  readonly refusal: string | null;
}

/** Whether the client holds an offered place in the event right now. */
const holdsOffer = (e: PlannedEvent, clientId: string, now: number): boolean =>
  e.waitlist.some(
    (w) =>
      w.clientId === clientId && w.status === 'OFFERED' && holdsPlace({ ...w, id: '', createdAt: 0 }, now),
  );

/**
 * Places free for a client who holds no offer: the capacity less the places taken (`enrolled`) and the
 * places still held for others (offers running at `now`, less `holdsTaken` already taken up by their holders).
 */
export function placesLeft(e: PlannedEvent, enrolled: number, holdsTaken: number, now: number): number {
  if (e.capacity === null) return Number.POSITIVE_INFINITY;
  const held = e.waitlist.filter(
    (w) => w.status === 'OFFERED' && holdsPlace({ ...w, id: '', createdAt: 0 }, now),
  );
  return Math.max(0, e.capacity - enrolled - (held.length - holdsTaken));
}

/**
 * What an enrolment of `clientIds` into `events` does: who is enrolled where, who waits where, who is
 * already there; or the refusal of the first event that is full for a client who cannot wait for it.
 * A client holding an offered place in an event takes it, whatever else the event holds.
 */
export function planEnrolment(
  events: readonly PlannedEvent[],
  clientIds: readonly string[],
  options: { readonly joinWaitlist: boolean; readonly now: number },
): EnrolmentPlan {
  const enrol = new Map<string, string[]>();
  const waitlist = new Map<string, string[]>();
  const already: { eventId: string; clientId: string; waiting: boolean }[] = [];
  const add = (map: Map<string, string[]>, key: string, id: string) =>
    map.set(key, [...(map.get(key) ?? []), id]);
  for (const e of events) {
    const taken = new Set(e.enrolled);
    let holdsTaken = 0;
    for (const clientId of clientIds) {
      if (taken.has(clientId)) {
        already.push({ eventId: e.id, clientId, waiting: false });
        continue;
      }
      const holder = holdsOffer(e, clientId, options.now);
      if (holder || placesLeft(e, taken.size, holdsTaken, options.now) > 0) {
        if (holder) holdsTaken++;
        taken.add(clientId);
        add(enrol, e.id, clientId);
      } else if (e.waitlistEnabled && options.joinWaitlist) {
        if (e.waitlist.some((w) => w.clientId === clientId))
          already.push({ eventId: e.id, clientId, waiting: true });
        else add(waitlist, e.id, clientId);
      } else {
        return { enrol: new Map(), waitlist: new Map(), already: [], refusal: ENROLMENT_TEXTS.full(e.label) };
      }
    }
  }
  return { enrol, waitlist, already, refusal: null };
}

/** The message when a capacity would be below the clients already enrolled in an event, else null. */
export function capacityError(capacity: number | null, enrolled: number, label: string): string | null {
  if (capacity === null) return null;
  if (!Number.isInteger(capacity) || capacity <= 0) return ENROLMENT_TEXTS.capacity;
  return capacity < enrolled ? ENROLMENT_TEXTS.capacityBelowEnrolled(label, enrolled) : null;
}
