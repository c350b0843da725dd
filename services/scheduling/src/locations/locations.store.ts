import { EntityManager, In, IsNull } from 'typeorm';
import { isUuid } from '@tempo/contracts';
import { newId } from '@tempo/db';
import { NotFoundError, UserError } from '@tempo/graphql';
import { EventEntity } from '../events/event.entity';
import { ServiceEntity } from '../services/service.entity';
import type { HoursDraft, RoomDraft } from './location-draft';
import { ENDED_EVENT_STATUSES, LOCATION_TEXTS } from './location-rules';
import { LocationEntity, LocationHoursEntity, RoomEntity } from './location.entity';

/** A location with its rooms and hours, as read from the database. */
export interface LocationRecord {
  row: LocationEntity;
  rooms: RoomEntity[];
  hours: LocationHoursEntity[];
}

/** A location of the business that is not deleted, or 'Object Not Found Matching Id: <id>'. */
export async function locationIn(em: EntityManager, business: string, id: string): Promise<LocationEntity> {
  const row = isUuid(id)
    ? await em.findOne(LocationEntity, { where: { business, id, deletedAt: IsNull() } })
    : null;
  if (!row) throw new NotFoundError(id);
  return row;
}

/** The rooms and hours of these locations, joined to them (in the order given). */
export async function recordsIn(em: EntityManager, rows: LocationEntity[]): Promise<LocationRecord[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [rooms, hours] = await Promise.all([
    em.find(RoomEntity, { where: { locationId: In(ids) } }),
    em.find(LocationHoursEntity, { where: { locationId: In(ids) } }),
  ]);
  return rows.map((row) => ({
    row,
    rooms: rooms.filter((r) => r.locationId === row.id),
    hours: hours.filter((h) => h.locationId === row.id),
  }));
}

/** Refuses room services that are not (undeleted) services of the business. */
export async function checkServicesIn(
  em: EntityManager,
  business: string,
  rooms: RoomDraft[],
): Promise<void> {
  const ids = [...new Set(rooms.flatMap((r) => r.applicableServices))];
  if (!ids.length) return;
  const found = await em.count(ServiceEntity, { where: { business, id: In(ids), deletedAt: IsNull() } });
  if (found !== ids.length) throw new UserError(LOCATION_TEXTS.unknownServices);
}

/**
 * Replaces the rooms of a location: a room given with the id of one of its rooms keeps that id,
 * others get new ids; rooms not given are removed (their past events keep no room).
 */
export async function replaceRoomsIn(
  em: EntityManager,
  location: LocationEntity,
  rooms: RoomDraft[],
): Promise<RoomEntity[]> {
  const current = await em.find(RoomEntity, { where: { locationId: location.id } });
  const currentIds = new Set(current.map((r) => r.id));
  const keptIds = new Set(rooms.map((r) => r.id).filter((id): id is string => !!id && currentIds.has(id)));
  const gone = current.filter((r) => !keptIds.has(r.id)).map((r) => r.id);
  if (gone.length) await em.delete(RoomEntity, { id: In(gone) });
  // Names are unique per location: park the kept rooms' names first so that rooms may swap names.
  if (keptIds.size) await em.update(RoomEntity, { id: In([...keptIds]) }, { name: () => 'id::text' });
  const out = rooms.map((r, position) =>
    em.create(RoomEntity, {
      id: r.id && keptIds.has(r.id) ? r.id : newId(),
      business: location.business,
      locationId: location.id,
      position,
      name: r.name,
      description: r.description,
      applicableServices: r.applicableServices,
      onlineId: r.onlineId,
    }),
  );
  return out.length ? em.save(RoomEntity, out) : [];
}

/** Replaces the open or closed hours of a location (an entry given with its id keeps it). */
export async function replaceHoursIn(
  em: EntityManager,
  location: LocationEntity,
  kind: 'open' | 'closed',
  hours: HoursDraft[],
): Promise<LocationHoursEntity[]> {
  const current = await em.find(LocationHoursEntity, { where: { locationId: location.id, kind } });
  const currentIds = new Set(current.map((h) => h.id));
  if (current.length) await em.delete(LocationHoursEntity, { locationId: location.id, kind });
  const out = hours.map((h, position) =>
    em.create(LocationHoursEntity, {
      ...h,
      id: h.id && currentIds.has(h.id) ? h.id : newId(),
      business: location.business,
      locationId: location.id,
      kind,
      position,
    }),
  );
  return out.length ? em.save(LocationHoursEntity, out) : [];
}

/** Refuses to delete a location with an event after `now` that still takes place (001 §4.1). */
export async function assertNoUpcomingEventsIn(
  em: EntityManager,
  location: LocationEntity,
  now: Date,
): Promise<void> {
  const upcoming = await em
    .createQueryBuilder(EventEntity, 'e')
    .where('e.business = :business AND e.locationId = :id AND e.startAt > :now', {
      business: location.business,
      id: location.id,
      now,
    })
    .andWhere('e.status NOT IN (:...ended)', { ended: [...ENDED_EVENT_STATUSES] })
    .getExists();
  if (upcoming) throw new UserError(LOCATION_TEXTS.hasUpcomingEvents);
}

/** How many clients a location sees around a time: in the 30 days before it, and in the 30 days after. */
export interface ActiveClients {
  last30: number;
  next30: number;
}

const DAYS_30 = 30 * 86_400_000;

/**
 * The clients with a place in an active or completed event at each location in the 30 days before `now`
 * and in the 30 days from it (a place cancelled by or for the client is left out; a client counts once per
 * period). Locations without any: 0 and 0.
 */
export async function activeClientsIn(
  em: EntityManager,
  business: string,
  locationIds: readonly string[],
  now: Date,
): Promise<Map<string, ActiveClients>> {
  const counts = new Map<string, ActiveClients>(locationIds.map((id) => [id, { last30: 0, next30: 0 }]));
  if (!locationIds.length) return counts;
  const rows: Array<{ location_id: string; last30: number; next30: number }> = await em.query(
    `SELECT e.location_id,
            count(DISTINCT p.people_id) FILTER (WHERE e.start_at < $4)::int AS last30,
            count(DISTINCT p.people_id) FILTER (WHERE e.start_at >= $4)::int AS next30
       FROM event e
       JOIN event_participant p ON p.business = $1 AND p.event_id = e.id AND p.kind = 'client'
            AND (p.status IS NULL OR p.status NOT IN ('CANCELED', 'LATE_CANCELED'))
      WHERE e.business = $1 AND e.location_id = ANY($2::uuid[]) AND e.start_at >= $3 AND e.start_at < $5
        AND e.status IN ('EVENT_STATUS_ACTIVE', 'EVENT_STATUS_COMPLETED')
      GROUP BY e.location_id`,
    [business, locationIds, new Date(+now - DAYS_30), now, new Date(+now + DAYS_30)],
  );
  for (const r of rows) counts.set(r.location_id, { last30: r.last30, next30: r.next30 });
  return counts;
}
