import { EVENT_ENTITIES, EventTables1731000000000 } from '@tempo/events';
import type { SubgraphDbOptions } from '@tempo/db';
import { CalendarFeedEntity } from '../calendar-feed/calendar-feed.entity';
import { SessionWaitlistEntryEntity } from '../enrolment/session-waitlist.entity';
import { BusinessSettingsEntity, ClientMemberEntity, StaffMemberEntity } from '../directory/directory.entity';
import { StaffBookingEntity } from '../events/staff-booking.entity';
import { EventEntity } from '../events/event.entity';
import { EventParticipantEntity } from '../events/event-participant.entity';
import { EventSeriesEntity } from '../events/event-series.entity';
import { LocationEntity, LocationHoursEntity, RoomEntity } from '../locations/location.entity';
import { PlanEntity } from '../services/plan.entity';
import { ServiceEntity } from '../services/service.entity';
import { SessionEntity } from '../sessions/session.entity';
import { StaffHoursEntity } from '../staff-hours/staff-hours.entity';
import { TimeOffRequestEntity } from '../time-off/time-off-request.entity';
import { WaitlistOfferEntity, WaitlistRequestEntity } from '../waitlist/waitlist.entity';
import { SchedulingInit1795600000000 } from './migrations/1795600000000-scheduling-init';
import { AvailabilityIndexes1795600000400 } from './migrations/1795600000400-availability-indexes';
import { EventBooking1795700000000 } from './migrations/1795700000000-event-booking';
import { Calendar1795800000000 } from './migrations/1795800000000-calendar';
import { Waitlist1795800000100 } from './migrations/1795800000100-waitlist';
import { CalendarFeed1795800000200 } from './migrations/1795800000200-calendar-feed';
import { ClientMember1795800000300 } from './migrations/1795800000300-client-member';
import { Enrolment1795800000400 } from './migrations/1795800000400-enrolment';
import { StaffMemberAttributes1795800000500 } from './migrations/1795800000500-staff-member-attributes';

/** Scheduling's database: its entities (with the outbox's) and its migrations, in order. */
export const SCHEDULING_DB: SubgraphDbOptions = {
  service: 'scheduling',
  entities: [
    BusinessSettingsEntity,
    StaffMemberEntity,
    ClientMemberEntity,
    LocationEntity,
    RoomEntity,
    LocationHoursEntity,
    ServiceEntity,
    PlanEntity,
    SessionEntity,
    StaffHoursEntity,
    TimeOffRequestEntity,
    EventEntity,
    StaffBookingEntity,
    EventSeriesEntity,
    EventParticipantEntity,
    CalendarFeedEntity,
    WaitlistRequestEntity,
    WaitlistOfferEntity,
    SessionWaitlistEntryEntity,
    ...EVENT_ENTITIES,
  ],
  migrations: [
    EventTables1731000000000,
    SchedulingInit1795600000000,
    AvailabilityIndexes1795600000400,
    EventBooking1795700000000,
    Calendar1795800000000,
    Waitlist1795800000100,
    CalendarFeed1795800000200,
    ClientMember1795800000300,
    Enrolment1795800000400,
    StaffMemberAttributes1795800000500,
  ],
};
