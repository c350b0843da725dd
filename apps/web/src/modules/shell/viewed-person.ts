import { Subject, canOpen, matchRoute } from '@tempo/permissions';

/**
 * The mobile menu's item for the person a page shows (000 §2.8): which profile URL the page is
 * on, and which of that person's pages the menu lists.
 */

export type ViewedKind = 'client' | 'staff' | 'dependent';

/** Where on a person's pages the user is: the profile, its edit form, or the payroll. */
export type ViewedPage = 'profile' | 'edit' | 'payroll';

export interface ViewedProfile {
  kind: ViewedKind;
  id: string;
  page: ViewedPage;
  /** The profile's own URL. */
  base: string;
}

/** The profile URL patterns recognised (000 §2.8), each with its optional trailing 'edit', and the staff payroll. */
const PATTERNS: Record<string, { kind: ViewedKind; page: ViewedPage; param: string }> = {
  '/clients/:clientId': { kind: 'client', page: 'profile', param: 'clientId' },
  '/clients/:clientId/edit': { kind: 'client', page: 'edit', param: 'clientId' },
  '/staff/:staffId': { kind: 'staff', page: 'profile', param: 'staffId' },
  '/staff/:staffId/edit': { kind: 'staff', page: 'edit', param: 'staffId' },
  '/staff/:staffId/payroll': { kind: 'staff', page: 'payroll', param: 'staffId' },
  '/clients/self/dependent/:dependentId': { kind: 'dependent', page: 'profile', param: 'dependentId' },
  '/clients/self/dependent/:dependentId/edit': { kind: 'dependent', page: 'edit', param: 'dependentId' },
};

const BASES: Record<ViewedKind, (id: string) => string> = {
  client: (id) => `/clients/${id}`,
  staff: (id) => `/staff/${id}`,
  dependent: (id) => `/clients/self/dependent/${id}`,
};

/**
 * The person's profile a path shows, or undefined. Literal routes win over parameters
 * ('/clients/create', '/staff/self', '/staff/payroll' are no person), as the router decides.
 */
export function viewedProfileOf(pathname: string): ViewedProfile | undefined {
  const match = matchRoute(pathname);
  const pattern = match && PATTERNS[match.path];
  if (!match || !pattern) return undefined;
  const id = match.params[pattern.param];
  return { kind: pattern.kind, id, page: pattern.page, base: BASES[pattern.kind](id) };
}

interface SubMenuItem {
  /** After the profile's URL ('' for the profile itself). */
  path: string;
  label: string;
  hidden?: boolean;
  hiddenOnMobile?: boolean;
}

const CLIENT_PAGES: readonly SubMenuItem[] = [
  { path: '', label: 'Profile' },
  { path: '/edit', label: 'Edit' },
  { path: '/all-schedules', label: 'Schedule' },
  { path: '/all-subscriptions', label: 'Subscriptions' },
  { path: '/all-credits', label: 'Credits' },
  { path: '/all-invoices', label: 'Invoices' },
  { path: '/invoice-yearly-statement', label: 'Yearly statement', hiddenOnMobile: true },
  { path: '/all-comments', label: 'Comments' },
  { path: '/files', label: 'Files' },
  { path: '/source', label: 'Source', hidden: true },
];

/** Each kind of profile's sub-menu. */
const SUB_MENUS: Record<ViewedKind, readonly SubMenuItem[]> = {
  client: CLIENT_PAGES,
  dependent: CLIENT_PAGES.filter((p) => p.path !== '/source'),
  staff: [
    { path: '', label: 'Profile' },
    { path: '/edit', label: 'Edit' },
    { path: '/payroll', label: 'Payroll' },
    { path: '/files', label: 'Files' },
  ],
};

/** The profile sub-menu items the mobile menu lists: not hidden, not hidden on mobile, and permitted. */
export function profileSubMenu(subject: Subject, viewed: ViewedProfile): { to: string; label: string }[] {
  return SUB_MENUS[viewed.kind]
    .filter((item) => !item.hidden && !item.hiddenOnMobile)
    .map((item) => ({ to: viewed.base + item.path, label: item.label }))
    .filter((item) => canOpen(subject, item.to));
}

/** On an edit or payroll URL the item leads back to the profile (000 §2.8). */
export const goBackLabel = (firstName: string): string => `Go back to ${firstName}'s profile`;
