import { Field, ID, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'A piece of a staff member’s open hours: free, or busy and why (001 §3.6)' })
export class Availability {
  @Field(() => String) staffName!: string;
  @Field(() => ID) staffId!: string;
  @Field(() => String, { description: 'Instant, ISO UTC' }) startAt!: string;
  @Field(() => String, { description: 'Instant, ISO UTC' }) endAt!: string;
  @Field(() => Boolean) available!: boolean;
  @Field(() => String, {
    nullable: true,
    description:
      "Why busy: the blocked hours' label, 'Time off' (with its category), the event's name or 'Closed'",
  })
  label!: string | null;
  @Field(() => String, { nullable: true }) roomName!: string | null;
  @Field(() => ID, { nullable: true }) locationId!: string | null;
  @Field(() => String, { nullable: true }) locationName!: string | null;
  @Field(() => [String], { description: 'The services these hours are for (empty: any)' })
  serviceNames!: string[];
}

@ObjectType({ description: 'A bookable start of a service (001 §3.6), with whom, where and in which room' })
export class Timeslot {
  @Field(() => String, { description: 'Instant, ISO UTC' }) startAt!: string;
  @Field(() => ID) staffId!: string;
  @Field(() => String) staffName!: string;
  @Field(() => ID) locationId!: string;
  @Field(() => String) locationName!: string;
  @Field(() => String, { nullable: true }) roomName!: string | null;
}
