import { Column, Entity, Exclusion, ForeignKey, PrimaryColumn } from 'typeorm';
import { EventEntity } from './event.entity';

/**
 * One row per event and staff member (its staff_ids and primary_staff_id), written by the staff_booking_sync
 * trigger, never by the application: the exclusion constraint that keeps a staff member from being booked
 * twice at once (migration 1795700000000-event-booking).
 */
@Entity('staff_booking')
@Exclusion('staff_booking_no_overlap', 'USING gist (staff_id WITH =, during WITH &&) WHERE (blocking)')
export class StaffBookingEntity {
  @PrimaryColumn('uuid')
  @ForeignKey(() => EventEntity, 'id', { name: 'staff_booking_event_id_fkey', onDelete: 'CASCADE' })
  eventId!: string;
  @PrimaryColumn('uuid') staffId!: string;
  @Column('text') business!: string;
  @Column('tstzrange') during!: string;
  @Column('boolean') blocking!: boolean;
}
