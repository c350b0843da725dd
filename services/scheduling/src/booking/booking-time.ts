// How a booked period reads in messages: '4:00 PM–5:00 PM on Tue, Mar 9', in the business's zone
// (US English wall times); a period ending on another local day names both days.
//
// Every refused booking writes one, so the wall time is read with one Intl formatter per zone, made once
// (building a zoned date-time object per instant cost more than the rest of a refusal).
import { toInstant, zoneOf } from '@tempo/scheduling-rules';

export type Instant = number | string | Date;

interface Wall {
  /** 'h:mm AM' */
  time: string;
  /** 'Tue, Mar 9' */
  day: string;
  /** the local calendar day, to compare */
  date: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zoneOf(zone).name, // an unknown zone is refused as everywhere else
      hourCycle: 'h12',
      hour: 'numeric',
      minute: '2-digit',
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    });
    formatters.set(zone, f);
  }
  return f;
}

function wallOf(at: number, zone: string): Wall {
  const p: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of formatterOf(zone).formatToParts(at)) p[type] = value;
  return {
    time: `${p.hour}:${p.minute} ${p.dayPeriod}`,
    day: `${p.weekday}, ${p.month} ${p.day}`,
    date: `${p.year}-${p.month}-${p.day}`,
  };
}

/** A half-open period [startAt, endAt) as its local times and day(s) in the zone. */
export function periodText(startAt: Instant, endAt: Instant, zone: string): string {
  const end = toInstant(endAt);
  const s = wallOf(toInstant(startAt), zone);
  // the last instant inside the period decides its last day: a period ending at midnight stays on its day
  const last = wallOf(end - 1, zone);
  const e = wallOf(end, zone);
  return s.date === last.date
    ? `${s.time}–${e.time} on ${s.day}`
    : `${s.time} on ${s.day} – ${e.time} on ${e.day}`;
}
