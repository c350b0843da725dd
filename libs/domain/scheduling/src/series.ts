// Recurring event series: a start date, a local fromTime-toTime, an IANA zone and an RFC 5545 RRULE, read
// exactly like RecurringHours (see recurrence.ts for the DST rules: a weekly 16:00 stays 16:00 local, a start in
// a spring-forward gap does not occur, a repeated wall time takes the earlier offset).
// - A series is bounded: its rrule has UNTIL or COUNT, or the caller gives a horizon to expand up to.
// - originalStartAt is the rule's own start instant for an occurrence's local date; it never changes when the
//   occurrence alone is moved (it becomes a recurringOutlier), and it identifies the occurrence's local date.
// - Editing scopes 'this' | 'following' | 'all' are planned in series-change.ts.
import { Interval } from './intervals';
import { Occurrence, RecurringHours, expandHours, isSupportedRule } from './recurrence';
import {
  firstInstantAtOrAfter,
  floating,
  floatingDate,
  formatLocalDate,
  localDateAt,
  parseLocalDate,
  parseLocalTime,
  zoneOf,
} from './zoned-time';

const DAY = 86_400_000;
/** Expanding a bounded series runs up to here (the rule's own UNTIL or COUNT stops it first). */
const END_OF_TIME = Date.UTC(9000, 0, 1);

export interface SeriesRule extends RecurringHours {
  readonly rrule: string;
}

export interface SeriesOccurrence {
  /** The local date (in the rule's zone) the rule places this occurrence on. */
  readonly localDate: string;
  readonly originalStartAt: number;
  readonly startAt: number;
  readonly endAt: number;
}

/** An occurrence as stored: an event of the series (spec 001 §3.5), status e.g. 'EVENT_STATUS_ACTIVE'. */
export interface StoredOccurrence {
  readonly id: string;
  readonly originalStartAt: number;
  readonly startAt: number;
  readonly endAt: number;
  readonly recurringOutlier: boolean;
  readonly status: string;
}

export type SeriesScope = 'this' | 'following' | 'all';

export interface SeriesSplit {
  /** The series cut the day before (UNTIL on its last earlier occurrence); null when nothing is earlier. */
  readonly before: SeriesRule | null;
  /** A new series starting on the first occurrence at or after the date. */
  readonly after: SeriesRule;
}

/** The local date an instant falls on in a zone. */
export const localDateOf = (instant: number, zone: string): string =>
  formatLocalDate(localDateAt(instant, zone));
const addDays = (date: string, days: number) =>
  formatLocalDate(floatingDate(floating(parseLocalDate(date)) + days * DAY));
const midnight = (date: string, zone: string) => firstInstantAtOrAfter(floating(parseLocalDate(date)), zone);

function ruleLine(text: string): { lines: string[]; index: number } {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  return { lines, index: lines.findIndex((l) => !/^(EXDATE|DTSTART)\b/i.test(l)) };
}

function hasPart(text: string, name: 'COUNT' | 'UNTIL'): boolean {
  const { lines, index } = ruleLine(text);
  return index >= 0 && new RegExp(`(^|[;:])${name}=`, 'i').test(lines[index]);
}

/** True when the rule ends by itself (UNTIL or COUNT). */
export function isBoundedSeries(rule: SeriesRule): boolean {
  return hasPart(rule.rrule, 'UNTIL') || hasPart(rule.rrule, 'COUNT');
}

/** The rule with COUNT and UNTIL removed, ending on `date` (a local UNTIL at 23:59:59) when given. */
function endingOn(rule: SeriesRule, date: string | null): SeriesRule {
  const { lines, index } = ruleLine(rule.rrule);
  const prefix = /^RRULE:/i.test(lines[index]) ? lines[index].slice(0, 6) : '';
  const parts = lines[index]
    .slice(prefix.length)
    .split(';')
    .filter((p) => p && !/^(COUNT|UNTIL)=/i.test(p));
  if (date) parts.push(`UNTIL=${date.replace(/-/g, '')}T235959`);
  lines[index] = prefix + parts.join(';');
  return { ...rule, rrule: lines.join('\n') };
}

const toSeries = (o: Occurrence): SeriesOccurrence => ({
  localDate: o.localDate,
  originalStartAt: o.start,
  startAt: o.start,
  endAt: o.end,
});

/** Occurrences on local dates from `from` to `to` inclusive (to the series' end when `to` is absent). */
export function occurrencesBetween(rule: SeriesRule, from: string, to?: string): SeriesOccurrence[] {
  if (to === undefined && !isBoundedSeries(rule))
    throw new RangeError('a series without an end needs a last date');
  if (to !== undefined && to < from) return [];
  const end = to === undefined ? END_OF_TIME : midnight(addDays(to, 1), rule.timezone);
  return expandHours(rule, { start: midnight(from, rule.timezone), end })
    .map(toSeries)
    .filter((o) => o.localDate >= from && (to === undefined || o.localDate <= to));
}

/** A message when the rule cannot be a series, else null. `horizon`: the caller bounds the expansion. */
export function seriesRuleError(rule: SeriesRule, options: { horizon?: boolean } = {}): string | null {
  const fails = (check: () => unknown) => {
    try {
      check();
      return false;
    } catch {
      return true;
    }
  };
  if (fails(() => parseLocalDate(rule.startDate))) return 'startDate must be a date (YYYY-MM-DD)';
  if (fails(() => parseLocalTime(rule.fromTime))) return 'fromTime must be a time (HH:mm)';
  if (fails(() => parseLocalTime(rule.toTime))) return 'toTime must be a time (HH:mm)';
  if (fails(() => zoneOf(rule.timezone))) return 'timezone is not a known time zone';
  if (!rule.rrule || ruleLine(rule.rrule).index < 0) return 'rrule is required';
  if (!isSupportedRule(rule.rrule)) return 'rrule is not a supported rule';
  if (hasPart(rule.rrule, 'UNTIL') && hasPart(rule.rrule, 'COUNT'))
    return 'rrule cannot have both UNTIL and COUNT';
  if (!options.horizon && !isBoundedSeries(rule))
    return 'a recurring series must end: rrule needs UNTIL or COUNT';
  return null;
}

/** 'endAt must be after startAt' unless the times make a non-empty occurrence. */
export function occurrenceTimesError(startAt: number, endAt: number): string | null {
  return Number.isFinite(startAt) && Number.isFinite(endAt) && endAt > startAt
    ? null
    : 'endAt must be after startAt';
}

function assertValid(message: string | null): void {
  if (message) throw new RangeError(message);
}

/**
 * The occurrences of the series in order: all of them for a bounded rule, or those overlapping `window`
 * (required for a rule without UNTIL or COUNT). Throws a RangeError with the validation message otherwise.
 */
export function seriesOccurrences(rule: SeriesRule, window?: Interval): SeriesOccurrence[] {
  assertValid(seriesRuleError(rule, { horizon: window !== undefined }));
  if (!window) return occurrencesBetween(rule, rule.startDate);
  return expandHours(rule, window).map(toSeries);
}

/** The series ended on its last occurrence before `localDate`, or null when it has none before. */
export function endSeriesBefore(rule: SeriesRule, localDate: string): SeriesRule | null {
  const last = occurrencesBetween(rule, rule.startDate, addDays(localDate, -1)).at(-1);
  return last ? endingOn(rule, last.localDate) : null;
}

/** The first occurrence on or after `localDate` (looking up to about 110 years ahead), or null. */
function firstFrom(rule: SeriesRule, localDate: string): SeriesOccurrence | null {
  for (const days of [400, 4_000, 40_000]) {
    const found = occurrencesBetween(rule, localDate, addDays(localDate, days))[0];
    if (found) return found;
  }
  return null;
}

/**
 * 'This and following' split at a local date. `before` keeps every part of the rule but ends with UNTIL on its
 * last occurrence before the date (COUNT is replaced); `after` starts on the first occurrence at or after the
 * date and ends where the original did (a COUNT becomes an UNTIL on the original's last occurrence).
 * Together they give exactly the original's occurrences. Throws when nothing occurs on or after the date.
 */
export function splitSeriesAt(rule: SeriesRule, localDate: string): SeriesSplit {
  assertValid(seriesRuleError(rule, { horizon: true }));
  const date = formatLocalDate(parseLocalDate(localDate));
  const first = firstFrom(rule, date);
  if (!first) throw new RangeError(`the series has no occurrence on or after ${date}`);
  const ending = hasPart(rule.rrule, 'COUNT')
    ? endingOn(rule, occurrencesBetween(rule, date).at(-1)!.localDate)
    : rule;
  return { before: endSeriesBefore(rule, date), after: { ...ending, startDate: first.localDate } };
}

/** One occurrence moved on its own: it becomes a recurringOutlier and keeps its originalStartAt. */
export function moveOccurrence<T extends { readonly originalStartAt: number }>(
  occurrence: T,
  startAt: number,
  endAt: number,
): T & { startAt: number; endAt: number; recurringOutlier: true } {
  assertValid(occurrenceTimesError(startAt, endAt));
  return { ...occurrence, startAt, endAt, recurringOutlier: true };
}

export interface ScheduleCheck {
  /** What remains of the current series: it ends the day before the change (null when nothing is earlier). */
  readonly before: SeriesRule | null;
  /** Occurrences of the new rule that fit. */
  readonly place: SeriesOccurrence[];
  /** Occurrences of the new rule that `busy` refused, with its reason. */
  readonly conflicts: { readonly occurrence: SeriesOccurrence; readonly reason: string }[];
}

/**
 * A schedule change from a local date on (/events/:id/change-recurring-schedule): the occurrences of `newRule`
 * from that date (up to `horizonEnd`, required when the new rule has no UNTIL or COUNT), each checked with the
 * caller's `busy` (a reason such as the taken staff or room, or null). Nothing is saved here: the caller saves
 * only when it accepts the lists.
 */
export function changeScheduleFrom(
  rule: SeriesRule,
  fromLocalDate: string,
  newRule: SeriesRule,
  busy: (occurrence: SeriesOccurrence) => string | null,
  horizonEnd?: number,
): ScheduleCheck {
  assertValid(seriesRuleError(rule, { horizon: true }));
  assertValid(seriesRuleError(newRule, { horizon: horizonEnd !== undefined }));
  const from = formatLocalDate(parseLocalDate(fromLocalDate));
  const to = horizonEnd === undefined ? undefined : localDateOf(horizonEnd - 1, newRule.timezone);
  const result: ScheduleCheck = { before: endSeriesBefore(rule, from), place: [], conflicts: [] };
  for (const occurrence of occurrencesBetween(newRule, from, to)) {
    if (horizonEnd !== undefined && occurrence.startAt >= horizonEnd) continue;
    const reason = busy(occurrence);
    if (reason) result.conflicts.push({ occurrence, reason });
    else result.place.push(occurrence);
  }
  return result;
}
