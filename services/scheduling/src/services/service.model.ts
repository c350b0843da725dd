import { Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { InputRule, MutationResponse } from '@tempo/graphql';
import type { Audience } from '../common/audience';
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

/** The fields a service's input and its view share (001 §3.3). */
@InputType({ isAbstract: true })
@ObjectType({ isAbstract: true })
export abstract class ServiceFields {
  @InputRule(SHORT) @Field(() => String, { nullable: true }) name!: string;
  @InputRule(LONG) @Field(() => String, { nullable: true }) description?: string;
  @Field(() => Int, { nullable: true, description: 'Minor units of currency' }) price?: number | null;
  @InputRule({ maxLength: 3 })
  @Field(() => String, { nullable: true, description: 'ISO 4217; USD by default' })
  currency?: string;
  @InputRule({ maxLength: 2048, maxItems: 20, url: true })
  @Field(() => [String], { nullable: true })
  photos?: string[];
  @InputRule({ maxLength: 2048, url: true }) @Field(() => String, { nullable: true }) mainPhoto?:
    string | null;
  @InputRule({ maxLength: 60, maxItems: 50 }) @Field(() => [String], { nullable: true }) tags?: string[];
  @Field(() => Boolean, { nullable: true }) eventType?: boolean;
  @Field(() => Boolean, { nullable: true }) requiresBooking?: boolean;
  @Field(() => Boolean, { nullable: true }) hasSessions?: boolean;
  @Field(() => Int, { nullable: true, description: '5 to 1440; required for appointment services' })
  durationMinutes?: number | null;
  @Field(() => Int, { nullable: true }) notBeforeAgeMonths?: number | null;
  @Field(() => Int, { nullable: true }) notAfterAgeMonths?: number | null;
  @Field(() => Boolean, { nullable: true }) allowsJoinOnline?: boolean;
  @Field(() => Boolean, { nullable: true }) allowStaffToClientCancelUnpaid?: boolean;
  @Field(() => Boolean, { nullable: true }) allowClientToSelfCancelUnpaid?: boolean;
  @Field(() => Boolean, { nullable: true }) disableSelfCancellation?: boolean;
  @Field(() => Boolean, { nullable: true }) disableUseCredits?: boolean;
  @Field(() => Boolean, { nullable: true }) disableLessonMateRequest?: boolean;
  @InputRule(SHORT) @Field(() => String, { nullable: true }) visitCancellationConsequence?: string | null;
  @InputRule(SHORT) @Field(() => String, { nullable: true }) lateVisitCancellationConsequence?: string | null;
  @Field(() => Int, { nullable: true }) cancellationWindowHours?: number | null;
  @InputRule(LONG) @Field(() => String, { nullable: true }) cancellationPolicy?: string | null;
  @InputRule(SHORT) @Field(() => String, { nullable: true }) lateVisitCancellationServiceCreditName?:
    string | null;
  @InputRule(SHORT) @Field(() => String, { nullable: true }) visitCancellationServiceCreditName?:
    string | null;
  @InputRule(SHORT) @Field(() => String, { nullable: true }) staffVisitCancellationServiceCreditName?:
    string | null;
  @Field(() => Int, { nullable: true }) visitCancellationServiceCreditSubscriptionPeriodCapDays?:
    number | null;
  @Field(() => TermsRevision, { nullable: true }) termsAndConditionsRevision?: TermsRevision | null;
}

@ObjectType({ description: 'A service the business sells (001 §3.3)' })
export class Service extends ServiceFields {
  @Field(() => ID) id!: string;
  @Field(() => String, { nullable: true, description: 'Set: hidden from clients and visitors' }) hiddenAt!:
    string | null;
  @Field(() => String, {
    description: "'Event based', 'Appointment based', 'Session based' or 'Subscription only'",
  })
  typeLabel!: string;
  @Field(() => String, { description: 'appointment, session, subscription_only or event' })
  bookingKind!: string;
  @Field(() => [Plan]) plans!: Plan[];
  /** Who the service is read for and in which business (its sessions are filtered alike); not a field. */
  audience!: Audience;
  business!: string;
}

@InputType({ description: 'A new service; plans (optional) are its plans' })
export class ServiceInput extends ServiceFields {
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
