import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { ActorContext } from '@tempo/contracts';
import { Allow, actorCan, assertBusiness, CurrentActor, Public } from '@tempo/auth';
import { NotAllowedError } from '@tempo/graphql';
import { catalogueAudience } from '../common/audience';
import { Availability, Timeslot } from './availability.model';
import { AvailabilityService } from './availability.service';

const optional = <T>(type: () => T) => ({ type, nullable: true });
const business = () => Args('business', { type: () => ID });

/**
 * The staff members an actor may ask about: anyone with AVAILABILITIES list (staff and up), else only
 * themselves (STAFF_AVAILABILITIES read, object-level); null = every active staff member.
 */
export function reachableStaff(
  actor: ActorContext,
  staffIds: readonly string[] | null | undefined,
): string[] | null {
  if (actorCan(actor, 'list', 'AVAILABILITIES')) return staffIds?.length ? [...staffIds] : null;
  const own = actor.accountId;
  if (!own || (staffIds ?? []).some((id) => id !== own)) throw new NotAllowedError('not your availability');
  return [own];
}

@Resolver()
export class AvailabilityResolver {
  constructor(private readonly service: AvailabilityService) {}

  @Allow('read', 'STAFF_AVAILABILITIES')
  @Query(() => [Availability], {
    description:
      "Staff members' open hours from fromDate to toDate (local dates of the business), split into free and busy pieces",
  })
  async availabilities(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @Args('fromDate', optional(() => String)) fromDate?: string,
    @Args('toDate', optional(() => String)) toDate?: string,
    @Args('staffIds', optional(() => [ID])) staffIds?: string[],
    @Args('locationId', optional(() => ID)) locationId?: string,
    @Args('serviceId', optional(() => ID)) serviceId?: string,
  ): Promise<Availability[]> {
    const own = assertBusiness(actor, name);
    const ids = reachableStaff(actor, staffIds);
    const found = await this.service.availabilities(own, {
      fromDate,
      toDate,
      staffIds: ids,
      locationId,
      serviceId,
    });
    return found.map((a) => ({
      ...a,
      locationId: a.locationId || null,
      locationName: a.locationName || null,
    }));
  }

  /** Public on the business host (every role, the visitor included, has EVENT_SLOT list: public availability). */
  @Public()
  @Query(() => [Timeslot], {
    description:
      'Bookable starts of a service from fromDate to toDate (local dates of the business), as instants: public on the business host',
  })
  async timeslots(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @Args('serviceId', { type: () => ID }) serviceId: string,
    @Args('planName', optional(() => String)) planName?: string,
    @Args('locationId', optional(() => ID)) locationId?: string,
    @Args('staffId', optional(() => ID)) staffId?: string,
    @Args('roomId', optional(() => ID)) roomId?: string,
    @Args('fromDate', optional(() => String)) fromDate?: string,
    @Args('toDate', optional(() => String)) toDate?: string,
  ): Promise<Timeslot[]> {
    const { business: own, audience } = catalogueAudience(actor, name, 'SERVICE');
    return this.service.timeslots(own, audience, {
      serviceId,
      planName,
      locationId,
      staffId,
      roomId,
      fromDate,
      toDate,
    });
  }
}
