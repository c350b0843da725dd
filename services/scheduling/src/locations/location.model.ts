import { Field, ID, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'A location of the business (001 §3.2)' })
export class Location {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String) locationType!: string;
}
