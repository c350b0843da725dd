import { Args, Float, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { ActorContext } from '@tempo/contracts';
import { assertBusiness, Authenticated, CurrentActor } from '@tempo/auth';
import { ArgRules, type Payload } from '@tempo/graphql';
import { DeletePeopleFileResult, PeopleFile, UploadTicket } from './files.model';
import { FilesService } from './files.service';

const UPLOAD_RULES = { fileName: { maxLength: 200 }, contentType: { maxLength: 100 } };

/** Files and profile photos of people; the object-level checks are in FilesService. */
@Resolver()
export class FilesResolver {
  constructor(private readonly files: FilesService) {}

  @Authenticated()
  @ArgRules(UPLOAD_RULES)
  @Mutation(() => UploadTicket, {
    description: 'Where to PUT a new profile photo of a person (resized on upload)',
  })
  async requestProfilePhotoUpload(
    @CurrentActor() actor: ActorContext,
    @Args('business', { type: () => ID }) business: string,
    @Args('id', { type: () => ID }) id: string,
    @Args('fileName', { type: () => String }) fileName: string,
    @Args('contentType', { type: () => String }) contentType: string,
    @Args('size', { type: () => Float, description: 'Bytes' }) size: number,
  ): Promise<Payload<UploadTicket>> {
    const b = assertBusiness(actor, business);
    return this.files.requestUpload(actor, b, {
      personId: id,
      folder: 'profile_photos',
      fileName,
      contentType,
      size,
    });
  }

  @Authenticated()
  @ArgRules(UPLOAD_RULES)
  @Mutation(() => UploadTicket, { description: 'Where to PUT a new file of a person' })
  async requestPeopleFileUpload(
    @CurrentActor() actor: ActorContext,
    @Args('business', { type: () => ID }) business: string,
    @Args('personId', { type: () => ID }) personId: string,
    @Args('fileName', { type: () => String }) fileName: string,
    @Args('contentType', { type: () => String }) contentType: string,
    @Args('size', { type: () => Float, description: 'Bytes' }) size: number,
  ): Promise<Payload<UploadTicket>> {
    const b = assertBusiness(actor, business);
    return this.files.requestUpload(actor, b, { personId, folder: 'files', fileName, contentType, size });
  }

  @Authenticated()
  @Query(() => [PeopleFile], { description: "A person's files, newest first" })
  peopleFiles(
    @CurrentActor() actor: ActorContext,
    @Args('business', { type: () => ID }) business: string,
    @Args('personId', { type: () => ID }) personId: string,
  ): Promise<PeopleFile[]> {
    return this.files.list(actor, assertBusiness(actor, business), personId);
  }

  @Authenticated()
  @Mutation(() => DeletePeopleFileResult, { description: 'Removes a file of a person' })
  async deletePeopleFile(
    @CurrentActor() actor: ActorContext,
    @Args('business', { type: () => ID }) business: string,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<Payload<DeletePeopleFileResult>> {
    await this.files.remove(actor, assertBusiness(actor, business), id);
    return {};
  }
}
