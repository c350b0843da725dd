import { Check, Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import { EventEntity } from '../events/event.entity';

/** WAITING in line, OFFERED a held place, ENROLLED, LEFT (the client or staff took them off) or EXPIRED. */
export type SessionWaitlistStatus = 'WAITING' | 'OFFERED' | 'ENROLLED' | 'LEFT' | 'EXPIRED';

/** Entries still in line: waiting, or holding an offered place. */
export const OPEN_WAITLIST_STATUSES: readonly SessionWaitlistStatus[] = ['WAITING', 'OFFERED'];

/**
 * A client waiting for a place in a full session event (migration 1795800000400-enrolment), in line by
 * createdAt then id. An OFFERED entry holds a place until holdUntil.
 */
@Entity('session_waitlist_entry')
@Index('session_waitlist_entry_open', { synchronize: false })
@Index('session_waitlist_entry_line', { synchronize: false })
@Index('session_waitlist_entry_client', { synchronize: false })
@Check(
  'session_waitlist_entry_status_check',
  `status IN ('WAITING', 'OFFERED', 'ENROLLED', 'LEFT', 'EXPIRED')`,
)
export class SessionWaitlistEntryEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('text') business!: string;
  @Column('uuid')
  @ForeignKey(() => EventEntity, 'id', { name: 'session_waitlist_entry_event_id_fkey', onDelete: 'CASCADE' })
  eventId!: string;
  @Column('uuid', { nullable: true }) sessionId!: string | null;
  @Column('uuid') clientId!: string;
  @Column('text', { nullable: true }) planName!: string | null;
  @Column('text', { nullable: true }) enrollmentType!: string | null;
  @Column('text', { default: 'WAITING' }) status!: SessionWaitlistStatus;
  @Column('timestamptz', { nullable: true }) holdUntil!: Date | null;
  /** The secret of the public unsubscribe route, shared by the client's entries in one session. */
  @Column('text') token!: string;
  @Column('timestamptz') createdAt!: Date;
  @Column('timestamptz') updatedAt!: Date;
}
