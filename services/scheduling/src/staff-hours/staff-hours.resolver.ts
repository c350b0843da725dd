import { Args, Context, ID, Mutation, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import DataLoader from 'dataloader';
import { ActorContext } from '@tempo/contracts';
import { Allow, assertBusiness, CurrentActor } from '@tempo/auth';
import type { Payload } from '@tempo/graphql';
import { mayReadHours, type HoursKind } from './staff-hours-rules';
import {
  DeleteStaffHoursResult,
  People,
  StaffHours,
  StaffHoursInput,
  StaffHoursResult,
  UpdateStaffHoursInput,
} from './staff-hours.model';
import { StaffHoursService } from './staff-hours.service';

const business = () => Args('business', { type: () => ID });

type Loader = DataLoader<string, StaffHours[]>;
const LOADERS = new WeakMap<object, Map<string, Loader>>();

/**
 * People.staffHoursOpen and staffHoursBlocked, batched per request (a page of
 * people reads each list in one query): staff see anyone's, a staff member
 * their own, anyone else nothing.
 */
@Resolver(() => People)
export class PeopleHoursResolver {
  constructor(private readonly hours: StaffHoursService) {}

  private loader(ctx: object, business: string, kind: HoursKind): Loader {
    const byKey = LOADERS.get(ctx) ?? new Map<string, Loader>();
    LOADERS.set(ctx, byKey);
    const key = `${business}:${kind}`;
    let loader = byKey.get(key);
    if (!loader) {
      loader = new DataLoader<string, StaffHours[]>(async (ids) => {
        const found = await this.hours.forStaff(business, ids, kind);
        return ids.map((id) => found.get(id) ?? []);
      });
      byKey.set(key, loader);
    }
    return loader;
  }

  private list(ctx: object, actor: ActorContext, p: People, kind: HoursKind): Promise<StaffHours[]> | [] {
    if (!actor.business || !mayReadHours(actor, p.id)) return [];
    return this.loader(ctx, actor.business, kind).load(p.id);
  }

  @ResolveField(() => [StaffHours], { description: "The staff member's open hours (staff, or themself)" })
  staffHoursOpen(@Context() ctx: object, @CurrentActor() actor: ActorContext, @Parent() p: People) {
    return this.list(ctx, actor, p, 'open');
  }

  @ResolveField(() => [StaffHours], { description: "The staff member's blocked hours (staff, or themself)" })
  staffHoursBlocked(@Context() ctx: object, @CurrentActor() actor: ActorContext, @Parent() p: People) {
    return this.list(ctx, actor, p, 'blocked');
  }
}

/** Staff hours: managers change anyone's, a staff member their own. */
@Resolver()
export class StaffHoursResolver {
  constructor(private readonly hours: StaffHoursService) {}

  @Allow('update', 'STAFF_AVAILABILITIES')
  @Mutation(() => StaffHoursResult, {
    description: "Adds open or blocked hours to a staff member's schedule",
  })
  async createStaffHours(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @Args('staffId', { type: () => ID }) staffId: string,
    @Args('hours', { type: () => StaffHoursInput }) hours: StaffHoursInput,
  ): Promise<Payload<StaffHoursResult>> {
    return { hours: await this.hours.create(actor, assertBusiness(actor, name), staffId, hours) };
  }

  @Allow('update', 'STAFF_AVAILABILITIES')
  @Mutation(() => StaffHoursResult, { description: 'Changes staff hours (not those made by a time off)' })
  async updateStaffHours(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @Args('hours', { type: () => UpdateStaffHoursInput }) hours: UpdateStaffHoursInput,
  ): Promise<Payload<StaffHoursResult>> {
    return { hours: await this.hours.update(actor, assertBusiness(actor, name), hours) };
  }

  @Allow('update', 'STAFF_AVAILABILITIES')
  @Mutation(() => DeleteStaffHoursResult, {
    description: 'Removes staff hours (not those made by a time off)',
  })
  async deleteStaffHours(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<Payload<DeleteStaffHoursResult>> {
    return { id: await this.hours.delete(actor, assertBusiness(actor, name), id) };
  }
}
