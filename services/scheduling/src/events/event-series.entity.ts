import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A recurring series (migration 1795800000000-calendar): its rule expanded in its own zone from the first
 * occurrence's start, each occurrence lasting durationMinutes of wall time. Its occurrences are events
 * naming it (recurringId); a moved one is an outlier keeping its originalStartAt.
 */
@Entity('event_series')
@Index('event_series_business', { synchronize: false })
@Check('event_series_duration_minutes_check', 'duration_minutes > 0')
export class EventSeriesEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('text') business!: string;
  @Column('text') rrule!: string;
  @Column('text') timezone!: string;
  @Column('timestamptz') firstStartAt!: Date;
  @Column('integer') durationMinutes!: number;
  @Column('timestamptz') createdAt!: Date;
  @Column('timestamptz') updatedAt!: Date;
}
