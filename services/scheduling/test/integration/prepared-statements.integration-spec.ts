import { DataSource } from 'typeorm';
import { dataSourceOptions, newId, preparedStatement, queryArrays, resolveDbUrls, TenantDb } from '@tempo/db';
import { SCHEDULING_DB } from '../../src/database/database';
import { bookingFactsIn } from '../../src/booking/booking.store';
import { askNothing } from './booking-ask';
import { LocationEntity } from '../../src/locations/location.entity';

const AT = new Date('2027-03-09T21:00:00.000Z');

/**
 * A booking's checks run as a prepared statement (parsed and planned once per connection), and row-level
 * security still sees only the unit of work's business: on one connection, the statement prepared for one
 * business finds nothing of it when run for another.
 */
describe("the booking checks' prepared statement", () => {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const [mine, other] = [`prepmine${suffix}`, `prepother${suffix}`];
  const location = newId();
  let ds: DataSource;
  let db: TenantDb;

  const ask = askNothing(AT);

  beforeAll(async () => {
    // one connection: every unit of work below runs on it
    ds = new DataSource(dataSourceOptions(resolveDbUrls('scheduling').appUrl, SCHEDULING_DB, 1));
    await ds.initialize();
    db = new TenantDb(ds);
    await db.withTenant(mine, (em) =>
      em.insert(LocationEntity, {
        id: location,
        business: mine,
        name: 'Main Studio',
        locationType: 'LOCATION_TYPE_PRIMARY',
        createdAt: AT,
        updatedAt: AT,
      }),
    );
  });

  afterAll(async () => {
    await db.withTenant(mine, (em) => em.delete(LocationEntity, { business: mine }));
    await ds.destroy();
  });

  it('is prepared once on the connection and reused', async () => {
    const prepared = await db.withTenant(mine, async (em) => {
      for (let i = 0; i < 3; i++) await bookingFactsIn(em, mine, { ...ask, locationId: location });
      return em.query(`SELECT name FROM pg_prepared_statements WHERE name = 'booking_facts'`);
    });
    expect(prepared).toEqual([{ name: 'booking_facts' }]);
  });

  it("finds the business's own rows, and none of them for another business on the same connection", async () => {
    const own = await db.withTenant(mine, (em) => bookingFactsIn(em, mine, { ...ask, locationId: location }));
    expect(own.location).toMatchObject({ id: location, name: 'Main Studio' });
    // asked as the other business, even naming this business: row-level security hides the row
    for (const asked of [other, mine]) {
      const foreign = await db.withTenant(other, (em) =>
        bookingFactsIn(em, asked, { ...ask, locationId: location }),
      );
      expect(foreign.location).toBeNull();
    }
  });

  it('runs only inside a unit of work', async () => {
    await expect(bookingFactsIn(ds.manager, mine, { ...ask, locationId: location })).rejects.toThrow(
      "prepared statement 'booking_facts' runs only inside a unit of work",
    );
  });

  describe('rows as arrays (queryArrays)', () => {
    const ROWS = preparedStatement(
      'spec_location_arrays',
      `SELECT id, name, 7 AS n, false AS b, NULL::text AS none FROM location WHERE business = $1`,
    );

    it('gives the column values in the order selected, converted as for objects, prepared or not', async () => {
      const expected = [[location, 'Main Studio', 7, false, null]];
      const prepared = await db.withTenant(mine, async (em) => {
        const rows = await queryArrays(em, ROWS, [mine]);
        const names = await em.query(`SELECT name FROM pg_prepared_statements WHERE name = $1`, [ROWS.name]);
        return { rows, names };
      });
      expect(prepared).toEqual({ rows: expected, names: [{ name: ROWS.name }] });
      const text = await db.withTenant(mine, (em) => queryArrays(em, ROWS.text, [mine]));
      expect(text).toEqual(expected);
    });

    it("sees only the unit of work's business, and runs only inside one", async () => {
      expect(await db.withTenant(other, (em) => queryArrays(em, ROWS, [mine]))).toEqual([]);
      await expect(queryArrays(ds.manager, ROWS, [mine])).rejects.toThrow(
        "prepared statement 'spec_location_arrays' runs only inside a unit of work",
      );
      await expect(queryArrays(ds.manager, 'SELECT 1', [])).rejects.toThrow(
        'a query of arrays runs only inside a unit of work',
      );
    });
  });
});
