import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { ActorContext } from '@tempo/contracts';
import { Allow, assertBusiness, CurrentActor } from '@tempo/auth';
import type { Payload } from '@tempo/graphql';
import { PEOPLE_LIMITS } from '@tempo/people-rules';
import { showsRates } from './access';
import { AdvancedFilters } from './advanced-filters';
import { CreatePeopleArgs, UpdatePeopleArgs } from './people.args';
import { PaginatedPeople, People, PeopleResult, PeopleStatusResult } from './people.model';
import { PeopleQueryService } from './people-query.service';
import { PeopleService } from './people.service';
import { personView } from './person-view';
import type { PersonEntity } from './person.entity';

const business = () => Args('business', { type: () => ID });
const optional = <T>(type: () => T, description?: string) => ({ type, nullable: true, description });

/** The staff side of people (001 §7.1): any person of the actor's business, by id or search. */
@Resolver(() => People)
export class PeopleResolver {
  constructor(
    private readonly service: PeopleService,
    private readonly query: PeopleQueryService,
  ) {}

  private view(actor: ActorContext, rows: PersonEntity[]): People[] {
    return rows.map((r) => personView(r, { showRates: showsRates(actor, r) }));
  }

  @Allow('read', 'PEOPLE')
  @Query(() => [People], {
    description: 'People of the business: one by id, or a search by name, e-mail or phone',
  })
  async people(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @Args('id', optional(() => ID)) id?: string,
    @Args('search', optional(() => String)) search?: string,
    @Args('limit', optional(() => Int, 'At most 100 (default 30)')) limit?: number,
    @Args('clientsOnly', optional(() => Boolean)) clientsOnly?: boolean,
    @Args('staffOnly', optional(() => Boolean)) staffOnly?: boolean,
    @Args('status', optional(() => String)) status?: string,
    @Args('includeHidden', optional(() => Boolean)) includeHidden?: boolean,
  ): Promise<People[]> {
    const b = assertBusiness(actor, name);
    const rows = id
      ? await this.query.byIds(b, [id])
      : await this.query.search(b, { search, limit, clientsOnly, staffOnly, status, includeHidden });
    return this.view(actor, rows);
  }

  @Allow('read', 'PEOPLE')
  @Query(() => [People], { description: 'People with their phones and dependents, by id or search' })
  async peopleWithPhoneAndDependents(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @Args('id', optional(() => ID)) id?: string,
    @Args('search', optional(() => String)) search?: string,
  ): Promise<People[]> {
    const b = assertBusiness(actor, name);
    const rows = id ? await this.query.byIds(b, [id]) : await this.query.search(b, { search });
    return this.view(actor, rows);
  }

  @Allow('list', 'PEOPLE')
  @Query(() => [People], { description: `Advanced search, at most ${PEOPLE_LIMITS.advanced} people` })
  async peopleAdvanced(
    @CurrentActor() actor: ActorContext,
    @Args() filters: AdvancedFilters,
  ): Promise<People[]> {
    const b = assertBusiness(actor, filters.business);
    return this.view(actor, await this.query.advanced(b, filters));
  }

  @Allow('list', 'PEOPLE')
  @Query(() => PaginatedPeople, { description: 'Clients by name, a page at a time, by status or flag' })
  async paginatedPeople(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @Args('status', optional(() => String)) status?: string,
    @Args('flag', optional(() => String)) flag?: string,
    @Args('cursor', optional(() => String)) cursor?: string,
    @Args('limit', optional(() => Int, 'Default 25, at most 100')) limit?: number,
  ): Promise<PaginatedPeople> {
    const b = assertBusiness(actor, name);
    const res = await this.query.paginated(b, actor.accountId ?? actor.userId ?? '', {
      status,
      flag,
      cursor,
      limit,
    });
    return { people: this.view(actor, res.items), cursor: res.cursor };
  }

  @Allow('create', 'PEOPLE')
  @Mutation(() => PeopleResult, {
    description: 'Creates a client, or a staff member when staffRole is given',
  })
  async createPeople(
    @CurrentActor() actor: ActorContext,
    @Args() a: CreatePeopleArgs,
  ): Promise<Payload<PeopleResult>> {
    const row = await this.service.create(actor, assertBusiness(actor, a.business), a);
    return { people: personView(row, { showRates: showsRates(actor, row) }) };
  }

  @Allow('update', 'PEOPLE')
  @Mutation(() => PeopleResult, { description: 'Updates a person (client, staff or picture variant)' })
  async updatePeople(
    @CurrentActor() actor: ActorContext,
    @Args() a: UpdatePeopleArgs,
  ): Promise<Payload<PeopleResult>> {
    const row = await this.service.update(actor, assertBusiness(actor, a.business), a);
    return { people: personView(row, { showRates: showsRates(actor, row) }) };
  }

  @Allow('delete', 'PEOPLE')
  @Mutation(() => PeopleStatusResult, { description: 'Deletes a person and their family links' })
  async deletePeople(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<Payload<PeopleStatusResult>> {
    await this.service.delete(actor, assertBusiness(actor, name), id);
    return {};
  }
}
