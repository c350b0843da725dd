import { Args, ID, Query, Resolver, ResolveReference } from '@nestjs/graphql';
import { ActorContext } from '@tempo/contracts';
import { Allow, assertBusiness, Authenticated, CurrentActor, Public } from '@tempo/auth';
import { BusinessListService } from './business-list.service';
import { BusinessService } from './business.service';
import { Business, BusinessNameAvailability, BusinessNameRef, BusinessProgress } from './business.model';
import { publicView } from './rules/read-level';
import { BusinessView } from './rules/business-view';

const businessName = () => Args('businessName', { type: () => ID });

/** The business queries (000 §7.3) and the Business entity's reference. */
@Resolver(() => Business)
export class BusinessResolver {
  constructor(
    private readonly businesses: BusinessService,
    private readonly lists: BusinessListService,
  ) {}

  @ResolveReference()
  async resolveReference(ref: { name: string }): Promise<BusinessView | null> {
    const b = await this.businesses.find(ref.name);
    return b ? this.businesses.view(b, 'public') : null;
  }

  @Public()
  @Query(() => BusinessNameRef, { nullable: true, description: 'The business name when it exists' })
  async businessExists(
    @Args('business', { type: () => ID }) business: string,
  ): Promise<BusinessNameRef | null> {
    const b = await this.businesses.find(business);
    return b ? { name: b.name } : null;
  }

  @Public()
  @Query(() => BusinessNameAvailability)
  async checkBusinessNameAvailability(
    @Args('business', { type: () => ID }) business: string,
  ): Promise<BusinessNameAvailability> {
    return { available: await this.businesses.availability(business) };
  }

  /** The public configuration of a business, loaded at start-up for its subdomain. */
  private async publicView(actor: ActorContext, name: string): Promise<BusinessView | null> {
    const b = await this.businesses.find(name);
    if (!b) return null;
    const view = this.businesses.view(b, this.businesses.readLevel(actor, b.name));
    return publicView(view, b.status, actor.role === 'superuser');
  }

  @Public()
  @Query(() => Business, { nullable: true })
  businessQuery(@CurrentActor() actor: ActorContext, @businessName() name: string) {
    return this.publicView(actor, name);
  }

  @Public()
  @Query(() => Business, {
    nullable: true,
    description: 'As businessQuery, read on the app host (with domainReady)',
  })
  businessQueryForApp(@CurrentActor() actor: ActorContext, @businessName() name: string) {
    return this.publicView(actor, name);
  }

  @Public()
  @Query(() => Business, {
    nullable: true,
    description: 'Name, fullName, contactEmail, emailFrom, uiLogoUrl',
  })
  internalBusinessQuery(@CurrentActor() actor: ActorContext, @businessName() name: string) {
    return this.publicView(actor, name);
  }

  @Authenticated()
  @Query(() => [Business], {
    description: "Every business for ALL_BUSINESSES list holders, else the businesses of the user's accounts",
  })
  allBusinesses(@CurrentActor() actor: ActorContext) {
    return this.lists.list(actor);
  }

  @Allow('view', 'SELF_BUSINESS')
  @Query(() => Business, { description: 'Every field of the business, secrets masked' })
  async fullBusinessQuery(
    @CurrentActor() actor: ActorContext,
    @businessName() name: string,
  ): Promise<BusinessView> {
    const b = await this.businesses.getOpen(actor, assertBusiness(actor, name));
    return this.businesses.view(b, actor.role === 'superuser' ? 'platform' : 'private');
  }

  @Allow('read', 'NAVBAR')
  @Query(() => Business, { description: 'Branding, payment gateway and the payment terminals' })
  async businessWithTerminalsQuery(
    @CurrentActor() actor: ActorContext,
    @businessName() name: string,
  ): Promise<BusinessView> {
    const b = await this.businesses.getOpen(actor, assertBusiness(actor, name));
    return this.businesses.view(b, this.businesses.readLevel(actor, b.name));
  }

  @Allow('view', 'BUSINESS_PROGRESS_BAR')
  @Query(() => BusinessProgress)
  businessProgressQuery(
    @CurrentActor() actor: ActorContext,
    @businessName() name: string,
  ): Promise<BusinessProgress> {
    return this.businesses.progress(assertBusiness(actor, name));
  }
}
