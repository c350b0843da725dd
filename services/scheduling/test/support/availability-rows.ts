import { randomUUID } from 'crypto';
import type { EntityManager } from 'typeorm';

// Rows of a test business written straight into scheduling's tables (inside a transaction of that business),
// for the availability tests and the benchmark: the tables are fixed, their operations belong elsewhere.

const NOW = new Date('2026-01-01T00:00:00Z');
const TABLES = [
  'waitlist_offer',
  'waitlist_request',
  'event',
  'staff_hours',
  'time_off_request',
  'plan',
  'service',
  'location_hours',
  'room',
  'location',
  'staff_member',
];

export async function addBusiness(em: EntityManager, business: string, timezone: string): Promise<void> {
  await em.query(
    `INSERT INTO business_settings (business, full_name, timezone, updated_at) VALUES ($1, $1, $2, $3)
       ON CONFLICT (business) DO UPDATE SET timezone = $2`,
    [business, timezone, NOW],
  );
}

export async function addStaff(
  em: EntityManager,
  business: string,
  first: string,
  last = 'Test',
  id = randomUUID(),
): Promise<string> {
  await em.query(
    `INSERT INTO staff_member (id, business, first_name, last_name, staff_role, updated_at) VALUES ($1, $2, $3, $4, 'STAFF_ROLE_STAFF', $5)
       ON CONFLICT (id) DO NOTHING`,
    [id, business, first, last, NOW],
  );
  return id;
}

export interface LocationSpec {
  name: string;
  visibleByVisitors?: boolean;
  rooms?: Array<{ name: string; applicableServices?: string[] }>;
}

/** A location and its rooms; returns the location id and the room ids by name. */
export async function addLocation(
  em: EntityManager,
  business: string,
  spec: LocationSpec,
): Promise<{ id: string; rooms: Record<string, string> }> {
  const id = randomUUID();
  await em.query(
    `INSERT INTO location (id, business, name, location_type, visible_by_visitors, created_at, updated_at)
       VALUES ($1, $2, $3, 'LOCATION_TYPE_PRIMARY', $4, $5, $5)`,
    [id, business, spec.name, spec.visibleByVisitors ?? true, NOW],
  );
  const rooms: Record<string, string> = {};
  for (const [position, room] of (spec.rooms ?? []).entries()) {
    rooms[room.name] = randomUUID();
    await em.query(
      `INSERT INTO room (id, business, location_id, position, name, applicable_services) VALUES ($1, $2, $3, $4, $5, $6)`,
      [rooms[room.name], business, id, position, room.name, room.applicableServices ?? []],
    );
  }
  return { id, rooms };
}

export interface HoursSpec {
  startDate: string;
  fromTime: string;
  toTime: string;
  timezone: string;
  rrule?: string | null;
}

export async function addLocationHours(
  em: EntityManager,
  business: string,
  locationId: string,
  kind: 'open' | 'closed',
  h: HoursSpec,
): Promise<void> {
  await em.query(
    `INSERT INTO location_hours (id, business, location_id, kind, position, start_date, from_time, to_time, timezone, rrule)
       VALUES ($1, $2, $3, $4, 0, $5, $6, $7, $8, $9)`,
    [
      randomUUID(),
      business,
      locationId,
      kind,
      h.startDate,
      h.fromTime,
      h.toTime,
      h.timezone,
      h.rrule ?? null,
    ],
  );
}

export async function addService(
  em: EntityManager,
  business: string,
  name: string,
  durationMinutes: number,
  hidden = false,
): Promise<string> {
  const id = randomUUID();
  await em.query(
    `INSERT INTO service (id, business, name, duration_minutes, hidden_at, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $6)`,
    [id, business, name, durationMinutes, hidden ? NOW : null, NOW],
  );
  return id;
}

export interface StaffHoursSpec extends HoursSpec {
  kind: 'open' | 'blocked';
  locationId?: string | null;
  serviceIds?: string[];
  roomName?: string | null;
  label?: string | null;
  timeOffRequestId?: string | null;
}

export async function addStaffHours(
  em: EntityManager,
  business: string,
  staffId: string,
  h: StaffHoursSpec,
): Promise<void> {
  await em.query(
    `INSERT INTO staff_hours (id, business, staff_id, kind, start_date, from_time, to_time, timezone, rrule, location_id,
                              service_ids, room_name, label, time_off_request_id, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15)`,
    [
      randomUUID(),
      business,
      staffId,
      h.kind,
      h.startDate,
      h.fromTime,
      h.toTime,
      h.timezone,
      h.rrule ?? null,
      h.locationId ?? null,
      h.serviceIds ?? [],
      h.roomName ?? null,
      h.label ?? null,
      h.timeOffRequestId ?? null,
      NOW,
    ],
  );
}

export async function addTimeOff(
  em: EntityManager,
  business: string,
  staffId: string,
  t: { startAt: string; endAt: string; status?: string; category?: string | null },
): Promise<string> {
  const id = randomUUID();
  await em.query(
    `INSERT INTO time_off_request (id, business, requester_id, category, start_at, end_at, timezone, status, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, 'UTC', $7, $8, $8)`,
    [id, business, staffId, t.category ?? null, t.startAt, t.endAt, t.status ?? 'APPROVED', NOW],
  );
  return id;
}

export async function addEvent(
  em: EntityManager,
  business: string,
  e: {
    name: string;
    startAt: string;
    endAt: string;
    staffIds?: string[];
    locationId?: string | null;
    roomId?: string | null;
    status?: string;
  },
): Promise<void> {
  await em.query(
    `INSERT INTO event (id, business, name, start_at, end_at, status, location_id, room_id, staff_ids, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)`,
    [
      randomUUID(),
      business,
      e.name,
      e.startAt,
      e.endAt,
      e.status ?? 'EVENT_STATUS_ACTIVE',
      e.locationId ?? null,
      e.roomId ?? null,
      e.staffIds ?? [],
      NOW,
    ],
  );
}

/**
 * A waitlist offer of a staff member's time to a new client's request (held until `holdUntil` while
 * HELD); the request asks for the service at any time of the offer's dates.
 */
export async function addWaitlistOffer(
  em: EntityManager,
  business: string,
  o: {
    serviceId: string;
    staffId: string;
    locationId: string;
    startAt: string;
    endAt: string;
    holdUntil: string;
    status?: 'HELD' | 'TAKEN' | 'EXPIRED';
  },
): Promise<void> {
  const requestId = randomUUID();
  const clientId = randomUUID();
  await em.query(
    `INSERT INTO waitlist_request (id, business, client_id, service_id, from_date, to_date, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5::timestamptz::date, $6::timestamptz::date, $7, $7)`,
    [requestId, business, clientId, o.serviceId, o.startAt, o.endAt, NOW],
  );
  await em.query(
    `INSERT INTO waitlist_offer (id, business, request_id, client_id, service_id, staff_id, location_id, start_at,
       end_at, hold_until, status, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)`,
    [
      randomUUID(),
      business,
      requestId,
      clientId,
      o.serviceId,
      o.staffId,
      o.locationId,
      o.startAt,
      o.endAt,
      o.holdUntil,
      o.status ?? 'HELD',
      NOW,
    ],
  );
}

/** Every row of the business in the tables above, and its settings. */
export async function removeBusiness(em: EntityManager, business: string): Promise<void> {
  for (const t of TABLES) await em.query(`DELETE FROM ${t} WHERE business = $1`, [business]);
  await em.query(`DELETE FROM business_settings WHERE business = $1`, [business]);
}
