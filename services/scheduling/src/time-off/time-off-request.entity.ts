import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A staff member's time-off request (001 §4.1): status SUBMITTED, APPROVED,
 * CANCELLED or REJECTED; processStatus PENDING_PROCESSING, PROCESSING or
 * COMPLETED once approved (its blocked hours and overlapping events worked out).
 */
@Entity('time_off_request')
@Index('time_off_business_requester', { synchronize: false })
@Index('time_off_business_status', { synchronize: false })
@Check('time_off_request_check', 'end_at > start_at')
export class TimeOffRequestEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('text') business!: string;
  @Column('uuid') requesterId!: string;
  @Column('text', { nullable: true }) category!: string | null;
  @Column('text', { nullable: true }) note!: string | null;
  @Column('timestamptz') startAt!: Date;
  @Column('timestamptz') endAt!: Date;
  @Column('boolean', { default: false }) allDay!: boolean;
  @Column('text') timezone!: string;
  @Column('text', { default: 'SUBMITTED' }) status!: string;
  @Column('text', { nullable: true }) processStatus!: string | null;
  @Column('uuid', { nullable: true }) reviewerId!: string | null;
  @Column('timestamptz', { nullable: true }) reviewedAt!: Date | null;
  @Column('text', { nullable: true }) reviewNote!: string | null;
  @Column('uuid', { array: true, default: () => "'{}'" }) overlappingEventIds!: string[];
  @Column('integer', { default: 1 }) version!: number;
  @Column('timestamptz') createdAt!: Date;
  @Column('timestamptz') updatedAt!: Date;
}
