import { EntityManager, In } from 'typeorm';
import { type ActorContext, PEOPLE_EVENT_TOPIC, PeopleEventMap, PersonEventData } from '@tempo/contracts';
import { outboxEmitter } from '@tempo/subgraph';
import { PersonRelationEntity } from './families/relation.entity';
import { PersonEntity } from './people/person.entity';

/** Records a people event in the outbox, in the caller's transaction. */
export const emit = outboxEmitter<PeopleEventMap>(PEOPLE_EVENT_TOPIC);

/**
 * What a person event carries of a person. `accountManagerIds` (the people who manage them as a
 * dependent) is carried when the caller knows it; an event without it leaves other subgraphs' copies as
 * they were.
 */
export const personEventData = (
  p: PersonEntity,
  changed?: string[],
  accountManagerIds?: readonly string[],
): PersonEventData => ({
  personId: p.id,
  email: p.email,
  firstName: p.firstName,
  lastName: p.lastName,
  staffRole: p.staffRole,
  staffFlags: p.staffFlags ?? {},
  deactivated: p.deactivated,
  profilePhoto: p.profilePhoto,
  birthDate: p.birthdate ?? null,
  staffOnlineId: p.staffOnlineId ?? null,
  staffSecondaryAttribute: p.staffSecondaryAttribute ?? null,
  ...(accountManagerIds ? { accountManagerIds: [...accountManagerIds].sort() } : {}),
  ...(changed ? { changed } : {}),
});

/** For each of `ids`, the people who manage them as a dependent (one query). */
export async function accountManagersOf(
  em: EntityManager,
  business: string,
  ids: readonly string[],
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>(ids.map((id) => [id, []]));
  if (!ids.length) return out;
  const rows = await em.find(PersonRelationEntity, {
    where: { business, kind: 'dependent', toId: In([...new Set(ids)]) },
  });
  for (const r of rows) out.get(r.toId)?.push(r.fromId);
  return out;
}

/**
 * Tells other subgraphs that these people's families changed: a person.updated for each of them that
 * still exists, carrying their account managers (after a dependent link is added or removed).
 */
export async function announceFamilies(
  em: EntityManager,
  actor: ActorContext | null,
  business: string,
  ids: readonly string[],
): Promise<void> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return;
  const [people, managers] = await Promise.all([
    em.find(PersonEntity, { where: { business, id: In(wanted) } }),
    accountManagersOf(em, business, wanted),
  ]);
  for (const p of people)
    await emit(
      em,
      actor,
      business,
      'person.updated',
      personEventData(p, ['accountManagerIds'], managers.get(p.id)),
    );
}
