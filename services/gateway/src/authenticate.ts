import type Redis from 'ioredis';
import { ActorContext, AUTH_ERROR_TEXT, AuthErrorCode, ErrorCode, revokedSessionKey } from '@tempo/contracts';
import { ActorLoader, RequestFacts, buildActorContext } from './actor-loader';
import { Authorization, IdTokenClaims, IdTokenVerifier, InvalidTokenError } from './authorization';

/**
 * Who the request acts as, from its Authorization header (spec 000 §7.1):
 * a visitor, a user, or a superuser acting as another user. Failures map to
 * HTTP answers the SPA understands.
 */

export interface AuthFailure {
  status: number;
  code: string;
  message: string;
}

export type AuthResult = { actor: ActorContext } | { failure: AuthFailure };

export const SUDO_FORBIDDEN_TEXT = 'authorization error: only superusers can act as another user';

const invalidToken: AuthFailure = {
  status: 401,
  code: ErrorCode.INVALID_TOKEN,
  message: AUTH_ERROR_TEXT.INVALID_TOKEN,
};
const sudoForbidden: AuthFailure = { status: 403, code: ErrorCode.FORBIDDEN, message: SUDO_FORBIDDEN_TEXT };
const unknownTarget: AuthFailure = {
  status: 403,
  code: AuthErrorCode.USER_DOES_NOT_EXIST,
  message: AUTH_ERROR_TEXT.USER_DOES_NOT_EXIST,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a session was signed out (logout, refresh-token reuse): its id tokens are refused. */
export type SessionRevocationCheck = (sessionId: string) => Promise<boolean>;

/**
 * Reads the revocations identity records in Redis (revokedSessionKey, kept
 * as long as an id token of the session can be valid), so that every gateway
 * replica refuses a signed-out session's id tokens at once.
 */
export const redisSessionRevocationCheck =
  (redis: Redis): SessionRevocationCheck =>
  async (sessionId) =>
    (await redis.exists(revokedSessionKey(sessionId))) > 0;

export interface AuthenticateInput {
  authorization: Authorization;
  /** The request holds only login mutations and public queries: a bad token degrades to a visitor. */
  tokenless: boolean;
  facts: RequestFacts;
  verify: IdTokenVerifier;
  isSessionRevoked: SessionRevocationCheck;
  loader: ActorLoader;
}

export async function authenticate(input: AuthenticateInput): Promise<AuthResult> {
  const { authorization, tokenless, facts, verify, isSessionRevoked, loader } = input;
  const asVisitor = async (): Promise<AuthResult> => ({ actor: await loader.visitor(facts) });
  const rejected = async (): Promise<AuthResult> => (tokenless ? asVisitor() : { failure: invalidToken });

  if (authorization.kind === 'none') return asVisitor();
  if (authorization.kind === 'malformed') return rejected();

  let claims: IdTokenClaims;
  try {
    claims = await verify(authorization.token);
  } catch (e) {
    // Keys that cannot be fetched are an outage: refuse unless the request needs no user.
    if (e instanceof InvalidTokenError || tokenless) return rejected();
    throw e;
  }
  if (authorization.kind === 'bearer') {
    // Asked together (one wait, not two); a signed-out session is refused whatever the lookup says.
    const loading = loader.user(claims.userId, facts);
    loading.catch(() => undefined);
    if (await isSessionRevoked(claims.sessionId)) return rejected();
    const actor = await loading;
    return actor ? { actor } : rejected();
  }

  // A signed-out session's id tokens are refused like any invalid token (sudo-as included).
  if (await isSessionRevoked(claims.sessionId)) return rejected();

  // sudo-as {user}|{auth}: {auth} must be a superuser's own token.
  const self = await loader.actor(claims.userId, facts.business);
  if (!self?.user) return rejected();
  if (!self.user.isSuperuser) return { failure: sudoForbidden };
  const targetId = authorization.user.includes('@')
    ? (await loader.userByEmail(authorization.user))?.id
    : UUID.test(authorization.user)
      ? authorization.user.toLowerCase()
      : null;
  const target = targetId ? await loader.actor(targetId, facts.business) : null;
  if (!target?.user) return { failure: unknownTarget };
  return { actor: buildActorContext(facts, target, { userId: self.user.id, email: self.user.email }) };
}
