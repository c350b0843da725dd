// Everything a booking is checked against, read in one prepared query.
import type { EntityManager } from 'typeorm';
import { isUuid } from '@tempo/contracts';
import { preparedStatement, runPrepared } from '@tempo/db';
import { BLOCKING_EVENT_STATUSES } from '../database/migrations/1795700000000-event-booking';
import type { ClientMemberEntity, StaffMemberEntity } from '../directory/directory.entity';
import type { LocationEntity, RoomEntity } from '../locations/location.entity';
import type { PlanEntity } from '../services/plan.entity';
import type { ServiceEntity } from '../services/service.entity';
import { tryLocksSql } from './booking-locks';
import { collisionOf } from './booking-rules';
import type { clientEventsIn, Collision } from './booking.store';

/** What a booking names, as bookingFactsIn reads it. */
export interface BookingFacts {
  /** The business's zone (UTC without settings). */
  readonly zone: string;
  readonly service: Pick<
    ServiceEntity,
    | 'id'
    | 'name'
    | 'durationMinutes'
    | 'requiresBooking'
    | 'hasSessions'
    | 'eventType'
    | 'notBeforeAgeMonths'
    | 'notAfterAgeMonths'
  > | null;
  readonly location: Pick<LocationEntity, 'id' | 'name' | 'timezone' | 'locationType'> | null;
  readonly plan: Pick<PlanEntity, 'name' | 'locationIds'> | null;
  readonly room: Pick<RoomEntity, 'id' | 'name' | 'locationId' | 'applicableServices'> | null;
  /** The staff member, when active (with what the booked events show of them). */
  readonly staff: Pick<
    StaffMemberEntity,
    | 'id'
    | 'firstName'
    | 'lastName'
    | 'profilePhoto'
    | 'staffRole'
    | 'staffOnlineId'
    | 'staffSecondaryAttribute'
  > | null;
  readonly clients: Map<
    string,
    Pick<
      ClientMemberEntity,
      'id' | 'firstName' | 'lastName' | 'birthDate' | 'accountManagerIds' | 'profilePhoto'
    >
  >;
  /**
   * For a booking of one period (the start, and the end given or the service's duration later): what
   * already takes its staff member or room then (null when not asked), and the clients' events overlapping it.
   */
  readonly period: { startAt: Date; endAt: Date } | null;
  readonly taken: Collision | null;
  readonly clientEvents: Awaited<ReturnType<typeof clientEventsIn>> | null;
  /**
   * For a booking of one period: the first time of its staff member held then for a waitlisted client
   * other than `ask.holder` (heldSlotConflict's question), else null.
   */
  readonly held: { startAt: Date; endAt: Date } | null;
  /** The locks of `ask.lockKeys` taken, in their order, up to the first someone else holds. */
  readonly locks: { readonly keys: readonly string[]; readonly taken: number };
}

/** The ids and names a booking asks for (texts trimmed; ids that are not uuids are not looked up). */
export interface BookingAsk {
  readonly serviceId: string | null;
  readonly locationId: string | null;
  readonly planName: string | null;
  readonly roomId: string | null;
  readonly staffId: string | null;
  readonly clientIds: readonly string[];
  /** A booking of one period: its start and, when given, its end (epoch ms). */
  readonly single: { startAt: number; endAt: number | undefined } | null;
  /** The client whose own waitlist hold does not count against the booking (null: every hold counts). */
  readonly holder: string | null;
  /** The time holds are read at. */
  readonly now: Date;
  /**
   * The advisory lock keys of the booking's staff member and room, in their order (bookableKeys; at most
   * two): tried with the facts, without waiting, so that a booking nobody races takes them in the same round
   * trip. More than two are not tried.
   */
  readonly lockKeys: readonly string[];
}

const uuidOrNull = (id: string | null): string | null => (id && isUuid(id) ? id : null);

/** bookingFactsIn's query: prepared, as every booking runs it (planning it took longer than running it). */
const BOOKING_FACTS = preparedStatement(
  'booking_facts',
  `WITH s AS (
       SELECT id, name, duration_minutes, requires_booking, has_sessions, event_type, not_before_age_months,
              not_after_age_months
         FROM service WHERE business = $1 AND id = $2::uuid AND deleted_at IS NULL),
     period AS (
       SELECT s, e FROM (
         SELECT $8::timestamptz AS s,
                coalesce($9::timestamptz, $8::timestamptz + (SELECT duration_minutes FROM s) * interval '1 minute') AS e
       ) p WHERE e > s)
     SELECT
       (SELECT timezone FROM business_settings WHERE business = $1) AS zone,
       (SELECT json_build_object('id', id, 'name', name, 'durationMinutes', duration_minutes,
                 'requiresBooking', requires_booking, 'hasSessions', has_sessions, 'eventType', event_type,
                 'notBeforeAgeMonths', not_before_age_months, 'notAfterAgeMonths', not_after_age_months)
          FROM s) AS service,
       (SELECT json_build_object('id', id, 'name', name, 'timezone', timezone, 'locationType', location_type)
          FROM location WHERE business = $1 AND id = $3::uuid AND deleted_at IS NULL) AS location,
       (SELECT json_build_object('name', name, 'locationIds', location_ids)
          FROM plan WHERE business = $1 AND service_id = $2::uuid AND name = $4 LIMIT 1) AS plan,
       (SELECT json_build_object('id', id, 'name', name, 'locationId', location_id,
                 'applicableServices', applicable_services)
          FROM room WHERE business = $1 AND id = $5::uuid) AS room,
       (SELECT json_build_object('id', id, 'firstName', first_name, 'lastName', last_name,
                 'profilePhoto', profile_photo, 'staffRole', staff_role, 'staffOnlineId', staff_online_id,
                 'staffSecondaryAttribute', staff_secondary_attribute)
          FROM staff_member WHERE business = $1 AND id = $6::uuid AND NOT deactivated) AS staff,
       (SELECT json_agg(json_build_object('id', id, 'firstName', first_name, 'lastName', last_name,
                 'birthDate', birth_date, 'accountManagerIds', account_manager_ids, 'profilePhoto', profile_photo))
          FROM client_member WHERE business = $1 AND id = ANY($7::uuid[])) AS clients,
       (SELECT s FROM period) AS start_at,
       (SELECT e FROM period) AS end_at,
       (SELECT json_build_object('kind', kind, 'name', name, 'startAt', start_at, 'endAt', end_at)
          FROM (
            SELECT 'staff' AS kind,
                   concat_ws(' ', nullif(trim(m.first_name), ''), nullif(trim(m.last_name), '')) AS name,
                   e.start_at, e.end_at
              FROM period p
              JOIN staff_booking sb ON sb.business = $1 AND sb.blocking AND sb.staff_id = $6::uuid
                   AND sb.during && tstzrange(p.s, p.e)
              JOIN event e ON e.id = sb.event_id
              LEFT JOIN staff_member m ON m.business = $1 AND m.id = sb.staff_id
            UNION ALL
            SELECT 'room' AS kind, r.name, e.start_at, e.end_at
              FROM period p
              JOIN event e ON e.business = $1 AND e.room_id = $5::uuid AND e.status = ANY($10::text[])
                   AND tstzrange(e.start_at, e.end_at) && tstzrange(p.s, p.e)
              LEFT JOIN room r ON r.business = $1 AND r.id = e.room_id
             ORDER BY 1 DESC, 3
             LIMIT 1) t) AS taken,
       (SELECT json_agg(json_build_object('clientId', cp.people_id, 'id', e.id, 'name', e.name,
                 'startAt', e.start_at, 'endAt', e.end_at, 'status', e.status, 'participantStatus', cp.status)
                 ORDER BY e.start_at)
          FROM period p
          JOIN event_participant cp ON cp.business = $1 AND cp.kind = 'client' AND cp.people_id = ANY($7::uuid[])
          JOIN event e ON e.id = cp.event_id AND e.start_at < p.e AND e.end_at > p.s) AS client_events,
       (SELECT json_build_object('startAt', o.start_at, 'endAt', o.end_at)
          FROM period p
          JOIN waitlist_offer o ON o.business = $1 AND o.staff_id = $6::uuid AND o.status = 'HELD'
               AND o.hold_until > $11::timestamptz AND o.start_at < p.e AND o.end_at > p.s
               AND ($12::uuid IS NULL OR o.client_id <> $12::uuid)
         ORDER BY o.start_at
         LIMIT 1) AS held,
       (SELECT ${tryLocksSql(['($13::text[])[1]', '($13::text[])[2]'])}) AS locks_taken`,
);

/**
 * Everything a booking is checked against, in one query: the business's zone, the service (not deleted),
 * location (not deleted), the service's plan of that name, the room, the active staff member and the
 * clients; for a booking of one period also what takes its staff member or room then (what collisionsIn
 * would name first), its clients' overlapping events (clientEventsIn) and the first hold of its staff member
 * for another client then (heldSlotConflict). It also tries the booking's advisory locks (assertFreeIn goes on
 * from what it took).
 */
export async function bookingFactsIn(
  em: EntityManager,
  business: string,
  ask: BookingAsk,
): Promise<BookingFacts> {
  const lockKeys = ask.lockKeys.length <= 2 ? [...ask.lockKeys] : [];
  const [row]: Array<{
    zone: string | null;
    service: BookingFacts['service'];
    location: BookingFacts['location'];
    plan: BookingFacts['plan'];
    room: BookingFacts['room'];
    staff: BookingFacts['staff'];
    clients: Array<NonNullable<ReturnType<BookingFacts['clients']['get']>>> | null;
    start_at: Date | null;
    end_at: Date | null;
    taken: { kind: 'staff' | 'room'; name: string | null; startAt: string; endAt: string } | null;
    client_events: Array<{
      clientId: string;
      id: string;
      name: string;
      startAt: string;
      endAt: string;
      status: string;
      participantStatus: string | null;
    }> | null;
    held: { startAt: string; endAt: string } | null;
    locks_taken: number;
  }> = await runPrepared(
    em,
    BOOKING_FACTS,

    [
      business,
      uuidOrNull(ask.serviceId),
      uuidOrNull(ask.locationId),
      ask.planName,
      uuidOrNull(ask.roomId),
      uuidOrNull(ask.staffId),
      [...new Set(ask.clientIds.filter(isUuid))],
      ask.single ? new Date(ask.single.startAt) : null,
      ask.single?.endAt !== undefined ? new Date(ask.single.endAt) : null,
      BLOCKING_EVENT_STATUSES,
      ask.now,
      uuidOrNull(ask.holder),
      lockKeys,
    ],
  );
  const period = row.start_at && row.end_at ? { startAt: row.start_at, endAt: row.end_at } : null;
  const zone = row.zone ?? 'UTC';
  const t = row.taken;
  return {
    zone,
    service: row.service,
    location: row.location,
    plan: row.plan,
    room: row.room,
    staff: row.staff,
    clients: new Map((row.clients ?? []).map((c) => [c.id, c])),
    period,
    taken: t ? collisionOf(0, t.kind, t.name, new Date(t.startAt), new Date(t.endAt), zone) : null,
    clientEvents: period
      ? (row.client_events ?? []).map((c) => ({
          ...c,
          startAt: new Date(c.startAt),
          endAt: new Date(c.endAt),
        }))
      : null,
    held: row.held ? { startAt: new Date(row.held.startAt), endAt: new Date(row.held.endAt) } : null,
    locks: { keys: lockKeys, taken: Number(row.locks_taken) },
  };
}
