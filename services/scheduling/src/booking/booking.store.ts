import { EntityManager, In } from 'typeorm';
import type { ActorContext, CalendarEventData, SchedulingEventType } from '@tempo/contracts';
import { isUuid } from '@tempo/contracts';
import { NotFoundError, UserError } from '@tempo/graphql';
import { preparedStatement, runPrepared } from '@tempo/db';
import { BLOCKING_EVENT_STATUSES } from '../database/migrations/1795700000000-event-booking';
import { emit } from '../events';
import { EventParticipantEntity } from '../events/event-participant.entity';
import { EventEntity } from '../events/event.entity';
import type { ClientMemberEntity, StaffMemberEntity } from '../directory/directory.entity';
import type { LocationEntity, RoomEntity } from '../locations/location.entity';
import type { PlanEntity } from '../services/plan.entity';
import type { ServiceEntity } from '../services/service.entity';
import { bookingConflictOf } from './booking-conflict';
import { calendarEventData, collisionsMessage, takenReason } from './booking-rules';

// The reads and writes of booking and calendar changes, inside the caller's transaction of the business
// (row-level security applies; `business` is repeated in each WHERE so the indexes serve it).

/** The event, locked for the change (two changes of one event wait for each other). */
export async function lockedEventIn(em: EntityManager, business: string, id: string): Promise<EventEntity> {
  const row = isUuid(id)
    ? await em.findOne(EventEntity, { where: { business, id }, lock: { mode: 'pessimistic_write' } })
    : null;
  if (!row) throw new NotFoundError(id);
  return row;
}

/** Events by id, locked, in the order asked (unknown ids refused). */
export async function lockedEventsIn(
  em: EntityManager,
  business: string,
  ids: readonly string[],
): Promise<EventEntity[]> {
  const bad = ids.find((id) => !isUuid(id));
  if (bad) throw new NotFoundError(bad);
  const rows = await em.find(EventEntity, {
    where: { business, id: In([...ids]) },
    lock: { mode: 'pessimistic_write' },
    order: { startAt: 'ASC', id: 'ASC' },
  });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw new NotFoundError(id);
    return row;
  });
}

/** The participants of these events, by event id. */
export async function participantsIn(
  em: EntityManager,
  business: string,
  eventIds: readonly string[],
): Promise<Map<string, EventParticipantEntity[]>> {
  const out = new Map<string, EventParticipantEntity[]>();
  if (!eventIds.length) return out;
  const rows = await em.find(EventParticipantEntity, {
    where: { business, eventId: In([...new Set(eventIds)]) },
    order: { createdAt: 'ASC', id: 'ASC' },
  });
  for (const p of rows) out.set(p.eventId, [...(out.get(p.eventId) ?? []), p]);
  return out;
}

/** A period an event asks for, and what it takes (its staff and room). */
export interface Attempt {
  readonly startAt: Date;
  readonly endAt: Date;
  readonly staffIds: readonly string[];
  readonly roomId: string | null;
}

/** What takes a staff member or room at an attempt's time: the attempt's index and the reason. */
export interface Collision {
  readonly index: number;
  readonly reason: string;
  readonly constraint: 'staff_booking_no_overlap' | 'event_room_no_overlap';
}

/** collisionsIn's query, prepared (every booking that waited for another runs it). */
const BOOKING_COLLISIONS = preparedStatement(
  'booking_collisions',
  `SELECT p.i, 'staff' AS kind, concat_ws(' ', nullif(trim(m.first_name), ''), nullif(trim(m.last_name), '')) AS name,
              e.start_at, e.end_at
         FROM unnest($2::timestamptz[], $3::timestamptz[], $4::text[]) WITH ORDINALITY AS p(s, e, staff, i)
         JOIN staff_booking sb ON sb.business = $1 AND sb.blocking
              AND sb.staff_id = ANY(string_to_array(p.staff, ',')::uuid[]) AND sb.during && tstzrange(p.s, p.e)
         JOIN event e ON e.id = sb.event_id
         LEFT JOIN staff_member m ON m.business = $1 AND m.id = sb.staff_id
        WHERE NOT (sb.event_id = ANY($5::uuid[]))
       UNION ALL
       SELECT p.i, 'room' AS kind, r.name, e.start_at, e.end_at
         FROM unnest($2::timestamptz[], $3::timestamptz[], $6::uuid[]) WITH ORDINALITY AS p(s, e, room, i)
         JOIN event e ON e.business = $1 AND e.room_id = p.room AND e.status = ANY($7::text[])
              AND tstzrange(e.start_at, e.end_at) && tstzrange(p.s, p.e)
         LEFT JOIN room r ON r.business = $1 AND r.id = e.room_id
        WHERE p.room IS NOT NULL AND NOT (e.id = ANY($5::uuid[]))
        ORDER BY 1, 2 DESC, 4`,
);

/**
 * The blocking events that take an attempt's staff or room at its time (events in `exclude` left out: the
 * ones being changed), one reason per colliding attempt, in the attempts' order. Reasons read in `zone`.
 */
export async function collisionsIn(
  em: EntityManager,
  business: string,
  attempts: readonly Attempt[],
  zone: string,
  exclude: readonly string[] = [],
): Promise<Collision[]> {
  if (!attempts.length) return [];
  const starts = attempts.map((a) => a.startAt);
  const ends = attempts.map((a) => a.endAt);
  // one query for both kinds, the names read with them: a booking that waited for another reads it at once
  const rows: Array<{
    i: string;
    kind: 'staff' | 'room';
    name: string | null;
    start_at: Date;
    end_at: Date;
  }> = await runPrepared(
    em,
    BOOKING_COLLISIONS,

    [
      business,
      starts,
      ends,
      attempts.map((a) => a.staffIds.join(',')),
      exclude,
      attempts.map((a) => a.roomId),
      BLOCKING_EVENT_STATUSES,
    ],
  );
  const found = new Map<number, Collision>();
  for (const r of rows) {
    const index = Number(r.i) - 1;
    if (found.has(index)) continue;
    found.set(index, {
      index,
      constraint: r.kind === 'staff' ? 'staff_booking_no_overlap' : 'event_room_no_overlap',
      reason: takenReason(
        r.kind === 'staff' ? { staffName: r.name ?? '' } : { roomName: r.name ?? '' },
        r.start_at,
        r.end_at,
        zone,
      ),
    });
  }
  return [...found.values()].sort((a, b) => a.index - b.index);
}

/** The advisory lock keys of the attempts' staff members and rooms, in the one order they are taken. */
function bookableKeys(business: string, attempts: readonly Attempt[]): string[] {
  return [
    ...new Set(
      attempts.flatMap((a) => [
        ...a.staffIds.map((s) => `staff:${s}`),
        ...(a.roomId ? [`room:${a.roomId}`] : []),
      ]),
    ),
  ]
    .sort()
    .map((key) => `booking:${business}:${key}`);
}

const TAKE_LOCKS = preparedStatement(
  'booking_take_locks',
  `SELECT pg_advisory_xact_lock(hashtextextended(k, 0)) FROM unnest($1::text[]) AS k`,
);

/** Takes these advisory locks (until the transaction ends) in their order, waiting for each. */
async function takeLocksIn(em: EntityManager, keys: readonly string[]): Promise<void> {
  if (!keys.length) return;
  // one statement, the locks taken in the keys' order
  await runPrepared(em, TAKE_LOCKS, [keys]);
}

/**
 * Takes these advisory locks in their order as long as no one holds them, without waiting: how many were
 * taken (a CASE evaluates its branches in order and only as far as needed).
 */
async function tryLocksIn(em: EntityManager, keys: readonly string[]): Promise<number> {
  if (!keys.length) return 0;
  let sql = String(keys.length);
  for (let i = keys.length; i >= 1; i--)
    sql = `CASE WHEN pg_try_advisory_xact_lock(hashtextextended($${i}::text, 0)) THEN ${sql} ELSE ${i - 1} END`;
  const [row] = await runPrepared<{ taken: number }>(
    em,
    preparedStatement(`booking_try_locks_${keys.length}`, `SELECT ${sql} AS taken`),
    keys,
  );
  return Number(row.taken);
}

const AWAIT_LOCK = preparedStatement(
  'booking_await_lock',
  `SELECT pg_advisory_unlock_shared(h) FROM (
     SELECT h, pg_advisory_lock_shared(h) AS waited FROM (SELECT hashtextextended($1::text, 0) AS h) k OFFSET 0
   ) w`,
);

/**
 * Waits until whoever holds this advisory lock has finished, without keeping it: the lock is taken shared
 * for the session and given back in the same statement (the subquery is not flattened, and its volatile
 * column is kept, so the lock is taken before it is given back).
 */
async function awaitLockIn(em: EntityManager, key: string): Promise<void> {
  await runPrepared(em, AWAIT_LOCK, [key]);
}

/**
 * Serialises the bookings of the attempts' staff members and rooms until this transaction ends, taking one
 * advisory lock per staff member and room in one order: bookings of the same person or room wait for each
 * other instead of racing into the exclusion constraints (two of which could wait on each other in a circle),
 * and a booking that waited reads what the first one committed. Different people and rooms never wait.
 */
export async function lockBookablesIn(
  em: EntityManager,
  business: string,
  attempts: readonly Attempt[],
): Promise<void> {
  await takeLocksIn(em, bookableKeys(business, attempts));
}

const RETRIED = new Set(['40P01', '40001']);
const RETRIES = 3;

/** The SQLSTATE of a failed query (TypeORM keeps the driver's error), or null. */
const sqlState = (e: unknown): string | null => {
  const d = (e as { driverError?: { code?: unknown }; code?: unknown } | null) ?? null;
  const code = d?.driverError?.code ?? d?.code;
  return typeof code === 'string' ? code : null;
};

/**
 * Runs a unit of work again (up to three times in all) when PostgreSQL broke a deadlock or a serialization
 * failure by aborting it: the transaction was rolled back whole, so running it again is safe.
 */
export async function retryingConflicts<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (e) {
      if (attempt >= RETRIES || !RETRIED.has(sqlState(e) ?? '')) throw e;
    }
  }
}

/**
 * Refuses with the 'error booking: ...' text when any attempt collides (all or nothing); otherwise the
 * attempts' staff members and rooms stay locked until the transaction ends. `checked`: the caller has just
 * found nothing committed in the way (bookingFactsIn).
 */
export async function assertFreeIn(
  em: EntityManager,
  business: string,
  attempts: readonly Attempt[],
  zone: string,
  exclude: readonly string[] = [],
  checked = false,
): Promise<void> {
  // What is already committed refuses at once, without waiting. Then the locks are taken in their order
  // while no one holds them; a lock someone holds is waited for without taking it, so that the bookings
  // waiting for the same person or room read what the first one committed side by side, and those whose
  // time it took are refused together instead of one after the other. The others take the rest in order
  // (a booking waits only for a lock later in the order than all it holds: no circle).
  let collisions = checked ? [] : await collisionsIn(em, business, attempts, zone, exclude);
  if (!collisions.length) {
    const keys = bookableKeys(business, attempts);
    const taken = await tryLocksIn(em, keys);
    if (taken < keys.length) {
      await awaitLockIn(em, keys[taken]);
      collisions = await collisionsIn(em, business, attempts, zone, exclude);
      if (!collisions.length) await takeLocksIn(em, keys.slice(taken));
    }
    if (!collisions.length) collisions = await collisionsIn(em, business, attempts, zone, exclude);
  }
  if (collisions.length)
    throw new UserError(
      collisionsMessage(
        collisions.map((c) => c.reason),
        attempts.length,
      ),
    );
}

let savepoints = 0;

/**
 * Runs a write that the exclusion constraints may refuse (a booking racing another one): a refusal becomes
 * the 'error booking: ...' text naming what is taken (read after the winner committed), never a 500.
 */
export async function guardedWriteIn<T>(
  em: EntityManager,
  business: string,
  attempts: readonly Attempt[],
  zone: string,
  exclude: readonly string[],
  write: () => Promise<T>,
): Promise<T> {
  const name = `booking_${++savepoints}`;
  await em.query(`SAVEPOINT ${name}`);
  try {
    const result = await write();
    await em.query(`RELEASE SAVEPOINT ${name}`);
    return result;
  } catch (e) {
    const constraint = bookingConflictOf(e);
    if (!constraint) throw e;
    await em.query(`ROLLBACK TO SAVEPOINT ${name}`);
    const collisions = await collisionsIn(em, business, attempts, zone, exclude);
    const reasons = collisions.length
      ? collisions.map((c) => c.reason)
      : [
          constraint === 'staff_booking_no_overlap'
            ? 'the staff member is already booked then'
            : 'the room is taken then',
        ];
    throw new UserError(collisionsMessage(reasons, attempts.length));
  }
}

/** Publishes a calendar event through the outbox, in the caller's transaction. */
export function emitCalendarIn(
  em: EntityManager,
  actor: ActorContext,
  business: string,
  type: Extract<SchedulingEventType, `event.${string}`>,
  event: EventEntity,
  participants: readonly EventParticipantEntity[],
  extra: Pick<CalendarEventData, 'previousStartAt' | 'previousEndAt' | 'cancellation'> = {},
): Promise<unknown> {
  return emit(em, actor, business, type, calendarEventData(event, participants, extra));
}

/** A client's other events that hold them and overlap the window (for overlap warnings). */
export async function clientEventsIn(
  em: EntityManager,
  business: string,
  clientIds: readonly string[],
  from: Date,
  to: Date,
): Promise<
  Array<{
    clientId: string;
    id: string;
    name: string;
    startAt: Date;
    endAt: Date;
    status: string;
    participantStatus: string | null;
  }>
> {
  if (!clientIds.length) return [];
  const rows: Array<{
    people_id: string;
    id: string;
    name: string;
    start_at: Date;
    end_at: Date;
    status: string;
    pstatus: string | null;
  }> = await em.query(
    `SELECT p.people_id, e.id, e.name, e.start_at, e.end_at, e.status, p.status AS pstatus
       FROM event_participant p JOIN event e ON e.id = p.event_id
      WHERE p.business = $1 AND p.kind = 'client' AND p.people_id = ANY($2::uuid[])
        AND e.start_at < $4 AND e.end_at > $3
      ORDER BY e.start_at`,
    [business, clientIds, from, to],
  );
  return rows.map((r) => ({
    clientId: r.people_id,
    id: r.id,
    name: r.name,
    startAt: r.start_at,
    endAt: r.end_at,
    status: r.status,
    participantStatus: r.pstatus,
  }));
}

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
  /** The staff member, when active. */
  readonly staff: Pick<
    StaffMemberEntity,
    'id' | 'firstName' | 'lastName' | 'profilePhoto' | 'staffRole'
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
                 'profilePhoto', profile_photo, 'staffRole', staff_role)
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
          JOIN event e ON e.id = cp.event_id AND e.start_at < p.e AND e.end_at > p.s) AS client_events`,
);

/**
 * Everything a booking is checked against, in one query: the business's zone, the service (not deleted),
 * location (not deleted), the service's plan of that name, the room, the active staff member and the
 * clients; for a booking of one period also what takes its staff member or room then (what collisionsIn
 * would name first) and its clients' overlapping events (clientEventsIn).
 */
export async function bookingFactsIn(
  em: EntityManager,
  business: string,
  ask: BookingAsk,
): Promise<BookingFacts> {
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
    taken: t
      ? {
          index: 0,
          constraint: t.kind === 'staff' ? 'staff_booking_no_overlap' : 'event_room_no_overlap',
          reason: takenReason(
            t.kind === 'staff' ? { staffName: t.name ?? '' } : { roomName: t.name ?? '' },
            new Date(t.startAt),
            new Date(t.endAt),
            zone,
          ),
        }
      : null,
    clientEvents: period
      ? (row.client_events ?? []).map((c) => ({
          ...c,
          startAt: new Date(c.startAt),
          endAt: new Date(c.endAt),
        }))
      : null,
  };
}
