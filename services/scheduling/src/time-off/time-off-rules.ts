import { type ActorContext, UserErrorCode } from '@tempo/contracts';
import { actorCan, isSelf } from '@tempo/auth';
import { UserError } from '@tempo/graphql';
import {
  firstInstantAtOrAfter,
  floating,
  floatingDate,
  formatLocalDate,
  instantToFloating,
  localDateAt,
  parseLocalDate,
  toInstant,
} from '@tempo/scheduling-rules';

export const TIME_OFF_STATUSES = ['SUBMITTED', 'APPROVED', 'CANCELLED', 'REJECTED'] as const;
export type TimeOffStatus = (typeof TIME_OFF_STATUSES)[number];
export const PROCESS_STATUSES = ['PENDING_PROCESSING', 'PROCESSING', 'COMPLETED'] as const;

/** What can happen to a request, and the states it may happen in (the state machine of 001 §4.1). */
export const TIME_OFF_TRANSITIONS = {
  update: { from: ['SUBMITTED'], to: null },
  cancel: { from: ['SUBMITTED', 'APPROVED'], to: 'CANCELLED' },
  approve: { from: ['SUBMITTED'], to: 'APPROVED' },
  reject: { from: ['SUBMITTED'], to: 'REJECTED' },
} as const satisfies Record<string, { from: readonly TimeOffStatus[]; to: TimeOffStatus | null }>;
export type TimeOffAction = keyof typeof TIME_OFF_TRANSITIONS;

export const TIME_OFF_TEXTS = {
  state: (action: TimeOffAction, status: string) =>
    `This time off request is ${status.toLowerCase()} and cannot be ${
      { update: 'changed', cancel: 'cancelled', approve: 'approved', reject: 'rejected' }[action]
    }`,
  changedMeanwhile: 'This time off request was changed meanwhile: reload it and try again',
  instant: (field: string) => `${field} must be a date and time (ISO 8601)`,
  date: (field: string) => `${field} must be a date (YYYY-MM-DD)`,
  endBeforeStart: 'The end of the time off must be after its start',
  category: (categories: readonly string[]) => `category must be one of ${categories.join(', ')}`,
  notStaff: 'Only a staff member of the business can request time off',
} as const;

/** The state a request moves to by `action`, refused when its current state does not allow it. */
export function transition(action: TimeOffAction, status: string): TimeOffStatus | null {
  const rule = TIME_OFF_TRANSITIONS[action];
  if (!(rule.from as readonly string[]).includes(status))
    throw new UserError(TIME_OFF_TEXTS.state(action, status));
  return rule.to;
}

/** Managers (TIME_OFF list) see every request; others (OWN_TIME_OFF list) only their own. */
export const seesAllRequests = (actor: ActorContext): boolean => actorCan(actor, 'list', 'TIME_OFF');

/** A request is read by its requester or by managers (TIME_OFF read). */
export const mayReadRequest = (actor: ActorContext, requesterId: string): boolean =>
  isSelf(actor, requesterId) || actorCan(actor, 'read', 'TIME_OFF');

/** A request is changed and cancelled by its requester alone (OWN_TIME_OFF). */
export const mayChangeRequest = (actor: ActorContext, requesterId: string): boolean =>
  isSelf(actor, requesterId);

/** How a request is shown (000 §2.5). */
export const timeOffTitle = (requester: string): string => `${requester}'s time off request`;

/** The first instant of a local date in a zone. */
export const dayStart = (date: string, zone: string): number =>
  firstInstantAtOrAfter(floating(parseLocalDate(date)), zone);

const DAY = 86_400_000;

const nextDay = (date: string): string => formatLocalDate(floatingDate(floating(parseLocalDate(date)) + DAY));

function localDate(field: string, v: string): string {
  try {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v.trim())) throw new RangeError(v);
    return formatLocalDate(parseLocalDate(v));
  } catch {
    throw new UserError(TIME_OFF_TEXTS.date(field));
  }
}

function instant(field: string, v: string): number {
  const t = /^\d{4}-\d{2}-\d{2}T/.test(v.trim()) ? toInstantOrNaN(v.trim()) : NaN;
  if (!Number.isFinite(t)) throw new UserError(TIME_OFF_TEXTS.instant(field));
  return t;
}

function toInstantOrNaN(v: string): number {
  try {
    return toInstant(v);
  } catch {
    return NaN;
  }
}

/**
 * The period of a request: startAt/endAt instants, or (allDay) the local
 * dates startAt to endAt, both included, in the requester's zone.
 */
export function requestPeriod(
  p: { startAt?: string | null; endAt?: string | null; allDay?: boolean | null },
  zone: string,
): { startAt: Date; endAt: Date; allDay: boolean } {
  const missing = (['startAt', 'endAt'] as const).filter((k) => !p[k]?.trim());
  if (missing.length === 1) throw UserError.of(UserErrorCode.REQUIRED_FIELD, missing[0]);
  if (missing.length) throw UserError.of(UserErrorCode.REQUIRED_FIELDS, missing);
  const allDay = p.allDay === true;
  const [start, end] = allDay
    ? [
        dayStart(localDate('startAt', p.startAt!), zone),
        dayStart(nextDay(localDate('endAt', p.endAt!)), zone),
      ]
    : [instant('startAt', p.startAt!), instant('endAt', p.endAt!)];
  if (!(end > start)) throw new UserError(TIME_OFF_TEXTS.endBeforeStart);
  return { startAt: new Date(start), endAt: new Date(end), allDay };
}

/** The category, one of the business's categories when it has any (trimmed; empty: none). */
export function checkCategory(
  category: string | null | undefined,
  categories: readonly string[],
): string | null {
  const c = category?.trim() || null;
  if (categories.length && (!c || !categories.includes(c)))
    throw new UserError(TIME_OFF_TEXTS.category(categories));
  return c;
}

/** Blocked hours as local dates and wall times (the fields of staff hours a time off fills). */
export interface BlockedHours {
  startDate: string;
  fromTime: string;
  toTime: string;
  rrule: string | null;
}

const wall = (instantMs: number, zone: string) => {
  const f = instantToFloating(instantMs, zone);
  const d = new Date(f);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    date: formatLocalDate(floatingDate(f)),
    time: `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`,
  };
};

/**
 * The blocked hours covering [startAt, endAt) in the requester's zone, read
 * as local wall times (so a day keeps its 23 or 25 hours across DST): the
 * first day from its start time to midnight, the whole days between as one
 * daily entry from midnight to midnight, the last day from midnight to its
 * end time; a period within one day is one entry.
 */
export function blockedHoursFor(startAt: Date, endAt: Date, zone: string): BlockedHours[] {
  const s = wall(startAt.getTime(), zone);
  const e = wall(endAt.getTime(), zone);
  if (s.date === e.date) return [{ startDate: s.date, fromTime: s.time, toTime: e.time, rrule: null }];
  const out: BlockedHours[] = [];
  let firstWhole = s.date;
  if (s.time !== '00:00') {
    out.push({ startDate: s.date, fromTime: s.time, toTime: '00:00', rrule: null });
    firstWhole = nextDay(s.date);
  }
  const days = Math.round((floating(parseLocalDate(e.date)) - floating(parseLocalDate(firstWhole))) / DAY);
  if (days > 0)
    out.push({
      startDate: firstWhole,
      fromTime: '00:00',
      toTime: '00:00',
      rrule: days > 1 ? `FREQ=DAILY;COUNT=${days}` : null,
    });
  if (e.time !== '00:00') out.push({ startDate: e.date, fromTime: '00:00', toTime: e.time, rrule: null });
  return out;
}

/** The instants a list's fromDate and toDate (local dates in the zone, both included) bound. */
export function dateRange(
  fromDate: string | null,
  toDate: string | null,
  zone: string,
): { from: Date | null; to: Date | null } {
  return {
    from: fromDate ? new Date(dayStart(localDate('fromDate', fromDate), zone)) : null,
    to: toDate ? new Date(dayStart(nextDay(localDate('toDate', toDate)), zone)) : null,
  };
}

/** A stored period as its input gives it: local dates (both included) for an all-day one, else instants. */
export function storedPeriod(
  row: { startAt: Date; endAt: Date; timezone: string },
  allDay: boolean,
): { startAt: string; endAt: string } {
  if (!allDay) return { startAt: row.startAt.toISOString(), endAt: row.endAt.toISOString() };
  const date = (at: number) => formatLocalDate(localDateAt(at, row.timezone));
  return { startAt: date(row.startAt.getTime()), endAt: date(row.endAt.getTime() - 1) };
}
