import {
  CUSTOM_ROLE_BASE,
  HOME_PAGES,
  ROLES,
  ROLE_CUSTOM,
  baseRoleOf,
  deriveRole,
  fromRoleConstant,
  homePageFor,
  isCustomRole,
  isRole,
  profilePathFor,
  roleIncludes,
  roleRank,
  toRoleConstant,
} from './roles';

describe('roles', () => {
  it('are in the inheritance order of 000 §6', () => {
    expect(ROLES).toEqual(['visitor', 'client', 'limited_staff', 'staff', 'manager', 'owner', 'superuser']);
  });

  it.each([
    ['visitor', 'ROLE_VISITOR', 0],
    ['client', 'ROLE_CLIENT', 1],
    ['limited_staff', 'ROLE_LIMITED_STAFF', 2],
    ['staff', 'ROLE_STAFF', 3],
    ['manager', 'ROLE_MANAGER', 4],
    ['owner', 'ROLE_OWNER', 5],
    ['superuser', 'ROLE_SUPERUSER', 6],
  ])('%s <-> %s, rank %i', (role, constant, rank) => {
    expect(toRoleConstant(role)).toBe(constant);
    expect(fromRoleConstant(constant)).toBe(role);
    expect(fromRoleConstant(role)).toBe(role);
    expect(roleRank(role)).toBe(rank);
    expect(roleRank(constant)).toBe(rank);
    expect(isRole(role)).toBe(true);
    expect(isCustomRole(constant)).toBe(false);
  });

  it.each([
    ['ROLE_CUSTOM_front_desk', 'front_desk'],
    ['ROLE_CUSTOM:front_desk', 'front_desk'],
    ['ROLE_CUSTOM front_desk', 'front_desk'],
    ['front_desk', 'front_desk'],
    [' ROLE_STAFF ', 'staff'],
    ['role_owner', 'owner'],
    ['OWNER', 'owner'],
  ])('fromRoleConstant(%j) = %j', (constant, role) => {
    expect(fromRoleConstant(constant)).toBe(role);
  });

  it('spells custom roles as ROLE_CUSTOM plus the name, and round-trips them', () => {
    expect(ROLE_CUSTOM).toBe('ROLE_CUSTOM');
    expect(toRoleConstant('front_desk')).toBe('ROLE_CUSTOM_front_desk');
    expect(fromRoleConstant(toRoleConstant('front_desk'))).toBe('front_desk');
  });

  it('treats custom roles as limited_staff', () => {
    expect(CUSTOM_ROLE_BASE).toBe('limited_staff');
    expect(isCustomRole('front_desk')).toBe(true);
    expect(baseRoleOf('front_desk')).toBe('limited_staff');
    expect(baseRoleOf('ROLE_CUSTOM_front_desk')).toBe('limited_staff');
    expect(roleRank('front_desk')).toBe(roleRank('limited_staff'));
    expect(roleIncludes('front_desk', 'client')).toBe(true);
    expect(roleIncludes('front_desk', 'staff')).toBe(false);
  });

  it('roleIncludes follows the chain', () => {
    expect(roleIncludes('owner', 'manager')).toBe(true);
    expect(roleIncludes('manager', 'owner')).toBe(false);
    expect(roleIncludes('staff', 'staff')).toBe(true);
  });
});

describe('deriveRole (000 §6)', () => {
  it.each([
    [{ userId: null, staffRole: 'ROLE_OWNER' }, 'visitor'],
    [{ userId: undefined }, 'visitor'],
    [{ userId: '' }, 'visitor'],
    [{ userId: 'u1', staffRole: null }, 'client'],
    [{ userId: 'u1' }, 'client'],
    [{ userId: 'u1', staffRole: '' }, 'client'],
    [{ userId: 'u1', staffRole: 'staff' }, 'staff'],
    [{ userId: 'u1', staffRole: 'ROLE_MANAGER' }, 'manager'],
    [{ userId: 'u1', staffRole: 'limited_staff' }, 'limited_staff'],
    [{ userId: 'u1', staffRole: 'ROLE_SUPERUSER' }, 'superuser'],
    [{ userId: 'u1', staffRole: 'ROLE_CUSTOM_front_desk' }, 'front_desk'],
    [{ userId: 'u1', staffRole: 'front_desk' }, 'front_desk'],
  ])('%j -> %s', (user, role) => {
    expect(deriveRole(user)).toBe(role);
  });
});

describe('homePageFor (000 §2.2)', () => {
  it.each([
    ['visitor', '/login'],
    ['client', '/clients/self'],
    ['limited_staff', '/staff/self'],
    ['staff', '/today'],
    ['manager', '/today'],
    ['owner', '/dashboard'],
    ['superuser', '/dashboard'],
    ['ROLE_OWNER', '/dashboard'],
    ['front_desk', '/staff/self'],
    ['ROLE_CUSTOM_front_desk', '/staff/self'],
  ])('%s -> %s', (role, home) => {
    expect(homePageFor(role)).toBe(home);
  });

  it('covers every built-in role', () => {
    expect(Object.keys(HOME_PAGES).sort()).toEqual([...ROLES].sort());
  });
});

describe('profilePathFor', () => {
  it.each([
    [{ staffRole: 'ROLE_STAFF' }, '/staff/self'],
    [{ staffRole: 'front_desk' }, '/staff/self'],
    [{ staffRole: null }, '/clients/self'],
    [{ staffRole: '' }, '/clients/self'],
    [{}, '/clients/self'],
  ])('%j -> %s', (user, path) => {
    expect(profilePathFor(user)).toBe(path);
  });
});
