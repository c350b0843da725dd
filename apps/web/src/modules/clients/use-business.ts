import { useMemo } from 'react';
import { skipToken, useQuery } from '@apollo/client/react';
import { Action, Resource, can } from '@tempo/permissions';
import { subjectOf, useSession } from '../../app/session';
import { CLIENT_SETTINGS, ClientSettings } from './clients.graphql';

/** The business the screens act in: the one open in the session. */
export function useBusinessName(): string {
  const { business, user } = useSession();
  return business?.name ?? user?.business ?? '';
}

/** The business's client statuses, custom attributes, tag categories and country (cached once loaded). */
export function useClientSettings(): ClientSettings | null {
  const business = useBusinessName();
  const { data } = useQuery(
    CLIENT_SETTINGS,
    business ? { variables: { businessName: business } } : skipToken,
  );
  return data?.businessQuery ?? null;
}

/** Every tag of the business's tag categories, once each. */
export const tagChoices = (settings: ClientSettings | null): string[] => [
  ...new Set((settings?.tagCategories ?? []).flatMap((c) => c.tags ?? [])),
];

/** Whether the signed-in user may do an action on a resource (buttons shown only when permitted). */
export function useCan(): (action: Action, resource: Resource) => boolean {
  const { user } = useSession();
  return useMemo(() => {
    const subject = subjectOf(user);
    return (action: Action, resource: Resource) => can(subject, action, resource);
  }, [user]);
}
