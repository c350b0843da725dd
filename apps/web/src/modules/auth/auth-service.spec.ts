import { describe, expect, it, vi } from 'vitest';
import {
  AuthApi,
  AuthService,
  LoginResult,
  LOGOUT_CALL_TIMEOUT_MS,
  REFRESH_FAILED_PREFIX,
  isValidLoginLinkEmail,
} from './auth-service';
import { memoryAuthStorage } from './auth-storage';
import { isTokenExpired, isTokenTimeValid } from './tokens';
import { fakeJwt } from './test-tokens';

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);
const nowS = NOW / 1000;
const token = (exp: number, extra: Record<string, unknown> = {}) =>
  fakeJwt({ iss: 'tempo-identity', sub: 'u1', email: 'owner@demo.example', exp, ...extra });

function fakeApi(overrides: Partial<AuthApi> = {}): AuthApi {
  const ok: LoginResult = { status: 'ok', idToken: token(nowS + 3600), refreshToken: 'r2' };
  return {
    loginSimple: vi.fn(async () => ok),
    loginPasswordless: vi.fn(async () => ok),
    loginRefresh: vi.fn(async () => ok),
    requestSelfAuthLink: vi.fn(async () => ({ status: 'ok' })),
    logout: vi.fn(async () => ({ status: 'ok' })),
    ...overrides,
  };
}

describe('token expiry', () => {
  it('treats a token as expired 120 s before exp', () => {
    expect(isTokenExpired(token(nowS + 121), NOW)).toBe(false);
    expect(isTokenExpired(token(nowS + 120), NOW)).toBe(true);
    expect(isTokenExpired(token(nowS + 60), NOW)).toBe(true);
    expect(isTokenExpired('not-a-jwt', NOW)).toBe(true);
    expect(isTokenExpired(null, NOW)).toBe(true);
  });

  it('flags tokens outside the clock-skew window as invalid', () => {
    expect(isTokenTimeValid(token(nowS + 3600, { nbf: nowS }), NOW)).toBe(true);
    expect(isTokenTimeValid(token(nowS + 3600, { nbf: nowS + 121 }), NOW)).toBe(false);
    expect(isTokenTimeValid(token(nowS - 121), NOW)).toBe(false);
    expect(isTokenTimeValid(token(nowS - 119), NOW)).toBe(true);
  });
});

describe('AuthService', () => {
  it('is authenticated with a stored id token that is not expired', async () => {
    const storage = memoryAuthStorage({ idToken: token(nowS + 600) });
    const auth = new AuthService({ storage, api: fakeApi(), now: () => NOW });
    await auth.load();
    expect(auth.isAuthenticated()).toBe(true);
    expect(auth.email).toBe('owner@demo.example');
  });

  it('logs in with a trimmed login, stores the tokens and fires login', async () => {
    const api = fakeApi();
    const storage = memoryAuthStorage();
    const auth = new AuthService({ storage, api, now: () => NOW });
    const onLogin = vi.fn();
    auth.on('login', onLogin);
    await auth.login('  owner@demo.example ', 'pw', 'demo');
    expect(api.loginSimple).toHaveBeenCalledWith({
      login: 'owner@demo.example',
      password: 'pw',
      business: 'demo',
    });
    expect(await storage.get('idToken')).toBeTruthy();
    expect(await storage.get('refreshToken')).toBe('r2');
    expect(onLogin).toHaveBeenCalledTimes(1);
  });

  it('omits the business on the app host and clears the tokens on a failed login', async () => {
    const api = fakeApi({
      loginSimple: vi.fn(async () => ({ status: 'error', error: 'Invalid login or password' })),
    });
    const storage = memoryAuthStorage({ idToken: 'old', refreshToken: 'old' });
    const auth = new AuthService({ storage, api, now: () => NOW });
    await auth.load();
    await expect(auth.login('a@b.co', 'x', 'app')).rejects.toThrow('Invalid login or password');
    expect(api.loginSimple).toHaveBeenCalledWith({ login: 'a@b.co', password: 'x', business: null });
    expect(await storage.get('idToken')).toBeNull();
    expect(await storage.get('refreshToken')).toBeNull();
  });

  it('refreshes an expired id token once for concurrent callers', async () => {
    let resolve: (r: LoginResult) => void = () => undefined;
    const loginRefresh = vi.fn(() => new Promise<LoginResult>((r) => (resolve = r)));
    const storage = memoryAuthStorage({ idToken: token(nowS + 60), refreshToken: 'r1' });
    const auth = new AuthService({ storage, api: fakeApi({ loginRefresh }), now: () => NOW });
    await auth.load();
    expect(auth.isAuthenticated()).toBe(false);
    const first = auth.getIdToken();
    const second = auth.getIdToken();
    const fresh = token(nowS + 3600);
    resolve({ status: 'ok', idToken: fresh, refreshToken: 'r2' });
    expect(await first).toBe(fresh);
    expect(await second).toBe(fresh);
    expect(loginRefresh).toHaveBeenCalledTimes(1);
    expect(loginRefresh).toHaveBeenCalledWith('r1');
    expect(await storage.get('refreshToken')).toBe('r2');
    expect(auth.isAuthenticated()).toBe(true);
  });

  it('clears the tokens when the refresh fails', async () => {
    const loginRefresh = vi.fn(async () => ({ status: 'error', error: 'Signature has expired' }));
    const storage = memoryAuthStorage({ idToken: token(nowS - 10), refreshToken: 'r1' });
    const auth = new AuthService({ storage, api: fakeApi({ loginRefresh }), now: () => NOW });
    await auth.load();
    await expect(auth.refresh()).rejects.toThrow(`${REFRESH_FAILED_PREFIX}Signature has expired`);
    expect(await storage.get('idToken')).toBeNull();
    expect(await storage.get('refreshToken')).toBeNull();
    expect(await auth.getIdToken()).toBeNull();
  });

  it('refuses to refresh tokens of another issuer or without a refresh token', async () => {
    const foreign = new AuthService({
      storage: memoryAuthStorage({
        idToken: token(nowS - 10, { iss: 'https://accounts.example' }),
        refreshToken: 'r',
      }),
      api: fakeApi(),
      now: () => NOW,
    });
    await foreign.load();
    await expect(foreign.refresh()).rejects.toThrow();
    const none = new AuthService({
      storage: memoryAuthStorage({ idToken: token(nowS - 10) }),
      api: fakeApi(),
      now: () => NOW,
    });
    await none.load();
    await expect(none.refresh()).rejects.toThrow();
  });

  it('treats a passwordless login as ok when already authenticated', async () => {
    const api = fakeApi();
    const auth = new AuthService({
      storage: memoryAuthStorage({ idToken: token(nowS + 600) }),
      api,
      now: () => NOW,
    });
    await auth.load();
    await auth.loginPasswordless('t');
    expect(api.loginPasswordless).not.toHaveBeenCalled();
  });

  it('logout ends the session on the server with the stored refresh token, then clears the tokens and fires logout', async () => {
    const storage = memoryAuthStorage({ idToken: token(nowS + 600), refreshToken: 'r1' });
    const api = fakeApi();
    const auth = new AuthService({ storage, api, now: () => NOW });
    await auth.load();
    const onLogout = vi.fn();
    auth.on('logout', onLogout);
    await auth.logout();
    expect(api.logout).toHaveBeenCalledWith({ refreshToken: 'r1', everywhere: false });
    expect(auth.isAuthenticated()).toBe(false);
    expect(await storage.get('refreshToken')).toBeNull();
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('asks the server to end every session on log out everywhere', async () => {
    const api = fakeApi();
    const auth = new AuthService({
      storage: memoryAuthStorage({ idToken: token(nowS + 600), refreshToken: 'r1' }),
      api,
      now: () => NOW,
    });
    await auth.load();
    await auth.logout({ everywhere: true });
    expect(api.logout).toHaveBeenCalledWith({ refreshToken: 'r1', everywhere: true });
  });

  it.each([
    ['fails', async () => Promise.reject(new Error('Failed to fetch'))],
    ['answers an error', async () => ({ status: 'error', error: 'Invalid or expired token' })],
  ])('logs out in the browser when the server call %s', async (_label, logout) => {
    const storage = memoryAuthStorage({ idToken: token(nowS + 600), refreshToken: 'r1' });
    const auth = new AuthService({ storage, api: fakeApi({ logout: vi.fn(logout) }), now: () => NOW });
    await auth.load();
    const onLogout = vi.fn();
    auth.on('logout', onLogout);
    await auth.logout();
    expect(auth.hasSession()).toBe(false);
    expect(await storage.get('idToken')).toBeNull();
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('does not wait for a server that never answers', async () => {
    vi.useFakeTimers();
    try {
      const api = fakeApi({ logout: vi.fn(() => new Promise<LoginResult>(() => undefined)) });
      const auth = new AuthService({
        storage: memoryAuthStorage({ idToken: token(nowS + 600), refreshToken: 'r1' }),
        api,
        now: () => NOW,
      });
      await auth.load();
      const done = auth.logout();
      await vi.advanceTimersByTimeAsync(LOGOUT_CALL_TIMEOUT_MS);
      await done;
      expect(auth.hasSession()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('makes no server call without a session', async () => {
    const api = fakeApi();
    const auth = new AuthService({ storage: memoryAuthStorage(), api, now: () => NOW });
    await auth.load();
    await auth.logout();
    expect(api.logout).not.toHaveBeenCalled();
  });
});

describe('login link e-mail', () => {
  it.each([
    ['a@b.c', true],
    ['a@bc', false],
    ['ab.cd', false],
    ['a@.c', false],
    ['  x@y.z  ', true],
  ])('%s -> %s', (email, valid) => {
    expect(isValidLoginLinkEmail(email)).toBe(valid);
  });
});
