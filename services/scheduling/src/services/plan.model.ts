import { Field, Float, ID, InputType, Int, ObjectType, OmitType, PartialType } from '@nestjs/graphql';
import { InputRule } from '@tempo/graphql';
import { Maybe } from '../common/fields';

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

@ObjectType({ description: 'A plan of a service (001 §3.7); option values are those of §9' })
export class Plan {
  @Field(() => ID) id!: string;
  @InputRule(SHORT) @Field(() => String) name!: string;
  @InputRule(SHORT) @Maybe(() => String, 'A plan kind of §9') kind!: string | null;
  @InputRule(LONG) @Maybe(() => String) description!: string | null;
  @Field(() => Boolean, { description: 'True until billing knows subscriptions of the plan' })
  canBeDeleted!: boolean;
  @Field(() => [LocationRef]) locations!: LocationRef[];
  @InputRule({ maxLength: 3 }) @Field(() => String) currency!: string;
  @Field(() => Int, { description: 'Minor units of currency' }) price!: number;
  @Maybe(() => Int) pricePerVisit!: number | null;
  @Maybe(() => Int) deposit!: number | null;
  @Field(() => Boolean) countStaffCanceledVisits!: boolean;
  @Maybe(() => Int) signupPrice!: number | null;
  @Field(() => Boolean) signupWaivedIfMember!: boolean;
  @Maybe(() => DiscountPolicy) discountPolicy!: DiscountPolicy | null;
  @Field(() => Boolean) onlyPayableWithCredit!: boolean;
  @Maybe(() => Float, 'Percent, 0 to 100') taxRate!: number | null;
  @InputRule(SHORT) @Field(() => String) dueType!: string;
  @Maybe(() => Int) dueMinusDays!: number | null;
  @InputRule(SHORT) @Field(() => String) startType!: string;
  @InputRule(SHORT) @Field(() => String) paymentType!: string;
  @InputRule(SHORT) @Field(() => String) paymentInterval!: string;
  @Field(() => Boolean) hasLatePayment!: boolean;
  @Maybe(() => Int) latePaymentDays!: number | null;
  @Maybe(() => Int) latePaymentAmount!: number | null;
  @Field(() => Boolean) autoPayDeltaDaysEnabled!: boolean;
  @Maybe(() => Int) autoPayDeltaDays!: number | null;
  @Field(() => Boolean) enabledForSelfBooking!: boolean;
  @Maybe(() => Int) visits!: number | null;
  @InputRule(SHORT) @Maybe(() => String) visitInterval!: string | null;
  @Field(() => Boolean) visitPreEnroll!: boolean;
  @Field(() => Boolean) holdPossible!: boolean;
  @Maybe(() => Int) maxHoldNumber!: number | null;
  @Maybe(() => Int) maxHoldPeriod!: number | null;
  @Field(() => Boolean) sessionConversionTracking!: boolean;
  @Field(() => Boolean) makesMember!: boolean;
  @Field(() => Boolean) makesLifetimeMember!: boolean;
  @Field(() => Boolean) canBePurchasedWithoutBooking!: boolean;
  @Field(() => Boolean) requiresTermsAndConditionsAcceptance!: boolean;
  @Field(() => Boolean) spotlight!: boolean;
  @InputRule(SHORT) @Maybe(() => String) clientLifecycleStatusOnBook!: string | null;
  @InputRule(SHORT) @Maybe(() => String) clientLifecycleStatusOnAttended!: string | null;
  @InputRule(SHORT) @Maybe(() => String) clientLifecycleStatusOnCancel!: string | null;
  @InputRule({ maxLength: 60, maxItems: 100 }) @Field(() => [String]) assignedClientTags!: string[];
  @InputRule(LONG) @Maybe(() => String) recurringInvoiceNote!: string | null;
  @Field(() => Boolean) requiresPaymentMethodForFreePlan!: boolean;
}

/** Every field of a plan a manager sets (all optional: left out, a new plan takes its default). */
@InputType({ isAbstract: true })
class PlanInputFields extends PartialType(
  OmitType(Plan, ['id', 'canBeDeleted', 'locations'] as const, InputType),
  InputType,
) {}

@InputType({
  description: 'A plan in a service input: with an id it updates that plan, without one it adds one',
})
export class PlanInput extends PlanInputFields {
  @Field(() => ID, { nullable: true }) id?: string | null;
  @InputRule({ maxItems: 100 }) @Field(() => [ID], { nullable: true }) locationIds?: string[] | null;
}
