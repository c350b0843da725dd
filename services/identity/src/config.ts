import { infraSchema, int, loadConfig, port, str } from '@tempo/config';
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
  return { ...c, INTERNAL_PORT: internalPort, INTERNAL_HOST: c.INTERNAL_HOST ?? c.HOST };
};

export const IDENTITY_CONFIG = Symbol('IDENTITY_CONFIG');

/** Origin of a business's pages, e.g. http://demo.localhost:4000. */
export const businessOrigin = (c: IdentityConfig, business: string | null): string =>
  `${c.PUBLIC_PROTOCOL}://${business ?? 'app'}.${c.PUBLIC_DOMAIN}${c.PUBLIC_PORT ? `:${c.PUBLIC_PORT}` : ''}`;
