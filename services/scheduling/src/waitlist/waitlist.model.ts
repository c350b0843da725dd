import { Field, ID, InputType, ObjectType } from '@nestjs/graphql';
import { InputRule, MutationResponse } from '@tempo/graphql';

@ObjectType({ description: 'A person a waitlist notification names: id and name' })
export class WaitlistPerson {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
}

@ObjectType({ description: 'Weekdays (SU..SA) with local times HH:MM in the business zone' })
export class WaitlistWindow {
  @Field(() => [String]) weekdays!: string[];
  @Field(() => String) fromTime!: string;
  @Field(() => String, { description: 'Before or at fromTime: the window runs past midnight' })
  toTime!: string;
}

@ObjectType({ description: "A client's appointment waitlist notification (001 §2.7)" })
export class WaitlistNotification {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: '"<client>\'s appointment waitlist notification"' }) title!: string;
  @Field(() => WaitlistPerson) client!: WaitlistPerson;
  @Field(() => ID) serviceId!: string;
  @Field(() => String) serviceName!: string;
  @Field(() => ID, { nullable: true, description: 'null: any staff member' }) staffId!: string | null;
  @Field(() => String, { nullable: true }) staffName!: string | null;
  @Field(() => ID, { nullable: true, description: 'null: any location' }) locationId!: string | null;
  @Field(() => String, { nullable: true }) locationName!: string | null;
  @Field(() => [WaitlistWindow]) windows!: WaitlistWindow[];
  @Field(() => String, { description: 'Local date YYYY-MM-DD (included)' }) fromDate!: string;
  @Field(() => String, { description: 'Local date YYYY-MM-DD (included)' }) toDate!: string;
  @Field(() => String, { description: 'ACTIVE, UNSUBSCRIBED, EXPIRED or FULFILLED' }) status!: string;
  @Field(() => String) createdAt!: string;
}

@InputType({ description: 'Weekdays (SU, MO, TU, WE, TH, FR, SA) and local times HH:MM' })
export class WaitlistWindowInput {
  @InputRule({ maxItems: 7, maxLength: 2 }) @Field(() => [String], { nullable: true }) weekdays?:
    string[] | null;
  @InputRule({ maxLength: 5 }) @Field(() => String, { nullable: true }) fromTime?: string | null;
  @InputRule({ maxLength: 5 }) @Field(() => String, { nullable: true }) toTime?: string | null;
}

@InputType({
  description:
    'A waitlist notification: the client, the service, optionally a staff member and a location, time windows and local dates',
})
export class WaitlistNotificationInput {
  @Field(() => ID, { nullable: true }) clientId?: string | null;
  @Field(() => ID, { nullable: true }) serviceId?: string | null;
  @Field(() => ID, { nullable: true, description: 'Absent: any staff member' }) staffId?: string | null;
  @Field(() => ID, { nullable: true, description: 'Absent: any location' }) locationId?: string | null;
  @InputRule({ maxItems: 21 })
  @Field(() => [WaitlistWindowInput], { nullable: true })
  windows?: WaitlistWindowInput[] | null;
  @InputRule({ maxLength: 10 }) @Field(() => String, { nullable: true }) fromDate?: string | null;
  @InputRule({ maxLength: 10 }) @Field(() => String, { nullable: true }) toDate?: string | null;
}

@InputType({ description: 'Changes to a waitlist notification: the fields given replace the stored ones' })
export class UpdateWaitlistNotificationInput {
  @Field(() => ID) id!: string;
  @Field(() => ID, { nullable: true }) serviceId?: string | null;
  @Field(() => ID, { nullable: true, description: 'null: any staff member' }) staffId?: string | null;
  @Field(() => ID, { nullable: true, description: 'null: any location' }) locationId?: string | null;
  @InputRule({ maxItems: 21 })
  @Field(() => [WaitlistWindowInput], { nullable: true })
  windows?: WaitlistWindowInput[] | null;
  @InputRule({ maxLength: 10 }) @Field(() => String, { nullable: true }) fromDate?: string | null;
  @InputRule({ maxLength: 10 }) @Field(() => String, { nullable: true }) toDate?: string | null;
  @InputRule({ maxLength: 20 })
  @Field(() => String, {
    nullable: true,
    description: 'ACTIVE or UNSUBSCRIBED (staff: also EXPIRED, FULFILLED)',
  })
  status?: string | null;
}

@ObjectType()
export class WaitlistNotificationResult extends MutationResponse {
  @Field(() => WaitlistNotification, { nullable: true }) notification?: WaitlistNotification | null;
}

@ObjectType()
export class WaitlistNotificationDeleteResult extends MutationResponse {
  @Field(() => ID, { nullable: true }) id?: string | null;
}

@ObjectType({ description: 'An opened time held for a waitlisted client until holdUntil' })
export class WaitlistOffer {
  @Field(() => ID) id!: string;
  @Field(() => ID) notificationId!: string;
  @Field(() => WaitlistPerson) client!: WaitlistPerson;
  @Field(() => ID) serviceId!: string;
  @Field(() => String) serviceName!: string;
  @Field(() => ID) staffId!: string;
  @Field(() => String) staffName!: string;
  @Field(() => ID) locationId!: string;
  @Field(() => String) locationName!: string;
  @Field(() => ID, { nullable: true }) roomId!: string | null;
  @Field(() => String, { description: 'ISO instant' }) startAt!: string;
  @Field(() => String, { description: 'ISO instant (excluded)' }) endAt!: string;
  @Field(() => String, { description: 'ISO instant: the hold ends then' }) holdUntil!: string;
  @Field(() => String, { description: 'HELD, TAKEN or EXPIRED (a hold past holdUntil reads EXPIRED)' })
  status!: string;
  @Field(() => ID, { nullable: true, description: 'The appointment booked when taken' }) eventId!:
    string | null;
}
