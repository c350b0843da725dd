import { randomBytes } from 'crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { infraSchema, loadConfig } from '@tempo/config';
import { dataSourceOptions, resolveDbUrls, TenantDb, withDatabase } from '@tempo/db';
import { dbOptions, SubgraphDefinition } from '../definition';

/** What the test helpers need of a subgraph's definition. */
export type SubgraphDb = Pick<SubgraphDefinition, 'name' | 'entities' | 'migrations' | 'tenantTables'>;

export interface SubgraphConnections {
  /** The application role, through TenantDb: row-level security applies, as in the running subgraph. */
  app: TenantDb;
  /** The owner of the tables (migrations, checks of the catalogue). */
  owner: DataSource;
  close: () => Promise<void>;
}

/** Connections to a subgraph's real (migrated) database as the application role and as the owner. */
export async function connectSubgraphDb(def: SubgraphDb): Promise<SubgraphConnections> {
  const urls = resolveDbUrls(def.name);
  const appDs = new DataSource(dataSourceOptions(urls.appUrl, dbOptions(def), 4));
  const owner = new DataSource(dataSourceOptions(urls.ownerUrl, dbOptions(def), 2));
  await Promise.all([appDs.initialize(), owner.initialize()]);
  return {
    app: new TenantDb(appDs),
    owner,
    close: async () => void (await Promise.all([appDs.destroy(), owner.destroy()])),
  };
}

/**
 * Runs `work` on a new empty database (dropped afterwards) migrated with the
 * subgraph's migrations, as the admin of DATABASE_URL.
 */
export async function withScratchDatabase<T>(
  def: SubgraphDb,
  work: (ds: DataSource) => Promise<T>,
): Promise<T> {
  const { DATABASE_URL } = loadConfig({ DATABASE_URL: infraSchema.DATABASE_URL });
  const database = `tempo_${def.name}_check_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${database}"`);
    const ds = new DataSource(dataSourceOptions(withDatabase(DATABASE_URL, database), dbOptions(def), 2));
    await ds.initialize();
    try {
      await ds.runMigrations({ transaction: 'each' });
      return await work(ds);
    } finally {
      await ds.destroy();
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await admin.end();
  }
}

/** The statements TypeORM would run to bring the database to the entities (empty when they match). */
export async function schemaDiff(ds: DataSource): Promise<string[]> {
  const sql = await ds.driver.createSchemaBuilder().log();
  return sql.upQueries.map((q) => q.query);
}
