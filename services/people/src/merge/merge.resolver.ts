import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { ActorContext } from '@tempo/contracts';
import { Allow, assertBusiness, CurrentActor } from '@tempo/auth';
import type { Payload } from '@tempo/graphql';
import { showsRates } from '../people/access';
import { PeopleResult } from '../people/people.model';
import { personView } from '../people/person-view';
import { MergeService } from './merge.service';

@Resolver()
export class MergeResolver {
  constructor(private readonly merges: MergeService) {}

  @Allow('merge', 'PEOPLE')
  @Mutation(() => PeopleResult, { description: 'Merges a duplicate into the kept person, then deletes it' })
  async mergePeople(
    @CurrentActor() actor: ActorContext,
    @Args('business', { type: () => ID }) business: string,
    @Args('toDeleteId', { type: () => ID }) toDeleteId: string,
    @Args('toKeepId', { type: () => ID }) toKeepId: string,
  ): Promise<Payload<PeopleResult>> {
    const kept = await this.merges.merge(actor, assertBusiness(actor, business), toDeleteId, toKeepId);
    return { people: personView(kept, { showRates: showsRates(actor, kept) }) };
  }
}
