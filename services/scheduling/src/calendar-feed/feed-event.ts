/**
 * What a calendar feed says about one event (001 §3.5, §4.1): the rules that turn an event's status,
 * people, place and note into the words of its VEVENT. Pure functions of their arguments.
 */

/** The event statuses of 001 §4.1. */
export type EventStatus =
  | 'EVENT_STATUS_ACTIVE'
  | 'EVENT_STATUS_STAFF_CANCELED'
  | 'EVENT_STATUS_LATE_CANCELED'
  | 'EVENT_STATUS_CANCELED'
  | 'EVENT_STATUS_DELETED'
  | 'EVENT_STATUS_COMPLETED'
  | 'EVENT_STATUS_HOLD'
  | 'EVENT_STATUS_LOCATION_SKIP';

/** One event as a feed shows it; the caller has already chosen whose events these are. */
export interface FeedEvent {
  id: string;
  name: string;
  startAt: Date;
  endAt: Date;
  status: EventStatus;
  locationName?: string | null;
  roomName?: string | null;
  note?: string | null;
  /** The students' names, in the order the event lists them. */
  clients: readonly string[];
  /** The staff members' names, in the order the event lists them. */
  staff: readonly string[];
  recurringId?: string | null;
}

/** The STATUS values of RFC 5545 §3.8.1.11 a VEVENT may carry. */
export type FeedStatus = 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';

const CANCELLED: ReadonlySet<EventStatus> = new Set<EventStatus>([
  'EVENT_STATUS_CANCELED',
  'EVENT_STATUS_LATE_CANCELED',
  'EVENT_STATUS_STAFF_CANCELED',
  'EVENT_STATUS_LOCATION_SKIP',
]);

/** The suffixes 001 §4.1 shows after an event's name for its status; active and completed have none. */
const SUFFIX: Partial<Record<EventStatus, string>> = {
  EVENT_STATUS_STAFF_CANCELED: ' (staff canceled)',
  EVENT_STATUS_LATE_CANCELED: ' (late canceled)',
  EVENT_STATUS_CANCELED: ' (canceled)',
  EVENT_STATUS_HOLD: ' (hold)',
  EVENT_STATUS_LOCATION_SKIP: ' (closed)',
};

/** A deleted event is left out of every feed; every other status is shown. */
export function isShown(event: FeedEvent): boolean {
  return event.status !== 'EVENT_STATUS_DELETED';
}

/**
 * Canceled, late canceled, staff canceled and location-skipped (closed) events are CANCELLED, an event on
 * hold is TENTATIVE, and every other shown event is CONFIRMED.
 */
export function feedStatus(status: EventStatus): FeedStatus {
  if (CANCELLED.has(status)) return 'CANCELLED';
  return status === 'EVENT_STATUS_HOLD' ? 'TENTATIVE' : 'CONFIRMED';
}

/** Names joined with ', ', blank names dropped; '' when none is left. */
function joinNames(names: readonly string[]): string {
  return names
    .map((name) => name.trim())
    .filter((name) => name !== '')
    .join(', ');
}

/**
 * SUMMARY: the event's name, then ' – ' and the students' names only when the business shows them
 * (includeStudentsNameInIcal) and the event has any, then the status suffix of 001 §4.1.
 */
export function feedSummary(event: FeedEvent, includeStudentsNames: boolean): string {
  const students = includeStudentsNames ? joinNames(event.clients) : '';
  const named = students === '' ? event.name : `${event.name} – ${students}`;
  return named + (SUFFIX[event.status] ?? '');
}

/** LOCATION: 'location, room' with whichever of the two is present; null when neither is. */
export function feedLocation(event: FeedEvent): string | null {
  const parts = [event.locationName, event.roomName]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '');
  return parts.length === 0 ? null : parts.join(', ');
}

/** DESCRIPTION: 'Staff: <names>' when the event has staff, then the note when it has one; null if neither. */
export function feedDescription(event: FeedEvent): string | null {
  const staff = joinNames(event.staff);
  const note = event.note?.trim() ?? '';
  const lines = [staff === '' ? '' : `Staff: ${staff}`, note].filter((line) => line !== '');
  return lines.length === 0 ? null : lines.join('\n\n');
}

/**
 * UID: stable for an event of a business, '<eventId>@<business>.tempo', each part percent-encoded so a
 * UID never holds a character iCalendar would have to escape.
 */
export function feedUid(eventId: string, business: string): string {
  return `${encodeURIComponent(eventId)}@${encodeURIComponent(business)}.tempo`;
}

/** Events in the order a feed lists them: by start, then end, then id, whatever order they came in. */
export function feedOrder(events: readonly FeedEvent[]): FeedEvent[] {
  return [...events].sort(
    (a, b) =>
      a.startAt.getTime() - b.startAt.getTime() ||
      a.endAt.getTime() - b.endAt.getTime() ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}
