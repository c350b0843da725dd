import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A refresh token, stored as a hash. Rotation revokes it; reuse of a revoked one revokes its family. */
@Entity('refresh_token')
export class RefreshTokenEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid') userId!: string;
  @Column('uuid') familyId!: string;
  @Column('text', { unique: true }) tokenHash!: string;
  @Column('timestamptz') expiresAt!: Date;
  @Column('timestamptz', { nullable: true }) revokedAt!: Date | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
}

/** A single-use, expiring login link (temporary access). */
@Entity('login_link')
export class LoginLinkEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid') userId!: string;
  @Column('text', { unique: true }) tokenHash!: string;
  @Column('text', { nullable: true }) businessName!: string | null;
  @Column('timestamptz') expiresAt!: Date;
  @Column('timestamptz', { nullable: true }) usedAt!: Date | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
}
