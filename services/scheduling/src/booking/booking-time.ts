// How a booked period reads in messages: '4:00 PM–5:00 PM on Tue, Mar 9', in the business's zone
// (US English wall times); a period ending on another local day names both days.
import { DateTime } from 'luxon';
import { toInstant, zoneOf } from '@tempo/scheduling-rules';

export type Instant = number | string | Date;

const wallTime = (at: Instant, zone: string): DateTime =>
  DateTime.fromMillis(toInstant(at), { zone: zoneOf(zone), locale: 'en-US' });

const time = (t: DateTime): string => t.toFormat('h:mm a');
const day = (t: DateTime): string => t.toFormat('ccc, LLL d');

/** A half-open period [startAt, endAt) as its local times and day(s) in the zone. */
export function periodText(startAt: Instant, endAt: Instant, zone: string): string {
  const s = wallTime(startAt, zone);
  // the last instant inside the period decides its last day: a period ending at midnight stays on its day
  const last = wallTime(toInstant(endAt) - 1, zone);
  const e = wallTime(endAt, zone);
  return s.hasSame(last, 'day')
    ? `${time(s)}–${time(e)} on ${day(s)}`
    : `${time(s)} on ${day(s)} – ${time(e)} on ${day(e)}`;
}
