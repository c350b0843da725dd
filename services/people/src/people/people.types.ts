import { Field, Float, InputType, ObjectType } from '@nestjs/graphql';
import { InputRule } from '@tempo/graphql';

/** A reason a person is flagged (001 §3.1 flags). */
@ObjectType()
export class FlaggedReason {
  @Field(() => String) reason!: string;
  @Field(() => String, { nullable: true }) note?: string | null;
  @Field(() => String, { nullable: true }) createdAt?: string | null;
}

@InputType()
export class FlaggedReasonInput {
  @InputRule({ maxLength: 60 }) @Field(() => String) reason!: string;
  @InputRule({ maxLength: 500 }) @Field(() => String, { nullable: true }) note?: string | null;
}

/** A custom attribute of a person: a name of the business's clientCustomAttributes and its value. */
@ObjectType()
export class CustomAttribute {
  @Field(() => String) name!: string;
  @Field(() => String) value!: string;
}

@InputType()
export class CustomAttributeInput {
  @InputRule({ maxLength: 100 }) @Field(() => String) name!: string;
  @InputRule({ maxLength: 1000 }) @Field(() => String) value!: string;
}

@ObjectType()
export class StaffCategorizedTags {
  @Field(() => String) category!: string;
  @Field(() => [String]) tags!: string[];
}

@InputType()
export class StaffCategorizedTagsInput {
  @InputRule({ maxLength: 60 }) @Field(() => String) category!: string;
  @InputRule({ maxLength: 60, maxItems: 100 }) @Field(() => [String]) tags!: string[];
}

/** What a staff member is paid per service (001 §3.1 staffServiceRates); amounts in minor units. */
@ObjectType()
export class StaffServiceRate {
  @Field(() => [String]) services!: string[];
  @Field(() => [String]) locations!: string[];
  @Field(() => String) rateType!: string;
  @Field(() => Float) amount!: number;
  @Field(() => String, { nullable: true }) currency?: string | null;
  @Field(() => Float, { nullable: true }) bonusAmount?: number | null;
  @Field(() => Float, { nullable: true }) bonusThreshold?: number | null;
  @Field(() => Float, { nullable: true }) bonusCeiling?: number | null;
  @Field(() => Boolean) countNoShows!: boolean;
  @Field(() => Boolean) countCancel!: boolean;
  @Field(() => Boolean) countLateCancel!: boolean;
  @Field(() => Boolean) countLocationClosures!: boolean;
  @Field(() => Boolean) countStaffCancel!: boolean;
}

@InputType()
export class StaffServiceRateInput {
  @InputRule({ maxLength: 64, maxItems: 200 }) @Field(() => [String]) services!: string[];
  @InputRule({ maxLength: 64, maxItems: 200 })
  @Field(() => [String], { nullable: true })
  locations?: string[];
  @InputRule({ maxLength: 40 }) @Field(() => String) rateType!: string;
  @InputRule({ min: 0 }) @Field(() => Float) amount!: number;
  @InputRule({ maxLength: 3 }) @Field(() => String, { nullable: true }) currency?: string | null;
  @InputRule({ min: 0 }) @Field(() => Float, { nullable: true }) bonusAmount?: number | null;
  @InputRule({ min: 0 }) @Field(() => Float, { nullable: true }) bonusThreshold?: number | null;
  @InputRule({ min: 0 }) @Field(() => Float, { nullable: true }) bonusCeiling?: number | null;
  @Field(() => Boolean, { nullable: true }) countNoShows?: boolean;
  @Field(() => Boolean, { nullable: true }) countCancel?: boolean;
  @Field(() => Boolean, { nullable: true }) countLateCancel?: boolean;
  @Field(() => Boolean, { nullable: true }) countLocationClosures?: boolean;
  @Field(() => Boolean, { nullable: true }) countStaffCancel?: boolean;
}

@ObjectType()
export class StaffCommissionRate {
  @Field(() => [String]) services!: string[];
  @Field(() => String) rateType!: string;
  @Field(() => Float) amount!: number;
}

@InputType()
export class StaffCommissionRateInput {
  @InputRule({ maxLength: 64, maxItems: 200 }) @Field(() => [String]) services!: string[];
  @InputRule({ maxLength: 40 }) @Field(() => String) rateType!: string;
  @InputRule({ min: 0 }) @Field(() => Float) amount!: number;
}
