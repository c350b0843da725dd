import { DataSource } from 'typeorm';
import { findTenantTablesWithoutPolicy, TenantDb } from '@tempo/db';
import { EXTRA_TENANT_TABLES } from '../src/database/database';
import { connect } from './helpers';

/** Row-level security on the real database, as the non-owner application role. */
describe('identity tenancy', () => {
  let app: TenantDb;
  let owner: DataSource;
  let close: () => Promise<void>;

  beforeAll(async () => ({ app, owner, close } = await connect()));
  afterAll(() => close());

  it('has RLS enabled, forced and with a policy on every tenant table', async () => {
    await expect(findTenantTablesWithoutPolicy(owner, EXTRA_TENANT_TABLES)).resolves.toEqual([]);
  });

  it('the policy check catches a tenant table without a policy, not forced, or without RLS', async () => {
    const qr = owner.createQueryRunner();
    await qr.startTransaction();
    try {
      await qr.query('CREATE TABLE rls_probe_a (id int, business text)');
      await qr.query('CREATE TABLE rls_probe_b (id int, business text)');
      await qr.query('ALTER TABLE rls_probe_b ENABLE ROW LEVEL SECURITY');
      await qr.query('CREATE TABLE rls_probe_c (id int, business text)');
      await qr.query('ALTER TABLE rls_probe_c ENABLE ROW LEVEL SECURITY');
      await qr.query('ALTER TABLE rls_probe_c FORCE ROW LEVEL SECURITY');
      const problems = await findTenantTablesWithoutPolicy(qr, EXTRA_TENANT_TABLES);
      expect(problems).toEqual([
        { table: 'rls_probe_a', problem: 'rls disabled' },
        { table: 'rls_probe_b', problem: 'rls not forced' },
        { table: 'rls_probe_c', problem: 'no policy' },
      ]);
    } finally {
      await qr.rollbackTransaction();
      await qr.release();
    }
  });

  it('sees no rows when no tenant is set', async () => {
    const counts = await app.withoutTenant(async (em) => ({
      business: Number((await em.query('SELECT count(*) AS n FROM business'))[0].n),
      account: Number((await em.query('SELECT count(*) AS n FROM account'))[0].n),
      outbox: Number((await em.query('SELECT count(*) AS n FROM outbox'))[0].n),
    }));
    expect(counts).toEqual({ business: 0, account: 0, outbox: 0 });
  });

  it('sees only the tenant of the transaction', async () => {
    const demo: Array<{ business: string }> = await app.withTenant('demo', (em) =>
      em.query('SELECT DISTINCT business FROM account'),
    );
    expect(demo).toEqual([{ business: 'demo' }]);
    const names: Array<{ name: string }> = await app.withTenant('demo', (em) =>
      em.query('SELECT name FROM business'),
    );
    expect(names).toEqual([{ name: 'demo' }]);
  });

  it('cannot write rows of another tenant', async () => {
    await expect(
      app.withTenant('demo', (em) =>
        em
          .query(`UPDATE account SET first_name = 'x' WHERE business = 'tempo' RETURNING id`)
          .then((r: unknown[][]) => r[0]),
      ),
    ).resolves.toEqual([]);
    await expect(
      app.withTenant('demo', (em) =>
        em.query(
          `INSERT INTO activity (id, business, event_id, object_type, object_id, trigger) VALUES (gen_random_uuid(), 'tempo', gen_random_uuid(), 'x', 'x', 'x')`,
        ),
      ),
    ).rejects.toThrow(/row-level security/);
  });

  it('connects as a role that neither owns the tables nor bypasses RLS', async () => {
    const [role] = await app.withoutTenant((em) =>
      em.query(`SELECT current_user AS name, r.rolbypassrls, r.rolsuper,
                       (SELECT tableowner FROM pg_tables WHERE tablename = 'account') AS owner
                  FROM pg_roles r WHERE r.rolname = current_user`),
    );
    expect(role.name).toBe('tempo_identity_app');
    expect(role.rolbypassrls).toBe(false);
    expect(role.rolsuper).toBe(false);
    expect(role.owner).not.toBe(role.name);
    await expect(
      app.withoutTenant((em) => em.query('ALTER TABLE account DISABLE ROW LEVEL SECURITY')),
    ).rejects.toThrow(/owner/);
  });
});
