// The rules of staff-side booking and calendar changes that need no database: the texts of refusals,
// recurring appointments (a series read in the event's zone, always bounded), editing scopes, attendance
// statuses, what an event becomes when its clients cancel, the closures that skip events, and the data a
// calendar event publishes.
import { DateTime } from 'luxon';
import type { CalendarEventData, EventClientData } from '@tempo/contracts';
import {
  ageEligibility,
  type AgeLimits,
  expandHours,
  formatLocalDate,
  type Interval,
  isBoundedSeries,
  localDateAt,
  type RecurringHours,
  type SeriesOccurrence,
  type SeriesRule,
  seriesOccurrences,
  seriesRuleError,
  toInstant,
  zoneOf,
} from '@tempo/scheduling-rules';
import { BOOKING_ERROR_PREFIX } from './booking-conflict';
import { type Instant, periodText } from './booking-time';
import type { Collision } from './booking.store';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** A recurring appointment without UNTIL or COUNT is booked for this long from its first start. */
export const SERIES_HORIZON_DAYS = 365;
/** At most this many occurrences are booked at once. */
export const MAX_OCCURRENCES = 400;
/** A batch names at most this many events. */
export const MAX_BATCH = 200;

export const BOOKING_TEXTS = {
  serviceNotAllowed: `${BOOKING_ERROR_PREFIX}Service not allowed`,
  planNotOfService: (plan: string, service: string) =>
    `${BOOKING_ERROR_PREFIX}${plan} is not a plan of ${service}`,
  planNotAtLocation: (plan: string, location: string) =>
    `${BOOKING_ERROR_PREFIX}${plan} cannot be booked at ${location}`,
  roomNotAtLocation: (room: string) => `${BOOKING_ERROR_PREFIX}the room ${room} is not at the location`,
  roomNotForService: (room: string, service: string) =>
    `${BOOKING_ERROR_PREFIX}room ${room} does not take ${service}`,
  notStaff: (id: string) => `${BOOKING_ERROR_PREFIX}${id} is not a staff member of the business`,
  notClient: (id: string) => `${BOOKING_ERROR_PREFIX}${id} is not a client of the business`,
  endAt: 'endAt must be a date and time with an offset (ISO 8601), after startAt',
  tooLong: 'A recurring event must be shorter than a day',
  tooMany: `A recurring booking makes at most ${MAX_OCCURRENCES} events at once`,
  noOccurrence: 'The rule makes no occurrence from startAt on',
  collisions: (count: number, total: number, lines: readonly string[]) =>
    `${BOOKING_ERROR_PREFIX}${count} of ${total} occurrences cannot be booked: ${lines.join('; ')}`,
  changedMeanwhile: 'This event was changed meanwhile, reload it',
  locked: 'This event is locked: only a manager can move it',
  lockByManager: 'Only a manager can lock or unlock an event',
  cancelled: 'This event is cancelled',
  alreadyCancelled: 'This event is already cancelled',
  scope: 'scope must be THIS, FOLLOWING or ALL',
  notRecurring: 'This event is not part of a recurring series',
  seriesMoveDay:
    'Moving this and following or all events to another day changes the series: change its recurring schedule',
  status:
    'status must be EVENT_STATUS_ACTIVE, EVENT_STATUS_HOLD or EVENT_STATUS_COMPLETED (cancel with cancelEvent)',
  attendance: 'status must be NO_SHOW, COMPLETED, LESSON_MATE or empty',
  notParticipant: 'The client is not booked into this event',
  placeCancelled: "The client's place is already cancelled",
  attendanceOfCancelled: 'A cancelled place takes no attendance',
  selfCancellationDisabled: (service: string) =>
    `${service} cannot be cancelled by clients: ask the business`,
  batchSize: `A batch names between 1 and ${MAX_BATCH} events`,
  nothingToChange: 'Nothing to change',
  durationMinutes: 'durationMinutes must be a whole number of minutes above 0, under a day',
  startTime: 'startTime must be a time (HH:mm)',
  fromDate: 'fromDate must be a date (YYYY-MM-DD)',
  scheduleConflicts: (count: number) =>
    `${BOOKING_ERROR_PREFIX}${count} occurrence${count === 1 ? '' : 's'} of the new schedule cannot be placed`,
  ageOverride: 'book with the age override to go ahead',
} as const;

export type Scope = 'this' | 'following' | 'all';

/** THIS (default), FOLLOWING or ALL, any case; null when it is none of them. */
export function parseScope(text: string | null | undefined): Scope | null {
  const t = (text ?? '').trim().toUpperCase();
  if (!t || t === 'THIS') return 'this';
  if (t === 'FOLLOWING') return 'following';
  if (t === 'ALL') return 'all';
  return null;
}

/** An optional ISO instant with an offset: its epoch ms, undefined when absent, null when malformed. */
export function optionalInstant(text: string | null | undefined): number | null | undefined {
  const t = (text ?? '').trim();
  if (!t) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(t)) return null;
  try {
    const ms = toInstant(t);
    return Number.isFinite(ms) ? ms : null;
  } catch {
    return null;
  }
}

/** The local wall time 'HH:mm' of an instant in a zone. */
export const localTimeAt = (instant: number, zone: string): string =>
  DateTime.fromMillis(instant, { zone: zoneOf(zone) }).toFormat('HH:mm');

/** The local date 'YYYY-MM-DD' of an instant in a zone. */
export const localDateText = (instant: number, zone: string): string =>
  formatLocalDate(localDateAt(instant, zone));

/** 'HH:mm' plus minutes, on a 24-hour clock (wrapping past midnight). */
export function addMinutesToTime(time: string, minutes: number): string {
  const [h, m] = time.split(':').map(Number);
  const total = (((h * 60 + m + minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** The rule with UNTIL on the local date `SERIES_HORIZON_DAYS` after `startDate` when it has no end. */
export function boundedRule(rule: SeriesRule): SeriesRule {
  if (isBoundedSeries(rule)) return rule;
  const last = DateTime.fromISO(rule.startDate, { zone: 'UTC' }).plus({ days: SERIES_HORIZON_DAYS });
  const lines = rule.rrule.split(/\r?\n/).map((l) => l.trim());
  const i = lines.findIndex((l) => l && !/^(EXDATE|DTSTART)\b/i.test(l));
  lines[i] = `${lines[i]};UNTIL=${last.toFormat('yyyyMMdd')}T235959`;
  return { ...rule, rrule: lines.filter(Boolean).join('\n') };
}

/**
 * The series a recurring booking makes: its first occurrence at `startAt`, each lasting the same wall time,
 * repeated by `rrule` in the event's zone (a weekly 16:00 stays 16:00 local across DST). A rule without UNTIL
 * or COUNT ends SERIES_HORIZON_DAYS later. Throws a RangeError with the message when it cannot be booked.
 */
export function bookingSeries(
  startAt: number,
  endAt: number,
  rrule: string,
  zone: string,
): { rule: SeriesRule; durationMinutes: number; occurrences: SeriesOccurrence[] } {
  const durationMinutes = Math.round((endAt - startAt) / MINUTE);
  if (durationMinutes <= 0) throw new RangeError(BOOKING_TEXTS.endAt);
  if (durationMinutes >= 1440) throw new RangeError(BOOKING_TEXTS.tooLong);
  const fromTime = localTimeAt(startAt, zone);
  const base: SeriesRule = {
    startDate: localDateText(startAt, zone),
    fromTime,
    toTime: addMinutesToTime(fromTime, durationMinutes),
    timezone: zone,
    rrule: rrule.trim().replace(/^RRULE:/i, ''),
  };
  const error = seriesRuleError(base, { horizon: true });
  if (error) throw new RangeError(error);
  const rule = boundedRule(base);
  const occurrences = seriesOccurrences(rule).filter((o) => o.startAt >= startAt);
  if (!occurrences.length) throw new RangeError(BOOKING_TEXTS.noOccurrence);
  if (occurrences.length > MAX_OCCURRENCES) throw new RangeError(BOOKING_TEXTS.tooMany);
  return { rule, durationMinutes, occurrences };
}

/** A stored series as a rule: its first start's local date and time, its duration as wall time. */
export function ruleOfSeries(series: {
  readonly rrule: string;
  readonly timezone: string;
  readonly firstStartAt: Date | number;
  readonly durationMinutes: number;
}): SeriesRule {
  const first = +series.firstStartAt;
  const fromTime = localTimeAt(first, series.timezone);
  return {
    startDate: localDateText(first, series.timezone),
    fromTime,
    toTime: addMinutesToTime(fromTime, series.durationMinutes),
    timezone: series.timezone,
    rrule: series.rrule,
  };
}

/** The refusal of a series whose occurrences collide: each one's reason, in order. */
export function collisionsMessage(reasons: readonly string[], total: number): string {
  const lines = reasons.map((r) =>
    r.startsWith(BOOKING_ERROR_PREFIX) ? r.slice(BOOKING_ERROR_PREFIX.length) : r,
  );
  return total === 1 && lines.length === 1
    ? `${BOOKING_ERROR_PREFIX}${lines[0]}`
    : BOOKING_TEXTS.collisions(reasons.length, total, lines);
}

/** Why a staff member or room is taken at a time, without the prefix (for lists). */
export function takenReason(
  what: { staffName?: string | null; roomName?: string | null },
  startAt: Instant,
  endAt: Instant,
  zone: string,
): string {
  const period = periodText(startAt, endAt, zone);
  if (what.staffName !== undefined && what.staffName !== null)
    return `${what.staffName.trim() || 'the staff member'} is already booked ${period}`;
  return `${what.roomName?.trim() ? `room ${what.roomName.trim()}` : 'the room'} is taken ${period}`;
}

// ---- age (001 §5.2, §5.3) ----

const years = (months: number) => Math.floor(months / 12);

/** An age range as shown (001 §9): 'all ages', 'X-year-olds and under', 'X-year-olds to adults', 'X to Y-year-olds'. */
export function ageRangeText(limits: AgeLimits): string {
  const from = limits.notBeforeAgeMonths ?? null;
  const to = limits.notAfterAgeMonths ?? null;
  if (from === null && to === null) return 'all ages';
  if (from === null) return `${years(to!)}-year-olds and under`;
  if (to === null) return `${years(from)}-year-olds to adults`;
  return `${years(from)} to ${years(to)}-year-olds`;
}

/**
 * The age warning for a client and an appointment (001 §5.2 wording), or null when they are eligible:
 * '<name> is too young for <service> (<range>)', '<name> is too old for <service> (<range>)'.
 */
export function ageWarning(
  client: { readonly name: string; readonly birthDate: string | null },
  service: AgeLimits & { readonly name: string },
  startAt: number,
  now: number,
  zone: string,
): string | null {
  const result = ageEligibility({
    birthdate: client.birthDate,
    service: { ...service, hasSessions: false },
    timeslotStartAt: startAt,
    now,
    zone,
  });
  if (result === 'ok') return null;
  const who = client.name.trim() || 'The client';
  return `${who} is ${result === 'too_young' ? 'too young' : 'too old'} for ${service.name} (${ageRangeText(service)})`;
}

// ---- statuses ----

export const EDITABLE_EVENT_STATUSES = ['EVENT_STATUS_ACTIVE', 'EVENT_STATUS_HOLD', 'EVENT_STATUS_COMPLETED'];
export const CANCELLED_EVENT_STATUSES = [
  'EVENT_STATUS_CANCELED',
  'EVENT_STATUS_STAFF_CANCELED',
  'EVENT_STATUS_LATE_CANCELED',
  'EVENT_STATUS_DELETED',
  'EVENT_STATUS_LOCATION_SKIP',
];
export const ATTENDANCE_STATUSES = ['NO_SHOW', 'COMPLETED', 'LESSON_MATE'] as const;
export const CANCELLED_PLACES = ['CANCELED', 'LATE_CANCELED'];

export const isCancelledEvent = (status: string): boolean => CANCELLED_EVENT_STATUSES.includes(status);

/** An attendance status: one of NO_SHOW, COMPLETED, LESSON_MATE, or null (blank) to clear it; undefined: refused. */
export function attendanceStatus(text: string | null | undefined): string | null | undefined {
  const t = (text ?? '').trim().toUpperCase();
  if (!t) return null;
  return (ATTENDANCE_STATUSES as readonly string[]).includes(t) ? t : undefined;
}

/** A status an update may set (cancellation has its own operations); undefined: refused. */
export function editableStatus(text: string): string | undefined {
  const t = text.trim().toUpperCase();
  return EDITABLE_EVENT_STATUSES.includes(t) ? t : undefined;
}

/**
 * The event's status once its clients' places are as given: when every client has cancelled, the event is
 * cancelled too (late when any place was cancelled late), which frees its staff and room; otherwise null.
 */
export function statusWhenClientsCancel(
  places: readonly { readonly status: string | null }[],
): string | null {
  if (!places.length || !places.every((p) => CANCELLED_PLACES.includes(p.status ?? ''))) return null;
  return places.some((p) => p.status === 'LATE_CANCELED')
    ? 'EVENT_STATUS_LATE_CANCELED'
    : 'EVENT_STATUS_CANCELED';
}

// ---- closures ----

/** A location's closed hours entry, as stored (times 'HH:mm' or 'HH:mm:ss'). */
export type ClosedHours = RecurringHours;

/**
 * The events a location's closed hours skip: those overlapping a closed period, each closure read in its
 * own zone (a rule without an end is expanded over the events' span only).
 */
export function eventsInClosures<
  E extends { readonly startAt: Date | number; readonly endAt: Date | number },
>(events: readonly E[], closed: readonly ClosedHours[]): E[] {
  if (!events.length || !closed.length) return [];
  const window: Interval = {
    start: Math.min(...events.map((e) => +e.startAt)),
    end: Math.max(...events.map((e) => +e.endAt)),
  };
  const periods = closed.flatMap((c) =>
    expandHours({ ...c, fromTime: c.fromTime.slice(0, 5), toTime: c.toTime.slice(0, 5) }, window),
  );
  return events.filter((e) => periods.some((p) => p.start < +e.endAt && +e.startAt < p.end));
}

// ---- published data ----

/** What calendar events publish of an event (contracts CalendarEventData). */
export interface PublishedEvent {
  readonly id: string;
  readonly recurringId: string | null;
  readonly serviceId: string | null;
  readonly sessionId: string | null;
  readonly locationId: string | null;
  readonly roomId: string | null;
  readonly primaryStaffId: string | null;
  readonly staffIds: readonly string[];
  readonly name: string;
  readonly startAt: Date;
  readonly endAt: Date;
  readonly timezone: string;
  readonly status: string;
  readonly planName: string | null;
  readonly doNotNotify: boolean;
}

export interface PublishedClient {
  readonly peopleId: string;
  readonly kind: string;
  readonly payerId: string | null;
  readonly planName: string | null;
  readonly enrollmentType: string | null;
  readonly status: string | null;
}

/** The data of a calendar event (billing, messaging): the event, its clients and what happened. */
export function calendarEventData(
  event: PublishedEvent,
  participants: readonly PublishedClient[],
  extra: Pick<CalendarEventData, 'previousStartAt' | 'previousEndAt' | 'cancellation'> = {},
): CalendarEventData {
  const clients: EventClientData[] = participants
    .filter((p) => p.kind === 'client')
    .map((p) => ({
      clientId: p.peopleId,
      payerId: p.payerId,
      planName: p.planName,
      enrollmentType: p.enrollmentType,
      status: p.status,
    }));
  return {
    eventId: event.id,
    recurringId: event.recurringId,
    serviceId: event.serviceId,
    sessionId: event.sessionId,
    locationId: event.locationId,
    roomId: event.roomId,
    primaryStaffId: event.primaryStaffId,
    staffIds: [...event.staffIds],
    name: event.name,
    startAt: event.startAt.toISOString(),
    endAt: event.endAt.toISOString(),
    timezone: event.timezone,
    status: event.status,
    planName: event.planName,
    clients,
    ...extra,
    doNotNotify: event.doNotNotify,
  };
}

/** Instants a day apart, for windows. */
export const days = (n: number) => n * DAY;

/** A collision of attempt `index` with the blocking event of a staff member or room (named), at that event's time. */
export function collisionOf(
  index: number,
  kind: 'staff' | 'room',
  name: string | null,
  startAt: Date,
  endAt: Date,
  zone: string,
): Collision {
  return {
    index,
    reason: takenReason(
      kind === 'staff' ? { staffName: name ?? '' } : { roomName: name ?? '' },
      startAt,
      endAt,
      zone,
    ),
    kind,
    startAt,
    endAt,
  };
}
