import { Field, ID, ObjectType } from '@nestjs/graphql';

@ObjectType()
export class Activity {
  @Field(() => ID) id!: string;
  @Field(() => ID) business!: string;
  @Field(() => String) objectId!: string;
  @Field(() => String) objectType!: string;
  @Field(() => String) createdAt!: string;
  @Field(() => ID, { nullable: true }) subjectId?: string | null;
  @Field(() => String) trigger!: string;
  @Field(() => String, { nullable: true }) note?: string | null;
  @Field(() => String, { nullable: true }) fromStatus?: string | null;
  @Field(() => String, { nullable: true }) toStatus?: string | null;
}

@ObjectType()
export class ActivityPage {
  @Field(() => String, {
    nullable: true,
    description: 'Pass back to get the next page; null on the last page',
  })
  cursor?: string | null;
  @Field(() => [Activity]) activities!: Activity[];
}
