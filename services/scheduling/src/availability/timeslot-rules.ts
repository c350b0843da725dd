// Bookable timeslots of a service, in memory: the staff's open hours that allow it, minus everything busy,
// inside the location's hours, in a room that allows the service and is free (see bookableSlots).
import { availabilities, Interval, normalise, union } from '@tempo/scheduling-rules';
import { Calendar, Index, Labelled } from './availability-rules';
import { eventInterval } from './availability-input';

/** Slots start on a 15-minute grid anchored on the window's first local midnight (00, 15, 30, 45). */
export const SLOT_STEP_MINUTES = 15;

const allTime = (items: readonly Labelled[]): Interval[] => union(...items.map((i) => i.time));

/** A bookable start: the staff member, the location and the room (when the location has rooms) it is in. */
export interface BookableSlot {
  readonly startAt: string;
  readonly staffId: string;
  readonly staffName: string;
  readonly locationId: string;
  readonly locationName: string;
  readonly roomName: string | null;
}

export interface SlotRequest {
  readonly serviceId: string;
  readonly serviceName: string;
  readonly durationMinutes: number;
  /** Starts before this instant are not offered. */
  readonly now: number;
  /** Only this room (its location's rows only). */
  readonly roomId?: string | null;
}

/**
 * Every start at which a staff member of the calendar can give the service: inside their open hours that
 * allow it (or any service) at one of the calendar's locations, inside the location's open hours, outside
 * blocked hours, time off, their events and the location's closures, in a room that allows the service and
 * no event occupies, on the SLOT_STEP_MINUTES grid, not before `now`; ordered by start, then staff name.
 */
export function bookableSlots(cal: Calendar, request: SlotRequest): BookableSlot[] {
  const index = new Index(cal);
  const seen = new Set<string>();
  const result: BookableSlot[] = [];
  for (const staff of cal.staff) {
    const busy = index.busy(staff.id);
    const taken = {
      blocked: allTime(busy.blocked),
      timeOff: allTime(busy.timeOff),
      events: normalise((index.events.get(staff.id) ?? []).map(eventInterval)),
    };
    for (const row of index.openRows(staff.id)) {
      const location = row.locationId ? index.locations.get(row.locationId) : undefined;
      if (!location) continue;
      if (row.serviceIds.length > 0 && !row.serviceIds.includes(request.serviceId)) continue;
      const allRooms = index.rooms.get(location.id) ?? [];
      const rooms = allRooms.filter(
        (r) => (!row.roomName || r.name === row.roomName) && (!request.roomId || r.id === request.roomId),
      );
      if ((allRooms.length > 0 || request.roomId) && rooms.length === 0) continue;
      const place = index.locationTime.get(location.id);
      const found = availabilities({
        staff: { id: staff.id, name: staff.name },
        location: { id: location.id, name: location.name, rooms },
        service: { key: request.serviceId, name: request.serviceName },
        open: index.expander.expand([row]),
        busy: { ...taken, closures: place?.closed ?? [] },
        locationOpen: place?.open ?? undefined,
        window: cal.window,
        slot: {
          durationMs: request.durationMinutes * 60_000,
          stepMs: SLOT_STEP_MINUTES * 60_000,
          anchor: cal.window.start,
        },
        roomBookings: Object.fromEntries(rooms.map((r) => [r.name, index.roomBookings.get(r.id) ?? []])),
      });
      for (const a of found) {
        const key = `${staff.id} ${a.startAt}`;
        if (Date.parse(a.startAt) < request.now || seen.has(key)) continue;
        seen.add(key);
        result.push({
          startAt: a.startAt,
          staffId: staff.id,
          staffName: staff.name,
          locationId: location.id,
          locationName: location.name,
          roomName: a.roomName,
        });
      }
    }
  }
  const byName = (a: BookableSlot, b: BookableSlot) =>
    a.staffName < b.staffName ? -1 : a.staffName > b.staffName ? 1 : 0;
  return result.sort((a, b) => (a.startAt < b.startAt ? -1 : a.startAt > b.startAt ? 1 : byName(a, b)));
}
