import { Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { InputRule, MutationResponse } from '@tempo/graphql';

const ID_LIST = (maxItems: number) => ({ maxItems, maxLength: 36 });

@InputType({
  description:
    "A session event (one, or a recurring series from rrule in the event's zone): sessionId, startAt and endAt are required",
})
export class SessionEventInput {
  @Field(() => ID, { nullable: true }) sessionId?: string | null;
  @InputRule({ maxLength: 200 })
  @Field(() => String, { nullable: true, description: "The session's name by default" })
  name?: string | null;
  @Field(() => String, { nullable: true, description: 'ISO instant with offset' }) startAt?: string | null;
  @Field(() => String, { nullable: true, description: 'ISO instant with offset' }) endAt?: string | null;
  @InputRule({ maxLength: 1000, multiline: true })
  @Field(() => String, {
    nullable: true,
    description: 'RFC 5545 rule, e.g. FREQ=WEEKLY;BYDAY=TU; without UNTIL or COUNT it ends with the session',
  })
  rrule?: string | null;
  @Field(() => ID, { nullable: true }) locationId?: string | null;
  @Field(() => ID, { nullable: true }) roomId?: string | null;
  @InputRule(ID_LIST(20))
  @Field(() => [ID], { nullable: true, description: "The session's staff by default" })
  staffIds?: string[] | null;
  @Field(() => Int, { nullable: true, description: 'Places; none: as many as enrol' }) capacity?:
    number | null;
  @Field(() => Boolean, { nullable: true, description: 'Clients wait in line when it is full' })
  waitlistEnabled?: boolean | null;
  @InputRule({ maxLength: 5000, multiline: true }) @Field(() => String, { nullable: true }) note?:
    string | null;
  @InputRule({ maxLength: 32 }) @Field(() => String, { nullable: true }) calendarColor?: string | null;
}

@InputType({ description: 'Changes to a session event: the fields given replace the stored ones' })
export class UpdateSessionEventInput {
  @Field(() => ID) id!: string;
  @Field(() => Int, { nullable: true, description: 'The version read; a change made meanwhile refuses' })
  expectedVersion?: number | null;
  @InputRule({ maxLength: 200 }) @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) startAt?: string | null;
  @Field(() => String, { nullable: true }) endAt?: string | null;
  @Field(() => ID, { nullable: true }) locationId?: string | null;
  @Field(() => ID, { nullable: true }) roomId?: string | null;
  @InputRule(ID_LIST(20)) @Field(() => [ID], { nullable: true }) staffIds?: string[] | null;
  @Field(() => Int, { nullable: true }) capacity?: number | null;
  @Field(() => Boolean, { nullable: true }) waitlistEnabled?: boolean | null;
  @InputRule({ maxLength: 5000, multiline: true }) @Field(() => String, { nullable: true }) note?:
    string | null;
  @InputRule({ maxLength: 32 }) @Field(() => String, { nullable: true }) calendarColor?: string | null;
}

@InputType({
  description:
    'An enrolment in a session (001 §5.5): clientIds, planName, serviceId and sessionId are required; FULL_SESSION and SUBSCRIPTION enrol into every upcoming event, DROP_IN and DROP_IN_PRE_ENROLL into eventIds',
})
export class EnrolmentInput {
  @InputRule(ID_LIST(200)) @Field(() => [ID], { nullable: true }) clientIds?: string[] | null;
  @InputRule({ maxLength: 200 }) @Field(() => String, { nullable: true }) planName?: string | null;
  @Field(() => ID, { nullable: true }) serviceId?: string | null;
  @Field(() => ID, { nullable: true }) sessionId?: string | null;
  @InputRule(ID_LIST(400)) @Field(() => [ID], { nullable: true }) eventIds?: string[] | null;
  @InputRule({ maxLength: 40 })
  @Field(() => String, {
    nullable: true,
    description: 'DROP_IN, DROP_IN_PRE_ENROLL, SUBSCRIPTION or FULL_SESSION (default; DROP_IN with eventIds)',
  })
  enrollmentType?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Enrol although a client is outside the age range' })
  allowAgeOverride?: boolean | null;
  @Field(() => Boolean, {
    nullable: true,
    description: 'Wait in line for a full event that keeps a waitlist',
  })
  joinWaitlist?: boolean | null;
}

@ObjectType({ description: "Leaving a session's waitlists through the unsubscribe link" })
export class SessionWaitlistUnsubscribeResult extends MutationResponse {
  @Field(() => Int, { nullable: true, description: 'How many waitlists the client left' }) left?:
    number | null;
}
