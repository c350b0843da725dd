import { EntityManager, In } from 'typeorm';
import type { ActorContext, CalendarEventData, SchedulingEventType } from '@tempo/contracts';
import { isUuid } from '@tempo/contracts';
import { NotFoundError, UserError } from '@tempo/graphql';
import { preparedStatement, runPrepared } from '@tempo/db';
import { BLOCKING_EVENT_STATUSES } from '../database/migrations/1795700000000-event-booking';
import { emit } from '../events';
import { EventParticipantEntity } from '../events/event-participant.entity';
import { EventEntity } from '../events/event.entity';
import { bookingConflictOf } from './booking-conflict';
import { calendarEventData, collisionOf, collisionsMessage } from './booking-rules';
import { awaitLockIn, bookableKeys, takeLocksIn, tryLocksIn } from './booking-locks';

// The reads and writes of booking and calendar changes, inside the caller's transaction of the business
// (row-level security applies; `business` is repeated in each WHERE so the indexes serve it). The locks
// are in booking-locks.ts, a booking's checks in booking-facts.ts.

export { lockBookablesIn, retryingConflicts } from './booking-locks';
export { type BookingAsk, type BookingFacts, bookingFactsIn } from './booking-facts';

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

/** What takes a staff member or room at an attempt's time: the attempt's index, the reason, whose time and when. */
export interface Collision {
  readonly index: number;
  readonly reason: string;
  readonly kind: 'staff' | 'room';
  readonly startAt: Date;
  readonly endAt: Date;
}

/** assertFreeIn's refusal: the 'error booking: ...' text, with the collisions it names. */
export class CollisionsRefusal extends UserError {
  constructor(
    readonly collisions: readonly Collision[],
    attempts: number,
  ) {
    super(
      collisionsMessage(
        collisions.map((c) => c.reason),
        attempts,
      ),
    );
  }
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
    found.set(index, collisionOf(index, r.kind, r.name, r.start_at, r.end_at, zone));
  }
  return [...found.values()].sort((a, b) => a.index - b.index);
}

/**
 * Refuses with the 'error booking: ...' text when any attempt collides (all or nothing); otherwise the
 * attempts' staff members and rooms stay locked until the transaction ends. `checked`: the caller has just
 * found nothing committed in the way (bookingFactsIn); `tried`: it has tried these locks too, and took the
 * first `taken` of them. The caller then writes through guardedWriteIn.
 */
export async function assertFreeIn(
  em: EntityManager,
  business: string,
  attempts: readonly Attempt[],
  zone: string,
  exclude: readonly string[] = [],
  checked = false,
  tried?: { readonly keys: readonly string[]; readonly taken: number },
): Promise<void> {
  // What is already committed refuses at once, without waiting. Then the locks are taken in their order
  // while no one holds them; a lock someone holds is waited for without taking it, so that the bookings
  // waiting for the same person or room read what the first one committed side by side, and those whose
  // time it took are refused together instead of one after the other. The others take the rest in order
  // (a booking waits only for a lock later in the order than all it holds: no circle). What another
  // process commits between the last read and a lock is not read again: the exclusion constraints refuse
  // it at the write, and guardedWriteIn, which every caller writes through, names it.
  let collisions = checked ? [] : await collisionsIn(em, business, attempts, zone, exclude);
  if (!collisions.length) {
    const keys = bookableKeys(business, attempts);
    const taken =
      tried && tried.keys.length === keys.length && tried.keys.every((k, i) => k === keys[i])
        ? tried.taken
        : await tryLocksIn(em, keys);
    if (taken < keys.length) {
      await awaitLockIn(em, keys[taken]);
      collisions = await collisionsIn(em, business, attempts, zone, exclude);
      if (!collisions.length) await takeLocksIn(em, keys.slice(taken));
    }
  }
  if (collisions.length) throw new CollisionsRefusal(collisions, attempts.length);
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
