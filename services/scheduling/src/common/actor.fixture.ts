import { type ActorContext, VISITOR } from '@tempo/contracts';

/** A signed-in member of business 'b' with a role, for the rules' unit tests. */
export const actorAs = (role: string, accountId = 'me'): ActorContext => ({
  ...VISITOR,
  business: 'b',
  businessStatus: null,
  ip: null,
  requestId: null,
  userId: 'u',
  accountId,
  role,
});
