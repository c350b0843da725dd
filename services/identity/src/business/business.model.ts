import { ArgsType, Directive, Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { CREATE_BUSINESS_REQUIRED } from '@tempo/contracts';
import { InputRule, MutationResponse } from '@tempo/graphql';
import { inputType, outputType } from './business-field-types';
import { WidgetLinkInput } from './business.types';
import { BUSINESS_FIELDS, SELF_EDITABLE, SUPER_EDITABLE } from './business-fields';
import { BusinessField, LIMITS, ruleOf } from './rules/field-rules';

/**
 * The business record (000 §3.1). Its settings fields come from the
 * catalogue in rules/business-field-catalogue.ts; fields the caller may not read are null.
 */
@ObjectType()
@Directive('@key(fields: "name")')
export class Business {
  @Field(() => ID) name!: string;
  @Field(() => String, { nullable: true }) createdAt?: string | null;
  @Field(() => Int, {
    nullable: true,
    description: 'Activities in the last day (business lists, superusers)',
  })
  activitiesLast1d?: number | null;
  @Field(() => Int, { nullable: true }) activitiesLast7d?: number | null;
  @Field(() => Int, { nullable: true }) activitiesLast30d?: number | null;
  @Field(() => String, {
    nullable: true,
    description:
      "The business's own subscription state for the trial and overdue notices (000 §4.7): TRIAL_ENDED, OVERDUE or null. Visible to the business's members.",
  })
  billingWarning?: string | null;
  [field: string]: unknown;
}

for (const fd of BUSINESS_FIELDS) Field(outputType(fd), { nullable: true })(Business.prototype, fd.name);

/** Declares a catalogue field as an argument of an args class, with its input rule. */
const argument = (target: object, fd: BusinessField, nullable: boolean) => {
  Field(inputType(fd), { nullable })(target, fd.name);
  const rule = ruleOf(fd);
  if (rule) InputRule(rule)(target, fd.name);
};

@ObjectType()
export class BusinessResult extends MutationResponse {
  @Field(() => Business, { nullable: true }) business?: Business | null;
}

@ObjectType()
export class StatusResult extends MutationResponse {}

@ObjectType()
export class BusinessNameRef {
  @Field(() => ID) name!: string;
}

@ObjectType()
export class BusinessNameAvailability {
  @Field(() => Boolean) available!: boolean;
}

@ObjectType()
export class BusinessProgress {
  @Field(() => Boolean) hasBusinessSettings!: boolean;
  @Field(() => Boolean) hasLocations!: boolean;
  @Field(() => Boolean) hasServices!: boolean;
  @Field(() => Boolean) hasStaff!: boolean;
  @Field(() => Boolean) hasClients!: boolean;
  @Field(() => Boolean) hasPayment!: boolean;
  @Field(() => Boolean) hasPaymentMethod!: boolean;
  @Field(() => Boolean) hasClientNotifications!: boolean;
  @Field(() => Boolean) showPaymentWarning!: boolean;
  @Field(() => Boolean) showActivePaymentWarning!: boolean;
}

/** selfUpdateBusiness: `business` plus the owner-editable subset (000 §7.4). */
@ArgsType()
export class SelfUpdateBusinessArgs {
  @Field(() => ID) business!: string;
  [field: string]: unknown;
}
for (const fd of SELF_EDITABLE) argument(SelfUpdateBusinessArgs.prototype, fd, true);

const REQUIRED_ON_UPDATE = [
  'notificationsEnabled',
  'notificationsEnabledOwnersOnly',
  'internalVideoConfEnabled',
];

/** updateBusiness (superusers): every setting; three flags are required (000 §5). */
@ArgsType()
export class UpdateBusinessArgs {
  @Field(() => ID) business!: string;
  @Field(() => Boolean, {
    nullable: true,
    description: "The 'plus' switch: turns crmEnabled and marketingPlusEnabled on or off together",
  })
  plus?: boolean | null;
  [field: string]: unknown;
}
for (const fd of SUPER_EDITABLE)
  argument(UpdateBusinessArgs.prototype, fd, !REQUIRED_ON_UPDATE.includes(fd.name));

/** createBusiness (superusers): name plus the required settings; any other setting optional. */
@ArgsType()
export class CreateBusinessArgs {
  @Field(() => ID) name!: string;
  @InputRule({ maxLength: LIMITS.email })
  @Field(() => String, { nullable: true, description: 'E-mail of the owner to create or attach' })
  ownerEmail?: string | null;
  @InputRule({ maxLength: LIMITS.accountHolderName })
  @Field(() => String, { nullable: true })
  ownerFirstName?: string | null;
  @InputRule({ maxLength: LIMITS.accountHolderName })
  @Field(() => String, { nullable: true })
  ownerLastName?: string | null;
  [field: string]: unknown;
}
for (const fd of SUPER_EDITABLE)
  argument(
    CreateBusinessArgs.prototype,
    fd,
    !(CREATE_BUSINESS_REQUIRED as readonly string[]).includes(fd.name),
  );

@ArgsType()
export class SelfRegisterBusinessArgs {
  @InputRule({ maxLength: LIMITS.accountHolderName }) @Field(() => String) firstName!: string;
  @InputRule({ maxLength: LIMITS.accountHolderName }) @Field(() => String) lastName!: string;
  @InputRule({ maxLength: LIMITS.email }) @Field(() => String, { description: 'Email' }) email!: string;
  @Field(() => String) phoneNumber!: string;
  @Field(() => ID) business!: string;
  @InputRule({ maxLength: LIMITS.fullName }) @Field(() => String) businessFullName!: string;
  @InputRule({ url: true }) @Field(() => String) businessWebsite!: string;
  @Field(() => String) country!: string;
  @Field(() => String) locale!: string;
  @Field(() => String, { nullable: true }) prospectActiveStudents?: string | null;
  @Field(() => String, { nullable: true }) prospectActiveLocations?: string | null;
  @Field(() => String, { nullable: true }) prospectCurrentSoftware?: string | null;
  @InputRule({ maxLength: LIMITS.text, multiline: true })
  @Field(() => String, { nullable: true })
  prospectPainPoints?: string | null;
}

@ArgsType()
export class AddBusinessLinkArgs {
  @Field(() => ID) business!: string;
  @Field(() => WidgetLinkInput) widgetLink!: WidgetLinkInput;
}
