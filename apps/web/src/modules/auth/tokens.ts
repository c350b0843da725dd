import { decodeJwt, type JWTPayload } from 'jose';
import { CLOCK_SKEW_SECONDS, TOKEN_EXPIRY_MARGIN_SECONDS } from '@tempo/contracts';

/** The id token claims the product reads (000 §3.3), beside the registered ones (iss, iat, nbf, exp, sub). */
export type TokenClaims = JWTPayload & {
  email?: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
  picture?: string;
  locale?: string;
};

/** The claims of a JWT, unverified (the gateway verifies); undefined when it is not a JWT. */
export function decodeToken(token: string | null | undefined): TokenClaims | undefined {
  if (!token) return undefined;
  try {
    return decodeJwt<TokenClaims>(token);
  } catch {
    return undefined;
  }
}

const nowSeconds = (nowMs: number) => nowMs / 1000;

/** 003 §9: a token counts as expired 120 s before its exp claim (a token without exp never expires). */
export function isTokenExpired(token: string | null | undefined, nowMs: number = Date.now()): boolean {
  const claims = decodeToken(token);
  if (!claims) return true;
  if (claims.exp === undefined) return false;
  return claims.exp - TOKEN_EXPIRY_MARGIN_SECONDS <= nowSeconds(nowMs);
}

/**
 * 000 §5: after login a token is invalid when nbf minus 120 s is in the future or exp plus
 * 120 s is in the past (the device clock is probably wrong).
 */
export function isTokenTimeValid(token: string | null | undefined, nowMs: number = Date.now()): boolean {
  const claims = decodeToken(token);
  if (!claims) return false;
  const now = nowSeconds(nowMs);
  if (claims.nbf !== undefined && claims.nbf - CLOCK_SKEW_SECONDS > now) return false;
  if (claims.exp !== undefined && claims.exp + CLOCK_SKEW_SECONDS < now) return false;
  return true;
}
