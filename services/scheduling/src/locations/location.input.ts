import { Field, Float, ID, InputType, Int } from '@nestjs/graphql';
import { InputRule } from '@tempo/graphql';

const TEXT = { maxLength: 200 };
const URL = { maxLength: 2048 };
const KEY = { maxLength: 500 };

/** A room of a location; on an update a room given with its id keeps it. */
@InputType()
export class RoomInput {
  @Field(() => ID, { nullable: true }) id?: string | null;
  @InputRule(TEXT) @Field(() => String) name!: string;
  @InputRule({ maxLength: 2000, multiline: true })
  @Field(() => String, { nullable: true })
  description?: string | null;
  @InputRule({ maxItems: 500, maxLength: 36 })
  @Field(() => [ID], { nullable: true, description: 'Services allowed in the room; empty: every service' })
  applicableServices?: string[] | null;
  @InputRule({ maxLength: 200 }) @Field(() => String, { nullable: true }) onlineId?: string | null;
}

/** An entry of hoursOpen or hoursClosed: local times on startDate, repeated by rrule when given. */
@InputType()
export class LocationHoursInput {
  @Field(() => ID, { nullable: true }) id?: string | null;
  @InputRule({ maxLength: 10 }) @Field(() => String, { description: 'YYYY-MM-DD' }) startDate!: string;
  @InputRule({ maxLength: 8 }) @Field(() => String, { description: 'HH:MM' }) fromTime!: string;
  @InputRule({ maxLength: 8 }) @Field(() => String, { description: 'HH:MM' }) toTime!: string;
  @InputRule({ maxLength: 64 })
  @Field(() => String, { nullable: true, description: "IANA zone; default the location's" })
  timezone?: string | null;
  @InputRule({ maxLength: 1000, multiline: true })
  @Field(() => String, { nullable: true, description: 'RFC 5545 rule, e.g. FREQ=WEEKLY;BYDAY=MO' })
  rrule?: string | null;
}

@InputType()
export class RateInput {
  @Field(() => Int, { description: 'Minor units' }) amount!: number;
  @InputRule({ maxLength: 3 }) @Field(() => String) currency!: string;
}

/** Every field of a location a form edits (001 §3.2). */
@InputType({ isAbstract: true })
export class LocationFieldsInput {
  @InputRule(TEXT) @Field(() => String, { nullable: true }) name?: string | null;
  @InputRule({ maxLength: 40 }) @Field(() => String, { nullable: true }) locationType?: string | null;
  @InputRule({ maxLength: 5000, multiline: true })
  @Field(() => String, { nullable: true })
  description?: string | null;
  @InputRule(URL) @Field(() => String, { nullable: true }) mainPhoto?: string | null;
  @InputRule(TEXT) @Field(() => String, { nullable: true }) merchantId?: string | null;
  @InputRule(TEXT) @Field(() => String, { nullable: true }) achMerchantId?: string | null;
  @InputRule(TEXT) @Field(() => String, { nullable: true }) paymentGatewayApiId?: string | null;
  @InputRule(KEY)
  @Field(() => String, { nullable: true, description: 'Secret: never read back' })
  paymentGatewayApiKey?: string | null;
  @InputRule(TEXT) @Field(() => String, { nullable: true }) achPaymentGatewayApiId?: string | null;
  @InputRule(KEY)
  @Field(() => String, { nullable: true, description: 'Secret: never read back' })
  achPaymentGatewayApiKey?: string | null;
  @InputRule(URL) @Field(() => String, { nullable: true }) yelpLink?: string | null;
  @InputRule(URL) @Field(() => String, { nullable: true }) googleReviewLink?: string | null;
  @InputRule(TEXT) @Field(() => String, { nullable: true }) googlePlaceId?: string | null;
  @InputRule(URL) @Field(() => String, { nullable: true }) managedGoogleReviewLink?: string | null;
  @InputRule(URL) @Field(() => String, { nullable: true }) managedYelpReviewLink?: string | null;
  @Field(() => Float, { nullable: true }) googleRating?: number | null;
  @Field(() => Int, { nullable: true }) googleRatingsCount?: number | null;
  @Field(() => Float, { nullable: true }) yelpRating?: number | null;
  @Field(() => Int, { nullable: true }) yelpRatingsCount?: number | null;
  @InputRule(TEXT) @Field(() => String, { nullable: true }) yelpBusinessId?: string | null;
  @InputRule(TEXT) @Field(() => String, { nullable: true }) address?: string | null;
  @InputRule(TEXT) @Field(() => String, { nullable: true }) street?: string | null;
  @InputRule(TEXT) @Field(() => String, { nullable: true }) city?: string | null;
  @InputRule(TEXT) @Field(() => String, { nullable: true }) state?: string | null;
  @InputRule({ maxLength: 20 }) @Field(() => String, { nullable: true }) zipCode?: string | null;
  @InputRule({ maxLength: 2 }) @Field(() => String, { nullable: true }) country?: string | null;
  @Field(() => Float, { nullable: true, description: 'Percent, 0 to 100' }) salesTax?: number | null;
  @InputRule({ maxLength: 30 }) @Field(() => String, { nullable: true }) phone?: string | null;
  @InputRule({ maxLength: 30 }) @Field(() => String, { nullable: true }) smsPhoneNumber?: string | null;
  @InputRule({ maxLength: 64 })
  @Field(() => String, { nullable: true, description: "IANA zone; null: the business's" })
  timezone?: string | null;
  @InputRule({ maxItems: 100 }) @Field(() => [RoomInput], { nullable: true }) rooms?: RoomInput[] | null;
  @InputRule({ maxItems: 200 })
  @Field(() => [LocationHoursInput], { nullable: true })
  hoursOpen?: LocationHoursInput[] | null;
  @InputRule({ maxItems: 500 })
  @Field(() => [LocationHoursInput], { nullable: true })
  hoursClosed?: LocationHoursInput[] | null;
  @Field(() => Boolean, { nullable: true }) visibleByVisitors?: boolean | null;
  @Field(() => Boolean, { nullable: true }) visibleByClients?: boolean | null;
  @Field(() => Boolean, { nullable: true }) visibleInFooter?: boolean | null;
  @Field(() => RateInput, { nullable: true }) businessPlanCost?: RateInput | null;
  @Field(() => Boolean, { nullable: true }) discounted?: boolean | null;
  @Field(() => Boolean, { nullable: true }) voipEnabled?: boolean | null;
}

/** createLocation: name, locationType and description are required (001 §5.5). */
@InputType()
export class LocationInput extends LocationFieldsInput {}

/** updateLocation: id and locationType are required (001 §5.5); other fields change when given. */
@InputType()
export class UpdateLocationInput extends LocationFieldsInput {
  @Field(() => ID) id!: string;
}
