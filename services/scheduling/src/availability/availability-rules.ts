// Availability of the staff, in memory: the rows of the whole window (loaded once per kind) become instants
// and @tempo/scheduling-rules answers what each staff member's open hours hold (free and busy pieces);
// timeslot-rules.ts answers where a service can be booked from the same index.
import { Availability, Interval, intersect, subtract, toIso, union } from '@tempo/scheduling-rules';
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

export interface Labelled {
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
export class Index {
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
    const mine: Array<{ at: Interval; available: boolean; label: string | null; row: HoursRow }> = [];
    for (const row of index.openRows(staff.id)) {
      if (filter.locationId && row.locationId !== filter.locationId) continue;
      if (filter.serviceId && row.serviceIds.length > 0 && !row.serviceIds.includes(filter.serviceId))
        continue;
      if (row.locationId && !index.locations.has(row.locationId)) continue;
      const open = index.expander.expand([row]);
      const place = row.locationId ? index.locationTime.get(row.locationId) : undefined;
      const closed = union(place?.closed ?? [], place?.open ? subtract(open, place.open) : []);
      let taken: Interval[] = [];
      const items = [{ label: CLOSED_LABEL, time: closed }, ...busy.timeOff, ...busy.events, ...busy.blocked];
      for (const item of items) {
        const pieces = subtract(intersect(open, item.time), taken);
        if (pieces.length === 0) continue;
        for (const at of pieces) mine.push({ at, available: false, label: item.label, row });
        taken = union(taken, pieces);
      }
      for (const at of subtract(open, taken)) mine.push({ at, available: true, label: null, row });
    }
    mine.sort((a, b) => a.at.start - b.at.start || a.at.end - b.at.end);
    for (const { at, available, label, row } of mine) {
      const location = row.locationId ? index.locations.get(row.locationId) : undefined;
      result.push({
        staffName: staff.name,
        staffId: staff.id,
        startAt: toIso(at.start),
        endAt: toIso(at.end),
        available,
        label,
        roomName: row.roomName,
        locationId: location?.id ?? '',
        locationName: location?.name ?? '',
        serviceNames: row.serviceIds.flatMap((id) => cal.serviceNames.get(id) ?? []),
      });
    }
  }
  return result;
}
