import { Inject, Injectable } from '@nestjs/common';
import { Brackets, EntityManager } from 'typeorm';
import { ActorContext, Clock, CLOCK, LocationEventData } from '@tempo/contracts';
import { newId, TenantDb } from '@tempo/db';
import { skipClosedEventsIn } from '../booking/closures';
import type { Audience } from '../common/audience';
import { businessSettings } from '../directory/directory.reader';
import { emit } from '../events';
import { changedFields, LocationDraft, locationDraft } from './location-draft';
import type { LocationFieldsInput, UpdateLocationInput } from './location.input';
import { LOCATION_LIST_SIZE } from './location-rules';
import { LocationEntity } from './location.entity';
import {
  type ActiveClients,
  activeClientsIn,
  assertNoUpcomingEventsIn,
  checkServicesIn,
  locationIn,
  LocationRecord,
  recordsIn,
  replaceHoursIn,
  replaceRoomsIn,
} from './locations.store';

/** `%` and `_` of a search are literal characters. */
const likeText = (s: string) => `%${s.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const eventData = (row: LocationEntity, changed?: string[]): LocationEventData => ({
  locationId: row.id,
  name: row.name,
  locationType: row.locationType,
  timezone: row.timezone,
  ...(changed ? { changed } : {}),
});

/**
 * A business's locations with their rooms and hours: every read and write in a transaction of
 * that business (row-level security), each write with its event in the outbox.
 */
@Injectable()
export class LocationsService {
  constructor(
    private readonly db: TenantDb,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The locations `audience` sees, by name; `search` matches name, address or city (any case). */
  list(business: string, audience: Audience, search?: string | null): Promise<LocationRecord[]> {
    return this.db.withTenant(business, async (em) => {
      const q = em
        .createQueryBuilder(LocationEntity, 'l')
        .where('l.business = :business AND l.deletedAt IS NULL', { business })
        .orderBy('lower(l.name)', 'ASC')
        .addOrderBy('l.id', 'ASC')
        .take(LOCATION_LIST_SIZE);
      if (audience === 'client') q.andWhere('l.visibleByClients');
      if (audience === 'visitor') q.andWhere('l.visibleByVisitors');
      const text = search?.trim();
      if (text) {
        q.andWhere(
          new Brackets((w) =>
            ['name', 'address', 'street', 'city'].forEach((c) =>
              w.orWhere(`lower(l.${c}) LIKE :text ESCAPE '\\'`, { text: likeText(text) }),
            ),
          ),
        );
      }
      return recordsIn(em, await q.getMany());
    });
  }

  /** The clients each location sees in the 30 days before now and the 30 days from now (staff only). */
  activeClients(business: string, locationIds: readonly string[]): Promise<Map<string, ActiveClients>> {
    return this.db.withTenant(business, (em) => activeClientsIn(em, business, locationIds, this.clock.now()));
  }

  /** One location (not deleted) with its rooms and hours. */
  get(business: string, id: string): Promise<LocationRecord> {
    return this.db.withTenant(
      business,
      async (em) => (await recordsIn(em, [await locationIn(em, business, id)]))[0],
    );
  }

  private async writeLists(em: EntityManager, row: LocationEntity, draft: LocationDraft): Promise<void> {
    if (draft.rooms) {
      await checkServicesIn(em, row.business, draft.rooms);
      await replaceRoomsIn(em, row, draft.rooms);
    }
    if (draft.hoursOpen) await replaceHoursIn(em, row, 'open', draft.hoursOpen);
    if (draft.hoursClosed) await replaceHoursIn(em, row, 'closed', draft.hoursClosed);
  }

  create(actor: ActorContext, business: string, input: LocationFieldsInput): Promise<LocationRecord> {
    return this.db.withTenant(business, async (em) => {
      const draft = locationDraft(null, input, (await businessSettings(em, business)).timezone);
      const now = this.clock.now();
      const row = await em.save(
        LocationEntity,
        em.create(LocationEntity, { ...draft.fields, id: newId(), business, createdAt: now, updatedAt: now }),
      );
      await this.writeLists(em, row, draft);
      await emit(em, actor, business, 'location.created', eventData(row));
      return (await recordsIn(em, [row]))[0];
    });
  }

  update(actor: ActorContext, business: string, input: UpdateLocationInput): Promise<LocationRecord> {
    return this.db.withTenant(business, async (em) => {
      const current = await locationIn(em, business, input.id);
      const draft = locationDraft(current, input, (await businessSettings(em, business)).timezone);
      const changed = changedFields(current, draft);
      const row = await em.save(LocationEntity, { ...current, ...draft.fields, updatedAt: this.clock.now() });
      await this.writeLists(em, row, draft);
      // closures reach bookings already made: their events become EVENT_STATUS_LOCATION_SKIP
      if (draft.hoursClosed) await skipClosedEventsIn(em, actor, row, this.clock.now());
      if (changed.length) await emit(em, actor, business, 'location.updated', eventData(row, changed));
      return (await recordsIn(em, [row]))[0];
    });
  }

  /** Soft-deletes a location with no upcoming events (its row stays for past events). */
  delete(actor: ActorContext, business: string, id: string): Promise<string> {
    return this.db.withTenant(business, async (em) => {
      const row = await locationIn(em, business, id);
      const now = this.clock.now();
      await assertNoUpcomingEventsIn(em, row, now);
      await em.update(LocationEntity, { id: row.id }, { deletedAt: now, updatedAt: now });
      await emit(em, actor, business, 'location.deleted', eventData(row));
      return row.id;
    });
  }

  /** A copy named '<name> (copy)', with new ids for its rooms and hours. */
  duplicate(actor: ActorContext, business: string, id: string): Promise<LocationRecord> {
    return this.db.withTenant(business, async (em) => {
      const [source] = await recordsIn(em, [await locationIn(em, business, id)]);
      const now = this.clock.now();
      const row = await em.save(
        LocationEntity,
        em.create(LocationEntity, {
          ...source.row,
          id: newId(),
          name: `${source.row.name} (copy)`,
          createdAt: now,
          updatedAt: now,
          deletedAt: null,
        }),
      );
      const byPosition = <T extends { position: number }>(l: T[]) =>
        [...l].sort((a, b) => a.position - b.position);
      await replaceRoomsIn(
        em,
        row,
        byPosition(source.rooms).map((r) => ({ ...r, id: null })),
      );
      for (const kind of ['open', 'closed'] as const) {
        const hours = byPosition(source.hours.filter((h) => h.kind === kind));
        await replaceHoursIn(
          em,
          row,
          kind,
          hours.map((h) => ({ ...h, id: null })),
        );
      }
      await emit(em, actor, business, 'location.created', eventData(row));
      return (await recordsIn(em, [row]))[0];
    });
  }
}
