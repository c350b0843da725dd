/** Token and session constants (spec 000 §5, 003 §9). */
export const TOKEN_EXPIRY_MARGIN_SECONDS = 120;
export const CLOCK_SKEW_SECONDS = 120;
export const SESSION_WARNING_BEFORE_REFRESH_EXPIRY_MS = 30 * 60_000;
export const FORCED_LOGOUT_BEFORE_REFRESH_EXPIRY_MS = 10 * 60_000;
export const TEMPORARY_ACCESS_PARAM = 'temporaryAccess';
export const STORAGE_KEYS = {
  idToken: 'idToken',
  refreshToken: 'refreshToken',
  federatedLogin: 'federatedLogin',
} as const;

/** Hosts with a meaning of their own (spec 000 §2.1). */
export const APP_HOST_LABEL = 'app';
export const AUTH_HOST_LABEL = 'auth';
/** The platform's own internal business: hidden from lists, never shows the progress card. */
export const INTERNAL_BUSINESS_NAME = 'tempo';
export const RESERVED_BUSINESS_NAMES = [
  APP_HOST_LABEL,
  AUTH_HOST_LABEL,
  'www',
  'api',
  'admin',
  'mail',
  'static',
];

/** Countries of the business country list (003 §9). */
export const COUNTRIES = ['US', 'CA', 'GB', 'AU', 'HK', 'IE', 'NZ', 'XX'] as const;

/** Header names used between the gateway and the subgraphs. */
export const ACTOR_HEADER = 'x-actor-token';
export const REQUEST_ID_HEADER = 'x-request-id';

/** Default ports of the processes (PORT overrides each). */
export const SERVICE_PORTS = {
  gateway: 4000,
  identity: 4101,
  people: 4102,
  scheduling: 4103,
  billing: 4104,
  messaging: 4105,
  voice: 4106,
  reviews: 4107,
} as const;

/** Id tokens issued by identity (ES256, keys published as JWKS). */
export const ID_TOKEN_ISSUER = 'tempo-identity';
export const ID_TOKEN_AUDIENCE = 'tempo';
export const JWKS_PATH = '/.well-known/jwks.json';
