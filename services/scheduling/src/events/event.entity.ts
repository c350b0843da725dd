import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * An event of the calendar (001 §3.5), the fields availability and location
 * deletion read; the calendar issue adds its operations, participants and slots.
 */
@Entity('event')
export class EventEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('text') business!: string;
  @Column('text') name!: string;
  @Column('timestamptz') startAt!: Date;
  @Column('timestamptz') endAt!: Date;
  @Column('text', { default: 'EVENT_STATUS_ACTIVE' }) status!: string;
  @Column('uuid', { nullable: true }) locationId!: string | null;
  @Column('uuid', { nullable: true }) roomId!: string | null;
  @Column('uuid', { nullable: true }) serviceId!: string | null;
  @Column('uuid', { nullable: true }) sessionId!: string | null;
  @Column('uuid', { nullable: true }) primaryStaffId!: string | null;
  @Column('uuid', { array: true, default: () => "'{}'" }) staffIds!: string[];
  @Column('timestamptz') createdAt!: Date;
  @Column('timestamptz') updatedAt!: Date;
}
