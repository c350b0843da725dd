import { Args, ID, Int, Query, Resolver } from '@nestjs/graphql';
import { ActorContext, normalizeBusinessName } from '@tempo/contracts';
import { actorCan, CurrentActor, Public } from '@tempo/auth';
import { NotAllowedError } from '@tempo/graphql';
import { showsRates } from '../people/access';
import { People } from '../people/people.model';
import { personView } from '../people/person-view';
import type { PersonEntity } from '../people/person.entity';
import { StaffAudience, StaffService } from './staff.service';

const optional = <T>(type: () => T) => ({ type, nullable: true });

/** What clients and visitors see of a staff member: who they are, not how to reach them or their pay. */
export function publicStaffView(row: PersonEntity): People {
  const v = personView(row, { showRates: false });
  return {
    ...v,
    email: null,
    phones: [],
    primaryPhone: null,
    address: null,
    street: null,
    city: null,
    state: null,
    zipCode: null,
    birthdate: null,
    flags: [],
    customAttributes: [],
    status: null,
    leadCaptureFields: null,
    staffEmployeeId: null,
  };
}

/**
 * The staff list (001 §7.2), also read by the public booking pages: staff
 * with STAFF list see every staff member of their business; clients those
 * visibleByClients and visitors those visibleByVisitors, with public fields only.
 */
@Resolver()
export class StaffResolver {
  constructor(private readonly staff: StaffService) {}

  @Public()
  @Query(() => [People], {
    name: 'staff',
    description: 'Staff of the business: by id, ids, search or service',
  })
  async staffList(
    @CurrentActor() actor: ActorContext,
    @Args('business', { type: () => ID }) business: string,
    @Args('id', optional(() => ID)) id?: string,
    @Args('staffIds', optional(() => [ID])) staffIds?: string[],
    @Args('search', optional(() => String)) search?: string,
    @Args('serviceId', optional(() => ID)) serviceId?: string,
    @Args('prioritized', optional(() => Boolean)) prioritized?: boolean,
    @Args('includeDeactivated', optional(() => Boolean)) includeDeactivated?: boolean,
    @Args('limit', optional(() => Int)) limit?: number,
  ): Promise<People[]> {
    const name = normalizeBusinessName(business);
    const member = actor.role === 'superuser' || (actor.business === name && !!actor.accountId);
    if (actor.business && actor.business !== name && actor.role !== 'superuser') {
      throw new NotAllowedError('another business');
    }
    const audience: StaffAudience =
      member && actorCan(actor, 'list', 'STAFF') ? 'staff' : member ? 'clients' : 'visitors';
    const rows = await this.staff.list(name, audience, {
      id,
      staffIds,
      search,
      serviceId,
      prioritized,
      includeDeactivated,
      limit,
    });
    return rows.map((r) =>
      audience === 'staff' ? personView(r, { showRates: showsRates(actor, r) }) : publicStaffView(r),
    );
  }
}
