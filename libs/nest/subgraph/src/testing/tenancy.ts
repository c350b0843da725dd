import { DataSource } from 'typeorm';
import { findTenantTablesWithoutPolicy, TenantDb } from '@tempo/db';
import { connectSubgraphDb, schemaDiff, SubgraphDb, withScratchDatabase } from './db';

const OTHER = 'tenancy-suite-other';

/** Tables of the public schema with a `business` column. */
async function businessTables(owner: DataSource): Promise<string[]> {
  const rows: Array<{ table: string }> = await owner.query(
    `SELECT c.relname AS table FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
        AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'business' AND NOT a.attisdropped)
      ORDER BY c.relname`,
  );
  return rows.map((r) => r.table);
}

/**
 * The tenancy suite every subgraph runs against its real, migrated database
 * (ARCHITECTURE §5): row-level security enabled, forced and with a policy on
 * every tenant table; no rows without a tenant; a tenant sees and writes only
 * its own rows; the application role neither owns the tables nor bypasses RLS.
 */
export function describeTenancy(def: SubgraphDb): void {
  describe(`${def.name} tenancy`, () => {
    let app: TenantDb;
    let owner: DataSource;
    let close: () => Promise<void>;
    let tables: string[];

    beforeAll(async () => {
      ({ app, owner, close } = await connectSubgraphDb(def));
      tables = await businessTables(owner);
    });
    afterAll(() => close());

    it('has tenant tables, each with RLS enabled, forced and with a policy', async () => {
      expect(tables).toContain('outbox');
      await expect(findTenantTablesWithoutPolicy(owner, def.tenantTables ?? [])).resolves.toEqual([]);
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
        await expect(findTenantTablesWithoutPolicy(qr, def.tenantTables ?? [])).resolves.toEqual([
          { table: 'rls_probe_a', problem: 'rls disabled' },
          { table: 'rls_probe_b', problem: 'rls not forced' },
          { table: 'rls_probe_c', problem: 'no policy' },
        ]);
      } finally {
        await qr.rollbackTransaction();
        await qr.release();
      }
    });

    it('sees no rows of any tenant table when no tenant is set', async () => {
      const all = [...tables, ...(def.tenantTables ?? [])];
      const counts = await app.withoutTenant(async (em) => {
        const out: Record<string, number> = {};
        for (const t of all) out[t] = Number((await em.query(`SELECT count(*) AS n FROM "${t}"`))[0].n);
        return out;
      });
      expect(counts).toEqual(Object.fromEntries(all.map((t) => [t, 0])));
    });

    it('sees only the rows of the transaction’s tenant', async () => {
      const seen = await app.withTenant(OTHER, async (em) => {
        const out: string[] = [];
        for (const t of tables)
          for (const r of await em.query(`SELECT DISTINCT business FROM "${t}"`))
            out.push(`${t}:${r.business}`);
        return out;
      });
      expect(seen.filter((s) => !s.endsWith(`:${OTHER}`))).toEqual([]);
    });

    it('cannot write a row of another tenant into any tenant table', async () => {
      for (const t of tables) {
        await expect(
          app.withTenant(OTHER, (em) => em.query(`INSERT INTO "${t}" (business) VALUES ('not-${OTHER}')`)),
        ).rejects.toThrow(/row-level security/);
      }
    });

    it('connects as a role that neither owns the tables nor bypasses RLS', async () => {
      const [role] = await app.withoutTenant((em) =>
        em.query(
          `SELECT current_user AS name, r.rolbypassrls, r.rolsuper,
                  (SELECT count(*) FROM pg_tables WHERE schemaname = 'public' AND tableowner = current_user)::int AS owned
             FROM pg_roles r WHERE r.rolname = current_user`,
        ),
      );
      expect(role).toEqual({ name: `tempo_${def.name}_app`, rolbypassrls: false, rolsuper: false, owned: 0 });
      await expect(
        app.withoutTenant((em) => em.query('ALTER TABLE outbox DISABLE ROW LEVEL SECURITY')),
      ).rejects.toThrow(/owner/);
    });
  });
}

/**
 * The migrations match the entities: on a new database migrated from
 * scratch, TypeORM finds nothing to change.
 */
export function describeMigrationsMatchEntities(def: SubgraphDb): void {
  describe(`${def.name} migrations`, () => {
    it('bring a new database exactly to the entities (TypeORM finds nothing to change)', async () => {
      await expect(withScratchDatabase(def, schemaDiff)).resolves.toEqual([]);
    });
  });
}
