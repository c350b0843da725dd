import { createRemoteJWKSet, errors, jwtVerify, JWTVerifyGetKey } from 'jose';
import { CLOCK_SKEW_SECONDS, ID_TOKEN_AUDIENCE, ID_TOKEN_ISSUER, JWKS_PATH } from '@tempo/contracts';

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

/** Verifies identity's id tokens against a key set (the JWKS in production). */
export function idTokenVerifier(keys: JWTVerifyGetKey): IdTokenVerifier {
  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer: ID_TOKEN_ISSUER,
        audience: ID_TOKEN_AUDIENCE,
        clockTolerance: CLOCK_SKEW_SECONDS,
      });
      if (typeof payload.sub !== 'string' || !payload.sub)
        throw new InvalidTokenError('id token without sub');
      return { userId: payload.sub, email: typeof payload.email === 'string' ? payload.email : null };
    } catch (e) {
      if (e instanceof InvalidTokenError) throw e;
      // A token that is not even a JWT fails in jose with a JOSEError too (JWSInvalid, JWTInvalid).
      throw isKeyFetchFailure(e) ? new KeysUnavailableError(e) : new InvalidTokenError(e);
    }
  };
}

/** The verifier for identity at `identityBase` (keys fetched from its JWKS and cached by jose). */
export const remoteIdTokenVerifier = (identityBase: string): IdTokenVerifier =>
  idTokenVerifier(createRemoteJWKSet(new URL(JWKS_PATH, identityBase)));
