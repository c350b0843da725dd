import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { ActorContext } from '@tempo/contracts';
import { Allow, assertBusiness, CurrentActor } from '@tempo/auth';
import { ArgRules, type Payload } from '@tempo/graphql';
import { Event, EventsResult } from '../calendar/event.model';
import { LocationHoursInput } from '../locations/location.input';
import {
  AppointmentInput,
  AttendanceItemInput,
  BatchEventChangesInput,
  BookingResult,
  ScheduleChangeResult,
  UpdateEventInput,
} from './booking.model';
import { BookingService } from './booking.service';

const business = () => Args('business', { type: () => ID });
const id = (name = 'id') => Args(name, { type: () => ID });
const ids = () => Args('ids', { type: () => [ID] });
const text = (name: string) => Args(name, { type: () => String, nullable: true });
const flag = (name: string) => Args(name, { type: () => Boolean, nullable: true });
const REASON = { reason: { maxLength: 1000, multiline: true } };

/**
 * Staff-side booking and calendar changes: book, move and edit (one event or a series), change a recurring
 * schedule, cancel (an event, or a client's place), attendance, batches and closures. Object-level checks
 * (own events, own family) are the service's.
 */
@Resolver()
export class BookingResolver {
  constructor(private readonly booking: BookingService) {}

  @Allow('book', 'APPOINTMENT')
  @Mutation(() => BookingResult, {
    description:
      "Books an appointment (recurring with an rrule) for clients with a staff member; 'error booking: ...' when taken",
  })
  async bookAppointment(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @Args('booking', { type: () => AppointmentInput }) booking: AppointmentInput,
  ): Promise<Payload<BookingResult>> {
    const r = await this.booking.appointments.book(actor, assertBusiness(actor, name), booking);
    return { events: r.events, warnings: r.warnings, invoiceIds: [], subscriptionIds: [] };
  }

  @Allow('update', 'OWN_APPOINTMENT')
  @Mutation(() => EventsResult, {
    description: 'Changes or moves an event; scope THIS (default), FOLLOWING or ALL for a series',
  })
  async updateEvent(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @Args('event', { type: () => UpdateEventInput }) event: UpdateEventInput,
    @text('scope') scope?: string | null,
  ): Promise<Payload<EventsResult>> {
    return this.booking.edits.update(actor, assertBusiness(actor, name), event, scope);
  }

  @Allow('update', 'EVENT')
  @ArgRules({ rrule: { maxLength: 1000, multiline: true } })
  @Mutation(() => ScheduleChangeResult, {
    description:
      'Changes a series from a local date on; refuses, listing the occurrences that collide; dryRun only lists them',
  })
  async changeRecurringSchedule(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @id('eventId') eventId: string,
    @Args('fromDate', { type: () => String, description: 'YYYY-MM-DD in the event zone' }) fromDate: string,
    @Args('rrule', { type: () => String }) rrule: string,
    @text('startTime') startTime?: string | null,
    @Args('durationMinutes', { type: () => Int, nullable: true }) durationMinutes?: number | null,
    @Args('staffId', { type: () => ID, nullable: true }) staffId?: string | null,
    @Args('roomId', { type: () => ID, nullable: true }) roomId?: string | null,
    @flag('dryRun') dryRun?: boolean | null,
  ): Promise<Payload<ScheduleChangeResult>> {
    return this.booking.schedules.changeSchedule(actor, assertBusiness(actor, name), {
      eventId,
      fromDate,
      rrule,
      startTime,
      durationMinutes,
      staffId,
      roomId,
      dryRun,
    });
  }

  @Allow('cancel', 'OWN_APPOINTMENT')
  @ArgRules(REASON)
  @Mutation(() => EventsResult, {
    description: 'Staff cancel an event (EVENT_STATUS_STAFF_CANCELED); scope for a series',
  })
  cancelEvent(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @id() eventId: string,
    @text('scope') scope?: string | null,
    @text('reason') reason?: string | null,
    @flag('doNotNotify') doNotNotify?: boolean | null,
  ): Promise<Payload<EventsResult>> {
    return this.booking.cancellations.cancelEvent(
      actor,
      assertBusiness(actor, name),
      eventId,
      scope,
      reason,
      doNotNotify,
    );
  }

  @Allow('list', 'SELF_EVENTS')
  @ArgRules(REASON)
  @Mutation(() => EventsResult, {
    description:
      "Cancels one client's place (the client, their account manager, or staff): on time or late by the service's policy",
  })
  cancelParticipation(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @id('eventId') eventId: string,
    @id('clientId') clientId: string,
    @text('reason') reason?: string | null,
    @flag('doNotNotify') doNotNotify?: boolean | null,
  ): Promise<Payload<EventsResult>> {
    return this.booking.cancellations.cancelParticipation(
      actor,
      assertBusiness(actor, name),
      eventId,
      clientId,
      reason,
      doNotNotify,
    );
  }

  @Allow('update', 'OWN_EVENT_PARTICIPANT_STATUS')
  @Mutation(() => EventsResult, {
    description: "A client's attendance: NO_SHOW, COMPLETED, LESSON_MATE, or empty",
  })
  setAttendance(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @id('eventId') eventId: string,
    @id('clientId') clientId: string,
    @Args('status', { type: () => String, nullable: true }) status?: string | null,
  ): Promise<Payload<EventsResult>> {
    return this.booking.attendance.setAttendance(
      actor,
      assertBusiness(actor, name),
      eventId,
      clientId,
      status,
    );
  }

  @Allow('cancel', 'OWN_APPOINTMENT')
  @ArgRules(REASON)
  @Mutation(() => EventsResult, { description: 'Cancels several events at once (all or nothing)' })
  batchCancelEvents(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @ids() eventIds: string[],
    @text('reason') reason?: string | null,
    @flag('doNotNotify') doNotNotify?: boolean | null,
  ): Promise<Payload<EventsResult>> {
    return this.booking.cancellations.batchCancel(
      actor,
      assertBusiness(actor, name),
      eventIds,
      reason,
      doNotNotify,
    );
  }

  @Allow('update', 'OWN_EVENT_PARTICIPANT_STATUS')
  @Mutation(() => EventsResult, {
    description: 'Takes the attendance of several clients at once (all or nothing)',
  })
  batchSetAttendance(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @Args('items', { type: () => [AttendanceItemInput] }) items: AttendanceItemInput[],
  ): Promise<Payload<EventsResult>> {
    return this.booking.attendance.batchAttendance(actor, assertBusiness(actor, name), items);
  }

  @Allow('update', 'OWN_APPOINTMENT')
  @Mutation(() => EventsResult, {
    description: 'Puts a staff member, room, colour, lock or note on several events at once',
  })
  batchUpdateEvents(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @ids() eventIds: string[],
    @Args('changes', { type: () => BatchEventChangesInput }) changes: BatchEventChangesInput,
  ): Promise<Payload<EventsResult>> {
    return this.booking.edits.batchUpdate(actor, assertBusiness(actor, name), eventIds, changes);
  }

  @Allow('update', 'LOCATION')
  @Query(() => [Event], {
    description: "The location's upcoming events these closed hours would skip (EVENT_STATUS_LOCATION_SKIP)",
  })
  locationClosureImpact(
    @CurrentActor() actor: ActorContext,
    @business() name: string,
    @id('locationId') locationId: string,
    @Args('hoursClosed', { type: () => [LocationHoursInput], nullable: true })
    hoursClosed?: LocationHoursInput[] | null,
  ): Promise<Event[]> {
    return this.booking.closureImpact(assertBusiness(actor, name), locationId, hoursClosed ?? []);
  }
}
