import { ArgsType, Field, ID, Int } from '@nestjs/graphql';
import { InputRule } from '@tempo/graphql';
import { PEOPLE_LIMITS } from '@tempo/people-rules';
import {
  CustomAttributeInput,
  FlaggedReasonInput,
  StaffCategorizedTagsInput,
  StaffCommissionRateInput,
  StaffServiceRateInput,
} from './people.types';

const NAME = { maxLength: PEOPLE_LIMITS.accountHolderName };
const TEXT = { maxLength: 200 };
const LIST = { maxLength: PEOPLE_LIMITS.tagLength, maxItems: PEOPLE_LIMITS.maxTags };

/** The contact and profile fields a person's own form edits (client and staff self forms). */
@ArgsType()
export class ContactArgs {
  @InputRule(NAME) @Field(() => String, { nullable: true }) firstName?: string | null;
  @InputRule(NAME) @Field(() => String, { nullable: true }) middleName?: string | null;
  @InputRule(NAME) @Field(() => String, { nullable: true }) lastName?: string | null;
  @InputRule({ maxLength: 254 }) @Field(() => String, { nullable: true }) email?: string | null;
  @InputRule({ maxLength: 30, maxItems: 5 }) @Field(() => [String], { nullable: true }) phones?:
    string[] | null;
  @InputRule(TEXT) @Field(() => String, { nullable: true }) street?: string | null;
  @InputRule(TEXT) @Field(() => String, { nullable: true }) city?: string | null;
  @InputRule(TEXT) @Field(() => String, { nullable: true }) state?: string | null;
  @InputRule({ maxLength: 20 }) @Field(() => String, { nullable: true }) zipCode?: string | null;
  @InputRule({ maxLength: 2 }) @Field(() => String, { nullable: true }) country?: string | null;
  @InputRule({ maxLength: 10 })
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  birthdate?: string | null;
  @InputRule({ maxLength: 40 }) @Field(() => String, { nullable: true }) gender?: string | null;
  @InputRule({ maxLength: 64 }) @Field(() => String, { nullable: true }) timezone?: string | null;
  @InputRule({ maxLength: 2048 }) @Field(() => String, { nullable: true }) profilePhoto?: string | null;
  @InputRule({ maxLength: 60, maxItems: 100 })
  @Field(() => [String], { nullable: true })
  notificationOptOuts?: string[] | null;
  @InputRule({ maxLength: 60, maxItems: 100 })
  @Field(() => [String], { nullable: true })
  smsNotificationOptOuts?: string[] | null;
  @Field(() => Boolean, { nullable: true }) disableAllSmsNotifications?: boolean | null;
  @Field(() => Boolean, { nullable: true }) marketingEmailDisabled?: boolean | null;
  @InputRule({ maxLength: 60 }) @Field(() => String, { nullable: true }) staffOnlineId?: string | null;
  @Field(() => Boolean, { nullable: true }) staffNotificationEmailDisabled?: boolean | null;
}

/** Every field staff edit on a person (client and staff forms, 001 §7.1). */
@ArgsType()
export class PeopleFieldsArgs extends ContactArgs {
  @Field(() => Boolean, { nullable: true }) photoRelease?: boolean | null;
  @InputRule({ maxLength: 60 }) @Field(() => String, { nullable: true }) status?: string | null;
  @InputRule(LIST) @Field(() => [String], { nullable: true }) tags?: string[] | null;
  @InputRule({ maxItems: 20 })
  @Field(() => [FlaggedReasonInput], { nullable: true })
  flags?: FlaggedReasonInput[] | null;
  @InputRule({ maxItems: 100 })
  @Field(() => [CustomAttributeInput], { nullable: true })
  customAttributes?: CustomAttributeInput[] | null;
  @Field(() => String, { nullable: true }) newMemberAt?: string | null;
  @Field(() => String, { nullable: true }) memberLostAt?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Hides the person from lists (hiddenAt)' })
  hidden?: boolean | null;
  @InputRule({ maxItems: PEOPLE_LIMITS.maxDependents, maxLength: 36 })
  @Field(() => [ID], { nullable: true, description: 'Account managers (guardians, payers) of this person' })
  accountManagerIds?: string[] | null;
  @InputRule({ maxItems: PEOPLE_LIMITS.maxDependents, maxLength: 36 })
  @Field(() => [ID], { nullable: true })
  dependentIds?: string[] | null;
  @InputRule({ maxItems: PEOPLE_LIMITS.maxDependents, maxLength: 36 })
  @Field(() => [ID], { nullable: true })
  peerIds?: string[] | null;
  // staff
  @InputRule({ maxLength: 40 }) @Field(() => String, { nullable: true }) staffRole?: string | null;
  @InputRule({ maxLength: 60 }) @Field(() => String, { nullable: true }) staffSecondaryAttribute?:
    string | null;
  @InputRule({ maxLength: PEOPLE_LIMITS.bio, multiline: true })
  @Field(() => String, { nullable: true })
  staffBio?: string | null;
  @InputRule({ maxItems: 20 })
  @Field(() => [StaffCategorizedTagsInput], { nullable: true })
  staffCategorizedTags?: StaffCategorizedTagsInput[] | null;
  @InputRule({ maxItems: 200 })
  @Field(() => [StaffServiceRateInput], { nullable: true })
  staffServiceRates?: StaffServiceRateInput[] | null;
  @InputRule({ maxItems: 200 })
  @Field(() => [StaffCommissionRateInput], { nullable: true })
  staffCommissionRates?: StaffCommissionRateInput[] | null;
  @Field(() => Boolean, { nullable: true }) visibleByVisitors?: boolean | null;
  @Field(() => Boolean, { nullable: true }) visibleByClients?: boolean | null;
  @Field(() => Boolean, { nullable: true }) deactivated?: boolean | null;
  @InputRule({ maxLength: 60 }) @Field(() => String, { nullable: true }) staffEmployeeId?: string | null;
  @Field(() => Boolean, { nullable: true }) staffInternalVideoConfEnabled?: boolean | null;
  @InputRule({ maxLength: 9 }) @Field(() => String, { nullable: true }) staffCalendarColor?: string | null;
  @Field(() => Boolean, { nullable: true }) canSeeStaffRatesAndProcessPayroll?: boolean | null;
  @Field(() => Boolean, { nullable: true }) canUpdateStaffRates?: boolean | null;
  @Field(() => Boolean, { nullable: true }) canSeeOwnClientsPersonalInfo?: boolean | null;
  @Field(() => Boolean, { nullable: true }) canTakeOwnAttendance?: boolean | null;
  @Field(() => Boolean, { nullable: true }) canCreateOwnClientsClientComments?: boolean | null;
  @Field(() => Boolean, { nullable: true }) canUpdateOwnAppointments?: boolean | null;
  @Field(() => Boolean, { nullable: true }) canCancelOwnAppointments?: boolean | null;
  @Field(() => Boolean, { nullable: true }) canCancelOwnSessions?: boolean | null;
}

@ArgsType()
export class CreatePeopleArgs extends PeopleFieldsArgs {
  @Field(() => ID) business!: string;
}

@ArgsType()
export class UpdatePeopleArgs extends PeopleFieldsArgs {
  @Field(() => ID) business!: string;
  @Field(() => ID) id!: string;
  @InputRule({ maxLength: 2048 })
  @Field(() => String, { nullable: true, description: 'The picture variant: a new profile photo URL' })
  newProfilePhotoUrl?: string | null;
  @Field(() => Int, { nullable: true, description: 'Refused when the person changed since this version' })
  expectedVersion?: number | null;
}

/** selfUpdatePeople: the signed-in person's own fields (a client's leadCaptureFields too). */
@ArgsType()
export class SelfUpdatePeopleArgs extends ContactArgs {
  @Field(() => ID) business!: string;
  @Field(() => ID, { nullable: true, description: 'A dependent of the signed-in person; default themself' })
  id?: string | null;
  @InputRule({ maxLength: 20000, multiline: true })
  @Field(() => String, { nullable: true, description: 'JSON keyed by field name' })
  leadCaptureFields?: string | null;
}
