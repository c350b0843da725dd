import { ArgsType, Field, ID, InputType } from '@nestjs/graphql';
import { InputRule } from '@tempo/graphql';
import { PEOPLE_LIMITS } from '@tempo/people-rules';

const DEP = { maxLength: PEOPLE_LIMITS.dependentName };

/** A dependent as a registration or a parent adds one (001 §3.16, §5.2). */
@InputType()
export class DependentInput {
  @InputRule(DEP) @Field(() => String) firstName!: string;
  @InputRule(DEP) @Field(() => String) lastName!: string;
  @InputRule({ maxLength: 40 }) @Field(() => String, { nullable: true }) gender?: string | null;
  @InputRule({ maxLength: 10 })
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  birthdate?: string | null;
  @InputRule({ maxLength: 254 }) @Field(() => String, { nullable: true }) email?: string | null;
  @InputRule({ maxLength: 20000, multiline: true })
  @Field(() => String, { nullable: true, description: 'JSON keyed by field name' })
  leadCaptureFields?: string | null;
}

@ArgsType()
export class SelfUpdateAddressArgs {
  @Field(() => ID) business!: string;
  @Field(() => ID, { nullable: true, description: 'Themself or a dependent; default themself' }) id?:
    string | null;
  @InputRule({ maxLength: 200 }) @Field(() => String, { nullable: true }) street?: string | null;
  @InputRule({ maxLength: 20 }) @Field(() => String, { nullable: true }) zipCode?: string | null;
  @InputRule({ maxLength: 200 }) @Field(() => String, { nullable: true }) city?: string | null;
  @InputRule({ maxLength: 200 }) @Field(() => String, { nullable: true }) state?: string | null;
  @InputRule({ maxLength: 2 }) @Field(() => String, { nullable: true }) country?: string | null;
}
