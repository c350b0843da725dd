import { Injectable } from '@nestjs/common';
import { newId, TenantDb } from '@tempo/db';
import { detectImageType, resizeImage, sizeProblem } from '@tempo/storage';
import { PeopleStore } from '../people/people.store';
import { FilesService, MEDIA_PATH } from './files.service';
import { UploadGrant } from './media-token';
import { PersonFileEntity } from './person-file.entity';

/** Longest side of a stored profile photo; served sizes are made from it. */
export const STORED_PHOTO_SIDE = 1024;

export class UploadRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * Receives the bytes of a granted upload: checked against the grant (size,
 * and for photos that they are an image), the limits checked again, then
 * stored and recorded. A refused upload stores nothing.
 */
@Injectable()
export class MediaUploadService {
  constructor(
    private readonly db: TenantDb,
    private readonly files: FilesService,
    private readonly people: PeopleStore,
  ) {}

  async receive(grant: UploadGrant, body: Buffer): Promise<{ id: string; url: string }> {
    if (body.length === 0 || body.length > grant.size) {
      throw new UploadRefused('The file is not the size that was declared', 413);
    }
    let content = body;
    let contentType = grant.contentType;
    if (grant.folder === 'profile_photos') {
      if (!(await detectImageType(body))) throw new UploadRefused('This file is not an image', 415);
      const resized = await resizeImage(body, STORED_PHOTO_SIDE);
      content = resized.body;
      contentType = resized.contentType;
    }
    const problem = sizeProblem(content.length, await this.files.usedBytes(grant.business), grant.limitsMb);
    if (problem) throw new UploadRefused(problem, 413);
    if (
      await this.db.withTenant(grant.business, (em) =>
        em.findOne(PersonFileEntity, { where: { key: grant.key } }),
      )
    ) {
      throw new UploadRefused('This upload was already used', 409);
    }
    await this.files.objects.put(grant.key, content, contentType);
    const id = newId();
    const url = `${MEDIA_PATH}/${grant.key}`;
    try {
      await this.db.withTenant(grant.business, async (em) => {
        const person = await this.people.get(em, grant.business, grant.personId);
        await em.insert(PersonFileEntity, {
          id,
          business: grant.business,
          personId: grant.personId,
          folder: grant.folder,
          key: grant.key,
          name: grant.name,
          contentType,
          size: content.length,
          uploadedBy: grant.uploadedBy,
          createdAt: this.people.now(),
        });
        if (grant.folder === 'profile_photos')
          await this.people.update(em, null, person, { profilePhoto: url });
      });
    } catch (e) {
      await this.files.objects.delete(grant.key);
      throw e;
    }
    return { id, url };
  }
}
