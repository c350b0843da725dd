import type {
  DynamicModule,
  ForwardReference,
  INestApplicationContext,
  Provider,
  Type,
} from '@nestjs/common';
import type { GraphQLScalarType } from 'graphql';
import type { DataSourceOptions } from 'typeorm';
import type { ConsumerDefinition } from '@tempo/events';
import type { SubgraphBaseConfig } from './config';
import { readSubgraphManifest } from '@tempo/config';

type ModuleImport = Type | DynamicModule | Promise<DynamicModule> | ForwardReference;

/** BullMQ queues of a subgraph: the API and the worker can add jobs; only the worker processes them. */
export interface SubgraphJobs {
  /** Queue names, unique within the subgraph (Redis keys are prefixed tempo:<subgraph>). */
  queues: string[];
  /** @Processor classes (@nestjs/bullmq WorkerHost), started in the worker only. */
  processors?: Provider[];
}

/**
 * Everything that makes one subgraph, in one place. The kit turns it into
 * the API process, the worker process and the command line (see cli.ts).
 */
export interface SubgraphDescription<C extends SubgraphBaseConfig = SubgraphBaseConfig> {
  /** The subgraph's folder (services/<name>); its package.json holds the manifest (name, port). */
  root: string;
  /** Loads and validates the environment (subgraphConfig(...)); injected as SUBGRAPH_CONFIG. */
  config: (env?: Record<string, string | undefined>) => C;
  entities: NonNullable<DataSourceOptions['entities']>;
  migrations: NonNullable<DataSourceOptions['migrations']>;
  /** Tenant tables keyed by something other than a `business` column (the tenancy suite checks them too). */
  tenantTables?: string[];
  /** Custom scalars of the schema (the subgraph schema is rebuilt from SDL, so they are passed as resolvers). */
  scalars?: Record<string, GraphQLScalarType>;
  /** Entities of other subgraphs this one extends with fields but no field of its own returns. */
  orphanedTypes?: Type[];
  /**
   * Root query fields whose resolvers give every built-in scalar and enum already in its wire form (a
   * string for String and ID, an integer for Int...): their answers skip GraphQL's per-leaf serialization
   * (compiled-queries.ts). Outside production every such answer is checked and a wrong leaf fails it.
   */
  plainLeafFields?: readonly string[];
  /** Feature modules (one per aggregate), imported by the API process. */
  modules?: ModuleImport[];
  /** Providers and resolvers declared at the root (prefer feature modules). */
  providers?: Provider[];
  /** Routes besides GraphQL; paths under /internal/ are served on the internal port only. */
  controllers?: Type[];
  /** Kafka topics this subgraph publishes (created by the worker when missing). */
  topics?: string[];
  /** Kafka consumers run by the worker (idempotent by event id). */
  consumers?: ConsumerDefinition[];
  jobs?: SubgraphJobs;
  /** Modules and providers the worker's consumers and processors need. */
  workerModules?: ModuleImport[];
  workerProviders?: Provider[];
  /** Demo data for local runs (`seed`); returns what it created; running it again creates nothing. */
  seed?: (app: INestApplicationContext) => Promise<string[]>;
}

/** The injection token of the subgraph's definition (in its worker). */
export const SUBGRAPH_DEFINITION = Symbol('SUBGRAPH_DEFINITION');

/** A description with the manifest read: its name and default port. */
export interface SubgraphDefinition<
  C extends SubgraphBaseConfig = SubgraphBaseConfig,
> extends SubgraphDescription<C> {
  name: string;
  port: number;
}

/** Declares a subgraph; its name and port come from the manifest in `root`/package.json. */
export function defineSubgraph<C extends SubgraphBaseConfig>(
  description: SubgraphDescription<C>,
): SubgraphDefinition<C> {
  const manifest = readSubgraphManifest(description.root);
  if (!manifest) throw new Error(`${description.root}/package.json declares no tempo.subgraph`);
  return { ...description, name: manifest.name, port: manifest.port };
}

/** The database options of a subgraph (DbModule, migrations, tests). */
export const dbOptions = (def: Pick<SubgraphDefinition, 'name' | 'entities' | 'migrations'>) => ({
  service: def.name,
  entities: def.entities,
  migrations: def.migrations,
});
