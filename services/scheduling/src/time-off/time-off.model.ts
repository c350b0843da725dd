import { Field, ID, InputType, ObjectType } from '@nestjs/graphql';
import { MutationResponse } from '@tempo/graphql';

@ObjectType({ description: 'A staff member named by a time off request: id and name' })
export class TimeOffPerson {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
}

@ObjectType({ description: 'An event of the calendar a time off overlaps' })
export class OverlappingEvent {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String) startAt!: string;
  @Field(() => String) endAt!: string;
}

@ObjectType({ description: "A staff member's time off request (001 §4.1)" })
export class TimeOffRequest {
  @Field(() => ID) id!: string;
  @Field(() => TimeOffPerson) requester!: TimeOffPerson;
  @Field(() => String, { nullable: true }) category!: string | null;
  @Field(() => String, { nullable: true }) note!: string | null;
  @Field(() => String, { description: 'ISO instant' }) startAt!: string;
  @Field(() => String, { description: 'ISO instant (excluded)' }) endAt!: string;
  @Field(() => Boolean) allDay!: boolean;
  @Field(() => String, { description: "The requester's zone" }) timezone!: string;
  @Field(() => String, { description: 'SUBMITTED, APPROVED, CANCELLED or REJECTED' }) status!: string;
  @Field(() => String, { nullable: true, description: 'PENDING_PROCESSING, PROCESSING or COMPLETED' })
  processStatus!: string | null;
  @Field(() => TimeOffPerson, { nullable: true }) reviewer!: TimeOffPerson | null;
  @Field(() => String, { nullable: true }) reviewedAt!: string | null;
  @Field(() => String, { nullable: true }) reviewNote!: string | null;
  @Field(() => [OverlappingEvent]) overlappingEvents!: OverlappingEvent[];
  @Field(() => String, { description: '"<requester>\'s time off request"' }) title!: string;
}

@InputType({
  description:
    'A time off: startAt and endAt instants, or with allDay local dates (YYYY-MM-DD, both included) in the business zone',
})
export class TimeOffRequestInput {
  @Field(() => String, { nullable: true }) startAt?: string | null;
  @Field(() => String, { nullable: true }) endAt?: string | null;
  @Field(() => Boolean, { nullable: true }) allDay?: boolean | null;
  @Field(() => String, { nullable: true }) category?: string | null;
  @Field(() => String, { nullable: true }) note?: string | null;
}

@InputType({
  description: 'Changes to a submitted time off request: the fields given replace the stored ones',
})
export class UpdateTimeOffRequestInput extends TimeOffRequestInput {
  @Field(() => ID) id!: string;
}

@ObjectType()
export class TimeOffRequestResult extends MutationResponse {
  @Field(() => TimeOffRequest, { nullable: true }) request?: TimeOffRequest | null;
}
