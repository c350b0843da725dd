/**
 * What the calendar screen shows (001 §2.7, §3.5, §3.6), as pure functions of the data it reads:
 * the days a view covers and the dates it asks for, its columns (rooms with their location, staff,
 * services), its items (events and staff availabilities) in the viewer's zone, and the inputs of
 * what it does (book in a slot, move an event).
 */
import { DateTime } from 'luxon';
import type { CalendarFilters, CalendarResource, CalendarTarget, CalendarView } from './calendar-state';
import { middleTruncate } from './header-text';

// ---- The data read (the fields of the calendar's documents) ----

export interface CalendarEventClient {
  peopleId: string;
  name: string;
  status?: string | null;
  statusLabel?: string | null;
  paid: boolean;
  planName?: string | null;
}

export interface CalendarEventStaff {
  peopleId: string;
  name: string;
  profilePhoto?: string | null;
}

export interface CalendarEvent {
  id: string;
  name: string;
  displayName: string;
  startAt: string;
  endAt: string;
  timezone: string;
  status: string;
  isLocked: boolean;
  calendarColor?: string | null;
  note?: string | null;
  hasNote: boolean;
  locationId?: string | null;
  locationName?: string | null;
  roomId?: string | null;
  roomName?: string | null;
  serviceId?: string | null;
  serviceName?: string | null;
  sessionId?: string | null;
  recurringId?: string | null;
  recurringOutlier: boolean;
  primaryStaffId?: string | null;
  paid: boolean;
  version: number;
  clients: readonly CalendarEventClient[];
  staff: readonly CalendarEventStaff[];
}

export interface CalendarRoom {
  id: string;
  name: string;
  description?: string | null;
}

export interface CalendarLocation {
  id: string;
  name: string;
  rooms: readonly CalendarRoom[];
}

export interface CalendarStaff {
  id: string;
  name: string;
  profilePhoto?: string | null;
  staffCalendarColor?: string | null;
  deactivated?: boolean | null;
}

export interface CalendarService {
  id: string;
  name: string;
  tags: readonly string[];
}

export interface CalendarAvailability {
  staffId: string;
  staffName: string;
  startAt: string;
  endAt: string;
  available: boolean;
  label?: string | null;
  roomName?: string | null;
  locationId?: string | null;
  locationName?: string | null;
}

// ---- Statuses (001 §4.1) ----

export const EVENT_STATUS = {
  ACTIVE: 'EVENT_STATUS_ACTIVE',
  STAFF_CANCELED: 'EVENT_STATUS_STAFF_CANCELED',
  LATE_CANCELED: 'EVENT_STATUS_LATE_CANCELED',
  CANCELED: 'EVENT_STATUS_CANCELED',
  DELETED: 'EVENT_STATUS_DELETED',
  COMPLETED: 'EVENT_STATUS_COMPLETED',
  HOLD: 'EVENT_STATUS_HOLD',
  LOCATION_SKIP: 'EVENT_STATUS_LOCATION_SKIP',
} as const;

/** Canceled, staff canceled and late canceled count as cancelled (001 §4.1). */
export const isCancelled = (status: string): boolean =>
  status === EVENT_STATUS.CANCELED ||
  status === EVENT_STATUS.STAFF_CANCELED ||
  status === EVENT_STATUS.LATE_CANCELED;

/** Whether an event still takes place (it can be moved, cancelled, attended). */
export const isLive = (status: string): boolean =>
  status === EVENT_STATUS.ACTIVE || status === EVENT_STATUS.HOLD || status === EVENT_STATUS.COMPLETED;

/** The attendance a client can be given (001 §4.1), with their labels; null clears it. */
export const ATTENDANCE_CHOICES = [
  { value: 'COMPLETED', label: 'Attended' },
  { value: 'NO_SHOW', label: 'No show' },
  { value: 'LESSON_MATE', label: 'Lesson mate' },
] as const;

const CLIENT_STATUS_LABELS: Record<string, string> = {
  COMPLETED: 'Attended',
  NO_SHOW: 'No show',
  LESSON_MATE: 'Lesson mate',
  CANCELED: 'Client canceled',
  LATE_CANCELED: 'Client late canceled',
};

/** A client's status as shown: the server's label, else the label of the status, else 'Booked'. */
export const clientStatusLabel = (client: Pick<CalendarEventClient, 'status' | 'statusLabel'>): string =>
  client.statusLabel || (client.status ? (CLIENT_STATUS_LABELS[client.status] ?? client.status) : 'Booked');

// ---- Days and zones ----

/** The calendar's weeks start on Monday (as the availabilities screen's). */
export const FIRST_DAY_OF_WEEK = 1;

/** The longest range the events query answers (001 §2.7: at most 62 days). */
export const MAX_RANGE_DAYS = 62;

export interface DateRange {
  from: string;
  to: string;
}

const day = (date: string) => DateTime.fromISO(date, { zone: 'UTC' });
const iso = (d: DateTime) => d.toISODate() as string;

export const addDays = (date: string, days: number): string => iso(day(date).plus({ days }));

const weekStart = (date: string): string => {
  const d = day(date);
  const back = (d.weekday - FIRST_DAY_OF_WEEK + 7) % 7;
  return iso(d.minus({ days: back }));
};

/** The local dates a view shows around `date`: the day, its week, or the whole weeks of its month. */
export function visibleRange(view: CalendarView, date: string): DateRange {
  if (view === 'day') return { from: date, to: date };
  if (view === 'week') {
    const from = weekStart(date);
    return { from, to: addDays(from, 6) };
  }
  const first = iso(day(date).startOf('month'));
  const last = iso(day(date).endOf('month'));
  return { from: weekStart(first), to: addDays(weekStart(last), 6) };
}

/**
 * The business dates to ask for: the shown range and a day on each side, since the viewer's zone
 * may be a day ahead of or behind the business's.
 */
export const queryRange = (range: DateRange): DateRange => ({
  from: addDays(range.from, -1),
  to: addDays(range.to, 1),
});

/** The date a step back, forward or to today leads to. */
export function stepDate(
  view: CalendarView,
  date: string,
  step: 'PREV' | 'NEXT' | 'TODAY',
  today: string,
): string {
  if (step === 'TODAY') return today;
  const sign = step === 'NEXT' ? 1 : -1;
  const d = day(date);
  if (view === 'day') return iso(d.plus({ days: sign }));
  if (view === 'week') return iso(d.plus({ weeks: sign }));
  return iso(d.plus({ months: sign }).startOf('month'));
}

/** The instant of a local date's noon in a zone (the calendar's `date`: safe from DST edges). */
export const dateAt = (date: string, zone: string): Date =>
  DateTime.fromISO(date, { zone }).set({ hour: 12 }).toJSDate();

/** The local date an instant falls on in a zone. */
export const localDate = (instant: Date, zone: string): string =>
  DateTime.fromJSDate(instant).setZone(zone).toISODate() as string;

/** An instant as ISO with the zone's offset, without milliseconds ('2026-03-10T10:00:00-04:00'). */
export const isoIn = (instant: Date, zone: string): string =>
  DateTime.fromJSDate(instant).setZone(zone).toISO({ suppressMilliseconds: true }) as string;

/** 'Tue, Mar 10, 10:00 AM – 10:30 AM' in a zone (the end's date too when it is another day). */
export function formatRange(startAt: string, endAt: string, zone: string): string {
  const start = DateTime.fromISO(startAt).setZone(zone);
  const end = DateTime.fromISO(endAt).setZone(zone);
  const first = start.toFormat('ccc, LLL d, h:mm a');
  const second = start.hasSame(end, 'day') ? end.toFormat('h:mm a') : end.toFormat('ccc, LLL d, h:mm a');
  return `${first} – ${second}`;
}

/** The heading of the shown range: 'Tuesday, March 10, 2026', 'Mar 9 – 15, 2026', 'March 2026'. */
export function rangeTitle(view: CalendarView, date: string): string {
  if (view === 'day') return day(date).toFormat('cccc, LLLL d, yyyy');
  if (view === 'month') return day(date).toFormat('LLLL yyyy');
  const { from, to } = visibleRange('week', date);
  const a = day(from);
  const b = day(to);
  if (a.year !== b.year) return `${a.toFormat('LLL d, yyyy')} – ${b.toFormat('LLL d, yyyy')}`;
  if (a.month !== b.month) return `${a.toFormat('LLL d')} – ${b.toFormat('LLL d, yyyy')}`;
  return `${a.toFormat('LLL d')} – ${b.toFormat('d, yyyy')}`;
}

// ---- Columns (day view by resource) ----

export const NO_ROOM = 'no-room';
export const NO_STAFF = 'no-staff';
export const NO_SERVICE = 'no-service';
export const NO_ROOM_TITLE = '(No room assigned)';
export const NO_STAFF_TITLE = '(No staff assigned)';
export const NO_SERVICE_TITLE = '(No service)';

export interface ResourceColumn {
  id: string;
  kind: CalendarResource;
  /** The full texts; the header shows them truncated (002 §2.5) with the full text as its title. */
  title: string;
  /** The room's location. */
  group?: string | null;
  /** The room's description. */
  detail?: string | null;
  photo?: string | null;
  /** The staff member's profile page. */
  href?: string | null;
  locationId?: string | null;
}

/** The header lines of a column, each truncated in the middle to 18 characters. */
export const headerLines = (column: ResourceColumn): string[] =>
  [column.group, column.title, column.detail]
    .filter((t): t is string => !!t && t.trim().length > 0)
    .map((t) => middleTruncate(t));

const chosen = (ids: readonly string[], id: string) => ids.length === 0 || ids.includes(id);

export interface CalendarCatalogue {
  locations: readonly CalendarLocation[];
  staff: readonly CalendarStaff[];
  services: readonly CalendarService[];
}

/** The services a filter of services and service tags keeps (every service when neither is set). */
export function filteredServiceIds(services: readonly CalendarService[], filters: CalendarFilters): string[] {
  return services
    .filter((s) => chosen(filters.serviceIds, s.id))
    .filter((s) => filters.serviceTags.length === 0 || s.tags.some((t) => filters.serviceTags.includes(t)))
    .map((s) => s.id);
}

/**
 * The columns of a day view by room, staff member or service, as the filters keep them: rooms
 * under their location, then '(No room assigned)'; active staff; services; a column for events
 * without a staff member or a service only when some are shown.
 */
export function resourceColumns(
  kind: CalendarResource,
  catalogue: CalendarCatalogue,
  filters: CalendarFilters,
  events: readonly CalendarEvent[] = [],
): ResourceColumn[] {
  if (kind === 'room') {
    const rooms = catalogue.locations
      .filter((l) => chosen(filters.locationIds, l.id))
      .flatMap((l) =>
        l.rooms
          .filter((r) => chosen(filters.roomIds, r.id))
          .map<ResourceColumn>((r) => ({
            id: r.id,
            kind,
            title: r.name,
            group: l.name,
            detail: r.description ?? null,
            locationId: l.id,
          })),
      );
    return filters.roomIds.length > 0 ? rooms : [...rooms, { id: NO_ROOM, kind, title: NO_ROOM_TITLE }];
  }
  if (kind === 'staff') {
    const staff = catalogue.staff
      .filter((s) => !s.deactivated && chosen(filters.staffIds, s.id))
      .map<ResourceColumn>((s) => ({
        id: s.id,
        kind,
        title: s.name,
        photo: s.profilePhoto ?? null,
        href: `/staff/${s.id}`,
      }));
    const known = new Set(staff.map((s) => s.id));
    const extra = events.some((e) => e.staff.length === 0 && !e.primaryStaffId);
    // staff teaching a shown event who are not listed (deactivated, or beyond the list): a column each
    const others = uniqueBy(
      events
        .flatMap((e) => e.staff)
        .filter((s) => !known.has(s.peopleId) && chosen(filters.staffIds, s.peopleId)),
      (s) => s.peopleId,
    ).map<ResourceColumn>((s) => ({
      id: s.peopleId,
      kind,
      title: s.name,
      photo: s.profilePhoto ?? null,
      href: `/staff/${s.peopleId}`,
    }));
    return [...staff, ...others, ...(extra ? [{ id: NO_STAFF, kind, title: NO_STAFF_TITLE }] : [])];
  }
  const keep = new Set(filteredServiceIds(catalogue.services, filters));
  const services = catalogue.services
    .filter((s) => keep.has(s.id))
    .map<ResourceColumn>((s) => ({ id: s.id, kind, title: s.name }));
  const extra = events.some((e) => !e.serviceId);
  return extra ? [...services, { id: NO_SERVICE, kind, title: NO_SERVICE_TITLE }] : services;
}

function uniqueBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => (seen.has(key(item)) ? false : (seen.add(key(item)), true)));
}

/** The columns an event sits in. */
export function eventResourceIds(event: CalendarEvent, kind: CalendarResource): string[] {
  if (kind === 'room') return [event.roomId ?? NO_ROOM];
  if (kind === 'service') return [event.serviceId ?? NO_SERVICE];
  const staff = event.staff.map((s) => s.peopleId);
  if (staff.length > 0) return staff;
  return [event.primaryStaffId ?? NO_STAFF];
}

// ---- Items ----

export const DEFAULT_EVENT_COLOR = '#228be6';
export const AVAILABILITY_COLOR = '#2f9e44';

export interface CalendarItem {
  id: string;
  kind: 'event' | 'availability' | 'blocked';
  title: string;
  start: Date;
  end: Date;
  resourceId?: string[] | string;
  color: string;
  textColor: string;
  locked: boolean;
  cancelled: boolean;
  event?: CalendarEvent;
  availability?: CalendarAvailability;
}

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A colour as '#rrggbb', or null when it is not a hex colour. */
export function normalizeColor(color: string | null | undefined): string | null {
  const m = color?.trim().match(HEX);
  if (!m) return null;
  const hex = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return `#${hex.toLowerCase()}`;
}

/** Black or white, whichever reads better on a colour (WCAG relative luminance). */
export function textColorOn(color: string): string {
  const hex = normalizeColor(color) ?? DEFAULT_EVENT_COLOR;
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.179 ? '#000000' : '#ffffff';
}

/** An event's colour: its own calendar colour, else its (first) staff member's, else the default. */
export function eventColor(
  event: CalendarEvent,
  staffColors: ReadonlyMap<string, string | null | undefined>,
): string {
  const own = normalizeColor(event.calendarColor);
  if (own) return own;
  const staffIds = [event.primaryStaffId, ...event.staff.map((s) => s.peopleId)].filter(
    (id): id is string => !!id,
  );
  for (const id of staffIds) {
    const c = normalizeColor(staffColors.get(id));
    if (c) return c;
  }
  return DEFAULT_EVENT_COLOR;
}

/** The events as calendar items in the columns of the view (no columns in week and month views). */
export function eventItems(
  events: readonly CalendarEvent[],
  view: CalendarView,
  kind: CalendarResource,
  staffColors: ReadonlyMap<string, string | null | undefined>,
): CalendarItem[] {
  return events.map((event) => {
    const color = eventColor(event, staffColors);
    return {
      id: event.id,
      kind: 'event',
      title: event.displayName || event.name,
      start: new Date(event.startAt),
      end: new Date(event.endAt),
      resourceId: view === 'day' ? eventResourceIds(event, kind) : undefined,
      color,
      textColor: textColorOn(color),
      locked: event.isLocked,
      cancelled: !isLive(event.status),
      event,
    };
  });
}

/**
 * The staff availabilities as items: free pieces (draggable, to book there) and, when blocked times
 * are shown, busy ones that are not one of the shown events (time off, blocked hours). In a day view
 * by room a piece goes to the room of its location with its name; by service, nowhere.
 */
export function availabilityItems(
  pieces: readonly CalendarAvailability[],
  view: CalendarView,
  kind: CalendarResource,
  columns: readonly ResourceColumn[],
  events: readonly CalendarEvent[],
  showBlocked: boolean,
): CalendarItem[] {
  if (view === 'month' || (view === 'day' && kind === 'service')) return [];
  const columnOf = (p: CalendarAvailability): string | undefined | null => {
    if (view !== 'day') return undefined;
    if (kind === 'staff') return columns.some((c) => c.id === p.staffId) ? p.staffId : null;
    const room = columns.find((c) => c.locationId === p.locationId && !!p.roomName && c.title === p.roomName);
    return room ? room.id : null;
  };
  const eventNames = (p: CalendarAvailability) =>
    events
      .filter((e) => e.staff.some((s) => s.peopleId === p.staffId) || e.primaryStaffId === p.staffId)
      .filter(
        (e) => Date.parse(e.startAt) < Date.parse(p.endAt) && Date.parse(e.endAt) > Date.parse(p.startAt),
      )
      .map((e) => e.name);
  return pieces.flatMap((p, i) => {
    if (!p.available && (!showBlocked || !p.label || p.label === 'Closed' || eventNames(p).includes(p.label)))
      return [];
    const column = columnOf(p);
    if (column === null) return [];
    const color = p.available ? AVAILABILITY_COLOR : '#868e96';
    return [
      {
        id: `availability:${p.staffId}:${p.startAt}:${i}`,
        kind: p.available ? 'availability' : 'blocked',
        title: p.available ? `${p.staffName} available` : `${p.staffName}: ${p.label}`,
        start: new Date(p.startAt),
        end: new Date(p.endAt),
        resourceId: column,
        color,
        textColor: '#ffffff',
        locked: false,
        cancelled: false,
        availability: p,
      } satisfies CalendarItem,
    ];
  });
}

// ---- What the user does ----

export interface BookingPlace {
  startAt: string;
  staffId?: string | null;
  locationId?: string | null;
  roomId?: string | null;
  serviceId?: string | null;
}

/** The page booking an appointment there: /appointment/create with what is known of the place. */
export function bookingUrl(place: BookingPlace): string {
  const params = new URLSearchParams();
  if (place.staffId) params.set('staffId', place.staffId);
  params.set('startAt', place.startAt);
  if (place.locationId) params.set('locationId', place.locationId);
  if (place.roomId) params.set('roomId', place.roomId);
  if (place.serviceId) params.set('serviceId', place.serviceId);
  return `/appointment/create?${params.toString()}`;
}

/**
 * Where a slot books: its start, and from its column the staff member, or the room and its
 * location, or the service; a single filtered location, staff member or service fills the rest.
 */
export function slotPlace(
  slot: CalendarTarget,
  view: CalendarView,
  kind: CalendarResource,
  columns: readonly ResourceColumn[],
  filters: CalendarFilters,
): BookingPlace {
  const place: BookingPlace = { startAt: slot.startAt };
  const only = (ids: readonly string[]) => (ids.length === 1 ? ids[0] : null);
  place.staffId = only(filters.staffIds);
  place.locationId = only(filters.locationIds);
  place.serviceId = only(filters.serviceIds);
  const id = view === 'day' ? slot.resourceId : null;
  if (id && kind === 'staff' && id !== NO_STAFF) place.staffId = id;
  if (id && kind === 'service' && id !== NO_SERVICE) place.serviceId = id;
  if (id && kind === 'room' && id !== NO_ROOM) {
    place.roomId = id;
    place.locationId = columns.find((c) => c.id === id)?.locationId ?? place.locationId;
  }
  return place;
}

/** Where an availability dropped on a target books: its staff member at the target's time and place. */
export function availabilityPlace(
  availability: { staffId: string; locationId?: string | null },
  target: CalendarTarget,
  view: CalendarView,
  kind: CalendarResource,
  columns: readonly ResourceColumn[],
): BookingPlace {
  const place: BookingPlace = {
    startAt: target.startAt,
    staffId: availability.staffId,
    locationId: availability.locationId ?? null,
  };
  const id = view === 'day' ? target.resourceId : null;
  if (id && kind === 'staff' && id !== NO_STAFF) place.staffId = id;
  if (id && kind === 'room' && id !== NO_ROOM) {
    place.roomId = id;
    place.locationId = columns.find((c) => c.id === id)?.locationId ?? place.locationId;
  }
  return place;
}

export interface MoveInput {
  id: string;
  expectedVersion: number;
  startAt: string;
  endAt: string;
  staffId?: string;
  roomId?: string;
  locationId?: string;
}

/**
 * The updateEvent input of a drop: the new times, and in a day view by staff or room the column's
 * staff member, or room (with its location), when it is another one. A drop on '(No room
 * assigned)' or on another service keeps the room or the service: only the time moves.
 */
export function moveInput(
  event: CalendarEvent,
  target: CalendarTarget,
  view: CalendarView,
  kind: CalendarResource,
  columns: readonly ResourceColumn[],
): MoveInput {
  const input: MoveInput = {
    id: event.id,
    expectedVersion: event.version,
    startAt: target.startAt,
    endAt: target.endAt,
  };
  const id = view === 'day' ? target.resourceId : null;
  if (!id) return input;
  if (kind === 'staff' && id !== NO_STAFF && !eventResourceIds(event, 'staff').includes(id))
    input.staffId = id;
  if (kind === 'room' && id !== NO_ROOM && id !== event.roomId) {
    input.roomId = id;
    const locationId = columns.find((c) => c.id === id)?.locationId;
    if (locationId && locationId !== event.locationId) input.locationId = locationId;
  }
  return input;
}

/** Whether a drop changes anything. */
export const moveChanges = (event: CalendarEvent, input: MoveInput): boolean =>
  Date.parse(input.startAt) !== Date.parse(event.startAt) ||
  Date.parse(input.endAt) !== Date.parse(event.endAt) ||
  !!input.staffId ||
  !!input.roomId;

/** The sentence of the 'update on move' confirmation. */
export function moveSummary(
  event: CalendarEvent,
  input: MoveInput,
  zone: string,
  columns: readonly ResourceColumn[],
): string {
  const parts = [
    `Move ${event.displayName || event.name} to ${formatRange(input.startAt, input.endAt, zone)}`,
  ];
  const name = (id: string) => columns.find((c) => c.id === id)?.title ?? id;
  if (input.staffId) parts.push(`with ${name(input.staffId)}`);
  if (input.roomId) parts.push(`in ${name(input.roomId)}`);
  return `${parts.join(' ')}?`;
}

/** The events shown: every one, or only the live ones when 'show active only' is on. */
export const shownEvents = (events: readonly CalendarEvent[], activeOnly: boolean): CalendarEvent[] =>
  activeOnly ? events.filter((e) => isLive(e.status)) : [...events];

/** The (event, client) pairs of events that can take attendance, for batch attendance. */
export function attendanceRows(
  events: readonly CalendarEvent[],
): Array<{ event: CalendarEvent; client: CalendarEventClient }> {
  return events
    .filter((e) => isLive(e.status))
    .flatMap((event) =>
      event.clients
        .filter((c) => c.status !== 'CANCELED' && c.status !== 'LATE_CANCELED')
        .map((client) => ({ event, client })),
    );
}
