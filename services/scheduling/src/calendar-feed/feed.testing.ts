import { DateTime } from 'luxon';
import { sync, type CalendarResponse, type ParameterValue, type VEvent, type VTimeZone } from 'node-ical';
import type { CalendarFeedInput, FeedEvent } from './ical-feed';

/** A frozen instant the feeds of the tests are produced at: 2027-03-01 12:00:00 UTC. */
export const NOW = Date.UTC(2027, 2, 1, 12, 0, 0);

/** An active 30-minute lesson starting at the given UTC instant, with one student and one teacher. */
export function lesson(id: string, startUtc: string, extra: Partial<FeedEvent> = {}): FeedEvent {
  const startAt = new Date(startUtc);
  return {
    id,
    name: 'Piano Private',
    startAt,
    endAt: new Date(startAt.getTime() + 30 * 60_000),
    status: 'EVENT_STATUS_ACTIVE',
    clients: ['Ana Lee'],
    staff: ['Tess Moreau'],
    ...extra,
  };
}

/** A staff member's feed of a business in `timezone`, students' names hidden unless overridden. */
export function feedInput(
  timezone: string,
  events: FeedEvent[],
  extra: Partial<CalendarFeedInput> = {},
): CalendarFeedInput {
  return {
    business: { name: 'acme', fullName: 'Acme Music School', timezone },
    owner: { kind: 'staff', name: 'Tess Moreau' },
    events,
    includeStudentsNames: false,
    now: NOW,
    ...extra,
  };
}

/** A feed read back by an independent iCalendar parser. */
export function parse(text: string): CalendarResponse {
  return sync.parseICS(text);
}

/** The VEVENTs of a parsed feed, by UID. */
export function eventsOf(text: string): Map<string, VEvent> {
  const events = new Map<string, VEvent>();
  for (const component of Object.values(parse(text))) {
    if (component?.type === 'VEVENT') events.set(component.uid, component);
  }
  return events;
}

/** The one VEVENT of a feed with the given UID; fails the test when it is missing. */
export function eventOf(text: string, uid: string): VEvent {
  const event = eventsOf(text).get(uid);
  if (event === undefined) throw new Error(`No VEVENT ${uid} in the feed`);
  return event;
}

/** The text of a parsed property, with or without parameters; '' when absent. */
export function textOf(value: ParameterValue | undefined): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : value.val;
}

/** The VTIMEZONE components of a feed. */
export function timezonesOf(text: string): VTimeZone[] {
  return Object.values(parse(text)).filter((c): c is VTimeZone => c?.type === 'VTIMEZONE');
}

/** The UTC offsets a VTIMEZONE names for its standard and daylight observances ('-0500', '-0400'…). */
export function observances(zone: VTimeZone): { standard: string[]; daylight: string[] } {
  const defs = Object.values(zone).filter((v) => typeof v === 'object' && v !== null);
  const offsets = (type: string) => defs.filter((d) => d.type === type).map((d) => d.tzoffsetto);
  return { standard: offsets('STANDARD'), daylight: offsets('DAYLIGHT') };
}

/** An instant as 'yyyy-MM-dd HH:mm' on the wall clock of `zone`. */
export function wallClock(instant: Date, zone: string): string {
  return DateTime.fromJSDate(instant, { zone }).toFormat('yyyy-MM-dd HH:mm');
}

/** The unfolded content lines of a feed (RFC 5545 §3.1). */
export function contentLines(text: string): string[] {
  return text.replace(/\r\n[ \t]/g, '').split('\r\n');
}
