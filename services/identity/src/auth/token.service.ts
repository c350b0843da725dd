import { createHash, randomBytes } from 'crypto';
import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { decodeJwt, importJWK, KeyLike } from 'jose';
import { EntityManager } from 'typeorm';
import { Clock, CLOCK, secondsFrom, TokenKind } from '@tempo/contracts';
import { signToken, tokenSubject, verifyToken } from '@tempo/auth';
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

/** A verified refresh token: its user and session (family). */
export interface RefreshClaims {
  userId: string;
  sessionId: string;
}

/**
 * The tokens identity signs with its ES256 key, each of its own kind
 * (token_use claim and audience, see TokenKind): id tokens (claims of
 * 000 §3.3 plus `sid`, the session), rotating refresh tokens and login-link
 * tokens. A refresh token is a signed JWT (so clients can read its expiry for
 * the session timers) stored only as a hash; every rotation keeps the
 * family's absolute expiry. The family id is the session id of every id
 * token issued with it, so revoking the family signs those out too.
 */
@Injectable()
export class TokenService implements OnModuleInit {
  private key!: SigningKey;
  private publicKey!: KeyLike | Uint8Array;

  constructor(
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async onModuleInit(): Promise<void> {
    this.key = await loadSigningKey(this.config.ID_TOKEN_PRIVATE_KEY, this.config.ID_TOKEN_KEY_ID);
    this.publicKey = await importJWK(this.key.publicJwk, 'ES256');
  }

  jwks(): { keys: object[] } {
    return { keys: [this.key.publicJwk] };
  }

  /** An id token of `user` in session `sessionId` (a refresh-token family). */
  async idToken(user: UserEntity, sessionId: string): Promise<string> {
    const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
    return signToken(
      TokenKind.ID,
      {
        email: user.email,
        email_verified: user.emailVerified,
        name,
        given_name: user.firstName ?? undefined,
        family_name: user.lastName ?? undefined,
        picture: user.profilePhoto ?? undefined,
        locale: user.locale ?? undefined,
        sid: sessionId,
      },
      this.key.privateKey,
      {
        kid: this.key.kid,
        subject: user.id,
        notBefore: true,
        ttlSeconds: this.config.ID_TOKEN_TTL_SECONDS,
        now: this.clock.now(),
      },
    );
  }

  /** A new refresh token in `family` (a new family, i.e. a new session, at login), stored hashed. */
  async refreshToken(
    em: EntityManager,
    userId: string,
    family?: { id: string; expiresAt: Date },
  ): Promise<string> {
    const familyId = family?.id ?? newId();
    const expiresAt = family?.expiresAt ?? secondsFrom(this.clock, this.config.REFRESH_TOKEN_TTL_SECONDS);
    const token = await signToken(TokenKind.REFRESH, { sid: familyId }, this.key.privateKey, {
      kid: this.key.kid,
      subject: userId,
      jti: randomToken(),
      expiresAt,
      now: this.clock.now(),
    });
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

  /** The tokens of a new session. */
  async issue(em: EntityManager, user: UserEntity): Promise<IssuedTokens> {
    const family = {
      id: newId(),
      expiresAt: secondsFrom(this.clock, this.config.REFRESH_TOKEN_TTL_SECONDS),
    };
    return {
      idToken: await this.idToken(user, family.id),
      refreshToken: await this.refreshToken(em, user.id, family),
    };
  }

  /** The temporary access of a login link for `userId`, valid until `expiresAt`; the caller stores its hash. */
  loginLinkToken(userId: string, expiresAt: Date): Promise<string> {
    return signToken(TokenKind.LOGIN_LINK, {}, this.key.privateKey, {
      kid: this.key.kid,
      subject: userId,
      jti: randomToken(),
      expiresAt,
      now: this.clock.now(),
    });
  }

  /** Verifies a refresh token (signature, kind, expiry); returns its user and session, or null. */
  async verifyRefresh(token: string): Promise<RefreshClaims | null> {
    try {
      const payload = await verifyToken(TokenKind.REFRESH, token, this.publicKey, { now: this.clock.now() });
      if (typeof payload.sid !== 'string' || !payload.sid) return null;
      return { userId: tokenSubject(payload), sessionId: payload.sid };
    } catch {
      return null;
    }
  }

  /** Verifies a login-link token (signature, kind, expiry); returns its user, or null. Single use is the caller's. */
  async verifyLoginLink(token: string): Promise<{ userId: string } | null> {
    try {
      return {
        userId: tokenSubject(
          await verifyToken(TokenKind.LOGIN_LINK, token, this.publicKey, {
            now: this.clock.now(),
          }),
        ),
      };
    } catch {
      return null;
    }
  }

  /** Claims of a token without verification (for tests and logging only). */
  static peek(token: string) {
    return decodeJwt(token);
  }
}
