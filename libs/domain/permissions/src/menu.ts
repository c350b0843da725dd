import { Subject, can } from './can';
import { Guard, routeGuardFor } from './routes';

/**
 * The application shell's menus (000 §2.8) as data: navbar quick actions and icons, the
 * profile dropdown, and the sidebar sections. An item with a guard is shown only when
 * permitted; an item with a condition only when that condition holds. A sidebar item's
 * guard is the guard of the route it opens (looked up in GUARDED_ROUTES), so menus and
 * routes cannot disagree.
 */

/** Extra, non-permission conditions some items carry. */
export type MenuCondition =
  | 'voipEnabled' // business flag
  | 'smsFeatureEnabled' // business flag
  | 'impersonating' // a superuser is acting as another user
  | 'mediumOrLargeScreen';

export interface MenuItem {
  id: string;
  /** The item's text, where the specification gives it. */
  label?: string;
  /** Where the item goes; a route pattern, possibly with a query. */
  path?: string;
  /** Used instead of `path` when the pattern's parameter is unknown (no business name). */
  fallbackPath?: string;
  /** 'ownProfile': the path is {@link profilePathFor} of the user. */
  dynamicPath?: 'ownProfile';
  /** Items that run an action instead of navigating. */
  kind: 'link' | 'action' | 'info';
  guard?: Guard;
  condition?: MenuCondition;
}

export interface MenuSection {
  id: string;
  title?: string;
  /** The whole section is shown only with this permission. */
  guard?: Guard;
  items: readonly MenuItem[];
}

/** A sidebar link whose guard is its route's guard. Throws at load time for a path with no guarded route. */
function link(id: string, path: string, label?: string): MenuItem {
  const route = routeGuardFor(path);
  if (!route) throw new Error(`Menu item ${id}: no guarded route for ${path}`);
  return {
    id,
    path,
    kind: 'link',
    guard: { resource: route.resource, action: route.action },
    ...(label ? { label } : {}),
  };
}

/** Top navbar quick actions (000 §2.8), each shown only when permitted. */
export const QUICK_ACTIONS: readonly MenuItem[] = [
  link('register-client', '/clients/create', 'Register Client'),
  link('book-appointment', '/appointment/create', 'Book Appointment'),
  link('enroll-in-session', '/session/enroll', 'Enroll In Session'),
  link('subscribe-client', '/subscription/create', 'Subscribe Client'),
];

/** The other navbar parts that carry a permission or condition. */
export const NAVBAR_ITEMS: readonly MenuItem[] = [
  { id: 'logo', path: '/', kind: 'link' },
  {
    id: 'changelog',
    path: '/changelog',
    kind: 'link',
    guard: { resource: 'CHANGELOG', action: 'view' },
    condition: 'mediumOrLargeScreen',
  },
  {
    id: 'voice',
    kind: 'action',
    guard: { resource: 'VOIP_CALL', action: 'RECEIVE' },
    condition: 'voipEnabled',
  },
  {
    id: 'instant-messages',
    path: '/messaging',
    kind: 'link',
    guard: { resource: 'INSTANT_MESSAGES', action: 'list' },
    condition: 'smsFeatureEnabled',
  },
];

/** Profile dropdown items (000 §2.8); items with a guard are hidden when not permitted. */
export const PROFILE_MENU: readonly MenuItem[] = [
  { id: 'profile-info', kind: 'info' },
  { id: 'connection-status', kind: 'info', condition: 'smsFeatureEnabled' },
  {
    id: 'switch-business',
    label: 'Switch business...',
    kind: 'action',
    guard: { resource: 'SWITCH_BUSINESS', action: 'list' },
  },
  { id: 'profile', label: 'Profile', kind: 'link', dynamicPath: 'ownProfile' },
  { id: 'change-timezone', label: 'Change timezone', kind: 'action' },
  {
    id: 'live-support',
    label: 'Get live support',
    kind: 'action',
    guard: { resource: 'LIVE_HELP', action: 'get' },
  },
  { id: 'stop-sudo', label: 'Stop Sudo', kind: 'action', condition: 'impersonating' },
  { id: 'logout', label: 'Logout', path: '/logout', kind: 'link' },
];

/** The desktop sidebar (000 §2.8), section by section. */
export const SIDEBAR: readonly MenuSection[] = [
  {
    id: 'schedule',
    title: 'Schedule',
    items: [
      link('day-by-room', '/calendar?view=day&resource=room', 'Day View - By Room'),
      link('day-by-staff', '/calendar?view=day&resource=staff', 'Day View - By Staff'),
      link('day-by-service', '/calendar?view=day&resource=service', 'Day View - By Service'),
      link('week', '/calendar?view=week'),
      link('month', '/calendar?view=month'),
    ],
  },
  {
    id: 'clients',
    title: 'Clients',
    items: [
      link('all-clients', '/clients', 'All Clients'),
      link('prospects', '/prospects'),
      link('prospect-conversion', '/stats/prospect-conversion'),
      link('gift-cards', '/gift-cards'),
      link('add-client', '/clients/create', 'Add client'),
      link('messaging', '/messaging', 'Instant Messaging'),
      link('calls', '/calls'),
      link('proposals', '/proposals'),
      link('waitlist-notifications', '/waitlistnotification'),
    ],
  },
  {
    id: 'staff',
    title: 'Staff',
    items: [
      link('staff', '/staff'),
      link('payroll', '/staff/payroll'),
      link('time-off', '/timeoff'),
      link('commissions', '/staff/commissions'),
      link('add-staff', '/staff/create'),
    ],
  },
  {
    id: 'settings',
    title: 'Settings',
    items: [
      { ...link('business-settings', '/business/:businessName/edit'), fallbackPath: '/business' },
      link('locations', '/locations', 'Locations / Rooms'),
      link('services', '/services'),
      link('terms-and-conditions-policies', '/terms-and-conditions-policies', 'T&C Policies'),
      link('campaigns', '/campaigns'),
      link('templates', '/templates'),
      link('promotions', '/promo', 'Promotions'),
    ],
  },
  {
    id: 'stats',
    title: 'Stats',
    items: [
      link('dashboard', '/dashboard'),
      link('today', '/today'),
      link('membership-conversions', '/stats/conversions', 'Membership Conversions'),
      link('session-enrollment', '/stats/session-enrollment'),
      link('staff-stats', '/stats/staff'),
      link('location-utilization', '/stats/location', 'Location/Room Utilization'),
      link('retention', '/stats/retention'),
    ],
  },
  {
    id: 'reporting',
    title: 'Reporting',
    items: [
      link('attendance', '/reporting/attendance'),
      link('credits-report', '/reporting/credits/'),
      link('subscriptions-report', '/reporting/subscriptions/'),
      link('invoices-report', '/reporting/invoices', 'Invoices'),
      link('overdue-invoices', '/reporting/open-invoices', 'Overdue Invoices'),
      link('transactions-report', '/reporting/transactions', 'Transactions'),
    ],
  },
  {
    id: 'general',
    items: [
      { id: 'change-timezone', label: 'Change Timezone', kind: 'action' },
      {
        id: 'live-support',
        label: 'Live Support',
        kind: 'action',
        guard: { resource: 'LIVE_HELP', action: 'get' },
      },
      { id: 'logout', label: 'Logout', path: '/logout', kind: 'link' },
    ],
  },
  {
    id: 'superuser-tools',
    title: 'Superuser tools',
    guard: { resource: 'ALL_BUSINESSES', action: 'list' },
    items: [
      link('all-businesses', '/business', 'All businesses'),
      link('activities', '/activities'),
      link('audit', '/audit'),
      link('import-clients', '/clients/import'),
      link('import-appointments', '/schedule/appointment/import'),
      link('import-sessions', '/schedule/session/import'),
      link('import-credits', '/credits/import'),
      link('import-subscriptions', '/subscription/import'),
      link('import-services', '/service/import'),
      link('session-creator', '/session/creator'),
      link('map-credit-cards', '/cc/mapping', 'Map credit cards'),
      link('business-cleanup', '/business/cleanup'),
      link('photo-release-migration', '/business/migrations/photo-release'),
      link('recalculate-invoice-totals', '/invoice/recalculate-total'),
    ],
  },
];

/** Every menu of the shell. */
export const MENU = {
  quickActions: QUICK_ACTIONS,
  navbar: NAVBAR_ITEMS,
  profile: PROFILE_MENU,
  sidebar: SIDEBAR,
} as const;

export type MenuConditions = Partial<Record<MenuCondition, boolean>>;

/** Whether an item is shown: permitted (when guarded) and its condition holds (when it has one). */
export function isMenuItemVisible(
  subject: Subject,
  item: MenuItem,
  conditions: MenuConditions = {},
): boolean {
  if (item.guard && !can(subject, item.guard.action, item.guard.resource)) return false;
  return !item.condition || conditions[item.condition] === true;
}

/** The menus as a subject sees them: hidden items removed, and sections left empty or not permitted removed. */
export function visibleMenu(
  subject: Subject,
  conditions: MenuConditions = {},
): {
  quickActions: MenuItem[];
  navbar: MenuItem[];
  profile: MenuItem[];
  sidebar: MenuSection[];
} {
  const visible = (items: readonly MenuItem[]) =>
    items.filter((i) => isMenuItemVisible(subject, i, conditions));
  return {
    quickActions: visible(QUICK_ACTIONS),
    navbar: visible(NAVBAR_ITEMS),
    profile: visible(PROFILE_MENU),
    sidebar: SIDEBAR.filter((s) => !s.guard || can(subject, s.guard.action, s.guard.resource))
      .map((s) => ({ ...s, items: visible(s.items) }))
      .filter((s) => s.items.length > 0),
  };
}
