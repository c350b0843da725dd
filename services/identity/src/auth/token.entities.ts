import { Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import { UserEntity } from '../users/user.entity';

/** A refresh token, stored as a hash. Rotation revokes it; reuse of a revoked one revokes its family. */
@Entity('refresh_token')
@Index('refresh_token_family', ['familyId'])
export class RefreshTokenEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid')
  @ForeignKey(() => UserEntity, 'id', { name: 'refresh_token_user_id_fkey' })
  userId!: string;
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
  @Column('uuid')
  @ForeignKey(() => UserEntity, 'id', { name: 'login_link_user_id_fkey' })
  userId!: string;
  @Column('text', { unique: true }) tokenHash!: string;
  @Column('text', { nullable: true }) businessName!: string | null;
  @Column('timestamptz') expiresAt!: Date;
  @Column('timestamptz', { nullable: true }) usedAt!: Date | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
}
