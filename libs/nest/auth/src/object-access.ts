import { type ActorContext, normalizeBusinessName } from '@tempo/contracts';
import { NotAllowedError } from '@tempo/graphql';
import { actorCan } from './guards';

/**
 * The own-business check, the one place it is written: the actor addresses
 * the business it is a member of (an account there), or is a superuser acting
 * platform-wide. Returns the business name, normalised.
 */
export function assertBusiness(actor: ActorContext, business: string): string {
  const name = normalizeBusinessName(business);
  if (actor.role === 'superuser') return name;
  if (!actor.business || actor.business !== name || !actor.accountId)
    throw new NotAllowedError('another business');
  return name;
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
