/**
 * What the booking services share: the unit of work of a business, the checks of the staff, location, room
 * and service an event names, a series' rows, and the small shapes and helpers their changes are made of.
 */
import { EntityManager, In } from 'typeorm';
import { type ActorContext, isUuid } from '@tempo/contracts';
import { actorCan } from '@tempo/auth';
import { TenantDb } from '@tempo/db';
import { NotAllowedError, NotFoundError, UserError } from '@tempo/graphql';
import type { StoredOccurrence } from '@tempo/scheduling-rules';
import { mayChangeEvent } from '../calendar/calendar-access';
import type { Event } from '../calendar/event.model';
import { StaffMemberEntity } from '../directory/directory.entity';
import { EventParticipantEntity } from '../events/event-participant.entity';
import { EventEntity } from '../events/event.entity';
import { RoomEntity } from '../locations/location.entity';
import { ServiceEntity } from '../services/service.entity';
import { BOOKING_TEXTS, CANCELLED_PLACES, MAX_BATCH } from './booking-rules';
import { type Attempt, retryingConflicts } from './booking.store';

export const MINUTE = 60_000;

export const clean = (v: string | null | undefined): string | null => v?.trim() || null;

/** What a change made: the events, and warnings that did not stop it. */
export interface Changed {
  events: Event[];
  warnings: string[];
}

/** A unit of work of the business, run again when PostgreSQL aborted it to break a deadlock. */
export function inBusiness<T>(
  db: TenantDb,
  business: string,
  work: (em: EntityManager) => Promise<T>,
): Promise<T> {
  return retryingConflicts(() => db.withTenant(business, work));
}

/** Managers may move locked events and lock or unlock them. */
export const isManager = (actor: ActorContext) =>
  actor.role === 'superuser' || actorCan(actor, 'cancel', 'EVENT');

/** The refusal of a change to an event that is not the actor's to change. */
export const othersEvent = () => new NotAllowedError("another staff member's event");

export function assertMayChange(actor: ActorContext, e: EventEntity): void {
  if (!mayChangeEvent(actor, e)) throw othersEvent();
}

/** The clients' places of an event that are not cancelled. */
export function activeClientPlaces(parts: readonly EventParticipantEntity[]): EventParticipantEntity[] {
  return parts.filter((p) => p.kind === 'client' && !CANCELLED_PLACES.includes(p.status ?? ''));
}

/** What an event takes: its start and end, its staff (primary first) and room. */
export function attemptOf(
  e: Pick<EventEntity, 'startAt' | 'endAt' | 'staffIds' | 'primaryStaffId' | 'roomId'>,
): Attempt {
  return {
    startAt: e.startAt,
    endAt: e.endAt,
    staffIds: [...new Set([...(e.primaryStaffId ? [e.primaryStaffId] : []), ...e.staffIds])],
    roomId: e.roomId,
  };
}

export function groupBy<T>(xs: readonly T[], key: (x: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const x of xs) out.set(key(x), [...(out.get(key(x)) ?? []), x]);
  return out;
}

/** The distinct ids of a batch, refused when there are none or too many. */
export function batchIds(ids: readonly string[]): string[] {
  const list = [...new Set(ids.map((i) => i.trim()).filter(Boolean))];
  if (!list.length || list.length > MAX_BATCH) throw new UserError(BOOKING_TEXTS.batchSize);
  return list;
}

/** Whether f runs without throwing. */
export function valid(f: () => unknown): boolean {
  try {
    f();
    return true;
  } catch {
    return false;
  }
}

/** The service of an event, when it has one. */
export function serviceOfIn(
  em: EntityManager,
  business: string,
  row: Pick<EventEntity, 'serviceId'>,
): Promise<ServiceEntity | null> {
  return row.serviceId
    ? em.findOne(ServiceEntity, { where: { business, id: row.serviceId } })
    : Promise.resolve(null);
}

/** A room of the business, refused when it is at another location or not for the service. */
export async function roomIn(
  em: EntityManager,
  business: string,
  id: string,
  locationId: string | null,
  service: ServiceEntity | null,
): Promise<RoomEntity> {
  const room = isUuid(id) ? await em.findOne(RoomEntity, { where: { business, id } }) : null;
  if (!room) throw new NotFoundError(id);
  if (locationId && room.locationId !== locationId)
    throw new UserError(BOOKING_TEXTS.roomNotAtLocation(room.name));
  if (service && room.applicableServices.length && !room.applicableServices.includes(service.id))
    throw new UserError(BOOKING_TEXTS.roomNotForService(room.name, service.name));
  return room;
}

/** Refuses the first id that is not an active staff member of the business. */
export async function staffIn(em: EntityManager, business: string, ids: readonly string[]): Promise<void> {
  const valid = ids.filter(isUuid);
  const rows = valid.length
    ? await em.find(StaffMemberEntity, { where: { business, id: In(valid), deactivated: false } })
    : [];
  const missing = ids.find((id) => !rows.some((r) => r.id === id));
  if (missing) throw new UserError(BOOKING_TEXTS.notStaff(missing));
}

/** The events of a series by start, locked for the change. */
export function seriesEventsIn(
  em: EntityManager,
  business: string,
  seriesId: string,
): Promise<EventEntity[]> {
  return em.find(EventEntity, {
    where: { business, recurringId: seriesId },
    order: { startAt: 'ASC' },
    lock: { mode: 'pessimistic_write' },
  });
}

/** A series' events as the series rules read them. */
export function storedOccurrencesOf(events: readonly EventEntity[]): StoredOccurrence[] {
  return events.map((e) => ({
    id: e.id,
    originalStartAt: +(e.originalStartAt ?? e.startAt),
    startAt: +e.startAt,
    endAt: +e.endAt,
    recurringOutlier: e.recurringOutlier,
    status: e.status,
  }));
}

/** Writes new events and their participants, in chunks a statement takes. */
export async function insertEventsIn(
  em: EntityManager,
  events: readonly EventEntity[],
  participants: readonly EventParticipantEntity[],
): Promise<void> {
  for (let i = 0; i < events.length; i += 200) await em.insert(EventEntity, events.slice(i, i + 200));
  for (let i = 0; i < participants.length; i += 500)
    await em.insert(EventParticipantEntity, participants.slice(i, i + 500));
}
