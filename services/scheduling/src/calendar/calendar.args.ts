import { ArgsType, Field, Int } from '@nestjs/graphql';

export const FROM = 'A local date YYYY-MM-DD in the business zone (from its midnight)';
export const TO = 'A local date YYYY-MM-DD in the business zone (up to the midnight after it)';
const STATUS = 'Only events with these statuses (EVENT_STATUS_*); default: every status but deleted';
const LIMIT = 'How many events, 1 to 1000 (default 200)';
const STAFF_ONLY = 'Only the events where they are the primary staff';

const limitField = () => Field(() => Int, { nullable: true, description: LIMIT });
const dateField = (description: string) => Field(() => String, { nullable: true, description });
const statusField = () => Field(() => [String], { nullable: true, description: STATUS });

/** A client's schedule, staff side or their own: limit, a window of local dates, statuses, without dependents. */
@ArgsType()
export class ClientScheduleArgs {
  @limitField() limit?: number | null;
  @dateField(FROM) fromDate?: string | null;
  @dateField(TO) toDate?: string | null;
  @statusField() status?: string[] | null;
  @Field(() => Boolean, { nullable: true, description: 'Leave out the dependents’ events' })
  clientOnly?: boolean | null;
}

/** A staff member's schedule, staff side or their own: limit, a window of local dates, primary only, statuses. */
@ArgsType()
export class StaffScheduleArgs {
  @limitField() limit?: number | null;
  @dateField(FROM) fromDate?: string | null;
  @dateField(TO) toDate?: string | null;
  @Field(() => Boolean, { nullable: true, description: STAFF_ONLY }) staffOnly?: boolean | null;
  @statusField() status?: string[] | null;
}

/** The events of people: a window of local dates and how many. */
@ArgsType()
export class PeopleEventsArgs {
  @dateField(FROM) fromDate?: string | null;
  @dateField(TO) toDate?: string | null;
  @limitField() limit?: number | null;
}
