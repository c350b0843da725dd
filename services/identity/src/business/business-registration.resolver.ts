import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { ActorContext } from '@tempo/contracts';
import { CurrentActor, Public } from '@tempo/auth';
import { BusinessRegistrationService } from './business-registration.service';
import { BusinessService } from './business.service';
import { BusinessResult, SelfRegisterBusinessArgs, StatusResult } from './business.model';
import { BusinessView } from './rules/business-view';

/** Business self-registration from the public sign-up page, and its confirmation link. */
@Resolver()
export class BusinessRegistrationResolver {
  constructor(
    private readonly registration: BusinessRegistrationService,
    private readonly businesses: BusinessService,
  ) {}

  /** A pending business and its owner. */
  @Public()
  @Mutation(() => StatusResult)
  async selfRegisterBusiness(
    @CurrentActor() actor: ActorContext,
    @Args() args: SelfRegisterBusinessArgs,
  ): Promise<object> {
    await this.registration.selfRegister(actor, args);
    return {};
  }

  /** The link mailed to an existing user who was named owner of a self-registered business. */
  @Public()
  @Mutation(() => BusinessResult, {
    description: 'Confirms a business self-registration: the e-mailed user becomes its owner',
  })
  async confirmBusinessRegistration(
    @CurrentActor() actor: ActorContext,
    @Args('token', { type: () => String }) token: string,
  ): Promise<{ business: BusinessView }> {
    const b = await this.registration.confirm(actor, token);
    return { business: this.businesses.view(b, 'public') };
  }
}
