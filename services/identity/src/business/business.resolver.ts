import { Args, ID, Mutation, Query, Resolver, ResolveReference } from '@nestjs/graphql';
import {
  ActorContext,
  BusinessStatus,
  clean,
  isBlockedStatus,
  isPhone,
  isUrl,
  VALUE_CHECKS,
  SELF_REGISTER_REQUIRED,
} from '@tempo/contracts';
import { Allow, Authenticated, CurrentActor, Public } from '@tempo/auth';
import { TenantDb } from '@tempo/db';
import { mutation, ok, UserError } from '@tempo/graphql';
import { assertBusinessName, assertEmail, requireFields } from '../common/validation';
import { UsersService } from '../users/users.service';
import { BusinessRegistrationService } from './business-registration.service';
import { BusinessService } from './business.service';
import { SELF_EDITABLE, SUPER_EDITABLE } from './business-fields';
import {
  AddBusinessLinkArgs,
  Business,
  BusinessNameAvailability,
  BusinessNameRef,
  BusinessProgress,
  BusinessResult,
  CreateBusinessArgs,
  SelfRegisterBusinessArgs,
  SelfUpdateBusinessArgs,
  StatusResult,
  UpdateBusinessArgs,
} from './business.model';

const businessName = () => Args('businessName', { type: () => ID });

/** Fields a suspended business still shows everyone: enough for the suspended screen. */
const SUSPENDED_VISIBLE = [
  'name',
  'status',
  'fullName',
  'contactEmail',
  'emailFrom',
  'uiLogoUrl',
  'uiFaviconUrl',
];

@Resolver(() => Business)
export class BusinessResolver {
  constructor(
    private readonly businesses: BusinessService,
    private readonly users: UsersService,
    private readonly registration: BusinessRegistrationService,
    private readonly db: TenantDb,
  ) {}

  @ResolveReference()
  async resolveReference(ref: { name: string }): Promise<Business | null> {
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
  private async publicView(actor: ActorContext, name: string): Promise<Business | null> {
    const b = await this.businesses.find(name);
    if (!b) return null;
    const view = this.businesses.view(b, this.businesses.readLevel(actor, b.name));
    if (isBlockedStatus(b.status) && actor.role !== 'superuser') {
      for (const k of Object.keys(view)) if (!SUSPENDED_VISIBLE.includes(k)) view[k] = null;
    }
    return view;
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
    return this.businesses.list(actor);
  }

  @Allow('view', 'SELF_BUSINESS')
  @Query(() => Business, { description: 'Every field of the business, secrets masked' })
  async fullBusinessQuery(
    @CurrentActor() actor: ActorContext,
    @businessName() name: string,
  ): Promise<Business> {
    this.businesses.assertOwnBusiness(actor, name.toLowerCase());
    const b = await this.businesses.get(name);
    this.businesses.assertOpen(actor, b);
    return this.businesses.view(b, actor.role === 'superuser' ? 'platform' : 'private');
  }

  @Allow('read', 'NAVBAR')
  @Query(() => Business, { description: 'Branding, payment gateway and the payment terminals' })
  async businessWithTerminalsQuery(
    @CurrentActor() actor: ActorContext,
    @businessName() name: string,
  ): Promise<Business> {
    this.businesses.assertOwnBusiness(actor, name.toLowerCase());
    const b = await this.businesses.get(name);
    this.businesses.assertOpen(actor, b);
    return this.businesses.view(b, this.businesses.readLevel(actor, b.name));
  }

  @Allow('view', 'BUSINESS_PROGRESS_BAR')
  @Query(() => BusinessProgress)
  async businessProgressQuery(
    @CurrentActor() actor: ActorContext,
    @businessName() name: string,
  ): Promise<BusinessProgress> {
    this.businesses.assertOwnBusiness(actor, name.toLowerCase());
    return this.businesses.progress(name.toLowerCase());
  }

  /** Business self-registration from the public sign-up page: a pending business and its owner. */
  @Public()
  @Mutation(() => StatusResult)
  selfRegisterBusiness(@CurrentActor() actor: ActorContext, @Args() args: SelfRegisterBusinessArgs) {
    return mutation(async () => {
      requireFields(args as unknown as Record<string, unknown>, SELF_REGISTER_REQUIRED);
      const email = assertEmail(args.email);
      if (!isPhone(args.phoneNumber)) throw new UserError(VALUE_CHECKS.phone.message('phoneNumber'));
      if (!isUrl(args.businessWebsite.trim()))
        throw new UserError(VALUE_CHECKS.url.message('businessWebsite'));
      const name = assertBusinessName(args.business);
      const patch = this.businesses.validatePatch(
        {
          fullName: args.businessFullName,
          country: args.country,
          locale: args.locale,
          contactEmail: email,
          emailFrom: email,
          businessWebsite: args.businessWebsite,
          businessPhoneNumber: args.phoneNumber,
          prospectActiveStudents: args.prospectActiveStudents,
          prospectActiveLocations: args.prospectActiveLocations,
          prospectCurrentSoftware: args.prospectCurrentSoftware,
          prospectPainPoints: args.prospectPainPoints,
        },
        SUPER_EDITABLE,
      );
      patch.plan = { freeUntil: this.businesses.trialEnd(), accountStatus: 'TRIAL', planType: 'TRIAL' };
      patch.notificationsEnabled = false;
      await this.registration.register(
        actor,
        name,
        { email, firstName: clean(args.firstName), lastName: clean(args.lastName) },
        patch,
      );
      return ok({});
    });
  }

  /** The link mailed to an existing user who was named owner of a self-registered business. */
  @Public()
  @Mutation(() => BusinessResult, {
    description: 'Confirms a business self-registration: the e-mailed user becomes its owner',
  })
  confirmBusinessRegistration(
    @CurrentActor() actor: ActorContext,
    @Args('token', { type: () => String }) token: string,
  ) {
    return mutation(async () => {
      const b = await this.registration.confirm(actor, token);
      return ok({ business: this.businesses.view(b, 'public') });
    });
  }

  @Allow('update', 'ALL_BUSINESSES')
  @Mutation(() => BusinessResult)
  createBusiness(@CurrentActor() actor: ActorContext, @Args() args: CreateBusinessArgs) {
    return mutation(async () => {
      const patch = this.businesses.validateCreate(args, SUPER_EDITABLE);
      const name = String(args.name).trim().toLowerCase();
      const ownerEmail = clean(args.ownerEmail) ? assertEmail(args.ownerEmail) : null;
      const b = await this.db.withTenant(name, async (em) => {
        const b = await this.businesses.create(
          em,
          actor,
          name,
          (patch.status as BusinessStatus) ?? BusinessStatus.ACTIVE,
          patch,
        );
        if (ownerEmail) {
          const { user } = await this.users.ensureUser(em, {
            email: ownerEmail,
            firstName: clean(args.ownerFirstName),
            lastName: clean(args.ownerLastName),
          });
          await this.users.ensureAccount(em, actor, name, user, 'owner');
        }
        return b;
      });
      return ok({ business: this.businesses.view(b, 'platform') });
    });
  }

  @Allow('update', 'ALL_BUSINESSES')
  @Mutation(() => BusinessResult, {
    description: 'Superusers: every setting, including status, plan, secrets, flags, tiers and limits',
  })
  updateBusiness(@CurrentActor() actor: ActorContext, @Args() args: UpdateBusinessArgs) {
    return mutation(async () => {
      const name = args.business.trim().toLowerCase();
      const patch = this.businesses.validatePatch(args, SUPER_EDITABLE);
      if (typeof args.plus === 'boolean')
        Object.assign(patch, { crmEnabled: args.plus, marketingPlusEnabled: args.plus });
      const b = await this.businesses.update(actor, name, patch);
      return ok({ business: this.businesses.view(b, 'platform') });
    });
  }

  @Allow('update', 'SELF_BUSINESS')
  @Mutation(() => BusinessResult, {
    description: 'Owners: the owner-editable settings of their own business',
  })
  selfUpdateBusiness(@CurrentActor() actor: ActorContext, @Args() args: SelfUpdateBusinessArgs) {
    return mutation(async () => {
      const name = args.business.trim().toLowerCase();
      this.businesses.assertOwnBusiness(actor, name);
      this.businesses.assertOpen(actor, await this.businesses.get(name));
      const patch = this.businesses.validatePatch(args, SELF_EDITABLE);
      const b = await this.businesses.update(actor, name, patch);
      return ok({ business: this.businesses.view(b, this.businesses.readLevel(actor, name)) });
    });
  }

  @Allow('update', 'SELF_BUSINESS')
  @Mutation(() => BusinessResult)
  addBusinessLink(@CurrentActor() actor: ActorContext, @Args() args: AddBusinessLinkArgs) {
    return mutation(async () => {
      const name = args.business.trim().toLowerCase();
      this.businesses.assertOwnBusiness(actor, name);
      this.businesses.assertOpen(actor, await this.businesses.get(name));
      const b = await this.businesses.addLink(actor, name, args.widgetLink);
      return ok({ business: this.businesses.view(b, this.businesses.readLevel(actor, name)) });
    });
  }
}
