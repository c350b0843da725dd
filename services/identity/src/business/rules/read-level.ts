import type { ActorContext } from '@tempo/contracts';
import { isBlockedStatus } from '@tempo/contracts';
import { ReadLevel } from './field-rules';

/** Whether the actor holds a permission (the shared matrix with the actor's overrides: @tempo/auth actorCan). */
export type Permits = (action: string, resource: string) => boolean;

/**
 * How much of `business` the actor may read: superusers everything
 * (platform), the business's owner and managers its private settings, its
 * other members what a staff layout shows, anyone else the public fields.
 */
export function readLevel(
  actor: Pick<ActorContext, 'role' | 'business' | 'userId'>,
  business: string,
  permits: Permits,
): ReadLevel {
  if (actor.role === 'superuser') return 'platform';
  if (actor.business !== business || !actor.userId) return 'public';
  if (permits('view', 'SELF_BUSINESS')) return 'private';
  if (permits('read', 'NAVBAR')) return 'member';
  return 'public';
}

/** Fields a suspended or closed business still shows everyone: enough for the suspended screen. */
export const SUSPENDED_VISIBLE: readonly string[] = [
  'name',
  'status',
  'fullName',
  'contactEmail',
  'emailFrom',
  'uiLogoUrl',
  'uiFaviconUrl',
];

/** The public view of a business on its own pages: all but SUSPENDED_VISIBLE cleared while it is blocked (not for superusers). */
export function publicView<T extends Record<string, unknown>>(
  view: T,
  status: string,
  superuser: boolean,
): T {
  if (!isBlockedStatus(status) || superuser) return view;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(view)) out[k] = SUSPENDED_VISIBLE.includes(k) ? view[k] : null;
  return out as T;
}
