import { Page } from '@playwright/test';
import { STORAGE_KEYS, TOKEN_EXPIRY_MARGIN_SECONDS } from '@tempo/contracts';
import { login, Session } from '@tempo/testing';
import { hostUrl } from './hosts';

/**
 * Sessions put straight into the browser, for the tests whose subject is not the sign-in: the
 * login form, the login link and the app host's sign-in have tests of their own, which drive the
 * form or open the link as a user does.
 */

/** What seedSession is given: the origins, their local storage items and the tab's flag. */
interface Seed {
  origins: string[];
  items: Record<string, string>;
  flag: string;
}

/**
 * Init script: on the first document of each of `origins` in the tab (the app's page or the auth
 * frame in it), before its scripts run, writes the items into its local storage, then marks the
 * tab (session storage) so that no later load writes them again: a page that logs out, or
 * refreshes its tokens, keeps what it did. A frame whose storage the browser refuses (third-party
 * storage) is left as it is.
 */
function seedSession({ origins, items, flag }: Seed): void {
  if (!origins.includes(window.location.origin)) return;
  try {
    if (window.sessionStorage.getItem(flag) !== null) return;
    for (const [name, value] of Object.entries(items)) window.localStorage.setItem(name, value);
    window.sessionStorage.setItem(flag, '1');
  } catch {
    // Storage refused: the app then keeps its session on its own origin.
  }
}

/**
 * Stores `session` where the app on `origin` reads it at start-up, as a sign-in there writes it
 * (000 §2.1): the local storage of the auth origin, through its frame, and that of the app's own
 * origin, the frame's fallback and mirror. These throwaway contexts refuse the frame its storage
 * (third-party on localhost), so the app reads its own origin's. The tokens are written when the
 * page first opens `origin` (an init script: context.setStorageState would open a page of its own
 * for it, which costs a renderer's start on every test).
 */
export async function storeSession(page: Page, origin: string, session: Session): Promise<void> {
  await page.addInitScript(seedSession, {
    origins: [origin, hostUrl('auth', '')],
    items: { [STORAGE_KEYS.idToken]: session.idToken, [STORAGE_KEYS.refreshToken]: session.refreshToken },
    flag: 'tempo-browser-tests:session-seeded',
  });
}

/** The exp claim of a JWT, in epoch milliseconds. */
function expiresAt(token: string): number {
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    exp?: number;
  };
  if (typeof claims.exp !== 'number') throw new Error('an id token without exp');
  return claims.exp * 1000;
}

/**
 * How long a kept id token must stay valid for another test to use it: longer than a test may
 * run (its timeout is 2 minutes), so no page ever refreshes a shared session. A refresh rotates
 * the refresh token, which another page holding the old one would then replay.
 */
const REUSE_HEADROOM_MS = 5 * 60_000;

/** Signs a user in (the GraphQL login, no browser). */
export type SignInApi = (email: string) => Promise<Session>;

/**
 * Sessions of the seeded users, one per user per worker: a password sign-in costs the identity
 * service a memory-hard hash, which the tests of one worker share. A session is signed in again
 * once its id token comes near the end of its life (with the app's own margin before expiry).
 * Only tests that never end their session may use one: a test that logs out signs in on its own.
 */
export function sharedSessions(signIn: SignInApi): SignInApi {
  const kept = new Map<string, Session>();
  return async (email) => {
    const session = kept.get(email);
    const usableUntil = (s: Session) => expiresAt(s.idToken) - TOKEN_EXPIRY_MARGIN_SECONDS * 1000;
    if (session && usableUntil(session) - Date.now() > REUSE_HEADROOM_MS) return session;
    const fresh = await signIn(email);
    kept.set(email, fresh);
    return fresh;
  };
}

/** A password sign-in on a business's host, as its login form makes it. */
export const signInOn =
  (business: string): SignInApi =>
  (email) =>
    login(business, email);
