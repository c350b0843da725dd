import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import {
  ActorContext,
  BusinessStatus,
  Clock,
  CREATE_BUSINESS_REQUIRED,
  CLOCK,
  defaultsForCountry,
  isBusinessName,
  normalizeBusinessName,
  UserErrorCode,
} from '@tempo/contracts';
import { TenantDb } from '@tempo/db';
import { NotFoundError, UserError } from '@tempo/graphql';
import { actorCan, assertBusinessOpen } from '@tempo/auth';
import { refused } from '../common/refusal';
import { assertBusinessName, requireFields } from '../common/validation';
import { IDENTITY_CONFIG, IdentityConfig } from '../config';
import { emit } from '../events';
import { BusinessEntity } from './business.entity';
import { BusinessProgress } from './business.model';
import { BusinessField, ReadLevel } from './rules/field-rules';
import { FIELD_BY_NAME } from './business-fields';
import { checkCreate, checkPatch, Patch, PatchCheck } from './rules/business-patch';
import { businessProgress, personalises, trialEnd } from './rules/business-progress';
import { businessContact, businessEventData } from './rules/business-record';
import { applyPatch, businessView, BusinessView } from './rules/business-view';
import { readLevel } from './rules/read-level';

const WIDGET_LINKS = [FIELD_BY_NAME.get('widgetLinks')!];

const patchOf = (check: PatchCheck): Patch => {
  if ('refusal' in check) throw refused(check.refusal);
  return check.patch;
};

/** The business aggregate: loading, the rules of business/rules applied, saving with its events. */
@Injectable()
export class BusinessService {
  constructor(
    private readonly db: TenantDb,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** End of the free trial of a business registering now. */
  trialEnd(): string {
    return trialEnd(this.clock.now(), this.config.TRIAL_DAYS);
  }

  /** How much of `business` the actor may read. */
  readLevel(actor: ActorContext, business: string): ReadLevel {
    return readLevel(actor, business, (action, resource) => actorCan(actor, action, resource));
  }

  /** The GraphQL view of a business with the fields the level allows, as of now. */
  view(b: BusinessEntity, level: ReadLevel, extra: Record<string, unknown> = {}): BusinessView {
    return businessView(b, level, this.clock.now(), extra);
  }

  async find(name: string): Promise<BusinessEntity | null> {
    const n = normalizeBusinessName(name);
    if (!n) return null;
    return this.db.withTenant(n, (em) => em.findOne(BusinessEntity, { where: { name: n } }));
  }

  async get(name: string): Promise<BusinessEntity> {
    const b = await this.find(name);
    if (!b) throw new NotFoundError(name);
    return b;
  }

  /** The business, refused when suspended or closed to an actor without ALL_BUSINESSES list (000 §4.6). */
  async getOpen(actor: ActorContext, name: string): Promise<BusinessEntity> {
    const b = await this.get(name);
    assertBusinessOpen(actor, { status: b.status, contact: businessContact(b) ?? this.config.SUPPORT_EMAIL });
    return b;
  }

  async availability(name: string): Promise<boolean> {
    const n = normalizeBusinessName(name);
    if (!isBusinessName(n)) return false;
    return !(await this.find(n));
  }

  /** A settings patch checked against the fields `allowed` (business/rules/business-patch.ts). */
  validatePatch(input: Patch, allowed: ReadonlyArray<BusinessField>): Patch {
    return patchOf(checkPatch(input, allowed));
  }

  /** createBusiness input: the required fields of 000 §5 plus each field's own check. */
  validateCreate(input: Patch, allowed: ReadonlyArray<BusinessField>): Patch {
    return patchOf(checkCreate(input, ['name', ...CREATE_BUSINESS_REQUIRED], allowed));
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
    return this.db.withTenant(name, (em) => this.updateIn(em, actor, name, patch));
  }

  /** update, in a transaction the caller holds (its tenant `name`, or the platform's). */
  async updateIn(
    em: EntityManager,
    actor: ActorContext,
    name: string,
    patch: Patch | ((b: BusinessEntity) => Patch),
  ): Promise<BusinessEntity> {
    const b = await em.findOne(BusinessEntity, { where: { name }, lock: { mode: 'pessimistic_write' } });
    if (!b) throw new NotFoundError(name);
    const fromStatus = b.status;
    const changed = applyPatch(b, typeof patch === 'function' ? patch(b) : patch);
    if (!changed.length) return b;
    if (personalises(b, changed)) b.settingsPersonalizedAt = this.clock.now();
    await em.save(BusinessEntity, b);
    const data = { ...businessEventData(b), changed };
    await emit(em, actor, b.name, 'business.updated', data);
    if (fromStatus !== b.status)
      await emit(em, actor, b.name, 'business.status_changed', { ...data, fromStatus });
    return b;
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
      throw UserError.of(UserErrorCode.BUSINESS_NAME_TAKEN);
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
    applyPatch(b, patch);
    await em.save(BusinessEntity, b);
    await emit(em, actor, n, 'business.created', businessEventData(b));
    return b;
  }

  /** Adds (or replaces, by link) a widget link. */
  async addLink(actor: ActorContext, name: string, link: object): Promise<BusinessEntity> {
    const [added] = this.validatePatch({ widgetLinks: [link] }, WIDGET_LINKS).widgetLinks as Array<{
      link: string;
    }>;
    return this.update(actor, name, (b) => ({
      widgetLinks: [
        ...((b.settings.widgetLinks as Array<{ link: string }> | undefined) ?? []).filter(
          (w) => w.link !== added.link,
        ),
        added,
      ],
    }));
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
      return businessProgress(
        b,
        { staff: Number(counts[0].staff), clients: Number(counts[0].clients) },
        this.clock.now(),
      );
    });
  }
}
