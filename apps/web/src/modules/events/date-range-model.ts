/**
 * The date-range presets of 001 §9 as local dates 'YYYY-MM-DD' (both ends included), from the
 * viewer's today. Weeks run Monday to Sunday; quarters are calendar quarters; 'Last N days' and
 * 'Last N Months' end today.
 */

export interface DateRange {
  from: string;
  to: string;
}

export const DATE_RANGE_PRESETS = [
  'Today',
  'Tomorrow',
  'This Week',
  'Next Week',
  'Current Month',
  'Last Month',
  'Next Month',
  'Last 3 Months',
  'Last 6 Months',
  'Last 7 days',
  'Last 30 days',
  'Last 60 days',
  'Last 90 days',
  'Current Quarter',
  'Last Quarter',
] as const;

export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];

const pad = (n: number) => String(n).padStart(2, '0');
const toDate = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const parse = (date: string) => new Date(`${date}T00:00:00Z`);

/** A local date moved by a number of days. */
export function addDays(date: string, days: number): string {
  const d = parse(date);
  d.setUTCDate(d.getUTCDate() + days);
  return toDate(d);
}

/** A local date moved by whole months, kept within the target month (31 Mar - 1 month = 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const d = parse(date);
  const day = d.getUTCDate();
  const first = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, last));
  return toDate(first);
}

const monthStart = (date: string, shift = 0) => {
  const d = parse(date);
  return toDate(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + shift, 1)));
};
const monthEnd = (date: string, shift = 0) => {
  const d = parse(date);
  return toDate(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + shift + 1, 0)));
};

/** Monday of the week of a date. */
export const weekStart = (date: string): string => addDays(date, -((parse(date).getUTCDay() + 6) % 7));

const quarterStart = (date: string, shift = 0) => {
  const d = parse(date);
  const q = Math.floor(d.getUTCMonth() / 3) + shift;
  return toDate(new Date(Date.UTC(d.getUTCFullYear(), q * 3, 1)));
};

/** The dates a preset covers, seen from `today`. */
export function presetRange(preset: DateRangePreset, today: string): DateRange {
  switch (preset) {
    case 'Today':
      return { from: today, to: today };
    case 'Tomorrow':
      return { from: addDays(today, 1), to: addDays(today, 1) };
    case 'This Week':
      return { from: weekStart(today), to: addDays(weekStart(today), 6) };
    case 'Next Week':
      return { from: addDays(weekStart(today), 7), to: addDays(weekStart(today), 13) };
    case 'Current Month':
      return { from: monthStart(today), to: monthEnd(today) };
    case 'Last Month':
      return { from: monthStart(today, -1), to: monthEnd(today, -1) };
    case 'Next Month':
      return { from: monthStart(today, 1), to: monthEnd(today, 1) };
    case 'Last 3 Months':
      return { from: addDays(addMonths(today, -3), 1), to: today };
    case 'Last 6 Months':
      return { from: addDays(addMonths(today, -6), 1), to: today };
    case 'Last 7 days':
      return { from: addDays(today, -6), to: today };
    case 'Last 30 days':
      return { from: addDays(today, -29), to: today };
    case 'Last 60 days':
      return { from: addDays(today, -59), to: today };
    case 'Last 90 days':
      return { from: addDays(today, -89), to: today };
    case 'Current Quarter':
      return { from: quarterStart(today), to: addDays(quarterStart(today, 1), -1) };
    case 'Last Quarter':
      return { from: quarterStart(today, -1), to: addDays(quarterStart(today), -1) };
  }
}

/** Days from one date to another, both included. */
export const daysIn = (r: DateRange): number =>
  Math.round((parse(r.to).getTime() - parse(r.from).getTime()) / 86_400_000) + 1;

export const isDate = (s: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(s) && toDate(parse(s)) === s;

/** Why a chosen range cannot be asked for, or null: both dates, in order, at most `maxDays` long. */
export function rangeError(r: Partial<DateRange>, maxDays?: number): string | null {
  if (!r.from || !isDate(r.from)) return 'A start date is required';
  if (!r.to || !isDate(r.to)) return 'An end date is required';
  if (r.to < r.from) return 'The end date must not be before the start date';
  if (maxDays && daysIn(r as DateRange) > maxDays) return `Choose at most ${maxDays} days`;
  return null;
}
