import { Module } from '@nestjs/common';
import { BookingModule } from '../booking/booking.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { EnrolmentResolver } from './enrolment.resolver';
import { EnrolmentService } from './enrolment.service';
import { SessionEventsService } from './session-events.service';
import { SessionWaitlistService } from './session-waitlist.service';

/**
 * Session events, enrolment in sessions, transfers and session waitlists: rules (enrolment-rules.ts,
 * ../waitlist/session-waitlist.ts), stores (enrolment.store.ts, session-waitlist.store.ts), services and
 * resolver. Exports SessionWaitlistService: whoever frees a session place calls its placesFreed in their
 * transaction.
 */
@Module({
  imports: [BookingModule, NotificationsModule],
  providers: [SessionEventsService, EnrolmentService, SessionWaitlistService, EnrolmentResolver],
  exports: [SessionWaitlistService],
})
export class EnrolmentModule {}
