import { type ActorContext, normalizeBusinessName } from '@tempo/contracts';
import { actorCan, assertBusiness } from '@tempo/auth';
import { NotAllowedError } from '@tempo/graphql';

/**
 * Who reads the catalogue: its staff (everything), a client of the business
 * (what is visibleByClients) or a visitor on its pages (what is visibleByVisitors).
 */
export type Audience = 'staff' | 'client' | 'visitor';

/**
 * The business a catalogue read addresses and the audience it is read for.
 * Members with `readResource` read (e.g. 'LOCATION') read their own business
 * as staff (superusers any); a client reads their own business as a client;
 * anyone else reads only the business of the host they are on, as a visitor.
 */
export function catalogueAudience(
  actor: ActorContext,
  business: string,
  readResource: string,
): { business: string; audience: Audience } {
  const name = normalizeBusinessName(business);
  if (actor.role === 'superuser' || (actor.accountId && actorCan(actor, 'read', readResource)))
    return { business: assertBusiness(actor, name), audience: 'staff' };
  if (actor.business !== name) throw new NotAllowedError('another business');
  return { business: name, audience: actor.accountId ? 'client' : 'visitor' };
}

/** Whether an audience sees a row with these visibility flags (staff see everything). */
export const visibleTo = (
  audience: Audience,
  row: { visibleByClients: boolean; visibleByVisitors: boolean },
): boolean => audience === 'staff' || (audience === 'client' ? row.visibleByClients : row.visibleByVisitors);
