import { join } from 'path';
import { int, mailFromAddress, mailSchema, oneOf, str } from '@tempo/config';
import { configProblem, SUBGRAPH_CONFIG, subgraphConfig } from '@tempo/subgraph';

/** Identity's variables besides every subgraph's (a bad one stops it at start, naming the variable). */
const identitySchema = {
  /** The platform's mail: SMTP server and sender (@tempo/config mailSchema, MAIL_FROM resolved below). */
  SMTP_URL: mailSchema.SMTP_URL,
  /** PEM (PKCS#8) EC P-256 private key signing id tokens; generated into .local outside production. */
  ID_TOKEN_PRIVATE_KEY: str({ optional: true }),
  ID_TOKEN_KEY_ID: str({ optional: true }),
  ID_TOKEN_TTL_SECONDS: int({ min: 60, max: 86400, default: 900 }),
  REFRESH_TOKEN_TTL_SECONDS: int({ min: 3600, max: 90 * 86400, default: 7 * 86400 }),
  LOGIN_LINK_TTL_SECONDS: int({ min: 60, max: 7 * 86400, default: 1800 }),
  TRIAL_DAYS: int({ min: 0, max: 365, default: 14 }),
  SUPPORT_EMAIL: str({ default: 'support@tempo.example' }),
  MAIL_FROM: mailSchema.MAIL_FROM,
  MAIL_FROM_NAME: mailSchema.MAIL_FROM_NAME,
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

/** Identity's configuration: every subgraph's variables (REDIS_URL: session revocations) plus the above. */
export const loadIdentityConfig = subgraphConfig(join(__dirname, '..'), identitySchema, (c) => {
  if (c.NODE_ENV === 'production' && !c.ID_TOKEN_PRIVATE_KEY)
    throw configProblem('ID_TOKEN_PRIVATE_KEY is required in production');
  const MAIL_DNS_RESOLVER = c.MAIL_DNS_RESOLVER ?? 'system';
  if (c.NODE_ENV === 'production' && MAIL_DNS_RESOLVER === 'redis')
    throw configProblem('MAIL_DNS_RESOLVER=redis is for local runs only');
  return { ...c, MAIL_DNS_RESOLVER, MAIL_FROM: mailFromAddress(c) };
});

export type IdentityConfig = ReturnType<typeof loadIdentityConfig>;
/** Identity's configuration in its modules (the kit's SUBGRAPH_CONFIG). */
export const IDENTITY_CONFIG = SUBGRAPH_CONFIG;

/** Origin of a business's pages, e.g. http://demo.localhost:4000 (the kit's). */
export { businessOrigin } from '@tempo/subgraph';
