import { EntityManager } from 'typeorm';
import {
  AccountEventData,
  EventEnvelope,
  IdentityTopics,
  isBusinessNameFormat,
  isEmail,
  isUuid,
} from '@tempo/contracts';

import type { ConsumerContext, ConsumerDefinition } from '@tempo/events';
import { searchText } from '@tempo/people-rules';
import { emit, personEventData } from '../events';
import { PersonEntity } from '../people/person.entity';

/** A name from an e-mail's local part, when identity did not give one ('ada.lovelace' -> 'Ada'). */
const nameFromEmail = (email: string): string => {
  const first = email.split('@')[0].split(/[._+-]/)[0] ?? '';
  return first ? first.charAt(0).toUpperCase() + first.slice(1) : 'Member';
};

/** The person of an account identity created on its own (a business's first owner, a demo login). */
export function personFromAccount(business: string, d: AccountEventData, now: Date): Partial<PersonEntity> {
  const firstName = d.firstName?.trim() || nameFromEmail(d.email);
  const lastName = d.lastName?.trim() || '';
  return {
    id: d.accountId,
    business,
    firstName,
    lastName,
    email: d.email.toLowerCase(),
    staffRole: d.staffRole,
    joinedAt: now,
    createdAt: now,
    updatedAt: now,
    version: 1,
    search: searchText({ firstName, lastName, email: d.email }),
  };
}

/**
 * One person per account: an account created in identity without its person
 * (business registration, createBusiness's owner, seeds) gets one with the same
 * id. An existing person is left alone: people owns it from then on.
 */
export async function ensurePersonForAccount(
  event: EventEnvelope,
  em: EntityManager,
  { clock }: ConsumerContext,
): Promise<void> {
  if (event.type !== 'account.created' && event.type !== 'account.updated') return;
  const data = event.data as Partial<AccountEventData> | null;
  // What cannot be a person is skipped, never retried: a retried event would hold up the business's later ones.
  if (!data?.accountId || !isUuid(data.accountId) || typeof data.email !== 'string' || !isEmail(data.email))
    return;
  if (!event.business || !isBusinessNameFormat(event.business)) return;
  if (await em.findOne(PersonEntity, { where: { business: event.business, id: data.accountId } })) return;
  if (
    await em.findOne(PersonEntity, { where: { business: event.business, email: data.email.toLowerCase() } })
  )
    return;
  const row = em.create(
    PersonEntity,
    personFromAccount(event.business, data as AccountEventData, clock.now()),
  );
  await em.insert(PersonEntity, row);
  await emit(em, null, event.business, 'person.created', {
    ...personEventData(row, undefined, []),
    fromAccount: true,
  });
}

export const accountConsumer: ConsumerDefinition = {
  name: 'people-of-accounts',
  topics: [IdentityTopics.account],
  handle: ensurePersonForAccount,
};
