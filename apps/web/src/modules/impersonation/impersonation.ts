import { print } from 'graphql';
import type { SudoTargetQuery } from '../../gql/graphql';
import { SUDO_TARGET } from './impersonation.graphql';

/**
 * Superuser impersonation (000 §4.2). While a user is being acted as, every API request carries
 * `authorization: sudo-as {user}|{superuser id token}` (000 §7.1) instead of `Bearer {token}`.
 */
export const SUDO_AS_KEY = 'sudoAs';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The e-mail or user id being acted as, or null when not impersonating. */
export function getSudoAs(): string | null {
  const value = storage()?.getItem(SUDO_AS_KEY)?.trim();
  return value ? value : null;
}

export function isImpersonating(): boolean {
  return getSudoAs() !== null;
}

export function setSudoAs(user: string): void {
  const value = user.trim();
  if (!value) throw new Error('An e-mail or user id is required');
  storage()?.setItem(SUDO_AS_KEY, value);
}

export function clearSudoAs(): void {
  storage()?.removeItem(SUDO_AS_KEY);
}

/** The header value 'sudo-as {user}|{auth}'; pipes are not allowed in the user part. */
export function buildSudoHeader(user: string, token: string): string {
  return `sudo-as ${user.replace(/\|/g, '')}|${token}`;
}

/**
 * The Authorization header to send: the sudo-as form while impersonating and a token is held,
 * else `fallback` (the usual 'Bearer {token}' or 'null').
 */
export function authorizationWithSudo(token: string | null | undefined, fallback: string): string {
  const user = getSudoAs();
  return user && token ? buildSudoHeader(user, token) : fallback;
}

/** Whether a string looks like an e-mail address (the 'Act as user...' prompt asks for one). */
export function isEmail(value: string): boolean {
  return /^[^\s@|]+@[^\s@|]+\.[^\s@|]+$/.test(value.trim());
}

/** Full reload to the home page so the app loads the (impersonated or real) user's data afresh. */
export function reloadHome(): void {
  window.location.assign('/');
}

/** Starts acting as `user` and reloads to '/'. */
export function startSudo(user: string): void {
  setSudoAs(user);
  reloadHome();
}

/** Stops acting as another user, drops the data loaded as them and reloads to '/'. */
export function stopSudo(): void {
  clearSudoAs();
  reloadHome();
}

/**
 * Asks the API who `user` is when acted as with `token`, so that an unknown or refused user is
 * reported before the app reloads as them. Resolves to null when fine, else to the error message.
 */
export async function verifySudoTarget(
  user: string,
  token: string | null,
  fetchFn: typeof fetch = fetch,
  uri = '/graphql',
): Promise<string | null> {
  if (!token) return 'Not logged in';
  try {
    const response = await fetchFn(uri, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: buildSudoHeader(user.trim(), token) },
      body: JSON.stringify({ operationName: 'SudoTarget', query: print(SUDO_TARGET) }),
    });
    const body = (await response.json().catch(() => null)) as {
      data?: SudoTargetQuery | null;
      errors?: { message?: string }[];
    } | null;
    if (body?.errors?.length) return body.errors[0].message ?? 'Cannot act as this user';
    if (!response.ok || !body?.data?.currentUser) return 'Cannot act as this user';
    return null;
  } catch {
    return 'Cannot act as this user';
  }
}
