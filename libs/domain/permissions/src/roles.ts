/**
 * Roles (000 §6) and the role-dependent destinations of 000 §2.2.
 *
 * Built-in roles form one inheritance chain, each inheriting every permission of the
 * role before it. A business may also define custom roles (reported as ROLE_CUSTOM
 * plus the role name, listed in the business's roleNames). A custom role, or any
 * staffRole this library does not know, is a staff role at limited_staff level: it
 * gets the limited_staff permissions and anything more only through the account's
 * per-user overrides. That is the least-privilege reading of a role we cannot see
 * inside: the person is staff (they have a staffRole), and the business grants the
 * rest explicitly.
 */

/** Built-in roles, in inheritance order. */
export const ROLES = [
  'visitor',
  'client',
  'limited_staff',
  'staff',
  'manager',
  'owner',
  'superuser',
] as const;

export type Role = (typeof ROLES)[number];

/** A built-in role or the name of a business's custom role. */
export type RoleName = Role | (string & {});

/** The built-in roles by name, e.g. `Role.limited_staff`. */
export const Role: { readonly [R in Role]: R } = Object.freeze(
  Object.fromEntries(ROLES.map((r) => [r, r])) as { [R in Role]: R },
);

/** The prefix under which custom roles are reported, followed by the custom role name. */
export const ROLE_CUSTOM = 'ROLE_CUSTOM';

/** The role custom and unknown roles are treated as, before per-account overrides. */
export const CUSTOM_ROLE_BASE: Role = 'limited_staff';

const ROLE_SET: ReadonlySet<string> = new Set(ROLES);

/** Whether a string is a built-in role (lower-case spelling). */
export function isRole(value: string): value is Role {
  return ROLE_SET.has(value);
}

/** The ROLE_ constant of a role: 'limited_staff' -> 'ROLE_LIMITED_STAFF'; custom 'front_desk' -> 'ROLE_CUSTOM_front_desk'. */
export function toRoleConstant(role: RoleName): string {
  return isRole(role) ? `ROLE_${role.toUpperCase()}` : `${ROLE_CUSTOM}_${role}`;
}

const BUILT_IN_CONSTANT = /^ROLE_(VISITOR|CLIENT|LIMITED_STAFF|STAFF|MANAGER|OWNER|SUPERUSER)$/i;
const CUSTOM_CONSTANT = /^ROLE_CUSTOM(?:[_:\s]+(.*))?$/i;

/**
 * The role named by a ROLE_ constant: 'ROLE_STAFF' -> 'staff'; 'ROLE_CUSTOM_front_desk'
 * (also 'ROLE_CUSTOM:front_desk' or 'ROLE_CUSTOM front_desk') -> 'front_desk'. A bare
 * built-in name ('staff', 'STAFF') is accepted too; anything else is returned as a custom
 * role name, trimmed.
 */
export function fromRoleConstant(constant: string): RoleName {
  const value = constant.trim();
  const builtIn = BUILT_IN_CONSTANT.exec(value);
  if (builtIn) return builtIn[1].toLowerCase() as Role;
  const custom = CUSTOM_CONSTANT.exec(value);
  if (custom) return (custom[1] ?? '').trim() || ROLE_CUSTOM;
  const lower = value.toLowerCase();
  return isRole(lower) ? lower : value;
}

/** Whether a role name is a custom role (anything but a built-in role, in any spelling). */
export function isCustomRole(role: string): boolean {
  return !isRole(fromRoleConstant(role));
}

/** The built-in role whose permissions a role starts from: itself, or limited_staff for custom roles. */
export function baseRoleOf(role: string): Role {
  const name = fromRoleConstant(role);
  return isRole(name) ? name : CUSTOM_ROLE_BASE;
}

/** Position in the inheritance chain, visitor = 0 ... superuser = 6; custom roles rank as limited_staff. */
export function roleRank(role: string): number {
  return ROLES.indexOf(baseRoleOf(role));
}

/** Whether `role` inherits every permission of `other` (custom roles compare as limited_staff). */
export function roleIncludes(role: string, other: string): boolean {
  return roleRank(role) >= roleRank(other);
}

/**
 * The role of a user (000 §6): no user id -> visitor; a staffRole -> that role
 * (ROLE_ constants and custom roles accepted); otherwise client.
 */
export function deriveRole(user: { userId?: string | null; staffRole?: string | null }): RoleName {
  if (!user.userId) return 'visitor';
  const staffRole = user.staffRole?.trim();
  return staffRole ? fromRoleConstant(staffRole) : 'client';
}

/** Home pages of 000 §2.2. */
export const HOME_PAGES: Readonly<Record<Role, string>> = {
  visitor: '/login',
  client: '/clients/self',
  limited_staff: '/staff/self',
  staff: '/today',
  manager: '/today',
  owner: '/dashboard',
  superuser: '/dashboard',
};

/** The home page of a role (000 §2.2); any role not in the table goes to /staff/self. */
export function homePageFor(role: string): string {
  const name = fromRoleConstant(role);
  return isRole(name) ? HOME_PAGES[name] : '/staff/self';
}

/** Where the signed-in user's own profile is (avatar, 'Profile', 'My Profile'): staff -> /staff/self, others -> /clients/self. */
export function profilePathFor(user: { staffRole?: string | null }): '/staff/self' | '/clients/self' {
  return user.staffRole?.trim() ? '/staff/self' : '/clients/self';
}
