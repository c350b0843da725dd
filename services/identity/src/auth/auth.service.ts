import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager, IsNull } from 'typeorm';
import {
  ActorContext,
  AUTH_ERROR_TEXT,
  APP_HOST_LABEL,
  clean,
  isBlockedStatus,
  TEMPORARY_ACCESS_PARAM,
  Texts,
} from '@tempo/contracts';
import { newId, TenantDb } from '@tempo/db';
import { NotAllowedError, NotAuthenticatedError, UserError } from '@tempo/graphql';
import { assertEmail } from '../common/validation';
import { businessOrigin, IDENTITY_CONFIG, IdentityConfig } from '../config';
import { BusinessEntity, businessContact } from '../business/business.entity';
import { AccountEntity } from '../users/account.entity';
import { UserEntity } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { BusinessSender, Mailer } from './mailer';
import { escapeHtml, mailLine, mailName, mailSubject } from './mail-text';
import { verifyPassword } from './password';
import { SessionRevocations } from './session-revocations';
import { LoginLinkEntity, RefreshTokenEntity } from './token.entities';
import { IssuedTokens, sha256, TokenService } from './token.service';

/** The page that consumes login links (000 §2.9: its path is ours to choose). */
export const PASSWORDLESS_PATH = '/passwordless';

const authError = (code: keyof typeof AUTH_ERROR_TEXT) => new UserError(AUTH_ERROR_TEXT[code], code);

@Injectable()
export class AuthService {
  private readonly log = new Logger(AuthService.name);

  constructor(
    private readonly db: TenantDb,
    private readonly tokens: TokenService,
    private readonly sessions: SessionRevocations,
    private readonly users: UsersService,
    private readonly mailer: Mailer,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  /** A business named in a login: refused when suspended or closed, unless the user is a superuser. */
  private async checkBusinessOpen(
    business: string | null | undefined,
    user: UserEntity | null,
  ): Promise<BusinessEntity | null> {
    const name = clean(business)?.toLowerCase();
    if (!name || name === APP_HOST_LABEL) return null;
    const biz = await this.db.withTenant(name, (em) => em.findOne(BusinessEntity, { where: { name } }));
    if (biz && isBlockedStatus(biz.status) && !user?.isSuperuser) {
      throw new UserError(
        Texts.suspended(businessContact(biz) ?? this.config.SUPPORT_EMAIL),
        'BUSINESS_SUSPENDED',
      );
    }
    return biz;
  }

  /** loginSimple (000 §7.2). Federated login (empty login and password) arrives with a later issue. */
  async loginSimple(login: string, password: string, business?: string | null): Promise<IssuedTokens> {
    const email = login.trim().toLowerCase();
    if (!email && !password) throw authError('AUTHENTICATION_FAILED');
    return this.db.withoutTenant(async (em) => {
      const user = await this.users.findByEmail(em, email);
      if (!user) throw authError('USER_DOES_NOT_EXIST');
      if (!(await verifyPassword(password, user.passwordHash))) throw authError('INVALID_LOGIN_OR_PASSWORD');
      await this.checkBusinessOpen(business, user);
      return this.tokens.issue(em, user);
    });
  }

  /**
   * loginRefresh: rotates the refresh token. A token that was already rotated
   * or revoked (reuse, a sign of theft) is refused and revokes its whole
   * family, the id tokens of the session included.
   */
  async loginRefresh(refreshToken: string): Promise<IssuedTokens> {
    const claims = await this.tokens.verifyRefresh(refreshToken);
    if (!claims) throw authError('INVALID_TOKEN');
    const result = await this.db.withoutTenant(
      async (em): Promise<IssuedTokens | { reusedFamily: string }> => {
        const row = await em
          .createQueryBuilder(RefreshTokenEntity, 't')
          .setLock('pessimistic_write')
          .where('t.token_hash = :h', { h: sha256(refreshToken) })
          .getOne();
        if (!row || row.userId !== claims.userId || row.expiresAt.getTime() <= Date.now())
          throw authError('INVALID_TOKEN');
        if (row.revokedAt) {
          await this.revokeFamily(em, row.familyId);
          this.log.warn(`refresh token reuse detected; session ${row.familyId} revoked`);
          return { reusedFamily: row.familyId };
        }
        await em.update(RefreshTokenEntity, { id: row.id }, { revokedAt: new Date() });
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
      throw authError('INVALID_TOKEN');
    }
    return result;
  }

  /** Revokes every refresh token of a family that is still live. */
  private async revokeFamily(em: EntityManager, familyId: string): Promise<void> {
    await em.update(RefreshTokenEntity, { familyId, revokedAt: IsNull() }, { revokedAt: new Date() });
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
    } else if (!token) throw authError('INVALID_TOKEN');
    const claims = token ? await this.tokens.verifyRefresh(token) : null;
    if (token && !claims) throw authError('INVALID_TOKEN');

    const sessions = await this.db.withoutTenant(async (em) => {
      const revoked: string[] = [];
      if (token && claims) {
        const row = await em.findOne(RefreshTokenEntity, { where: { tokenHash: sha256(token) } });
        if (!row || row.userId !== claims.userId) throw authError('INVALID_TOKEN');
        // A rotated token still names its session: logging out with it ends the session too.
        await this.revokeFamily(em, row.familyId);
        revoked.push(row.familyId);
      }
      if (everywhere && actor.userId) {
        const result: unknown[] = await em.query(
          `UPDATE refresh_token SET revoked_at = now()
            WHERE user_id = $1 AND revoked_at IS NULL
            RETURNING family_id`,
          [actor.userId],
        );
        // UPDATE ... RETURNING answers [rows, count].
        const rows = (Array.isArray(result[0]) ? result[0] : result) as Array<{ family_id: string }>;
        revoked.push(...rows.map((r) => r.family_id));
      }
      return revoked;
    });
    await this.sessions.revoke(sessions);
  }

  /**
   * A single-use login link for `user`, leading to `business`'s pages. The landing page goes
   * on to `bookingLink`, which defaults to the booking pages (000 §2.9); sign-in links lead
   * to the user's home page instead.
   */
  async createLoginLink(
    em: EntityManager,
    user: UserEntity,
    business: string | null,
    params: Record<string, string> = {},
  ): Promise<string> {
    const expiresAt = new Date(Date.now() + this.config.LOGIN_LINK_TTL_SECONDS * 1000);
    const token = await this.tokens.loginLinkToken(user.id, expiresAt);
    await em.insert(LoginLinkEntity, {
      id: newId(),
      userId: user.id,
      tokenHash: sha256(token),
      businessName: business,
      expiresAt,
      usedAt: null,
    });
    const query = new URLSearchParams({
      [TEMPORARY_ACCESS_PARAM]: token,
      email: user.email,
      bookingLink: '/',
      ...params,
    });
    return `${businessOrigin(this.config, business)}${PASSWORDLESS_PATH}?${query}`;
  }

  /**
   * requestSelfAuthLink: e-mails a login link. To keep addresses private the
   * answer is 'ok' whether or not a login exists for the e-mail.
   */
  async requestSelfAuthLink(business: string | null | undefined, email: string): Promise<void> {
    const address = assertEmail(email);
    const biz = await this.checkBusinessOpen(business, null);
    const sent = await this.db.withoutTenant(async (em) => {
      const user = await this.users.findByEmail(em, address);
      if (!user) return null;
      return { user, link: await this.createLoginLink(em, user, biz?.name ?? null) };
    });
    if (!sent) {
      this.log.log('login link requested for an unknown e-mail; nothing sent');
      return;
    }
    await this.sendLoginLink(sent.user, sent.link, biz);
  }

  /**
   * Mails a login link. The sender comes from senderFor (the platform's address with
   * '<business> via Tempo' and the business's Reply-To, or the business's own address at a
   * verified domain). The business's name appears only when the user has an account in it:
   * anyone may ask for a link to any business, and must not be able to make the platform
   * mail a business's name (or Reply-To) to people who never joined it. `intro` is the
   * platform's own text; every business-written part is cleaned (mail-text).
   */
  async sendLoginLink(
    user: UserEntity,
    link: string,
    biz: BusinessEntity | null,
    intro = 'Use this link to sign in',
  ): Promise<void> {
    const member =
      biz &&
      (await this.db.withTenant(biz.name, (em) =>
        em.exists(AccountEntity, { where: { business: biz.name, userId: user.id } }),
      ))
        ? biz
        : null;
    const sender = this.mailer.senderFor(
      member && {
        fullName: member.fullName,
        emailFrom: member.settings.emailFrom as string | undefined,
        contactEmail: member.contactEmail,
        emailDomains: member.settings.emailDomains as BusinessSender['emailDomains'],
      },
    );
    const businessName = mailName(member?.fullName, this.mailer.platform.name);
    const minutes = Math.round(this.config.LOGIN_LINK_TTL_SECONDS / 60);
    const line = mailLine(intro);
    await this.mailer.send({
      to: user.email,
      sender,
      subject: mailSubject(`Your ${businessName} login link`),
      text: `${line} to ${businessName}:\n\n${link}\n\nThe link works once and expires in ${minutes} minutes.`,
      html: `<p>${escapeHtml(line)} to ${escapeHtml(businessName)}:</p><p><a href="${escapeHtml(link)}">Sign in</a></p><p>The link works once and expires in ${minutes} minutes.</p>`,
    });
  }

  /** loginPasswordless: consumes a login link once (a login-link token, stored as a hash). */
  async loginPasswordless(token: string): Promise<IssuedTokens> {
    const t = clean(token);
    const claims = t ? await this.tokens.verifyLoginLink(t) : null;
    if (!t || !claims) throw authError('INVALID_TOKEN');
    return this.db.withoutTenant(async (em) => {
      const used: Array<{ user_id: string; business_name: string | null }> = await em.query(
        `UPDATE login_link SET used_at = now()
          WHERE token_hash = $1 AND user_id = $2 AND used_at IS NULL AND expires_at > now()
          RETURNING user_id, business_name`,
        [sha256(t), claims.userId],
      );
      const [first] = Array.isArray(used[0]) ? (used[0] as typeof used) : used;
      if (!first) throw authError('INVALID_TOKEN');
      const user = await em.findOneOrFail(UserEntity, { where: { id: first.user_id } });
      if (!user.emailVerified) await em.update(UserEntity, { id: user.id }, { emailVerified: true });
      user.emailVerified = true;
      return this.tokens.issue(em, user);
    });
  }
}
