import {
  ConfigError,
  ConfigOf,
  infraSchema,
  loadConfig,
  port,
  readSubgraphManifest,
  Schema,
  str,
} from '@tempo/config';

/** The variables every subgraph reads; a subgraph adds its own (its `config` additions). */
export const subgraphBaseSchema = (defaultPort: number) => ({
  NODE_ENV: infraSchema.NODE_ENV,
  /** error | warn | info | debug (@tempo/logging reads it at start; named here so a bad value stops the process). */
  LOG_LEVEL: infraSchema.LOG_LEVEL,
  PORT: port({ default: defaultPort }),
  HOST: str({ default: '127.0.0.1' }),
  /** The internal port (/readyz, /internal/*) for the cluster and the gateway only; default PORT + 10000. */
  INTERNAL_PORT: port({ optional: true }),
  /** Default HOST. */
  INTERNAL_HOST: str({ optional: true }),
  REDIS_URL: infraSchema.REDIS_URL,
  KAFKA_BROKERS: infraSchema.KAFKA_BROKERS,
  KAFKA_CLIENT_ID: infraSchema.KAFKA_CLIENT_ID,
  ACTOR_TOKEN_SECRET: infraSchema.ACTOR_TOKEN_SECRET,
  SERVICE_TOKEN_SECRET: infraSchema.SERVICE_TOKEN_SECRET,
  PUBLIC_DOMAIN: infraSchema.PUBLIC_DOMAIN,
  PUBLIC_PORT: infraSchema.PUBLIC_PORT,
  PUBLIC_PROTOCOL: infraSchema.PUBLIC_PROTOCOL,
  OUTBOX_RELAY_ENABLED: infraSchema.OUTBOX_RELAY_ENABLED,
});

type BaseSchema = ReturnType<typeof subgraphBaseSchema>;

/** The configuration the kit itself reads, whatever the subgraph adds. */
export type SubgraphBaseConfig = Omit<ConfigOf<BaseSchema>, 'INTERNAL_PORT' | 'INTERNAL_HOST'> & {
  INTERNAL_PORT: number;
  INTERNAL_HOST: string;
};

type Env = Record<string, string | undefined>;

/** Thrown for a rule across variables; reads like a ConfigError (the process prints it and exits 1). */
export const configProblem = (problem: string): ConfigError => new ConfigError([problem]);

/**
 * The configuration loader of a subgraph: the base variables (PORT defaults
 * to the port of the subgraph's manifest) plus `additions`, then `refine`
 * for rules across variables and derived values (throw configProblem(...)).
 */
export function subgraphConfig<
  S extends Schema,
  R extends SubgraphBaseConfig = SubgraphBaseConfig & ConfigOf<S>,
>(
  root: string,
  additions: S,
  refine: (c: SubgraphBaseConfig & ConfigOf<S>) => R = (c) => c as R,
): (env?: Env) => R {
  const manifest = readSubgraphManifest(root);
  if (!manifest) throw new Error(`${root}/package.json declares no tempo.subgraph`);
  return (env: Env = process.env) => {
    const c = loadConfig(
      { ...subgraphBaseSchema(manifest.port), ...additions },
      env,
    ) as ConfigOf<BaseSchema> & ConfigOf<S>;
    const internalPort = c.INTERNAL_PORT ?? c.PORT + 10000;
    if (internalPort > 65535 || internalPort === c.PORT)
      throw configProblem('INTERNAL_PORT must be set, and differ from PORT');
    return refine({ ...c, INTERNAL_PORT: internalPort, INTERNAL_HOST: c.INTERNAL_HOST ?? c.HOST });
  };
}

/** The injection token of the subgraph's configuration (what its `config` loader returned). */
export const SUBGRAPH_CONFIG = Symbol('SUBGRAPH_CONFIG');

/** Origin of a business's pages, e.g. http://demo.localhost:4000 (`null`: the shared app host). */
export const businessOrigin = (
  c: Pick<SubgraphBaseConfig, 'PUBLIC_PROTOCOL' | 'PUBLIC_DOMAIN' | 'PUBLIC_PORT'>,
  business: string | null,
): string =>
  `${c.PUBLIC_PROTOCOL}://${business ?? 'app'}.${c.PUBLIC_DOMAIN}${c.PUBLIC_PORT ? `:${c.PUBLIC_PORT}` : ''}`;
