import { Subject, can, effectivePermissions, superuserAllows } from './can';
import { ACTIONS } from './actions';
import { RESOURCES } from './resources';
import { ROLES } from './roles';
import { SUPERUSER_ONLY, matrixGrantsOf, permissionKey } from './role-matrix';

const KNOWN = [...matrixGrantsOf('superuser'), ...SUPERUSER_ONLY];

describe('superuser rule', () => {
  const su: Subject = { role: 'superuser' };

  it('denies goto on HOME, in any spelling', () => {
    expect(can(su, 'goto', 'HOME')).toBe(false);
    expect(can(su, 'ACTION_GOTO', 'RESOURCE_HOME')).toBe(false);
    expect(can({ role: 'ROLE_SUPERUSER' }, 'goto', 'home')).toBe(false);
    expect(superuserAllows('goto', 'HOME')).toBe(false);
  });

  it('allows every other action on every resource', () => {
    for (const action of ACTIONS) {
      for (const resource of RESOURCES) {
        if (action === 'goto' && resource === 'HOME') continue;
        if (!can(su, action, resource)) throw new Error(`superuser denied ${action} ${resource}`);
      }
    }
  });

  it('allows even actions and resources this library does not know', () => {
    expect(can(su, 'teleport', 'RESOURCE_SPACESHIP')).toBe(true);
  });

  it('is not restricted by deny overrides', () => {
    const denied: Subject = {
      role: 'superuser',
      overrides: [
        { action: 'list', resource: 'ALL_BUSINESSES', allowed: false },
        { action: 'view', resource: 'SELF_BUSINESS', allowed: false },
      ],
    };
    expect(can(denied, 'list', 'ALL_BUSINESSES')).toBe(true);
    expect(can(denied, 'view', 'SELF_BUSINESS')).toBe(true);
  });

  it('follows "global or per-user" for an allow override of HOME goto', () => {
    expect(
      can(
        { role: 'superuser', overrides: [{ action: 'goto', resource: 'HOME', allowed: true }] },
        'goto',
        'HOME',
      ),
    ).toBe(true);
  });
});

describe('per-account overrides', () => {
  it('an allow override grants', () => {
    const subject: Subject = {
      role: 'limited_staff',
      overrides: [{ action: 'list', resource: 'PEOPLE', allowed: true }],
    };
    expect(can({ role: 'limited_staff' }, 'list', 'PEOPLE')).toBe(false);
    expect(can(subject, 'list', 'PEOPLE')).toBe(true);
  });

  it('overrides match in any spelling', () => {
    const subject: Subject = {
      role: 'client',
      overrides: [{ action: 'ACTION_LIST', resource: 'RESOURCE_EVENTS', allowed: true }],
    };
    expect(can(subject, 'list', 'EVENTS')).toBe(true);
    expect(can(subject, 'LIST', 'events')).toBe(true);
  });

  it('a deny override narrows the role', () => {
    const subject: Subject = {
      role: 'owner',
      overrides: [{ action: 'read', resource: 'STAFF_PAYROLL', allowed: false }],
    };
    expect(can({ role: 'owner' }, 'read', 'STAFF_PAYROLL')).toBe(true);
    expect(can(subject, 'read', 'STAFF_PAYROLL')).toBe(false);
    expect(can(subject, 'update', 'STAFF_PAYROLL')).toBe(true);
  });

  it('deny wins over an allow for the same permission', () => {
    const subject: Subject = {
      role: 'limited_staff',
      overrides: [
        { action: 'list', resource: 'PEOPLE', allowed: true },
        { action: 'list', resource: 'RESOURCE_PEOPLE', allowed: false },
      ],
    };
    expect(can(subject, 'list', 'PEOPLE')).toBe(false);
  });

  it('matches unknown names literally (case-insensitively)', () => {
    const subject: Subject = {
      role: 'staff',
      overrides: [{ action: 'ACTION_FLY', resource: 'RESOURCE_KITE', allowed: true }],
    };
    expect(can(subject, 'fly', 'kite')).toBe(true);
    expect(can({ role: 'staff' }, 'fly', 'kite')).toBe(false);
  });

  it('accepts null overrides', () => {
    expect(can({ role: 'staff', overrides: null }, 'list', 'EVENTS')).toBe(true);
  });
});

describe('custom roles', () => {
  it.each(['front_desk', 'ROLE_CUSTOM_front_desk'])('%s holds exactly limited_staff permissions', (role) => {
    for (const p of KNOWN)
      expect([p, can({ role }, p.action, p.resource)]).toEqual([
        p,
        can({ role: 'limited_staff' }, p.action, p.resource),
      ]);
  });

  it('gets more through overrides', () => {
    const frontDesk: Subject = {
      role: 'front_desk',
      overrides: [
        { action: 'list', resource: 'EVENTS', allowed: true },
        { action: 'book', resource: 'APPOINTMENT', allowed: true },
      ],
    };
    expect(can(frontDesk, 'list', 'EVENTS')).toBe(true);
    expect(can(frontDesk, 'book', 'APPOINTMENT')).toBe(true);
    expect(can(frontDesk, 'list', 'PEOPLE')).toBe(false);
  });
});

describe('role constants as subject role', () => {
  it.each(ROLES)('%s and its ROLE_ constant answer alike', (role) => {
    const constant = `ROLE_${role.toUpperCase()}`;
    for (const p of KNOWN)
      expect(can({ role: constant }, p.action, p.resource)).toBe(can({ role }, p.action, p.resource));
  });
});

describe('role inheritance through can()', () => {
  it.each(ROLES.slice(0, -1))('everything %s may do, every higher role may do', (role) => {
    const higher = ROLES.slice(ROLES.indexOf(role) + 1);
    for (const p of KNOWN) {
      if (!can({ role }, p.action, p.resource)) continue;
      // the one exception: superuser loses HOME goto
      for (const h of higher)
        if (!(h === 'superuser' && p.resource === 'HOME'))
          expect([h, p, can({ role: h }, p.action, p.resource)]).toEqual([h, p, true]);
    }
  });

  it('a visitor holds nothing a route needs', () => {
    expect(can({ role: 'visitor' }, 'goto', 'HOME')).toBe(false);
    expect(can({ role: 'visitor' }, 'goto', 'WIDGET')).toBe(false);
    expect(can({ role: 'visitor' }, 'read', 'SELF')).toBe(false);
  });
});

describe('manager / owner split', () => {
  it.each([
    ['subscription_update', 'SELF_BUSINESS'],
    ['create', 'BUSINESS'],
    ['goto', 'BUSINESS_DASHBOARD'],
    ['read', 'STAFF_PAYROLL'],
    ['update', 'STAFF_SERVICE_RATE'],
    ['update', 'STAFF_COMMISSION_RATE'],
    ['list', 'STAFF_COMMISSION_REPORT'],
    ['set', 'PAYROLL'],
  ])('only the owner may %s %s', (action, resource) => {
    expect(can({ role: 'manager' }, action, resource)).toBe(false);
    expect(can({ role: 'owner' }, action, resource)).toBe(true);
  });

  it.each([
    ['view', 'SELF_BUSINESS'],
    ['update', 'SELF_BUSINESS'],
    ['view', 'CHANGELOG'],
    ['update', 'TEMPLATE'],
    ['update', 'CAMPAIGN'],
    ['create', 'PROMO'],
    ['goto', 'INVOICE_REPORTING'],
    ['create', 'STAFF'],
  ])('a manager may %s %s, staff may not', (action, resource) => {
    expect(can({ role: 'manager' }, action, resource)).toBe(true);
    expect(can({ role: 'staff' }, action, resource)).toBe(false);
  });

  it('a payroll override opens staff pay to a manager', () => {
    const manager: Subject = {
      role: 'manager',
      overrides: [{ action: 'read', resource: 'STAFF_PAYROLL', allowed: true }],
    };
    expect(can(manager, 'read', 'STAFF_PAYROLL')).toBe(true);
  });
});

describe('effectivePermissions', () => {
  const subjects: Subject[] = [
    ...ROLES.map((role) => ({ role })),
    { role: 'front_desk', overrides: [{ action: 'list', resource: 'EVENTS', allowed: true }] },
    { role: 'staff', overrides: [{ action: 'list', resource: 'EVENTS', allowed: false }] },
    {
      role: 'manager',
      overrides: [{ action: 'ACTION_READ', resource: 'RESOURCE_STAFF_PAYROLL', allowed: true }],
    },
    { role: 'superuser', overrides: [{ action: 'list', resource: 'ALL_BUSINESSES', allowed: false }] },
  ];

  it.each(subjects)('agrees with can() for %j', (subject) => {
    const held = new Set(effectivePermissions(subject).map((p) => permissionKey(p.action, p.resource)));
    expect(held.size).toBe(effectivePermissions(subject).length);
    for (const p of KNOWN)
      expect([p, held.has(permissionKey(p.action, p.resource))]).toEqual([
        p,
        can(subject, p.action, p.resource),
      ]);
    for (const p of effectivePermissions(subject)) expect(can(subject, p.action, p.resource)).toBe(true);
  });

  it('leaves HOME goto out for superusers and includes the superuser-only permissions', () => {
    const keys = effectivePermissions({ role: 'superuser' }).map((p) => permissionKey(p.action, p.resource));
    expect(keys).not.toContain('HOME:goto');
    expect(keys).toContain('ALL_BUSINESSES:list');
    expect(keys).toContain('TEMPO:read');
  });

  it('is empty-ish for visitors and exact for clients', () => {
    expect(effectivePermissions({ role: 'visitor' })).toEqual(matrixGrantsOf('visitor'));
    expect(effectivePermissions({ role: 'client' })).toEqual(matrixGrantsOf('client'));
  });

  it('drops overrides naming unknown actions or resources', () => {
    const list = effectivePermissions({
      role: 'visitor',
      overrides: [{ action: 'fly', resource: 'KITE', allowed: true }],
    });
    expect(list).toEqual(matrixGrantsOf('visitor'));
  });
});
