import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

export interface FlaggedReason {
  reason: string;
  note?: string | null;
  createdAt?: string | null;
}

/** Answers of lead-capture and registration forms, by field name. */
export type LeadFields = Record<string, string | number | boolean | null | string[]>;

export interface NameValue {
  name: string;
  value: string;
}

export interface CategorizedTags {
  category: string;
  tags: string[];
}

export interface StaffServiceRate {
  services: string[];
  locations: string[];
  rateType: string;
  amount: number;
  currency: string | null;
  bonusAmount: number | null;
  bonusThreshold: number | null;
  bonusCeiling: number | null;
  countNoShows: boolean;
  countCancel: boolean;
  countLateCancel: boolean;
  countLocationClosures: boolean;
  countStaffCancel: boolean;
}

export interface StaffCommissionRate {
  services: string[];
  rateType: string;
  amount: number;
}

/**
 * A person of a business, client or staff (001 §3.1): one id across the
 * platform (the account of identity that signs them in has the same id).
 * E-mail is unique per business.
 */
@Entity('person')
@Index('person_business_last_name', { synchronize: false })
@Index('person_business_email', { synchronize: false })
@Index('person_search', { synchronize: false })
@Index('person_tags', { synchronize: false })
export class PersonEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('text') business!: string;
  @Column('text') firstName!: string;
  @Column('text', { nullable: true }) middleName!: string | null;
  @Column('text') lastName!: string;
  @Column('text', { nullable: true }) email!: string | null;
  @Column('text', { nullable: true }) profilePhoto!: string | null;
  @Column('text', { nullable: true }) street!: string | null;
  @Column('text', { nullable: true }) city!: string | null;
  @Column('text', { nullable: true }) state!: string | null;
  @Column('text', { nullable: true }) zipCode!: string | null;
  @Column('text', { nullable: true }) country!: string | null;
  @Column('text', { array: true, default: () => "'{}'" }) phones!: string[];
  @Column('boolean', { default: false }) photoRelease!: boolean;
  @Column('date', { nullable: true }) birthdate!: string | null;
  @Column('text', { nullable: true }) gender!: string | null;
  @Column('text', { nullable: true }) status!: string | null;
  @Column('text', { array: true, default: () => "'{}'" }) tags!: string[];
  @Column('jsonb', { default: () => "'[]'" }) flags!: FlaggedReason[];
  @Column('jsonb', { default: () => "'[]'" }) customAttributes!: NameValue[];
  @Column('text', { nullable: true }) timezone!: string | null;
  @Column('text', { array: true, default: () => "'{}'" }) notificationOptOuts!: string[];
  @Column('text', { array: true, default: () => "'{}'" }) smsNotificationOptOuts!: string[];
  @Column('boolean', { default: false }) disableAllSmsNotifications!: boolean;
  @Column('boolean', { default: false }) marketingEmailDisabled!: boolean;
  @Column('jsonb', { nullable: true }) leadCaptureFields!: LeadFields | null;
  @Column('jsonb', { nullable: true }) utmParameters!: LeadFields | null;
  @Column('timestamptz') joinedAt!: Date;
  @Column('timestamptz', { nullable: true }) newMemberAt!: Date | null;
  @Column('timestamptz', { nullable: true }) memberLostAt!: Date | null;
  @Column('timestamptz', { nullable: true }) hiddenAt!: Date | null;
  @Column('timestamptz', { nullable: true }) lastLoginAt!: Date | null;
  // staff
  @Column('text', { nullable: true }) staffRole!: string | null;
  @Column('text', { nullable: true }) staffSecondaryAttribute!: string | null;
  @Column('text', { nullable: true }) staffBio!: string | null;
  @Column('jsonb', { default: () => "'[]'" }) staffCategorizedTags!: CategorizedTags[];
  @Column('jsonb', { default: () => "'[]'" }) staffServiceRates!: StaffServiceRate[];
  @Column('jsonb', { default: () => "'[]'" }) staffCommissionRates!: StaffCommissionRate[];
  @Column('jsonb', { default: () => "'{}'" }) staffFlags!: Record<string, boolean>;
  @Column('boolean', { default: true }) visibleByVisitors!: boolean;
  @Column('boolean', { default: true }) visibleByClients!: boolean;
  @Column('boolean', { default: false }) deactivated!: boolean;
  @Column('text', { nullable: true }) staffOnlineId!: string | null;
  @Column('text', { nullable: true }) staffEmployeeId!: string | null;
  @Column('boolean', { default: false }) staffInternalVideoConfEnabled!: boolean;
  @Column('boolean', { default: false }) staffNotificationEmailDisabled!: boolean;
  @Column('text', { nullable: true }) staffCalendarColor!: string | null;
  /** The outstanding invitation (its token id); cleared when it is used. */
  @Column('uuid', { nullable: true, select: false }) inviteId!: string | null;
  @Column('int', { default: 1 }) version!: number;
  @Column('timestamptz') createdAt!: Date;
  @Column('timestamptz') updatedAt!: Date;
  /** Names, e-mail and phone digits, lower-cased, for the search (trigram index); see searchText. */
  @Column('text', { select: false }) search!: string;
}
