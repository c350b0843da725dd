import { decodeJwt } from 'jose';
import {
  call,
  CURRENT_USER,
  login,
  LOGIN,
  LOGIN_PASSWORDLESS,
  LOGIN_REFRESH,
  loginByLink,
  mailpit,
  PASSWORD,
  REQUEST_LOGIN_LINK,
  SUPERUSER_LOGIN,
} from '@tempo/testing';

const ROLES = [
  ['owner@demo.example', 'owner'],
  ['manager@demo.example', 'manager'],
  ['staff@demo.example', 'staff'],
  ['limited@demo.example', 'limited_staff'],
  ['client@demo.example', 'client'],
] as const;

/** Identity's sign-in operations (passwords, refresh tokens, login links, roles), through the running product. */
describe('sign-in', () => {
  it('loginSimple with the demo owner returns an id token with the 000 §3.3 claims and a refresh token', async () => {
    const s = await login('demo', 'owner@demo.example');
    const claims = decodeJwt(s.idToken);
    expect(claims).toMatchObject({
      email: 'owner@demo.example',
      iss: 'tempo-identity',
      name: 'Olivia Owner',
      given_name: 'Olivia',
      family_name: 'Owner',
    });
    for (const c of ['iat', 'nbf', 'exp', 'sub', 'email_verified']) expect(claims).toHaveProperty(c);
    // Each kind names itself; the id token carries its session, shared with its refresh token.
    const refresh = decodeJwt(s.refreshToken);
    expect(claims).toMatchObject({ token_use: 'id', aud: 'tempo-id' });
    expect(refresh).toMatchObject({ token_use: 'refresh', aud: 'tempo-refresh', sid: claims.sid });
    expect(refresh.exp).toBeGreaterThan(claims.exp!);
  });

  it('refuses a wrong password and an unknown login with the spec texts', async () => {
    const wrong = await call('demo', LOGIN, { login: 'owner@demo.example', password: 'Wrong-pass-1' });
    expect(wrong.data?.loginSimple).toMatchObject({
      status: 'error',
      error: 'Invalid login or password',
      idToken: null,
    });
    const unknown = await call('demo', LOGIN, {
      login: `nobody-${Date.now()}@demo.example`,
      password: PASSWORD,
    });
    expect(unknown.data?.loginSimple).toMatchObject({ status: 'error', error: "User doesn't exist" });
  });

  it('signs in more people at once than the API has database connections (10), each of them', async () => {
    // A sign-in once held its connection while waiting for a second one: ten at once waited forever.
    const logins = ROLES.flatMap(([email]) => [email, email, email]);
    const answers = await Promise.all(
      logins.map((l) => call('demo', LOGIN, { login: l, password: PASSWORD })),
    );
    expect(answers.map((r) => r.data?.loginSimple.status)).toEqual(logins.map(() => 'ok'));
  });

  it('trims and lower-cases the login', async () => {
    const r = await call('demo', LOGIN, { login: '  Owner@Demo.Example ', password: PASSWORD });
    expect(r.data?.loginSimple.status).toBe('ok');
  });

  it.each(ROLES)('%s signs in as %s in the demo business', async (email, role) => {
    const s = await login('demo', email);
    const me = await call('demo', CURRENT_USER, {}, s);
    expect(me.data?.currentUser).toMatchObject({ email, role, business: 'demo' });
    expect(me.data?.currentUser.accountId).toBeTruthy();
  });

  it('loginRefresh rotates: the new token works, a reused one is refused and ends the session family', async () => {
    const s = await login('demo', 'staff@demo.example');
    const first = await call('demo', LOGIN_REFRESH, { t: s.refreshToken });
    expect(first.data?.loginRefresh.status).toBe('ok');
    expect(decodeJwt(first.data!.loginRefresh.idToken!).email).toBe('staff@demo.example');
    const rotated = first.data!.loginRefresh.refreshToken!;
    expect(rotated).toBeTruthy();
    expect(rotated).not.toBe(s.refreshToken);

    const reuse = await call('demo', LOGIN_REFRESH, { t: s.refreshToken });
    expect(reuse.data?.loginRefresh).toMatchObject({
      status: 'error',
      error: 'Invalid or expired token',
      idToken: null,
    });
    // Reuse of a rotated token revokes its family: the newest token is refused too.
    const after = await call('demo', LOGIN_REFRESH, { t: rotated });
    expect(after.data?.loginRefresh.status).toBe('error');
    const junk = await call('demo', LOGIN_REFRESH, { t: 'not-a-token' });
    expect(junk.data?.loginRefresh).toMatchObject({ status: 'error', error: 'Invalid or expired token' });
  });

  it('a login link arrives by mail and signs in once; the second use is refused', async () => {
    const { session, token, link } = await loginByLink('demo', 'client@demo.example');
    expect(link).toMatch(/^http:\/\/demo\.localhost(:\d+)?\/passwordless\?/);
    expect(new URL(link).searchParams.get('email')).toBe('client@demo.example');
    // A sign-in link leads on to the user's home page, not the booking pages.
    expect(new URL(link).searchParams.get('bookingLink')).toBe('/');
    const me = await call('demo', CURRENT_USER, {}, session);
    expect(me.data?.currentUser.role).toBe('client');
    const again = await call('demo', LOGIN_PASSWORDLESS, { t: token });
    expect(again.data?.loginPasswordless).toMatchObject({
      status: 'error',
      error: 'Invalid or expired token',
      idToken: null,
    });
  });

  it('validates the e-mail of a link request and sends nothing for an unknown address', async () => {
    const bad = await call('demo', REQUEST_LOGIN_LINK, { b: 'demo', e: 'nope' });
    expect(bad.data?.requestSelfAuthLink).toEqual({ status: 'error', error: 'A valid email is required' });
    const address = `ghost-${Date.now()}@demo.example`;
    const since = new Date();
    const unknown = await call('demo', REQUEST_LOGIN_LINK, { b: 'demo', e: address });
    expect(unknown.data?.requestSelfAuthLink.status).toBe('ok');
    await new Promise((r) => setTimeout(r, 1000));
    expect((await mailpit.messagesTo(address)).filter((m) => new Date(m.Created) >= since)).toHaveLength(0);
  });

  it('gives the superuser every permission but HOME goto', async () => {
    const admin = await login(null, SUPERUSER_LOGIN);
    const me = await call('demo', CURRENT_USER, {}, admin);
    const perms = me.data?.currentUser.effectivePermissions;
    expect(perms).toContainEqual({ action: 'list', resource: 'ALL_BUSINESSES' });
    expect(perms).not.toContainEqual({ action: 'goto', resource: 'HOME' });
  });
});
