import { Check, Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';

/** A rate with its currency (businessPlanCost): amount in minor units. */
export interface Rate {
  amount: number;
  currency: string;
}

/** A location of the business (001 §3.2). Deleted locations keep their row (deletedAt) for past events. */
@Entity('location')
@Index('location_business_name', { synchronize: false })
export class LocationEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('text') business!: string;
  @Column('text') name!: string;
  /** LOCATION_TYPE_PRIMARY, LOCATION_TYPE_EVENT, LOCATION_TYPE_HOME or LOCATION_TYPE_ONLINE. */
  @Column('text') locationType!: string;
  @Column('text', { default: '' }) description!: string;
  @Column('text', { nullable: true }) mainPhoto!: string | null;
  @Column('text', { nullable: true }) merchantId!: string | null;
  @Column('text', { nullable: true }) achMerchantId!: string | null;
  @Column('text', { nullable: true }) paymentGatewayApiId!: string | null;
  /** Secret: written, never read back through the API. */
  @Column('text', { nullable: true }) paymentGatewayApiKey!: string | null;
  @Column('text', { nullable: true }) achPaymentGatewayApiId!: string | null;
  /** Secret: written, never read back through the API. */
  @Column('text', { nullable: true }) achPaymentGatewayApiKey!: string | null;
  @Column('text', { nullable: true }) yelpLink!: string | null;
  @Column('text', { nullable: true }) googleReviewLink!: string | null;
  @Column('text', { nullable: true }) googlePlaceId!: string | null;
  @Column('text', { nullable: true }) managedGoogleReviewLink!: string | null;
  @Column('text', { nullable: true }) managedYelpReviewLink!: string | null;
  @Column('double precision', { nullable: true }) googleRating!: number | null;
  @Column('integer', { nullable: true }) googleRatingsCount!: number | null;
  @Column('double precision', { nullable: true }) yelpRating!: number | null;
  @Column('integer', { nullable: true }) yelpRatingsCount!: number | null;
  @Column('text', { nullable: true }) yelpBusinessId!: string | null;
  @Column('text', { nullable: true }) address!: string | null;
  @Column('text', { nullable: true }) street!: string | null;
  @Column('text', { nullable: true }) city!: string | null;
  @Column('text', { nullable: true }) state!: string | null;
  @Column('text', { nullable: true }) zipCode!: string | null;
  @Column('text', { nullable: true }) country!: string | null;
  @Column('double precision', { nullable: true }) salesTax!: number | null;
  @Column('text', { nullable: true }) phone!: string | null;
  @Column('text', { nullable: true }) smsPhoneNumber!: string | null;
  /** IANA zone of the location; null: the business's. */
  @Column('text', { nullable: true }) timezone!: string | null;
  @Column('text', { nullable: true }) suggestedTimezone!: string | null;
  @Column('boolean', { default: true }) visibleByVisitors!: boolean;
  @Column('boolean', { default: true }) visibleByClients!: boolean;
  @Column('boolean', { default: false }) visibleInFooter!: boolean;
  @Column('jsonb', { nullable: true }) businessPlanCost!: Rate | null;
  @Column('boolean', { default: false }) discounted!: boolean;
  @Column('boolean', { default: false }) voipEnabled!: boolean;
  @Column('timestamptz') createdAt!: Date;
  @Column('timestamptz') updatedAt!: Date;
  @Column('timestamptz', { nullable: true }) deletedAt!: Date | null;
}

/** A room of a location; applicableServices empty means every service. */
@Entity('room')
@Index('room_location_name', { synchronize: false })
@Index('room_business', { synchronize: false })
export class RoomEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('text') business!: string;
  @Column('uuid')
  @ForeignKey(() => LocationEntity, 'id', { name: 'room_location_id_fkey', onDelete: 'CASCADE' })
  locationId!: string;
  @Column('integer') position!: number;
  @Column('text') name!: string;
  @Column('text', { nullable: true }) description!: string | null;
  @Column('uuid', { array: true, default: () => "'{}'" }) applicableServices!: string[];
  @Column('text', { nullable: true }) onlineId!: string | null;
}

/**
 * An entry of a location's hoursOpen or hoursClosed: from fromTime to toTime
 * (local wall times in `timezone`) on startDate, repeated by `rrule` when set.
 */
@Entity('location_hours')
@Index('location_hours_business', { synchronize: false })
@Check('location_hours_kind_check', `kind IN ('open', 'closed')`)
export class LocationHoursEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('text') business!: string;
  @Column('uuid')
  @ForeignKey(() => LocationEntity, 'id', { name: 'location_hours_location_id_fkey', onDelete: 'CASCADE' })
  locationId!: string;
  @Column('text') kind!: 'open' | 'closed';
  @Column('integer') position!: number;
  /** YYYY-MM-DD. */
  @Column('date') startDate!: string;
  /** HH:MM:SS. */
  @Column('time') fromTime!: string;
  @Column('time') toTime!: string;
  @Column('text') timezone!: string;
  @Column('text', { nullable: true }) rrule!: string | null;
}
