import { Inject, Injectable } from '@nestjs/common';
import { In, IsNull, MoreThan, type EntityManager } from 'typeorm';
import { ActorContext, Clock, CLOCK, UserErrorCode } from '@tempo/contracts';
import { newId, TenantDb } from '@tempo/db';
import { NotFoundError, UserError } from '@tempo/graphql';
import type { Audience } from '../common/audience';
import { emit } from '../events';
import { EventEntity } from '../events/event.entity';
import { LocationEntity } from '../locations/location.entity';
import { PlanEntity } from './plan.entity';
import type { PlanInput } from './plan.model';
import { checkPlanLocations, checkPlanNames, planReplacement } from './plan-rules';
import { applyPlanInput, applyServiceInput, newPlan, newService, planDraftOf } from './service-draft';
import { ServiceEntity } from './service.entity';
import type { Service, ServiceInput, UpdateServiceInput } from './service.model';
import { catalogueNotFound, changedFields, SERVICE_LIST_SIZE, serviceEventData } from './service-rules';
import { serviceView, serviceVisibleTo } from './service-view';

/** The fields whose change a service.updated event names (besides plans). */
const SERVICE_EVENT_FIELDS = (Object.keys(newService('', '', new Date(0))) as (keyof ServiceEntity)[]).filter(
  (f) => !['id', 'business', 'createdAt', 'updatedAt', 'deletedAt'].includes(f),
);

/** The names of the business's locations, by id (deleted ones left out). */
export async function locationNamesIn(em: EntityManager, business: string): Promise<Map<string, string>> {
  const rows = await em.find(LocationEntity, {
    where: { business, deletedAt: IsNull() },
    select: { id: true, name: true },
  });
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** A live (not deleted) service of the business visible to `audience`, or null. */
export async function serviceIn(
  em: EntityManager,
  business: string,
  id: string,
  audience: Audience = 'staff',
): Promise<ServiceEntity | null> {
  const row = await em.findOne(ServiceEntity, { where: { business, id, deletedAt: IsNull() } });
  return row && serviceVisibleTo(audience, row) ? row : null;
}

/** A business's services with their plans (001 §3.3, §3.7): reads for an audience, writes by managers. */
@Injectable()
export class ServicesService {
  constructor(
    private readonly db: TenantDb,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  private async viewsIn(em: EntityManager, business: string, rows: ServiceEntity[], audience: Audience) {
    if (rows.length === 0) return [];
    const plans = await em.find(PlanEntity, { where: { business, serviceId: In(rows.map((r) => r.id)) } });
    const names = await locationNamesIn(em, business);
    return rows.map((r) =>
      serviceView(
        r,
        plans.filter((p) => p.serviceId === r.id),
        names,
        audience,
      ),
    );
  }

  /** The services `audience` sees, by name. */
  list(business: string, audience: Audience): Promise<Service[]> {
    return this.db.withTenant(business, async (em) => {
      const rows = await em.find(ServiceEntity, {
        where: { business, deletedAt: IsNull(), ...(audience === 'staff' ? {} : { hiddenAt: IsNull() }) },
        order: { name: 'ASC', id: 'ASC' },
        take: SERVICE_LIST_SIZE,
      });
      return this.viewsIn(em, business, rows, audience);
    });
  }

  /** One service `audience` sees; a missing, deleted or hidden one is not found. */
  get(business: string, audience: Audience, id: string): Promise<Service> {
    return this.db.withTenant(business, async (em) => {
      const row = await serviceIn(em, business, id, audience);
      if (!row) throw catalogueNotFound('service');
      return (await this.viewsIn(em, business, [row], audience))[0];
    });
  }

  create(actor: ActorContext, business: string, input: ServiceInput): Promise<Service> {
    return this.db.withTenant(business, async (em) => {
      const now = this.clock.now();
      const row = applyServiceInput(
        newService(newId(), business, now),
        { ...input, name: input.name ?? '' },
        now,
      );
      await em.insert(ServiceEntity, row);
      const plans = await this.writePlansIn(em, business, row, input.plans ?? [], []);
      await emit(
        em,
        actor,
        business,
        'service.created',
        serviceEventData(
          row,
          plans.map((p) => p.name),
        ),
      );
      return (await this.viewsIn(em, business, [row], 'staff'))[0];
    });
  }

  update(actor: ActorContext, business: string, input: UpdateServiceInput): Promise<Service> {
    return this.db.withTenant(business, async (em) => {
      const current = await serviceIn(em, business, input.id);
      if (!current) throw new NotFoundError(input.id);
      const next = applyServiceInput(current, input, this.clock.now());
      await em.save(ServiceEntity, next);
      const stored = await em.find(PlanEntity, { where: { business, serviceId: current.id } });
      const plans = input.plans ? await this.writePlansIn(em, business, next, input.plans, stored) : stored;
      const changed = changedFields(current, next, SERVICE_EVENT_FIELDS);
      if (input.plans) changed.push('plans');
      await emit(
        em,
        actor,
        business,
        'service.updated',
        serviceEventData(
          next,
          plans.map((p) => p.name),
          changed,
        ),
      );
      return (await this.viewsIn(em, business, [next], 'staff'))[0];
    });
  }

  /** Soft delete; refused while active events of the service are still to come. */
  delete(actor: ActorContext, business: string, id: string): Promise<string> {
    return this.db.withTenant(business, async (em) => {
      const row = await serviceIn(em, business, id);
      if (!row) throw new NotFoundError(id);
      const now = this.clock.now();
      const upcoming = await em.count(EventEntity, {
        where: { business, serviceId: id, status: 'EVENT_STATUS_ACTIVE', startAt: MoreThan(now) },
      });
      if (upcoming > 0) throw UserError.of(UserErrorCode.SERVICE_HAS_UPCOMING_EVENTS, upcoming);
      await em.update(ServiceEntity, { business, id }, { deletedAt: now, updatedAt: now });
      const plans = await em.find(PlanEntity, {
        where: { business, serviceId: id },
        order: { position: 'ASC' },
      });
      await emit(
        em,
        actor,
        business,
        'service.deleted',
        serviceEventData(
          row,
          plans.map((p) => p.name),
        ),
      );
      return id;
    });
  }

  /** Replaces the service's plans with `inputs` (matched by id), checked; returns them in order. */
  private async writePlansIn(
    em: EntityManager,
    business: string,
    service: ServiceEntity,
    inputs: readonly PlanInput[],
    stored: readonly PlanEntity[],
  ): Promise<PlanEntity[]> {
    const { keep, remove } = planReplacement(stored, inputs);
    const byId = new Map(stored.map((p) => [p.id, p]));
    const plans: PlanEntity[] = inputs.map((input, position) => {
      const current = input.id ? byId.get(input.id) : undefined;
      const draft = applyPlanInput(current ? planDraftOf(current) : newPlan(service.currency), {
        ...input,
        name: input.name ?? current?.name ?? '',
      });
      return { ...draft, id: current?.id ?? newId(), business, serviceId: service.id, position };
    });
    checkPlanNames(plans.map((p) => p.name));
    const known = await locationNamesIn(em, business);
    checkPlanLocations(
      inputs.flatMap((p) => p.locationIds ?? []),
      new Set(known.keys()),
    );
    if (remove.length) await em.delete(PlanEntity, { business, id: In(remove) });
    // Kept plans take their ids as names first, so plans may swap names without meeting the unique index.
    if (keep.length) await em.query(`UPDATE plan SET name = id::text WHERE id = ANY($1)`, [keep]);
    if (plans.length) await em.save(PlanEntity, plans);
    return plans;
  }
}
