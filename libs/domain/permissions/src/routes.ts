import { Action } from './actions';
import { Resource } from './resources';
import { Subject, can } from './can';

/** What a route, menu item or UI part requires: an action on a resource. */
export interface Guard {
  resource: Resource;
  action: Action;
}

export interface GuardedRoute extends Guard {
  /** Route pattern; ':name' segments are parameters. */
  path: string;
  /** The screen's name where the specification gives one. */
  title?: string;
  /** Rendered without the navbar. */
  noNavbar?: boolean;
}

function route(
  path: string,
  resource: Resource,
  action: Action,
  extra: Partial<GuardedRoute> = {},
): GuardedRoute {
  return { path, resource, action, ...extra };
}

/**
 * Every guarded route of 000 §2.5, in its order, plus /selfBook (000 §2.4). Resources are
 * canonical (no RESOURCE_ prefix). Self pages are repeated under
 * /clients/self/dependent/:dependentId/..., written out in full.
 */
export const GUARDED_ROUTES: readonly GuardedRoute[] = [
  // Platform administration
  route('/business', 'ALL_BUSINESSES', 'list', { title: 'All businesses' }),
  route('/business/cleanup', 'ALL_BUSINESSES', 'update'),
  route('/business/migrations/photo-release', 'ALL_BUSINESSES', 'update'),
  route('/credits/import', 'ALL_BUSINESSES', 'update'),
  route('/subscription/import', 'ALL_BUSINESSES', 'update'),
  route('/schedule/appointment/import', 'ALL_BUSINESSES', 'update'),
  route('/schedule/session/import', 'ALL_BUSINESSES', 'update'),
  route('/service/import', 'ALL_BUSINESSES', 'update'),
  route('/clients/import', 'ALL_BUSINESSES', 'update'),
  route('/session/creator', 'ALL_BUSINESSES', 'update'),
  route('/cc/mapping', 'ALL_BUSINESSES', 'update', { title: 'Map credit cards' }),
  route('/invoice/recalculate-total', 'ALL_BUSINESSES', 'update'),
  route('/activities', 'ACTIVITIES', 'list'),
  route('/audit', 'BUSINESS', 'update'),

  // Business settings
  route('/business/:businessName/edit', 'SELF_BUSINESS', 'view'), // anchors #Subscription and #Payment
  route('/oauth/:provider/response', 'SELF_BUSINESS', 'update'), // card payment provider's OAuth return; :provider is its name
  route('/changelog', 'CHANGELOG', 'view'),

  // Home, calendar and dashboards
  route('/', 'HOME', 'goto'),
  route('/dashboard', 'BUSINESS_DASHBOARD', 'goto'),
  route('/today', 'EVENTS', 'list'),
  route('/calendar', 'EVENTS', 'list'),
  route('/events/:eventId', 'EVENT', 'read'),
  route('/events/:eventId/change-recurring-schedule', 'EVENT', 'update'),

  // Statistics
  route('/stats/conversions', 'CONVERSIONS_DASHBOARD', 'goto'),
  route('/stats/oldconversions', 'CONVERSIONS_DASHBOARD', 'goto'),
  route('/stats/location', 'STAFF_STATS', 'read'),
  route('/stats/staff', 'STAFF_STATS', 'read'),
  route('/stats/retention', 'EVENTS', 'list'),
  route('/stats/prospect-conversion', 'EVENTS', 'list'),
  route('/stats/session-enrollment', 'STATS', 'read'),

  // Reporting
  route('/reporting/attendance/', 'EVENTS', 'list'),
  route('/reporting/open-invoices', 'REPORTING', 'goto', { title: 'Overdue Invoices' }),
  route('/reporting/invoices', 'INVOICE_REPORTING', 'goto'),
  route('/reporting/transactions', 'TRANSACTION_REPORTING', 'goto'),
  route('/reporting/subscriptions/', 'SUBSCRIPTIONS', 'list'),
  route('/reporting/credits/', 'CREDITS', 'list'),

  // Billing objects
  route('/invoices/:invoiceId', 'INVOICE', 'read'),
  route('/transactions/:paymentItemId', 'INVOICE', 'read'),
  route('/subscriptions/:subscriptionId', 'SUBSCRIPTION', 'read'),
  route('/subscription/create', 'SUBSCRIPTION', 'create'),
  route('/subscription/replace', 'APPOINTMENT', 'update'),
  route('/credits/:creditId', 'CREDIT', 'read'),
  route('/gift-cards/issue', 'GIFT_CARD', 'create'),
  route('/gift-cards/:giftCardId', 'GIFT_CARD', 'create'),
  route('/gift-cards', 'GIFT_CARD', 'list'),
  route('/promo', 'PROMO', 'list'),
  route('/promo/create', 'PROMO', 'create'),
  route('/promo/:promoId/edit', 'PROMO', 'update'),

  // Clients, as seen by staff
  route('/clients', 'PEOPLE', 'list'),
  route('/prospects', 'PEOPLE', 'list'),
  route('/clients/create', 'PEOPLE', 'create'),
  route('/clients/:clientId', 'PEOPLE', 'read'),
  route('/clients/:clientId/edit', 'PEOPLE', 'update'),
  route('/clients/:clientId/all-comments', 'PROFILE_COMMENTS', 'list'),
  route('/clients/:clientId/all-schedules', 'EVENTS', 'list'),
  route('/clients/:clientId/all-invoices', 'INVOICES', 'list'),
  route('/clients/:clientId/invoice-yearly-statement', 'INVOICES', 'list'),
  route('/clients/:clientId/invoice/:invoiceId/edit', 'INVOICE', 'update'),
  route('/clients/:clientId/all-subscriptions', 'SUBSCRIPTIONS', 'list'),
  route('/clients/:clientId/all-credits', 'CREDITS', 'list'),
  route('/clients/:clientId/files', 'FILES', 'get'),
  route('/clients/:payerId/shopping-cart', 'SHOPPING_CART', 'goto'),
  route('/clients/:payerId/charge', 'CLIENT', 'charge'),
  // Screens the people operations imply (001 §2.2 'other screens'), at paths of the product's choosing
  route('/clients/advanced-search', 'PEOPLE', 'list', { title: 'Advanced search' }),
  route('/clients/:clientId/merge', 'PEOPLE', 'merge', { title: 'Merge clients' }),

  // Client self area
  route('/clients/self', 'SELF', 'read'),
  route('/clients/self/edit', 'SELF', 'update'),
  route('/clients/self/all-comments', 'SELF_CLIENT_MESSAGE', 'list'),
  route('/clients/self/all-schedules', 'SELF_EVENTS', 'list'),
  route('/clients/self/all-invoices', 'SELF_INVOICES', 'list'),
  route('/clients/self/invoice-yearly-statement', 'SELF_INVOICES', 'list'),
  route('/clients/self/invoice/:invoiceId/edit', 'INVOICE', 'update'),
  route('/clients/self/all-subscriptions', 'SELF_SUBSCRIPTIONS', 'list'),
  route('/clients/self/all-credits', 'SELF_CREDITS', 'list'),
  route('/clients/self/files', 'OWN_FILES', 'get'),
  route('/clients/self/charge', 'CLIENT', 'charge'),
  // ... repeated for a dependent; root and files as given by the specification
  route('/clients/self/dependent/:dependentId', 'SELF', 'read'),
  route('/clients/self/dependent/:dependentId/edit', 'SELF', 'update'),
  route('/clients/self/dependent/:dependentId/all-comments', 'SELF_CLIENT_MESSAGE', 'list'),
  route('/clients/self/dependent/:dependentId/all-schedules', 'SELF_EVENTS', 'list'),
  route('/clients/self/dependent/:dependentId/all-invoices', 'SELF_INVOICES', 'list'),
  route('/clients/self/dependent/:dependentId/invoice-yearly-statement', 'SELF_INVOICES', 'list'),
  route('/clients/self/dependent/:dependentId/invoice/:invoiceId/edit', 'INVOICE', 'update'),
  route('/clients/self/dependent/:dependentId/all-subscriptions', 'SELF_SUBSCRIPTIONS', 'list'),
  route('/clients/self/dependent/:dependentId/all-credits', 'SELF_CREDITS', 'list'),
  route('/clients/self/dependent/:dependentId/files', 'SELF_CREDITS', 'list'), // sic, as given
  route('/clients/self/dependent/:dependentId/charge', 'CLIENT', 'charge'),

  // Staff
  route('/staff', 'STAFF', 'list'),
  route('/staff/create', 'STAFF', 'create'),
  route('/staff/:staffId', 'STAFF', 'read'),
  route('/staff/:staffId/edit', 'STAFF', 'update'),
  route('/staff/:staffId/files', 'FILES', 'get'),
  route('/staff/:staffId/payroll', 'STAFF_PAYROLL', 'read'),
  route('/staff/payroll', 'STAFF_PAYROLL', 'read'),
  route('/staff/commissions', 'STAFF_COMMISSION_REPORT', 'list'),
  route('/staff/availabilities', 'AVAILABILITIES', 'list'),
  route('/staff/self', 'STAFF_SELF', 'read'),
  route('/staff/self/edit', 'STAFF_SELF', 'update'),
  route('/staff/self/payroll', 'STAFF_SELF_PAYROLL', 'read'),
  route('/staff/self/files', 'OWN_FILES', 'get'),
  route('/staff/self/clients/:clientId/all-comments', 'OWN_CLIENTS_CLIENT_MESSAGE', 'list'),
  route('/timeoff', 'OWN_TIME_OFF', 'list'),
  route('/timeoff/:requestId/edit', 'OWN_TIME_OFF', 'list'),

  // Services, sessions and appointments
  route('/services', 'SERVICES', 'list'),
  route('/services/create', 'SERVICE', 'create'),
  route('/services/:serviceId/edit', 'SERVICE', 'update'),
  route('/services/:serviceId/sessions/enroll', 'SESSION', 'enroll'),
  route('/services/:serviceId/sessions/:sessionId/enroll', 'SESSION', 'enroll'),
  route('/services/:serviceId/sessions/:sessionId/events/:eventId/enroll', 'SESSION', 'enroll'),
  route('/session/enroll', 'SESSION', 'enroll'),
  route('/session/transfer', 'SESSION', 'enroll', { title: 'Transfer' }),
  route('/services/:serviceId/sessions/:sessionId/edit', 'SESSION', 'read'),
  route('/services/:serviceId/sessions/:sessionId/batch-enroll', 'SESSION', 'batch_enroll'),
  route('/services/:serviceId/sessions/:sessionId/events/create', 'SESSION_EVENT', 'create'),
  route('/services/:serviceId/sessions/:sessionId/events/:eventId/edit', 'SESSION_EVENT', 'update'),
  route('/services/:serviceId/sessions/:sessionId/events/:eventId/advancedEdit', 'SESSION_EVENT', 'read'),
  route('/services/:serviceId/sessions/:sessionId/events/:eventId/confirm', 'SERVICE', 'read'),
  route('/appointment/create', 'APPOINTMENT', 'book'),
  route('/appointment/update/:eventId', 'APPOINTMENT', 'update'),
  route('/waitlistnotification', 'WAITLIST_NOTIFICATION', 'list'),
  route('/waitlistnotification/new', 'WAITLIST_NOTIFICATION', 'create'),
  route('/waitlistnotification/:notificationId/edit', 'WAITLIST_NOTIFICATION', 'update'),

  // Locations, communication and marketing
  route('/locations', 'LOCATIONS', 'list'),
  route('/locations/create', 'LOCATION', 'create'),
  route('/locations/:locationId/edit', 'LOCATION', 'update'),
  route('/messaging', 'INSTANT_MESSAGES', 'list'),
  route('/calls', 'VOIP_CALL', 'list'),
  route('/campaigns', 'CAMPAIGN', 'list'),
  route('/campaigns/:campaignId/edit', 'CAMPAIGN', 'update'),
  route('/proposals', 'PROPOSAL', 'list'),
  route('/terms-and-conditions-policies', 'TERMS_AND_CONDITIONS_POLICY', 'list'),
  route('/terms-and-conditions-policies/:policyId/versions', 'TERMS_AND_CONDITIONS_POLICY', 'list'),
  route('/templates', 'TEMPLATE', 'update'),
  route('/templates/create-sms', 'TEMPLATE', 'update'),
  route('/templates/create-email', 'TEMPLATE', 'update'),
  route('/templates/:templateId/edit', 'TEMPLATE', 'update'),
  route('/nonav/templates/:templateId/edit', 'TEMPLATE', 'update', { noNavbar: true }),

  // Widget (000 §2.4): requires a logged-in user with WIDGET goto
  route('/selfBook', 'WIDGET', 'goto', { noNavbar: true }),
];

/**
 * Routes with no permission check (000 §2.3). Not listed: the passwordless-link landing page
 * (its path is not given) and the not-found fallback. Business widget and landing-page
 * routes (/{prefix}/{link}, 000 §2.4) are per business and checked by the route itself.
 */
export const PUBLIC_ROUTES: readonly string[] = [
  '/login',
  '/logout',
  '/invite',
  '/register',
  '/lead',
  '/review',
  '/reviews',
  '/business/register',
  '/clients/:clientId/subscriptions/:subscriptionId/termsAndConditions',
  '/waitlistnotification/:notificationId/unsubscribe',
  '/sessionwaitlistnotification/:serviceId/session/:sessionId/client/:clientId/unsubscribe',
  '/unsubscribe',
  '/creditusagereminder/:creditId/unsubscribe',
  '/services/:serviceId/sessions/:sessionId/program',
  '/selfBookPub',
];

/**
 * Routes of 000 §2.5 for which the specification gives no resource or action. They are not
 * guarded here; the page's own data queries are (a staff-side client page in practice).
 */
export const UNGUARDED_ROUTES: readonly string[] = ['/clients/:clientId/source'];

/** Path segments of a URL or pathname, without query, hash or empty segments. */
function segmentsOf(pathname: string): string[] {
  const path = pathname.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '').split(/[?#]/, 1)[0];
  return path.split('/').filter((s) => s.length > 0);
}

const isParam = (segment: string): boolean => segment.startsWith(':');

/**
 * Parameters of `pathname` when it matches `pattern`, else undefined. Literal segments match
 * case-insensitively (as the SPA's router does); a trailing slash, query and hash are ignored.
 */
export function matchPath(pattern: string, pathname: string): Record<string, string> | undefined {
  const want = segmentsOf(pattern);
  const got = segmentsOf(pathname);
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    if (isParam(want[i])) params[want[i].slice(1)] = got[i];
    else if (want[i].toLowerCase() !== got[i].toLowerCase()) return undefined;
  }
  return params;
}

/** Negative when `a` is more specific: the first segment where one is literal and the other a parameter decides. */
function bySpecificity(a: string, b: string): number {
  const sa = segmentsOf(a);
  const sb = segmentsOf(b);
  for (let i = 0; i < Math.min(sa.length, sb.length); i++) {
    const pa = isParam(sa[i]);
    const pb = isParam(sb[i]);
    if (pa !== pb) return pa ? 1 : -1;
  }
  return 0;
}

export type RouteKind = 'guarded' | 'public' | 'unguarded';

export interface RouteMatch {
  kind: RouteKind;
  /** The matched route pattern. */
  path: string;
  params: Record<string, string>;
  /** The route's guard, for guarded routes. */
  guard?: GuardedRoute;
}

const ALL_PATTERNS: ReadonlyArray<{ kind: RouteKind; path: string; guard?: GuardedRoute }> = [
  ...GUARDED_ROUTES.map((guard) => ({ kind: 'guarded' as const, path: guard.path, guard })),
  ...PUBLIC_ROUTES.map((path) => ({ kind: 'public' as const, path })),
  ...UNGUARDED_ROUTES.map((path) => ({ kind: 'unguarded' as const, path })),
];

/**
 * The route a concrete path opens, among guarded, public and unguarded routes. Literal
 * segments beat parameters: '/clients/create' is PEOPLE create (not PEOPLE read with
 * clientId 'create'), '/clients/self' is SELF read.
 */
export function matchRoute(pathname: string): RouteMatch | undefined {
  const candidates = ALL_PATTERNS.flatMap((p) => {
    const params = matchPath(p.path, pathname);
    return params ? [{ ...p, params }] : [];
  }).sort((a, b) => bySpecificity(a.path, b.path));
  return candidates[0];
}

/** The guarded route a concrete path opens, or undefined for public, unguarded and unknown paths. */
export function routeGuardFor(pathname: string): GuardedRoute | undefined {
  return matchRoute(pathname)?.guard;
}

/**
 * Whether a subject may open a path: guarded routes by their guard, public and unguarded
 * routes always. Unknown paths (business widget and landing pages, typos) give false: the
 * library cannot vouch for them.
 */
export function canOpen(subject: Subject, pathname: string): boolean {
  const match = matchRoute(pathname);
  if (!match) return false;
  return match.guard ? can(subject, match.guard.action, match.guard.resource) : true;
}

/**
 * 000 §2.6: when the second path segment equals the user's id, the same URL with 'self' in
 * its place (query and hash kept); otherwise undefined. '/clients/42/edit?x=1' -> '/clients/self/edit?x=1'.
 */
export function selfRedirectFor(url: string, userId: string | null | undefined): string | undefined {
  if (!userId) return undefined;
  const cut = url.search(/[?#]/);
  const path = cut < 0 ? url : url.slice(0, cut);
  const rest = cut < 0 ? '' : url.slice(cut);
  const parts = path.split('/');
  // parts[0] is '' before the leading slash; parts[2] is the second segment.
  if (parts.length < 3 || parts[2] !== userId) return undefined;
  parts[2] = 'self';
  return parts.join('/') + rest;
}
