// Recurring local hours (a location's hoursOpen/hoursClosed, a staff member's open or blocked hours): a start
// date, a local fromTime-toTime and an IANA zone, repeated by an RFC 5545 RRULE, expanded into instants.
//
// Expansion happens in the rule's OWN zone. The dates are expanded by rrule on "floating" values (the wall
// reading written as if it were UTC, so rrule never applies an offset and a DST change cannot move a weekday
// or an hour), then each local date and wall time is placed in the zone:
// - A weekly 16:00 stays 16:00 local on both sides of a DST change (its UTC instant moves by the shift).
// - A start whose wall time falls in a spring-forward gap never shows on the clocks: that occurrence does not
//   exist and is skipped (stretching it to the end of the gap would invent hours nobody set).
// - A wall time that shows twice in a fall-back repeat is read with the EARLIER offset (the first time the
//   clocks show it), for starts and ends alike, so the repeated hour is never counted twice.
// - An end whose wall time falls in a gap ends when the clocks jump over it.
// - toTime <= fromTime means the hours cross midnight and end on the next local day (equal times: 24 hours).
import { Frequency, Options, RRule } from 'rrule';
import { Interval, normalise } from './intervals';
import {
  firstInstantAtOrAfter,
  floating,
  floatingDate,
  formatLocalDate,
  instantToFloating,
  localToInstants,
  parseLocalDate,
  parseLocalTime,
  zoneOf,
} from './zoned-time';

const DAY = 86_400_000;

export interface RecurringHours {
  /** First local date, 'YYYY-MM-DD' (the rule's DTSTART date; a DTSTART line in `rrule` is ignored). */
  readonly startDate: string;
  /** Local wall times 'HH:mm'. */
  readonly fromTime: string;
  readonly toTime: string;
  /** IANA zone the local times are read in, e.g. 'America/New_York'. */
  readonly timezone: string;
  /** RFC 5545 text, e.g. 'FREQ=WEEKLY;BYDAY=TU' or 'RRULE:FREQ=MONTHLY;BYMONTHDAY=1;COUNT=6', optionally with
   *  EXDATE lines; empty or absent: a single occurrence on startDate. */
  readonly rrule?: string | null;
  /** Local dates 'YYYY-MM-DD' on which the hours do not occur. */
  readonly exceptDates?: readonly string[];
}

export interface Occurrence extends Interval {
  /** The local date the occurrence starts on, in the rule's zone. */
  readonly localDate: string;
}

interface ParsedRule {
  readonly options: Partial<Options> | null;
  readonly exceptDates: ReadonlySet<string>;
}

function exdateValues(line: string): string[] {
  const value = line.slice(line.indexOf(':') + 1);
  return value
    .split(',')
    .map((v) => v.trim())
    .filter((v) => /^\d{8}/.test(v))
    .map((v) => `${v.slice(0, 4)}-${v.slice(4, 6)}-${v.slice(6, 8)}`);
}

function parseRule(rule: RecurringHours): ParsedRule {
  const exceptDates = new Set((rule.exceptDates ?? []).map((d) => formatLocalDate(parseLocalDate(d))));
  let options: Partial<Options> | null = null;
  for (const raw of (rule.rrule ?? '').split(/\r?\n/)) {
    const line = raw.trim();
    const name = line.split(/[:;]/)[0].toUpperCase();
    if (!line || name === 'DTSTART') continue;
    if (name === 'EXDATE') {
      exdateValues(line).forEach((d) => exceptDates.add(d));
      continue;
    }
    const text = name === 'RRULE' ? line.slice(line.indexOf(':') + 1) : line;
    options = { ...RRule.parseString(text) };
    const until = /UNTIL=(\d{8})(T\d{6}(Z?))?/i.exec(text);
    if (until && options.until) {
      if (!until[2]) {
        // A date-only UNTIL includes that whole local date.
        options.until = new Date(options.until.getTime() + DAY - 1);
      } else if (until[3]) {
        // A UTC UNTIL is an instant: read its wall time in the rule's zone.
        options.until = new Date(instantToFloating(options.until.getTime(), rule.timezone));
      }
    }
    if (options.freq === undefined) throw new RangeError(`RRULE without FREQ: "${text}"`);
  }
  return { options, exceptDates };
}

/** The local dates (floating midnight) on which the rule occurs, between two floating values inclusive. */
function localDates(rule: RecurringHours, parsed: ParsedRule, from: number, to: number): number[] {
  const first = floating(parseLocalDate(rule.startDate));
  if (!parsed.options) return first >= from && first <= to ? [first] : [];
  // DTSTART carries the local start time, so an UNTIL on the last day compares against the real start.
  const dtstart = floating(parseLocalDate(rule.startDate), parseLocalTime(rule.fromTime));
  const recurrence = new RRule({ ...parsed.options, dtstart: new Date(dtstart), tzid: null });
  return recurrence
    .between(new Date(from), new Date(to), true)
    .map((d) => floating(floatingDate(d.getTime())));
}

/** The occurrence on one local date, or null when its start falls in a spring-forward gap. */
export function occurrenceOn(rule: RecurringHours, localDate: string): Occurrence | null {
  const date = parseLocalDate(localDate);
  const from = parseLocalTime(rule.fromTime);
  const to = parseLocalTime(rule.toTime);
  const wallStart = floating(date, from);
  const crossesMidnight = to.hour * 60 + to.minute <= from.hour * 60 + from.minute;
  const wallEnd = floating(date, to) + (crossesMidnight ? DAY : 0);
  const starts = localToInstants(wallStart, rule.timezone);
  if (starts.length === 0) return null; // the start never shows on the clocks
  const start = starts[0]; // the earlier offset wins in a repeated hour
  const end = firstInstantAtOrAfter(wallEnd, rule.timezone); // also the earlier offset when repeated
  return end > start ? { start, end, localDate: formatLocalDate(date) } : null;
}

/**
 * Every occurrence of the rule that overlaps `window` ([start, end) instants), whole (not clipped), ordered
 * by start.
 */
export function expandHours(rule: RecurringHours, window: Interval): Occurrence[] {
  zoneOf(rule.timezone);
  if (!(window.end > window.start)) return [];
  const parsed = parseRule(rule);
  // Local dates that can produce an overlapping occurrence: one day before the window's first local date
  // (hours crossing midnight) to the window's last local date.
  const fromDay = floating(floatingDate(instantToFloating(window.start, rule.timezone))) - DAY;
  const toDay = floating(floatingDate(instantToFloating(window.end, rule.timezone)));
  return localDates(rule, parsed, fromDay, toDay + DAY - 1)
    .map((day) => formatLocalDate(floatingDate(day)))
    .filter((day) => !parsed.exceptDates.has(day))
    .map((day) => occurrenceOn(rule, day))
    .filter((o): o is Occurrence => o !== null && o.start < window.end && o.end > window.start);
}

/** All hours of several rules inside `window`, as one normalised interval set clipped to the window. */
export function expandAllHours(rules: readonly RecurringHours[], window: Interval): Interval[] {
  const pieces = rules.flatMap((rule) => expandHours(rule, window));
  return normalise(
    pieces.map((o) => ({ start: Math.max(o.start, window.start), end: Math.min(o.end, window.end) })),
  );
}

/** True when the rule text parses as a supported RRULE (weekly, monthly, daily or yearly). */
export function isSupportedRule(text: string): boolean {
  try {
    const parsed = parseRule({
      startDate: '2000-01-01',
      fromTime: '00:00',
      toTime: '01:00',
      timezone: 'UTC',
      rrule: text,
    });
    const freq = parsed.options?.freq;
    return (
      freq === undefined ||
      [Frequency.YEARLY, Frequency.MONTHLY, Frequency.WEEKLY, Frequency.DAILY].includes(freq)
    );
  } catch {
    return false;
  }
}
