import { effectivePermissions } from '@tempo/permissions';
import { call, CURRENT_USER, op, Session } from '../client';
import { inBatches, isRefusal } from './answers';
import { callFor } from './calls';
import { RIVAL_OWNER, signIn, SUPERUSER_LOGIN } from './demo-accounts';
import { operations } from './operations';

/**
 * Roles are per business: a signed-in user without an account in a business
 * is a visitor there (still known by id and e-mail), refused everything a
 * client may do; `activities` checks the business itself.
 */

const ACTIVITIES = op<{ activities: { activities: Array<{ id: string; business: string }> } }, { b: string }>(
  `query($b: ID!) { activities(business: $b, limit: 5) { activities { id business } } }`,
);
const key = (p: { action: string; resource: string }) => `${p.action} ${p.resource}`;

describe('roles per business', () => {
  let rivalOwner: Session;
  let demoOwner: Session;
  let admin: Session;

  beforeAll(async () => {
    rivalOwner = await signIn('rival', RIVAL_OWNER);
    demoOwner = await signIn('demo', 'owner@demo.example');
    admin = await signIn(null, SUPERUSER_LOGIN);
  });

  it("rival's owner is a visitor on demo's host, still known by id and e-mail", async () => {
    const r = await call('demo', CURRENT_USER, {}, rivalOwner);
    expect(r.errors).toBeUndefined();
    const me = r.data?.currentUser;
    expect(me).toMatchObject({
      email: RIVAL_OWNER,
      role: 'visitor',
      staffRole: null,
      accountId: null,
      business: 'demo',
    });
    expect(me?.id).toBeTruthy();
    const visitorOnly = effectivePermissions({ role: 'visitor' }).map(key).sort();
    expect(me?.effectivePermissions.map(key).sort()).toEqual(visitorOnly);
  });

  it("and stays the owner on rival's own host", async () => {
    const r = await call('rival', CURRENT_USER, {}, rivalOwner);
    expect(r.data?.currentUser).toMatchObject({ role: 'owner', business: 'rival' });
    expect(r.data?.currentUser.accountId).toBeTruthy();
  });

  it('is a visitor on the app host too, where currentUser, allBusinesses and accounts still answer', async () => {
    const me = await call(null, CURRENT_USER, {}, rivalOwner);
    expect(me.data?.currentUser).toMatchObject({ email: RIVAL_OWNER, role: 'visitor', business: null });
    const list = await call<{ allBusinesses: Array<{ name: string }> }>(
      null,
      `{ allBusinesses { name } }`,
      {},
      rivalOwner,
    );
    expect(list.data?.allBusinesses).toEqual([{ name: 'rival' }]);
    const accounts = await call<{ accounts: Array<{ business: string; staffRole: string | null }> }>(
      null,
      `query($e: String!) { accounts(email: $e) { business staffRole } }`,
      { e: RIVAL_OWNER },
      rivalOwner,
    );
    expect(accounts.data?.accounts).toEqual([{ business: 'rival', staffRole: 'owner' }]);
  });

  it("is refused every operation guarded by a permission on demo's host", async () => {
    const guarded = operations().filter((op) => op.access && 'allow' in op.access);
    expect(guarded.length).toBeGreaterThan(0);
    const refused = await inBatches(guarded, 6, async (op) => {
      const { document, variables } = callFor(op, {
        business: 'demo',
        ids: ['no-such-id'],
        email: RIVAL_OWNER,
      });
      const r = await call('demo', document, variables, rivalOwner);
      return [op.name, isRefusal(r) && r.errors?.[0]?.extensions?.code === 'FORBIDDEN'] as const;
    });
    expect(refused.filter(([, ok]) => !ok)).toEqual([]);
  });

  it('activities(business: "demo") is refused to everyone but the superuser', async () => {
    for (const [host, session] of [
      ['demo', demoOwner],
      ['demo', rivalOwner],
      ['rival', rivalOwner],
      [null, rivalOwner],
      ['demo', null],
    ] as const) {
      const r = await call(host, ACTIVITIES, { b: 'demo' }, session);
      expect({ host, refused: isRefusal(r), data: r.data?.activities ?? null }).toEqual({
        host,
        refused: true,
        data: null,
      });
    }
    for (const host of [null, 'demo', 'rival']) {
      const r = await call(host, ACTIVITIES, { b: 'demo' }, admin);
      expect(r.errors).toBeUndefined();
      for (const a of r.data?.activities.activities ?? []) expect(a.business).toBe('demo');
    }
  });
});
