import { Field, ID, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'One client of one event in a window: what the attendance report lists' })
export class AttendanceRow {
  @Field(() => ID) eventId!: string;
  @Field(() => String) eventName!: string;
  @Field(() => String) startAt!: string;
  @Field(() => String) endAt!: string;
  @Field(() => String, { description: "The event's zone" }) timezone!: string;
  @Field(() => String, { nullable: true }) locationName!: string | null;
  @Field(() => String, { nullable: true }) roomName!: string | null;
  @Field(() => String, { nullable: true }) serviceName!: string | null;
  @Field(() => [String]) staffNames!: string[];
  @Field(() => ID) clientId!: string;
  @Field(() => String) clientName!: string;
  @Field(() => String, {
    description:
      "The client's status (NO_SHOW, COMPLETED, LESSON_MATE, CANCELED, LATE_CANCELED), else the event's",
  })
  status!: string;
  @Field(() => String) statusLabel!: string;
  @Field(() => String, { nullable: true }) planName!: string | null;
  @Field(() => Boolean) paid!: boolean;
}
