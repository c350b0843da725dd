import { Inject, Injectable, Optional } from '@nestjs/common';
import { Clock, CLOCK } from '@tempo/contracts';
import { TenantDb } from '@tempo/db';
import { eventViewsIn } from '../calendar/event-view';
import type { Event } from '../calendar/event.model';
import { businessSettings } from '../directory/directory.reader';
import { hoursDraft } from '../locations/location-draft';
import type { LocationHoursInput } from '../locations/location.input';
import { locationIn } from '../locations/locations.store';
import { AppointmentsService } from './appointments.service';
import { AttendanceService } from './attendance.service';
import { inBusiness } from './booking-support';
import { CancellationsService } from './cancellations.service';
import { closureImpactIn } from './closures';
import { EventEditsService } from './event-edits.service';
import { SLOTS_OPENED, type SlotsOpenedListener } from './opened-slots';
import { ScheduleChangeService } from './schedule-change.service';

export type { Changed } from './booking-support';
export { type OpenedSlot, SLOTS_OPENED, type SlotsOpenedListener } from './opened-slots';
export type { ScheduleChangeArgs, ScheduleChanged } from './schedule-change.service';

/**
 * Staff-side booking and calendar changes (001 §5.5, §4.1, §3.3): appointments (recurring ones in the
 * event's zone, appointments.service.ts), moves and edits of one event or a series (event-edits.service.ts),
 * schedule changes (schedule-change.service.ts), cancellations (cancellations.service.ts), attendance
 * (attendance.service.ts), batches and closures: the parts are its members (`booking.edits.update(...)`). Each runs in one transaction of the business with its
 * scheduling events in the outbox; the exclusion constraints refuse double bookings, which read as
 * 'error booking: ...'.
 */
@Injectable()
export class BookingService {
  readonly appointments: AppointmentsService;
  readonly edits: EventEditsService;
  readonly schedules: ScheduleChangeService;
  readonly cancellations: CancellationsService;
  readonly attendance: AttendanceService;

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
