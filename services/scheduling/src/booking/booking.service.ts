import { Inject, Injectable, Optional } from '@nestjs/common';
import { type ActorContext, Clock, CLOCK } from '@tempo/contracts';
import { TenantDb } from '@tempo/db';
import { eventViewsIn } from '../calendar/event-view';
import type { Event } from '../calendar/event.model';
import { businessSettings } from '../directory/directory.reader';
import { hoursDraft } from '../locations/location-draft';
import type { LocationHoursInput } from '../locations/location.input';
import { locationIn } from '../locations/locations.store';
import { AppointmentsService } from './appointments.service';
import { AttendanceService } from './attendance.service';
import { type Changed, inBusiness } from './booking-support';
import type {
  AppointmentInput,
  AttendanceItemInput,
  BatchEventChangesInput,
  UpdateEventInput,
} from './booking.model';
import { CancellationsService } from './cancellations.service';
import { closureImpactIn } from './closures';
import { EventEditsService } from './event-edits.service';
import { SLOTS_OPENED, type SlotsOpenedListener } from './opened-slots';
import {
  type ScheduleChangeArgs,
  type ScheduleChanged,
  ScheduleChangeService,
} from './schedule-change.service';

export type { Changed } from './booking-support';
export { type OpenedSlot, SLOTS_OPENED, type SlotsOpenedListener } from './opened-slots';
export type { ScheduleChangeArgs, ScheduleChanged } from './schedule-change.service';

/**
 * Staff-side booking and calendar changes (001 §5.5, §4.1, §3.3): appointments (recurring ones in the
 * event's zone, appointments.service.ts), moves and edits of one event or a series (event-edits.service.ts),
 * schedule changes (schedule-change.service.ts), cancellations (cancellations.service.ts), attendance
 * (attendance.service.ts), batches and closures. Each runs in one transaction of the business with its
 * scheduling events in the outbox; the exclusion constraints refuse double bookings, which read as
 * 'error booking: ...'.
 */
@Injectable()
export class BookingService {
  private readonly appointments: AppointmentsService;
  private readonly edits: EventEditsService;
  private readonly schedules: ScheduleChangeService;
  private readonly cancellations: CancellationsService;
  private readonly attendance: AttendanceService;

  constructor(
    private readonly db: TenantDb,
    @Inject(CLOCK) private readonly clock: Clock,
    @Optional() @Inject(SLOTS_OPENED) waitlist: SlotsOpenedListener | null = null,
  ) {
    this.appointments = new AppointmentsService(db, clock);
    this.edits = new EventEditsService(db, clock);
    this.schedules = new ScheduleChangeService(db, clock);
    this.cancellations = new CancellationsService(db, clock, waitlist);
    this.attendance = new AttendanceService(db, clock);
  }

  /** Books an appointment, or a recurring series of them, with the warnings that did not stop it. */
  book(actor: ActorContext, business: string, input: AppointmentInput): Promise<Changed> {
    return this.appointments.book(actor, business, input);
  }

  /** Changes or moves an event, or the events of its series in scope (THIS, FOLLOWING, ALL). */
  update(
    actor: ActorContext,
    business: string,
    input: UpdateEventInput,
    scopeText?: string | null,
  ): Promise<Changed> {
    return this.edits.update(actor, business, input, scopeText);
  }

  /** Puts the same plain fields on several events at once (all or nothing). */
  batchUpdate(
    actor: ActorContext,
    business: string,
    ids: readonly string[],
    changes: BatchEventChangesInput,
  ): Promise<Changed> {
    return this.edits.batchUpdate(actor, business, ids, changes);
  }

  /** Changes a series from a local date on, or lists the occurrences that would collide. */
  changeSchedule(actor: ActorContext, business: string, args: ScheduleChangeArgs): Promise<ScheduleChanged> {
    return this.schedules.changeSchedule(actor, business, args);
  }

  /** Staff cancel an event, or the events of its series in scope. */
  cancelEvent(
    actor: ActorContext,
    business: string,
    id: string,
    scopeText: string | null | undefined,
    reason: string | null | undefined,
    doNotNotify: boolean | null | undefined,
  ): Promise<Changed> {
    return this.cancellations.cancelEvent(actor, business, id, scopeText, reason, doNotNotify);
  }

  /** Staff cancel several events at once (all or nothing). */
  batchCancel(
    actor: ActorContext,
    business: string,
    ids: readonly string[],
    reason: string | null | undefined,
    doNotNotify: boolean | null | undefined,
  ): Promise<Changed> {
    return this.cancellations.batchCancel(actor, business, ids, reason, doNotNotify);
  }

  /** Cancels one client's place, on time or late by the service's policy. */
  cancelParticipation(
    actor: ActorContext,
    business: string,
    eventId: string,
    clientId: string,
    reason: string | null | undefined,
    doNotNotify: boolean | null | undefined,
  ): Promise<Changed> {
    return this.cancellations.cancelParticipation(actor, business, eventId, clientId, reason, doNotNotify);
  }

  /** A client's attendance at an event. */
  setAttendance(
    actor: ActorContext,
    business: string,
    eventId: string,
    clientId: string,
    status: string | null | undefined,
  ): Promise<Changed> {
    return this.attendance.setAttendance(actor, business, eventId, clientId, status);
  }

  /** The attendance of several clients at once (all or nothing). */
  batchAttendance(
    actor: ActorContext,
    business: string,
    items: readonly AttendanceItemInput[],
  ): Promise<Changed> {
    return this.attendance.batchAttendance(actor, business, items);
  }

  /** The location's upcoming events these closed hours would skip (nothing is saved). */
  closureImpact(
    business: string,
    locationId: string,
    hoursClosed: readonly LocationHoursInput[],
  ): Promise<Event[]> {
    return inBusiness(this.db, business, async (em) => {
      const location = await locationIn(em, business, locationId);
      const zone = location.timezone ?? (await businessSettings(em, business)).timezone;
      const closed = hoursDraft(hoursClosed, 'hoursClosed', zone);
      return eventViewsIn(
        em,
        business,
        await closureImpactIn(em, business, location.id, closed, this.clock.now()),
      );
    });
  }
}
