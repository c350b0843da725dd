/** Anything that runs SQL as the database owner (a DataSource, an EntityManager, a pg client). */
export interface OwnerQueryable {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

export interface SandboxSchema {
  /** The schema's name (a valid identifier). */
  name: string;
  /** The PostgreSQL `options` connection parameter that makes it the only schema on the search path. */
  connectionOptions: string;
  /** Drops the schema and everything in it. */
  drop(): Promise<void>;
}

const IDENT = /^[a-z_][a-z0-9_]*$/;
const ident = (name: string): string => {
  if (!IDENT.test(name)) throw new Error(`unsafe identifier '${name}'`);
  return `"${name}"`;
};

interface PolicyRow {
  policyname: string;
  permissive: string;
  roles: string[] | string;
  cmd: string;
  qual: string | null;
  with_check: string | null;
}

/**
 * A schema of the test's own holding empty copies of `tables` (columns,
 * defaults, indexes, row-level security and its policies, the application
 * role's rights), so code connected with `connectionOptions` works on the
 * copies exactly as on the real tables, and the running product (its outbox
 * relay, its consumers) never sees the test's rows.
 */
export async function createSandboxSchema(
  owner: OwnerQueryable,
  opts: { prefix: string; tables: string[]; appRole: string },
): Promise<SandboxSchema> {
  const name = `${opts.prefix}_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`.toLowerCase();
  const schema = ident(name);
  const role = ident(opts.appRole);
  await owner.query(`CREATE SCHEMA ${schema}`);
  await owner.query(`GRANT USAGE ON SCHEMA ${schema} TO ${role}`);
  for (const table of opts.tables) {
    const t = ident(table);
    await owner.query(`CREATE TABLE ${schema}.${t} (LIKE public.${t} INCLUDING ALL)`);
    await owner.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ${schema}.${t} TO ${role}`);
    const [rls] = (await owner.query(
      `SELECT c.relrowsecurity AS enabled, c.relforcerowsecurity AS forced
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relname = $1`,
      [table],
    )) as Array<{ enabled: boolean; forced: boolean }>;
    if (!rls) throw new Error(`no table public.${table}`);
    if (rls.enabled) await owner.query(`ALTER TABLE ${schema}.${t} ENABLE ROW LEVEL SECURITY`);
    if (rls.forced) await owner.query(`ALTER TABLE ${schema}.${t} FORCE ROW LEVEL SECURITY`);
    const policies = (await owner.query(
      `SELECT policyname, permissive, roles, cmd, qual, with_check FROM pg_policies
        WHERE schemaname = 'public' AND tablename = $1`,
      [table],
    )) as PolicyRow[];
    for (const p of policies) {
      const roles = (Array.isArray(p.roles) ? p.roles : p.roles.replace(/^\{|\}$/g, '').split(','))
        .map((r) => (r === 'public' ? 'PUBLIC' : ident(r)))
        .join(', ');
      await owner.query(
        `CREATE POLICY ${ident(p.policyname)} ON ${schema}.${t} AS ${p.permissive} FOR ${p.cmd} TO ${roles}` +
          (p.qual ? ` USING (${p.qual})` : '') +
          (p.with_check ? ` WITH CHECK (${p.with_check})` : ''),
      );
    }
  }
  return {
    name,
    connectionOptions: `-c search_path=${name}`,
    drop: async () => void (await owner.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)),
  };
}
