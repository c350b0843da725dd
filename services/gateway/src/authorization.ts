import { createRemoteJWKSet, errors, JWTVerifyGetKey } from 'jose';
import { CLOCK_SKEW_SECONDS, JWKS_PATH, TokenKind } from '@tempo/contracts';
import { tokenSubject, verifyToken } from '@tempo/auth';
import type { LocalCache } from './local-cache';

/**
 * The Authorization header (spec 000 §7.1):
 *   absent, empty or the literal 'null'  → visitor
 *   'Bearer {token}'                     → the user of the id token
 *   'sudo-as {user}|{auth}'              → a superuser ({auth}: their own id token)
 *                                          acting as {user} (an e-mail or a user id)
 * Anything else is malformed and treated like an invalid token.
 */
export type Authorization =
  | { kind: 'none' }
  | { kind: 'bearer'; token: string }
  | { kind: 'sudo'; user: string; token: string }
  | { kind: 'malformed' };

const EMPTY_TOKENS = new Set(['', 'null', 'undefined']);

export function parseAuthorization(header: string | string[] | undefined): Authorization {
  const raw = (Array.isArray(header) ? header[0] : header)?.trim() ?? '';
  if (EMPTY_TOKENS.has(raw)) return { kind: 'none' };
  const space = raw.indexOf(' ');
  if (space < 0) return { kind: 'malformed' };
  const scheme = raw.slice(0, space).toLowerCase();
  const rest = raw.slice(space + 1).trim();
  if (scheme === 'bearer') {
    // Clients without a token sometimes send 'Bearer null'.
    if (EMPTY_TOKENS.has(rest)) return { kind: 'none' };
    return /\s/.test(rest) ? { kind: 'malformed' } : { kind: 'bearer', token: rest };
  }
  if (scheme === 'sudo-as') {
    const bar = rest.lastIndexOf('|');
    if (bar <= 0) return { kind: 'malformed' };
    const user = rest.slice(0, bar).trim();
    const token = rest.slice(bar + 1).trim();
    if (!user || EMPTY_TOKENS.has(token) || /\s/.test(token)) return { kind: 'malformed' };
    return { kind: 'sudo', user, token };
  }
  return { kind: 'malformed' };
}

export interface IdTokenClaims {
  userId: string;
  email: string | null;
  /** The session (refresh-token family) the id token belongs to: logout revokes it. */
  sessionId: string;
  /** When the token expires (epoch ms), when it says. */
  expiresAt?: number;
}

export type IdTokenVerifier = (token: string) => Promise<IdTokenClaims>;

/** Thrown for any token that does not verify (signature, issuer, audience, expiry, shape). */
export class InvalidTokenError extends Error {
  constructor(cause?: unknown) {
    super('invalid id token', { cause });
    this.name = 'InvalidTokenError';
  }
}

/** Thrown when the keys cannot be fetched: an outage, not a bad token (the user must not be logged out). */
export class KeysUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('identity keys unavailable', { cause });
    this.name = 'KeysUnavailableError';
  }
}

const isKeyFetchFailure = (e: unknown): boolean =>
  e instanceof errors.JWKSTimeout || e instanceof errors.JWKSInvalid || !(e instanceof errors.JOSEError);

/**
 * Verifies identity's id tokens against a key set (the JWKS in production).
 * Only id tokens pass: identity's refresh and login-link tokens are signed
 * with the same key but carry another kind and audience.
 */
export function idTokenVerifier(keys: JWTVerifyGetKey): IdTokenVerifier {
  return async (token) => {
    try {
      const payload = await verifyToken(TokenKind.ID, token, keys, { clockTolerance: CLOCK_SKEW_SECONDS });
      const userId = tokenSubject(payload);
      if (typeof payload.sid !== 'string' || !payload.sid)
        throw new InvalidTokenError('id token without session');
      return {
        userId,
        email: typeof payload.email === 'string' ? payload.email : null,
        sessionId: payload.sid,
        expiresAt: typeof payload.exp === 'number' ? payload.exp * 1000 : undefined,
      };
    } catch (e) {
      if (e instanceof InvalidTokenError) throw e;
      // A token that is not even a JWT fails in jose with a JOSEError too (JWSInvalid, JWTInvalid).
      throw isKeyFetchFailure(e) ? new KeysUnavailableError(e) : new InvalidTokenError(e);
    }
  };
}

/**
 * Keeps what a verifier said of a token for a while (the cache's TTL), never past the token's expiry: a
 * page's requests all carry the same id token, and checking its signature again on each costs more than
 * the rest of the request's authentication. Refusals are not kept. A signed-out session is still refused
 * at once: revocation is checked on every request, apart from this.
 */
export function cachedIdTokenVerifier(
  verify: IdTokenVerifier,
  cache: LocalCache<IdTokenClaims>,
  now: () => number,
): IdTokenVerifier {
  return async (token) => {
    const known = cache.get(token);
    if (known?.expiresAt !== undefined && known.expiresAt > now()) return known;
    const claims = await verify(token);
    if (claims.expiresAt !== undefined && claims.expiresAt > now()) cache.set(token, claims);
    return claims;
  };
}

/** The verifier for identity at `identityBase` (keys fetched from its JWKS and cached by jose). */
export const remoteIdTokenVerifier = (identityBase: string): IdTokenVerifier =>
  idTokenVerifier(createRemoteJWKSet(new URL(JWKS_PATH, identityBase)));
