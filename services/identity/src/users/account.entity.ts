import {
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';
import { BusinessEntity } from '../business/business.entity';
import { UserEntity } from './user.entity';

export interface PermissionEntry {
  action: string;
  resource: string;
  allowed: boolean;
}

/** The staff permission flags (001 §6) an account holds: only the flags that are set, each true. */
export type StaffFlagSet = Partial<Record<string, true>>;

/** A user's membership of one business: their role there and per-account permission overrides. */
@Entity('account')
@Unique('account_business_user_id_key', ['business', 'userId'])
@Index('account_user', ['userId'])
export class AccountEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('text')
  @ForeignKey(() => BusinessEntity, 'name', { name: 'account_business_fkey' })
  business!: string;
  @Column('uuid')
  @ForeignKey(() => UserEntity, 'id', { name: 'account_user_id_fkey' })
  userId!: string;
  @Column('text', { nullable: true }) staffRole!: string | null;
  @Column('text', { nullable: true }) firstName!: string | null;
  @Column('text', { nullable: true }) lastName!: string | null;
  @Column('jsonb', { default: [] }) permissions!: PermissionEntry[];
  /** The person's staff permission flags, granted on top of `permissions` (people subgraph). */
  @Column('jsonb', { default: {} }) staffFlags!: StaffFlagSet;
  /** The account is the sign-in of the person of the same id (kept in step with its events). */
  @Column('boolean', { default: false }) personLinked!: boolean;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
}
