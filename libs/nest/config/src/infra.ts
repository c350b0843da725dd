import { bool, int, list, oneOf, secret, str, url, type VarSpec } from './config';

/** An S3 bucket name: 3 to 63 lower-case letters, digits, dots and hyphens, starting and ending alphanumeric. */
const bucket = (opts: Omit<VarSpec<string>, 'parse'>): VarSpec<string> => ({
  ...opts,
  parse: (raw, name) => {
    if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(raw) || raw.includes('..'))
      throw new Error(`${name} must be an S3 bucket name (3-63 of a-z, 0-9, '.', '-'), got '${raw}'`);
    return raw;
  },
});

/**
 * Variables shared by every process. `DATABASE_URL`, `REDIS_URL`,
 * `KAFKA_BROKERS`, `SMTP_URL` and `S3_URL` point the product at external
 * infrastructure; their defaults match `infra/local`.
 */
export const infraSchema = {
  NODE_ENV: oneOf(['development', 'test', 'production'] as const, { default: 'development' }),
  LOG_LEVEL: oneOf(['debug', 'info', 'warn', 'error'] as const, { default: 'info' }),
  DATABASE_URL: url({
    protocols: ['postgres', 'postgresql'],
    devDefault: 'postgres://tempo:tempo@127.0.0.1:5432/postgres',
    description: 'PostgreSQL server, connecting as a role that may create databases and roles',
  }),
  DATABASE_APP_PASSWORD: secret({
    minLength: 8,
    devDefault: 'tempo-app-dev',
    description: 'password of the per-subgraph application roles',
  }),
  DATABASE_POOL_SIZE: int({ min: 1, max: 200, default: 10 }),
  REDIS_URL: url({ protocols: ['redis', 'rediss'], devDefault: 'redis://127.0.0.1:6379' }),
  KAFKA_BROKERS: list({ devDefault: ['127.0.0.1:9092'], item: (v) => /^[^\s:]+:\d+$/.test(v) }),
  KAFKA_CLIENT_ID: str({ default: 'tempo' }),
  SMTP_URL: url({ protocols: ['smtp', 'smtps'], devDefault: 'smtp://127.0.0.1:1025' }),
  /**
   * S3-compatible object store for photos and files, `http(s)://ACCESS_KEY:SECRET@host[:port]`
   * (`?region=` optional). Without credentials the AWS SDK's own chain applies (environment,
   * instance role). The default is the MinIO of `infra/local`.
   */
  S3_URL: url({
    protocols: ['http', 'https'],
    devDefault: 'http://tempo-local:tempo-local-secret@127.0.0.1:9000',
    description: 'S3-compatible object store for photos and files',
  }),
  /** Bucket holding every business's photos and files; created on first use when missing. */
  S3_BUCKET: bucket({ devDefault: 'tempo-local', description: 'bucket of the object store' }),
  /** Shared secret between the gateway (signs actor tokens) and the subgraphs (verify them). */
  ACTOR_TOKEN_SECRET: secret({ devDefault: 'dev-actor-token-secret-change-me-0123456789' }),
  /** Shared secret for service-to-service calls (e.g. the gateway loading an account). */
  SERVICE_TOKEN_SECRET: secret({ devDefault: 'dev-service-token-secret-change-me-012345678' }),
  /** Base domain of business subdomains, e.g. `localhost` or `example.com`. */
  PUBLIC_DOMAIN: str({ default: 'localhost' }),
  /** Public port shown in links (empty on 80/443). */
  PUBLIC_PORT: str({ optional: true }),
  PUBLIC_PROTOCOL: oneOf(['http', 'https'] as const, { default: 'http' }),
  OUTBOX_RELAY_ENABLED: bool({ default: true }),
};

export const redactUrl = (u: string): string => {
  try {
    const parsed = new URL(u);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return u;
  }
};
