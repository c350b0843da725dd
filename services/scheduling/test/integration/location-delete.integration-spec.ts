import { DataSource } from 'typeorm';
import { ActorContext, FixedClock } from '@tempo/contracts';
import { dataSourceOptions, newId, resolveDbUrls, TenantDb } from '@tempo/db';
import { NotFoundError, UserError } from '@tempo/graphql';
import { SCHEDULING_DB } from '../../src/database/database';
import { EventEntity } from '../../src/events/event.entity';
import { LOCATION_TEXTS } from '../../src/locations/location-rules';
import { LocationEntity } from '../../src/locations/location.entity';
import { LocationsService } from '../../src/locations/locations.service';

const NOW = '2026-03-10T15:00:00.000Z';
const DAY = 24 * 3600 * 1000;

/** deleteLocation against the real PostgreSQL, as the application role, for a business of its own. */
describe('deleting a location with upcoming events', () => {
  const business = `locdel${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const actor = {
    userId: 'test',
    email: 'owner@test.example',
    impersonator: null,
  } as unknown as ActorContext;
  const clock = new FixedClock(NOW);
  let ds: DataSource;
  let db: TenantDb;
  let service: LocationsService;

  const newLocation = async () =>
    (
      await service.create(actor, business, {
        name: `Studio ${newId().slice(-6)}`,
        locationType: 'LOCATION_TYPE_PRIMARY',
        description: 'Lessons',
        rooms: [{ name: 'Room 1' }],
      })
    ).row;

  const addEvent = (location: LocationEntity, startAt: number, status = 'EVENT_STATUS_ACTIVE') =>
    db.withTenant(business, (em) =>
      em.insert(EventEntity, {
        id: newId(),
        business,
        name: 'Piano lesson',
        startAt: new Date(startAt),
        endAt: new Date(startAt + 3600 * 1000),
        status,
        locationId: location.id,
        staffIds: [],
        createdAt: clock.now(),
        updatedAt: clock.now(),
      }),
    );

  const refusal = async (id: string): Promise<string | null> => {
    try {
      await service.delete(actor, business, id);
      return null;
    } catch (e) {
      if (e instanceof UserError) return e.message;
      throw e;
    }
  };

  beforeAll(async () => {
    ds = new DataSource(dataSourceOptions(resolveDbUrls('scheduling').appUrl, SCHEDULING_DB, 2));
    await ds.initialize();
    db = new TenantDb(ds);
    service = new LocationsService(db, clock);
  });

  afterAll(async () => {
    await db.withTenant(business, async (em) => {
      await em.delete(EventEntity, { business });
      await em.delete(LocationEntity, { business });
    });
    await ds.destroy();
  });

  it('an active event after now: refused, and the location stays', async () => {
    const location = await newLocation();
    await addEvent(location, Date.parse(NOW) + DAY);
    expect(await refusal(location.id)).toBe(LOCATION_TEXTS.hasUpcomingEvents);
    expect((await service.get(business, location.id)).row.deletedAt).toBeNull();
  });

  it.each(['EVENT_STATUS_HOLD', 'EVENT_STATUS_COMPLETED', 'EVENT_STATUS_LOCATION_SKIP'])(
    'an upcoming event with status %s still holds the location',
    async (status) => {
      const location = await newLocation();
      await addEvent(location, Date.parse(NOW) + 60 * 1000, status);
      expect(await refusal(location.id)).toBe(LOCATION_TEXTS.hasUpcomingEvents);
    },
  );

  it('only past events, or cancelled and deleted upcoming ones: deleted (soft), then hidden', async () => {
    const location = await newLocation();
    await addEvent(location, Date.parse(NOW) - DAY);
    await addEvent(location, Date.parse(NOW), 'EVENT_STATUS_ACTIVE');
    for (const status of [
      'EVENT_STATUS_CANCELED',
      'EVENT_STATUS_STAFF_CANCELED',
      'EVENT_STATUS_LATE_CANCELED',
      'EVENT_STATUS_DELETED',
    ])
      await addEvent(location, Date.parse(NOW) + DAY, status);
    expect(await refusal(location.id)).toBeNull();
    const row = await db.withTenant(business, (em) =>
      em.findOneByOrFail(LocationEntity, { id: location.id }),
    );
    expect(row.deletedAt?.toISOString()).toBe(NOW);
    await expect(service.get(business, location.id)).rejects.toBeInstanceOf(NotFoundError);
    expect((await service.list(business, 'staff')).map((r) => r.row.id)).not.toContain(location.id);
  });

  it("another business's event naming the location does not count", async () => {
    const location = await newLocation();
    const other = `${business}x`;
    await db.withTenant(other, (em) =>
      em.insert(EventEntity, {
        id: newId(),
        business: other,
        name: 'Elsewhere',
        startAt: new Date(Date.parse(NOW) + DAY),
        endAt: new Date(Date.parse(NOW) + DAY + 3600 * 1000),
        locationId: location.id,
        staffIds: [],
        createdAt: clock.now(),
        updatedAt: clock.now(),
      }),
    );
    expect(await refusal(location.id)).toBeNull();
    await db.withTenant(other, (em) => em.delete(EventEntity, { business: other }));
  });
});
