// Availability of the staff, in memory: the rows of the whole window (loaded once per kind) become instants
// and @tempo/scheduling-rules answers the two questions: what each staff member's open hours hold
// (availabilities: free and busy pieces) and where a service can be booked (timeslots).
import {
  availabilities,
  Availability,
  Interval,
  intersect,
  subtract,
  toIso,
  union,
} from '@tempo/scheduling-rules';
import {
  CLOSED_LABEL,
  EventRow,
  eventInterval,
  eventsByStaff,
  Expander,
  groupBy,
  HoursRow,
  LocationHoursRow,
  LocationRow,
  LocationTime,
  locationTimes,
  RoomRow,
  roomBookings,
  StaffRow,
  TimeOffRow,
  timeOffInterval,
  timeOffLabel,
} from './availability-input';

/** Slots start on a 15-minute grid anchored on the window's first local midnight (00, 15, 30, 45). */
export const SLOT_STEP_MINUTES = 15;

/** Everything the answers read, for the whole window: one load per kind. */
export interface Calendar {
  readonly window: Interval;
  /** The staff members asked about, in the order of the answer. */
  readonly staff: readonly StaffRow[];
  readonly hours: readonly HoursRow[];
  readonly timeOff: readonly TimeOffRow[];
  readonly events: readonly EventRow[];
  /** The locations the answer may name (not deleted, visible to the audience). */
  readonly locations: readonly LocationRow[];
  /** Rooms in their order within each location. */
  readonly rooms: readonly RoomRow[];
  readonly locationHours: readonly LocationHoursRow[];
  /** Names of the business's services, by id. */
  readonly serviceNames: ReadonlyMap<string, string>;
}

interface Labelled {
  readonly label: string | null;
  readonly time: Interval[];
}

/** What keeps a staff member busy, each with the label the availabilities view shows. */
interface StaffBusy {
  readonly timeOff: Labelled[];
  readonly events: Labelled[];
  readonly blocked: Labelled[];
}

/** The indexes both answers share, built once per request. */
class Index {
  readonly hours: Map<string, HoursRow[]>;
  readonly timeOff: Map<string, TimeOffRow[]>;
  readonly events: Map<string, EventRow[]>;
  readonly locations: Map<string, LocationRow>;
  readonly locationTime: Map<string, LocationTime>;
  readonly rooms: Map<string, RoomRow[]>;
  readonly roomBookings: Map<string, Interval[]>;
  readonly expander: Expander;
  private readonly categories: Map<string, string | null>;

  constructor(readonly cal: Calendar) {
    this.expander = new Expander(cal.window);
    this.hours = groupBy(cal.hours, (h) => h.staffId);
    this.timeOff = groupBy(cal.timeOff, (t) => t.requesterId);
    this.events = eventsByStaff(cal.events);
    this.locations = new Map(cal.locations.map((l) => [l.id, l]));
    this.locationTime = locationTimes(cal.locationHours, this.expander);
    this.rooms = groupBy(cal.rooms, (r) => r.locationId);
    this.roomBookings = roomBookings(cal.events);
    this.categories = new Map(cal.timeOff.map((t) => [t.id, t.category]));
  }

  openRows(staffId: string): HoursRow[] {
    return (this.hours.get(staffId) ?? []).filter((h) => h.kind === 'open');
  }

  busy(staffId: string): StaffBusy {
    const blockedRows = (this.hours.get(staffId) ?? []).filter((h) => h.kind === 'blocked');
    const expand = (row: HoursRow) => this.expander.expand([row]);
    return {
      timeOff: [
        ...(this.timeOff.get(staffId) ?? []).map((t) => ({
          label: timeOffLabel(t.category),
          time: [timeOffInterval(t)],
        })),
        ...blockedRows
          .filter((h) => h.timeOffRequestId)
          .map((h) => ({
            label: timeOffLabel(this.categories.get(h.timeOffRequestId ?? '')),
            time: expand(h),
          })),
      ],
      events: (this.events.get(staffId) ?? []).map((e) => ({ label: e.name, time: [eventInterval(e)] })),
      blocked: blockedRows
        .filter((h) => !h.timeOffRequestId)
        .map((h) => ({ label: h.label, time: expand(h) })),
    };
  }
}

export interface AvailabilityFilter {
  readonly locationId?: string | null;
  readonly serviceId?: string | null;
}

const allTime = (items: readonly Labelled[]): Interval[] => union(...items.map((i) => i.time));

/**
 * For each staff member, each of their open hours in the window split into the pieces that are free
 * (available) and the busy ones (not available, labelled: 'Closed' when the location is closed or not open,
 * 'Time off', the event's name, the blocked hours' label), by staff in the given order, then by start.
 */
export function staffAvailabilities(cal: Calendar, filter: AvailabilityFilter = {}): Availability[] {
  const index = new Index(cal);
  const result: Availability[] = [];
  for (const staff of cal.staff) {
    const busy = index.busy(staff.id);
    const mine: Availability[] = [];
    for (const row of index.openRows(staff.id)) {
      if (filter.locationId && row.locationId !== filter.locationId) continue;
      if (filter.serviceId && row.serviceIds.length > 0 && !row.serviceIds.includes(filter.serviceId))
        continue;
      const location = row.locationId ? index.locations.get(row.locationId) : undefined;
      if (row.locationId && !location) continue;
      const open = index.expander.expand([row]);
      const place = row.locationId ? index.locationTime.get(row.locationId) : undefined;
      const closed = union(place?.closed ?? [], place?.open ? subtract(open, place.open) : []);
      const piece = (p: Interval, available: boolean, label: string | null): Availability => ({
        staffName: staff.name,
        staffId: staff.id,
        startAt: toIso(p.start),
        endAt: toIso(p.end),
        available,
        label,
        roomName: row.roomName,
        locationId: location?.id ?? '',
        locationName: location?.name ?? '',
        serviceNames: row.serviceIds.flatMap((id) => cal.serviceNames.get(id) ?? []),
      });
      let taken: Interval[] = [];
      const items = [{ label: CLOSED_LABEL, time: closed }, ...busy.timeOff, ...busy.events, ...busy.blocked];
      for (const item of items) {
        const pieces = subtract(intersect(open, item.time), taken);
        if (pieces.length === 0) continue;
        mine.push(...pieces.map((p) => piece(p, false, item.label)));
        taken = union(taken, pieces);
      }
      mine.push(...subtract(open, taken).map((p) => piece(p, true, null)));
    }
    result.push(...mine.sort((a, b) => a.startAt.localeCompare(b.startAt) || a.endAt.localeCompare(b.endAt)));
  }
  return result;
}

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
      events: allTime(busy.events),
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
  return result.sort((a, b) => a.startAt.localeCompare(b.startAt) || a.staffName.localeCompare(b.staffName));
}
