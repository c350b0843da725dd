import type { EntityManager } from 'typeorm';

// The benchmark's rows, written with generate_series straight into scheduling's tables: its own business
// (50 staff, 2 locations with 5 rooms each, weekly open hours, blocked hours, time off, 2,000 events in the
// month) and, beside it, other businesses with a smaller copy of the same shape.

/** The tables referring to locations and rooms, emptied (and vacuumed) before them. */
export const DEPENDENT_TABLES = [
  'staff_booking',
  'event',
  'staff_hours',
  'time_off_request',
  'location_hours',
  'room',
];
export const OWNER_TABLES = ['location', 'staff_member', 'business_settings'];

export interface Shape {
  staff: number;
  roomsPerLocation: number;
  events: number;
}

/** A benchmark staff member's number (their last name, 001...), null for anyone else of the business. */
const NUMBER = `(CASE WHEN s.last_name ~ '^[0-9]+$' THEN s.last_name::int END)`;

export const MAIN_SHAPE: Shape = { staff: 50, roomsPerLocation: 5, events: 2000 };
export const OTHER_SHAPE: Shape = { staff: 5, roomsPerLocation: 1, events: 20 };

/**
 * Fills `businesses` (names) with the shape, for the month starting `monthStart` (YYYY-MM-01), in one
 * statement per table, their created and updated times `writtenAt` (from the caller's clock). `em` must be
 * allowed to write every one of them (the business itself, or platform).
 */
export async function fill(
  em: EntityManager,
  businesses: string[],
  shape: Shape,
  monthStart: string,
  writtenAt: Date,
): Promise<void> {
  await em.query(
    `INSERT INTO business_settings (business, full_name, timezone, updated_at)
     SELECT b, b, 'America/New_York', $2::timestamptz FROM unnest($1::text[]) b
     ON CONFLICT (business) DO UPDATE SET timezone = 'America/New_York'`,
    [businesses, writtenAt],
  );
  await em.query(
    `INSERT INTO staff_member (id, business, first_name, last_name, staff_role, updated_at)
     SELECT gen_random_uuid(), b, 'Teacher', lpad(i::text, 3, '0'), 'STAFF_ROLE_STAFF', $3::timestamptz
       FROM unnest($1::text[]) b, generate_series(1, $2::int) i`,
    [businesses, shape.staff, writtenAt],
  );
  await em.query(
    `INSERT INTO location (id, business, name, location_type, created_at, updated_at)
     SELECT gen_random_uuid(), b, 'Location ' || l, 'LOCATION_TYPE_PRIMARY', $2::timestamptz, $2::timestamptz
       FROM unnest($1::text[]) b, generate_series(1, 2) l`,
    [businesses, writtenAt],
  );
  await em.query(
    `INSERT INTO room (id, business, location_id, position, name)
     SELECT gen_random_uuid(), l.business, l.id, r, 'Room ' || r FROM location l, generate_series(1, $2::int) r
      WHERE l.business = ANY($1::text[])`,
    [businesses, shape.roomsPerLocation],
  );
  await em.query(
    `INSERT INTO location_hours (id, business, location_id, kind, position, start_date, from_time, to_time, timezone, rrule)
     SELECT gen_random_uuid(), l.business, l.id, 'open', 0, '2026-01-05', '08:00', '21:00', 'America/New_York',
            'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SA'
       FROM location l WHERE l.business = ANY($1::text[])`,
    [businesses],
  );
  // Open hours: MO/WE/FR mornings at the first location, TU/TH afternoons at the second, starting at one of
  // four half hours (so the staff do not all share one rule); every third staff member has a weekly blocked
  // lunch hour. Who gets what follows the staff member's number (their last name), so every run of the
  // benchmark answers the same records.
  await em.query(
    `INSERT INTO staff_hours (id, business, staff_id, kind, start_date, from_time, to_time, timezone, rrule, location_id,
                              room_name, label, created_at, updated_at)
     SELECT gen_random_uuid(), s.business, s.id, h.kind, '2026-01-05', h.f::time + shift, h.t::time + shift, 'America/New_York', h.r,
            (SELECT l.id FROM location l WHERE l.business = s.business AND lower(l.name) = lower(h.loc) AND l.deleted_at IS NULL), NULL, h.label, $2::timestamptz, $2::timestamptz
       FROM staff_member s,
            (VALUES ('open', '09:00', '17:00', 'FREQ=WEEKLY;BYDAY=MO,WE,FR', 'Location 1', NULL),
                    ('open', '12:00', '20:00', 'FREQ=WEEKLY;BYDAY=TU,TH', 'Location 2', NULL),
                    ('blocked', '12:00', '13:00', 'FREQ=WEEKLY;BYDAY=MO,WE', NULL, 'Lunch')) h(kind, f, t, r, loc, label)
            , LATERAL (SELECT make_interval(mins => 30 * (${NUMBER} % 4)) AS shift) v
      WHERE s.business = ANY($1::text[]) AND ${NUMBER} IS NOT NULL AND (h.kind = 'open' OR ${NUMBER} % 3 = 0)`,
    [businesses, writtenAt],
  );
  // Time off: one approved day for about a fifth of the staff, in the middle of the month.
  await em.query(
    `INSERT INTO time_off_request (id, business, requester_id, category, start_at, end_at, timezone, status, created_at, updated_at)
     SELECT gen_random_uuid(), s.business, s.id, 'Vacation', ($2::date + 14) AT TIME ZONE 'America/New_York',
            ($2::date + 15) AT TIME ZONE 'America/New_York', 'America/New_York', 'APPROVED', $3::timestamptz, $3::timestamptz
       FROM staff_member s WHERE s.business = ANY($1::text[]) AND ${NUMBER} % 5 = 0`,
    [businesses, monthStart, writtenAt],
  );
  // Events: an hour each, on the hour from 12:00 to 19:00 New York time (inside most open hours, so that
  // each one splits them), over the month's first 25 days; event e takes room e mod rooms, and the (day, hour)
  // slot e div rooms, so no room holds two at once; at one (day, hour) the rooms' events go to different
  // staff (room number plus a step of 10 that changes with the slot), so nobody is booked twice either (the
  // exclusion constraints of the event table would refuse it).
  await em.query(
    `WITH st AS (SELECT business, array_agg(id ORDER BY last_name) ids FROM staff_member s
                 WHERE business = ANY($1::text[]) AND ${NUMBER} IS NOT NULL GROUP BY business),
          rm AS (SELECT r.business, array_agg(r.id ORDER BY l.name, r.position) ids, array_agg(r.location_id ORDER BY l.name, r.position) locs
                   FROM room r JOIN location l ON l.id = r.location_id WHERE r.business = ANY($1::text[]) GROUP BY r.business)
     INSERT INTO event (id, business, name, start_at, end_at, location_id, room_id, primary_staff_id, staff_ids, created_at, updated_at)
     SELECT gen_random_uuid(), st.business, 'Lesson ' || e,
            ($3::date + x.k % 25 + make_interval(hours => 12 + x.k / 25)) AT TIME ZONE 'America/New_York',
            ($3::date + x.k % 25 + make_interval(hours => 13 + x.k / 25)) AT TIME ZONE 'America/New_York',
            rm.locs[1 + x.r], rm.ids[1 + x.r], st.ids[1 + x.s], ARRAY[st.ids[1 + x.s]], $4::timestamptz, $4::timestamptz
       FROM st JOIN rm USING (business), generate_series(0, $2::int - 1) e,
            LATERAL (SELECT e % cardinality(rm.ids) AS r, e / cardinality(rm.ids) AS k) y,
            LATERAL (SELECT y.r, y.k, (y.r + 10 * ((y.k % 25 + y.k / 25) % 5)) % cardinality(st.ids) AS s) x`,
    [businesses, shape.events, monthStart, writtenAt],
  );
}

/**
 * Every row of these businesses in the benchmark's tables: first the rows that refer to locations and rooms,
 * then (once `vacuum` has dropped the dead rows the foreign-key checks of a deleted location would scan) the
 * locations, staff and settings.
 */
export async function remove(
  run: (work: (em: EntityManager) => Promise<void>) => Promise<void>,
  vacuum: (tables: string[]) => Promise<void>,
  businesses: string[],
): Promise<void> {
  const empty = (tables: string[]) => async (em: EntityManager) => {
    for (const t of tables) await em.query(`DELETE FROM ${t} WHERE business = ANY($1::text[])`, [businesses]);
  };
  await run(empty(DEPENDENT_TABLES));
  await vacuum(DEPENDENT_TABLES);
  await run(empty(OWNER_TABLES));
}
