import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A session (001 §3.4): a group class inside a service, with its dates, enrolment window and staff. */
@Entity('session')
export class SessionEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('text') business!: string;
  @Column('uuid') serviceId!: string;
  @Column('text') name!: string;
  @Column('date') startDate!: string;
  @Column('date', { nullable: true }) endDate!: string | null;
  /** SESSION_STATUS_ACTIVE or SESSION_STATUS_DISABLED. */
  @Column('text', { default: 'SESSION_STATUS_ACTIVE' }) status!: string;
  @Column('integer', { nullable: true }) notBeforeAgeMonths!: number | null;
  @Column('integer', { nullable: true }) notAfterAgeMonths!: number | null;
  @Column('text', { nullable: true }) onlineId!: string | null;
  @Column('date', { nullable: true }) allowEnrollmentUntilDate!: string | null;
  @Column('text', { nullable: true }) shortenedUrl!: string | null;
  @Column('uuid', { array: true, default: () => "'{}'" }) staffIds!: string[];
  @Column('timestamptz') createdAt!: Date;
  @Column('timestamptz') updatedAt!: Date;
  @Column('timestamptz', { nullable: true }) deletedAt!: Date | null;
}
