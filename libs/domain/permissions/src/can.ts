import { Action, normalizeAction } from './actions';
import { Resource, normalizeResource } from './resources';
import { baseRoleOf, fromRoleConstant } from './roles';
import { Permission, SUPERUSER_ONLY, matrixAllows, matrixGrantsOf, permissionKey } from './role-matrix';

/** A per-account permission entry (000 §6): allows an action on a resource, or denies it when allowed is false. */
export interface PermissionOverride {
  action: string;
  resource: string;
  allowed: boolean;
}

/** Who is asking: a role (built-in, ROLE_ constant or custom name) and the account's overrides. */
export interface Subject {
  role: string;
  overrides?: readonly PermissionOverride[] | null;
}

const ACTION_PREFIX = /^action_/i;
const RESOURCE_PREFIX = /^resource_/i;

/** Comparable spelling of an action, canonical when known (unknown actions still compare case-insensitively). */
function actionKey(action: string): string {
  return normalizeAction(action) ?? action.trim().replace(ACTION_PREFIX, '').toLowerCase();
}

/** Comparable spelling of a resource, canonical when known. */
function resourceKey(resource: string): string {
  return normalizeResource(resource) ?? resource.trim().replace(RESOURCE_PREFIX, '').toUpperCase();
}

/** The superuser rule (000 §6): allowed everything, except goto on HOME. */
export function superuserAllows(action: Action | string, resource: Resource | string): boolean {
  return !(actionKey(action) === 'goto' && resourceKey(resource) === 'HOME');
}

function matchingOverrides(subject: Subject, action: string, resource: string): PermissionOverride[] {
  return (subject.overrides ?? []).filter(
    (o) => actionKey(o.action) === action && resourceKey(o.resource) === resource,
  );
}

/**
 * Whether a subject may perform an action on a resource.
 *
 * - superuser: the superuser rule (everything but HOME goto), or any allowing override.
 *   Deny overrides do not restrict a superuser.
 * - everyone else: an explicit deny override (allowed: false) wins; else an allow override
 *   grants; else the role matrix decides (with inheritance; custom roles as limited_staff).
 *
 * 000 §6 says an action is allowed when the global rules or the per-user rules allow it,
 * and that a per-user entry "denies" when allowed is false. A deny that the role could
 * override would deny nothing, so a deny narrows the role: deny wins.
 *
 * Action and resource accept any spelling (ACTION_/RESOURCE_ constants, either case).
 */
export function can(subject: Subject, action: Action | string, resource: Resource | string): boolean {
  const a = actionKey(action);
  const r = resourceKey(resource);
  const overrides = matchingOverrides(subject, a, r);
  const role = fromRoleConstant(subject.role);
  if (role === 'superuser') return superuserAllows(a, r) || overrides.some((o) => o.allowed);
  if (overrides.some((o) => !o.allowed)) return false;
  if (overrides.some((o) => o.allowed)) return true;
  const knownAction = normalizeAction(a);
  const knownResource = normalizeResource(r);
  return !!knownAction && !!knownResource && matrixAllows(baseRoleOf(role), knownAction, knownResource);
}

/** Overrides as permissions, for the known actions and resources only. */
function overridePermissions(subject: Subject, allowed: boolean): Permission[] {
  return (subject.overrides ?? []).flatMap((o) => {
    const action = normalizeAction(o.action);
    const resource = normalizeResource(o.resource);
    return o.allowed === allowed && action && resource ? [{ action, resource }] : [];
  });
}

function unique(permissions: Permission[]): Permission[] {
  const seen = new Set<string>();
  return permissions.filter((p) => {
    const key = permissionKey(p.action, p.resource);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Every permission a subject holds, each once: what the SPA and the currentUser query need to
 * show or hide UI without asking again. For a non-superuser this is exact: the role's matrix
 * grants plus allow overrides, minus deny overrides (unknown action or resource names in
 * overrides are left out). A superuser is allowed everything but HOME goto; the list holds
 * every permission the product names (all matrix grants and {@link SUPERUSER_ONLY}) but
 * HOME goto, plus allow overrides.
 */
export function effectivePermissions(subject: Subject): Permission[] {
  const role = fromRoleConstant(subject.role);
  const allows = overridePermissions(subject, true);
  if (role === 'superuser') {
    const all = [...matrixGrantsOf('superuser'), ...SUPERUSER_ONLY].filter((p) =>
      superuserAllows(p.action, p.resource),
    );
    return unique([...all, ...allows]);
  }
  const denied = new Set(overridePermissions(subject, false).map((p) => permissionKey(p.action, p.resource)));
  return unique([...matrixGrantsOf(baseRoleOf(role)), ...allows]).filter(
    (p) => !denied.has(permissionKey(p.action, p.resource)),
  );
}
