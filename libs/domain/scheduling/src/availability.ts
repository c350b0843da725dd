// Availability: when a staff member can take a booking. Free time = open hours − blocked hours − time off −
// existing events − location closures, all as instants; a slot is a [start, start + duration) that fits
// wholly in the free time, starting on a step grid. Rooms are chosen by the service they allow.
import { Interval, clip, intersect, normalise, subtract } from './intervals';
import { toIso } from './zoned-time';

export interface BusyTime {
  readonly blocked?: readonly Interval[];
  readonly timeOff?: readonly Interval[];
  readonly events?: readonly Interval[];
  readonly closures?: readonly Interval[];
}

/**
 * Open time inside `window` minus everything busy, as a normalised set. `locationOpen`, when given, is the
 * location's open hours: only time inside them is free.
 */
export function freeTime(
  open: readonly Interval[],
  busy: BusyTime,
  window: Interval,
  locationOpen?: readonly Interval[],
): Interval[] {
  const taken = [
    ...(busy.blocked ?? []),
    ...(busy.timeOff ?? []),
    ...(busy.events ?? []),
    ...(busy.closures ?? []),
  ];
  const inside = locationOpen ? intersect(open, locationOpen) : open;
  return clip(subtract(inside, taken), window);
}

export interface SlotOptions {
  /** Length of a booking in milliseconds (> 0). */
  readonly durationMs: number;
  /** Distance between slot starts in milliseconds (> 0); defaults to the duration. */
  readonly stepMs?: number;
  /**
   * Instant the step grid is anchored on (slots start at anchor + k·step). Absent: each free interval starts
   * its own grid, so a lesson can start as soon as the staff member is free.
   */
  readonly anchor?: number;
}

function firstOnGrid(at: number, anchor: number, step: number): number {
  return anchor + Math.ceil((at - anchor) / step) * step;
}

/** Every slot that fits wholly in the free time, ordered by start. */
export function slots(free: readonly Interval[], options: SlotOptions): Interval[] {
  const { durationMs } = options;
  const step = options.stepMs ?? durationMs;
  if (!(durationMs > 0) || !(step > 0)) throw new RangeError('Slot duration and step must be positive');
  const result: Interval[] = [];
  for (const piece of normalise(free)) {
    const anchor = options.anchor ?? piece.start;
    for (let start = firstOnGrid(piece.start, anchor, step); start + durationMs <= piece.end; start += step) {
      result.push({ start, end: start + durationMs });
    }
  }
  return result;
}

export interface Room {
  readonly name: string;
  /** Services (ids or names) the room may host; empty or absent: every service. */
  readonly applicableServices?: readonly string[] | null;
}

/** True when the room may host the service (an empty applicableServices list allows all). */
export function roomAllowsService(room: Room, service: string): boolean {
  const allowed = room.applicableServices ?? [];
  return allowed.length === 0 || allowed.includes(service);
}

/** The rooms that may host the service, in their given order. */
export function roomsForService<R extends Room>(rooms: readonly R[], service: string): R[] {
  return rooms.filter((room) => roomAllowsService(room, service));
}

/** A slot as the API gives it (Timeslot): its start as an ISO instant in UTC. */
export interface Timeslot {
  readonly startAt: string;
}

export function toTimeslots(found: readonly Interval[]): Timeslot[] {
  return found.map((slot) => ({ startAt: toIso(slot.start) }));
}

/** One offered time of a staff member, shaped as the API's Availability. */
export interface Availability {
  readonly staffName: string;
  readonly staffId: string;
  readonly startAt: string;
  readonly endAt: string;
  readonly available: boolean;
  readonly label: string | null;
  readonly roomName: string | null;
  readonly locationId: string;
  readonly locationName: string;
  readonly serviceNames: string[];
}

export interface AvailabilityRequest {
  readonly staff: { readonly id: string; readonly name: string };
  readonly location: { readonly id: string; readonly name: string; readonly rooms: readonly Room[] };
  /** The service asked for, as rooms name it in applicableServices, and its display name. */
  readonly service: { readonly key: string; readonly name: string };
  readonly open: readonly Interval[];
  readonly busy: BusyTime;
  /** The location's open hours, when it keeps any (its closures belong in `busy.closures`). */
  readonly locationOpen?: readonly Interval[];
  readonly window: Interval;
  readonly slot: SlotOptions;
  /** Rooms already taken, by room name, as instants. */
  readonly roomBookings?: Readonly<Record<string, readonly Interval[]>>;
  readonly label?: string | null;
}

/**
 * The staff member's bookable slots for the service at the location. A location with rooms needs a room that
 * allows the service and is free for the whole slot (the first such room in order is offered); a location
 * without rooms needs none.
 */
export function availabilities(request: AvailabilityRequest): Availability[] {
  const { staff, location, service } = request;
  const rooms = roomsForService(location.rooms, service.key);
  if (location.rooms.length > 0 && rooms.length === 0) return [];
  const candidates = slots(
    freeTime(request.open, request.busy, request.window, request.locationOpen),
    request.slot,
  );
  const result: Availability[] = [];
  for (const slot of candidates) {
    const room = rooms.find((r) => intersect([slot], request.roomBookings?.[r.name] ?? []).length === 0);
    if (location.rooms.length > 0 && !room) continue;
    result.push({
      staffName: staff.name,
      staffId: staff.id,
      startAt: toIso(slot.start),
      endAt: toIso(slot.end),
      available: true,
      label: request.label ?? null,
      roomName: room?.name ?? null,
      locationId: location.id,
      locationName: location.name,
      serviceNames: [service.name],
    });
  }
  return result;
}
