import { join } from 'path';
import { SchedulingTopics } from '@tempo/contracts';
import { defineSubgraph } from '@tempo/subgraph';
import { loadSchedulingConfig } from './config';
import { SCHEDULING_DB } from './database/database';
import { businessConsumer, clientConsumer, staffConsumer } from './directory/directory.consumers';
import { AvailabilityModule } from './availability/availability.module';
import { BookingModule } from './booking/booking.module';
import { CalendarModule } from './calendar/calendar.module';
import { CalendarFeedModule } from './calendar-feed/calendar-feed.module';
import { EnrolmentModule } from './enrolment/enrolment.module';
import { sessionWaitlistConsumer } from './enrolment/session-waitlist.consumer';
import {
  SESSION_WAITLIST_QUEUE,
  sessionWaitlistOfferConsumer,
  SessionWaitlistProcessor,
  SessionWaitlistQueueBridge,
} from './enrolment/session-waitlist.jobs';
import { SessionWaitlistService } from './enrolment/session-waitlist.service';
import { LocationsModule } from './locations/locations.module';
import { seed } from './seed/seed';
import { ServicesModule } from './services/services.module';
import { SessionsModule } from './sessions/sessions.module';
import { People } from './staff-hours/staff-hours.model';
import { StaffHoursModule } from './staff-hours/staff-hours.module';
import { TimeOffModule } from './time-off/time-off.module';
import { NotificationsModule } from './notifications/notifications.module';
import {
  WAITLIST_QUEUE,
  waitlistOfferConsumer,
  WaitlistProcessor,
  WaitlistQueueBridge,
} from './waitlist/waitlist-jobs';
import { WaitlistModule } from './waitlist/waitlist.module';
import { WaitlistService } from './waitlist/waitlist.service';

/**
 * Scheduling (ARCHITECTURE §3): locations and rooms, services with their plans
 * and sessions, staff hours, time off, availabilities and (later) the calendar.
 * It keeps copies of the business (zone, time-off settings) and of the staff
 * (names) from identity's and people's events.
 */
export const scheduling = defineSubgraph({
  root: join(__dirname, '..'),
  config: loadSchedulingConfig,
  entities: SCHEDULING_DB.entities,
  migrations: SCHEDULING_DB.migrations,
  modules: [
    LocationsModule,
    ServicesModule,
    SessionsModule,
    StaffHoursModule,
    TimeOffModule,
    AvailabilityModule,
    CalendarModule,
    CalendarFeedModule,
    BookingModule,
    WaitlistModule,
    EnrolmentModule,
  ],
  orphanedTypes: [People],
  // The calendar's reads: their events are built by eventViewsOf, whose leaves are in wire form (its tests
  // check them against this schema), and a month of them is the largest answer of the subgraph.
  plainLeafFields: [
    'events',
    'event',
    'clientSchedule',
    'clientSelfSchedule',
    'staffSchedule',
    'staffSelfSchedule',
    'eventsForPeople',
    'eventsForSelf',
  ],
  topics: Object.values(SchedulingTopics),
  consumers: [
    businessConsumer,
    staffConsumer,
    clientConsumer,
    waitlistOfferConsumer,
    sessionWaitlistConsumer,
    sessionWaitlistOfferConsumer,
  ],
  jobs: {
    queues: [WAITLIST_QUEUE, SESSION_WAITLIST_QUEUE],
    processors: [WaitlistProcessor, SessionWaitlistProcessor],
  },
  workerModules: [NotificationsModule],
  workerProviders: [WaitlistService, WaitlistQueueBridge, SessionWaitlistService, SessionWaitlistQueueBridge],
  seed,
});
