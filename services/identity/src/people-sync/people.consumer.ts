import { Logger } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { EventEnvelope, PeopleTopics } from '@tempo/contracts';
import type { ConsumerDefinition } from '@tempo/events';
import type { EventActorSource } from '@tempo/subgraph';
import { BusinessEntity } from '../business/business.entity';
import { accountsOfPeopleEvent } from './account-plan';
import { syncAccount } from './account-sync';

const log = new Logger('PeopleAccounts');

/** The actor of a person's event, as identity's own events record it. */
const actorOf = (event: EventEnvelope): EventActorSource =>
  event.actor
    ? {
        userId: event.actor.userId,
        email: event.actor.email,
        impersonator: event.actor.impersonatorId ? { userId: event.actor.impersonatorId, email: '' } : null,
      }
    : null;

/**
 * Applies a people event to the accounts of its business, in the business's transaction (the
 * consumer's, with the processed-event row that makes it happen once). What cannot be applied
 * (a malformed record, an unknown business, a conflict with another account) is logged and
 * skipped: retrying would never succeed and would hold back the business's later events.
 */
export async function applyPeopleEvent(event: EventEnvelope, em: EntityManager): Promise<void> {
  const syncs = accountsOfPeopleEvent(event.type, event.data);
  if (!syncs) {
    if (event.type.startsWith('person.'))
      log.warn(`${event.type} ${event.id}: not a person's record; ignored`);
    return;
  }
  if (!(await em.exists(BusinessEntity, { where: { name: event.business } }))) {
    log.warn(`${event.type} ${event.id}: unknown business; ignored`);
    return;
  }
  for (const sync of syncs) {
    const { plan } = await syncAccount(em, actorOf(event), event.business, sync, { rekey: true });
    if (plan.kind === 'conflict')
      log.warn(`${event.type} ${event.id}: account ${sync.id} left as it was (${plan.reason})`);
  }
}

/** Identity's accounts follow the people subgraph's persons (the account of a person has its id). */
export const peopleAccountsConsumer: ConsumerDefinition = {
  name: 'people-accounts',
  topics: [PeopleTopics.person],
  handle: applyPeopleEvent,
};
