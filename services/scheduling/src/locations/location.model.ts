import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { MutationResponse } from '@tempo/graphql';

/** A room of a location (001 §3.2); applicableServices empty: every service. */
@ObjectType()
export class Room {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => [ID]) applicableServices!: string[];
  @Field(() => String, { nullable: true }) onlineId!: string | null;
}

/** An entry of hoursOpen or hoursClosed: local times in `timezone`, from startDate, repeated by rrule. */
@ObjectType()
export class LocationHours {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'YYYY-MM-DD' }) startDate!: string;
  @Field(() => String, { description: 'HH:MM' }) fromTime!: string;
  @Field(() => String, { description: 'HH:MM' }) toTime!: string;
  @Field(() => String) timezone!: string;
  @Field(() => String, { nullable: true }) rrule!: string | null;
}

/** An amount in minor units with its currency. */
@ObjectType()
export class LocationRate {
  @Field(() => Int) amount!: number;
  @Field(() => String) currency!: string;
}

@ObjectType({ description: 'A location of the business (001 §3.2)' })
export class Location {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { description: 'LOCATION_TYPE_PRIMARY, _EVENT, _HOME or _ONLINE' })
  locationType!: string;
  @Field(() => String) description!: string;
  @Field(() => String, { nullable: true }) mainPhoto!: string | null;
  @Field(() => String, { nullable: true, description: 'Staff only' }) merchantId!: string | null;
  @Field(() => String, { nullable: true, description: 'Staff only' }) achMerchantId!: string | null;
  @Field(() => String, { nullable: true, description: 'Staff only' }) paymentGatewayApiId!: string | null;
  @Field(() => String, { nullable: true, description: 'Masked (••••1234) for managers, else null' })
  paymentGatewayApiKey!: string | null;
  @Field(() => String, { nullable: true, description: 'Staff only' }) achPaymentGatewayApiId!: string | null;
  @Field(() => String, { nullable: true, description: 'Masked (••••1234) for managers, else null' })
  achPaymentGatewayApiKey!: string | null;
  @Field(() => String, { nullable: true }) yelpLink!: string | null;
  @Field(() => String, { nullable: true }) googleReviewLink!: string | null;
  @Field(() => String, { nullable: true, description: 'Staff only' }) googlePlaceId!: string | null;
  @Field(() => String, { nullable: true, description: 'Staff only' }) managedGoogleReviewLink!: string | null;
  @Field(() => String, { nullable: true, description: 'Staff only' }) managedYelpReviewLink!: string | null;
  @Field(() => Float, { nullable: true }) googleRating!: number | null;
  @Field(() => Int, { nullable: true }) googleRatingsCount!: number | null;
  @Field(() => Float, { nullable: true }) yelpRating!: number | null;
  @Field(() => Int, { nullable: true }) yelpRatingsCount!: number | null;
  @Field(() => String, { nullable: true, description: 'Staff only' }) yelpBusinessId!: string | null;
  @Field(() => String, { nullable: true }) address!: string | null;
  @Field(() => String, { nullable: true }) street!: string | null;
  @Field(() => String, { nullable: true }) city!: string | null;
  @Field(() => String, { nullable: true }) state!: string | null;
  @Field(() => String, { nullable: true }) zipCode!: string | null;
  @Field(() => String, { nullable: true }) country!: string | null;
  @Field(() => Float, { nullable: true }) salesTax!: number | null;
  @Field(() => String, { nullable: true }) phone!: string | null;
  @Field(() => String, { nullable: true }) smsPhoneNumber!: string | null;
  @Field(() => String, { nullable: true, description: "IANA zone; null: the business's" })
  timezone!: string | null;
  @Field(() => String, { nullable: true, description: 'The zone the address suggests' })
  suggestedTimezone!: string | null;
  @Field(() => [Room]) rooms!: Room[];
  @Field(() => [LocationHours]) hoursOpen!: LocationHours[];
  @Field(() => [LocationHours]) hoursClosed!: LocationHours[];
  @Field(() => Boolean) visibleByVisitors!: boolean;
  @Field(() => Boolean) visibleByClients!: boolean;
  @Field(() => Boolean) visibleInFooter!: boolean;
  @Field(() => LocationRate, { nullable: true, description: 'Staff only' })
  businessPlanCost!: LocationRate | null;
  @Field(() => Boolean) discounted!: boolean;
  @Field(() => Boolean) voipEnabled!: boolean;
  @Field(() => Int, {
    nullable: true,
    description:
      'Staff only: clients with a lesson or class here in the last 30 days (cancelled places left out)',
  })
  activeClientsLast30?: number | null;
  @Field(() => Int, {
    nullable: true,
    description:
      'Staff only: clients with a lesson or class here in the next 30 days (cancelled places left out)',
  })
  activeClientsNext30?: number | null;
}

/** createLocation, updateLocation, duplicateLocation: status, error and the location written. */
@ObjectType()
export class LocationResult extends MutationResponse {
  @Field(() => Location, { nullable: true }) location?: Location | null;
}

/** deleteLocation: status, error and the id of the location deleted. */
@ObjectType()
export class DeleteLocationResult extends MutationResponse {
  @Field(() => ID, { nullable: true }) id?: string | null;
}
