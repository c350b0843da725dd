import { CLOCK_SKEW_SECONDS, TOKEN_EXPIRY_MARGIN_SECONDS } from '@tempo/contracts';

/** The id token claims the product reads (000 §3.3). */
export interface TokenClaims {
  iss?: string;
  iat?: number;
  nbf?: number;
  exp?: number;
  sub?: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
  picture?: string;
  locale?: string;
}

function base64UrlDecode(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The claims of a JWT, unverified (the gateway verifies); undefined when it is not a JWT. */
export function decodeToken(token: string | null | undefined): TokenClaims | undefined {
  if (!token) return undefined;
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  try {
    const claims: unknown = JSON.parse(base64UrlDecode(parts[1]));
    return claims && typeof claims === 'object' ? (claims as TokenClaims) : undefined;
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
