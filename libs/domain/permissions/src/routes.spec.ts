import { Action } from './actions';
import { can } from './can';
import { Resource } from './resources';
import { ROLES, Role, homePageFor } from './roles';
import {
  GUARDED_ROUTES,
  PUBLIC_ROUTES,
  UNGUARDED_ROUTES,
  canOpen,
  matchRoute,
  routeGuardFor,
} from './routes';

/**
 * The role x route expectations, written by hand (not computed from the matrix). One row per
 * guarded route: pattern, the guard 000 §2.5 gives it, and the roles that may open it.
 * Roles: v visitor, c client, l limited_staff, s staff, m manager, o owner, u superuser.
 */
const EXPECTED: ReadonlyArray<[path: string, resource: Resource, action: Action, roles: string]> = [
  // Platform administration: superuser only
  ['/business', 'ALL_BUSINESSES', 'list', 'u'],
  ['/business/cleanup', 'ALL_BUSINESSES', 'update', 'u'],
  ['/business/migrations/photo-release', 'ALL_BUSINESSES', 'update', 'u'],
  ['/credits/import', 'ALL_BUSINESSES', 'update', 'u'],
  ['/subscription/import', 'ALL_BUSINESSES', 'update', 'u'],
  ['/schedule/appointment/import', 'ALL_BUSINESSES', 'update', 'u'],
  ['/schedule/session/import', 'ALL_BUSINESSES', 'update', 'u'],
  ['/service/import', 'ALL_BUSINESSES', 'update', 'u'],
  ['/clients/import', 'ALL_BUSINESSES', 'update', 'u'],
  ['/session/creator', 'ALL_BUSINESSES', 'update', 'u'],
  ['/cc/mapping', 'ALL_BUSINESSES', 'update', 'u'],
  ['/invoice/recalculate-total', 'ALL_BUSINESSES', 'update', 'u'],
  ['/activities', 'ACTIVITIES', 'list', 'u'],
  ['/audit', 'BUSINESS', 'update', 'u'],

  // Business settings: managers edit general settings; billing (#Subscription) is checked inside
  ['/business/:businessName/edit', 'SELF_BUSINESS', 'view', 'mou'],
  ['/oauth/:provider/response', 'SELF_BUSINESS', 'update', 'mou'],
  ['/changelog', 'CHANGELOG', 'view', 'mou'],

  // Home, calendar and dashboards
  ['/', 'HOME', 'goto', 'clsmo'],
  ['/dashboard', 'BUSINESS_DASHBOARD', 'goto', 'ou'],
  ['/today', 'EVENTS', 'list', 'smou'],
  ['/calendar', 'EVENTS', 'list', 'smou'],
  ['/events/:eventId', 'EVENT', 'read', 'lsmou'],
  ['/events/:eventId/change-recurring-schedule', 'EVENT', 'update', 'smou'],

  // Statistics
  ['/stats/conversions', 'CONVERSIONS_DASHBOARD', 'goto', 'mou'],
  ['/stats/oldconversions', 'CONVERSIONS_DASHBOARD', 'goto', 'mou'],
  ['/stats/location', 'STAFF_STATS', 'read', 'mou'],
  ['/stats/staff', 'STAFF_STATS', 'read', 'mou'],
  ['/stats/retention', 'EVENTS', 'list', 'smou'],
  ['/stats/prospect-conversion', 'EVENTS', 'list', 'smou'],
  ['/stats/session-enrollment', 'STATS', 'read', 'mou'],

  // Reporting
  ['/reporting/attendance/', 'EVENTS', 'list', 'smou'],
  ['/reporting/open-invoices', 'REPORTING', 'goto', 'mou'],
  ['/reporting/invoices', 'INVOICE_REPORTING', 'goto', 'mou'],
  ['/reporting/transactions', 'TRANSACTION_REPORTING', 'goto', 'mou'],
  ['/reporting/subscriptions/', 'SUBSCRIPTIONS', 'list', 'smou'],
  ['/reporting/credits/', 'CREDITS', 'list', 'smou'],

  // Billing objects: clients open their own (object-level checks restrict them)
  ['/invoices/:invoiceId', 'INVOICE', 'read', 'clsmou'],
  ['/transactions/:paymentItemId', 'INVOICE', 'read', 'clsmou'],
  ['/subscriptions/:subscriptionId', 'SUBSCRIPTION', 'read', 'clsmou'],
  ['/subscription/create', 'SUBSCRIPTION', 'create', 'smou'],
  ['/subscription/replace', 'APPOINTMENT', 'update', 'smou'],
  ['/credits/:creditId', 'CREDIT', 'read', 'clsmou'],
  ['/gift-cards/issue', 'GIFT_CARD', 'create', 'smou'],
  ['/gift-cards/:giftCardId', 'GIFT_CARD', 'create', 'smou'],
  ['/gift-cards', 'GIFT_CARD', 'list', 'smou'],
  ['/promo', 'PROMO', 'list', 'mou'],
  ['/promo/create', 'PROMO', 'create', 'mou'],
  ['/promo/:promoId/edit', 'PROMO', 'update', 'mou'],

  // Clients, as seen by staff
  ['/clients', 'PEOPLE', 'list', 'smou'],
  ['/prospects', 'PEOPLE', 'list', 'smou'],
  ['/clients/create', 'PEOPLE', 'create', 'smou'],
  ['/clients/:clientId', 'PEOPLE', 'read', 'smou'],
  ['/clients/:clientId/edit', 'PEOPLE', 'update', 'smou'],
  ['/clients/:clientId/all-comments', 'PROFILE_COMMENTS', 'list', 'smou'],
  ['/clients/:clientId/all-schedules', 'EVENTS', 'list', 'smou'],
  ['/clients/:clientId/all-invoices', 'INVOICES', 'list', 'smou'],
  ['/clients/:clientId/invoice-yearly-statement', 'INVOICES', 'list', 'smou'],
  ['/clients/:clientId/invoice/:invoiceId/edit', 'INVOICE', 'update', 'clsmou'],
  ['/clients/:clientId/all-subscriptions', 'SUBSCRIPTIONS', 'list', 'smou'],
  ['/clients/:clientId/all-credits', 'CREDITS', 'list', 'smou'],
  ['/clients/:clientId/files', 'FILES', 'get', 'smou'],
  ['/clients/:payerId/shopping-cart', 'SHOPPING_CART', 'goto', 'smou'],
  ['/clients/:payerId/charge', 'CLIENT', 'charge', 'clsmou'],
  // The advanced search lists clients like /clients; merging (deletes a record) is a manager's
  ['/clients/advanced-search', 'PEOPLE', 'list', 'smou'],
  ['/clients/:clientId/merge', 'PEOPLE', 'merge', 'mou'],

  // Client self area: every signed-in role (staff who take lessons have a client record too)
  ['/clients/self', 'SELF', 'read', 'clsmou'],
  ['/clients/self/edit', 'SELF', 'update', 'clsmou'],
  ['/clients/self/all-comments', 'SELF_CLIENT_MESSAGE', 'list', 'clsmou'],
  ['/clients/self/all-schedules', 'SELF_EVENTS', 'list', 'clsmou'],
  ['/clients/self/all-invoices', 'SELF_INVOICES', 'list', 'clsmou'],
  ['/clients/self/invoice-yearly-statement', 'SELF_INVOICES', 'list', 'clsmou'],
  ['/clients/self/invoice/:invoiceId/edit', 'INVOICE', 'update', 'clsmou'],
  ['/clients/self/all-subscriptions', 'SELF_SUBSCRIPTIONS', 'list', 'clsmou'],
  ['/clients/self/all-credits', 'SELF_CREDITS', 'list', 'clsmou'],
  ['/clients/self/files', 'OWN_FILES', 'get', 'clsmou'],
  ['/clients/self/charge', 'CLIENT', 'charge', 'clsmou'],
  ['/clients/self/dependent/:dependentId', 'SELF', 'read', 'clsmou'],
  ['/clients/self/dependent/:dependentId/edit', 'SELF', 'update', 'clsmou'],
  ['/clients/self/dependent/:dependentId/all-comments', 'SELF_CLIENT_MESSAGE', 'list', 'clsmou'],
  ['/clients/self/dependent/:dependentId/all-schedules', 'SELF_EVENTS', 'list', 'clsmou'],
  ['/clients/self/dependent/:dependentId/all-invoices', 'SELF_INVOICES', 'list', 'clsmou'],
  ['/clients/self/dependent/:dependentId/invoice-yearly-statement', 'SELF_INVOICES', 'list', 'clsmou'],
  ['/clients/self/dependent/:dependentId/invoice/:invoiceId/edit', 'INVOICE', 'update', 'clsmou'],
  ['/clients/self/dependent/:dependentId/all-subscriptions', 'SELF_SUBSCRIPTIONS', 'list', 'clsmou'],
  ['/clients/self/dependent/:dependentId/all-credits', 'SELF_CREDITS', 'list', 'clsmou'],
  ['/clients/self/dependent/:dependentId/files', 'SELF_CREDITS', 'list', 'clsmou'],
  ['/clients/self/dependent/:dependentId/charge', 'CLIENT', 'charge', 'clsmou'],

  // Staff
  ['/staff', 'STAFF', 'list', 'smou'],
  ['/staff/create', 'STAFF', 'create', 'mou'],
  ['/staff/:staffId', 'STAFF', 'read', 'smou'],
  ['/staff/:staffId/edit', 'STAFF', 'update', 'mou'],
  ['/staff/:staffId/files', 'FILES', 'get', 'smou'],
  ['/staff/:staffId/payroll', 'STAFF_PAYROLL', 'read', 'ou'],
  ['/staff/payroll', 'STAFF_PAYROLL', 'read', 'ou'],
  ['/staff/commissions', 'STAFF_COMMISSION_REPORT', 'list', 'ou'],
  ['/staff/availabilities', 'AVAILABILITIES', 'list', 'smou'],
  ['/staff/self', 'STAFF_SELF', 'read', 'lsmou'],
  ['/staff/self/edit', 'STAFF_SELF', 'update', 'lsmou'],
  ['/staff/self/payroll', 'STAFF_SELF_PAYROLL', 'read', 'lsmou'],
  ['/staff/self/files', 'OWN_FILES', 'get', 'clsmou'],
  ['/staff/self/clients/:clientId/all-comments', 'OWN_CLIENTS_CLIENT_MESSAGE', 'list', 'lsmou'],
  ['/timeoff', 'OWN_TIME_OFF', 'list', 'lsmou'],
  ['/timeoff/:requestId/edit', 'OWN_TIME_OFF', 'list', 'lsmou'],

  // Services, sessions and appointments
  ['/services', 'SERVICES', 'list', 'smou'],
  ['/services/create', 'SERVICE', 'create', 'mou'],
  ['/services/:serviceId/edit', 'SERVICE', 'update', 'mou'],
  ['/services/:serviceId/sessions/enroll', 'SESSION', 'enroll', 'smou'],
  ['/services/:serviceId/sessions/:sessionId/enroll', 'SESSION', 'enroll', 'smou'],
  ['/services/:serviceId/sessions/:sessionId/events/:eventId/enroll', 'SESSION', 'enroll', 'smou'],
  ['/session/enroll', 'SESSION', 'enroll', 'smou'],
  ['/session/transfer', 'SESSION', 'enroll', 'smou'],
  ['/services/:serviceId/sessions/:sessionId/edit', 'SESSION', 'read', 'smou'],
  ['/services/:serviceId/sessions/:sessionId/batch-enroll', 'SESSION', 'batch_enroll', 'smou'],
  ['/services/:serviceId/sessions/:sessionId/events/create', 'SESSION_EVENT', 'create', 'mou'],
  ['/services/:serviceId/sessions/:sessionId/events/:eventId/edit', 'SESSION_EVENT', 'update', 'smou'],
  ['/services/:serviceId/sessions/:sessionId/events/:eventId/advancedEdit', 'SESSION_EVENT', 'read', 'smou'],
  ['/services/:serviceId/sessions/:sessionId/events/:eventId/confirm', 'SERVICE', 'read', 'smou'],
  ['/appointment/create', 'APPOINTMENT', 'book', 'smou'],
  ['/appointment/update/:eventId', 'APPOINTMENT', 'update', 'smou'],
  ['/waitlistnotification', 'WAITLIST_NOTIFICATION', 'list', 'smou'],
  ['/waitlistnotification/new', 'WAITLIST_NOTIFICATION', 'create', 'smou'],
  ['/waitlistnotification/:notificationId/edit', 'WAITLIST_NOTIFICATION', 'update', 'smou'],

  // Locations, communication and marketing
  ['/locations', 'LOCATIONS', 'list', 'smou'],
  ['/locations/create', 'LOCATION', 'create', 'mou'],
  ['/locations/:locationId/edit', 'LOCATION', 'update', 'mou'],
  ['/messaging', 'INSTANT_MESSAGES', 'list', 'smou'],
  ['/calls', 'VOIP_CALL', 'list', 'smou'],
  ['/campaigns', 'CAMPAIGN', 'list', 'mou'],
  ['/campaigns/:campaignId/edit', 'CAMPAIGN', 'update', 'mou'],
  ['/proposals', 'PROPOSAL', 'list', 'smou'],
  ['/terms-and-conditions-policies', 'TERMS_AND_CONDITIONS_POLICY', 'list', 'mou'],
  ['/terms-and-conditions-policies/:policyId/versions', 'TERMS_AND_CONDITIONS_POLICY', 'list', 'mou'],
  ['/templates', 'TEMPLATE', 'update', 'mou'],
  ['/templates/create-sms', 'TEMPLATE', 'update', 'mou'],
  ['/templates/create-email', 'TEMPLATE', 'update', 'mou'],
  ['/templates/:templateId/edit', 'TEMPLATE', 'update', 'mou'],
  ['/nonav/templates/:templateId/edit', 'TEMPLATE', 'update', 'mou'],

  // Widget (000 §2.4)
  ['/selfBook', 'WIDGET', 'goto', 'clsmou'],
];

const LETTER: Record<Role, string> = {
  visitor: 'v',
  client: 'c',
  limited_staff: 'l',
  staff: 's',
  manager: 'm',
  owner: 'o',
  superuser: 'u',
};

/** A concrete path for a pattern: every parameter replaced by a number. */
const concrete = (pattern: string): string => pattern.replace(/:[A-Za-z]+/g, '4711');

describe('GUARDED_ROUTES', () => {
  it('has exactly one expectation row per route, in the same order', () => {
    expect(GUARDED_ROUTES.map((r) => r.path)).toEqual(EXPECTED.map(([path]) => path));
  });

  it('has no duplicate patterns', () => {
    const paths = GUARDED_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each(EXPECTED)('%s is guarded by %s %s', (path, resource, action) => {
    expect(GUARDED_ROUTES.find((r) => r.path === path)).toMatchObject({ resource, action });
  });

  it.each(EXPECTED)('a concrete %s matches its own pattern', (path, resource, action) => {
    expect(routeGuardFor(concrete(path))).toMatchObject({ path, resource, action });
  });

  it('repeats every self page under /clients/self/dependent/:dependentId', () => {
    const self = GUARDED_ROUTES.filter(
      (r) => r.path.startsWith('/clients/self/') && !r.path.includes('dependent'),
    );
    for (const page of self) {
      const repeated = page.path.replace('/clients/self/', '/clients/self/dependent/:dependentId/');
      expect(GUARDED_ROUTES.map((r) => r.path)).toContain(repeated);
    }
  });
});

describe('role x route matrix', () => {
  const cells = EXPECTED.flatMap(([path, , , roles]) =>
    ROLES.map((role) => [path, role, roles.includes(LETTER[role])] as const),
  );

  it.each(cells)('%s as %s: %s', (path, role, allowed) => {
    expect(canOpen({ role }, concrete(path))).toBe(allowed);
  });

  it('is the same answer as can() on the guard', () => {
    for (const [path, resource, action, roles] of EXPECTED) {
      for (const role of ROLES)
        expect([path, role, can({ role }, action, resource)]).toEqual([
          path,
          role,
          roles.includes(LETTER[role]),
        ]);
    }
  });
});

describe('public and unguarded routes', () => {
  it.each(PUBLIC_ROUTES)('%s is public and open to every role', (path) => {
    expect(matchRoute(concrete(path))).toMatchObject({ kind: 'public', path });
    for (const role of ROLES) expect(canOpen({ role }, concrete(path))).toBe(true);
  });

  it('lists /clients/:clientId/source as unguarded, not guarded', () => {
    expect(UNGUARDED_ROUTES).toEqual(['/clients/:clientId/source']);
    expect(GUARDED_ROUTES.some((r) => r.path === '/clients/:clientId/source')).toBe(false);
    expect(matchRoute('/clients/5/source')?.kind).toBe('unguarded');
  });

  it('does not vouch for unknown paths', () => {
    expect(canOpen({ role: 'owner' }, '/widgets/summer-camp')).toBe(false);
  });
});

describe('home pages', () => {
  it.each(ROLES.filter((r) => r !== 'visitor'))('the home page of %s is permitted', (role) => {
    const home = homePageFor(role);
    expect(routeGuardFor(home)).toBeDefined();
    expect(canOpen({ role }, home)).toBe(true);
  });

  it('the visitor home /login is public', () => {
    expect(matchRoute(homePageFor('visitor'))?.kind).toBe('public');
    expect(canOpen({ role: 'visitor' }, '/login')).toBe(true);
  });

  it('a custom role can open its home /staff/self', () => {
    expect(canOpen({ role: 'front_desk' }, homePageFor('front_desk'))).toBe(true);
  });
});
