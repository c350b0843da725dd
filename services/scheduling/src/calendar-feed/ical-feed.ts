import ical, { ICalEventStatus, ICalEventTransparency, escape, type ICalEventData } from 'ical-generator';
import { DateTime } from 'luxon';
import { tzlib_get_ical_block, tzlib_get_timezones } from 'timezones-ical-library';
import {
  feedDescription,
  feedLocation,
  feedOrder,
  feedStatus,
  feedSummary,
  feedUid,
  isShown,
  type FeedEvent,
} from './feed-event';

export type { EventStatus, FeedEvent } from './feed-event';

/** Whose feed it is: a client (their family's lessons) or a staff member (their calendar). */
export interface FeedOwner {
  kind: 'client' | 'staff';
  name: string;
}

/** The business a feed belongs to: its key, its full name and its IANA time zone. */
export interface FeedBusiness {
  name: string;
  fullName: string;
  timezone: string;
}

export interface CalendarFeedInput {
  business: FeedBusiness;
  owner: FeedOwner;
  /** The owner's events; the caller has chosen them (a client's family's, a staff member's). */
  events: readonly FeedEvent[];
  /** The business's includeStudentsNameInIcal. */
  includeStudentsNames: boolean;
  /** The instant the feed is produced (epoch ms): every DTSTAMP. */
  now: number;
  /** PRODID, a formal public identifier such as '-//Tempo//Scheduling//EN'. */
  productId?: string;
}

/** The PRODID a feed carries when the caller names none. */
export const DEFAULT_PRODUCT_ID = '-//Tempo//Scheduling//EN';

/**
 * The VTIMEZONE component of an IANA zone, from the zone data the iCalendar time-zone library ships
 * (no file, network or clock is read). A zone it does not know is refused: a TZID must always have
 * its VTIMEZONE in the same feed.
 */
export function vtimezone(zone: string): string {
  const block = ZONES.has(zone) ? tzlib_get_ical_block(zone) : null;
  if (!Array.isArray(block) || typeof block[0] !== 'string' || !block[0].includes('BEGIN:VTIMEZONE')) {
    throw new Error(`Unknown time zone: ${zone}`);
  }
  return block[0];
}

/** The zones the library has data for, asked first so an unknown zone is refused without its log line. */
const ZONES: ReadonlySet<string> = new Set(
  ((list) => (Array.isArray(list) ? list : []))(tzlib_get_timezones()),
);

/** An instant as the wall-clock time of the business's zone, so it is written with TZID and no 'Z'. */
function inZone(instant: Date, zone: string): DateTime {
  const local = DateTime.fromJSDate(instant, { zone });
  if (!local.isValid) throw new Error(`Invalid event time in ${zone}: ${String(instant)}`);
  return local;
}

/**
 * One VEVENT: UID stable per event and business; DTSTART/DTEND with TZID of the business zone (the
 * same wall-clock hour on either side of a DST change); DTSTAMP the feed's `now` in UTC; SUMMARY,
 * LOCATION, DESCRIPTION and STATUS by the rules of feed-event.ts. A cancelled event is TRANSPARENT,
 * so it no longer shows its time as busy.
 */
function eventData(input: CalendarFeedInput, event: FeedEvent): ICalEventData {
  const zone = input.business.timezone;
  const status = feedStatus(event.status);
  return {
    id: feedUid(event.id, input.business.name),
    timezone: zone,
    start: inZone(event.startAt, zone),
    end: inZone(event.endAt, zone),
    stamp: new Date(input.now),
    summary: feedSummary(event, input.includeStudentsNames),
    location: feedLocation(event),
    description: feedDescription(event),
    status: ICalEventStatus[status],
    transparency: status === 'CANCELLED' ? ICalEventTransparency.TRANSPARENT : ICalEventTransparency.OPAQUE,
  };
}

/** X-WR-CALNAME: '<business full name> – <owner name>'. */
export function feedName(business: FeedBusiness, owner: FeedOwner): string {
  return `${business.fullName} – ${owner.name}`;
}

/**
 * The iCalendar text (RFC 5545) of a person's feed: deleted events left out, the others by start
 * time, each with TZID of the business zone, the zone's VTIMEZONE once, X-WR-CALNAME and
 * X-WR-TIMEZONE. The same input always gives the same text.
 */
export function calendarFeed(input: CalendarFeedInput): string {
  const zone = input.business.timezone;
  const component = vtimezone(zone);
  if (!Number.isFinite(input.now)) throw new Error(`Invalid feed time: ${input.now}`);
  const calendar = ical({
    prodId: (input.productId ?? DEFAULT_PRODUCT_ID).replace(/^-/, ''),
    // The library writes the name as it is given; escaped here, it reads back as the text itself.
    name: escape(feedName(input.business, input.owner), false),
    // No calendar-wide zone name, so DTSTAMP stays UTC; each event names the zone instead.
    timezone: { name: null, generator: (tz) => (tz === zone ? component : vtimezone(tz)) },
    x: [['X-WR-TIMEZONE', zone]],
  });
  for (const event of feedOrder(input.events)) {
    if (isShown(event)) calendar.createEvent(eventData(input, event));
  }
  return calendar.toString();
}
