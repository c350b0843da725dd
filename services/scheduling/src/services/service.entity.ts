import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';

export interface TermsRevision {
  id: string;
  policyId: string;
  name: string;
}

/** A service the business sells (001 §3.3); its type label and booking kind derive from the flags. */
@Entity('service')
@Index('service_business_name', { synchronize: false })
@Check('service_session_waitlist_mode_check', `session_waitlist_mode IN ('ENROLL', 'OFFER')`)
@Check('service_session_waitlist_hold_minutes_check', 'session_waitlist_hold_minutes > 0')
export class ServiceEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('text') business!: string;
  @Column('text') name!: string;
  @Column('text', { default: '' }) description!: string;
  /** Minor units of `currency`. */
  @Column('integer', { nullable: true }) price!: number | null;
  @Column('text', { default: 'USD' }) currency!: string;
  @Column('text', { array: true, default: () => "'{}'" }) photos!: string[];
  @Column('text', { nullable: true }) mainPhoto!: string | null;
  @Column('text', { array: true, default: () => "'{}'" }) tags!: string[];
  @Column('boolean', { default: false }) eventType!: boolean;
  @Column('boolean', { default: true }) requiresBooking!: boolean;
  @Column('boolean', { default: false }) hasSessions!: boolean;
  @Column('integer', { nullable: true }) durationMinutes!: number | null;
  /** Hidden services are not shown to clients and visitors. */
  @Column('timestamptz', { nullable: true }) hiddenAt!: Date | null;
  @Column('integer', { nullable: true }) notBeforeAgeMonths!: number | null;
  @Column('integer', { nullable: true }) notAfterAgeMonths!: number | null;
  @Column('boolean', { default: false }) allowsJoinOnline!: boolean;
  @Column('boolean', { default: false }) allowStaffToClientCancelUnpaid!: boolean;
  @Column('boolean', { default: false }) allowClientToSelfCancelUnpaid!: boolean;
  @Column('boolean', { default: false }) disableSelfCancellation!: boolean;
  @Column('boolean', { default: false }) disableUseCredits!: boolean;
  @Column('boolean', { default: false }) disableLessonMateRequest!: boolean;
  @Column('text', { nullable: true }) visitCancellationConsequence!: string | null;
  @Column('text', { nullable: true }) lateVisitCancellationConsequence!: string | null;
  @Column('integer', { nullable: true }) cancellationWindowHours!: number | null;
  @Column('text', { nullable: true }) cancellationPolicy!: string | null;
  @Column('text', { nullable: true }) lateVisitCancellationServiceCreditName!: string | null;
  @Column('text', { nullable: true }) visitCancellationServiceCreditName!: string | null;
  @Column('text', { nullable: true }) staffVisitCancellationServiceCreditName!: string | null;
  @Column('integer', { nullable: true }) visitCancellationServiceCreditSubscriptionPeriodCapDays!:
    number | null;
  @Column('jsonb', { nullable: true }) termsAndConditionsRevision!: TermsRevision | null;
  /** What a freed place in a full session event does for the first waiting client: ENROLL or OFFER (a hold). */
  @Column('text', { default: 'ENROLL' }) sessionWaitlistMode!: string;
  /** How long an offered place is held (OFFER mode). */
  @Column('integer', { default: 1440 }) sessionWaitlistHoldMinutes!: number;
  @Column('timestamptz') createdAt!: Date;
  @Column('timestamptz') updatedAt!: Date;
  @Column('timestamptz', { nullable: true }) deletedAt!: Date | null;
}
