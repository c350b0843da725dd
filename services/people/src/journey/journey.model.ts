import { Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { InputRule, MutationResponse } from '@tempo/graphql';

@ObjectType()
export class RequirementCondition {
  @Field(() => String) selectedChoice!: string;
  @Field(() => [String]) options!: string[];
}

@InputType()
export class RequirementConditionInput {
  @InputRule({ maxLength: 200 }) @Field(() => String) selectedChoice!: string;
  @InputRule({ maxLength: 200, maxItems: 100 }) @Field(() => [String]) options!: string[];
}

/** One field of a customer journey form (001 §3.14). */
@ObjectType()
export class DataRequirement {
  @Field(() => ID) id!: string;
  @Field(() => String) fieldName!: string;
  @Field(() => String) fieldType!: string;
  @Field(() => String, { description: 'REQUIRED, OPTIONAL or NOT_INCLUDED' }) fieldRequirement!: string;
  @Field(() => Boolean) isConfigurable!: boolean;
  @Field(() => Boolean) isBuiltin!: boolean;
  @Field(() => Int) order!: number;
  @Field(() => [String]) fieldOptions!: string[];
  @Field(() => [RequirementCondition]) conditionalOptions!: RequirementCondition[];
  @Field(() => ID, { nullable: true }) conditionalFieldId?: string | null;
  @Field(() => String, { nullable: true }) clientCustomAttribute?: string | null;
  @Field(() => Boolean) autoTagClient!: boolean;
  @Field(() => Boolean) isAccountManagerInformation!: boolean;
}

@InputType()
export class DataRequirementInput {
  @InputRule({ maxLength: 64 }) @Field(() => ID, { nullable: true }) id?: string | null;
  @InputRule({ maxLength: 200 }) @Field(() => String) fieldName!: string;
  @InputRule({ maxLength: 40 }) @Field(() => String) fieldType!: string;
  @InputRule({ maxLength: 20 }) @Field(() => String) fieldRequirement!: string;
  @Field(() => Boolean, { nullable: true }) isConfigurable?: boolean | null;
  @Field(() => Boolean, { nullable: true }) isBuiltin?: boolean | null;
  @InputRule({ min: 0, max: 1000 }) @Field(() => Int, { nullable: true }) order?: number | null;
  @InputRule({ maxLength: 200, maxItems: 100 }) @Field(() => [String], { nullable: true }) fieldOptions?:
    string[] | null;
  @InputRule({ maxItems: 100 })
  @Field(() => [RequirementConditionInput], { nullable: true })
  conditionalOptions?: RequirementConditionInput[] | null;
  @InputRule({ maxLength: 64 }) @Field(() => ID, { nullable: true }) conditionalFieldId?: string | null;
  @InputRule({ maxLength: 100 }) @Field(() => String, { nullable: true }) clientCustomAttribute?:
    string | null;
  @Field(() => Boolean, { nullable: true }) autoTagClient?: boolean | null;
  @Field(() => Boolean, { nullable: true }) isAccountManagerInformation?: boolean | null;
}

@ObjectType()
export class BookingLink {
  @Field(() => String) type!: string;
  @Field(() => String) link!: string;
}

@InputType()
export class BookingLinkInput {
  @InputRule({ maxLength: 20 }) @Field(() => String) type!: string;
  @InputRule({ maxLength: 200 }) @Field(() => String) link!: string;
}

@ObjectType()
export class PhaseAdditionalConfig {
  @Field(() => BookingLink, { nullable: true }) bookingLink?: BookingLink | null;
  @Field(() => String, { nullable: true }) thankYouMessage?: string | null;
  @Field(() => String, { nullable: true }) welcomeMessage?: string | null;
}

@InputType()
export class PhaseAdditionalConfigInput {
  @Field(() => BookingLinkInput, { nullable: true }) bookingLink?: BookingLinkInput | null;
  @InputRule({ maxLength: 5000, multiline: true })
  @Field(() => String, { nullable: true })
  thankYouMessage?: string | null;
  @InputRule({ maxLength: 5000, multiline: true })
  @Field(() => String, { nullable: true })
  welcomeMessage?: string | null;
}

/** A business's form for one phase of the customer journey (001 §3.14). */
@ObjectType()
export class CustomerJourneyPhase {
  @Field(() => ID) business!: string;
  @Field(() => String) phaseType!: string;
  @Field(() => String) createdAt!: string;
  @Field(() => Int, { description: '0 until the business saves the phase' }) version!: number;
  @Field(() => [DataRequirement]) dataRequirements!: DataRequirement[];
  @Field(() => PhaseAdditionalConfig) additionalConfig!: PhaseAdditionalConfig;
}

@ObjectType()
export class CustomerJourneyPhaseResult extends MutationResponse {
  @Field(() => CustomerJourneyPhase, { nullable: true }) phase?: CustomerJourneyPhase | null;
}
