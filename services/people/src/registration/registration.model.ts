import { Field, ID, InputType, ObjectType } from '@nestjs/graphql';
import { InputRule, MutationResponse } from '@tempo/graphql';
import { PEOPLE_LIMITS } from '@tempo/people-rules';
import { DependentInput } from '../self/self.args';

const NAME = { maxLength: PEOPLE_LIMITS.accountHolderName };
const TEXT = { maxLength: 200 };

/** Self-registration and lead capture (001 §3.16). */
@InputType()
export class SelfRegisterInput {
  @Field(() => ID) business!: string;
  @InputRule({ maxLength: 254 }) @Field(() => String) email!: string;
  @InputRule({ maxLength: 128 }) @Field(() => String, { nullable: true }) password?: string | null;
  @InputRule(NAME) @Field(() => String) firstName!: string;
  @InputRule(NAME) @Field(() => String) lastName!: string;
  @InputRule(NAME) @Field(() => String, { nullable: true }) middleName?: string | null;
  @InputRule({ maxLength: 30, maxItems: 5 }) @Field(() => [String], { nullable: true }) phones?:
    string[] | null;
  @InputRule(TEXT) @Field(() => String, { nullable: true }) street?: string | null;
  @InputRule({ maxLength: 20 }) @Field(() => String, { nullable: true }) zipCode?: string | null;
  @InputRule(TEXT) @Field(() => String, { nullable: true }) city?: string | null;
  @InputRule(TEXT) @Field(() => String, { nullable: true }) state?: string | null;
  @InputRule({ maxLength: 2 }) @Field(() => String, { nullable: true }) country?: string | null;
  @InputRule({ maxLength: 10 }) @Field(() => String, { nullable: true }) birthdate?: string | null;
  @InputRule({ maxLength: 64 }) @Field(() => String, { nullable: true }) timezone?: string | null;
  @InputRule({ maxLength: 40 }) @Field(() => String, { nullable: true }) gender?: string | null;
  @InputRule({ maxLength: 2048 }) @Field(() => String, { nullable: true }) profilePhoto?: string | null;
  @InputRule({ maxItems: PEOPLE_LIMITS.maxDependents })
  @Field(() => [DependentInput], { nullable: true })
  dependents?: DependentInput[] | null;
  @InputRule({ maxLength: 20000, multiline: true })
  @Field(() => String, { nullable: true, description: 'JSON keyed by field name' })
  leadCaptureFields?: string | null;
  @InputRule({ maxLength: 60 }) @Field(() => String, { nullable: true }) clientStatus?: string | null;
  @InputRule({ maxLength: 60, maxItems: 20 }) @Field(() => [String], { nullable: true }) clientTags?:
    string[] | null;
  @InputRule({ maxLength: 4000 })
  @Field(() => String, { nullable: true, description: 'JSON of the utm_* parameters' })
  utmParameters?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'A lead-capture form: a prospect, no sign-in' })
  leadForm?: boolean | null;
}

@ObjectType()
export class RegisteredDependent {
  @Field(() => ID) id!: string;
}

@ObjectType()
export class RegisteredPerson {
  @Field(() => ID) id!: string;
  @Field(() => [RegisteredDependent]) dependents!: RegisteredDependent[];
}

/** selfRegister: status 'ok' or 'error' with the text, and who was registered. */
@ObjectType()
export class SelfRegisterResult extends MutationResponse {
  @Field(() => RegisteredPerson, { nullable: true }) myself?: RegisteredPerson | null;
}
