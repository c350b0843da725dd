import { isIP } from 'node:net';
import {
  ConfigError,
  ConfigOf,
  bool,
  infraSchema,
  int,
  list,
  loadConfig,
  port,
  str,
  url,
} from '@tempo/config';
import { SubgraphName, defaultSubgraphUrl, knownSubgraphs, subgraphUrlVar } from './subgraphs';

/**
 * The gateway's environment. A bad value stops the process at start with a
 * message naming the variable (see @tempo/config).
 */
export const gatewaySchema = {
  NODE_ENV: infraSchema.NODE_ENV,
  /** error | warn | info | debug (@tempo/logging reads it at start; named here so a bad value stops the process). */
  LOG_LEVEL: infraSchema.LOG_LEVEL,
  REDIS_URL: infraSchema.REDIS_URL,
  KAFKA_BROKERS: infraSchema.KAFKA_BROKERS,
  ACTOR_TOKEN_SECRET: infraSchema.ACTOR_TOKEN_SECRET,
  SERVICE_TOKEN_SECRET: infraSchema.SERVICE_TOKEN_SECRET,
  PORT: port({ default: 4000 }),
  HOST: str({ default: '127.0.0.1' }),
  /** /metrics, /readyz and /healthz for the cluster only; default PORT + 10000. */
  INTERNAL_PORT: port({ optional: true }),
  /** Default HOST. */
  INTERNAL_HOST: str({ optional: true }),
  PUBLIC_DOMAIN: infraSchema.PUBLIC_DOMAIN,
  PUBLIC_PORT: infraSchema.PUBLIC_PORT,
  PUBLIC_PROTOCOL: infraSchema.PUBLIC_PROTOCOL,
  /** Identity's internal API (/internal/actor, /internal/user); default IDENTITY_URL's host on its port + 10000. */
  IDENTITY_INTERNAL_URL: url({ protocols: ['http', 'https'], optional: true }),
  /** Refuses a request with more root selections than this (every alias and `__typename` counts). */
  MAX_ROOT_FIELDS: int({ min: 1, max: 1000, default: 20 }),
  /** Sign-in attempts (LIMITED_FIELDS of class sign-in in limited-attempts.ts) per client IP and window. */
  LOGIN_RATE_PER_IP: int({ min: 1, default: 30 }),
  LOGIN_RATE_PER_IP_WINDOW_SECONDS: int({ min: 1, default: 60 }),
  /** Sign-in attempts on one login from one IP; a successful sign-in there clears it. */
  LOGIN_RATE_PER_LOGIN_IP: int({ min: 1, default: 10 }),
  LOGIN_RATE_PER_LOGIN_IP_WINDOW_SECONDS: int({ min: 1, default: 900 }),
  /** Sign-in attempts on one login from every IP but its known ones (where it signed in before). */
  LOGIN_RATE_PER_LOGIN: int({ min: 1, default: 10 }),
  LOGIN_RATE_PER_LOGIN_WINDOW_SECONDS: int({ min: 1, default: 900 }),
  /** How long an IP stays known for a login after a successful sign-in from it. */
  LOGIN_KNOWN_IP_SECONDS: int({ min: 60, default: 30 * 86400 }),
  /** Mail-sending fields (login links, registrations, invites) per client IP and window. */
  MAIL_RATE_PER_IP: int({ min: 1, default: 20 }),
  MAIL_RATE_PER_IP_WINDOW_SECONDS: int({ min: 1, default: 900 }),
  /** Mail-sending fields per recipient (e-mail, or the invited client) and window. */
  MAIL_RATE_PER_RECIPIENT: int({ min: 1, default: 5 }),
  MAIL_RATE_PER_RECIPIENT_WINDOW_SECONDS: int({ min: 1, default: 3600 }),
  /** businessExists / checkBusinessNameAvailability per client IP and window. */
  NAME_CHECK_RATE_PER_IP: int({ min: 1, default: 60 }),
  NAME_CHECK_RATE_PER_IP_WINDOW_SECONDS: int({ min: 1, default: 60 }),
  /** General /graphql requests per client IP and window; 0 turns the limit off. */
  REQUEST_RATE_PER_IP: int({ min: 0, default: 0 }),
  REQUEST_RATE_PER_IP_WINDOW_SECONDS: int({ min: 1, default: 60 }),
  BLOCKED_IPS: list({ default: [], item: (v) => isIP(v) !== 0 }),
  /** ISO country codes refused with COUNTRY_BLOCKED, read from COUNTRY_HEADER (set by the CDN or proxy). */
  BLOCKED_COUNTRIES: list({ default: [], item: (v) => /^[A-Za-z]{2}$/.test(v) }),
  COUNTRY_HEADER: str({ default: 'cf-ipcountry' }),
  /** Behind a proxy: take the client address from the first X-Forwarded-For entry. */
  TRUST_PROXY: bool({ default: false }),
  MAX_QUERY_DEPTH: int({ min: 1, default: 12 }),
  MAX_QUERY_COST: int({ min: 1, default: 2000 }),
  /** The SPA build served with a history fallback, when the folder exists. */
  SPA_DIR: str({ optional: true }),
  /** Consume identity events to invalidate the actor cache (off only for isolated runs). */
  CACHE_INVALIDATION_ENABLED: bool({ default: true }),
  /** Operations one subgraph answers whole go to it without Apollo's per-request work (direct-route.ts). */
  DIRECT_SUBGRAPH_CALLS: bool({ default: true }),
  /**
   * How long this process keeps actors, businesses and IP-ban answers before
   * asking Redis again (ms): a change made through another replica reaches
   * this one within it. 0 asks Redis on every request. Revoked sessions are
   * always asked.
   */
  LOCAL_CACHE_MS: int({ min: 0, max: 10_000, default: 2000 }),
};

export type GatewayConfig = ConfigOf<typeof gatewaySchema> & {
  /** Subgraph name → GraphQL URL: <NAME>_URL, by default loopback on the port of its manifest. */
  SUBGRAPH_URLS: Record<SubgraphName, string>;
  /** Identity's GraphQL URL (IDENTITY_URL): its JWKS and internal API are found from it. */
  IDENTITY_URL: string;
};

type Env = Record<string, string | undefined>;

/**
 * The <NAME>_URL variable of every subgraph (found in services/, in the
 * committed supergraph, or named by the caller), validated like the rest; a
 * subgraph found in services/ defaults to loopback on its manifest's port.
 */
function subgraphUrlSchema(extra: SubgraphName[]): Record<string, ReturnType<typeof url>> {
  const schema: Record<string, ReturnType<typeof url>> = {};
  const graphs = [...knownSubgraphs(), ...extra.map((name) => ({ name, port: null }))];
  for (const g of graphs)
    schema[subgraphUrlVar(g.name)] ??= url({
      protocols: ['http', 'https'],
      ...(g.port === null ? { optional: true } : { default: defaultSubgraphUrl({ port: g.port }) }),
    });
  // Identity is the one subgraph the gateway calls itself: required where its manifest is not found.
  if (!schema.IDENTITY_URL?.default)
    schema.IDENTITY_URL = url({ protocols: ['http', 'https'], description: "identity's GraphQL URL" });
  return schema;
}

/** The gateway's configuration; `graphs` names subgraphs besides those found (a supergraph of their own, in tests). */
export function loadGatewayConfig(env: Env = process.env, graphs: SubgraphName[] = []): GatewayConfig {
  const problems: string[] = [];
  const attempt = <T>(load: () => T): T | undefined => {
    try {
      return load();
    } catch (e) {
      if (!(e instanceof ConfigError)) throw e;
      problems.push(...e.problems);
      return undefined;
    }
  };
  const config = attempt(() => loadConfig(gatewaySchema, env));
  const urls = attempt(() => loadConfig(subgraphUrlSchema(graphs), env) as Record<string, string>);
  if (!config || !urls) throw new ConfigError(problems);
  const SUBGRAPH_URLS: Record<SubgraphName, string> = {};
  for (const [name, value] of Object.entries(urls))
    if (value !== undefined) SUBGRAPH_URLS[name.replace(/_URL$/, '').toLowerCase()] = value;
  return { ...config, SUBGRAPH_URLS, IDENTITY_URL: SUBGRAPH_URLS.identity };
}

/** Subgraph name → URL as configured; the supergraph's own URL applies to a name not found here. */
export const subgraphUrls = (config: Pick<GatewayConfig, 'SUBGRAPH_URLS'>): Record<SubgraphName, string> =>
  config.SUBGRAPH_URLS;

/** Identity's public origin, where the JWKS lives. */
export const identityBase = (config: Pick<GatewayConfig, 'IDENTITY_URL'>): string =>
  new URL(config.IDENTITY_URL).origin;

/** The internal port of a process listening publicly on `port` (PORT + 10000), unless set. */
export function internalPortFor(port: number): number {
  const p = port + 10000;
  if (p > 65535) throw new ConfigError([`INTERNAL_PORT is required when PORT (${port}) is above 55535`]);
  return p;
}

/** The gateway's own internal port. */
export const gatewayInternalPort = (config: Pick<GatewayConfig, 'PORT' | 'INTERNAL_PORT'>): number =>
  config.INTERNAL_PORT ?? internalPortFor(config.PORT);

/** Identity's internal origin (/internal/actor, /internal/user): IDENTITY_INTERNAL_URL, else IDENTITY_URL's host on port + 10000. */
export function identityInternalBase(
  config: Pick<GatewayConfig, 'IDENTITY_URL' | 'IDENTITY_INTERNAL_URL'>,
): string {
  if (config.IDENTITY_INTERNAL_URL) return new URL(config.IDENTITY_INTERNAL_URL).origin;
  const u = new URL(config.IDENTITY_URL);
  const port = u.port ? Number(u.port) : u.protocol === 'https:' ? 443 : 80;
  u.port = String(internalPortFor(port));
  return u.origin;
}
