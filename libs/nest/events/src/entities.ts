import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** Events waiting to be published, written in the same transaction as the change. */
@Entity('outbox')
@Index('outbox_unpublished', ['occurredAt'], { where: 'published_at IS NULL' })
export class OutboxEvent {
  @PrimaryColumn('uuid') id!: string;
  @Column('text') business!: string;
  @Column('text') topic!: string;
  @Column('text') type!: string;
  @Column('int') version!: number;
  @Column('jsonb') envelope!: unknown;
  @Column('timestamptz') occurredAt!: Date;
  @Column('timestamptz', { nullable: true }) publishedAt!: Date | null;
  @Column('int', { default: 0 }) attempts!: number;
}

/** Events a consumer has applied: the idempotency record. */
@Entity('processed_event')
export class ProcessedEvent {
  @PrimaryColumn('text') consumer!: string;
  @PrimaryColumn('uuid') eventId!: string;
  @Column('text') business!: string;
  @CreateDateColumn({ type: 'timestamptz' }) processedAt!: Date;
}

export const EVENT_ENTITIES = [OutboxEvent, ProcessedEvent];
