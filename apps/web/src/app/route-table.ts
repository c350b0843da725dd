import { GUARDED_ROUTES, Guard, PUBLIC_ROUTES, UNGUARDED_ROUTES } from '@tempo/permissions';

/**
 * The application's route table as data (ARCHITECTURE §9): every guarded route of 000 §2.5
 * and public route of §2.3 from the permissions library, plus the app's own pages. Screens
 * that later parts of the product own are placeholders naming their owner.
 */
export type Screen =
  | 'home'
  | 'login'
  | 'logout'
  | 'passwordless'
  | 'business-settings'
  | 'all-businesses'
  | 'business-register'
  | 'business-register-confirm'
  | 'changelog'
  | 'placeholder';

export interface AppRoute {
  path: string;
  kind: 'guarded' | 'public' | 'unguarded';
  guard?: Guard;
  title: string;
  /** Which later part of the product brings the screen (placeholders only). */
  owner?: string;
  noNavbar?: boolean;
  screen: Screen;
}

/** The passwordless-link landing page (000 §2.9; the specification does not give its path). */
export const PASSWORDLESS_PATH = '/passwordless';

/** The page of the link confirming a business registration made with an existing user's e-mail. */
export const REGISTRATION_CONFIRM_PATH = '/business/register/confirm';

const TITLES: Record<string, string> = {
  '/': 'Home',
  '/business': 'All businesses',
  '/business/:businessName/edit': 'Business settings',
  '/oauth/:provider/response': 'Card payment provider linking',
  '/cc/mapping': 'Map credit cards',
  '/today': 'Today',
  '/events/:eventId': 'Event',
  '/stats/conversions': 'Membership Conversions',
  '/stats/location': 'Location/Room Utilization',
  '/stats/staff': 'Staff stats',
  '/reporting/open-invoices': 'Overdue Invoices',
  '/reporting/invoices': 'Invoices',
  '/reporting/transactions': 'Transactions',
  '/clients': 'All Clients',
  '/clients/create': 'Add client',
  '/clients/:clientId': 'Client profile',
  '/clients/self': 'My profile',
  '/staff/:staffId': 'Staff profile',
  '/staff/self': 'My profile',
  '/staff/create': 'Add staff',
  '/locations': 'Locations / Rooms',
  '/terms-and-conditions-policies': 'T&C Policies',
  '/promo': 'Promotions',
  '/messaging': 'Instant Messaging',
  '/appointment/create': 'Book Appointment',
  '/session/enroll': 'Enroll In Session',
  '/subscription/create': 'Subscribe Client',
  '/selfBook': 'Self-booking',
  '/selfBookPub': 'Self-booking',
  '/login': 'Login',
  '/logout': 'Logout',
  '/business/register': 'Business registration',
  [PASSWORDLESS_PATH]: 'Authenticating',
};

const words = (segment: string) =>
  segment
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[-_ ]+/)
    .filter(Boolean)
    .join(' ');

/** A readable name for a route: the known title, else its literal segments ('/staff/:staffId/payroll' -> 'Staff payroll'). */
export function screenTitle(path: string, given?: string): string {
  const clean = path.replace(/\/+$/, '') || '/';
  if (given) return given;
  if (TITLES[clean]) return TITLES[clean];
  const literal = clean
    .split('/')
    .filter((s) => s && !s.startsWith(':'))
    .map(words);
  const text = literal.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** [path prefix or pattern test, owner] in priority order: the later part of the product that brings each screen. */
const OWNERS: ReadonlyArray<[RegExp, string]> = [
  [
    /^\/(business\/cleanup|business\/migrations|cc\/|invoice\/recalculate|session\/creator)/,
    'the platform-admin tools issue',
  ],
  [/\/import$/, 'the platform-admin imports issue'],
  [/^\/(business\/:businessName\/edit|activities|audit|changelog|oauth\/)/, 'the business settings screens'],
  [/^\/(calls)/, 'the voice issue'],
  [/^\/(review|reviews)$/, 'the reviews issue'],
  [
    /^\/(messaging|campaigns|templates|nonav\/templates|proposals|promo|unsubscribe)/,
    'the messaging and marketing issue',
  ],
  [/^\/(selfBook|selfBookPub|register|lead|invite)/, 'the public booking issue'],
  [
    /^\/(invoices|transactions|subscriptions?|credits|gift-cards|creditusagereminder|reporting\/(open-invoices|invoices|transactions|subscriptions|credits))/,
    'the billing issue',
  ],
  [
    /\/(all-invoices|invoice-yearly-statement|invoice\/|all-subscriptions|all-credits|charge|shopping-cart|subscriptions\/)/,
    'the billing issue',
  ],
  [/payroll|commissions/, 'the billing issue'],
  [/^\/(dashboard|stats|reporting)/, 'the reporting issue'],
  [
    /^\/(today|calendar|events|services|session|appointment|waitlistnotification|sessionwaitlistnotification|locations|timeoff|staff\/availabilities)/,
    'the scheduling issue',
  ],
  [/\/all-schedules/, 'the scheduling issue'],
  [/^\/(clients|prospects|staff|terms-and-conditions-policies)/, 'the people issue'],
];

export function ownerOf(path: string): string {
  return OWNERS.find(([test]) => test.test(path))?.[1] ?? 'a later issue';
}

const OWN_SCREENS: Record<string, Screen> = {
  '/': 'home',
  '/login': 'login',
  '/logout': 'logout',
  '/business/:businessName/edit': 'business-settings',
  '/business': 'all-businesses',
  '/business/register': 'business-register',
  '/changelog': 'changelog',
};

function entry(
  path: string,
  kind: AppRoute['kind'],
  guard?: Guard & { title?: string; noNavbar?: boolean },
): AppRoute {
  const screen = OWN_SCREENS[path] ?? 'placeholder';
  return {
    path,
    kind,
    guard: guard ? { resource: guard.resource, action: guard.action } : undefined,
    title: screenTitle(path, guard?.title),
    owner: screen === 'placeholder' ? ownerOf(path) : undefined,
    noNavbar: guard?.noNavbar || path === '/selfBookPub' || undefined,
    screen,
  };
}

export const APP_ROUTES: readonly AppRoute[] = [
  ...GUARDED_ROUTES.map((r) => entry(r.path, 'guarded', r)),
  ...UNGUARDED_ROUTES.map((p) => entry(p, 'unguarded')),
  ...PUBLIC_ROUTES.map((p) => entry(p, 'public')),
  { path: PASSWORDLESS_PATH, kind: 'public', title: 'Authenticating', screen: 'passwordless' },
  {
    path: REGISTRATION_CONFIRM_PATH,
    kind: 'public',
    title: 'Confirm business registration',
    screen: 'business-register-confirm',
  },
];
