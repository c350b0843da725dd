import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

export interface PermissionEntry {
  action: string;
  resource: string;
  allowed: boolean;
}

/** A user's membership of one business: their role there and per-account permission overrides. */
@Entity('account')
export class AccountEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('text') business!: string;
  @Column('uuid') userId!: string;
  @Column('text', { nullable: true }) staffRole!: string | null;
  @Column('text', { nullable: true }) firstName!: string | null;
  @Column('text', { nullable: true }) lastName!: string | null;
  @Column('jsonb', { default: [] }) permissions!: PermissionEntry[];
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
}
