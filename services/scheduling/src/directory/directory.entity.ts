import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** What scheduling keeps of a business, from identity's business events (its zone, time-off settings). */
@Entity('business_settings')
export class BusinessSettingsEntity {
  @PrimaryColumn('text') business!: string;
  @Column('text', { default: '' }) fullName!: string;
  @Column('text', { default: 'UTC' }) timezone!: string;
  @Column('boolean', { default: false }) timeOffPolicyEnabled!: boolean;
  @Column('text', { array: true, default: () => "'{}'" }) timeOffCategories!: string[];
  /** Whether calendar feeds name the students of an event (identity's includeStudentsNameInIcal). */
  @Column('boolean', { default: false }) includeStudentsNameInIcal!: boolean;
  @Column('timestamptz') updatedAt!: Date;
}

/**
 * A staff member of the business, from people's person events: names for availabilities and sessions, and
 * what events show of their staff.
 */
@Entity('staff_member')
@Index('staff_member_business', { synchronize: false })
export class StaffMemberEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('text') business!: string;
  @Column('text') firstName!: string;
  @Column('text', { default: '' }) lastName!: string;
  /** Lowercased; the demo data finds the demo staff by it. */
  @Column('text', { nullable: true }) email!: string | null;
  @Column('text') staffRole!: string;
  @Column('boolean', { default: false }) deactivated!: boolean;
  @Column('text', { nullable: true }) profilePhoto!: string | null;
  /** Shown with the staff member on their events (people's staffOnlineId and staffSecondaryAttribute). */
  @Column('text', { nullable: true }) staffOnlineId!: string | null;
  @Column('text', { nullable: true }) staffSecondaryAttribute!: string | null;
  @Column('timestamptz') updatedAt!: Date;
}

/**
 * A client of the business, from people's person events (a person without a staffRole): names for the
 * calendar, the birth date for age checks (001 §5.3) and the people who manage them as their dependent.
 */
@Entity('client_member')
@Index('client_member_business', { synchronize: false })
@Index('client_member_account_managers', { synchronize: false })
export class ClientMemberEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('text') business!: string;
  @Column('text', { default: '' }) firstName!: string;
  @Column('text', { default: '' }) lastName!: string;
  /** Lowercased. */
  @Column('text', { nullable: true }) email!: string | null;
  /** 'YYYY-MM-DD'. */
  @Column('date', { nullable: true }) birthDate!: string | null;
  /** The people who manage this client as their dependent. */
  @Column('uuid', { array: true, default: () => "'{}'" }) accountManagerIds!: string[];
  @Column('text', { nullable: true }) profilePhoto!: string | null;
  @Column('boolean', { default: false }) deactivated!: boolean;
  @Column('timestamptz') updatedAt!: Date;
}
