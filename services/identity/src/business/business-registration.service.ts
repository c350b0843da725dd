import { Inject, Injectable } from '@nestjs/common';
import {
  ActorContext,
  BusinessStatus,
  clean,
  Clock,
  CLOCK,
  isPhone,
  isUrl,
  normalizeBusinessName,
  secondsFrom,
  SELF_REGISTER_REQUIRED,
  UserErrorCode,
  VALUE_CHECKS,
} from '@tempo/contracts';
import { newId, TenantDb } from '@tempo/db';
import { UserError } from '@tempo/graphql';
import { assertBusinessName, assertEmail, requireFields } from '../common/validation';
import { LoginLinkService } from '../auth/login-link.service';
import { escapeHtml, mailLine, mailName } from '../auth/mail-text';
import { Mailer } from '../auth/mailer';
import { randomToken, sha256 } from '../auth/token.service';
import { businessOrigin, IDENTITY_CONFIG, IdentityConfig } from '../config';
import { UserEntity } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { BusinessEntity } from './business.entity';
import { BusinessRegistrationEntity } from './business-registration.entity';
import { BusinessService } from './business.service';
import { CreateBusinessArgs, SelfRegisterBusinessArgs } from './business.model';
import { SUPER_EDITABLE } from './business-fields';

/** The public page that the confirmation link opens (on the app host). */
export const REGISTRATION_CONFIRM_PATH = '/business/register/confirm';

/** A confirmation link that is unknown, used or expired (one answer for the three). */
const invalidLink = () => UserError.of(UserErrorCode.REGISTRATION_LINK_INVALID);

export interface Registrant {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
}

type Registered =
  | { kind: 'welcome'; business: BusinessEntity; email: string; link: string }
  | { kind: 'confirm'; business: BusinessEntity; email: string; link: string };

/**
 * Business self-registration (selfRegisterBusiness) and its confirmation. A new e-mail gets a
 * user, the owner account and a welcome sign-in link at once. An e-mail that already has a
 * user is attached as owner only after that user confirms through a mailed link; until then
 * the business (PENDING) has no members. The answer is the same in both cases, so it does
 * not tell whether an e-mail has a user. Mails come from the platform, and the text the
 * registrant wrote appears only, cleaned, in their bodies, never in a subject.
 */
@Injectable()
export class BusinessRegistrationService {
  constructor(
    private readonly db: TenantDb,
    private readonly businesses: BusinessService,
    private readonly users: UsersService,
    private readonly loginLinks: LoginLinkService,
    private readonly mailer: Mailer,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** selfRegisterBusiness: the sign-up form checked, then a PENDING business on trial. */
  async selfRegister(actor: ActorContext, args: SelfRegisterBusinessArgs): Promise<void> {
    requireFields(args as unknown as Record<string, unknown>, SELF_REGISTER_REQUIRED);
    const email = assertEmail(args.email);
    if (!isPhone(args.phoneNumber)) throw new UserError(VALUE_CHECKS.phone.message('phoneNumber'));
    if (!isUrl(args.businessWebsite.trim())) throw new UserError(VALUE_CHECKS.url.message('businessWebsite'));
    const name = assertBusinessName(args.business);
    const patch = this.businesses.validatePatch(
      {
        fullName: args.businessFullName,
        country: args.country,
        locale: args.locale,
        contactEmail: email,
        emailFrom: email,
        businessWebsite: args.businessWebsite,
        businessPhoneNumber: args.phoneNumber,
        prospectActiveStudents: args.prospectActiveStudents,
        prospectActiveLocations: args.prospectActiveLocations,
        prospectCurrentSoftware: args.prospectCurrentSoftware,
        prospectPainPoints: args.prospectPainPoints,
      },
      SUPER_EDITABLE,
    );
    patch.plan = { freeUntil: this.businesses.trialEnd(), accountStatus: 'TRIAL', planType: 'TRIAL' };
    patch.notificationsEnabled = false;
    const registrant = { email, firstName: clean(args.firstName), lastName: clean(args.lastName) };
    await this.register(actor, name, registrant, patch);
  }

  /** createBusiness (superusers): the business, and its owner's user and account when an e-mail is given. */
  async create(actor: ActorContext, args: CreateBusinessArgs): Promise<BusinessEntity> {
    const patch = this.businesses.validateCreate(args, SUPER_EDITABLE);
    const name = normalizeBusinessName(String(args.name));
    const ownerEmail = clean(args.ownerEmail) ? assertEmail(args.ownerEmail) : null;
    return this.db.withTenant(name, async (em) => {
      const status = (patch.status as BusinessStatus | undefined) ?? BusinessStatus.ACTIVE;
      const b = await this.businesses.create(em, actor, name, status, patch);
      if (ownerEmail) {
        const { user } = await this.users.ensureUser(em, {
          email: ownerEmail,
          firstName: clean(args.ownerFirstName),
          lastName: clean(args.ownerLastName),
        });
        await this.users.ensureAccount(em, actor, name, user, 'owner');
      }
      return b;
    });
  }

  async register(
    actor: ActorContext,
    name: string,
    registrant: Registrant,
    patch: Record<string, unknown>,
  ): Promise<void> {
    const done = await this.db.withTenant(name, async (em): Promise<Registered> => {
      const business = await this.businesses.create(em, actor, name, BusinessStatus.PENDING, patch);
      const existing = await this.users.findByEmail(em, registrant.email);
      if (existing) {
        const token = randomToken();
        await em.insert(BusinessRegistrationEntity, {
          id: newId(),
          businessName: name,
          userId: existing.id,
          tokenHash: sha256(token),
          expiresAt: secondsFrom(this.clock, this.config.REGISTRATION_CONFIRM_TTL_SECONDS),
          confirmedAt: null,
        });
        const query = new URLSearchParams({ token });
        const link = `${businessOrigin(this.config, null)}${REGISTRATION_CONFIRM_PATH}?${query}`;
        return { kind: 'confirm', business, email: existing.email, link };
      }
      const { user } = await this.users.ensureUser(em, registrant);
      await this.users.ensureAccount(em, actor, name, user, 'owner');
      const link = await this.loginLinks.createLoginLink(em, user, name);
      return { kind: 'welcome', business, email: user.email, link };
    });
    await (done.kind === 'confirm' ? this.sendConfirmation(done) : this.sendWelcome(done));
  }

  /** confirmBusinessRegistration: consumes the link once and attaches the user as owner. */
  async confirm(actor: ActorContext, token: string): Promise<BusinessEntity> {
    const hash = sha256(token.trim());
    const pending = await this.db.withoutTenant((em) =>
      em.findOne(BusinessRegistrationEntity, { where: { tokenHash: hash } }),
    );
    if (!pending) throw invalidLink();
    return this.db.withTenant(pending.businessName, async (em) => {
      const used: unknown = await em.query(
        `UPDATE business_registration SET confirmed_at = $2
          WHERE id = $1 AND confirmed_at IS NULL AND expires_at > $2 RETURNING user_id`,
        [pending.id, this.clock.now()],
      );
      const rows = (Array.isArray(used) && Array.isArray(used[0]) ? used[0] : used) as unknown[];
      if (!rows.length) throw invalidLink();
      const business = await em.findOne(BusinessEntity, { where: { name: pending.businessName } });
      const user = await em.findOne(UserEntity, { where: { id: pending.userId } });
      if (!business || !user) throw invalidLink();
      await this.users.ensureAccount(em, actor, business.name, user, 'owner');
      return business;
    });
  }

  private get platformName(): string {
    return this.config.MAIL_FROM_NAME;
  }

  private async sendWelcome(r: { business: BusinessEntity; email: string; link: string }): Promise<void> {
    const platform = this.platformName;
    const name = mailName(r.business.fullName, r.business.name);
    const minutes = Math.round(this.config.LOGIN_LINK_TTL_SECONDS / 60);
    await this.mailer.send({
      to: r.email,
      sender: this.mailer.senderFor(null),
      subject: `Welcome to ${platform}: your sign-in link`,
      text: `Welcome! Your business ${name} is ready. Use this link to sign in:\n\n${r.link}\n\nThe link works once and expires in ${minutes} minutes.`,
      html: `<p>Welcome! Your business ${escapeHtml(name)} is ready. Use this link to sign in:</p><p><a href="${escapeHtml(r.link)}">Sign in</a></p><p>The link works once and expires in ${minutes} minutes.</p>`,
    });
  }

  private async sendConfirmation(r: {
    business: BusinessEntity;
    email: string;
    link: string;
  }): Promise<void> {
    const platform = this.platformName;
    const name = mailName(r.business.fullName, r.business.name);
    const hours = Math.round(this.config.REGISTRATION_CONFIRM_TTL_SECONDS / 3600);
    const what = `${name} (${mailLine(r.business.name)})`;
    await this.mailer.send({
      to: r.email,
      sender: this.mailer.senderFor(null),
      subject: `Confirm your business registration on ${platform}`,
      text:
        `Someone registered a business on ${platform} with this e-mail address as its owner: ${what}.\n\n` +
        `If it was you, confirm it with this link:\n\n${r.link}\n\n` +
        `The link works once and expires in ${hours} hours. If it was not you, ignore this mail: ` +
        `nothing is attached to your account.`,
      html:
        `<p>Someone registered a business on ${escapeHtml(platform)} with this e-mail address as its owner: ${escapeHtml(what)}.</p>` +
        `<p>If it was you, <a href="${escapeHtml(r.link)}">confirm the registration</a>.</p>` +
        `<p>The link works once and expires in ${hours} hours. If it was not you, ignore this mail: nothing is attached to your account.</p>`,
    });
  }
}
