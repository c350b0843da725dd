import { errors, jwtVerify, JWTPayload, JWTVerifyGetKey, KeyLike, SignJWT } from 'jose';
import { TOKEN_AUDIENCE, TOKEN_ISSUER, TOKEN_USE_CLAIM, TokenKind } from '@tempo/contracts';

/**
 * Signing and verification of every token kind (see TokenKind in
 * @tempo/contracts). A token carries its kind in `token_use` and the kind's
 * own issuer and audience; a verifier for one kind refuses every other kind,
 * even one signed with the same key.
 */

/** The algorithm of each kind: identity's tokens are ES256 (JWKS), service-made ones HS256 (a shared secret). */
export const TOKEN_ALGORITHM: Readonly<Record<TokenKind, 'ES256' | 'HS256'>> = {
  id: 'ES256',
  refresh: 'ES256',
  login_link: 'ES256',
  invite: 'HS256',
  actor: 'HS256',
  service: 'HS256',
};

/** A private EC key (ES256) or the bytes of a shared secret (HS256). */
export type TokenSigningKey = KeyLike | Uint8Array;
/** A public key, a shared secret or a key set (JWKS). */
export type TokenVerificationKey = KeyLike | Uint8Array | JWTVerifyGetKey;

/** The bytes of an HS256 secret. */
export const secretKey = (secret: string): Uint8Array => new TextEncoder().encode(secret);

export interface SignTokenOptions {
  subject?: string;
  /** Lifetime from now in seconds, or an absolute expiry (exactly one). */
  ttlSeconds?: number;
  expiresAt?: Date;
  jti?: string;
  /** Key id in the header (keys published as JWKS). */
  kid?: string;
  /** Sets nbf to now. */
  notBefore?: boolean;
  /** Overrides the kind's algorithm; only tests that forge tokens need it. */
  algorithm?: 'ES256' | 'HS256';
  /** The signing instant (iat, nbf, and exp with ttlSeconds): the caller's clock; the system time otherwise. */
  now?: Date;
}

const epochSeconds = (d: Date): number => Math.floor(d.getTime() / 1000);

/** Signs a token of `kind`: `claims` plus token_use, the kind's issuer and audience, iat and exp. */
export async function signToken(
  kind: TokenKind,
  claims: Record<string, unknown>,
  key: TokenSigningKey,
  opts: SignTokenOptions,
): Promise<string> {
  const alg = opts.algorithm ?? TOKEN_ALGORITHM[kind];
  const now = epochSeconds(opts.now ?? new Date());
  let jwt = new SignJWT({ ...claims, [TOKEN_USE_CLAIM]: kind })
    .setProtectedHeader(opts.kid ? { alg, kid: opts.kid, typ: 'JWT' } : { alg, typ: 'JWT' })
    .setIssuer(TOKEN_ISSUER[kind])
    .setAudience(TOKEN_AUDIENCE[kind])
    .setIssuedAt(now);
  if (opts.subject !== undefined) jwt = jwt.setSubject(opts.subject);
  if (opts.jti !== undefined) jwt = jwt.setJti(opts.jti);
  if (opts.notBefore) jwt = jwt.setNotBefore(now);
  if (opts.expiresAt) jwt = jwt.setExpirationTime(epochSeconds(opts.expiresAt));
  else if (opts.ttlSeconds !== undefined) jwt = jwt.setExpirationTime(now + opts.ttlSeconds);
  else throw new Error(`a ${kind} token needs an expiry`);
  return jwt.sign(key);
}

export interface VerifyTokenOptions {
  /** Seconds of clock skew tolerated on exp and nbf. */
  clockTolerance?: number;
  /** The instant exp and nbf are checked against: the caller's clock; the system time otherwise. */
  now?: Date;
}

const claimFailed = (message: string, payload: JWTPayload, claim: string) =>
  new errors.JWTClaimValidationFailed(message, payload, claim, 'check_failed');

/**
 * Verifies a token of `kind`: signature (the kind's algorithm only), issuer,
 * audience (exactly the kind's), expiry and token_use. Throws a jose error
 * (a JOSEError) for a bad token; key-set fetch failures keep their own errors.
 */
export async function verifyToken(
  kind: TokenKind,
  token: string,
  key: TokenVerificationKey,
  opts: VerifyTokenOptions = {},
): Promise<JWTPayload> {
  const options = {
    issuer: TOKEN_ISSUER[kind],
    audience: TOKEN_AUDIENCE[kind],
    algorithms: [TOKEN_ALGORITHM[kind]],
    requiredClaims: ['exp', 'iat', TOKEN_USE_CLAIM],
    clockTolerance: opts.clockTolerance,
    currentDate: opts.now,
  };
  const { payload } =
    typeof key === 'function' ? await jwtVerify(token, key, options) : await jwtVerify(token, key, options);
  if (payload[TOKEN_USE_CLAIM] !== kind) throw claimFailed(`not a ${kind} token`, payload, TOKEN_USE_CLAIM);
  // jose accepts a list of audiences that includes ours; a token of one kind has one audience.
  if (payload.aud !== TOKEN_AUDIENCE[kind]) throw claimFailed(`not a ${kind} token`, payload, 'aud');
  return payload;
}

/** The subject of a verified token; a token without one is refused. */
export function tokenSubject(payload: JWTPayload): string {
  if (typeof payload.sub !== 'string' || !payload.sub)
    throw claimFailed('token without subject', payload, 'sub');
  return payload.sub;
}

/** An invitation to join a business (the people subgraph issues and consumes them). */
export interface InviteClaims {
  /** The invitation's id: stored by the issuer so that each invite is used once. */
  inviteId: string;
  business: string;
  email: string;
}

/** Signs an invite token (HS256 with the issuer's secret). */
export function signInviteToken(invite: InviteClaims, secret: string, ttlSeconds: number): Promise<string> {
  return signToken(TokenKind.INVITE, { business: invite.business, email: invite.email }, secretKey(secret), {
    subject: invite.email,
    jti: invite.inviteId,
    ttlSeconds,
  });
}

/** Verifies an invite token; the caller still checks that `inviteId` was not used yet. */
export async function verifyInviteToken(token: string, secret: string): Promise<InviteClaims> {
  const payload = await verifyToken(TokenKind.INVITE, token, secretKey(secret));
  const { jti, business, email } = payload;
  if (typeof jti !== 'string' || !jti || typeof business !== 'string' || typeof email !== 'string')
    throw claimFailed('invite token without its invitation', payload, 'jti');
  return { inviteId: jti, business, email };
}
