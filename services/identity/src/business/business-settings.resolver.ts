import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { ActorContext, normalizeBusinessName } from '@tempo/contracts';
import { Allow, assertBusiness, CurrentActor } from '@tempo/auth';
import { BusinessRegistrationService } from './business-registration.service';
import { BusinessService } from './business.service';
import {
  AddBusinessLinkArgs,
  BusinessResult,
  CreateBusinessArgs,
  SelfUpdateBusinessArgs,
  UpdateBusinessArgs,
} from './business.model';
import { BusinessView } from './rules/business-view';
import { SELF_EDITABLE, SUPER_EDITABLE } from './business-fields';

type BusinessPayload = Promise<{ business: BusinessView }>;

/** Creating a business and changing its settings (000 §7.4). Results by the shared mutation-result interceptor. */
@Resolver()
export class BusinessSettingsResolver {
  constructor(
    private readonly businesses: BusinessService,
    private readonly registration: BusinessRegistrationService,
  ) {}

  @Allow('update', 'ALL_BUSINESSES')
  @Mutation(() => BusinessResult)
  async createBusiness(
    @CurrentActor() actor: ActorContext,
    @Args() args: CreateBusinessArgs,
  ): BusinessPayload {
    const b = await this.registration.create(actor, args);
    return { business: this.businesses.view(b, 'platform') };
  }

  @Allow('update', 'ALL_BUSINESSES')
  @Mutation(() => BusinessResult, {
    description: 'Superusers: every setting, including status, plan, secrets, flags, tiers and limits',
  })
  async updateBusiness(
    @CurrentActor() actor: ActorContext,
    @Args() args: UpdateBusinessArgs,
  ): BusinessPayload {
    const patch = this.businesses.validatePatch(args, SUPER_EDITABLE);
    if (typeof args.plus === 'boolean')
      Object.assign(patch, { crmEnabled: args.plus, marketingPlusEnabled: args.plus });
    const b = await this.businesses.update(actor, normalizeBusinessName(args.business), patch);
    return { business: this.businesses.view(b, 'platform') };
  }

  @Allow('update', 'SELF_BUSINESS')
  @Mutation(() => BusinessResult, {
    description: 'Owners: the owner-editable settings of their own business',
  })
  async selfUpdateBusiness(
    @CurrentActor() actor: ActorContext,
    @Args() args: SelfUpdateBusinessArgs,
  ): BusinessPayload {
    const name = (await this.businesses.getOpen(actor, assertBusiness(actor, args.business))).name;
    const b = await this.businesses.update(actor, name, this.businesses.validatePatch(args, SELF_EDITABLE));
    return { business: this.businesses.view(b, this.businesses.readLevel(actor, name)) };
  }

  @Allow('update', 'SELF_BUSINESS')
  @Mutation(() => BusinessResult)
  async addBusinessLink(
    @CurrentActor() actor: ActorContext,
    @Args() args: AddBusinessLinkArgs,
  ): BusinessPayload {
    const name = (await this.businesses.getOpen(actor, assertBusiness(actor, args.business))).name;
    const b = await this.businesses.addLink(actor, name, args.widgetLink);
    return { business: this.businesses.view(b, this.businesses.readLevel(actor, name)) };
  }
}
