import { Injectable } from '@nestjs/common';
import { ActorContext } from '@tempo/contracts';
import { UserError } from '@tempo/graphql';
import { PEOPLE_TEXTS } from '@tempo/people-rules';
import { accountManagersOf, announceFamilies, emit, personEventData } from '../events';
import { FamilyStore } from '../families/family.store';
import { PersonFileEntity } from '../files/person-file.entity';
import { PersonEntity } from '../people/person.entity';
import { PeopleStore } from '../people/people.store';

type Draft = Partial<PersonEntity>;
const union = (a: readonly string[], b: readonly string[]) => [...new Set([...a, ...b])];

/**
 * What the kept record becomes (001 §4.4 "Merging keeps one record"): its own
 * values win; what it lacks is taken from the deleted one; tags, phones,
 * flags and custom attributes are joined.
 */
export function mergedDraft(keep: PersonEntity, drop: PersonEntity): Draft {
  const out: Draft = {};
  const fill = [
    'middleName',
    'email',
    'profilePhoto',
    'street',
    'city',
    'state',
    'zipCode',
    'country',
    'birthdate',
    'gender',
    'status',
    'timezone',
    'newMemberAt',
    'memberLostAt',
    'staffBio',
    'staffSecondaryAttribute',
  ] as const;
  for (const k of fill) {
    if ((keep[k] === null || keep[k] === undefined) && drop[k] !== null && drop[k] !== undefined) {
      Object.assign(out, { [k]: drop[k] });
    }
  }
  out.phones = union(keep.phones, drop.phones);
  out.tags = union(keep.tags, drop.tags);
  out.flags = [...keep.flags, ...drop.flags.filter((f) => !keep.flags.some((k) => k.reason === f.reason))];
  out.customAttributes = [
    ...keep.customAttributes,
    ...drop.customAttributes.filter((c) => !keep.customAttributes.some((k) => k.name === c.name)),
  ];
  out.photoRelease = keep.photoRelease || drop.photoRelease;
  if (drop.joinedAt < keep.joinedAt) out.joinedAt = drop.joinedAt;
  if (!keep.leadCaptureFields && drop.leadCaptureFields) out.leadCaptureFields = drop.leadCaptureFields;
  return out;
}

/**
 * mergePeople: one transaction moves the deleted person's family links to the
 * kept one, deletes it and updates the kept record; `person.merged` tells
 * the other subgraphs (and the file store) to re-point their references.
 */
@Injectable()
export class MergeService {
  constructor(
    private readonly store: PeopleStore,
    private readonly family: FamilyStore,
  ) {}

  merge(actor: ActorContext, business: string, toDeleteId: string, toKeepId: string): Promise<PersonEntity> {
    if (toDeleteId === toKeepId) throw new UserError(PEOPLE_TEXTS.mergeSamePerson);
    return this.store.db.withTenant(business, async (em) => {
      const keep = await this.store.get(em, business, toKeepId);
      const drop = await this.store.get(em, business, toDeleteId);
      if (keep.staffRole || drop.staffRole) throw new UserError(PEOPLE_TEXTS.mergeStaff);
      if (drop.id === actor.accountId) throw new UserError(PEOPLE_TEXTS.cannotDeleteSelf);
      await this.family.moveAll(em, business, drop.id, keep.id);
      // Files go with the kept record (they would be deleted with the other one).
      await em.update(PersonFileEntity, { business, personId: drop.id }, { personId: keep.id });
      const draft = mergedDraft(keep, drop);
      await em.delete(PersonEntity, { business, id: drop.id });
      const kept = await this.store.update(em, actor, keep, draft);
      const managers = (await accountManagersOf(em, business, [kept.id])).get(kept.id);
      await emit(em, actor, business, 'person.merged', {
        keptId: kept.id,
        deletedId: drop.id,
        kept: personEventData(kept, undefined, managers),
      });
      // The dependents of the person merged away now have the kept one as account manager.
      await announceFamilies(em, actor, business, await this.family.dependentIds(em, business, kept.id));
      return kept;
    });
  }
}
