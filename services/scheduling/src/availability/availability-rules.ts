// Availability of the staff, in memory: the rows of the whole window (loaded once per kind) become instants
// and @tempo/scheduling-rules answers what each staff member's open hours hold (free and busy pieces);
// timeslot-rules.ts answers where a service can be booked from the same index.
import {
  Availability,
  Claim,
  ClaimedPiece,
  ClaimIndex,
  claimPieces,
  Interval,
  subtract,
  toIso,
  union,
} from '@tempo/scheduling-rules';
import {
  CLOSED_LABEL,
  EventRow,
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
    this.categories = new Map(cal.timeOff.map((t) => [t.id, t.category]));
  }

  private bookings?: Map<string, Interval[]>;

  /** The instants each room is taken by an event (timeslots only: built on first use). */
  get roomBookings(): Map<string, Interval[]> {
    return (this.bookings ??= roomBookings(this.cal.events));
  }

  openRows(staffId: string): HoursRow[] {
    return (this.hours.get(staffId) ?? []).filter((h) => h.kind === 'open');
  }

  /** The time off and blocked hours that keep the staff member busy (their events: `events`). */
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
 * One staff member's busy items as ranked claims, in the order that decides who has an instant: 'Closed'
 * (rank 0, each row's location, added per row), time off, events, blocked hours. Built straight from the
 * rows: a month holds thousands of events.
 */
function staffClaims(index: Index, staffId: string): { claims: ClaimIndex; labels: Array<string | null> } {
  const labels: Array<string | null> = [CLOSED_LABEL];
  const claims: Claim[] = [];
  const add = (label: string | null, time: readonly Interval[]) => {
    const rank = labels.push(label) - 1;
    for (const t of time) claims.push({ start: t.start, end: t.end, rank });
  };
  const busy = index.busy(staffId);
  for (const item of busy.timeOff) add(item.label, item.time);
  for (const e of index.events.get(staffId) ?? []) {
    claims.push({ start: e.start, end: e.end, rank: labels.push(e.name) - 1 });
  }
  for (const item of busy.blocked) add(item.label, item.time);
  return { claims: new ClaimIndex(claims), labels };
}

/**
 * For each staff member, each of their open hours in the window split into the pieces that are free
 * (available) and the busy ones (not available, labelled: 'Closed' when the location is closed or not open,
 * 'Time off', the event's name, the blocked hours' label; the first of these that covers an instant has
 * it), by staff in the given order, then by start.
 */
export function staffAvailabilities(cal: Calendar, filter: AvailabilityFilter = {}): Availability[] {
  const index = new Index(cal);
  const result: Availability[] = [];
  for (const staff of cal.staff) {
    const { claims, labels } = staffClaims(index, staff.id);
    const mine: Array<{ at: ClaimedPiece; row: HoursRow; serviceNames: string[] }> = [];
    for (const row of index.openRows(staff.id)) {
      if (filter.locationId && row.locationId !== filter.locationId) continue;
      if (filter.serviceId && row.serviceIds.length > 0 && !row.serviceIds.includes(filter.serviceId))
        continue;
      if (row.locationId && !index.locations.has(row.locationId)) continue;
      const open = index.expander.expand([row]);
      const place = row.locationId ? index.locationTime.get(row.locationId) : undefined;
      const closed = union(place?.closed ?? [], place?.open ? subtract(open, place.open) : []);
      const closedClaims = new ClaimIndex(closed.map((c) => ({ start: c.start, end: c.end, rank: 0 })));
      const serviceNames = row.serviceIds.flatMap((id) => cal.serviceNames.get(id) ?? []);
      for (const at of claimPieces(open, [closedClaims, claims])) mine.push({ at, row, serviceNames });
    }
    mine.sort((a, b) => a.at.start - b.at.start || a.at.end - b.at.end);
    for (const { at, row, serviceNames } of mine) {
      const location = row.locationId ? index.locations.get(row.locationId) : undefined;
      result.push({
        staffName: staff.name,
        staffId: staff.id,
        startAt: toIso(at.start),
        endAt: toIso(at.end),
        available: at.rank === null,
        label: at.rank === null ? null : labels[at.rank],
        roomName: row.roomName,
        locationId: location?.id ?? '',
        locationName: location?.name ?? '',
        serviceNames,
      });
    }
  }
  return result;
}
