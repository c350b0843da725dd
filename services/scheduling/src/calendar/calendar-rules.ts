import { UserError } from '@tempo/graphql';
import { firstInstantAtOrAfter, floating, parseLocalDate } from '@tempo/scheduling-rules';

/** The event statuses of 001 §4.1. */
export const EVENT_STATUSES = [
  'EVENT_STATUS_ACTIVE',
  'EVENT_STATUS_STAFF_CANCELED',
  'EVENT_STATUS_LATE_CANCELED',
  'EVENT_STATUS_CANCELED',
  'EVENT_STATUS_DELETED',
  'EVENT_STATUS_COMPLETED',
  'EVENT_STATUS_HOLD',
  'EVENT_STATUS_LOCATION_SKIP',
] as const;

/** The statuses 'show active only' keeps: the ones that hold their time (blocking). */
export const ACTIVE_EVENT_STATUSES = [
  'EVENT_STATUS_ACTIVE',
  'EVENT_STATUS_HOLD',
  'EVENT_STATUS_COMPLETED',
] as const;

/** The participant statuses of 001 §4.1. */
export const PARTICIPANT_STATUSES = [
  'NO_SHOW',
  'COMPLETED',
  'LESSON_MATE',
  'CANCELED',
  'LATE_CANCELED',
] as const;

const SUFFIX: Readonly<Record<string, string>> = {
  EVENT_STATUS_STAFF_CANCELED: ' (staff canceled)',
  EVENT_STATUS_LATE_CANCELED: ' (late canceled)',
  EVENT_STATUS_CANCELED: ' (canceled)',
  EVENT_STATUS_HOLD: ' (hold)',
  EVENT_STATUS_LOCATION_SKIP: ' (closed)',
};

/** An event's name with the suffix of its status (001 §4.1); active, completed and deleted have none. */
export const displayName = (name: string, status: string): string => name + (SUFFIX[status] ?? '');

const PARTICIPANT_LABELS: Readonly<Record<string, string>> = {
  NO_SHOW: 'No show',
  COMPLETED: 'Completed',
  LESSON_MATE: 'Lesson mate',
  CANCELED: 'Client canceled',
  LATE_CANCELED: 'Client late canceled',
};

/** The label of a participant status ('Client canceled', ...); null while booked. */
export const participantStatusLabel = (status: string | null): string | null =>
  status ? (PARTICIPANT_LABELS[status] ?? status) : null;

const EVENT_LABELS: Readonly<Record<string, string>> = {
  EVENT_STATUS_ACTIVE: 'Booked',
  EVENT_STATUS_STAFF_CANCELED: 'Staff canceled',
  EVENT_STATUS_LATE_CANCELED: 'Late canceled',
  EVENT_STATUS_CANCELED: 'Canceled',
  EVENT_STATUS_DELETED: 'Deleted',
  EVENT_STATUS_COMPLETED: 'Completed',
  EVENT_STATUS_HOLD: 'Hold',
  EVENT_STATUS_LOCATION_SKIP: 'Closed',
};

/**
 * A client's row of the attendance report: their own status when they have one (attendance or
 * cancellation), else the event's, with its label.
 */
export function attendanceStatus(
  participantStatus: string | null,
  eventStatus: string,
): { status: string; label: string } {
  if (participantStatus)
    return { status: participantStatus, label: participantStatusLabel(participantStatus)! };
  return { status: eventStatus, label: EVENT_LABELS[eventStatus] ?? eventStatus };
}

/** The statuses an attendance report may be filtered by: the clients' and the events'. */
export function attendanceStatusFilter(statuses: readonly string[] | null | undefined): string[] | null {
  const list = (statuses ?? []).map((s) => s.trim().toUpperCase()).filter(Boolean);
  if (!list.length) return null;
  const known: readonly string[] = [...PARTICIPANT_STATUSES, ...EVENT_STATUSES];
  for (const s of list) if (!known.includes(s)) throw new UserError(CALENDAR_TEXTS.badStatus(s));
  return [...new Set(list)];
}

/** An event is paid when no client is unpaid (001 §3.5). */
export const eventPaid = (clients: readonly { paid: boolean }[]): boolean => clients.every((c) => c.paid);

/** The texts of the calendar's reads. */
export const CALENDAR_TEXTS = {
  fromDateRequired: 'fromDate is required',
  toDateRequired: 'toDate is required',
  badDate: (field: string) => `${field} must be a date YYYY-MM-DD`,
  toBeforeFrom: 'toDate must not be before fromDate',
  tooLong: (days: number) => `The calendar shows at most ${days} days`,
  limit: (max: number) => `limit must be between 1 and ${max}`,
  badStatus: (status: string) => `Unknown status: ${status}`,
  notFound: 'Event not found',
} as const;

/** The longest window the calendar reads: the month view with its margins. */
export const MAX_CALENDAR_DAYS = 62;
/** The longest window of the attendance report. */
export const MAX_REPORT_DAYS = 366;
/** The rows a schedule read returns when no limit is given. */
export const DEFAULT_LIMIT = 200;
/** The most rows a schedule read returns. */
export const MAX_LIMIT = 1000;

/** A read window: from local midnight of fromDate to local midnight after toDate, in the zone. */
export interface Window {
  from: Date | null;
  to: Date | null;
}

const clean = (v: string | null | undefined): string | null => (typeof v === 'string' && v.trim()) || null;

/**
 * The instants of a window of local dates in `zone` (DST-correct: each end is a local midnight). Refuses a
 * date that is not YYYY-MM-DD, a missing one where `required`, toDate before fromDate and, with `maxDays`,
 * a window of more days than that (both dates counted).
 */
export function dateWindow(
  fromDate: string | null | undefined,
  toDate: string | null | undefined,
  zone: string,
  opts: { required?: boolean; maxDays?: number } = {},
): Window {
  const from = clean(fromDate);
  const to = clean(toDate);
  if (opts.required && !from) throw new UserError(CALENDAR_TEXTS.fromDateRequired);
  if (opts.required && !to) throw new UserError(CALENDAR_TEXTS.toDateRequired);
  if (from && !isLocalDate(from)) throw new UserError(CALENDAR_TEXTS.badDate('fromDate'));
  if (to && !isLocalDate(to)) throw new UserError(CALENDAR_TEXTS.badDate('toDate'));
  if (from && to && to < from) throw new UserError(CALENDAR_TEXTS.toBeforeFrom);
  if (from && to && opts.maxDays && daysBetween(from, to) + 1 > opts.maxDays)
    throw new UserError(CALENDAR_TEXTS.tooLong(opts.maxDays));
  return {
    from: from ? localDateToInstant(from, zone, 0) : null,
    to: to ? localDateToInstant(to, zone, 1) : null,
  };
}

/** Whether text is a local date YYYY-MM-DD that exists. */
export function isLocalDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  try {
    parseLocalDate(text);
    return true;
  } catch {
    return false;
  }
}

/** The instant of local midnight `plusDays` days after local date `date` in `zone` (DST-correct). */
export function localDateToInstant(date: string, zone: string, plusDays = 0): Date {
  return new Date(firstInstantAtOrAfter(floating(parseLocalDate(date)) + plusDays * 86_400_000, zone));
}

/** Whole days from local date a to local date b. */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** A limit 1..MAX_LIMIT, or `fallback` when none is given. */
export function checkLimit(limit: number | null | undefined, fallback: number): number {
  if (limit === null || limit === undefined) return fallback;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT)
    throw new UserError(CALENDAR_TEXTS.limit(MAX_LIMIT));
  return limit;
}

/** Event statuses a filter names (trimmed, upper-cased); refuses an unknown one. */
export function eventStatusFilter(statuses: readonly string[] | string | null | undefined): string[] | null {
  const list = (typeof statuses === 'string' ? [statuses] : (statuses ?? []))
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);
  if (!list.length) return null;
  for (const s of list)
    if (!(EVENT_STATUSES as readonly string[]).includes(s)) throw new UserError(CALENDAR_TEXTS.badStatus(s));
  return [...new Set(list)];
}
