// The rows availability reads, and how they become the inputs of @tempo/scheduling-rules: every recurring
// row (staff hours, location hours) expanded into instants over the asked window, in its own zone.
import {
  expandAllHours,
  floating,
  floatingDate,
  firstInstantAtOrAfter,
  Interval,
  normalise,
  parseLocalDate,
  RecurringHours,
} from '@tempo/scheduling-rules';

const DAY_MS = 86_400_000;

/** The longest window availabilities and timeslots answer for, in local days. */
export const MAX_WINDOW_DAYS = 62;

/** A staff member's open or blocked hours (staff_hours). */
export interface HoursRow {
  readonly staffId: string;
  readonly kind: 'open' | 'blocked';
  readonly startDate: string;
  readonly fromTime: string;
  readonly toTime: string;
  readonly timezone: string;
  readonly rrule: string | null;
  readonly exceptions: readonly string[];
  readonly locationId: string | null;
  readonly serviceIds: readonly string[];
  readonly roomName: string | null;
  readonly label: string | null;
  readonly timeOffRequestId: string | null;
}

/** An approved time-off request, its instants as its interval. */
export interface TimeOffRow extends Interval {
  readonly id: string;
  readonly requesterId: string;
  readonly category: string | null;
}

/** An active event of the calendar, its instants as its interval: its staff (primary included) and its room. */
export interface EventRow extends Interval {
  readonly name: string;
  readonly locationId: string | null;
  readonly roomId: string | null;
  readonly staffIds: readonly string[];
}

export interface LocationRow {
  readonly id: string;
  readonly name: string;
  readonly visibleByClients: boolean;
  readonly visibleByVisitors: boolean;
}

export interface RoomRow {
  readonly id: string;
  readonly locationId: string;
  readonly name: string;
  readonly applicableServices: readonly string[];
}

/** A location's open or closed hours (location_hours). */
export interface LocationHoursRow {
  readonly locationId: string;
  readonly kind: 'open' | 'closed';
  readonly startDate: string;
  readonly fromTime: string;
  readonly toTime: string;
  readonly timezone: string;
  readonly rrule: string | null;
}

export interface StaffRow {
  readonly id: string;
  readonly name: string;
}

/**
 * Why the asked local dates cannot be answered (001 §5.5: fromDate and toDate are required), or null.
 * The window is at most MAX_WINDOW_DAYS local days.
 */
export function dateRangeError(fromDate?: string | null, toDate?: string | null): string | null {
  if (!fromDate?.trim()) return 'fromDate is required';
  if (!toDate?.trim()) return 'toDate is required';
  const days = localDays(fromDate, toDate);
  if (days === null) return 'fromDate and toDate must be dates (YYYY-MM-DD)';
  if (days < 1) return 'toDate must not be before fromDate';
  if (days > MAX_WINDOW_DAYS) return `At most ${MAX_WINDOW_DAYS} days can be asked at once`;
  return null;
}

/** The number of local days from fromDate to toDate, both included; null when either is not a date. */
function localDays(fromDate: string, toDate: string): number | null {
  try {
    return (floating(parseLocalDate(toDate)) - floating(parseLocalDate(fromDate))) / DAY_MS + 1;
  } catch {
    return null;
  }
}

/**
 * The instants of the local dates fromDate..toDate in `zone`: from fromDate 00:00 to the day after toDate
 * 00:00 there (a DST change inside makes the window an hour shorter or longer, never shifted).
 */
export function dateWindow(fromDate: string, toDate: string, zone: string): Interval {
  const from = floating(parseLocalDate(fromDate));
  const after = floating(floatingDate(floating(parseLocalDate(toDate)) + DAY_MS));
  return { start: firstInstantAtOrAfter(from, zone), end: firstInstantAtOrAfter(after, zone) };
}

/** A stored hours row as a recurrence of the rules library. */
export const recurringOf = (
  row: Pick<HoursRow, 'startDate' | 'fromTime' | 'toTime' | 'timezone' | 'rrule'> & {
    exceptions?: readonly string[];
  },
): RecurringHours => ({
  startDate: row.startDate,
  fromTime: row.fromTime,
  toTime: row.toTime,
  timezone: row.timezone,
  rrule: row.rrule,
  exceptDates: row.exceptions ?? [],
});

type Recurring = Parameters<typeof recurringOf>[0];

/** Expansions kept between requests (a pure function of the rule and the window), oldest dropped first. */
const EXPANDED = new Map<string, Interval[]>();
const EXPANDED_MAX = 5000;

/**
 * Expands rows over one window, each distinct rule once: staff of a business often share the same hours
 * (the same start date, times, zone and rule), the same month is asked again and again, and expansion (zone
 * arithmetic per occurrence) is the costly part of an answer. The result depends only on the rule's fields
 * and the window, which make the key; results are shared, never changed (every interval operation returns a
 * new set).
 */
export class Expander {
  constructor(readonly window: Interval) {}

  /** Every occurrence of the rows inside the window, as one normalised set. */
  expand(rows: readonly Recurring[]): Interval[] {
    if (rows.length === 1) return this.one(rows[0]);
    return normalise(rows.flatMap((r) => this.one(r)));
  }

  private one(row: Recurring): Interval[] {
    const key = [
      this.window.start,
      this.window.end,
      row.startDate,
      row.fromTime,
      row.toTime,
      row.timezone,
      row.rrule ?? '',
      ...(row.exceptions ?? []),
    ].join('|');
    let found = EXPANDED.get(key);
    if (!found) {
      found = expandAllHours([recurringOf(row)], this.window);
      if (EXPANDED.size >= EXPANDED_MAX) EXPANDED.delete(EXPANDED.keys().next().value as string);
      EXPANDED.set(key, found);
    }
    return found;
  }
}

/** A time-off request's instants. */
export const timeOffInterval = (t: TimeOffRow): Interval => ({ start: t.start, end: t.end });

/** The label a busy piece of time off carries: 'Time off', with its category when it has one. */
export const timeOffLabel = (category: string | null | undefined): string =>
  category?.trim() ? `Time off (${category.trim()})` : 'Time off';

/** The label of time the location is closed. */
export const CLOSED_LABEL = 'Closed';

/** A location's hours over the window: its open hours (null when it keeps none: always open) and closures. */
export interface LocationTime {
  readonly open: Interval[] | null;
  readonly closed: Interval[];
}

export function locationTimes(
  rows: readonly LocationHoursRow[],
  expander: Expander,
): Map<string, LocationTime> {
  const byLocation = groupBy(rows, (r) => r.locationId);
  const result = new Map<string, LocationTime>();
  for (const [id, list] of byLocation) {
    const open = list.filter((r) => r.kind === 'open');
    result.set(id, {
      open: open.length > 0 ? expander.expand(open) : null,
      closed: expander.expand(list.filter((r) => r.kind === 'closed')),
    });
  }
  return result;
}

/** The events each staff member takes part in, as instants, with their names. */
export function eventsByStaff(events: readonly EventRow[]): Map<string, EventRow[]> {
  const result = new Map<string, EventRow[]>();
  for (const e of events) {
    if (e.staffIds.length === 1) push(result, e.staffIds[0], e);
    else for (const id of new Set(e.staffIds)) push(result, id, e);
  }
  return result;
}

/** The instants each room is taken by an event, by room id. */
export function roomBookings(events: readonly EventRow[]): Map<string, Interval[]> {
  const result = new Map<string, Interval[]>();
  for (const e of events) if (e.roomId) push(result, e.roomId, eventInterval(e));
  for (const [id, list] of result) result.set(id, normalise(list));
  return result;
}

export const eventInterval = (e: Interval): Interval => ({ start: e.start, end: e.end });

export function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const result = new Map<string, T[]>();
  for (const row of rows) push(result, key(row), row);
  return result;
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
