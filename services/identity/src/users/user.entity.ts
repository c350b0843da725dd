import { Check, Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A login: one per e-mail, across businesses. Not tenant-owned. */
@Entity('app_user')
@Check('app_user_email_check', 'email = lower(email)')
export class UserEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('text', { unique: true }) email!: string;
  @Column('text', { nullable: true }) passwordHash!: string | null;
  @Column('text', { nullable: true }) firstName!: string | null;
  @Column('text', { nullable: true }) lastName!: string | null;
  @Column('text', { nullable: true }) locale!: string | null;
  @Column('text', { nullable: true }) profilePhoto!: string | null;
  @Column('boolean', { default: false }) emailVerified!: boolean;
  @Column('boolean', { default: false }) isSuperuser!: boolean;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
}
