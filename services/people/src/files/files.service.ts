import { Inject, Injectable } from '@nestjs/common';
import { ActorContext, Clock, CLOCK, isUuid } from '@tempo/contracts';
import { actorCan } from '@tempo/auth';
import { newId, TenantDb } from '@tempo/db';
import { NotAllowedError, NotFoundError, UserError } from '@tempo/graphql';
import { folderAccepts, OBJECT_STORE, ObjectStore, objectKey, sizeProblem } from '@tempo/storage';
import { PEOPLE_CONFIG, PeopleConfig } from '../config';
import { FamilyStore } from '../families/family.store';
import { IdentityClient } from '../identity/identity.client';
import { PeopleStore } from '../people/people.store';
import { downloadQuery, signGrant, UploadGrant } from './media-token';
import { PersonFileEntity } from './person-file.entity';
import type { PeopleFile } from './files.model';

export const MEDIA_PATH = '/media';
export const GRANT_SECONDS = 600;
export type PeopleFolder = 'files' | 'profile_photos';

/**
 * Files and profile photos of people (001 §2.2-2.4 files pages): who may
 * upload, see and remove them, within the business's per-file and total
 * limits (its record's maxPerFileSizeUsageMegaBytes / maxFileSizeUsageMegaBytes).
 */
@Injectable()
export class FilesService {
  constructor(
    private readonly db: TenantDb,
    private readonly people: PeopleStore,
    private readonly family: FamilyStore,
    private readonly identity: IdentityClient,
    @Inject(OBJECT_STORE) readonly objects: ObjectStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(PEOPLE_CONFIG) readonly config: PeopleConfig,
  ) {}

  nowSeconds(): number {
    return Math.floor(this.clock.now().getTime() / 1000);
  }

  /** Staff with `action` on FILES reach anyone; others themself and their dependents with OWN_FILES get. */
  private async assertReach(
    actor: ActorContext,
    business: string,
    personId: string,
    staffAction: string,
  ): Promise<void> {
    if (actorCan(actor, staffAction, 'FILES')) return;
    const self = actor.accountId;
    const reach =
      !!self &&
      actorCan(actor, 'get', 'OWN_FILES') &&
      (personId === self ||
        (await this.db.withTenant(business, (em) => this.family.dependentIds(em, business, self))).includes(
          personId,
        ));
    if (!reach) throw new NotAllowedError('not your files');
  }

  async limits(business: string): Promise<{ perFileMb: number; totalMb: number }> {
    const set = await this.identity.fileLimits(business);
    return {
      perFileMb: set?.perFile ?? this.config.FILE_MAX_MB,
      totalMb: set?.total ?? this.config.STORAGE_MAX_MB,
    };
  }

  async usedBytes(business: string): Promise<number> {
    const [row] = await this.db.withTenant(business, (em) =>
      em.query(`SELECT coalesce(sum(size), 0)::bigint AS used FROM person_file WHERE business = $1`, [
        business,
      ]),
    );
    return Number(row?.used ?? 0);
  }

  /** An upload grant for a file of `personId`, refused before anything is stored when it cannot fit. */
  async requestUpload(
    actor: ActorContext,
    business: string,
    a: { personId: string; folder: PeopleFolder; fileName: string; contentType: string; size: number },
  ): Promise<{ uploadUrl: string; maxBytes: number }> {
    if (a.folder === 'profile_photos') {
      const self = actor.accountId === a.personId;
      if (!self && !actorCan(actor, 'update', 'PEOPLE'))
        await this.assertReach(actor, business, a.personId, 'ATTACH');
    } else await this.assertReach(actor, business, a.personId, 'ATTACH');
    await this.db.withTenant(business, (em) => this.people.get(em, business, a.personId));
    if (!folderAccepts(a.folder, a.contentType))
      throw new UserError('This kind of file cannot be uploaded here');
    if (!Number.isInteger(a.size) || a.size < 1)
      throw new UserError('size must be the number of bytes of the file');
    const limitsMb = await this.limits(business);
    const problem = sizeProblem(a.size, await this.usedBytes(business), limitsMb);
    if (problem) throw new UserError(problem);
    const grant: UploadGrant = {
      business,
      personId: a.personId,
      folder: a.folder,
      key: objectKey(business, a.folder, a.fileName, newId()),
      name: a.fileName.slice(0, 200),
      contentType: a.contentType,
      size: a.size,
      uploadedBy: actor.accountId,
      limitsMb,
      exp: this.nowSeconds() + GRANT_SECONDS,
    };
    return {
      uploadUrl: `${MEDIA_PATH}/upload/${signGrant(grant, this.config.SERVICE_TOKEN_SECRET)}`,
      maxBytes: a.size,
    };
  }

  view(row: PersonFileEntity): PeopleFile {
    const exp = this.nowSeconds() + GRANT_SECONDS;
    return {
      id: row.id,
      personId: row.personId,
      name: row.name,
      contentType: row.contentType,
      size: row.size,
      createdAt: row.createdAt.toISOString(),
      url: `${MEDIA_PATH}/${row.key}?${downloadQuery(row.key, exp, this.config.SERVICE_TOKEN_SECRET)}`,
    };
  }

  async list(actor: ActorContext, business: string, personId: string): Promise<PeopleFile[]> {
    await this.assertReach(actor, business, personId, 'get');
    const rows = await this.db.withTenant(business, (em) =>
      em.find(PersonFileEntity, {
        where: { business, personId, folder: 'files' },
        order: { createdAt: 'DESC' },
      }),
    );
    return rows.map((r) => this.view(r));
  }

  async remove(actor: ActorContext, business: string, id: string): Promise<void> {
    const row = await this.db.withTenant(business, async (em) => {
      const found = isUuid(id) ? await em.findOne(PersonFileEntity, { where: { business, id } }) : null;
      if (!found) throw new NotFoundError(id);
      await this.assertReach(actor, business, found.personId, 'DETACH');
      await em.delete(PersonFileEntity, { business, id });
      return found;
    });
    await this.objects.delete(row.key);
  }
}
