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
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
}
