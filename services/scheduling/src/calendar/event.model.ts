import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { MutationResponse } from '@tempo/graphql';

@ObjectType({ description: "An event's location: its id, name and type" })
export class EventLocation {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String) locationType!: string;
}

@ObjectType({ description: 'The session an event belongs to' })
export class EventSession {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) onlineId!: string | null;
  @Field(() => String, { nullable: true }) allowEnrollmentUntilDate!: string | null;
  @Field(() => String, { nullable: true }) shortenedUrl!: string | null;
}

@ObjectType({ description: "A client's subscription for an event (billing fills it; null until then)" })
export class EventSubscription {
  @Field(() => ID) id!: string;
  @Field(() => ID, { nullable: true }) primaryStaff!: string | null;
}

@ObjectType({
  description: 'A client of an event (001 §3.5) and what their attendance or cancellation recorded',
})
export class EventClient {
  @Field(() => ID) peopleId!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) eventRole!: string | null;
  @Field(() => String, { nullable: true }) profilePhoto!: string | null;
  @Field(() => Boolean) paid!: boolean;
  @Field(() => String, {
    nullable: true,
    description: 'DROP_IN, DROP_IN_PRE_ENROLL, SUBSCRIPTION, FULL_SESSION',
  })
  enrollmentType!: string | null;
  @Field(() => ID, { nullable: true }) subscriptionId!: string | null;
  @Field(() => ID, { nullable: true }) invoiceId!: string | null;
  @Field(() => String, { nullable: true }) planName!: string | null;
  @Field(() => ID, { nullable: true }) payerId!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'NO_SHOW, COMPLETED, LESSON_MATE, CANCELED, LATE_CANCELED; null while booked',
  })
  status!: string | null;
  @Field(() => String, { nullable: true, description: "'Client canceled', 'Client late canceled', ..." })
  statusLabel!: string | null;
  @Field(() => Boolean) lateCancellation!: boolean;
  @Field(() => String, { nullable: true }) cancellationConsequence!: string | null;
  @Field(() => String, { nullable: true }) cancellationCreditName!: string | null;
  @Field(() => EventSubscription, { nullable: true }) subscription!: EventSubscription | null;
}

@ObjectType({ description: "A staff member's details on an event" })
export class EventStaffDetails {
  @Field(() => ID) id!: string;
  @Field(() => String, { nullable: true }) staffRole!: string | null;
}

@ObjectType({ description: 'A staff member of an event (001 §3.5)' })
export class EventStaff {
  @Field(() => ID) peopleId!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) eventRole!: string | null;
  @Field(() => String, { nullable: true }) profilePhoto!: string | null;
  @Field(() => String, { nullable: true }) staffOnlineId!: string | null;
  @Field(() => String, { nullable: true }) staffSecondaryAttribute!: string | null;
  @Field(() => EventStaffDetails) details!: EventStaffDetails;
}

@ObjectType({ description: "An event's slot: its places, clients, status and waitlist" })
export class EventSlot {
  @Field(() => ID) id!: string;
  @Field(() => Int, { nullable: true, description: 'Places; null: as many as are booked' }) capacity!:
    number | null;
  @Field(() => [EventClient]) clients!: EventClient[];
  @Field(() => String, {
    nullable: true,
    description: 'CHECKED_IN, CONFIRMED, DECLINED, INVITED, CHANGE_REQUESTED',
  })
  status!: string | null;
  @Field(() => [EventClient], { description: 'Clients waiting for a place, in line' })
  waitlist!: EventClient[];
}

@ObjectType({ description: 'An event of the calendar (001 §3.5): an appointment or a session event' })
export class Event {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { description: "The name with its status suffix (' (canceled)', ' (hold)', ...)" })
  displayName!: string;
  @Field(() => String) startAt!: string;
  @Field(() => String) endAt!: string;
  @Field(() => String, { nullable: true }) originalStartAt!: string | null;
  @Field(() => ID, { nullable: true }) recurringId!: string | null;
  @Field(() => Boolean) recurringOutlier!: boolean;
  @Field(() => String, { nullable: true, description: "The series' rule, for recurring events" }) rrule!:
    string | null;
  @Field(() => String, { description: "The event's zone" }) timezone!: string;
  @Field(() => ID, { nullable: true }) locationId!: string | null;
  @Field(() => String, { nullable: true }) locationName!: string | null;
  @Field(() => EventLocation, { nullable: true }) location!: EventLocation | null;
  @Field(() => ID, { nullable: true }) roomId!: string | null;
  @Field(() => String, { nullable: true }) roomName!: string | null;
  @Field(() => Boolean) isLocked!: boolean;
  @Field(() => ID, { nullable: true }) serviceId!: string | null;
  @Field(() => String, { nullable: true }) serviceName!: string | null;
  @Field(() => ID, { nullable: true }) sessionId!: string | null;
  @Field(() => EventSession, { nullable: true }) session!: EventSession | null;
  @Field(() => String, { description: 'EVENT_STATUS_* (001 §4.1)' }) status!: string;
  @Field(() => String, { nullable: true }) note!: string | null;
  @Field(() => Boolean) hasNote!: boolean;
  @Field(() => String, { nullable: true }) holdUntil!: string | null;
  @Field(() => String, { nullable: true }) calendarColor!: string | null;
  @Field(() => ID, { nullable: true }) primaryStaffId!: string | null;
  @Field(() => String, { nullable: true }) planName!: string | null;
  @Field(() => Boolean, { description: 'No client is unpaid' }) paid!: boolean;
  @Field(() => Boolean) doNotNotify!: boolean;
  @Field(() => Int, { description: 'Raised by every change' }) version!: number;
  @Field(() => [EventSlot]) slots!: EventSlot[];
  @Field(() => [EventClient]) clients!: EventClient[];
  @Field(() => [EventStaff]) staff!: EventStaff[];
}

@ObjectType({ description: 'The events a change made or touched, and its non-blocking warnings' })
export class EventsResult extends MutationResponse {
  @Field(() => [Event], { nullable: true }) events?: Event[] | null;
  @Field(() => [String], { nullable: true }) warnings?: string[] | null;
}
