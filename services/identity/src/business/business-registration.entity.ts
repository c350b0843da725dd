import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * A business self-registered with the e-mail of an existing user: that user becomes its owner
 * only after confirming through the mailed link (single use, expiring, stored as a hash).
 */
@Entity('business_registration')
export class BusinessRegistrationEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('text') businessName!: string;
  @Column('uuid') userId!: string;
  @Column('text', { unique: true }) tokenHash!: string;
  @Column('timestamptz') expiresAt!: Date;
  @Column('timestamptz', { nullable: true }) confirmedAt!: Date | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
}
