import type { ActorContext } from '@tempo/contracts';
import { NotAllowedError } from '@tempo/graphql';
import { actorCan } from './guards';

/** The actor addresses its own business (or is a superuser acting platform-wide). */
export function assertBusiness(actor: ActorContext, business: string): void {
  if (actor.role === 'superuser') return;
  if (!actor.business || actor.business !== business) throw new NotAllowedError('another business');
}

/** True when `personId` is the actor themself. */
export const isSelf = (actor: ActorContext, personId: string): boolean =>
  !!actor.accountId && actor.accountId === personId;

/**
 * Object-level access to a person's records: staff with `readResource`
 * permission see anyone of the business; everyone else only themselves and
 * the dependents they manage.
 */
export function canReachPerson(
  actor: ActorContext,
  personId: string,
  dependents: readonly string[],
  readResource = 'PEOPLE',
): boolean {
  if (actorCan(actor, 'read', readResource)) return true;
  return isSelf(actor, personId) || dependents.includes(personId);
}

export function assertCanReachPerson(
  actor: ActorContext,
  personId: string,
  dependents: readonly string[],
  readResource = 'PEOPLE',
): void {
  if (!canReachPerson(actor, personId, dependents, readResource))
    throw new NotAllowedError('not your record');
}
