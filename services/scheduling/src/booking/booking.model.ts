import { Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { InputRule, MutationResponse } from '@tempo/graphql';
import { Event, EventsResult } from '../calendar/event.model';

@InputType({
  description:
    'A staff-side booking (001 §5.5): clientIds, locationId, planName, serviceId, staffId and startAt are required; ' +
    "endAt defaults to the service's duration; rrule makes a recurring appointment in the event's zone",
})
export class AppointmentInput {
  @InputRule({ maxItems: 50, maxLength: 36 })
  @Field(() => [ID], { nullable: true })
  clientIds?: string[] | null;
  @Field(() => ID, { nullable: true }) locationId?: string | null;
  @Field(() => ID, { nullable: true }) roomId?: string | null;
  @InputRule({ maxLength: 200 }) @Field(() => String, { nullable: true }) planName?: string | null;
  @Field(() => ID, { nullable: true }) serviceId?: string | null;
  @Field(() => ID, { nullable: true }) staffId?: string | null;
  @Field(() => String, { nullable: true, description: 'ISO instant with offset' }) startAt?: string | null;
  @Field(() => String, {
    nullable: true,
    description: "ISO instant with offset; default startAt + the service's duration",
  })
  endAt?: string | null;
  @InputRule({ maxLength: 1000, multiline: true })
  @Field(() => String, { nullable: true, description: 'RFC 5545 rule, e.g. FREQ=WEEKLY;BYDAY=TU;COUNT=10' })
  rrule?: string | null;
  @InputRule({ maxLength: 5000, multiline: true }) @Field(() => String, { nullable: true }) note?:
    string | null;
  @InputRule({ maxLength: 32 }) @Field(() => String, { nullable: true }) calendarColor?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Book although a client is outside the age range' })
  allowAgeOverride?: boolean | null;
  @Field(() => Boolean, {
    nullable: true,
    description:
      'The staff know a client is in another event then (the booking goes ahead either way, with the warning)',
  })
  allowOverlap?: boolean | null;
  @Field(() => Boolean, { nullable: true }) doNotNotify?: boolean | null;
}

@ObjectType({
  description:
    'A booking or enrolment: the events made, warnings, and (with billing) invoices and subscriptions',
})
export class BookingResult extends MutationResponse {
  @Field(() => [Event], { nullable: true }) events?: Event[] | null;
  @Field(() => [String], { nullable: true }) warnings?: string[] | null;
  @Field(() => [ID], { nullable: true, description: 'Empty until billing exists' }) invoiceIds?:
    string[] | null;
  @Field(() => [ID], { nullable: true, description: 'Empty until billing exists' }) subscriptionIds?:
    string[] | null;
}

@InputType({ description: 'Changes to an event: the fields given replace the stored ones' })
export class UpdateEventInput {
  @Field(() => ID) id!: string;
  @Field(() => Int, { nullable: true, description: 'The version read; a change made meanwhile refuses' })
  expectedVersion?: number | null;
  @InputRule({ maxLength: 200 }) @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) startAt?: string | null;
  @Field(() => String, { nullable: true }) endAt?: string | null;
  @Field(() => ID, {
    nullable: true,
    description: 'The (substitute) teacher: replaces the primary staff member',
  })
  staffId?: string | null;
  @InputRule({ maxItems: 20, maxLength: 36 })
  @Field(() => [ID], { nullable: true, description: 'Every staff member of the event' })
  staffIds?: string[] | null;
  @Field(() => ID, { nullable: true }) roomId?: string | null;
  @Field(() => ID, { nullable: true }) locationId?: string | null;
  @InputRule({ maxLength: 5000, multiline: true }) @Field(() => String, { nullable: true }) note?:
    string | null;
  @InputRule({ maxLength: 32 }) @Field(() => String, { nullable: true }) calendarColor?: string | null;
  @Field(() => Boolean, { nullable: true }) isLocked?: boolean | null;
  @InputRule({ maxLength: 40 })
  @Field(() => String, { nullable: true, description: 'EVENT_STATUS_ACTIVE, _HOLD or _COMPLETED' })
  status?: string | null;
}

@ObjectType({ description: 'An occurrence of a new schedule that cannot be placed, and why' })
export class ScheduleConflict {
  @Field(() => String) startAt!: string;
  @Field(() => String) endAt!: string;
  @Field(() => String) reason!: string;
}

@ObjectType({ description: 'A recurring schedule change: the events made, or the occurrences that collide' })
export class ScheduleChangeResult extends MutationResponse {
  @Field(() => [ScheduleConflict]) conflicts!: ScheduleConflict[];
  @Field(() => [Event], { nullable: true }) events?: Event[] | null;
}

@InputType({ description: "A client's attendance on an event" })
export class AttendanceItemInput {
  @Field(() => ID) eventId!: string;
  @Field(() => ID) clientId!: string;
  @InputRule({ maxLength: 20 })
  @Field(() => String, { nullable: true, description: 'NO_SHOW, COMPLETED, LESSON_MATE; empty clears it' })
  status?: string | null;
}

@InputType({ description: 'Changes made to every event of a batch' })
export class BatchEventChangesInput {
  @Field(() => ID, { nullable: true }) staffId?: string | null;
  @Field(() => ID, { nullable: true }) roomId?: string | null;
  @InputRule({ maxLength: 32 }) @Field(() => String, { nullable: true }) calendarColor?: string | null;
  @Field(() => Boolean, { nullable: true }) isLocked?: boolean | null;
  @InputRule({ maxLength: 5000, multiline: true }) @Field(() => String, { nullable: true }) note?:
    string | null;
}

export { EventsResult };
