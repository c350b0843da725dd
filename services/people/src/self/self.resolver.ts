import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { ActorContext } from '@tempo/contracts';
import { Allow, assertBusiness, CurrentActor } from '@tempo/auth';
import type { Payload } from '@tempo/graphql';
import { showsRates } from '../people/access';
import { SelfUpdatePeopleArgs } from '../people/people.args';
import { DependentResult, MyselfResult, People } from '../people/people.model';
import { personView } from '../people/person-view';
import type { PersonEntity } from '../people/person.entity';
import { DependentInput, SelfUpdateAddressArgs } from './self.args';
import { SelfService } from './self.service';

const business = () => Args('business', { type: () => ID });

/** The signed-in person and their dependents (001 §2.3, §7.1 myself, self updates). */
@Resolver()
export class SelfResolver {
  constructor(private readonly self: SelfService) {}

  private view(actor: ActorContext, row: PersonEntity): People {
    return personView(row, { showRates: showsRates(actor, row) });
  }

  @Allow('read', 'SELF')
  @Query(() => People, { description: 'The signed-in person, or one of their dependents (id)' })
  async myself(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @Args('id', { type: () => ID, nullable: true }) id?: string,
  ): Promise<People> {
    return this.view(actor, await this.self.get(actor, assertBusiness(actor, name), id));
  }

  @Allow('update', 'SELF')
  @Mutation(() => MyselfResult, {
    description: "Updates the signed-in person's own fields, or a dependent's",
  })
  async selfUpdatePeople(
    @CurrentActor() actor: ActorContext,
    @Args() a: SelfUpdatePeopleArgs,
  ): Promise<Payload<MyselfResult>> {
    return { myself: this.view(actor, await this.self.update(actor, assertBusiness(actor, a.business), a)) };
  }

  @Allow('update', 'SELF')
  @Mutation(() => MyselfResult, { description: 'Updates the address of the signed-in person or a dependent' })
  async selfUpdateAddress(
    @CurrentActor() actor: ActorContext,
    @Args() a: SelfUpdateAddressArgs,
  ): Promise<Payload<MyselfResult>> {
    return {
      myself: this.view(actor, await this.self.updateAddress(actor, assertBusiness(actor, a.business), a)),
    };
  }

  @Allow('update', 'SELF')
  @Mutation(() => DependentResult, { description: 'Adds a dependent the signed-in person manages' })
  async selfAddDependent(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @Args('dependent', { type: () => DependentInput }) dependent: DependentInput,
  ): Promise<Payload<DependentResult>> {
    return {
      dependent: this.view(
        actor,
        await this.self.addDependent(actor, assertBusiness(actor, name), dependent),
      ),
    };
  }
}
