import { formatInstant, isoToWall } from '../timezone/zoned-time';

/**
 * How the daily screens show an event (001 §3.5, §4.1): its statuses and their suffixes, the
 * participants' statuses, the attendance a viewer may take and the scopes of a series change.
 */

/** Event statuses (001 §4.1), their labels, display suffixes and badge colours. */
export const EVENT_STATUSES = [
  { value: 'EVENT_STATUS_ACTIVE', label: 'Active', suffix: '', color: 'blue' },
  { value: 'EVENT_STATUS_COMPLETED', label: 'Completed', suffix: '', color: 'green' },
  { value: 'EVENT_STATUS_HOLD', label: 'Hold', suffix: ' (hold)', color: 'yellow' },
  { value: 'EVENT_STATUS_CANCELED', label: 'Canceled', suffix: ' (canceled)', color: 'gray' },
  {
    value: 'EVENT_STATUS_LATE_CANCELED',
    label: 'Late canceled',
    suffix: ' (late canceled)',
    color: 'orange',
  },
  {
    value: 'EVENT_STATUS_STAFF_CANCELED',
    label: 'Staff canceled',
    suffix: ' (staff canceled)',
    color: 'gray',
  },
  { value: 'EVENT_STATUS_LOCATION_SKIP', label: 'Location closed', suffix: ' (closed)', color: 'gray' },
  { value: 'EVENT_STATUS_DELETED', label: 'Deleted', suffix: '', color: 'red' },
] as const;

export type EventStatus = (typeof EVENT_STATUSES)[number]['value'];

const statusOf = (status: string) => EVENT_STATUSES.find((s) => s.value === status);

export const eventStatusLabel = (status: string): string => statusOf(status)?.label ?? status;
export const eventStatusColor = (status: string): string => statusOf(status)?.color ?? 'gray';

/** Canceled, staff canceled and late canceled count as cancelled (001 §4.1). */
export const CANCELLED_EVENT_STATUSES: readonly string[] = [
  'EVENT_STATUS_CANCELED',
  'EVENT_STATUS_STAFF_CANCELED',
  'EVENT_STATUS_LATE_CANCELED',
];

export const isCancelledEvent = (status: string): boolean => CANCELLED_EVENT_STATUSES.includes(status);

/** Whether an event still takes place (attendance, cancellation and moves apply to it). */
export const isLiveEvent = (status: string): boolean =>
  status === 'EVENT_STATUS_ACTIVE' || status === 'EVENT_STATUS_COMPLETED' || status === 'EVENT_STATUS_HOLD';

/** The event's name with its status suffix: 'Piano 30 (canceled)'. */
export const displayName = (name: string, status: string): string =>
  `${name}${statusOf(status)?.suffix ?? ''}`;

/** 000 §2.7: an event is shown as its name plus its formatted start. */
export const eventTitle = (e: { name: string; status?: string; startAt: string }, zone: string): string =>
  `${e.status ? displayName(e.name, e.status) : e.name} ${formatInstant(e.startAt, zone)}`;

/** Participant statuses (001 §4.1); a booked client has none. */
export const PARTICIPANT_STATUSES = [
  { value: 'COMPLETED', label: 'Completed', color: 'green' },
  { value: 'NO_SHOW', label: 'No show', color: 'red' },
  { value: 'LESSON_MATE', label: 'Lesson mate', color: 'grape' },
  { value: 'CANCELED', label: 'Client canceled', color: 'gray' },
  { value: 'LATE_CANCELED', label: 'Client late canceled', color: 'orange' },
] as const;

export const participantStatusLabel = (status: string | null | undefined): string =>
  status ? (PARTICIPANT_STATUSES.find((s) => s.value === status)?.label ?? status) : 'Booked';
export const participantStatusColor = (status: string | null | undefined): string =>
  status ? (PARTICIPANT_STATUSES.find((s) => s.value === status)?.color ?? 'gray') : 'blue';

/** The attendance a staff member records in one tap; null clears it (back to booked). */
export const ATTENDANCE_CHOICES = [
  { value: 'COMPLETED', label: 'Completed', color: 'green' },
  { value: 'NO_SHOW', label: 'No show', color: 'red' },
  { value: 'LESSON_MATE', label: 'Lesson mate', color: 'grape' },
  { value: null, label: 'Clear', color: 'gray' },
] as const;

export type AttendanceStatus = 'COMPLETED' | 'NO_SHOW' | 'LESSON_MATE' | null;

export const isCancelledParticipant = (status: string | null | undefined): boolean =>
  status === 'CANCELED' || status === 'LATE_CANCELED';

export interface AttendanceRights {
  /** The signed-in person's id. */
  me: string | null;
  /** APPOINTMENT_STATUS update: any event's attendance. */
  anyEvent: boolean;
  /** OWN_EVENT_PARTICIPANT_STATUS update (canTakeOwnAttendance): the events the viewer teaches. */
  ownEvents: boolean;
}

export interface EventPeople {
  status: string;
  staff: readonly { peopleId: string }[];
}

export const teaches = (e: Pick<EventPeople, 'staff'>, me: string | null): boolean =>
  !!me && e.staff.some((s) => s.peopleId === me);

/** Whether the viewer may take attendance on an event: a live event, and any event or one they teach. */
export function canTakeAttendance(e: EventPeople, rights: AttendanceRights): boolean {
  if (!isLiveEvent(e.status)) return false;
  return rights.anyEvent || (rights.ownEvents && teaches(e, rights.me));
}

/** Whether a client's attendance can be recorded (not for a client who cancelled). */
export const attendanceOpen = (c: { status?: string | null }): boolean => !isCancelledParticipant(c.status);

/** The scopes of a change to a recurring event (this, this and following, the whole series). */
export const SERIES_SCOPES = [
  { value: 'THIS', label: 'This event' },
  { value: 'FOLLOWING', label: 'This and following events' },
  { value: 'ALL', label: 'All events of the series' },
] as const;

export type SeriesScope = (typeof SERIES_SCOPES)[number]['value'];

export const isRecurring = (e: { recurringId?: string | null }): boolean => !!e.recurringId;

/** The local time span of an event in a zone: '09:00–09:30' (or with both dates when it spans days). */
export function timeSpan(startAt: string, endAt: string, zone: string): string {
  const a = isoToWall(startAt, zone);
  const b = isoToWall(endAt, zone);
  return a.slice(0, 10) === b.slice(0, 10)
    ? `${a.slice(11)}–${b.slice(11)}`
    : `${a.replace('T', ' ')}–${b.replace('T', ' ')}`;
}

/** 'Tue, Dec 24' of a local date 'YYYY-MM-DD'. */
export const dayHeading = (date: string): string =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  }).format(Date.parse(`${date}T00:00:00Z`));

/** Events grouped by their local date in a zone, days and events in time order. */
export function byLocalDay<E extends { startAt: string }>(events: readonly E[], zone: string) {
  const days = new Map<string, E[]>();
  for (const e of [...events].sort((a, b) => Date.parse(a.startAt) - Date.parse(b.startAt))) {
    const date = isoToWall(e.startAt, zone).slice(0, 10);
    days.set(date, [...(days.get(date) ?? []), e]);
  }
  return [...days].map(([date, list]) => ({ date, events: list }));
}

/** The people of an event, as a sentence: 'Ann Bell, Bob Carr, and Cy Dunn' (001 §9 list joining). */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  if (names.length === 2) return `${names[0]} and ${names[1]}`;
  return `${names.slice(0, -1).join(', ')}, and ${names[names.length - 1]}`;
}

/** The enrolment types of 001 §9 and how they read. */
export const ENROLLMENT_TYPES = [
  { value: 'DROP_IN', label: 'Drop in' },
  { value: 'DROP_IN_PRE_ENROLL', label: 'Drop in (pre-enrolled)' },
  { value: 'SUBSCRIPTION', label: 'Subscription' },
  { value: 'FULL_SESSION', label: 'Full session' },
] as const;

export const enrollmentTypeLabel = (t: string | null | undefined): string =>
  t ? (ENROLLMENT_TYPES.find((e) => e.value === t)?.label ?? t) : '';
