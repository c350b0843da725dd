import { Inject, Injectable } from '@nestjs/common';
import { EntityManager, In, Not } from 'typeorm';
import {
  ActorContext,
  BUSINESS_STATUSES,
  BusinessStatus,
  clean,
  defaultsForCountry,
  INTERNAL_BUSINESS_NAME,
  isBusinessName,
  normalizeBusinessName,
  normalizePhone,
  Texts,
  VALUE_CHECKS,
  WidgetType,
} from '@tempo/contracts';
import { TenantDb } from '@tempo/db';
import { NotAllowedError, NotFoundError, UserError } from '@tempo/graphql';
import { actorCan } from '@tempo/auth';
import { assertBusinessName, requireFields } from '../common/validation';
import { IDENTITY_CONFIG, IdentityConfig } from '../config';
import { emit } from '../events';
import { AccountEntity } from '../users/account.entity';
import { ActivityEntity } from '../activity/activity.entity';
import { BusinessEntity, businessContact } from './business.entity';
import {
  BUSINESS_FIELDS,
  BusinessField,
  COLUMN_FIELDS,
  FIELD_BY_NAME,
  ReadLevel,
  readable,
} from './business-fields';
import { Business, BusinessProgress, CREATE_REQUIRED } from './business.model';
import { WidgetLinkInput } from './business.types';

type Patch = Record<string, unknown>;

/** Fields whose change counts as personalising the business (setup step 1). */
const PERSONAL_FIELDS = new Set([
  'uiLogoUrl',
  'uiPrimaryColor',
  'uiSecondaryColor',
  'tagline',
  'fullName',
  'welcomeMessage',
  'uiBackgroundImageUrl',
]);

/** The shared value checks (e-mail, web address, colour...) and identity's own status check. */
const CHECKS: Record<string, { test: (v: string) => boolean; message: (field: string) => string }> = {
  ...VALUE_CHECKS,
  status: {
    test: (v) => (BUSINESS_STATUSES as string[]).includes(v),
    message: (f) => `${f} must be one of ${BUSINESS_STATUSES.join(', ')}`,
  },
};

@Injectable()
export class BusinessService {
  constructor(
    private readonly db: TenantDb,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  /** End of the free trial of a business registering now. */
  trialEnd(): string {
    return new Date(Date.now() + this.config.TRIAL_DAYS * 86400_000).toISOString();
  }

  /** How much of `business` the actor may read. */
  readLevel(actor: ActorContext, business: string): ReadLevel {
    if (actor.role === 'superuser') return 'platform';
    if (actor.business !== business || !actor.userId) return 'public';
    if (actorCan(actor, 'view', 'SELF_BUSINESS')) return 'private';
    if (actorCan(actor, 'read', 'NAVBAR')) return 'member';
    return 'public';
  }

  /** The GraphQL view of a business with the fields the level allows (secrets only as masks). */
  view(b: BusinessEntity, level: ReadLevel, extra: Partial<Business> = {}): Business {
    const out: Business = {
      name: b.name,
      createdAt: level === 'platform' ? b.createdAt.toISOString() : null,
      ...extra,
    };
    for (const fd of BUSINESS_FIELDS) {
      if (!readable(fd, level)) {
        out[fd.name] = null;
        continue;
      }
      out[fd.name] = this.valueOf(b, fd);
    }
    out.billingWarning =
      level === 'public' ? null : billingWarningOf(b.settings.plan as PlanState | undefined);
    return out;
  }

  private valueOf(b: BusinessEntity, fd: BusinessField): unknown {
    if (fd.secret) return b.secrets[fd.name] ?? null;
    if ((COLUMN_FIELDS as readonly string[]).includes(fd.name))
      return (b as unknown as Record<string, unknown>)[fd.name];
    if (fd.name === 'landingPages') return this.landingPages(b);
    return b.settings[fd.name] ?? null;
  }

  /** Landing pages store the links of their widgets; reads resolve them to the widget links. */
  private landingPages(b: BusinessEntity) {
    const pages =
      (b.settings.landingPages as Array<{ link: string; widgetLinks?: string[] }> | undefined) ?? [];
    const widgets = (b.settings.widgetLinks as Array<{ link: string }> | undefined) ?? [];
    return pages.map((p) => ({
      link: p.link,
      widgetLinks: widgets.filter((w) => p.widgetLinks?.includes(w.link)),
    }));
  }

  async find(name: string): Promise<BusinessEntity | null> {
    const n = name.trim().toLowerCase();
    if (!n) return null;
    return this.db.withTenant(n, (em) => em.findOne(BusinessEntity, { where: { name: n } }));
  }

  async get(name: string): Promise<BusinessEntity> {
    const b = await this.find(name);
    if (!b) throw new NotFoundError(name);
    return b;
  }

  /** A suspended or closed business is refused to everyone without ALL_BUSINESSES list (000 §4.6). */
  assertOpen(actor: ActorContext, b: BusinessEntity): void {
    if (
      (b.status === BusinessStatus.SUSPENDED || b.status === BusinessStatus.CLOSED) &&
      !actorCan(actor, 'list', 'ALL_BUSINESSES')
    ) {
      throw new UserError(
        Texts.suspended(businessContact(b) ?? this.config.SUPPORT_EMAIL),
        'BUSINESS_SUSPENDED',
      );
    }
  }

  /** The actor is a member of `business` (or a superuser): the object-level tenant check. */
  assertOwnBusiness(actor: ActorContext, business: string): void {
    if (actor.role === 'superuser') return;
    if (actor.business !== business || !actor.accountId) throw new NotAllowedError('another business');
  }

  async availability(name: string): Promise<boolean> {
    const n = normalizeBusinessName(name);
    if (!isBusinessName(n)) return false;
    return !(await this.find(n));
  }

  /** Businesses for the Select business modal and the superuser's business list. */
  async list(actor: ActorContext): Promise<Business[]> {
    const all = actorCan(actor, 'list', 'ALL_BUSINESSES');
    return this.db.withPlatform(async (em) => {
      let businesses: BusinessEntity[];
      if (all) {
        businesses = await em.find(BusinessEntity, {
          where: actor.business ? { name: Not(INTERNAL_BUSINESS_NAME) } : {},
          order: { fullName: 'ASC' },
        });
      } else {
        if (!actor.userId) return [];
        const accounts = await em.find(AccountEntity, { where: { userId: actor.userId } });
        const names = accounts
          .map((a) => a.business)
          .filter((n) => n !== INTERNAL_BUSINESS_NAME || !actor.business);
        businesses = names.length
          ? await em.find(BusinessEntity, { where: { name: In(names) }, order: { fullName: 'ASC' } })
          : [];
      }
      const counts = all ? await this.activityCounts(em) : new Map<string, number[]>();
      return businesses.map((b) => {
        const c = counts.get(b.name);
        return this.view(
          b,
          all ? 'platform' : this.readLevel(actor, b.name),
          all
            ? { activitiesLast1d: c?.[0] ?? 0, activitiesLast7d: c?.[1] ?? 0, activitiesLast30d: c?.[2] ?? 0 }
            : {},
        );
      });
    });
  }

  private async activityCounts(em: EntityManager): Promise<Map<string, number[]>> {
    const rows: Array<{ business: string; d1: string; d7: string; d30: string }> = await em.query(
      `SELECT business,
              count(*) FILTER (WHERE created_at > now() - interval '1 day') AS d1,
              count(*) FILTER (WHERE created_at > now() - interval '7 days') AS d7,
              count(*) AS d30
         FROM ${em.getRepository(ActivityEntity).metadata.tableName}
        WHERE created_at > now() - interval '30 days' GROUP BY business`,
    );
    return new Map(rows.map((r) => [r.business, [Number(r.d1), Number(r.d7), Number(r.d30)]]));
  }

  /**
   * Validates a settings patch: only `allowed` fields, each checked by its
   * kind; trimmed empty strings clear a field. Returns the normalised patch.
   */
  validatePatch(input: Patch, allowed: ReadonlyArray<BusinessField>): Patch {
    const names = new Set(allowed.map((a) => a.name));
    const patch: Patch = {};
    for (const [key, raw] of Object.entries(input)) {
      if (raw === undefined || key === 'business' || key === 'name' || key === 'plus') continue;
      if (key.startsWith('owner')) continue;
      const fd = FIELD_BY_NAME.get(key);
      if (!fd || !names.has(key)) throw new NotAllowedError(`${key} cannot be changed here`);
      let value = raw;
      if (typeof value === 'string') {
        value = clean(value) ?? null;
        if (value !== null && fd.check && CHECKS[fd.check] && !CHECKS[fd.check].test(value as string)) {
          throw new UserError(CHECKS[fd.check].message(key));
        }
        if (value !== null && fd.check === 'email') value = (value as string).toLowerCase();
        if (value !== null && fd.check === 'phone') value = normalizePhone(value as string);
      }
      if (typeof value === 'number' && fd.check === 'nonNegative' && value < 0)
        throw new UserError(`${key} must not be negative`);
      if (Array.isArray(value) && fd.type() === String)
        value = value.map((v) => String(v).trim()).filter(Boolean);
      if (value !== null && typeof value === 'object') value = JSON.parse(JSON.stringify(value));
      patch[key] = value;
    }
    if (patch.fullName === null) throw new UserError(Texts.requiredField('fullName'));
    for (const k of ['country', 'locale', 'timezone', 'defaultCurrency', 'status']) {
      if (patch[k] === null) throw new UserError(Texts.requiredField(k));
    }
    if (Array.isArray(patch.widgetLinks))
      (patch.widgetLinks as WidgetLinkInput[]).forEach((w) => this.checkWidgetLink(w));
    return patch;
  }

  private checkWidgetLink(w: WidgetLinkInput): void {
    if (!/^[a-z0-9][a-z0-9-]{0,62}$/.test(w.link ?? ''))
      throw new UserError('A widget link must be 1 to 63 lower-case letters, digits or dashes');
    if (!(Object.values(WidgetType) as string[]).includes(w.widgetType)) {
      throw new UserError(`widgetType must be one of ${Object.values(WidgetType).join(', ')}`);
    }
  }

  /** Applies a validated patch to the entity; returns the names of the fields that changed. */
  apply(b: BusinessEntity, patch: Patch): string[] {
    const changed: string[] = [];
    for (const [key, value] of Object.entries(patch)) {
      const fd = FIELD_BY_NAME.get(key)!;
      const before = this.valueOf(b, fd);
      if (JSON.stringify(before ?? null) === JSON.stringify(value ?? null)) continue;
      changed.push(key);
      if (fd.secret) {
        b.secrets = { ...b.secrets };
        if (value === null) delete b.secrets[key];
        else b.secrets[key] = value as string;
      } else if ((COLUMN_FIELDS as readonly string[]).includes(key)) {
        (b as unknown as Record<string, unknown>)[key] = value;
      } else {
        b.settings = { ...b.settings, [key]: value };
      }
    }
    return changed;
  }

  /**
   * Saves a patch in the business's tenant transaction and records the events. A function
   * patch is built from the locked row (read-modify-write of list settings).
   */
  async update(
    actor: ActorContext,
    name: string,
    patch: Patch | ((b: BusinessEntity) => Patch),
  ): Promise<BusinessEntity> {
    return this.db.withTenant(name, async (em) => {
      const b = await em.findOne(BusinessEntity, { where: { name }, lock: { mode: 'pessimistic_write' } });
      if (!b) throw new NotFoundError(name);
      const fromStatus = b.status;
      const changed = this.apply(b, typeof patch === 'function' ? patch(b) : patch);
      if (!changed.length) return b;
      if (!b.settingsPersonalizedAt && changed.some((c) => PERSONAL_FIELDS.has(c)))
        b.settingsPersonalizedAt = new Date();
      await em.save(BusinessEntity, b);
      const data = {
        name: b.name,
        fullName: b.fullName,
        status: b.status,
        timezone: b.timezone,
        country: b.country,
        changed,
      };
      await emit(em, actor, b.name, 'business.updated', data);
      if (fromStatus !== b.status)
        await emit(em, actor, b.name, 'business.status_changed', { ...data, fromStatus });
      return b;
    });
  }

  /** Creates a business and its outbox event in one tenant transaction. */
  async create(
    em: EntityManager,
    actor: ActorContext | null,
    name: string,
    status: BusinessStatus,
    patch: Patch,
  ): Promise<BusinessEntity> {
    const n = assertBusinessName(name);
    requireFields(patch, ['fullName', 'country', 'locale']);
    const country = patch.country as string;
    const defaults = defaultsForCountry(country);
    if (await em.findOne(BusinessEntity, { where: { name: n } }))
      throw new UserError(Texts.businessNameTaken);
    const b = em.create(BusinessEntity, {
      name: n,
      status,
      fullName: '',
      country,
      locale: '',
      timezone: defaults.timezone,
      defaultCurrency: defaults.defaultCurrency,
      contactEmail: null,
      domainReady: false,
      settings: {},
      secrets: {},
      progress: {},
      settingsPersonalizedAt: null,
    });
    this.apply(b, patch);
    await em.save(BusinessEntity, b);
    await emit(em, actor, n, 'business.created', {
      name: n,
      fullName: b.fullName,
      status: b.status,
      timezone: b.timezone,
      country: b.country,
    });
    return b;
  }

  /** Validates createBusiness input: the required fields of 000 §5 plus each field's own check. */
  validateCreate(input: Patch, allowed: ReadonlyArray<BusinessField>): Patch {
    requireFields(input, ['name', ...CREATE_REQUIRED]);
    return this.validatePatch(input, allowed);
  }

  /** Adds (or replaces, by link) a widget link. */
  async addLink(actor: ActorContext, name: string, link: WidgetLinkInput): Promise<BusinessEntity> {
    const clean = this.validatePatch({ widgetLinks: [link] }, [FIELD_BY_NAME.get('widgetLinks')!])
      .widgetLinks as WidgetLinkInput[];
    const b = await this.get(name);
    const existing = ((b.settings.widgetLinks as WidgetLinkInput[] | undefined) ?? []).filter(
      (w) => w.link !== clean[0].link,
    );
    return this.update(actor, name, { widgetLinks: [...existing, clean[0]] });
  }

  /** BusinessProgress (000 §3.2): derived from identity's data, flags for what other subgraphs own. */
  async progress(name: string): Promise<BusinessProgress> {
    return this.db.withTenant(name, async (em) => {
      const b = await em.findOne(BusinessEntity, { where: { name } });
      if (!b) throw new NotFoundError(name);
      const counts: Array<{ staff: string; clients: string }> = await em.query(
        `SELECT count(*) FILTER (WHERE staff_role IS NOT NULL AND staff_role <> 'owner') AS staff,
                count(*) FILTER (WHERE staff_role IS NULL) AS clients
           FROM account WHERE business = $1`,
        [name],
      );
      const plan =
        (b.settings.plan as
          { paymentMethod?: string; freeUntil?: string; accountStatus?: string } | undefined) ?? {};
      const hasPaymentMethod = !!plan.paymentMethod;
      const trialOver = !!plan.freeUntil && new Date(plan.freeUntil).getTime() < Date.now();
      return {
        hasBusinessSettings: !!b.settingsPersonalizedAt,
        hasLocations: !!b.progress.hasLocations,
        hasServices: !!b.progress.hasServices,
        hasStaff: Number(counts[0].staff) > 0,
        hasClients: Number(counts[0].clients) > 0,
        hasPayment: !!b.settings.paymentGatewayId && !!b.settings.merchantId,
        hasPaymentMethod,
        hasClientNotifications: !!b.settings.notificationsEnabled,
        showPaymentWarning: trialOver && !hasPaymentMethod,
        showActivePaymentWarning: plan.accountStatus === 'OVERDUE',
      };
    });
  }
}

interface PlanState {
  freeUntil?: string | null;
  accountStatus?: string | null;
  paymentMethod?: string | null;
}

/**
 * The trial and overdue state of the business's own subscription (000 §4.7): an overdue
 * account, or a free trial that has ended without a payment method.
 */
export function billingWarningOf(plan: PlanState | null | undefined, now = Date.now()): string | null {
  if (!plan) return null;
  if (plan.accountStatus === 'OVERDUE') return 'OVERDUE';
  if (!plan.freeUntil || plan.paymentMethod) return null;
  const until = Date.parse(plan.freeUntil);
  return !Number.isNaN(until) && until < now ? 'TRIAL_ENDED' : null;
}
