import { Field, ID, InputType, Int, ObjectType, OmitType, PartialType } from '@nestjs/graphql';
import { InputRule, MutationResponse } from '@tempo/graphql';
import type { Audience } from '../common/audience';
import { Maybe } from '../common/fields';
import { Plan, PlanInput } from './plan.model';

const SHORT = { maxLength: 200 };
const LONG = { maxLength: 10000, multiline: true };

@InputType('TermsRevisionInput')
@ObjectType({ description: 'The terms and conditions revision a service asks clients to accept' })
export class TermsRevision {
  @Field(() => ID) id!: string;
  @Field(() => ID) policyId!: string;
  @InputRule(SHORT) @Field(() => String) name!: string;
}

@ObjectType({ description: 'A service the business sells (001 §3.3)' })
export class Service {
  @Field(() => ID) id!: string;
  @InputRule(SHORT) @Field(() => String) name!: string;
  @InputRule(LONG) @Field(() => String) description!: string;
  @Maybe(() => Int, 'Minor units of currency') price!: number | null;
  @InputRule({ maxLength: 3 })
  @Field(() => String, { description: 'ISO 4217; USD by default' })
  currency!: string;
  @InputRule({ maxLength: 2048, maxItems: 20, url: true }) @Field(() => [String]) photos!: string[];
  @InputRule({ maxLength: 2048, url: true }) @Maybe(() => String) mainPhoto!: string | null;
  @InputRule({ maxLength: 60, maxItems: 50 }) @Field(() => [String]) tags!: string[];
  @Field(() => Boolean) eventType!: boolean;
  @Field(() => Boolean) requiresBooking!: boolean;
  @Field(() => Boolean) hasSessions!: boolean;
  @Maybe(() => Int, '5 to 1440; required for appointment services') durationMinutes!: number | null;
  @Maybe(() => String, 'Set: hidden from clients and visitors') hiddenAt!: string | null;
  @Maybe(() => Int) notBeforeAgeMonths!: number | null;
  @Maybe(() => Int) notAfterAgeMonths!: number | null;
  @Field(() => Boolean) allowsJoinOnline!: boolean;
  @Field(() => Boolean) allowStaffToClientCancelUnpaid!: boolean;
  @Field(() => Boolean) allowClientToSelfCancelUnpaid!: boolean;
  @Field(() => Boolean) disableSelfCancellation!: boolean;
  @Field(() => Boolean) disableUseCredits!: boolean;
  @Field(() => Boolean) disableLessonMateRequest!: boolean;
  @InputRule(SHORT) @Maybe(() => String) visitCancellationConsequence!: string | null;
  @InputRule(SHORT) @Maybe(() => String) lateVisitCancellationConsequence!: string | null;
  @Maybe(() => Int, 'In hours') cancellationWindowHours!: number | null;
  @InputRule(LONG) @Maybe(() => String) cancellationPolicy!: string | null;
  @InputRule(SHORT) @Maybe(() => String) lateVisitCancellationServiceCreditName!: string | null;
  @InputRule(SHORT) @Maybe(() => String) visitCancellationServiceCreditName!: string | null;
  @InputRule(SHORT) @Maybe(() => String) staffVisitCancellationServiceCreditName!: string | null;
  @Maybe(() => Int) visitCancellationServiceCreditSubscriptionPeriodCapDays!: number | null;
  @Maybe(() => TermsRevision) termsAndConditionsRevision!: TermsRevision | null;
  @InputRule({ maxLength: 10 })
  @Field(() => String, {
    description:
      'A freed place in a full session event: ENROLL enrols the first waiting client (default), OFFER holds it for them',
  })
  sessionWaitlistMode!: string;
  @Field(() => Int, { description: 'Minutes an offered session place is held (OFFER); 1440 by default' })
  sessionWaitlistHoldMinutes!: number;
  @Field(() => String, {
    description: "'Event based', 'Appointment based', 'Session based' or 'Subscription only'",
  })
  typeLabel!: string;
  @Field(() => String, { description: 'appointment, session, subscription_only or event' })
  bookingKind!: string;
  @Field(() => [Plan]) plans!: Plan[];
  /** Who the service is read for and in which business (its sessions are filtered alike); not fields. */
  audience!: Audience;
  business!: string;
}

/** Every field of a service a manager sets (all optional: left out, a new service takes its default). */
@InputType({ isAbstract: true })
class ServiceInputFields extends PartialType(
  OmitType(
    Service,
    ['id', 'hiddenAt', 'typeLabel', 'bookingKind', 'plans', 'audience', 'business'] as const,
    InputType,
  ),
  InputType,
) {}

@InputType({ description: 'A new service; plans (optional) are its plans' })
export class ServiceInput extends ServiceInputFields {
  @Field(() => Boolean, { nullable: true, description: 'Hide the service from clients and visitors' })
  hidden?: boolean | null;
  @InputRule({ maxItems: 50 })
  @Field(() => [PlanInput], { nullable: true, description: 'Replaces the plans, matching them by id' })
  plans?: PlanInput[] | null;
}

@InputType({ description: 'Changes to a service: fields left out keep their values' })
export class UpdateServiceInput extends ServiceInput {
  @Field(() => ID) id!: string;
}

@ObjectType()
export class ServiceResult extends MutationResponse {
  @Field(() => Service, { nullable: true }) service?: Service | null;
}

@ObjectType()
export class DeleteResult extends MutationResponse {
  @Field(() => ID, { nullable: true }) id?: string | null;
}
