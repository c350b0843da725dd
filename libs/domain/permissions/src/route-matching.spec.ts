import { Action } from './actions';
import { Subject } from './can';
import { Resource } from './resources';
import { canOpen, matchPath, matchRoute, routeGuardFor, selfRedirectFor } from './routes';

/** Concrete URLs: the guard and parameters they match, overrides on what a role may open, self redirects. */

describe('routeGuardFor', () => {
  it.each<[string, string | undefined, Resource | undefined, Action | undefined]>([
    ['/clients/create', '/clients/create', 'PEOPLE', 'create'],
    ['/clients/123', '/clients/:clientId', 'PEOPLE', 'read'],
    ['/clients/123/edit', '/clients/:clientId/edit', 'PEOPLE', 'update'],
    ['/clients/self', '/clients/self', 'SELF', 'read'],
    ['/clients/self/', '/clients/self', 'SELF', 'read'],
    ['/clients/self/edit', '/clients/self/edit', 'SELF', 'update'],
    ['/clients/self/files', '/clients/self/files', 'OWN_FILES', 'get'],
    ['/clients/123/files', '/clients/:clientId/files', 'FILES', 'get'],
    ['/clients/import', '/clients/import', 'ALL_BUSINESSES', 'update'],
    ['/clients/self/dependent/9', '/clients/self/dependent/:dependentId', 'SELF', 'read'],
    ['/clients/self/dependent/9/files', '/clients/self/dependent/:dependentId/files', 'SELF_CREDITS', 'list'],
    [
      '/clients/self/dependent/9/invoice/5/edit',
      '/clients/self/dependent/:dependentId/invoice/:invoiceId/edit',
      'INVOICE',
      'update',
    ],
    ['/clients/7/invoice/5/edit', '/clients/:clientId/invoice/:invoiceId/edit', 'INVOICE', 'update'],
    ['/clients/7/shopping-cart', '/clients/:payerId/shopping-cart', 'SHOPPING_CART', 'goto'],
    ['/staff/payroll', '/staff/payroll', 'STAFF_PAYROLL', 'read'],
    ['/staff/self', '/staff/self', 'STAFF_SELF', 'read'],
    ['/staff/self/payroll', '/staff/self/payroll', 'STAFF_SELF_PAYROLL', 'read'],
    ['/staff/12/payroll', '/staff/:staffId/payroll', 'STAFF_PAYROLL', 'read'],
    ['/staff/create', '/staff/create', 'STAFF', 'create'],
    ['/staff/12', '/staff/:staffId', 'STAFF', 'read'],
    ['/gift-cards/issue', '/gift-cards/issue', 'GIFT_CARD', 'create'],
    ['/gift-cards/77', '/gift-cards/:giftCardId', 'GIFT_CARD', 'create'],
    ['/services/create', '/services/create', 'SERVICE', 'create'],
    ['/services/3/sessions/enroll', '/services/:serviceId/sessions/enroll', 'SESSION', 'enroll'],
    [
      '/services/3/sessions/4/events/create',
      '/services/:serviceId/sessions/:sessionId/events/create',
      'SESSION_EVENT',
      'create',
    ],
    [
      '/services/3/sessions/4/events/5/enroll',
      '/services/:serviceId/sessions/:sessionId/events/:eventId/enroll',
      'SESSION',
      'enroll',
    ],
    ['/business/acme/edit', '/business/:businessName/edit', 'SELF_BUSINESS', 'view'],
    ['/oauth/stripe/response?code=x&state=%7B%7D', '/oauth/:provider/response', 'SELF_BUSINESS', 'update'],
    ['/calendar?view=day&resource=room', '/calendar', 'EVENTS', 'list'],
    ['/reporting/attendance', '/reporting/attendance/', 'EVENTS', 'list'],
    ['/reporting/credits', '/reporting/credits/', 'CREDITS', 'list'],
    ['/waitlistnotification/new', '/waitlistnotification/new', 'WAITLIST_NOTIFICATION', 'create'],
    [
      '/waitlistnotification/8/edit',
      '/waitlistnotification/:notificationId/edit',
      'WAITLIST_NOTIFICATION',
      'update',
    ],
    ['/timeoff/3/edit#top', '/timeoff/:requestId/edit', 'OWN_TIME_OFF', 'list'],
    ['/', '/', 'HOME', 'goto'],
    ['https://acme.example.com/today', '/today', 'EVENTS', 'list'],
    ['/selfbook', '/selfBook', 'WIDGET', 'goto'],
    // public, unguarded and unknown paths have no guard
    ['/login', undefined, undefined, undefined],
    ['/selfBookPub', undefined, undefined, undefined],
    ['/business/register', undefined, undefined, undefined],
    ['/waitlistnotification/8/unsubscribe', undefined, undefined, undefined],
    ['/services/3/sessions/4/program', undefined, undefined, undefined],
    ['/clients/1/subscriptions/2/termsAndConditions', undefined, undefined, undefined],
    ['/clients/123/source', undefined, undefined, undefined],
    ['/no/such/page', undefined, undefined, undefined],
  ])('%s -> %s', (pathname, path, resource, action) => {
    const guard = routeGuardFor(pathname);
    if (path === undefined) expect(guard).toBeUndefined();
    else expect(guard).toMatchObject({ path, resource, action });
  });

  it('extracts parameters', () => {
    expect(matchRoute('/clients/self/dependent/9/invoice/5/edit')?.params).toEqual({
      dependentId: '9',
      invoiceId: '5',
    });
    expect(matchPath('/events/:eventId', '/events/abc?x=1')).toEqual({ eventId: 'abc' });
    expect(matchPath('/events/:eventId', '/events')).toBeUndefined();
  });
});

describe('overrides on routes', () => {
  it('limited_staff + PEOPLE list allowed can open /clients', () => {
    const subject: Subject = {
      role: 'limited_staff',
      overrides: [{ action: 'list', resource: 'PEOPLE', allowed: true }],
    };
    expect(canOpen({ role: 'limited_staff' }, '/clients')).toBe(false);
    expect(canOpen(subject, '/clients')).toBe(true);
    expect(canOpen(subject, '/prospects')).toBe(true);
    expect(canOpen(subject, '/clients/1')).toBe(false); // PEOPLE read not granted
  });

  it('staff + EVENTS list denied cannot open /calendar or /today', () => {
    const subject: Subject = {
      role: 'staff',
      overrides: [{ action: 'list', resource: 'EVENTS', allowed: false }],
    };
    expect(canOpen(subject, '/calendar')).toBe(false);
    expect(canOpen(subject, '/today')).toBe(false);
    expect(canOpen(subject, '/clients')).toBe(true);
  });

  it('superuser is not affected by a deny override', () => {
    const subject: Subject = {
      role: 'superuser',
      overrides: [{ action: 'list', resource: 'ALL_BUSINESSES', allowed: false }],
    };
    expect(canOpen(subject, '/business')).toBe(true);
  });
});

describe('selfRedirectFor', () => {
  it.each([
    ['/clients/42/edit?tab=1', '42', '/clients/self/edit?tab=1'],
    ['/clients/42', '42', '/clients/self'],
    ['/staff/42/payroll/', '42', '/staff/self/payroll/'],
    ['/clients/42/all-invoices#x', '42', '/clients/self/all-invoices#x'],
    ['/clients/43/edit', '42', undefined],
    ['/42', '42', undefined],
    ['/clients/42', null, undefined],
  ])('%s for user %s -> %s', (url, userId, expected) => {
    expect(selfRedirectFor(url, userId)).toBe(expected);
  });
});
