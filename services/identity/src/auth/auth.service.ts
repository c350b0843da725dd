import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager, IsNull } from 'typeorm';
import {
  AUTH_ERROR_TEXT,
  APP_HOST_LABEL,
  clean,
  isBlockedStatus,
  TEMPORARY_ACCESS_PARAM,
  Texts,
} from '@tempo/contracts';
import { newId, TenantDb } from '@tempo/db';
import { UserError } from '@tempo/graphql';
import { assertEmail } from '../common/validation';
import { businessOrigin, IDENTITY_CONFIG, IdentityConfig } from '../config';
import { BusinessEntity, businessContact } from '../business/business.entity';
import { AccountEntity } from '../users/account.entity';
import { UserEntity } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { BusinessSender, Mailer } from './mailer';
import { escapeHtml, mailLine, mailName, mailSubject } from './mail-text';
import { verifyPassword } from './password';
import { LoginLinkEntity, RefreshTokenEntity } from './token.entities';
import { IssuedTokens, randomToken, sha256, TokenService } from './token.service';

/** The page that consumes login links (000 §2.9: its path is ours to choose). */
export const PASSWORDLESS_PATH = '/passwordless';

const authError = (code: keyof typeof AUTH_ERROR_TEXT) => new UserError(AUTH_ERROR_TEXT[code], code);

@Injectable()
export class AuthService {
  private readonly log = new Logger(AuthService.name);

  constructor(
    private readonly db: TenantDb,
    private readonly tokens: TokenService,
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
   * (reuse, a sign of theft) is refused and revokes its whole family.
   */
  async loginRefresh(refreshToken: string): Promise<IssuedTokens> {
    const claims = await this.tokens.verifyRefresh(refreshToken);
    if (!claims) throw authError('INVALID_TOKEN');
    return this.db
      .withoutTenant(async (em) => {
        const row = await em
          .createQueryBuilder(RefreshTokenEntity, 't')
          .setLock('pessimistic_write')
          .where('t.token_hash = :h', { h: sha256(refreshToken) })
          .getOne();
        if (!row || row.userId !== claims.userId || row.expiresAt.getTime() <= Date.now())
          throw authError('INVALID_TOKEN');
        if (row.revokedAt) {
          await em.update(
            RefreshTokenEntity,
            { familyId: row.familyId, revokedAt: IsNull() },
            { revokedAt: new Date() },
          );
          this.log.warn(`refresh token reuse detected; family ${row.familyId} revoked`);
          return { reuse: true } as const;
        }
        await em.update(RefreshTokenEntity, { id: row.id }, { revokedAt: new Date() });
        const user = await em.findOneOrFail(UserEntity, { where: { id: row.userId } });
        return {
          idToken: await this.tokens.idToken(user),
          refreshToken: await this.tokens.refreshToken(em, user.id, {
            id: row.familyId,
            expiresAt: row.expiresAt,
          }),
        };
      })
      .then((r) => {
        // The family revocation commits before the refusal is returned.
        if ('reuse' in r) throw authError('INVALID_TOKEN');
        return r;
      });
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
    const token = randomToken();
    await em.insert(LoginLinkEntity, {
      id: newId(),
      userId: user.id,
      tokenHash: sha256(token),
      businessName: business,
      expiresAt: new Date(Date.now() + this.config.LOGIN_LINK_TTL_SECONDS * 1000),
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

  /** loginPasswordless: consumes a login link once. */
  async loginPasswordless(token: string): Promise<IssuedTokens> {
    const t = clean(token);
    if (!t) throw authError('INVALID_TOKEN');
    return this.db.withoutTenant(async (em) => {
      const used: Array<{ user_id: string; business_name: string | null }> = await em.query(
        `UPDATE login_link SET used_at = now()
          WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
          RETURNING user_id, business_name`,
        [sha256(t)],
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
