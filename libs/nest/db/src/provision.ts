import { Client } from 'pg';
import { SubgraphDatabase, withDatabase } from './names';

const quoteIdent = (s: string) => `"${s.replace(/"/g, '""')}"`;
const quoteLiteral = (s: string) => `'${s.replace(/'/g, "''")}'`;

/**
 * Creates the subgraph's database and its non-owner application role when
 * missing, and grants the role data access (not DDL) to what the owner
 * creates. Idempotent. Runs with the admin credentials of DATABASE_URL.
 */
export async function provisionDatabase(
  adminUrl: string,
  db: SubgraphDatabase,
  appPassword: string,
): Promise<void> {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  let owner: string;
  try {
    owner = (await admin.query('SELECT current_user AS u')).rows[0].u;
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [db.database]);
    if (!exists.rowCount) await admin.query(`CREATE DATABASE ${quoteIdent(db.database)}`);
    const role = await admin.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [db.appRole]);
    const verb = role.rowCount ? 'ALTER' : 'CREATE';
    await admin.query(
      `${verb} ROLE ${quoteIdent(db.appRole)} WITH LOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE PASSWORD ${quoteLiteral(appPassword)}`,
    );
  } finally {
    await admin.end();
  }
  const client = new Client({ connectionString: withDatabase(adminUrl, db.database) });
  await client.connect();
  try {
    const r = quoteIdent(db.appRole);
    await client.query(`REVOKE ALL ON SCHEMA public FROM PUBLIC`);
    await client.query(`GRANT CONNECT ON DATABASE ${quoteIdent(db.database)} TO ${r}`);
    await client.query(`GRANT USAGE ON SCHEMA public TO ${r}`);
    await client.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${r}`);
    await client.query(`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${r}`);
    await client.query(
      `ALTER DEFAULT PRIVILEGES FOR ROLE ${quoteIdent(owner)} IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${r}`,
    );
    await client.query(
      `ALTER DEFAULT PRIVILEGES FOR ROLE ${quoteIdent(owner)} IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO ${r}`,
    );
  } finally {
    await client.end();
  }
}

/**
 * Drops a subgraph's database and its application role, when they exist (a throwaway subgraph's, after
 * a check). Runs with the admin credentials of DATABASE_URL; sessions still open on the database end.
 */
export async function dropDatabase(adminUrl: string, db: SubgraphDatabase): Promise<void> {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(db.database)} WITH (FORCE)`);
    await admin.query(`DROP ROLE IF EXISTS ${quoteIdent(db.appRole)}`);
  } finally {
    await admin.end();
  }
}
