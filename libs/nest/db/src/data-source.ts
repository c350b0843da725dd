import { DataSource, DataSourceOptions } from 'typeorm';
import { infraSchema, loadConfig } from '@tempo/config';
import { appUrl, subgraphDatabase, SubgraphDatabase, withDatabase } from './names';
import { SnakeNamingStrategy } from './naming';

export interface SubgraphDbOptions {
  service: string;
  entities: NonNullable<DataSourceOptions['entities']>;
  migrations: NonNullable<DataSourceOptions['migrations']>;
}

export interface DbUrls {
  db: SubgraphDatabase;
  /** Admin / owner connection: provisioning and migrations. */
  adminUrl: string;
  ownerUrl: string;
  /** Non-owner application role: everything the service does at run time. */
  appUrl: string;
}

type Env = Record<string, string | undefined>;

/**
 * Connection URLs of a subgraph. By default they derive from DATABASE_URL
 * (database `tempo_<service>`, role `tempo_<service>_app`);
 * `<SERVICE>_DATABASE_URL` and `<SERVICE>_DATABASE_APP_URL` override them for
 * external infrastructure where databases are provisioned by other means.
 */
export function resolveDbUrls(service: string, env: Env = process.env): DbUrls {
  const cfg = loadConfig(
    { DATABASE_URL: infraSchema.DATABASE_URL, DATABASE_APP_PASSWORD: infraSchema.DATABASE_APP_PASSWORD },
    env,
  );
  const db = subgraphDatabase(service);
  const key = service.toUpperCase();
  return {
    db,
    adminUrl: cfg.DATABASE_URL,
    ownerUrl: env[`${key}_DATABASE_URL`] || withDatabase(cfg.DATABASE_URL, db.database),
    appUrl: env[`${key}_DATABASE_APP_URL`] || appUrl(cfg.DATABASE_URL, db, cfg.DATABASE_APP_PASSWORD),
  };
}

export function dataSourceOptions(url: string, opts: SubgraphDbOptions, poolSize = 10): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: opts.entities,
    migrations: opts.migrations,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    migrationsRun: false,
    namingStrategy: new SnakeNamingStrategy(),
    // TypeORM's own logging would print failed statements with their parameters
    // (settings and secrets); errors reach the log only through safeErrorText.
    logging: false,
    // A request waits at most 10 s for a connection of the pool, then fails, instead of waiting forever.
    extra: { max: poolSize, application_name: `tempo-${opts.service}`, connectionTimeoutMillis: 10_000 },
  };
}

/** Runs pending migrations as the owner role; returns the names applied. */
export async function migrate(opts: SubgraphDbOptions, env: Env = process.env): Promise<string[]> {
  const urls = resolveDbUrls(opts.service, env);
  const ds = new DataSource(dataSourceOptions(urls.ownerUrl, opts, 2));
  await ds.initialize();
  try {
    const applied = await ds.runMigrations({ transaction: 'each' });
    return applied.map((m) => m.name);
  } finally {
    await ds.destroy();
  }
}
