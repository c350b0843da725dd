import type { EntityManager } from 'typeorm';
import { Interval } from '@tempo/scheduling-rules';
import {
  EventRow,
  HoursRow,
  LocationHoursRow,
  LocationRow,
  RoomRow,
  StaffRow,
  TimeOffRow,
} from './availability-input';

// The reads of availability: one query per kind of row for the whole window (never per day or per slot),
// inside the caller's transaction of the business (row-level security applies; `business` is repeated in
// each WHERE so the indexes serve it).

const HHMM = (col: string) => `to_char(${col}, 'HH24:MI')`;
const DATE = (col: string) => `to_char(${col}, 'YYYY-MM-DD')`;
/**
 * An instant as epoch milliseconds, a float8 the driver reads as a number (date_part, not extract: numeric
 * arithmetic over thousands of rows costs more than the query). The product stores instants in whole
 * milliseconds, which round() gives back exactly.
 */
const MS = (col: string) => `round(date_part('epoch', ${col}) * 1000)`;

/** Staff members by id, or every active one; by last name, first name. */
export async function loadStaff(
  em: EntityManager,
  business: string,
  ids: readonly string[] | null,
): Promise<StaffRow[]> {
  const rows: Array<{ id: string; first_name: string; last_name: string }> = await em.query(
    `SELECT id, first_name, last_name FROM staff_member
      WHERE business = $1 AND ($2::uuid[] IS NULL AND NOT deactivated OR id = ANY($2::uuid[]))
      ORDER BY lower(last_name), lower(first_name), id`,
    [business, ids],
  );
  return rows.map((r) => ({ id: r.id, name: [r.first_name, r.last_name].filter((x) => x.trim()).join(' ') }));
}

/** The open and blocked hours of these staff members that may occur in the window. */
export async function loadHours(
  em: EntityManager,
  business: string,
  staffIds: readonly string[],
  window: Interval,
): Promise<HoursRow[]> {
  const rows: Array<Record<string, unknown>> = await em.query(
    `SELECT staff_id, kind, ${DATE('start_date')} AS start_date, ${HHMM('from_time')} AS from_time,
            ${HHMM('to_time')} AS to_time, timezone, rrule, location_id, service_ids, room_name, label,
            array(SELECT ${DATE('d')} FROM unnest(exceptions) AS d) AS exceptions, time_off_request_id
       FROM staff_hours
      WHERE business = $1 AND staff_id = ANY($2::uuid[]) AND start_date <= ($3::timestamptz AT TIME ZONE 'UTC')::date + 1
      ORDER BY staff_id, kind, start_date, from_time, id`,
    [business, staffIds, new Date(window.end)],
  );
  return rows.map((r) => ({
    staffId: r.staff_id as string,
    kind: r.kind as 'open' | 'blocked',
    startDate: r.start_date as string,
    fromTime: r.from_time as string,
    toTime: r.to_time as string,
    timezone: r.timezone as string,
    rrule: r.rrule as string | null,
    exceptions: r.exceptions as string[],
    locationId: r.location_id as string | null,
    serviceIds: r.service_ids as string[],
    roomName: r.room_name as string | null,
    label: r.label as string | null,
    timeOffRequestId: r.time_off_request_id as string | null,
  }));
}

/** Approved time off of these staff members overlapping the window. */
export async function loadTimeOff(
  em: EntityManager,
  business: string,
  staffIds: readonly string[],
  window: Interval,
): Promise<TimeOffRow[]> {
  const rows: Array<{
    id: string;
    requester_id: string;
    category: string | null;
    start: number;
    end: number;
  }> = await em.query(
    `SELECT id, requester_id, category, ${MS('start_at')} AS start, ${MS('end_at')} AS "end" FROM time_off_request
        WHERE business = $1 AND requester_id = ANY($2::uuid[]) AND status = 'APPROVED'
          AND start_at < $4 AND end_at > $3`,
    [business, staffIds, new Date(window.start), new Date(window.end)],
  );
  return rows.map((r) => ({
    id: r.id,
    requesterId: r.requester_id,
    category: r.category,
    start: r.start,
    end: r.end,
  }));
}

/** How a time held for a waitlisted client reads among a staff member's busy pieces. */
export const HELD_LABEL = 'Held for a waitlisted client';

/**
 * Active events overlapping the window that involve these staff members or take a room, and the times held
 * for a waitlisted client (an offer whose hold lasts at `now`), which are busy for everyone else: a time
 * no one else can book is not shown as free. A month holds thousands: their instants come as numbers and
 * their staff (primary included) as one text each, which the driver reads far faster than timestamps and
 * uuid arrays.
 */
export async function loadEvents(
  em: EntityManager,
  business: string,
  staffIds: readonly string[],
  window: Interval,
  now: Date,
): Promise<EventRow[]> {
  const rows: Array<{
    name: string;
    start: number;
    end: number;
    location_id: string | null;
    room_id: string | null;
    staff: string;
    primary_staff_id: string | null;
  }> = await em.query(
    `SELECT name, ${MS('start_at')} AS start, ${MS('end_at')} AS "end", location_id, room_id,
            array_to_string(staff_ids, ' ') AS staff, primary_staff_id FROM event
      WHERE business = $1 AND status = 'EVENT_STATUS_ACTIVE' AND end_at > $3 AND start_at < $4
        AND (room_id IS NOT NULL OR staff_ids && $2::uuid[] OR primary_staff_id = ANY($2::uuid[]))
     UNION ALL
     SELECT $6, ${MS('start_at')}, ${MS('end_at')}, location_id, room_id, staff_id::text, NULL FROM waitlist_offer
      WHERE business = $1 AND status = 'HELD' AND hold_until > $5 AND end_at > $3 AND start_at < $4
        AND (room_id IS NOT NULL OR staff_id = ANY($2::uuid[]))`,
    [business, staffIds, new Date(window.start), new Date(window.end), now, HELD_LABEL],
  );
  return rows.map((r) => {
    const staff = r.staff ? r.staff.split(' ') : [];
    if (r.primary_staff_id) staff.push(r.primary_staff_id);
    return {
      name: r.name,
      start: r.start,
      end: r.end,
      locationId: r.location_id,
      roomId: r.room_id,
      staffIds: staff,
    };
  });
}

/** The business's locations (not deleted), one of them when `id` is given, with their rooms and hours. */
export async function loadLocations(
  em: EntityManager,
  business: string,
  id: string | null,
): Promise<{ locations: LocationRow[]; rooms: RoomRow[]; hours: LocationHoursRow[] }> {
  const [locations, rooms, hours]: [
    Array<{ id: string; name: string; visible_by_clients: boolean; visible_by_visitors: boolean }>,
    Array<{ id: string; location_id: string; name: string; applicable_services: string[] }>,
    Array<Record<string, string | null>>,
  ] = [
    await em.query(
      `SELECT id, name, visible_by_clients, visible_by_visitors FROM location
        WHERE business = $1 AND deleted_at IS NULL AND ($2::uuid IS NULL OR id = $2::uuid)`,
      [business, id],
    ),
    await em.query(
      `SELECT id, location_id, name, applicable_services FROM room
        WHERE business = $1 AND ($2::uuid IS NULL OR location_id = $2::uuid) ORDER BY location_id, position`,
      [business, id],
    ),
    await em.query(
      `SELECT location_id, kind, ${DATE('start_date')} AS start_date, ${HHMM('from_time')} AS from_time,
              ${HHMM('to_time')} AS to_time, timezone, rrule FROM location_hours
        WHERE business = $1 AND ($2::uuid IS NULL OR location_id = $2::uuid) ORDER BY location_id, position`,
      [business, id],
    ),
  ];
  return {
    locations: locations.map((l) => ({
      id: l.id,
      name: l.name,
      visibleByClients: l.visible_by_clients,
      visibleByVisitors: l.visible_by_visitors,
    })),
    rooms: rooms.map((r) => ({
      id: r.id,
      locationId: r.location_id,
      name: r.name,
      applicableServices: r.applicable_services,
    })),
    hours: hours.map((h) => ({
      locationId: h.location_id as string,
      kind: h.kind as 'open' | 'closed',
      startDate: h.start_date as string,
      fromTime: h.from_time as string,
      toTime: h.to_time as string,
      timezone: h.timezone as string,
      rrule: h.rrule,
    })),
  };
}

export interface ServiceRow {
  readonly id: string;
  readonly name: string;
  readonly durationMinutes: number | null;
  readonly hidden: boolean;
  /** The locations the asked plan is limited to (empty: any), when a plan was asked. */
  readonly planLocationIds: string[] | null;
}

/** The business's services (not deleted), or the one with `id`, with the plan named `planName` if asked. */
export async function loadServices(
  em: EntityManager,
  business: string,
  id: string | null,
  planName: string | null = null,
): Promise<ServiceRow[]> {
  const rows: Array<{
    id: string;
    name: string;
    duration_minutes: number | null;
    hidden: boolean;
    plan_location_ids: string[] | null;
  }> = await em.query(
    `SELECT s.id, s.name, s.duration_minutes, s.hidden_at IS NOT NULL AS hidden,
            (SELECT p.location_ids FROM plan p WHERE p.business = $1 AND p.service_id = s.id
                AND lower(p.name) = lower($3) LIMIT 1) AS plan_location_ids
       FROM service s WHERE s.business = $1 AND s.deleted_at IS NULL AND ($2::uuid IS NULL OR s.id = $2::uuid)`,
    [business, id, planName],
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    durationMinutes: r.duration_minutes,
    hidden: r.hidden,
    planLocationIds: r.plan_location_ids,
  }));
}
