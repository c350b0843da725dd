import { Directive, Field, ID, ObjectType } from '@nestjs/graphql';
import { MutationResponse } from '@tempo/graphql';
import {
  CustomAttribute,
  FlaggedReason,
  StaffCategorizedTags,
  StaffCommissionRate,
  StaffServiceRate,
} from './people.types';

/**
 * A person of a business, client or staff (001 §3.1), a federated entity
 * owned by people: other subgraphs return `{ __typename: "People", id }` and
 * may add fields (scheduling: staff hours and events; billing: credits,
 * subscriptions, invoices, paymentInfo). Family lists are resolved by the
 * family resolver; personal details are shown to those allowed to see them.
 */
@ObjectType()
@Directive('@key(fields: "id")')
export class People {
  @Field(() => ID) id!: string;
  @Field(() => ID) business!: string;
  @Field(() => String, { description: 'First name, middle initial and last name' }) name!: string;
  @Field(() => String) firstName!: string;
  @Field(() => String, { nullable: true }) middleName?: string | null;
  @Field(() => String) lastName!: string;
  @Field(() => String, { nullable: true }) profilePhoto?: string | null;
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field(() => String, { nullable: true, description: 'The address on one line' }) address?: string | null;
  @Field(() => String, { nullable: true }) street?: string | null;
  @Field(() => String, { nullable: true }) city?: string | null;
  @Field(() => String, { nullable: true }) state?: string | null;
  @Field(() => String, { nullable: true }) zipCode?: string | null;
  @Field(() => String, { nullable: true }) country?: string | null;
  @Field(() => [String]) phones!: string[];
  @Field(() => String, { nullable: true }) primaryPhone?: string | null;
  @Field(() => Boolean) photoRelease!: boolean;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) birthdate?: string | null;
  @Field(() => String, { nullable: true }) gender?: string | null;
  @Field(() => String, { nullable: true }) status?: string | null;
  @Field(() => [String]) tags!: string[];
  @Field(() => [FlaggedReason]) flags!: FlaggedReason[];
  @Field(() => [CustomAttribute]) customAttributes!: CustomAttribute[];
  @Field(() => String, { nullable: true }) timezone?: string | null;
  @Field(() => [String]) notificationOptOuts!: string[];
  @Field(() => [String]) smsNotificationOptOuts!: string[];
  @Field(() => Boolean) disableAllSmsNotifications!: boolean;
  @Field(() => Boolean) marketingEmailDisabled!: boolean;
  @Field(() => String, { nullable: true, description: 'JSON, keyed by field name' })
  leadCaptureFields?: string | null;
  @Field(() => String) joinedAt!: string;
  @Field(() => String, { nullable: true }) newMemberAt?: string | null;
  @Field(() => String, { nullable: true }) memberLostAt?: string | null;
  @Field(() => String, { nullable: true }) hiddenAt?: string | null;
  @Field(() => String) createdAt!: string;
  @Field(() => Number, { description: 'Raised by every change (optimistic concurrency)' }) version!: number;
  // staff
  @Field(() => String, { nullable: true }) staffRole?: string | null;
  @Field(() => String, { nullable: true }) staffSecondaryAttribute?: string | null;
  @Field(() => String, { nullable: true }) staffBio?: string | null;
  @Field(() => [StaffCategorizedTags]) staffCategorizedTags!: StaffCategorizedTags[];
  @Field(() => [StaffServiceRate], { nullable: true, description: 'Null unless the viewer may see pay' })
  staffServiceRates?: StaffServiceRate[] | null;
  @Field(() => [StaffCommissionRate], { nullable: true, description: 'Null unless the viewer may see pay' })
  staffCommissionRates?: StaffCommissionRate[] | null;
  @Field(() => Boolean) visibleByVisitors!: boolean;
  @Field(() => Boolean) visibleByClients!: boolean;
  @Field(() => Boolean) deactivated!: boolean;
  @Field(() => String, { nullable: true }) staffOnlineId?: string | null;
  @Field(() => String, { nullable: true }) staffEmployeeId?: string | null;
  @Field(() => Boolean) staffInternalVideoConfEnabled!: boolean;
  @Field(() => Boolean) staffNotificationEmailDisabled!: boolean;
  @Field(() => String, { nullable: true }) staffCalendarColor?: string | null;
  @Field(() => Boolean) canSeeStaffRatesAndProcessPayroll!: boolean;
  @Field(() => Boolean) canUpdateStaffRates!: boolean;
  @Field(() => Boolean) canSeeOwnClientsPersonalInfo!: boolean;
  @Field(() => Boolean) canTakeOwnAttendance!: boolean;
  @Field(() => Boolean) canCreateOwnClientsClientComments!: boolean;
  @Field(() => Boolean) canUpdateOwnAppointments!: boolean;
  @Field(() => Boolean) canCancelOwnAppointments!: boolean;
  @Field(() => Boolean) canCancelOwnSessions!: boolean;
}

/** createPeople and updatePeople: status, error and the person written. */
@ObjectType()
export class PeopleResult extends MutationResponse {
  @Field(() => People, { nullable: true }) people?: People | null;
}

/** selfUpdatePeople and selfUpdateAddress: status, error and the signed-in person. */
@ObjectType()
export class MyselfResult extends MutationResponse {
  @Field(() => People, { nullable: true }) myself?: People | null;
}

/** selfAddDependent: status, error and the new dependent. */
@ObjectType()
export class DependentResult extends MutationResponse {
  @Field(() => People, { nullable: true }) dependent?: People | null;
}

/** paginatedPeople: a page and the cursor of the next one (null at the end). */
@ObjectType()
export class PaginatedPeople {
  @Field(() => [People]) people!: People[];
  @Field(() => String, { nullable: true }) cursor?: string | null;
}

/** deletePeople and invite: status and error. */
@ObjectType()
export class PeopleStatusResult extends MutationResponse {}
