import { Field, ObjectType } from '@nestjs/graphql';
import { MutationResponse } from '@tempo/graphql';

@ObjectType()
export class LoginResult extends MutationResponse {
  @Field(() => String, { nullable: true }) idToken?: string | null;
  @Field(() => String, { nullable: true }) refreshToken?: string | null;
}

@ObjectType()
export class LoginRefreshResult extends MutationResponse {
  @Field(() => String, { nullable: true }) idToken?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The rotated refresh token; the one sent is no longer valid',
  })
  refreshToken?: string | null;
}
