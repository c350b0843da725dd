import { Check, Column, Entity, Index, PrimaryColumn, Unique } from 'typeorm';

/**
 * A person's calendar feed URL (selfCreateIcalUrl, 001 §7.1): a client's (their family's events) or a staff
 * member's (their teaching calendar). Only the SHA-256 of its token is kept; revoked feeds stay, revoked.
 */
@Entity('calendar_feed')
@Index('calendar_feed_active', { synchronize: false })
@Unique('calendar_feed_token_hash_key', ['tokenHash'])
@Check('calendar_feed_period_months_check', 'period_months >= 1 AND period_months <= 12')
export class CalendarFeedEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('text') business!: string;
  @Column('uuid') peopleId!: string;
  @Column('boolean', { default: false }) staffCalendar!: boolean;
  @Column('integer') periodMonths!: number;
  @Column('text') tokenHash!: string;
  @Column('uuid', { nullable: true }) createdBy!: string | null;
  @Column('timestamptz') createdAt!: Date;
  @Column('timestamptz', { nullable: true }) revokedAt!: Date | null;
}
