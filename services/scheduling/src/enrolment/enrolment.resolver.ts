import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { ActorContext } from '@tempo/contracts';
import { Allow, assertBusiness, CurrentActor, Public } from '@tempo/auth';
import type { Payload } from '@tempo/graphql';
import { BookingResult } from '../booking/booking.model';
import { EventsResult } from '../calendar/event.model';
import {
  EnrolmentInput,
  SessionEventInput,
  SessionWaitlistUnsubscribeResult,
  UpdateSessionEventInput,
} from './enrolment.model';
import { EnrolmentService } from './enrolment.service';
import { SessionEventsService } from './session-events.service';
import { SessionWaitlistService } from './session-waitlist.service';

const business = () => Args('business', { type: () => ID });
const id = (name: string) => Args(name, { type: () => ID });
const optional = (name: string) => Args(name, { type: () => String, nullable: true });

/** Session events, enrolment by staff, transfers and the session waitlists (001 §2.6, §5.5, §9). */
@Resolver()
export class EnrolmentResolver {
  constructor(
    private readonly sessionEvents: SessionEventsService,
    private readonly enrolment: EnrolmentService,
    private readonly sessionWaitlist: SessionWaitlistService,
  ) {}

  @Allow('create', 'SESSION_EVENT')
  @Mutation(() => EventsResult, {
    description: "Creates a session event, or a recurring series of them from rrule in the event's zone",
  })
  async createSessionEvent(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @Args('event', { type: () => SessionEventInput }) event: SessionEventInput,
  ): Promise<Payload<EventsResult>> {
    return { events: await this.sessionEvents.create(actor, assertBusiness(actor, name), event) };
  }

  @Allow('update', 'SESSION_EVENT')
  @Mutation(() => EventsResult, {
    description:
      'Changes a session event, or the following or all events of its series (scope THIS, FOLLOWING, ALL)',
  })
  async updateSessionEvent(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @Args('event', { type: () => UpdateSessionEventInput }) event: UpdateSessionEventInput,
    @optional('scope') scope?: string | null,
  ): Promise<Payload<EventsResult>> {
    return { events: await this.sessionEvents.update(actor, assertBusiness(actor, name), event, scope) };
  }

  @Allow('read', 'SERVICE')
  @Mutation(() => EventsResult, { description: "Confirms a session event's slot (CONFIRMED)" })
  async confirmSessionEvent(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @id('id') eventId: string,
  ): Promise<Payload<EventsResult>> {
    return { events: await this.sessionEvents.confirm(actor, assertBusiness(actor, name), eventId) };
  }

  @Allow('enroll', 'SESSION')
  @Mutation(() => BookingResult, {
    description:
      'Enrols clients in a session (all its upcoming events, or the events named), within capacity',
  })
  enrollInSession(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @Args('enrolment', { type: () => EnrolmentInput }) enrolment: EnrolmentInput,
  ): Promise<Payload<BookingResult>> {
    return this.enrolment.enrol(actor, assertBusiness(actor, name), enrolment);
  }

  @Allow('TRANSFER', 'SESSION')
  @Mutation(() => BookingResult, {
    description: "Moves a client's enrolment from one session to another from a date on (today by default)",
  })
  transferEnrolment(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @id('clientId') clientId: string,
    @id('fromSessionId') fromSessionId: string,
    @id('toSessionId') toSessionId: string,
    @optional('fromDate') fromDate?: string | null,
    @optional('planName') planName?: string | null,
  ): Promise<Payload<BookingResult>> {
    return this.enrolment.transfer(actor, assertBusiness(actor, name), {
      clientId,
      fromSessionId,
      toSessionId,
      fromDate,
      planName,
    });
  }

  @Allow('batch_enroll', 'SESSION')
  @Mutation(() => BookingResult, { description: 'Enrols many clients in a session with one plan' })
  batchEnroll(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @id('sessionId') sessionId: string,
    @Args('clientIds', { type: () => [ID] }) clientIds: string[],
    @Args('planName', { type: () => String }) planName: string,
    @optional('enrollmentType') enrollmentType?: string | null,
  ): Promise<Payload<BookingResult>> {
    return this.enrolment.batchEnrol(
      actor,
      assertBusiness(actor, name),
      sessionId,
      clientIds,
      planName,
      enrollmentType,
    );
  }

  @Allow('enroll', 'SESSION')
  @Mutation(() => EventsResult, { description: "Takes a client off a session event's waitlist" })
  async leaveSessionWaitlist(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @id('eventId') eventId: string,
    @id('clientId') clientId: string,
  ): Promise<Payload<EventsResult>> {
    return {
      events: await this.sessionWaitlist.leaveWaitlist(actor, assertBusiness(actor, name), eventId, clientId),
    };
  }

  @Public()
  @Mutation(() => SessionWaitlistUnsubscribeResult, {
    description: "The session waitlist mail's unsubscribe link: the client leaves the session's waitlists",
  })
  async unsubscribeSessionWaitlist(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @id('serviceId') serviceId: string,
    @id('sessionId') sessionId: string,
    @id('clientId') clientId: string,
    @Args('token', { type: () => String }) token: string,
  ): Promise<Payload<SessionWaitlistUnsubscribeResult>> {
    return {
      left: await this.sessionWaitlist.unsubscribe(actor, name, { serviceId, sessionId, clientId, token }),
    };
  }
}
