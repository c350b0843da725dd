import { readFileSync } from 'fs';
import { join } from 'path';
import { ACTIONS, Action } from './actions';
import { Resource } from './resources';
import { ROLES, Role } from './roles';
import {
  ROLE_MATRIX,
  SUPERUSER_ONLY,
  grantsAddedBy,
  lowestRoleGranting,
  matrixAllows,
  matrixGrantsOf,
  permissionKey,
} from './role-matrix';
import { GUARDED_ROUTES } from './routes';
import { NAVBAR_ITEMS, PROFILE_MENU, QUICK_ACTIONS, SIDEBAR } from './menu';

const below = (role: Role): Role[] => ROLES.slice(0, ROLES.indexOf(role));

describe('role matrix', () => {
  it('has a row for every role', () => {
    expect(Object.keys(ROLE_MATRIX)).toEqual([...ROLES]);
  });

  it('lists superuser grants by rule, not in the table', () => {
    expect(grantsAddedBy('superuser')).toEqual([]);
  });

  it.each(ROLES)('row %s has no duplicate and re-adds nothing it inherits', (role) => {
    const added = grantsAddedBy(role).map((p) => permissionKey(p.action, p.resource));
    expect(new Set(added).size).toBe(added.length);
    for (const p of grantsAddedBy(role)) {
      for (const lower of below(role))
        expect([role, lower, p, matrixAllows(lower, p.action, p.resource)]).toEqual([role, lower, p, false]);
    }
  });

  it('uses canonical actions only', () => {
    for (const role of ROLES) for (const p of grantsAddedBy(role)) expect(ACTIONS).toContain(p.action);
  });

  // Property: every grant of a lower role holds for every higher role.
  it.each(ROLES)('every grant of %s holds for all higher roles', (role) => {
    const higher = ROLES.slice(ROLES.indexOf(role));
    for (const p of matrixGrantsOf(role)) {
      for (const h of higher) expect([h, p, matrixAllows(h, p.action, p.resource)]).toEqual([h, p, true]);
    }
  });

  it('matrixGrantsOf is the union of the rows up to the role', () => {
    expect(matrixGrantsOf('client')).toEqual([...grantsAddedBy('visitor'), ...grantsAddedBy('client')]);
    expect(matrixGrantsOf('visitor')).toEqual(grantsAddedBy('visitor'));
  });

  it('keeps superuser-only permissions out of every row', () => {
    for (const p of SUPERUSER_ONLY)
      expect([p, lowestRoleGranting(p.action, p.resource)]).toEqual([p, undefined]);
  });

  it('names every route and menu guard: granted to some role or superuser-only', () => {
    const named = new Set(
      [...matrixGrantsOf('superuser'), ...SUPERUSER_ONLY].map((p) => permissionKey(p.action, p.resource)),
    );
    const guards = [
      ...GUARDED_ROUTES,
      ...[...QUICK_ACTIONS, ...NAVBAR_ITEMS, ...PROFILE_MENU, ...SIDEBAR.flatMap((s) => s.items)].flatMap(
        (i) => (i.guard ? [i.guard] : []),
      ),
      ...SIDEBAR.flatMap((s) => (s.guard ? [s.guard] : [])),
    ];
    for (const g of guards)
      expect([g.resource, g.action, named.has(permissionKey(g.action, g.resource))]).toEqual([
        g.resource,
        g.action,
        true,
      ]);
  });

  // The design decisions, as the lowest role holding each permission.
  it.each<[Resource, Action, Role | undefined]>([
    // superuser only
    ['ALL_BUSINESSES', 'list', undefined],
    ['ALL_BUSINESSES', 'update', undefined],
    ['ACTIVITIES', 'list', undefined],
    ['BUSINESS', 'update', undefined],
    ['TEMPO', 'read', undefined],
    // owner: business billing, staff pay, dashboard, setup card
    ['SELF_BUSINESS', 'subscription_update', 'owner'],
    ['BUSINESS', 'create', 'owner'],
    ['BUSINESS_DASHBOARD', 'goto', 'owner'],
    ['STAFF_PAYROLL', 'read', 'owner'],
    ['STAFF_SERVICE_RATE', 'update', 'owner'],
    ['STAFF_COMMISSION_RATE', 'update', 'owner'],
    ['STAFF_COMMISSION_REPORT', 'list', 'owner'],
    ['PAYROLL', 'set', 'owner'],
    ['PAYMENT_GATEWAY', 'update', 'owner'],
    ['STAFF_ROLE', 'set', 'owner'],
    // manager: settings, marketing, stats, reports
    ['SELF_BUSINESS', 'view', 'manager'],
    ['SELF_BUSINESS', 'update', 'manager'],
    ['CHANGELOG', 'view', 'manager'],
    ['BUSINESS_PROGRESS_BAR', 'view', 'manager'],
    ['STAFF', 'create', 'manager'],
    ['TEMPLATE', 'update', 'manager'],
    ['CAMPAIGN', 'list', 'manager'],
    ['PROMO', 'list', 'manager'],
    ['INVOICE_REPORTING', 'goto', 'manager'],
    ['TRANSACTION_REPORTING', 'goto', 'manager'],
    ['TIME_OFF', 'update', 'manager'],
    // staff: front desk
    ['EVENTS', 'list', 'staff'],
    ['PEOPLE', 'list', 'staff'],
    ['APPOINTMENT', 'book', 'staff'],
    ['SESSION', 'enroll', 'staff'],
    ['SUBSCRIPTION', 'create', 'staff'],
    ['SHOPPING_CART', 'goto', 'staff'],
    ['LIVE_HELP', 'get', 'staff'],
    ['VOIP_CALL', 'RECEIVE', 'staff'],
    // limited_staff: own profile, schedule and pay
    ['NAVBAR', 'read', 'limited_staff'],
    ['STAFF_SELF', 'read', 'limited_staff'],
    ['STAFF_SELF_PAYROLL', 'read', 'limited_staff'],
    ['OWN_TIME_OFF', 'list', 'limited_staff'],
    ['OWN_CLIENTS_CLIENT_MESSAGE', 'list', 'limited_staff'],
    ['OWN_EVENT_SLOT', 'list', 'limited_staff'],
    // client: the self area
    ['HOME', 'goto', 'client'],
    ['SELF', 'read', 'client'],
    ['INVOICE', 'update', 'client'],
    ['CLIENT', 'charge', 'client'],
    ['OWN_FILES', 'get', 'client'],
    ['SWITCH_BUSINESS', 'list', 'client'],
    ['WIDGET', 'goto', 'client'],
    ['APPOINTMENT', 'self_book', 'client'],
    ['SELF_SHOPPING_CART', 'goto', 'client'],
    // visitor: public booking data only
    ['SELF_BUSINESS_WIDGET', 'read', 'visitor'],
  ])('%s %s is first granted to %s', (resource, action, role) => {
    expect(lowestRoleGranting(action, resource)).toBe(role);
  });
});

describe('README', () => {
  // The README's matrix table is documentation of ROLE_MATRIX; keep them in step.
  const readme = readFileSync(join(__dirname, '..', 'README.md'), 'utf8');

  it.each(ROLES.filter((r) => r !== 'superuser'))('lists what %s adds', (role) => {
    const grants: Record<string, readonly string[]> = ROLE_MATRIX[role];
    const adds = Object.entries(grants)
      .map(([resource, actions]) => `${resource} ${actions.join('/')}`)
      .join(', ');
    expect(readme).toContain(`| ${role} | ${adds} |`);
  });
});
