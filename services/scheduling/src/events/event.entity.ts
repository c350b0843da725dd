import { Check, Column, Entity, Exclusion, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import { LocationEntity, RoomEntity } from '../locations/location.entity';
import { ServiceEntity } from '../services/service.entity';
import { SessionEntity } from '../sessions/session.entity';
import { EventSeriesEntity } from './event-series.entity';

/**
 * An event of the calendar (001 §3.5): an appointment or a session event, one occurrence of a series or on
 * its own. Its participants are event_participant rows; its slot is the event itself (capacity, waitlist
 * switch, slot status). No room and no staff member is booked twice at once (migration 1795700000000).
 */
@Entity('event')
@Index('event_business_start', { synchronize: false })
@Index('event_business_location_start', { synchronize: false })
@Index('event_staff', { synchronize: false })
@Index('event_business_end_start', { synchronize: false })
@Index('event_business_during', { synchronize: false })
@Index('event_room', { synchronize: false })
@Index('event_recurring', { synchronize: false })
@Index('event_session', { synchronize: false })
@Check('event_capacity_check', 'capacity IS NULL OR capacity > 0')
@Check('event_check', 'end_at > start_at')
// No room is booked twice at once while its events are blocking (migration 1795700000000-event-booking).
@Exclusion(
  'event_room_no_overlap',
  `USING gist (room_id WITH =, tstzrange(start_at, end_at) WITH &&) WHERE (room_id IS NOT NULL AND status IN ('EVENT_STATUS_ACTIVE', 'EVENT_STATUS_HOLD', 'EVENT_STATUS_COMPLETED'))`,
)
export class EventEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('text') business!: string;
  @Column('text') name!: string;
  @Column('timestamptz') startAt!: Date;
  @Column('timestamptz') endAt!: Date;
  @Column('text', { default: 'EVENT_STATUS_ACTIVE' }) status!: string;
  @Column('uuid', { nullable: true })
  @ForeignKey(() => LocationEntity, 'id', { name: 'event_location_id_fkey' })
  locationId!: string | null;
  @Column('uuid', { nullable: true })
  @ForeignKey(() => RoomEntity, 'id', { name: 'event_room_id_fkey', onDelete: 'SET NULL' })
  roomId!: string | null;
  @Column('uuid', { nullable: true })
  @ForeignKey(() => ServiceEntity, 'id', { name: 'event_service_id_fkey' })
  serviceId!: string | null;
  @Column('uuid', { nullable: true })
  @ForeignKey(() => SessionEntity, 'id', { name: 'event_session_id_fkey' })
  sessionId!: string | null;
  @Column('uuid', { nullable: true }) primaryStaffId!: string | null;
  @Column('uuid', { array: true, default: () => "'{}'" }) staffIds!: string[];
  @Column('timestamptz', { nullable: true }) originalStartAt!: Date | null;
  @Column('uuid', { nullable: true })
  @ForeignKey(() => EventSeriesEntity, 'id', { name: 'event_recurring_id_fkey', onDelete: 'SET NULL' })
  recurringId!: string | null;
  @Column('boolean', { default: false }) recurringOutlier!: boolean;
  @Column('boolean', { default: false }) isLocked!: boolean;
  @Column('text', { nullable: true }) note!: string | null;
  @Column('text', { nullable: true }) calendarColor!: string | null;
  @Column('timestamptz', { nullable: true }) holdUntil!: Date | null;
  /** The event's zone (its location's, else the business's): a series keeps its wall times in it. */
  @Column('text', { default: 'UTC' }) timezone!: string;
  @Column('text', { nullable: true }) planName!: string | null;
  /** Places of its slot (session events and group bookings); null: as many as are booked. */
  @Column('integer', { nullable: true }) capacity!: number | null;
  @Column('boolean', { default: false }) waitlistEnabled!: boolean;
  /** CHECKED_IN, CONFIRMED, DECLINED, INVITED or CHANGE_REQUESTED (001 §4.1). */
  @Column('text', { nullable: true }) slotStatus!: string | null;
  @Column('uuid', { nullable: true }) createdBy!: string | null;
  @Column('timestamptz', { nullable: true }) cancelledAt!: Date | null;
  @Column('uuid', { nullable: true }) cancelledBy!: string | null;
  @Column('text', { nullable: true }) cancelReason!: string | null;
  @Column('boolean', { default: false }) doNotNotify!: boolean;
  /** Raised by every change; a change made on an older read is refused. */
  @Column('integer', { default: 1 }) version!: number;
  @Column('timestamptz') createdAt!: Date;
  @Column('timestamptz') updatedAt!: Date;
}
