import { Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import { ServiceEntity } from '../services/service.entity';

/** A session (001 §3.4): a group class inside a service, with its dates, enrolment window and staff. */
@Entity('session')
@Index('session_business_service', { synchronize: false })
export class SessionEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('text') business!: string;
  @Column('uuid')
  @ForeignKey(() => ServiceEntity, 'id', { name: 'session_service_id_fkey' })
  serviceId!: string;
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
