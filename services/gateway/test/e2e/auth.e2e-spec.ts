import { call, CURRENT_USER, login, LOGIN, PASSWORD } from './client';

/**
 * What the gateway does to sign-in: it refuses a bad token before any subgraph runs, resolves
 * sudo-as for the superuser only, and throttles login attempts (identity's own sign-in
 * behaviour is tested in services/identity/test/e2e).
 */
describe('sign-in at the gateway', () => {
  it('refuses a bad token on a protected operation with INVALID_TOKEN, and keeps the login page working', async () => {
    const r = await call('demo', CURRENT_USER, {}, 'Bearer not.a.token');
    expect(r.status).toBe(401);
    expect(r.errors?.[0]).toMatchObject({
      message: 'Invalid or expired token',
      extensions: { code: 'INVALID_TOKEN' },
    });
    const loginWithStaleHeader = await call(
      'demo',
      LOGIN,
      { login: 'owner@demo.example', password: PASSWORD },
      'Bearer not.a.token',
    );
    expect(loginWithStaleHeader.data?.loginSimple.status).toBe('ok');
  });

  it('lets the superuser act as the client (sudo-as) and refuses sudo-as to everyone else', async () => {
    const admin = await login(null, 'admin@platform.example');
    const asClient = await call('demo', CURRENT_USER, {}, `sudo-as client@demo.example|${admin.idToken}`);
    expect(asClient.data?.currentUser).toMatchObject({
      email: 'client@demo.example',
      role: 'client',
      impersonator: { email: 'admin@platform.example' },
    });
    const stop = await call('demo', CURRENT_USER, {}, admin);
    expect(stop.data?.currentUser).toMatchObject({
      email: 'admin@platform.example',
      role: 'superuser',
      impersonator: null,
    });

    const owner = await login('demo', 'owner@demo.example');
    const refused = await call('demo', CURRENT_USER, {}, `sudo-as client@demo.example|${owner.idToken}`);
    expect(refused.status).toBe(403);
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('throttles login attempts per login, counting aliases one by one across requests', async () => {
    // Refused past the smaller of the per-login and per-login-and-IP limits (both count from one IP).
    const limit = Math.min(
      Number(process.env.LOGIN_RATE_PER_LOGIN ?? 10),
      Number(process.env.LOGIN_RATE_PER_LOGIN_IP ?? 10),
    );
    const target = `throttle-${Date.now()}@demo.example`;
    // A request holds at most MAX_ROOT_FIELDS (20) root fields: the attempts go in batches of 10.
    const batch = (n: number) =>
      Array.from(
        { length: n },
        (_, i) => `a${i}: loginSimple(login: "${target}", password: "x${i}") { status }`,
      ).join('\n');
    let sent = 0;
    while (sent < limit) {
      const n = Math.min(10, limit - sent);
      const ok = await call('demo', `mutation { ${batch(n)} }`);
      expect(ok.status).toBe(200);
      sent += n;
    }
    const r = await call('demo', `mutation { ${batch(1)} }`);
    expect(r.status).toBe(403);
    expect(r.headers.get('x-block-reason')).toBe('THROTTLED');
    expect(r.errors?.[0].message).toBe('Too Many Requests from this IP, try again later');
  });
});
