import type { QueryRunner } from 'typeorm';

/** Anything that runs SQL: a DataSource, an EntityManager or a QueryRunner. */
export interface Queryable {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

/** Session settings carrying the tenant (SET LOCAL per transaction). */
export const TENANT_SETTING = 'app.business';
export const PLATFORM_SETTING = 'app.platform';

const ident = (name: string): string => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unsafe identifier '${name}'`);
  return `"${name}"`;
};

/**
 * Turns on row-level security with FORCE for a tenant table. Rows are visible
 * when their tenant column equals the transaction's tenant, or inside an
 * explicit platform-scope transaction. No tenant set means no rows.
 */
export async function enableTenantRls(qr: QueryRunner, table: string, column = 'business'): Promise<void> {
  const t = ident(table);
  const c = ident(column);
  const rule = `${c} = current_setting('${TENANT_SETTING}', true) OR current_setting('${PLATFORM_SETTING}', true) = 'on'`;
  await qr.query(`ALTER TABLE ${t} ENABLE ROW LEVEL SECURITY`);
  await qr.query(`ALTER TABLE ${t} FORCE ROW LEVEL SECURITY`);
  await qr.query(`DROP POLICY IF EXISTS tenant_isolation ON ${t}`);
  await qr.query(`CREATE POLICY tenant_isolation ON ${t} USING (${rule}) WITH CHECK (${rule})`);
}

export interface TenantTableProblem {
  table: string;
  problem: 'rls disabled' | 'rls not forced' | 'no policy';
}

/**
 * Every table of the public schema with a `business` column (plus `extra`
 * tables keyed otherwise) must have RLS enabled, forced, and a policy.
 */
export async function findTenantTablesWithoutPolicy(
  db: Queryable,
  extra: string[] = [],
): Promise<TenantTableProblem[]> {
  const rows = (await db.query(
    `SELECT c.relname AS table, c.relrowsecurity AS rls, c.relforcerowsecurity AS forced,
            (SELECT count(*) FROM pg_policy p WHERE p.polrelid = c.oid)::text AS policies
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
        AND (EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'business' AND NOT a.attisdropped)
             OR c.relname = ANY($1))
      ORDER BY c.relname`,
    [extra],
  )) as Array<{ table: string; rls: boolean; forced: boolean; policies: string }>;
  const problems: TenantTableProblem[] = [];
  for (const r of rows) {
    if (!r.rls) problems.push({ table: r.table, problem: 'rls disabled' });
    else if (!r.forced) problems.push({ table: r.table, problem: 'rls not forced' });
    else if (Number(r.policies) === 0) problems.push({ table: r.table, problem: 'no policy' });
  }
  return problems;
}
