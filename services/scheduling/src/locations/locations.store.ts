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
