import { ActorContext, FixedClock } from '@tempo/contracts';
import { SignJWT } from 'jose';
import { contextFromRequest, UnsignedRequestError } from './context';
import {
  ActorTokenVerifier,
  signActorToken,
  signServiceToken,
  verifyActorToken,
  verifyServiceToken,
} from './actor-token';
import { canReachPerson, assertBusiness } from './object-access';
import { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  actorCan,
  Allow,
  assertBusinessOpen,
  refuseClosedBusiness,
  Authenticated,
  PermissionGuard,
  Public,
  subjectOf,
} from './guards';

const secret = 's'.repeat(40);
const actor = (over: Partial<ActorContext> = {}): ActorContext => ({
  business: 'demo',
  businessStatus: 'BUSINESS_STATUS_ACTIVE',
  userId: 'u1',
  email: 'a@b.c',
  accountId: 'acc1',
  role: 'client',
  staffRole: null,
  overrides: [],
  impersonator: null,
  ip: null,
  requestId: null,
  ...over,
});

describe('actor token', () => {
  it('round-trips the actor', async () => {
    const t = await signActorToken(actor(), secret);
    await expect(verifyActorToken(t, secret)).resolves.toEqual(actor());
  });
  it('refuses another secret, an expired token and a forged one', async () => {
    const t = await signActorToken(actor(), secret);
    await expect(verifyActorToken(t, 'x'.repeat(40))).rejects.toThrow();
    const old = await new SignJWT({ actor: actor() })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('tempo-gateway')
      .setAudience('tempo-subgraph')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(new TextEncoder().encode(secret));
    await expect(verifyActorToken(old, secret)).rejects.toThrow();
    const [h, , s] = t.split('.');
    const forged = `${h}.${Buffer.from(JSON.stringify({ actor: actor({ role: 'superuser' }) })).toString('base64url')}.${s}`;
    await expect(verifyActorToken(forged, secret)).rejects.toThrow();
  });
  it('keeps service tokens apart from actor tokens', async () => {
    const st = await signServiceToken('gateway', secret);
    await expect(verifyServiceToken(st, secret)).resolves.toBe('gateway');
    await expect(verifyActorToken(st, secret)).rejects.toThrow();
  });
});

describe('request context', () => {
  const verifier = () => new ActorTokenVerifier(secret, new FixedClock(Date.now()));
  it('refuses unsigned requests', async () => {
    await expect(contextFromRequest({ headers: {} }, verifier())).rejects.toBeInstanceOf(
      UnsignedRequestError,
    );
    await expect(
      contextFromRequest({ headers: { 'x-actor-token': 'junk' } }, verifier()),
    ).rejects.toBeInstanceOf(UnsignedRequestError);
  });
  it('reads a signed actor', async () => {
    const t = await signActorToken(actor({ role: 'owner' }), secret);
    const ctx = await contextFromRequest({ headers: { 'x-actor-token': t } }, verifier());
    expect(ctx.actor.role).toBe('owner');
  });
});

describe('ActorTokenVerifier', () => {
  // tokens are signed at the real time; the verifier's clock starts there
  const start = () => new FixedClock(Date.now());
  const calendar = { action: 'read', resource: 'calendar', allowed: true };

  it('verifies a token once and gives the same frozen actor to the requests that bring it again', async () => {
    const v = new ActorTokenVerifier(secret, start());
    const t = await signActorToken(actor({ role: 'owner', overrides: [calendar] }), secret);
    const first = await v.verify(t);
    expect(first).toEqual(actor({ role: 'owner', overrides: [calendar] }));
    expect(await v.verify(t)).toBe(first);
    expect(v.size).toBe(1);
    expect([first, first.overrides, first.overrides[0]].every((x) => Object.isFrozen(x))).toBe(true);
    expect(() => {
      (first as { role: string }).role = 'superuser';
    }).toThrow(TypeError);
  });

  it('refuses a remembered token once it has expired, and forgets it', async () => {
    const clock = start();
    const v = new ActorTokenVerifier(secret, clock);
    const t = await signActorToken(actor(), secret, 60);
    await v.verify(t);
    clock.advance(61_000);
    await expect(v.verify(t)).rejects.toThrow();
    expect(v.size).toBe(0);
  });

  it('remembers no token that failed: a forged one, another secret, another kind', async () => {
    const v = new ActorTokenVerifier(secret, start());
    const good = await signActorToken(actor(), secret);
    const [h, , sig] = good.split('.');
    const forged = `${h}.${Buffer.from(JSON.stringify({ actor: actor({ role: 'superuser' }) })).toString('base64url')}.${sig}`;
    for (const bad of [
      forged,
      await signActorToken(actor(), 'x'.repeat(40)),
      await signServiceToken('g', secret),
    ])
      await expect(v.verify(bad)).rejects.toThrow();
    expect(v.size).toBe(0);
    // and a remembered good token does not let a forged one through
    await v.verify(good);
    await expect(v.verify(forged)).rejects.toThrow();
  });

  it('keeps at most maxEntries tokens, letting the oldest go', async () => {
    const v = new ActorTokenVerifier(secret, start(), 2);
    const tokens = await Promise.all(
      ['a', 'b', 'c'].map((id) => signActorToken(actor({ userId: id }), secret)),
    );
    for (const t of tokens) await v.verify(t);
    expect(v.size).toBe(2);
  });
});

describe('object-level access', () => {
  it('lets a client reach only themself and their dependents', () => {
    const a = actor({ accountId: 'me' });
    expect(canReachPerson(a, 'me', [])).toBe(true);
    expect(canReachPerson(a, 'kid', ['kid'])).toBe(true);
    expect(canReachPerson(a, 'stranger', ['kid'])).toBe(false);
  });
  it('lets staff with PEOPLE read reach anyone', () => {
    expect(canReachPerson(actor({ role: 'staff', staffRole: 'staff' }), 'stranger', [])).toBe(true);
  });
  it('refuses another business except to superusers', () => {
    expect(() => assertBusiness(actor({ business: 'a' }), 'b')).toThrow('authorization error');
    expect(() => assertBusiness(actor({ business: 'a', role: 'superuser' }), 'b')).not.toThrow();
  });
  it('refuses its own business to a user without an account there', () => {
    expect(() => assertBusiness(actor({ business: 'a', accountId: null }), 'a')).toThrow(
      'authorization error: another business',
    );
  });
  it('compares business names normalised, and returns the normalised name', () => {
    expect(assertBusiness(actor({ business: 'demo' }), ' Demo ')).toBe('demo');
  });
});

describe('suspended businesses', () => {
  it('are refused to everyone without ALL_BUSINESSES list, naming the contact', () => {
    const suspended = actor({
      role: 'owner',
      staffRole: 'owner',
      businessStatus: 'BUSINESS_STATUS_SUSPENDED',
      businessContact: 'hello@demo.example',
    });
    expect(() => assertBusinessOpen(suspended)).toThrow(
      'This account is suspended - please contact hello@demo.example',
    );
    expect(() => assertBusinessOpen({ ...suspended, businessStatus: 'BUSINESS_STATUS_CLOSED' })).toThrow(
      'This account is suspended',
    );
    expect(() => assertBusinessOpen({ ...suspended, role: 'superuser' })).not.toThrow();
    expect(() =>
      assertBusinessOpen({ ...suspended, businessStatus: 'BUSINESS_STATUS_PENDING' }),
    ).not.toThrow();
    expect(() => assertBusinessOpen({ ...suspended, businessStatus: null })).not.toThrow();
  });
  it('are refused by the same rule for a business loaded by the caller, with the code BUSINESS_SUSPENDED', () => {
    const owner = actor({ role: 'owner', staffRole: 'owner' });
    const closed = { status: 'BUSINESS_STATUS_CLOSED', contact: 'support@platform.example' };
    expect(() => assertBusinessOpen(owner, closed)).toThrow(
      expect.objectContaining({
        message: 'This account is suspended - please contact support@platform.example',
        code: 'BUSINESS_SUSPENDED',
      }),
    );
    expect(() => refuseClosedBusiness(closed, true)).not.toThrow();
    expect(() => refuseClosedBusiness({ status: 'BUSINESS_STATUS_SUSPENDED' }, false)).toThrow(
      'please contact the business',
    );
  });
});

describe('PermissionGuard (roles per business)', () => {
  class Resolvers {
    @Allow('read', 'SELF_BUSINESS_WIDGET')
    visitorLevel() {}
    @Allow('list', 'SELF_INVOICES')
    clientLevel() {}
    @Allow('update', 'SELF_BUSINESS')
    ownerLevel() {}
    @Authenticated()
    signedIn() {}
    @Public()
    open() {}
    undeclared() {}
  }
  const guard = new PermissionGuard(new Reflector());
  const run = (handler: keyof Resolvers, a: ActorContext) => {
    const args = [{}, {}, { actor: a }, {}];
    const ctx = {
      getType: () => 'graphql',
      getHandler: () => Resolvers.prototype[handler],
      getClass: () => Resolvers,
      getArgs: () => args,
      getArgByIndex: (i: number) => args[i],
      switchToHttp: () => ({}),
      switchToRpc: () => ({}),
      switchToWs: () => ({}),
    } as unknown as ExecutionContext;
    return () => guard.canActivate(ctx);
  };
  const signedInVisitor = actor({ accountId: null, role: 'visitor' });

  it('lets a client with an account use client-level operations', () => {
    expect(run('clientLevel', actor())()).toBe(true);
  });
  it('refuses every client-level permission without an account, even when the role says client', () => {
    expect(run('clientLevel', signedInVisitor)).toThrow('authorization error');
    expect(run('clientLevel', actor({ accountId: null, role: 'client' }))).toThrow('authorization error');
    expect(run('ownerLevel', actor({ accountId: null, role: 'owner', staffRole: 'owner' }))).toThrow(
      'authorization error',
    );
  });
  it('still gives a signed-in visitor what visitors may do, and @Authenticated operations', () => {
    expect(run('visitorLevel', signedInVisitor)()).toBe(true);
    expect(run('signedIn', signedInVisitor)()).toBe(true);
    expect(run('open', signedInVisitor)()).toBe(true);
  });
  it('asks a visitor without a user to sign in', () => {
    const anonymous = actor({ userId: null, email: null, accountId: null, role: 'visitor' });
    expect(run('clientLevel', anonymous)).toThrow('not currently authenticated');
    expect(run('signedIn', anonymous)).toThrow('not currently authenticated');
  });
  it('lets a superuser act without an account', () => {
    expect(run('ownerLevel', actor({ accountId: null, role: 'superuser' }))()).toBe(true);
  });
  it('refuses an undeclared operation', () => {
    expect(run('undeclared', actor({ role: 'superuser' }))).toThrow('authorization error');
  });
  it('evaluates permissions as a visitor without an account', () => {
    expect(subjectOf(signedInVisitor)).toEqual({ role: 'visitor', overrides: [] });
    expect(subjectOf(actor({ accountId: null, role: 'client' }))).toEqual({ role: 'visitor', overrides: [] });
    expect(subjectOf(actor({ accountId: null, role: 'superuser' })).role).toBe('superuser');
    expect(actorCan(actor(), 'list', 'SELF_INVOICES')).toBe(true);
  });
});
