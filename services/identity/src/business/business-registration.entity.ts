import { Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import { UserEntity } from '../users/user.entity';

/**
 * A business self-registered with the e-mail of an existing user: that user becomes its owner
 * only after confirming through the mailed link (single use, expiring, stored as a hash).
 */
@Entity('business_registration')
@Index('business_registration_business', ['businessName'])
export class BusinessRegistrationEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('text') businessName!: string;
  @Column('uuid')
  @ForeignKey(() => UserEntity, 'id', { name: 'business_registration_user_id_fkey' })
  userId!: string;
  @Column('text', { unique: true }) tokenHash!: string;
  @Column('timestamptz') expiresAt!: Date;
  @Column('timestamptz', { nullable: true }) confirmedAt!: Date | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
}
