import { decodeJwt } from 'jose';
import {
  BusinessResult,
  call,
  CURRENT_USER,
  GqlResponse,
  login,
  LOGIN_PASSWORDLESS,
  LOGIN_REFRESH,
  loginByLink,
  mailpit,
  op,
  REQUEST_LOGIN_LINK,
  Session,
  StatusResult,
  uniqueName,
} from '../client';

/**
 * Token kinds and server-side logout, through the gateway: each kind of token
 * works only where that kind is expected, and a signed-out session's tokens
 * (refresh and id) stop working at once.
 */

const LOGOUT = op<{ logout: StatusResult }, { t?: string | null; e?: boolean }>(
  `mutation($t: String, $e: Boolean) { logout(refreshToken: $t, everywhere: $e) { status error } }`,
);
const INVALID = 'Invalid or expired token';

/** The answer of the gateway to a refused token (000 §7.1, 003 §8). */
const expectInvalidToken = (r: GqlResponse) => {
  expect(r.status).toBe(401);
  expect(r.errors?.[0]).toMatchObject({ message: INVALID, extensions: { code: 'INVALID_TOKEN' } });
};

const me = (business: string | null, auth: Session | string) => call(business, CURRENT_USER, {}, auth);
const refresh = async (business: string, token: string) =>
  (await call(business, LOGIN_REFRESH, { t: token })).data?.loginRefresh;

describe('token kinds and logout', () => {
  let admin: Session;
  const business = uniqueName('tok');
  const ownerEmail = `${business}-owner@tokens.example`;

  /** Requests a login link for the business's owner and returns its token, unused. */
  const linkToken = async (): Promise<string> => {
    const since = new Date();
    const r = await call(business, REQUEST_LOGIN_LINK, { b: business, e: ownerEmail });
    expect(r.data?.requestSelfAuthLink).toMatchObject({ status: 'ok' });
    const mail = await mailpit.waitForMessage(ownerEmail, since);
    const link = mail.text.match(/https?:\/\/\S+/)?.[0];
    return new URL(link!).searchParams.get('temporaryAccess')!;
  };
  /** A new session of the business's own owner (never a shared demo user's). */
  const ownerSession = async () => (await loginByLink(business, ownerEmail)).session;

  beforeAll(async () => {
    admin = await login(null, 'admin@platform.example');
    const created = await call<{ createBusiness: BusinessResult<{ name: string }> }>(
      null,
      `mutation($name: ID!, $owner: String) {
        createBusiness(name: $name, fullName: "Token Test Studio", country: "GB", locale: "en-GB", timezone: "Europe/London",
          contactEmail: "hello@tokens.example", businessWebsite: "https://tokens.example", businessPhoneNumber: "+44 20 7946 0001",
          emailFrom: "hello@tokens.example", tagline: "Tokens", notificationsEnabled: true, notificationsEnabledOwnersOnly: false,
          ownerEmail: $owner, ownerFirstName: "Tess") { status error business { name } }
      }`,
      { name: business, owner: ownerEmail },
      admin,
    );
    expect(created.data?.createBusiness).toMatchObject({ status: 'ok', business: { name: business } });
  });

  describe('each kind works only where it is expected', () => {
    it('tells the kinds apart by claim and audience', async () => {
      const s = await ownerSession();
      const id = decodeJwt(s.idToken);
      const rt = decodeJwt(s.refreshToken);
      const link = decodeJwt(await linkToken());
      expect([id.token_use, rt.token_use, link.token_use]).toEqual(['id', 'refresh', 'login_link']);
      expect(new Set([id.aud, rt.aud, link.aud]).size).toBe(3);
      expect(id.sid).toBe(rt.sid);
    });

    it('refuses a refresh token as Authorization: Bearer with 401 INVALID_TOKEN', async () => {
      const s = await ownerSession();
      expect((await me(business, s)).data?.currentUser.role).toBe('owner');
      expectInvalidToken(await me(business, `Bearer ${s.refreshToken}`));
    });

    it('refuses a refresh token inside sudo-as', async () => {
      expect((await me('demo', `sudo-as admin@platform.example|${admin.idToken}`)).status).toBe(200);
      expectInvalidToken(await me('demo', `sudo-as admin@platform.example|${admin.refreshToken}`));
      expectInvalidToken(await me('demo', `sudo-as client@demo.example|${admin.refreshToken}`));
    });

    it('refuses rotated and revoked refresh tokens as Bearer', async () => {
      const s = await ownerSession();
      const rotated = await refresh(business, s.refreshToken);
      expect(rotated?.status).toBe('ok');
      expectInvalidToken(await me(business, `Bearer ${s.refreshToken}`));
      expectInvalidToken(await me(business, `Bearer ${rotated!.refreshToken}`));
      // Reuse of the rotated token revokes the family: neither refresh token authenticates.
      expect(await refresh(business, s.refreshToken)).toMatchObject({ status: 'error', error: INVALID });
      expectInvalidToken(await me(business, `Bearer ${rotated!.refreshToken}`));
    });

    it('refuses an id token given to loginRefresh', async () => {
      const s = await ownerSession();
      expect(await refresh(business, s.idToken)).toMatchObject({
        status: 'error',
        error: INVALID,
        idToken: null,
      });
    });

    it('refuses a login-link token as Bearer, as a refresh token, and then still signs in with it once', async () => {
      const token = await linkToken();
      expectInvalidToken(await me(business, `Bearer ${token}`));
      expect(await refresh(business, token)).toMatchObject({
        status: 'error',
        error: INVALID,
        idToken: null,
      });
      const used = await call(business, LOGIN_PASSWORDLESS, { t: token });
      expect(used.data?.loginPasswordless.status).toBe('ok');
    });

    it('refuses refresh and id tokens given to loginPasswordless', async () => {
      const s = await ownerSession();
      for (const t of [s.refreshToken, s.idToken]) {
        const r = await call(business, LOGIN_PASSWORDLESS, { t });
        expect(r.data?.loginPasswordless).toMatchObject({ status: 'error', error: INVALID, idToken: null });
      }
    });
  });

  describe('logout', () => {
    it('revokes the session of the refresh token, sent without an id token: refresh refused, id token 401', async () => {
      const s = await ownerSession();
      const other = await ownerSession();
      const out = await call(business, LOGOUT, { t: s.refreshToken });
      expect(out.data?.logout).toEqual({ status: 'ok', error: null });
      expect(await refresh(business, s.refreshToken)).toMatchObject({ status: 'error', error: INVALID });
      expectInvalidToken(await me(business, s));
      // Only that session ends.
      expect((await me(business, other)).data?.currentUser.email).toBe(ownerEmail);
      expect((await refresh(business, other.refreshToken))?.status).toBe('ok');
    });

    it('ends the session also when logging out with an already rotated refresh token', async () => {
      const s = await ownerSession();
      const rotated = await refresh(business, s.refreshToken);
      const out = await call(business, LOGOUT, { t: s.refreshToken });
      expect(out.data?.logout.status).toBe('ok');
      expect(await refresh(business, rotated!.refreshToken!)).toMatchObject({ status: 'error' });
      expectInvalidToken(await me(business, `Bearer ${rotated!.idToken}`));
    });

    it('ends the id tokens of a family revoked by refresh-token reuse', async () => {
      const s = await ownerSession();
      const rotated = await refresh(business, s.refreshToken);
      expect((await me(business, `Bearer ${rotated!.idToken}`)).status).toBe(200);
      expect(await refresh(business, s.refreshToken)).toMatchObject({ status: 'error', error: INVALID });
      expectInvalidToken(await me(business, `Bearer ${rotated!.idToken}`));
      expectInvalidToken(await me(business, s));
    });

    it('refuses a superuser session that logged out inside sudo-as', async () => {
      const own = await login(null, 'admin@platform.example');
      expect((await me('demo', `sudo-as client@demo.example|${own.idToken}`)).status).toBe(200);
      expect((await call(null, LOGOUT, { t: own.refreshToken })).data?.logout.status).toBe('ok');
      expectInvalidToken(await me('demo', `sudo-as client@demo.example|${own.idToken}`));
      // The other sessions of the shared superuser go on.
      expect((await me('demo', admin)).data?.currentUser.role).toBe('superuser');
    });

    it('refuses a logout without a valid refresh token with the spec text', async () => {
      const s = await ownerSession();
      for (const t of [null, 'not-a-token', s.idToken, await linkToken()]) {
        const r = await call(business, LOGOUT, { t });
        expect(r.data?.logout).toEqual({ status: 'error', error: INVALID });
      }
      expect((await me(business, s)).status).toBe(200);
    });

    it('logs out everywhere: every session of the signed-in user ends, other users keep theirs', async () => {
      const [a, b] = [await ownerSession(), await ownerSession()];
      const demoOwner = await login('demo', 'owner@demo.example');
      const out = await call(business, LOGOUT, { e: true }, a);
      expect(out.data?.logout).toEqual({ status: 'ok', error: null });
      for (const s of [a, b]) {
        expect(await refresh(business, s.refreshToken)).toMatchObject({ status: 'error', error: INVALID });
        expectInvalidToken(await me(business, s));
      }
      expect((await me('demo', demoOwner)).data?.currentUser.role).toBe('owner');
      // A new sign-in works again.
      expect((await me(business, await ownerSession())).data?.currentUser.role).toBe('owner');
    });

    it('refuses log out everywhere while acting as another user, and ends nothing', async () => {
      const s = await ownerSession();
      const r = await call(business, LOGOUT, { e: true }, `sudo-as ${ownerEmail}|${admin.idToken}`);
      expect(r.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
      expect(r.errors?.[0].message).toMatch(/^authorization error/);
      expect((await me(business, s)).data?.currentUser.email).toBe(ownerEmail);
      expect((await me('demo', admin)).data?.currentUser.role).toBe('superuser');
    });

    it('refuses log out everywhere to a visitor', async () => {
      const r = await call(business, LOGOUT, { e: true });
      expect(r.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    });
  });
});
