import { Field, Float, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { InputRule } from '@tempo/graphql';

const SHORT = { maxLength: 100 };
const LONG = { maxLength: 5000, multiline: true };

@InputType('DiscountPolicyInput')
@ObjectType({ description: 'A discount of a plan' })
export class DiscountPolicy {
  @InputRule(SHORT) @Field(() => String) discountType!: string;
  @Field(() => Float) discountRate!: number;
  @InputRule(SHORT) @Field(() => String) discountCalculation!: string;
}

@ObjectType({ description: 'A location by id and name' })
export class LocationRef {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
}

/** The fields a plan's input and its view share (001 §3.7); option values are those of §9. */
@InputType({ isAbstract: true })
@ObjectType({ isAbstract: true })
export abstract class PlanFields {
  @InputRule(SHORT) @Field(() => String, { nullable: true }) name!: string;
  @InputRule(SHORT) @Field(() => String, { nullable: true, description: 'A plan kind of §9' }) kind?:
    string | null;
  @InputRule(LONG) @Field(() => String, { nullable: true }) description?: string | null;
  @InputRule({ maxLength: 3 }) @Field(() => String, { nullable: true }) currency?: string;
  @Field(() => Int, { nullable: true, description: 'Minor units' }) price?: number;
  @Field(() => Int, { nullable: true }) pricePerVisit?: number | null;
  @Field(() => Int, { nullable: true }) deposit?: number | null;
  @Field(() => Boolean, { nullable: true }) countStaffCanceledVisits?: boolean;
  @Field(() => Int, { nullable: true }) signupPrice?: number | null;
  @Field(() => Boolean, { nullable: true }) signupWaivedIfMember?: boolean;
  @Field(() => DiscountPolicy, { nullable: true }) discountPolicy?: DiscountPolicy | null;
  @Field(() => Boolean, { nullable: true }) onlyPayableWithCredit?: boolean;
  @Field(() => Float, { nullable: true, description: 'Percent, 0 to 100' }) taxRate?: number | null;
  @InputRule(SHORT) @Field(() => String, { nullable: true }) dueType?: string;
  @Field(() => Int, { nullable: true }) dueMinusDays?: number | null;
  @InputRule(SHORT) @Field(() => String, { nullable: true }) startType?: string;
  @InputRule(SHORT) @Field(() => String, { nullable: true }) paymentType?: string;
  @InputRule(SHORT) @Field(() => String, { nullable: true }) paymentInterval?: string;
  @Field(() => Boolean, { nullable: true }) hasLatePayment?: boolean;
  @Field(() => Int, { nullable: true }) latePaymentDays?: number | null;
  @Field(() => Int, { nullable: true }) latePaymentAmount?: number | null;
  @Field(() => Boolean, { nullable: true }) autoPayDeltaDaysEnabled?: boolean;
  @Field(() => Int, { nullable: true }) autoPayDeltaDays?: number | null;
  @Field(() => Boolean, { nullable: true }) enabledForSelfBooking?: boolean;
  @Field(() => Int, { nullable: true }) visits?: number | null;
  @InputRule(SHORT) @Field(() => String, { nullable: true }) visitInterval?: string | null;
  @Field(() => Boolean, { nullable: true }) visitPreEnroll?: boolean;
  @Field(() => Boolean, { nullable: true }) holdPossible?: boolean;
  @Field(() => Int, { nullable: true }) maxHoldNumber?: number | null;
  @Field(() => Int, { nullable: true }) maxHoldPeriod?: number | null;
  @Field(() => Boolean, { nullable: true }) sessionConversionTracking?: boolean;
  @Field(() => Boolean, { nullable: true }) makesMember?: boolean;
  @Field(() => Boolean, { nullable: true }) makesLifetimeMember?: boolean;
  @Field(() => Boolean, { nullable: true }) canBePurchasedWithoutBooking?: boolean;
  @Field(() => Boolean, { nullable: true }) requiresTermsAndConditionsAcceptance?: boolean;
  @Field(() => Boolean, { nullable: true }) spotlight?: boolean;
  @InputRule(SHORT) @Field(() => String, { nullable: true }) clientLifecycleStatusOnBook?: string | null;
  @InputRule(SHORT) @Field(() => String, { nullable: true }) clientLifecycleStatusOnAttended?: string | null;
  @InputRule(SHORT) @Field(() => String, { nullable: true }) clientLifecycleStatusOnCancel?: string | null;
  @InputRule({ maxLength: 60, maxItems: 100 })
  @Field(() => [String], { nullable: true })
  assignedClientTags?: string[];
  @InputRule(LONG) @Field(() => String, { nullable: true }) recurringInvoiceNote?: string | null;
  @Field(() => Boolean, { nullable: true }) requiresPaymentMethodForFreePlan?: boolean;
}

@ObjectType({ description: 'A plan of a service (001 §3.7)' })
export class Plan extends PlanFields {
  @Field(() => ID) id!: string;
  @Field(() => Boolean, { description: 'True until billing knows subscriptions of the plan' })
  canBeDeleted!: boolean;
  @Field(() => [LocationRef]) locations!: LocationRef[];
}

@InputType({
  description: 'A plan in a service input: with an id it updates that plan, without one it adds one',
})
export class PlanInput extends PlanFields {
  @Field(() => ID, { nullable: true }) id?: string | null;
  @InputRule({ maxItems: 100 }) @Field(() => [ID], { nullable: true }) locationIds?: string[] | null;
}
