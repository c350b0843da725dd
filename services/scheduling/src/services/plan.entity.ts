import { Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import { ServiceEntity } from './service.entity';

export interface DiscountPolicy {
  discountType: string;
  discountRate: number;
  discountCalculation: string;
}

/**
 * A plan of a service (001 §3.7, option values §9): the catalogue's; billing
 * snapshots it at purchase. Money in minor units of `currency`. Unique by name
 * within its service (bookings name the plan).
 */
@Entity('plan')
@Index('plan_service_name', { synchronize: false })
@Index('plan_business', { synchronize: false })
export class PlanEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('text') business!: string;
  @Column('uuid')
  @ForeignKey(() => ServiceEntity, 'id', { name: 'plan_service_id_fkey', onDelete: 'CASCADE' })
  serviceId!: string;
  @Column('integer') position!: number;
  /** One of the plan kinds of §9 (single-visit, ...), when the plan was made from one. */
  @Column('text', { nullable: true }) kind!: string | null;
  @Column('text') name!: string;
  @Column('text', { nullable: true }) description!: string | null;
  @Column('uuid', { array: true, default: () => "'{}'" }) locationIds!: string[];
  @Column('text') currency!: string;
  @Column('integer', { default: 0 }) price!: number;
  @Column('integer', { nullable: true }) pricePerVisit!: number | null;
  @Column('integer', { nullable: true }) deposit!: number | null;
  @Column('boolean', { default: false }) countStaffCanceledVisits!: boolean;
  @Column('integer', { nullable: true }) signupPrice!: number | null;
  @Column('boolean', { default: false }) signupWaivedIfMember!: boolean;
  @Column('jsonb', { nullable: true }) discountPolicy!: DiscountPolicy | null;
  @Column('boolean', { default: false }) onlyPayableWithCredit!: boolean;
  @Column('double precision', { nullable: true }) taxRate!: number | null;
  @Column('text') dueType!: string;
  @Column('integer', { nullable: true }) dueMinusDays!: number | null;
  @Column('text') startType!: string;
  @Column('text') paymentType!: string;
  @Column('text') paymentInterval!: string;
  @Column('boolean', { default: false }) hasLatePayment!: boolean;
  @Column('integer', { nullable: true }) latePaymentDays!: number | null;
  @Column('integer', { nullable: true }) latePaymentAmount!: number | null;
  @Column('boolean', { default: false }) autoPayDeltaDaysEnabled!: boolean;
  @Column('integer', { nullable: true }) autoPayDeltaDays!: number | null;
  @Column('boolean', { default: false }) enabledForSelfBooking!: boolean;
  @Column('integer', { nullable: true }) visits!: number | null;
  @Column('text', { nullable: true }) visitInterval!: string | null;
  @Column('boolean', { default: false }) visitPreEnroll!: boolean;
  @Column('boolean', { default: false }) holdPossible!: boolean;
  @Column('integer', { nullable: true }) maxHoldNumber!: number | null;
  @Column('integer', { nullable: true }) maxHoldPeriod!: number | null;
  @Column('boolean', { default: false }) sessionConversionTracking!: boolean;
  @Column('boolean', { default: false }) makesMember!: boolean;
  @Column('boolean', { default: false }) makesLifetimeMember!: boolean;
  @Column('boolean', { default: false }) canBePurchasedWithoutBooking!: boolean;
  @Column('boolean', { default: false }) requiresTermsAndConditionsAcceptance!: boolean;
  @Column('boolean', { default: false }) spotlight!: boolean;
  @Column('text', { nullable: true }) clientLifecycleStatusOnBook!: string | null;
  @Column('text', { nullable: true }) clientLifecycleStatusOnAttended!: string | null;
  @Column('text', { nullable: true }) clientLifecycleStatusOnCancel!: string | null;
  @Column('text', { array: true, default: () => "'{}'" }) assignedClientTags!: string[];
  @Column('text', { nullable: true }) recurringInvoiceNote!: string | null;
  @Column('boolean', { default: false }) requiresPaymentMethodForFreePlan!: boolean;
}
