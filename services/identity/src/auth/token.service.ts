import { createHash, randomBytes } from 'crypto';
import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { decodeJwt, importJWK, jwtVerify, KeyLike, SignJWT } from 'jose';
import { EntityManager } from 'typeorm';
import { ID_TOKEN_AUDIENCE, ID_TOKEN_ISSUER } from '@tempo/contracts';
import { newId } from '@tempo/db';
import { IDENTITY_CONFIG, IdentityConfig } from '../config';
import { UserEntity } from '../users/user.entity';
import { loadSigningKey, SigningKey } from './signing-keys';
import { RefreshTokenEntity } from './token.entities';

export const sha256 = (s: string): string => createHash('sha256').update(s).digest('base64url');
export const randomToken = (): string => randomBytes(32).toString('base64url');

export interface IssuedTokens {
  idToken: string;
  refreshToken: string;
}

/**
 * Id tokens (ES256, claims of 000 §3.3) and rotating refresh tokens. A
 * refresh token is itself a signed JWT (so clients can read its expiry for
 * the session timers) and is stored only as a hash; every rotation keeps the
 * family's absolute expiry.
 */
@Injectable()
export class TokenService implements OnModuleInit {
  private key!: SigningKey;
  private publicKey!: KeyLike | Uint8Array;

  constructor(@Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig) {}

  async onModuleInit(): Promise<void> {
    this.key = await loadSigningKey(this.config.ID_TOKEN_PRIVATE_KEY, this.config.ID_TOKEN_KEY_ID);
    this.publicKey = await importJWK(this.key.publicJwk, 'ES256');
  }

  jwks(): { keys: object[] } {
    return { keys: [this.key.publicJwk] };
  }

  async idToken(user: UserEntity): Promise<string> {
    const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
    return new SignJWT({
      email: user.email,
      email_verified: user.emailVerified,
      name,
      given_name: user.firstName ?? undefined,
      family_name: user.lastName ?? undefined,
      picture: user.profilePhoto ?? undefined,
      locale: user.locale ?? undefined,
    })
      .setProtectedHeader({ alg: 'ES256', kid: this.key.kid, typ: 'JWT' })
      .setIssuer(ID_TOKEN_ISSUER)
      .setAudience(ID_TOKEN_AUDIENCE)
      .setSubject(user.id)
      .setIssuedAt()
      .setNotBefore('0s')
      .setExpirationTime(`${this.config.ID_TOKEN_TTL_SECONDS}s`)
      .sign(this.key.privateKey);
  }

  /** A new refresh token in `familyId` (a new family at login), stored hashed. */
  async refreshToken(
    em: EntityManager,
    userId: string,
    family?: { id: string; expiresAt: Date },
  ): Promise<string> {
    const familyId = family?.id ?? newId();
    const expiresAt =
      family?.expiresAt ?? new Date(Date.now() + this.config.REFRESH_TOKEN_TTL_SECONDS * 1000);
    const jti = randomToken();
    const token = await new SignJWT({ typ: 'refresh', fam: familyId })
      .setProtectedHeader({ alg: 'ES256', kid: this.key.kid })
      .setIssuer(ID_TOKEN_ISSUER)
      .setAudience(ID_TOKEN_AUDIENCE)
      .setSubject(userId)
      .setJti(jti)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key.privateKey);
    await em.insert(RefreshTokenEntity, {
      id: newId(),
      userId,
      familyId,
      tokenHash: sha256(token),
      expiresAt,
      revokedAt: null,
    });
    return token;
  }

  async issue(em: EntityManager, user: UserEntity): Promise<IssuedTokens> {
    return { idToken: await this.idToken(user), refreshToken: await this.refreshToken(em, user.id) };
  }

  /** Verifies a refresh token's signature and expiry; returns its subject, or null. */
  async verifyRefresh(token: string): Promise<{ userId: string } | null> {
    try {
      const { payload } = await jwtVerify(token, this.publicKey, {
        issuer: ID_TOKEN_ISSUER,
        audience: ID_TOKEN_AUDIENCE,
        algorithms: ['ES256'],
      });
      if (payload.typ !== 'refresh' || !payload.sub) return null;
      return { userId: payload.sub };
    } catch {
      return null;
    }
  }

  /** Claims of a token without verification (for tests and logging only). */
  static peek(token: string) {
    return decodeJwt(token);
  }
}
