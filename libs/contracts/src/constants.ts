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
/**
 * When the gateway received the client's request (epoch milliseconds, the gateway's clock): a subgraph may
 * order the request after what it committed later than that (a booking refused by the time another one took).
 */
export const RECEIVED_AT_HEADER = 'x-received-at';
/**
 * Set by a subgraph on an answer that holds nothing but `data` (no errors, no extensions): the gateway
 * may pass such an answer on as it came without reading it first.
 */
export const PLAIN_ANSWER_HEADER = 'x-plain-answer';

/** Id tokens issued by identity (ES256, keys published as JWKS). */
export const ID_TOKEN_ISSUER = 'tempo-identity';
export const JWKS_PATH = '/.well-known/jwks.json';

/**
 * The kinds of tokens the product issues (ARCHITECTURE §4). Each kind carries
 * its name in the `token_use` claim and has an audience of its own, and every
 * verifier accepts exactly one kind, so a token of one kind (a refresh token,
 * a login link) never passes where another is expected (an id token).
 */
export const TokenKind = {
  /** Identity's id token: the user of API calls (Authorization: Bearer). */
  ID: 'id',
  /** Identity's rotating refresh token (loginRefresh, logout). */
  REFRESH: 'refresh',
  /** The temporary access of a login link (loginPasswordless); single use. */
  LOGIN_LINK: 'login_link',
  /** An invitation to join a business; single use. */
  INVITE: 'invite',
  /** The actor the gateway forwards to the subgraphs. */
  ACTOR: 'actor',
  /** A service calling another service's internal API. */
  SERVICE: 'service',
} as const;
export type TokenKind = (typeof TokenKind)[keyof typeof TokenKind];
export const TOKEN_KINDS: readonly TokenKind[] = Object.values(TokenKind);

/** The claim naming a token's kind. */
export const TOKEN_USE_CLAIM = 'token_use';

export const TOKEN_AUDIENCE: Readonly<Record<TokenKind, string>> = {
  id: 'tempo-id',
  refresh: 'tempo-refresh',
  login_link: 'tempo-login-link',
  invite: 'tempo-invite',
  actor: 'tempo-subgraph',
  service: 'tempo-internal',
};

export const TOKEN_ISSUER: Readonly<Record<TokenKind, string>> = {
  id: ID_TOKEN_ISSUER,
  refresh: ID_TOKEN_ISSUER,
  login_link: ID_TOKEN_ISSUER,
  invite: 'tempo-people',
  actor: 'tempo-gateway',
  service: 'tempo-services',
};

export const ID_TOKEN_AUDIENCE = TOKEN_AUDIENCE.id;

/**
 * A signed-out session (a refresh-token family; the id token's `sid` claim).
 * Identity sets this Redis key when it revokes a family, for as long as an id
 * token of the family can still be valid; the gateway refuses the session's
 * id tokens while it exists.
 */
export const revokedSessionKey = (sessionId: string): string => `revoked-session:${sessionId}`;
