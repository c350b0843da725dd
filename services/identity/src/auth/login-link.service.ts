import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { Clock, CLOCK, clean, secondsFrom, TEMPORARY_ACCESS_PARAM, UserErrorCode } from '@tempo/contracts';
import { newId, TenantDb } from '@tempo/db';
import { UserError } from '@tempo/graphql';
import { assertEmail } from '../common/validation';
import { businessOrigin, IDENTITY_CONFIG, IdentityConfig } from '../config';
import { BusinessEntity } from '../business/business.entity';
import { AccountEntity } from '../users/account.entity';
import { UserEntity } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { BusinessGate } from './business-gate';
import { businessSenderOf, Mailer } from './mailer';
import { escapeHtml, mailLine, mailName, mailSubject } from './mail-text';
import { LoginLinkEntity } from './token.entities';
import { IssuedTokens, sha256, TokenService } from './token.service';

/** The page that consumes login links (000 §2.9: its path is ours to choose). */
export const PASSWORDLESS_PATH = '/passwordless';

/** Login links (temporary access, 000 §2.9): created, mailed, consumed once. */
@Injectable()
export class LoginLinkService {
  private readonly log = new Logger(LoginLinkService.name);

  constructor(
    private readonly db: TenantDb,
    private readonly tokens: TokenService,
    private readonly users: UsersService,
    private readonly gate: BusinessGate,
    private readonly mailer: Mailer,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

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
    const expiresAt = secondsFrom(this.clock, this.config.LOGIN_LINK_TTL_SECONDS);
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
    const biz = await this.gate.open(business, null);
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
    const sender = this.mailer.senderFor(member && businessSenderOf(member));
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
    if (!t || !claims) throw UserError.of(UserErrorCode.INVALID_TOKEN);
    return this.db.withoutTenant(async (em) => {
      const used: Array<{ user_id: string; business_name: string | null }> = await em.query(
        `UPDATE login_link SET used_at = $3
          WHERE token_hash = $1 AND user_id = $2 AND used_at IS NULL AND expires_at > $3
          RETURNING user_id, business_name`,
        [sha256(t), claims.userId, this.clock.now()],
      );
      const [first] = Array.isArray(used[0]) ? (used[0] as typeof used) : used;
      if (!first) throw UserError.of(UserErrorCode.INVALID_TOKEN);
      const user = await em.findOneOrFail(UserEntity, { where: { id: first.user_id } });
      if (!user.emailVerified) await em.update(UserEntity, { id: user.id }, { emailVerified: true });
      user.emailVerified = true;
      return this.tokens.issue(em, user);
    });
  }
}
