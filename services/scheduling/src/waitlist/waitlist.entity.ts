import { Check, Column, Entity, Exclusion, ForeignKey, Index, PrimaryColumn, Unique } from 'typeorm';
import type { TimeWindow, WaitlistRequestStatus } from './waitlist-match';
import type { OfferStatus } from './waitlist-offers';

/**
 * A client's appointment waitlist notification (001 §2.7): the service asked for, optionally a staff member
 * and a location (null: any), time windows read in the business zone and local dates (both included).
 * Unsubscribe links carry a secret token; only the SHA-256 of each token mailed is kept.
 */
@Entity('waitlist_request')
@Index('waitlist_request_line', { synchronize: false })
@Index('waitlist_request_client', { synchronize: false })
@Check('waitlist_request_check', 'to_date >= from_date')
@Check('waitlist_request_status_check', `status IN ('ACTIVE', 'UNSUBSCRIBED', 'EXPIRED', 'FULFILLED')`)
export class WaitlistRequestEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('text') business!: string;
  @Column('uuid') clientId!: string;
  @Column('uuid') serviceId!: string;
  @Column('uuid', { nullable: true }) staffId!: string | null;
  @Column('uuid', { nullable: true }) locationId!: string | null;
  @Column('jsonb', { default: () => "'[]'" }) windows!: TimeWindow[];
  @Column('date') fromDate!: string;
  @Column('date') toDate!: string;
  @Column('text', { default: 'ACTIVE' }) status!: WaitlistRequestStatus;
  @Column('text', { array: true, default: () => "'{}'" }) unsubscribeTokenHashes!: string[];
  @Column('uuid', { nullable: true }) createdBy!: string | null;
  @Column('integer', { default: 1 }) version!: number;
  @Column('timestamptz') createdAt!: Date;
  @Column('timestamptz') updatedAt!: Date;
}

/**
 * An opened slot offered to one waitlist request, held for its client until holdUntil. The database keeps
 * two HELD offers from holding overlapping time of one staff member, and a request from being offered the
 * same slot twice.
 */
@Entity('waitlist_offer')
@Index('waitlist_offer_client', { synchronize: false })
@Index('waitlist_offer_held', { synchronize: false })
@Check('waitlist_offer_check', 'end_at > start_at')
@Check('waitlist_offer_status_check', `status IN ('HELD', 'TAKEN', 'EXPIRED')`)
@Unique('waitlist_offer_once', ['requestId', 'serviceId', 'staffId', 'locationId', 'startAt', 'endAt'])
@Exclusion(
  'waitlist_offer_one_hold',
  `USING gist (staff_id WITH =, tstzrange(start_at, end_at) WITH &&) WHERE (status = 'HELD')`,
)
export class WaitlistOfferEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('text') business!: string;
  @Column('uuid')
  @ForeignKey(() => WaitlistRequestEntity, 'id', {
    name: 'waitlist_offer_request_id_fkey',
    onDelete: 'CASCADE',
  })
  requestId!: string;
  @Column('uuid') clientId!: string;
  @Column('uuid') serviceId!: string;
  @Column('uuid') staffId!: string;
  @Column('uuid') locationId!: string;
  @Column('uuid', { nullable: true }) roomId!: string | null;
  @Column('timestamptz') startAt!: Date;
  @Column('timestamptz') endAt!: Date;
  @Column('timestamptz') holdUntil!: Date;
  @Column('text', { default: 'HELD' }) status!: OfferStatus;
  /** The appointment booked when the offer was taken. */
  @Column('uuid', { nullable: true }) eventId!: string | null;
  @Column('timestamptz') createdAt!: Date;
  @Column('timestamptz') updatedAt!: Date;
}
