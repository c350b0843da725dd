import { MenuConditions, MenuItem, MenuSection, profilePathFor, visibleMenu } from '@tempo/permissions';
import { screenTitle } from '../../app/route-table';
import { subjectOf } from '../../app/session';
import type { CurrentUser } from '../auth/types';
import type { Business } from '../business/business.graphql';

export interface ShellLink {
  id: string;
  label: string;
  /** Where a link goes; undefined for actions. */
  to?: string;
  kind: MenuItem['kind'];
}

export interface ShellSection {
  id: string;
  title?: string;
  items: ShellLink[];
}

export interface ShellMenus {
  quickActions: ShellLink[];
  profile: ShellLink[];
  sidebar: ShellSection[];
}

const ITEM_LABELS: Record<string, string> = {
  week: 'Week View',
  month: 'Month View',
  'business-settings': 'Business Settings',
};

function resolvePath(item: MenuItem, user: CurrentUser, businessName?: string): string | undefined {
  if (item.dynamicPath === 'ownProfile') return profilePathFor(user);
  if (!item.path) return undefined;
  if (item.path.includes(':businessName'))
    return businessName ? item.path.replace(':businessName', businessName) : item.fallbackPath;
  return item.path;
}

function toLink(item: MenuItem, user: CurrentUser, businessName?: string): ShellLink {
  const to = resolvePath(item, user, businessName);
  const label = item.label ?? ITEM_LABELS[item.id] ?? screenTitle((item.path ?? '').split('?')[0]);
  return { id: item.id, label, to, kind: item.kind };
}

/** The shell's menus for a user (000 §2.8): the permissions library's MENU filtered by visibleMenu. */
export function shellMenus(
  user: CurrentUser,
  business: Business | null,
  conditions: MenuConditions = {},
): ShellMenus {
  const menus = visibleMenu(subjectOf(user), {
    smsFeatureEnabled: !!business?.smsFeatureEnabled,
    voipEnabled: !!business?.voipEnabled,
    ...conditions,
  });
  const name = business?.name ?? user.business ?? undefined;
  const section = (s: MenuSection): ShellSection => ({
    id: s.id,
    title: s.title,
    items: s.items.map((i) => toLink(i, user, name)),
  });
  return {
    quickActions: menus.quickActions.map((i) => toLink(i, user, name)),
    profile: menus.profile.map((i) => toLink(i, user, name)),
    sidebar: menus.sidebar.map(section),
  };
}
