import { Field, Int, ObjectType } from '@nestjs/graphql';
import { MutationResponse } from '@tempo/graphql';

@ObjectType({
  description:
    'A calendar feed URL: https://<business host>/ical/<token>.ics, shown once when made (only a hash of its token is kept); null after revoking',
})
export class IcalUrlResult extends MutationResponse {
  @Field(() => String, { nullable: true }) url?: string | null;
}

@ObjectType({ description: "A person's calendar feed that is in use (its URL is not shown again)" })
export class IcalFeed {
  @Field(() => Boolean, {
    description: "The staff member's teaching calendar, else the client's family's events",
  })
  staffCalendar!: boolean;
  @Field(() => Int, {
    description: 'Months ahead of now the feed covers (it also shows the month before now)',
  })
  periodMonths!: number;
  @Field(() => String, { description: 'ISO instant' }) createdAt!: string;
}
