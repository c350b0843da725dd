import { DataSource } from 'typeorm';
import { dataSourceOptions, newId, resolveDbUrls, TenantDb } from '@tempo/db';
import { SCHEDULING_DB } from '../../src/database/database';
import { LocationEntity } from '../../src/locations/location.entity';

const AT = new Date('2027-03-09T21:00:00.000Z');

/**
 * A unit of work on the real database, on one connection (so each one below reuses what the one before left
 * on it): it begins with its tenant in one statement, sees only its business, commits or rolls back as a
 * whole, keeps savepoints inside it, and leaves nothing set for the next one.
 */
describe('a unit of work of a business (TenantDb on PostgreSQL)', () => {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const [mine, other] = [`tdbmine${suffix}`, `tdbother${suffix}`];
  let ds: DataSource;
  let db: TenantDb;

  const location = (business: string, name: string) => ({
    id: newId(),
    business,
    name,
    locationType: 'LOCATION_TYPE_PRIMARY',
    createdAt: AT,
    updatedAt: AT,
  });
  const names = (business: string) =>
    db.withTenant(business, async (em) =>
      (await em.find(LocationEntity, { where: { business }, order: { name: 'ASC' } })).map((l) => l.name),
    );
  const setting = (em: { query: (sql: string) => Promise<Array<{ v: string | null }>> }) =>
    em.query(`SELECT current_setting('app.business', true) AS v`).then(([r]) => r.v);

  beforeAll(async () => {
    ds = new DataSource(dataSourceOptions(resolveDbUrls('scheduling').appUrl, SCHEDULING_DB, 1));
    await ds.initialize();
    db = new TenantDb(ds);
  });

  afterAll(async () => {
    for (const b of [mine, other]) await db.withTenant(b, (em) => em.delete(LocationEntity, { business: b }));
    await ds.destroy();
  });

  it("sees its own business's rows and none of another's", async () => {
    await db.withTenant(mine, (em) => em.insert(LocationEntity, location(mine, 'Main Studio')));
    await db.withTenant(other, (em) => em.insert(LocationEntity, location(other, 'Other Hall')));
    expect(await names(mine)).toEqual(['Main Studio']);
    const seen = await db.withTenant(mine, (em) => em.find(LocationEntity));
    expect(seen.map((l) => l.business)).toEqual([mine]);
  });

  it('sets the business exactly as given, quotes and backslashes included, and only for the transaction', async () => {
    for (const business of [mine, "o'brien\\studio"]) {
      expect(await db.withTenant(business, (em) => setting(em))).toBe(business);
      // the next unit of work on the same connection starts with nothing set
      expect([null, '']).toContain(await db.withoutTenant((em) => setting(em)));
    }
    const platform = await db.withPlatform((em) =>
      em.query(`SELECT current_setting('app.platform', true) AS v`).then(([r]) => r.v),
    );
    expect(platform).toBe('on');
  });

  it('rolls back all of its writes when it fails, and the connection serves the next one', async () => {
    await expect(
      db.withTenant(mine, async (em) => {
        await em.insert(LocationEntity, location(mine, 'Annex'));
        await em.query('SELECT 1 / 0');
      }),
    ).rejects.toThrow('division by zero');
    expect(await names(mine)).toEqual(['Main Studio']);
  });

  it('keeps a savepoint asked of its EntityManager: the inner failure alone is undone', async () => {
    await db.withTenant(mine, async (em) => {
      await em.insert(LocationEntity, location(mine, 'Garden Room'));
      await expect(
        em.transaction(async (inner) => {
          await inner.insert(LocationEntity, location(mine, 'Basement'));
          throw new Error('not this one');
        }),
      ).rejects.toThrow('not this one');
      await em.transaction((inner) => inner.insert(LocationEntity, location(mine, 'Loft')));
    });
    expect(await names(mine)).toEqual(['Garden Room', 'Loft', 'Main Studio']);
  });
});
