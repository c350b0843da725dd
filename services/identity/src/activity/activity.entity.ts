import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** An audit and feed entry (000 §3.4), built from domain events. */
@Entity('activity')
// Newest first (created_at DESC, id DESC), written in its migration: TypeORM does not express the order.
@Index('activity_business_created', { synchronize: false })
export class ActivityEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('text') business!: string;
  @Column('uuid', { unique: true }) eventId!: string;
  @Column('text') objectType!: string;
  @Column('text') objectId!: string;
  @Column('text') trigger!: string;
  @Column('uuid', { nullable: true }) subjectId!: string | null;
  @Column('text', { nullable: true }) note!: string | null;
  @Column('text', { nullable: true }) fromStatus!: string | null;
  @Column('text', { nullable: true }) toStatus!: string | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
}
