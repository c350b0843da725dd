import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { ActorContext, normalizeBusinessName } from '@tempo/contracts';
import { CurrentActor, Public } from '@tempo/auth';
import { NotAllowedError, type Payload } from '@tempo/graphql';
import { SelfRegisterInput, SelfRegisterResult } from './registration.model';
import { RegistrationService } from './registration.service';

/** Public self-registration and lead capture of a business (001 §2.12). */
@Resolver()
export class RegistrationResolver {
  constructor(private readonly registrations: RegistrationService) {}

  @Public()
  @Mutation(() => SelfRegisterResult, {
    description: 'Registers a client (and dependents), or captures a lead',
  })
  async selfRegister(
    @CurrentActor() actor: ActorContext,
    @Args('input', { type: () => SelfRegisterInput }) input: SelfRegisterInput,
  ): Promise<Payload<SelfRegisterResult>> {
    const business = normalizeBusinessName(input.business);
    // Registration happens on the business's own host, where the gateway found the business.
    if (actor.business !== business || !actor.businessStatus) throw new NotAllowedError('another business');
    const { holder, dependents } = await this.registrations.register(actor, business, input);
    return { myself: { id: holder.id, dependents: dependents.map((d) => ({ id: d.id })) } };
  }
}
