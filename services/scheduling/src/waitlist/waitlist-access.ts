// Who reaches which client's waitlist: staff with WAITLIST_NOTIFICATION rights reach every client's; a client
// reaches their own and those of the dependents they manage.
import type { EntityManager } from 'typeorm';
import type { ActorContext } from '@tempo/contracts';
import { NotAllowedError } from '@tempo/graphql';
import { dependentsOf } from '../directory/directory.reader';
import { mayReachClient, seesAllNotifications } from './waitlist-rules';

/** How many notifications or offers a list shows. */
export const WAITLIST_LIST_SIZE = 500;

/** The actor themself and the clients they manage as dependents. */
export async function reachableClients(
  em: EntityManager,
  actor: ActorContext,
  business: string,
): Promise<string[]> {
  if (!actor.accountId) return [];
  return [actor.accountId, ...(await dependentsOf(em, business, actor.accountId)).map((d) => d.id)];
}

/** Refuses an actor who may not act on this client's waitlist. */
export async function assertReaches(
  em: EntityManager,
  actor: ActorContext,
  business: string,
  action: 'list' | 'create' | 'update',
  clientId: string,
): Promise<void> {
  if (seesAllNotifications(actor, action)) return;
  if (!mayReachClient(actor, action, clientId, await reachableClients(em, actor, business)))
    throw new NotAllowedError("another client's waitlist");
}
