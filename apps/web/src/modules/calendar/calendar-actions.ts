/**
 * What the user does on the calendar, as the inputs it sends: the place a slot or a dropped
 * availability books, and the update of a moved event with its confirmation's sentence.
 */
import type { CalendarFilters, CalendarResource, CalendarTarget, CalendarView } from './calendar-state';
import type { CalendarEvent } from './calendar-model';
import { NO_ROOM, NO_SERVICE, NO_STAFF, eventResourceIds, ResourceColumn } from './calendar-columns';
import { formatRange } from './calendar-range';

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
