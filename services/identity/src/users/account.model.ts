import { Directive, Field, ID, ObjectType } from '@nestjs/graphql';

@ObjectType()
export class Permission {
  @Field(() => String) action!: string;
  @Field(() => String) resource!: string;
  @Field(() => Boolean) allowed!: boolean;
}

/** The business summary carried by an account (000 §3.3). */
@ObjectType()
export class AccountBusinessDetails {
  @Field(() => ID) name!: string;
  @Field(() => String) status!: string;
  @Field(() => String) fullName!: string;
  @Field(() => String, { nullable: true }) contactEmail?: string | null;
  @Field(() => String, { nullable: true }) uiLogoUrl?: string | null;
  @Field(() => String, { nullable: true }) uiBackgroundImageUrl?: string | null;
  @Field(() => String, { nullable: true }) uiPrimaryColor?: string | null;
  @Field(() => String, { nullable: true }) uiSecondaryColor?: string | null;
  @Field(() => String, { nullable: true }) paymentGatewayId?: string | null;
  @Field(() => String, { nullable: true }) tagline?: string | null;
}

/**
 * A user's membership of one business (000 §3.3), a federated entity:
 * identity owns it; `dependents` and `clients` belong to the people subgraph,
 * which extends Account with them.
 */
@ObjectType()
@Directive('@key(fields: "id")')
export class Account {
  @Field(() => ID) id!: string;
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String) email!: string;
  @Field(() => ID) business!: string;
  @Field(() => String, { nullable: true }) profilePhoto?: string | null;
  @Field(() => String, { nullable: true }) staffRole?: string | null;
  @Field(() => [Permission]) permissions!: Permission[];
  @Field(() => AccountBusinessDetails) businessDetails!: AccountBusinessDetails;
}

@ObjectType()
export class Impersonator {
  @Field(() => ID) id!: string;
  @Field(() => String) email!: string;
}

/** The signed-in user in the current business (000 §3.3). */
@ObjectType()
export class CurrentUser {
  @Field(() => ID) id!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { nullable: true }) firstName?: string | null;
  @Field(() => String, { nullable: true }) lastName?: string | null;
  @Field(() => String, { nullable: true }) staffRole?: string | null;
  @Field(() => String, {
    description:
      'Derived role: visitor, client, limited_staff, staff, manager, owner, superuser or a custom name',
  })
  role!: string;
  @Field(() => ID, { nullable: true }) accountId?: string | null;
  @Field(() => ID, { nullable: true }) business?: string | null;
  @Field(() => [Permission], { description: 'Per-account allow / deny overrides' })
  permissions!: Permission[];
  @Field(() => [Permission], {
    description: 'Everything allowed: the role matrix with the overrides applied',
  })
  effectivePermissions!: Permission[];
  @Field(() => Impersonator, { nullable: true }) impersonator?: Impersonator | null;
}
