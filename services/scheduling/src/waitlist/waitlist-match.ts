// Which open slot a waitlist request asks for. A request names a service, optionally a staff member and a
// location, a local date range and time windows (weekdays with local from/to times). Local dates and times are
// read in the BUSINESS zone, whatever zone the client or the server is in, so a window of Sunday 09:00-12:00
// stays 09:00-12:00 on the clocks of the business on both sides of a DST change.
import {
  firstInstantAtOrAfter,
  floating,
  floatingDate,
  formatLocalDate,
  type Interval,
  type LocalDate,
  localDateAt,
  localToInstants,
  parseLocalDate,
  parseLocalTime,
  weekdayOf,
  zoneOf,
} from '@tempo/scheduling-rules';

const DAY = 86_400_000;

export type Weekday = 'SU' | 'MO' | 'TU' | 'WE' | 'TH' | 'FR' | 'SA';
/** Weekdays in the order of Date#getUTCDay (0 = Sunday). */
export const WEEKDAYS: readonly Weekday[] = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

/** Only an active request is waiting; the others never match a slot again. */
export type WaitlistRequestStatus = 'ACTIVE' | 'UNSUBSCRIBED' | 'EXPIRED' | 'FULFILLED';

export interface TimeWindow {
  readonly weekdays: readonly Weekday[];
  /** Local wall times 'HH:mm' in the business zone; toTime <= fromTime runs past midnight into the next day. */
  readonly fromTime: string;
  readonly toTime: string;
}

export interface WaitlistRequest {
  readonly id: string;
  readonly clientId: string;
  readonly serviceId: string;
  /** Absent or null: any staff member, any location. */
  readonly staffId?: string | null;
  readonly locationId?: string | null;
  readonly windows: readonly TimeWindow[];
  /** Local dates 'YYYY-MM-DD' in the business zone, both included. */
  readonly fromDate: string;
  readonly toDate: string;
  readonly status: WaitlistRequestStatus;
  /** When the client joined the waitlist (epoch ms): the place in line. */
  readonly createdAt: number;
}

/** A time that opened up: a service with one staff member at one location, [startAt, endAt) in epoch ms. */
export interface Slot {
  readonly serviceId: string;
  readonly staffId: string;
  readonly locationId: string;
  readonly startAt: number;
  readonly endAt: number;
}

/** The weekday code of a local date. */
export const weekdayCodeOf = (date: LocalDate): Weekday => WEEKDAYS[weekdayOf(date)];

/**
 * The instants a window covers when it opens on a local date. It opens the first time the clocks show fromTime
 * and closes the last time they show toTime, so a clock change never takes away time the client asked for:
 * a wall time skipped by a spring-forward gap is read as the moment the clocks jump over it, and a wall time
 * shown twice in a fall-back repeat opens at its first showing and closes at its second.
 */
export function windowOn(window: TimeWindow, date: LocalDate, zone: string): Interval {
  const from = parseLocalTime(window.fromTime);
  const to = parseLocalTime(window.toTime);
  const crossesMidnight = to.hour * 60 + to.minute <= from.hour * 60 + from.minute;
  const wallEnd = floating(date, to) + (crossesMidnight ? DAY : 0);
  const ends = localToInstants(wallEnd, zone);
  return {
    start: firstInstantAtOrAfter(floating(date, from), zone),
    end: ends.length > 0 ? ends[ends.length - 1] : firstInstantAtOrAfter(wallEnd, zone),
  };
}

function inDateRange(date: LocalDate, request: WaitlistRequest): boolean {
  const day = formatLocalDate(date);
  return (
    formatLocalDate(parseLocalDate(request.fromDate)) <= day &&
    day <= formatLocalDate(parseLocalDate(request.toDate))
  );
}

/**
 * True when the slot lies entirely inside one of the request's windows: a window opening on the slot's local
 * start date (or, for a window running past midnight, on the day before) whose weekday it lists.
 */
export function insideWindows(windows: readonly TimeWindow[], slot: Slot, zone: string): boolean {
  const startDate = localDateAt(slot.startAt, zone);
  const dayBefore = floatingDate(floating(startDate) - DAY);
  return windows.some((window) =>
    [startDate, dayBefore].some((date) => {
      if (!window.weekdays.includes(weekdayCodeOf(date))) return false;
      const open = windowOn(window, date, zone);
      return open.start <= slot.startAt && slot.endAt <= open.end;
    }),
  );
}

/**
 * A slot matches a request when the request is still active, the service is the one asked for, the staff
 * member and location are the ones asked for (when asked), the slot's local start date in the business zone is
 * within the request's dates, and the slot lies entirely inside one of its windows.
 */
export function matchesRequest(request: WaitlistRequest, slot: Slot, zone: string): boolean {
  zoneOf(zone);
  if (request.status !== 'ACTIVE') return false;
  if (!(slot.endAt > slot.startAt)) return false;
  if (request.serviceId !== slot.serviceId) return false;
  if (request.staffId && request.staffId !== slot.staffId) return false;
  if (request.locationId && request.locationId !== slot.locationId) return false;
  if (!inDateRange(localDateAt(slot.startAt, zone), request)) return false;
  return insideWindows(request.windows, slot, zone);
}
