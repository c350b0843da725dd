import { Field, Float, ID, ObjectType } from '@nestjs/graphql';
import { MutationResponse } from '@tempo/graphql';

/** A file of a person, with a link that works for a few minutes. */
@ObjectType()
export class PeopleFile {
  @Field(() => ID) id!: string;
  @Field(() => ID) personId!: string;
  @Field(() => String) name!: string;
  @Field(() => String) contentType!: string;
  @Field(() => Float, { description: 'Bytes' }) size!: number;
  @Field(() => String) createdAt!: string;
  @Field(() => String, { description: 'Download link (relative to the business host), valid for 10 minutes' })
  url!: string;
}

/** Where to PUT the bytes of an upload: a single-use grant, valid for 10 minutes. */
@ObjectType()
export class UploadTicket extends MutationResponse {
  @Field(() => String, {
    nullable: true,
    description: 'PUT the file body here (relative to the business host)',
  })
  uploadUrl?: string | null;
  @Field(() => Float, { nullable: true }) maxBytes?: number | null;
}

@ObjectType()
export class DeletePeopleFileResult extends MutationResponse {}
