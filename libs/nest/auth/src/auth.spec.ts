import { ActorContext } from '@tempo/contracts';
import { SignJWT } from 'jose';
import { contextFromRequest, UnsignedRequestError } from './context';
import { signActorToken, signServiceToken, verifyActorToken, verifyServiceToken } from './actor-token';
import { canReachPerson, assertBusiness } from './object-access';
import { assertBusinessOpen } from './guards';

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
  it('refuses unsigned requests', async () => {
    await expect(contextFromRequest({ headers: {} }, secret)).rejects.toBeInstanceOf(UnsignedRequestError);
    await expect(contextFromRequest({ headers: { 'x-actor-token': 'junk' } }, secret)).rejects.toBeInstanceOf(
      UnsignedRequestError,
    );
  });
  it('reads a signed actor', async () => {
    const t = await signActorToken(actor({ role: 'owner' }), secret);
    const ctx = await contextFromRequest({ headers: { 'x-actor-token': t } }, secret);
    expect(ctx.actor.role).toBe('owner');
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
});
