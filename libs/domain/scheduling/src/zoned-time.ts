// Local wall times and instants. An instant is a point on the timeline (epoch milliseconds, or an ISO string
// in UTC); a local time is what a clock on the wall of a zone shows (a date and HH:mm, no offset). Going from
// a local time to an instant needs the zone's offset at that moment, which is not always one answer:
// - in a spring-forward gap (e.g. 02:30 on 2026-03-08 in America/New_York) the wall time never shows: no instant;
// - in a fall-back repeat (e.g. 01:30 on 2026-11-01 in America/New_York) it shows twice: two instants.
// `localToInstants` returns every answer, earliest first, so callers decide explicitly.
import { DateTime, IANAZone } from 'luxon';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface LocalDate {
  readonly year: number;
  readonly month: number; // 1-12
  readonly day: number;
}

export interface LocalTime {
  readonly hour: number;
  readonly minute: number;
}

export function zoneOf(name: string): IANAZone {
  const zone = IANAZone.create(name);
  if (!zone.isValid) throw new RangeError(`Unknown time zone "${name}"`);
  return zone;
}

/** Parses a local date 'YYYY-MM-DD' (a longer ISO string keeps only its date part). */
export function parseLocalDate(text: string): LocalDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text.trim());
  if (!match) throw new RangeError(`Not a local date (YYYY-MM-DD): "${text}"`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    throw new RangeError(`Not a calendar date: "${text}"`);
  }
  return { year, month, day };
}

/** Parses a local time 'HH:mm' (00:00-23:59; a trailing ':ss' is ignored). */
export function parseLocalTime(text: string): LocalTime {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(text.trim());
  const hour = match ? Number(match[1]) : NaN;
  const minute = match ? Number(match[2]) : NaN;
  if (!(hour >= 0 && hour <= 23 && minute >= 0 && minute <= 59)) {
    throw new RangeError(`Not a local time (HH:mm): "${text}"`);
  }
  return { hour, minute };
}

/**
 * A local date and time as "floating" milliseconds: the epoch value the same wall reading would have in UTC.
 * Floating values order and add like wall times, which is what calendar arithmetic (and rrule) needs.
 */
export function floating(date: LocalDate, time: LocalTime = { hour: 0, minute: 0 }): number {
  return Date.UTC(date.year, date.month - 1, date.day, time.hour, time.minute);
}

/** The local date of a floating value. */
export function floatingDate(value: number): LocalDate {
  const d = new Date(value);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

export function formatLocalDate(date: LocalDate): string {
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

/** The wall reading (as a floating value) of an instant in a zone. */
export function instantToFloating(instant: number, zone: string): number {
  return instant + zoneOf(zone).offset(instant) * MINUTE;
}

/**
 * Every instant at which the zone's clocks show the floating wall value, earliest first: one normally, none in
 * a spring-forward gap, two in a fall-back repeat. Offsets are probed a day either side, which covers every
 * transition in the tz database (no zone changes offset twice within a day).
 */
export function localToInstants(wall: number, zone: string): number[] {
  const z = zoneOf(zone);
  const offsets = new Set<number>();
  for (let k = -4; k <= 4; k++) offsets.add(z.offset(wall + k * 6 * HOUR));
  const instants = [...offsets]
    .map((o) => wall - o * MINUTE)
    .filter((t) => z.offset(t) * MINUTE === wall - t);
  return [...new Set(instants)].sort((a, b) => a - b);
}

/**
 * The first instant whose wall reading is at or after `wall`: the instant itself when the wall time exists
 * (the earlier one in a repeat), else the moment the clocks jump over it (the end of the gap).
 */
export function firstInstantAtOrAfter(wall: number, zone: string): number {
  const exact = localToInstants(wall, zone);
  if (exact.length > 0) return exact[0];
  const z = zoneOf(zone);
  const offsets: number[] = [];
  for (let k = -4; k <= 4; k++) offsets.push(z.offset(wall + k * 6 * HOUR));
  // The jump lies between reading the wall with the largest offset and with the smallest one.
  let lo = wall - Math.max(...offsets) * MINUTE; // wall reading here is before `wall`
  let hi = wall - Math.min(...offsets) * MINUTE; // and here after it
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (mid + z.offset(mid) * MINUTE >= wall) hi = mid;
    else lo = mid;
  }
  return hi;
}

const ISO_DAY_MS = 86_400_000;
/** Instants whose ISO form is YYYY-MM-DDTHH:mm:ss.sssZ (years 1970 to 9999). */
const FOUR_DIGIT_YEARS = 253_402_300_800_000;
const two = (n: number) => (n < 10 ? '0' : '') + n;
const three = (n: number) => (n < 10 ? '00' : n < 100 ? '0' : '') + n;
/** The date part of the last day formatted: answers list many instants of one day in a row. */
let lastDay = NaN;
let lastDayIso = '';

/** An instant as an ISO string in UTC, e.g. 2026-03-10T20:00:00.000Z (the same text as toISOString). */
export function toIso(instant: number | Date): string {
  const ms = +instant;
  if (!(ms >= 0 && ms < FOUR_DIGIT_YEARS) || !Number.isInteger(ms)) return new Date(ms).toISOString();
  const day = Math.floor(ms / ISO_DAY_MS);
  if (day !== lastDay) {
    lastDayIso = new Date(day * ISO_DAY_MS).toISOString().slice(0, 11);
    lastDay = day;
  }
  const t = ms - day * ISO_DAY_MS;
  const s = Math.floor(t / 1000);
  return `${lastDayIso}${two(Math.floor(s / 3600))}:${two(Math.floor(s / 60) % 60)}:${two(s % 60)}.${three(t % 1000)}Z`;
}

/** The local date an instant (epoch ms) falls on in the zone. */
export function localDateAt(instant: number, zone: string): LocalDate {
  return floatingDate(instantToFloating(instant, zone));
}

/** The weekday of a local date: 0 Sunday to 6 Saturday. */
export function weekdayOf(date: LocalDate): number {
  return new Date(floating(date)).getUTCDay();
}

/**
 * The common shape of an instant as the API and the web app write it, 'YYYY-MM-DDTHH:mm[:ss[.SSS]]' and Z or
 * an offset ±HH:mm, read without building a date-time object (every booking request reads a few); any other
 * ISO form goes to luxon.
 */
const PLAIN_INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(?:(Z)|([+-])(\d{2}):(\d{2}))$/i;

function plainInstant(text: string): number | null {
  const m = PLAIN_INSTANT.exec(text);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = [1, 2, 3, 4, 5, 6].map((i) => Number(m[i] ?? 0));
  const ms = m[7] ? Number(m[7].padEnd(3, '0')) : 0;
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null;
  const offsetHours = m[8] ? 0 : Number(m[10]);
  const offsetMinutes = m[8] ? 0 : Number(m[11]);
  if (offsetMinutes > 59) return null;
  const local = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  // a day the month does not have (Feb 30) rolls over: refused
  if (new Date(local).getUTCDate() !== day) return null;
  const offset = (offsetHours * 60 + offsetMinutes) * 60_000 * (m[9] === '-' ? -1 : 1);
  return local - offset;
}

/** Parses an ISO instant (with Z or an offset) or passes epoch milliseconds / a Date through. */
export function toInstant(value: number | string | Date): number {
  if (typeof value === 'number') return value;
  if (value instanceof Date) return value.getTime();
  const plain = plainInstant(value);
  if (plain !== null) return plain;
  const parsed = DateTime.fromISO(value, { setZone: true });
  if (!parsed.isValid || !/(Z|[+-]\d{2}:?\d{2})$/i.test(value.trim())) {
    throw new RangeError(`Not an ISO instant with an offset: "${value}"`);
  }
  return parsed.toMillis();
}

/**
 * An instant as the viewer sees it in their zone; by default ISO with the viewer's offset
 * (2026-03-10T16:00:00.000-04:00), or any luxon format string (e.g. 'ccc d LLL HH:mm').
 */
export function formatInZone(instant: number | string | Date, zone: string, format?: string): string {
  zoneOf(zone);
  const dt = DateTime.fromMillis(toInstant(instant), { zone });
  return format ? dt.toFormat(format) : (dt.toISO() ?? '');
}
