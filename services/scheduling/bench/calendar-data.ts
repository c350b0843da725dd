import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { PlanEntity } from '../src/services/plan.entity';
import { applyPlanInput, applyServiceInput, newPlan, newService } from '../src/services/service-draft';
import { ServiceEntity } from '../src/services/service.entity';

// The calendar benchmark's rows, written straight into scheduling's tables of its own business (made through
// the API): 50 staff, 500 clients, a location with 10 rooms and an hour-long lesson with a plan; then the
// events the reads are timed on (a week of 300 events in the location, a month of 2,000 for the 50 staff),
// each with its client and its teacher as participants. Bookings are made through the gateway.

export const ZONE = 'America/New_York';
export const STAFF = 50;
export const CLIENTS = 500;
export const ROOMS = 10;
export const PLAN = 'Single Lesson';

export interface BenchPlaces {
  staffIds: string[];
  clientIds: string[];
  locationId: string;
  roomIds: string[];
  serviceId: string;
}

/** Events first (their participants and staff bookings go with them), then what they refer to. */
const TABLES = [
  'event_participant',
  'staff_booking',
  'event',
  'event_series',
  'plan',
  'service',
  'location_hours',
  'room',
  'location',
  'staff_member',
  'client_member',
  'business_settings',
];

/** The business's staff, clients, location with its rooms and lesson, stamped `writtenAt`. */
export async function fillPlaces(em: EntityManager, business: string, writtenAt: Date): Promise<BenchPlaces> {
  await em.query(
    `INSERT INTO business_settings (business, full_name, timezone, updated_at) VALUES ($1, $1, $2, $3)
     ON CONFLICT (business) DO UPDATE SET timezone = $2`,
    [business, ZONE, writtenAt],
  );
  const staffIds = Array.from({ length: STAFF }, () => randomUUID());
  await em.query(
    `INSERT INTO staff_member (id, business, first_name, last_name, staff_role, updated_at)
     SELECT id, $1, 'Teacher', lpad(n::text, 3, '0'), 'staff', $3 FROM unnest($2::uuid[]) WITH ORDINALITY AS s(id, n)`,
    [business, staffIds, writtenAt],
  );
  const clientIds = Array.from({ length: CLIENTS }, () => randomUUID());
  await em.query(
    `INSERT INTO client_member (id, business, first_name, last_name, updated_at)
     SELECT id, $1, 'Client', lpad(n::text, 4, '0'), $3 FROM unnest($2::uuid[]) WITH ORDINALITY AS c(id, n)`,
    [business, clientIds, writtenAt],
  );
  const locationId = randomUUID();
  await em.query(
    `INSERT INTO location (id, business, name, location_type, timezone, created_at, updated_at)
     VALUES ($1, $2, 'Bench Hall', 'LOCATION_TYPE_PRIMARY', $3, $4, $4)`,
    [locationId, business, ZONE, writtenAt],
  );
  const roomIds = Array.from({ length: ROOMS }, () => randomUUID());
  await em.query(
    `INSERT INTO room (id, business, location_id, position, name)
     SELECT id, $1, $2, n - 1, 'Room ' || n FROM unnest($3::uuid[]) WITH ORDINALITY AS r(id, n)`,
    [business, locationId, roomIds],
  );
  await em.query(
    `INSERT INTO location_hours (id, business, location_id, kind, position, start_date, from_time, to_time, timezone, rrule)
     VALUES (gen_random_uuid(), $1, $2, 'open', 0, '2026-01-05', '07:00', '22:00', $3, 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SA,SU')`,
    [business, locationId, ZONE],
  );
  const service = applyServiceInput(
    newService(randomUUID(), business, writtenAt),
    {
      name: 'Bench Lesson - 60 Mins',
      description: 'An hour-long lesson the calendar benchmark books.',
      durationMinutes: 60,
      price: 5000,
      cancellationWindowHours: 24,
      plans: [],
    },
    writtenAt,
  );
  await em.insert(ServiceEntity, service);
  const plan: PlanEntity = {
    ...applyPlanInput(newPlan(service.currency), {
      name: PLAN,
      kind: 'single-visit',
      price: 5000,
      startType: 'START_ON_FIRST_VISIT',
    }),
    id: randomUUID(),
    business,
    serviceId: service.id,
    position: 0,
  };
  await em.insert(PlanEntity, plan);
  return { staffIds, clientIds, locationId, roomIds, serviceId: service.id };
}

/**
 * `count` hour-long events on the hour from `firstHour` local time over `days` days from `firstDate`: event
 * e takes room e mod 10 and the (day, hour) slot e div 10, so no room holds two at once; the rooms' events
 * of one slot go to different staff (room number plus a step of 10 that changes with the slot), so nobody
 * is booked twice either. Each has a client (in turn) and its teacher as participants.
 */
export async function fillEvents(
  em: EntityManager,
  business: string,
  places: BenchPlaces,
  shape: { firstDate: string; days: number; firstHour: number; count: number; label: string },
  writtenAt: Date,
): Promise<void> {
  await em.query(
    `WITH x AS (
       SELECT e, e % $5::int AS r, e / $5::int AS k FROM generate_series(0, $4::int - 1) e),
     slots AS (
       SELECT e, r, ($3::date + k % $6::int + make_interval(hours => $7::int + k / $6::int)) AT TIME ZONE $8 AS start_at,
              (r + 10 * ((k % $6::int + k / $6::int) % 5)) % cardinality($9::uuid[]) AS s
         FROM x)
     INSERT INTO event (id, business, name, start_at, end_at, status, location_id, room_id, service_id,
                        primary_staff_id, staff_ids, timezone, plan_name, created_at, updated_at)
     SELECT gen_random_uuid(), $1, $2 || ' ' || e, start_at, start_at + interval '1 hour', 'EVENT_STATUS_ACTIVE',
            $10::uuid, ($11::uuid[])[1 + r], $12::uuid, ($9::uuid[])[1 + s], ARRAY[($9::uuid[])[1 + s]], $8, $13,
            $14, $14
       FROM slots`,
    [
      business,
      shape.label,
      shape.firstDate,
      shape.count,
      places.roomIds.length,
      shape.days,
      shape.firstHour,
      ZONE,
      places.staffIds,
      places.locationId,
      places.roomIds,
      places.serviceId,
      PLAN,
      writtenAt,
    ],
  );
  await em.query(
    `INSERT INTO event_participant (id, business, event_id, people_id, kind, enrollment_type, plan_name, payer_id,
                                    created_at, updated_at)
     SELECT gen_random_uuid(), $1, ev.id, ($3::uuid[])[1 + (row_number() OVER (ORDER BY ev.start_at, ev.id))::int % cardinality($3::uuid[])],
            'client', 'DROP_IN', $4, NULL, $5, $5
       FROM event ev WHERE ev.business = $1 AND ev.name LIKE $2 || ' %'`,
    [business, shape.label, places.clientIds, PLAN, writtenAt],
  );
  await em.query(
    `INSERT INTO event_participant (id, business, event_id, people_id, kind, created_at, updated_at)
     SELECT gen_random_uuid(), $1, ev.id, ev.primary_staff_id, 'staff', $3, $3
       FROM event ev WHERE ev.business = $1 AND ev.name LIKE $2 || ' %'`,
    [business, shape.label, writtenAt],
  );
}

/** Overlapping blocking events of one staff member and of one room (pairs), by SQL on the event table. */
export async function overlaps(
  em: EntityManager,
  business: string,
): Promise<{ staff: number; rooms: number }> {
  const blocking = ['EVENT_STATUS_ACTIVE', 'EVENT_STATUS_HOLD', 'EVENT_STATUS_COMPLETED'];
  const [staff] = await em.query(
    `SELECT count(*)::int AS n
       FROM event a JOIN event b ON b.business = a.business AND a.id < b.id
        AND tstzrange(a.start_at, a.end_at) && tstzrange(b.start_at, b.end_at)
        AND array_remove(a.staff_ids || a.primary_staff_id, NULL) && array_remove(b.staff_ids || b.primary_staff_id, NULL)
      WHERE a.business = $1 AND a.status = ANY($2) AND b.status = ANY($2)`,
    [business, blocking],
  );
  const [rooms] = await em.query(
    `SELECT count(*)::int AS n
       FROM event a JOIN event b ON b.business = a.business AND a.id < b.id AND a.room_id = b.room_id
        AND tstzrange(a.start_at, a.end_at) && tstzrange(b.start_at, b.end_at)
      WHERE a.business = $1 AND a.status = ANY($2) AND b.status = ANY($2)`,
    [business, blocking],
  );
  return { staff: staff.n, rooms: rooms.n };
}

/** Every row of the business in the benchmark's tables. */
export async function removeAll(em: EntityManager, business: string): Promise<void> {
  for (const t of TABLES) await em.query(`DELETE FROM ${t} WHERE business = $1`, [business]);
}
