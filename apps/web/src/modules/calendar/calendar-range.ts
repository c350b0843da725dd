/** The days a calendar view covers, the dates it asks for, and its instants in the viewer's zone. */
import { DateTime } from 'luxon';
import type { CalendarView } from './calendar-state';

/** The calendar's weeks start on Monday (as the availabilities screen's). */
export const FIRST_DAY_OF_WEEK = 1;

/** The longest range the events query answers (001 §2.7: at most 62 days). */
export const MAX_RANGE_DAYS = 62;

export interface DateRange {
  from: string;
  to: string;
}

const day = (date: string) => DateTime.fromISO(date, { zone: 'UTC' });
const iso = (d: DateTime) => d.toISODate() as string;

export const addDays = (date: string, days: number): string => iso(day(date).plus({ days }));

const weekStart = (date: string): string => {
  const d = day(date);
  const back = (d.weekday - FIRST_DAY_OF_WEEK + 7) % 7;
  return iso(d.minus({ days: back }));
};

/** The local dates a view shows around `date`: the day, its week, or the whole weeks of its month. */
export function visibleRange(view: CalendarView, date: string): DateRange {
  if (view === 'day') return { from: date, to: date };
  if (view === 'week') {
    const from = weekStart(date);
    return { from, to: addDays(from, 6) };
  }
  const first = iso(day(date).startOf('month'));
  const last = iso(day(date).endOf('month'));
  return { from: weekStart(first), to: addDays(weekStart(last), 6) };
}

/**
 * The business dates to ask for: the shown range and a day on each side, since the viewer's zone
 * may be a day ahead of or behind the business's.
 */
export const queryRange = (range: DateRange): DateRange => ({
  from: addDays(range.from, -1),
  to: addDays(range.to, 1),
});

/** The date a step back, forward or to today leads to. */
export function stepDate(
  view: CalendarView,
  date: string,
  step: 'PREV' | 'NEXT' | 'TODAY',
  today: string,
): string {
  if (step === 'TODAY') return today;
  const sign = step === 'NEXT' ? 1 : -1;
  const d = day(date);
  if (view === 'day') return iso(d.plus({ days: sign }));
  if (view === 'week') return iso(d.plus({ weeks: sign }));
  return iso(d.plus({ months: sign }).startOf('month'));
}

/** The instant of a local date's noon in a zone (the calendar's `date`: safe from DST edges). */
export const dateAt = (date: string, zone: string): Date =>
  DateTime.fromISO(date, { zone }).set({ hour: 12 }).toJSDate();

/** The local date an instant falls on in a zone. */
export const localDate = (instant: Date, zone: string): string =>
  DateTime.fromJSDate(instant).setZone(zone).toISODate() as string;

/** An instant as ISO with the zone's offset, without milliseconds ('2026-03-10T10:00:00-04:00'). */
export const isoIn = (instant: Date, zone: string): string =>
  DateTime.fromJSDate(instant).setZone(zone).toISO({ suppressMilliseconds: true }) as string;

/** 'Tue, Mar 10, 10:00 AM – 10:30 AM' in a zone (the end's date too when it is another day). */
export function formatRange(startAt: string, endAt: string, zone: string): string {
  const start = DateTime.fromISO(startAt).setZone(zone);
  const end = DateTime.fromISO(endAt).setZone(zone);
  const first = start.toFormat('ccc, LLL d, h:mm a');
  const second = start.hasSame(end, 'day') ? end.toFormat('h:mm a') : end.toFormat('ccc, LLL d, h:mm a');
  return `${first} – ${second}`;
}

/** The heading of the shown range: 'Tuesday, March 10, 2026', 'Mar 9 – 15, 2026', 'March 2026'. */
export function rangeTitle(view: CalendarView, date: string): string {
  if (view === 'day') return day(date).toFormat('cccc, LLLL d, yyyy');
  if (view === 'month') return day(date).toFormat('LLLL yyyy');
  const { from, to } = visibleRange('week', date);
  const a = day(from);
  const b = day(to);
  if (a.year !== b.year) return `${a.toFormat('LLL d, yyyy')} – ${b.toFormat('LLL d, yyyy')}`;
  if (a.month !== b.month) return `${a.toFormat('LLL d')} – ${b.toFormat('LLL d, yyyy')}`;
  return `${a.toFormat('LLL d')} – ${b.toFormat('d, yyyy')}`;
}
