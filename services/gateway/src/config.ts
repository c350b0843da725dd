import { isIP } from 'node:net';
import { ConfigOf, bool, infraSchema, int, list, loadConfig, port, str, url } from '@tempo/config';
import { SUBGRAPH_NAMES, SubgraphName, defaultSubgraphUrl } from './subgraphs';

const subgraphUrl = (name: SubgraphName) =>
  url({ protocols: ['http', 'https'], default: defaultSubgraphUrl(name) });

/**
 * The gateway's environment. A bad value stops the process at start with a
 * message naming the variable (see @tempo/config).
 */
export const gatewaySchema = {
  NODE_ENV: infraSchema.NODE_ENV,
  REDIS_URL: infraSchema.REDIS_URL,
  KAFKA_BROKERS: infraSchema.KAFKA_BROKERS,
  ACTOR_TOKEN_SECRET: infraSchema.ACTOR_TOKEN_SECRET,
  SERVICE_TOKEN_SECRET: infraSchema.SERVICE_TOKEN_SECRET,
  PORT: port({ default: 4000 }),
  HOST: str({ default: '127.0.0.1' }),
  IDENTITY_URL: subgraphUrl('identity'),
  PEOPLE_URL: subgraphUrl('people'),
  SCHEDULING_URL: subgraphUrl('scheduling'),
  BILLING_URL: subgraphUrl('billing'),
  MESSAGING_URL: subgraphUrl('messaging'),
  VOICE_URL: subgraphUrl('voice'),
  REVIEWS_URL: subgraphUrl('reviews'),
  /** Login attempts (loginSimple, loginPasswordless, loginRefresh, requestSelfAuthLink) per client IP and window. */
  LOGIN_RATE_PER_IP: int({ min: 1, default: 30 }),
  LOGIN_RATE_PER_IP_WINDOW_SECONDS: int({ min: 1, default: 60 }),
  /** Login attempts per login name / e-mail and window, whatever the IP. */
  LOGIN_RATE_PER_LOGIN: int({ min: 1, default: 10 }),
  LOGIN_RATE_PER_LOGIN_WINDOW_SECONDS: int({ min: 1, default: 900 }),
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
};

export type GatewayConfig = ConfigOf<typeof gatewaySchema>;

export const loadGatewayConfig = (env: Record<string, string | undefined> = process.env): GatewayConfig =>
  loadConfig(gatewaySchema, env);

/** Subgraph name → URL as configured (the <NAME>_URL variables). */
export function subgraphUrls(config: GatewayConfig): Record<SubgraphName, string> {
  const out = {} as Record<SubgraphName, string>;
  for (const name of SUBGRAPH_NAMES)
    out[name] = config[`${name.toUpperCase()}_URL` as keyof GatewayConfig] as string;
  return out;
}

/** Identity's origin, where the JWKS and the internal API live. */
export const identityBase = (config: Pick<GatewayConfig, 'IDENTITY_URL'>): string =>
  new URL(config.IDENTITY_URL).origin;
