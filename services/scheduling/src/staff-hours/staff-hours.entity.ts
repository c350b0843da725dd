import { Check, Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import { LocationEntity } from '../locations/location.entity';
import { TimeOffRequestEntity } from '../time-off/time-off-request.entity';

/**
 * An entry of a staff member's staffHoursOpen or staffHoursBlocked (001 §3.1):
 * fromTime-toTime local wall times in `timezone` on startDate, repeated by
 * `rrule` when set, minus the local dates in `exceptions`. Blocked hours made
 * by an approved time off carry its timeOffRequestId.
 */
@Entity('staff_hours')
@Index('staff_hours_business_staff', { synchronize: false })
@Check('staff_hours_kind_check', `kind IN ('open', 'blocked')`)
export class StaffHoursEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('text') business!: string;
  @Column('uuid') staffId!: string;
  @Column('text') kind!: 'open' | 'blocked';
  @Column('date') startDate!: string;
  @Column('time') fromTime!: string;
  @Column('time') toTime!: string;
  @Column('text') timezone!: string;
  @Column('text', { nullable: true }) rrule!: string | null;
  @Column('uuid', { nullable: true })
  @ForeignKey(() => LocationEntity, 'id', { name: 'staff_hours_location_id_fkey', onDelete: 'SET NULL' })
  locationId!: string | null;
  @Column('boolean', { default: false }) allowsOnline!: boolean;
  @Column('uuid', { array: true, default: () => "'{}'" }) serviceIds!: string[];
  @Column('text', { nullable: true }) roomName!: string | null;
  @Column('text', { nullable: true }) label!: string | null;
  /** Minor units of the business currency. */
  @Column('integer', { nullable: true }) hourlyRate!: number | null;
  @Column('date', { array: true, default: () => "'{}'" }) exceptions!: string[];
  @Column('uuid', { nullable: true })
  @ForeignKey(() => TimeOffRequestEntity, 'id', {
    name: 'staff_hours_time_off_request_id_fkey',
    onDelete: 'CASCADE',
  })
  timeOffRequestId!: string | null;
  @Column('timestamptz') createdAt!: Date;
  @Column('timestamptz') updatedAt!: Date;
}
