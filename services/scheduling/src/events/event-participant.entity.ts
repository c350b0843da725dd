import { Check, Column, Entity, ForeignKey, Index, PrimaryColumn, Unique } from 'typeorm';
import { EventEntity } from './event.entity';

/** A client or staff member of an event (001 §3.5) and what their attendance or cancellation recorded. */
@Entity('event_participant')
@Index('event_participant_person', { synchronize: false })
@Unique('event_participant_event_id_people_id_kind_key', ['eventId', 'peopleId', 'kind'])
@Check('event_participant_kind_check', `kind IN ('client', 'staff')`)
export class EventParticipantEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('text') business!: string;
  @Column('uuid')
  @ForeignKey(() => EventEntity, 'id', { name: 'event_participant_event_id_fkey', onDelete: 'CASCADE' })
  eventId!: string;
  @Column('uuid') peopleId!: string;
  @Column('text') kind!: 'client' | 'staff';
  @Column('text', { nullable: true }) eventRole!: string | null;
  /** DROP_IN, DROP_IN_PRE_ENROLL, SUBSCRIPTION or FULL_SESSION (001 §9). */
  @Column('text', { nullable: true }) enrollmentType!: string | null;
  @Column('text', { nullable: true }) planName!: string | null;
  @Column('uuid', { nullable: true }) payerId!: string | null;
  @Column('boolean', { default: false }) paid!: boolean;
  @Column('uuid', { nullable: true }) subscriptionId!: string | null;
  @Column('uuid', { nullable: true }) invoiceId!: string | null;
  /** NO_SHOW, COMPLETED, LESSON_MATE, CANCELED or LATE_CANCELED (001 §4.1); null: booked. */
  @Column('text', { nullable: true }) status!: string | null;
  @Column('boolean', { default: false }) lateCancellation!: boolean;
  /** The service's consequence the cancellation recorded (billing turns it into a credit). */
  @Column('text', { nullable: true }) cancellationConsequence!: string | null;
  @Column('text', { nullable: true }) cancellationCreditName!: string | null;
  @Column('uuid', { nullable: true }) cancelledBy!: string | null;
  @Column('timestamptz', { nullable: true }) cancelledAt!: Date | null;
  @Column('text', { nullable: true }) cancelReason!: string | null;
  @Column('timestamptz') createdAt!: Date;
  @Column('timestamptz') updatedAt!: Date;
}
