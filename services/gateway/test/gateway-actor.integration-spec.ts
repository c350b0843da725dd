import { verifyActorToken } from '@tempo/auth';
import { revokedSessionKey } from '@tempo/contracts';
import { ACTOR_SECRET, code, gatewayOverHttp } from './gateway-fixture';
import { RUN, gqlPost } from './helpers';

/**
 * Who the subgraphs are told is asking: the business (host or variables),
 * the user of an id token, impersonation by a superuser, and the tokens the
 * gateway refuses.
 */
describe('gateway over HTTP: the actor', () => {
  const gw = gatewayOverHttp();

  it('forwards a visitor with the host business and its status, signed, and when the request came', async () => {
    const before = Date.now();
    const r = await gw.whoami({ 'x-received-at': '5' });
    expect(r.status).toBe(200);
    expect(r.body.data?.whoami).toEqual({
      role: 'visitor',
      userId: null,
      email: null,
      business: gw.business,
      businessStatus: 'BUSINESS_STATUS_ACTIVE',
      impersonatorEmail: null,
    });
    const seen = gw.subgraph.seen.at(-1)!;
    expect(seen.actor?.role).toBe('visitor');
    await expect(verifyActorToken(seen.rawActorHeader!, ACTOR_SECRET)).resolves.toMatchObject({
      business: gw.business,
    });
    expect(seen.requestId).toBe(r.headers['x-request-id']);
    // a client's own x-received-at is not passed on: the gateway's time is
    expect(Number(seen.receivedAt)).toBeGreaterThanOrEqual(before);
    expect(Number(seen.receivedAt)).toBeLessThanOrEqual(Date.now());
  });

  it('takes the business from the variables on the app host', async () => {
    const r = await gqlPost<{ business: { name: string } }>(
      gw.base,
      'query($business: String!) { business(name: $business) { name } }',
      { business: gw.business.toUpperCase() },
      {
        host: 'app.localhost:4000',
        'x-forwarded-for': gw.client(),
      },
    );
    expect(r.body.data?.business).toEqual({ name: gw.business.toUpperCase() });
    expect(gw.subgraph.seen.at(-1)!.actor?.business).toBe(gw.business);
  });

  it('signs in the user of a Bearer id token with their account role', async () => {
    const r = await gw.whoami({ authorization: `Bearer ${await gw.identity.idToken(gw.staff.id)}` });
    expect(r.body.data?.whoami).toMatchObject({
      role: 'staff',
      userId: gw.staff.id,
      email: gw.staff.email,
      business: gw.business,
    });
  });

  it('never forwards an actor token sent by the client', async () => {
    const forged = 'eyJhbGciOiJIUzI1NiJ9.eyJhY3RvciI6eyJyb2xlIjoic3VwZXJ1c2VyIn19.forged';
    const r = await gw.whoami({ 'x-actor-token': forged });
    expect(r.body.data?.whoami.role).toBe('visitor');
    const seen = gw.subgraph.seen.at(-1)!;
    expect(seen.rawActorHeader).not.toBe(forged);
    await expect(verifyActorToken(seen.rawActorHeader!, ACTOR_SECRET)).resolves.toMatchObject({
      role: 'visitor',
    });
  });

  it('answers 401 INVALID_TOKEN for an expired or foreign token, unless the request only logs in', async () => {
    const expired = await gw.identity.idToken(gw.staff.id, { ttlSeconds: -600 });
    const r = await gw.whoami({ authorization: `Bearer ${expired}` });
    expect(r.status).toBe(401);
    expect(r.body).toEqual({
      errors: [{ message: 'Invalid or expired token', extensions: { code: 'INVALID_TOKEN' } }],
    });

    const login = await gqlPost<{ loginRefresh: { status: string } }>(
      gw.base,
      'mutation { loginRefresh(refreshToken: "r") { status } }',
      {},
      {
        host: gw.host,
        'x-forwarded-for': gw.client(),
        authorization: `Bearer ${expired}`,
      },
    );
    expect(login.status).toBe(200);
    expect(login.body.data?.loginRefresh.status).toBe('ok');
    expect(gw.subgraph.seen.at(-1)!.actor?.role).toBe('visitor');

    expect((await gw.whoami({ authorization: 'Bearer not-a-jwt' })).status).toBe(401);
  });

  it('refuses the id tokens of a session identity marked as signed out in Redis', async () => {
    const session = `session-${RUN}-out`;
    const token = await gw.identity.idToken(gw.staff.id, { sessionId: session });
    expect((await gw.whoami({ authorization: `Bearer ${token}` })).status).toBe(200);
    await gw.redis.set(revokedSessionKey(session), '1', 'EX', 60);
    try {
      const r = await gw.whoami({ authorization: `Bearer ${token}` });
      expect(r.status).toBe(401);
      expect(r.body).toEqual({
        errors: [{ message: 'Invalid or expired token', extensions: { code: 'INVALID_TOKEN' } }],
      });
      const other = await gw.identity.idToken(gw.staff.id, { sessionId: `${session}-other` });
      expect((await gw.whoami({ authorization: `Bearer ${other}` })).status).toBe(200);
    } finally {
      await gw.redis.del(revokedSessionKey(session));
    }
  });

  it('lets a superuser act as another user, and nobody else', async () => {
    const asStaff = await gw.whoami({
      authorization: `sudo-as ${gw.root.email}|${await gw.identity.idToken(gw.staff.id)}`,
    });
    expect(asStaff.status).toBe(403);
    expect(asStaff.body.errors?.[0]).toEqual({
      message: 'authorization error: only superusers can act as another user',
      extensions: { code: 'FORBIDDEN' },
    });

    const rootToken = await gw.identity.idToken(gw.root.id);
    const byEmail = await gw.whoami({
      authorization: `sudo-as ${gw.staff.email.toUpperCase()}|${rootToken}`,
    });
    expect(byEmail.body.data?.whoami).toMatchObject({
      role: 'staff',
      userId: gw.staff.id,
      impersonatorEmail: gw.root.email,
    });
    expect(gw.subgraph.seen.at(-1)!.actor?.impersonator).toEqual({
      userId: gw.root.id,
      email: gw.root.email,
    });

    const byId = await gw.whoami({ authorization: `sudo-as ${gw.staff.id}|${rootToken}` });
    expect(byId.body.data?.whoami).toMatchObject({ userId: gw.staff.id, impersonatorEmail: gw.root.email });

    const itself = await gw.whoami({ authorization: `Bearer ${rootToken}` });
    expect(itself.body.data?.whoami).toMatchObject({
      role: 'superuser',
      userId: gw.root.id,
      impersonatorEmail: null,
    });

    const nobody = await gw.whoami({ authorization: `sudo-as nobody-${RUN}@example.com|${rootToken}` });
    expect(nobody.status).toBe(403);
    expect(code(nobody)).toBe('USER_DOES_NOT_EXIST');
  });
});
