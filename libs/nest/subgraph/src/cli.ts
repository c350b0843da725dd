import 'reflect-metadata';
import { createServer, Server } from 'node:http';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { ConfigError, infraSchema, loadConfig } from '@tempo/config';
import { safeErrorText } from '@tempo/contracts';
import { migrate, provisionDatabase, resolveDbUrls } from '@tempo/db';
import { NestJsonLogger, setupProcessLogging } from '@tempo/logging';
import { collectYoungWhenIdle } from '@tempo/metrics';
import { SubgraphApiModule } from './api.module';
import { dbOptions, SubgraphDefinition } from './definition';
import { internalPortGate } from './internal-port';
import { writeSchemaFiles } from './schema';
import { SubgraphWorkerModule } from './worker.module';

/** The API: GraphQL on PORT; /readyz and the internal routes on INTERNAL_PORT (one app, two listeners). */
async function api(def: SubgraphDefinition): Promise<void> {
  const config = def.config();
  const app = await NestFactory.create<NestExpressApplication>(SubgraphApiModule.forRoot(def), {
    logger: new NestJsonLogger(),
  });
  app.enableShutdownHooks();
  // No ETag: nobody revalidates a subgraph's answers, and hashing each (a month of the calendar is over a
  // megabyte) cost as much as writing it.
  app.set('etag', false);
  app.use(internalPortGate(config.INTERNAL_PORT));
  await app.listen(config.PORT, config.HOST);
  const internal = createServer(app.getHttpAdapter().getInstance());
  await new Promise<void>((resolve, reject) => {
    internal.once('error', reject);
    internal.listen(config.INTERNAL_PORT, config.INTERNAL_HOST, resolve);
  });
  (app.getHttpServer() as Server).once('close', () => internal.close());
  // the young generation collected between requests, not inside a large answer (node --expose-gc)
  collectYoungWhenIdle([app.getHttpServer() as Server, internal]);
  console.log(`${def.name} listening on http://${config.HOST}:${config.PORT}/graphql`);
  console.log(`${def.name} internal port on http://${config.INTERNAL_HOST}:${config.INTERNAL_PORT}`);
}

/** The worker: outbox relay, Kafka consumers, BullMQ processors. */
async function worker(def: SubgraphDefinition): Promise<void> {
  def.config();
  const app = await NestFactory.createApplicationContext(SubgraphWorkerModule.forRoot(def), {
    logger: new NestJsonLogger(),
  });
  app.enableShutdownHooks();
}

/** Creates the database and its application role when missing, then runs pending migrations. */
async function migrateCommand(def: SubgraphDefinition): Promise<void> {
  const { DATABASE_APP_PASSWORD } = loadConfig({ DATABASE_APP_PASSWORD: infraSchema.DATABASE_APP_PASSWORD });
  const urls = resolveDbUrls(def.name);
  // With <NAME>_DATABASE_APP_URL the databases are provisioned by other means.
  if (!process.env[`${def.name.toUpperCase()}_DATABASE_APP_URL`])
    await provisionDatabase(urls.adminUrl, urls.db, DATABASE_APP_PASSWORD);
  const applied = await migrate(dbOptions(def));
  console.log(
    applied.length ? `${def.name}: applied ${applied.join(', ')}` : `${def.name}: database is up to date`,
  );
}

/** Writes schema.gql and access.json from the code; opens no connection. */
async function schema(def: SubgraphDefinition): Promise<void> {
  process.env.TEMPO_SCHEMA_ONLY = '1';
  const app = await NestFactory.create(SubgraphApiModule.forRoot(def), { logger: new NestJsonLogger() });
  await app.init();
  const files = writeSchemaFiles(app, def.root);
  await app.close();
  console.log(`wrote ${files.schema} and ${files.access}`);
}

/** The demo data; never in production. */
async function seed(def: SubgraphDefinition): Promise<void> {
  if (process.env.NODE_ENV === 'production') throw new Error('Demo data is never seeded in production mode');
  if (!def.seed) {
    console.log(`${def.name} seed: no demo data`);
    return;
  }
  const app = await NestFactory.createApplicationContext(SubgraphApiModule.forRoot(def), {
    logger: new NestJsonLogger(),
  });
  const done = await def.seed(app);
  await app.close();
  console.log(
    done.length
      ? `${def.name} seed: created ${done.join(', ')}`
      : `${def.name} seed: demo data already present`,
  );
}

export const SUBGRAPH_COMMANDS = { api, worker, migrate: migrateCommand, schema, seed } as const;
export type SubgraphCommand = keyof typeof SUBGRAPH_COMMANDS;

const isCommand = (c: string): c is SubgraphCommand => Object.hasOwn(SUBGRAPH_COMMANDS, c);

/** Runs an entry point; a configuration error prints its message (naming the variable) and exits 1. */
export function run(main: () => Promise<unknown>): void {
  main().catch((e: unknown) => {
    if (e instanceof ConfigError || (e instanceof Error && e.message.startsWith('Invalid configuration'))) {
      console.error(e.message);
    } else {
      console.error(safeErrorText(e));
    }
    process.exit(1);
  });
}

/**
 * The command line of a subgraph (its dist/main.js):
 *   node dist/main.js [api] | worker | migrate | schema | seed
 * Every line it writes (its own, Nest's, libraries', uncaught errors) is a JSON line (@tempo/logging).
 */
export function runSubgraph(def: SubgraphDefinition, argv: string[] = process.argv.slice(2)): void {
  const command = argv[0] ?? 'api';
  setupProcessLogging({ app: def.name, role: command });
  if (!isCommand(command)) {
    console.error(`unknown command '${command}': node dist/main.js [api | worker | migrate | schema | seed]`);
    process.exit(2);
  }
  run(() => SUBGRAPH_COMMANDS[command](def));
}
