import { Check, Column, Entity, Exclusion, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import { LocationEntity, RoomEntity } from '../locations/location.entity';
import { ServiceEntity } from '../services/service.entity';
import { SessionEntity } from '../sessions/session.entity';

/**
 * An event of the calendar (001 §3.5), the fields availability and location
 * deletion read; the calendar issue adds its operations, participants and slots.
 */
@Entity('event')
@Index('event_business_start', { synchronize: false })
@Index('event_business_location_start', { synchronize: false })
@Index('event_staff', { synchronize: false })
@Index('event_business_end_start', { synchronize: false })
@Index('event_room', { synchronize: false })
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
  @Column('timestamptz') createdAt!: Date;
  @Column('timestamptz') updatedAt!: Date;
}
