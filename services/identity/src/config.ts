import { infraSchema, int, loadConfig, oneOf, port, str } from '@tempo/config';
import { SERVICE_PORTS } from '@tempo/contracts';

/** Identity's environment, validated at start (a bad variable stops it, naming the variable). */
export const identitySchema = {
  NODE_ENV: infraSchema.NODE_ENV,
  PORT: port({ default: SERVICE_PORTS.identity }),
  HOST: str({ default: '127.0.0.1' }),
  /** The internal API (/internal/actor, /internal/user) for the gateway only; default PORT + 10000. */
  INTERNAL_PORT: port({ optional: true }),
  /** Default HOST. */
  INTERNAL_HOST: str({ optional: true }),
  SMTP_URL: infraSchema.SMTP_URL,
  KAFKA_BROKERS: infraSchema.KAFKA_BROKERS,
  /** Where identity records signed-out sessions for the gateway (the gateway's Redis). */
  REDIS_URL: infraSchema.REDIS_URL,
  KAFKA_CLIENT_ID: infraSchema.KAFKA_CLIENT_ID,
  ACTOR_TOKEN_SECRET: infraSchema.ACTOR_TOKEN_SECRET,
  SERVICE_TOKEN_SECRET: infraSchema.SERVICE_TOKEN_SECRET,
  PUBLIC_DOMAIN: infraSchema.PUBLIC_DOMAIN,
  PUBLIC_PORT: infraSchema.PUBLIC_PORT,
  PUBLIC_PROTOCOL: infraSchema.PUBLIC_PROTOCOL,
  OUTBOX_RELAY_ENABLED: infraSchema.OUTBOX_RELAY_ENABLED,
  /** PEM (PKCS#8) EC P-256 private key signing id tokens; generated into .local outside production. */
  ID_TOKEN_PRIVATE_KEY: str({ optional: true }),
  ID_TOKEN_KEY_ID: str({ optional: true }),
  ID_TOKEN_TTL_SECONDS: int({ min: 60, max: 86400, default: 900 }),
  REFRESH_TOKEN_TTL_SECONDS: int({ min: 3600, max: 90 * 86400, default: 7 * 86400 }),
  LOGIN_LINK_TTL_SECONDS: int({ min: 60, max: 7 * 86400, default: 1800 }),
  TRIAL_DAYS: int({ min: 0, max: 365, default: 14 }),
  SUPPORT_EMAIL: str({ default: 'support@tempo.example' }),
  /** The platform's own sender address (default no-reply@PUBLIC_DOMAIN, no-reply@tempo.example on localhost). */
  MAIL_FROM: str({ optional: true }),
  /** The platform's name in senders: 'Tempo', and '<business> via Tempo'. */
  MAIL_FROM_NAME: str({ default: 'Tempo' }),
  /**
   * How e-mail domain ownership is checked: `system` asks DNS (node:dns), `redis` reads TXT
   * records from Redis (key `tempo:local-dns:txt:<name>`, a set) so that local runs and tests
   * control them. Default: `redis` outside production, `system` in production (where `redis`
   * is refused).
   */
  MAIL_DNS_RESOLVER: oneOf(['system', 'redis'] as const, { devDefault: 'redis', optional: true }),
  /** Lifetime of the link confirming a business registration for an existing user. */
  REGISTRATION_CONFIRM_TTL_SECONDS: int({ min: 300, max: 30 * 86400, default: 3 * 86400 }),
};

export type IdentityConfig = ReturnType<typeof loadIdentityConfig>;
export const loadIdentityConfig = (env: Record<string, string | undefined> = process.env) => {
  const c = loadConfig(identitySchema, env);
  if (c.NODE_ENV === 'production' && !c.ID_TOKEN_PRIVATE_KEY) {
    throw new Error('Invalid configuration:\n  - ID_TOKEN_PRIVATE_KEY is required in production');
  }
  const internalPort = c.INTERNAL_PORT ?? c.PORT + 10000;
  if (internalPort > 65535 || internalPort === c.PORT) {
    throw new Error('Invalid configuration:\n  - INTERNAL_PORT must be set, and differ from PORT');
  }
  const MAIL_DNS_RESOLVER = c.MAIL_DNS_RESOLVER ?? 'system';
  if (c.NODE_ENV === 'production' && MAIL_DNS_RESOLVER === 'redis') {
    throw new Error('Invalid configuration:\n  - MAIL_DNS_RESOLVER=redis is for local runs only');
  }
  if (MAIL_DNS_RESOLVER === 'redis' && !c.REDIS_URL) {
    throw new Error('Invalid configuration:\n  - REDIS_URL is required with MAIL_DNS_RESOLVER=redis');
  }
  const mailDomain = c.PUBLIC_DOMAIN === 'localhost' ? 'tempo.example' : c.PUBLIC_DOMAIN;
  const MAIL_FROM = (c.MAIL_FROM ?? `no-reply@${mailDomain}`).toLowerCase();
  if (!/^[^\s@<>"]+@[^\s@<>"]+\.[a-z]{2,}$/i.test(MAIL_FROM)) {
    throw new Error(`Invalid configuration:\n  - MAIL_FROM must be an e-mail address, got '${MAIL_FROM}'`);
  }
  return {
    ...c,
    INTERNAL_PORT: internalPort,
    INTERNAL_HOST: c.INTERNAL_HOST ?? c.HOST,
    MAIL_DNS_RESOLVER,
    MAIL_FROM,
  };
};

export const IDENTITY_CONFIG = Symbol('IDENTITY_CONFIG');

/** Origin of a business's pages, e.g. http://demo.localhost:4000. */
export const businessOrigin = (c: IdentityConfig, business: string | null): string =>
  `${c.PUBLIC_PROTOCOL}://${business ?? 'app'}.${c.PUBLIC_DOMAIN}${c.PUBLIC_PORT ? `:${c.PUBLIC_PORT}` : ''}`;
