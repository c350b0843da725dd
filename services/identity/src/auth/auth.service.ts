import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager, IsNull } from 'typeorm';
import { ActorContext, Clock, CLOCK, clean, normalizeEmail, UserErrorCode } from '@tempo/contracts';
import { TenantDb } from '@tempo/db';
import { NotAllowedError, NotAuthenticatedError, UserError } from '@tempo/graphql';
import { UserEntity } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { BusinessGate } from './business-gate';
import { verifyPassword } from './password';
import { SessionRevocations } from './session-revocations';
import { RefreshTokenEntity } from './token.entities';
import { IssuedTokens, sha256, TokenService } from './token.service';

/** Sign-in with a password, refresh-token rotation and logout (000 §7.2). */
@Injectable()
export class AuthService {
  private readonly log = new Logger(AuthService.name);

  constructor(
    private readonly db: TenantDb,
    private readonly tokens: TokenService,
    private readonly sessions: SessionRevocations,
    private readonly users: UsersService,
    private readonly gate: BusinessGate,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** loginSimple (000 §7.2). Federated login (empty login and password) is not built yet and is refused. */
  async loginSimple(login: string, password: string, business?: string | null): Promise<IssuedTokens> {
    const email = normalizeEmail(login);
    if (!email && !password) throw UserError.of(UserErrorCode.AUTHENTICATION_FAILED);
    // Three short transactions, none inside another and none open while the password is hashed: a
    // transaction waiting for a second connection of the pool would, with as many sign-ins at once
    // as the pool has connections, wait forever.
    const user = await this.db.withoutTenant((em) => this.users.findByEmail(em, email));
    if (!user) throw UserError.of(UserErrorCode.USER_DOES_NOT_EXIST);
    if (!(await verifyPassword(password, user.passwordHash)))
      throw UserError.of(UserErrorCode.INVALID_LOGIN_OR_PASSWORD);
    await this.gate.open(business, user);
    return this.db.withoutTenant((em) => this.tokens.issue(em, user));
  }

  /**
   * loginRefresh: rotates the refresh token. A token that was already rotated
   * or revoked (reuse, a sign of theft) is refused and revokes its whole
   * family, the id tokens of the session included.
   */
  async loginRefresh(refreshToken: string): Promise<IssuedTokens> {
    const claims = await this.tokens.verifyRefresh(refreshToken);
    if (!claims) throw UserError.of(UserErrorCode.INVALID_TOKEN);
    const result = await this.db.withoutTenant(
      async (em): Promise<IssuedTokens | { reusedFamily: string }> => {
        const row = await em
          .createQueryBuilder(RefreshTokenEntity, 't')
          .setLock('pessimistic_write')
          .where('t.token_hash = :h', { h: sha256(refreshToken) })
          .getOne();
        if (!row || row.userId !== claims.userId || row.expiresAt.getTime() <= this.clock.now().getTime())
          throw UserError.of(UserErrorCode.INVALID_TOKEN);
        if (row.revokedAt) {
          await this.revokeFamily(em, row.familyId);
          this.log.warn(`refresh token reuse detected; session ${row.familyId} revoked`);
          return { reusedFamily: row.familyId };
        }
        await em.update(RefreshTokenEntity, { id: row.id }, { revokedAt: this.clock.now() });
        const user = await em.findOneOrFail(UserEntity, { where: { id: row.userId } });
        return {
          idToken: await this.tokens.idToken(user, row.familyId),
          refreshToken: await this.tokens.refreshToken(em, user.id, {
            id: row.familyId,
            expiresAt: row.expiresAt,
          }),
        };
      },
    );
    // The family revocation commits before the refusal is returned.
    if ('reusedFamily' in result) {
      await this.sessions.revoke([result.reusedFamily]);
      throw UserError.of(UserErrorCode.INVALID_TOKEN);
    }
    return result;
  }

  /** Revokes every refresh token of a family that is still live. */
  private async revokeFamily(em: EntityManager, familyId: string): Promise<void> {
    await em.update(RefreshTokenEntity, { familyId, revokedAt: IsNull() }, { revokedAt: this.clock.now() });
  }

  /**
   * logout: signs a session out on the server. `refreshToken` names the
   * session and proves it (no id token needed, it may have expired): its
   * family is revoked. `everywhere` signs out every session of the signed-in
   * user (not while impersonating). The sessions' id tokens are refused by
   * the gateway from then on.
   */
  async logout(
    actor: ActorContext,
    refreshToken: string | null | undefined,
    everywhere: boolean | null | undefined,
  ): Promise<void> {
    const token = clean(refreshToken);
    if (everywhere) {
      if (!actor.userId) throw new NotAuthenticatedError();
      if (actor.impersonator) throw new NotAllowedError('only the user can log out everywhere');
    } else if (!token) throw UserError.of(UserErrorCode.INVALID_TOKEN);
    const claims = token ? await this.tokens.verifyRefresh(token) : null;
    if (token && !claims) throw UserError.of(UserErrorCode.INVALID_TOKEN);

    const sessions = await this.db.withoutTenant(async (em) => {
      const revoked: string[] = [];
      if (token && claims) {
        const row = await em.findOne(RefreshTokenEntity, { where: { tokenHash: sha256(token) } });
        if (!row || row.userId !== claims.userId) throw UserError.of(UserErrorCode.INVALID_TOKEN);
        // A rotated token still names its session: logging out with it ends the session too.
        await this.revokeFamily(em, row.familyId);
        revoked.push(row.familyId);
      }
      if (everywhere && actor.userId) {
        const result: unknown[] = await em.query(
          `UPDATE refresh_token SET revoked_at = $2
            WHERE user_id = $1 AND revoked_at IS NULL
            RETURNING family_id`,
          [actor.userId, this.clock.now()],
        );
        // UPDATE ... RETURNING answers [rows, count].
        const rows = (Array.isArray(result[0]) ? result[0] : result) as Array<{ family_id: string }>;
        revoked.push(...rows.map((r) => r.family_id));
      }
      return revoked;
    });
    await this.sessions.revoke(sessions);
  }
}
