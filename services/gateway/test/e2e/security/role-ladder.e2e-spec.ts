import type { GqlResponse } from '@tempo/testing';
import { call, CURRENT_USER, Session } from '../client';
import { brokenCall, inBatches, isRefusal } from './answers';
import { ArgumentValues, callFor } from './calls';
import { ACCOUNTS_OF, DEMO_LOGINS, signIn, SUPERUSER_LOGIN } from './demo-accounts';
import { accessLabel, LadderRole, lowestRole, operations, ROLE_ORDER } from './operations';

/**
 * Generated: every operation of the supergraph, on demo's host, called as
 * each demo role below the lowest role the permission table allows
 * (visitor < client < limited_staff < staff < manager < owner < superuser):
 * refused. 'authenticated' operations are refused to the visitor; 'public'
 * ones are listed, not laddered.
 */

const OPS = operations();

/** The roles below `role` that have a demo login, or are the visitor (no token). */
const rolesBelow = (role: LadderRole): LadderRole[] =>
  ROLE_ORDER.slice(0, ROLE_ORDER.indexOf(role)).filter((r) => r === 'visitor' || !!DEMO_LOGINS[r]);

const CASES = OPS.flatMap((op) => {
  const a = op.access;
  if (!a || 'public' in a) return [];
  const lowest: LadderRole = 'authenticated' in a ? 'client' : lowestRole(a.allow.action, a.allow.resource);
  const below = 'authenticated' in a ? (['visitor'] as LadderRole[]) : rolesBelow(lowest);
  return below.map((role) => ({ op, role, lowest }));
});
const caseName = (c: (typeof CASES)[number]) =>
  `${c.op.name} (${accessLabel(c.op.access)}, lowest ${c.op.access && 'authenticated' in c.op.access ? 'signed-in user' : c.lowest}) as demo's ${c.role}: refused`;

describe("role ladder: every operation is refused to each role below the one it needs, on demo's host", () => {
  const sessions = new Map<LadderRole, Session | null>([['visitor', null]]);
  const results = new Map<string, GqlResponse>();
  let values: ArgumentValues;

  beforeAll(async () => {
    for (const [role, email] of Object.entries(DEMO_LOGINS))
      sessions.set(role as LadderRole, await signIn('demo', email));
    const admin = await signIn(null, SUPERUSER_LOGIN);
    const ids: string[] = [];
    for (const email of Object.values(DEMO_LOGINS)) {
      const r = await call('demo', ACCOUNTS_OF, { e: email }, admin);
      for (const acc of r.data?.accounts ?? []) if (acc.business === 'demo') ids.push(acc.id);
    }
    const me = await call('demo', CURRENT_USER, {}, sessions.get('owner'));
    values = { business: 'demo', ids: [...ids, me.data!.currentUser.id], email: 'limited@demo.example' };
    await inBatches(CASES, 6, async (c) => {
      const { document, variables } = callFor(c.op, values);
      results.set(caseName(c), await call('demo', document, variables, sessions.get(c.role)));
    });
  });

  it.each(OPS.map((op) => [op.name, accessLabel(op.access), op]))(
    '%s is declared (%s)',
    (_name, label, op) => {
      expect(label).not.toBe('no access entry');
      if (op.access && 'allow' in op.access)
        expect(ROLE_ORDER).toContain(lowestRole(op.access.allow.action, op.access.allow.resource));
    },
  );

  it('ladders some operations (the suite is not empty)', () => {
    expect(CASES.length).toBeGreaterThan(0);
    expect(CASES.map((c) => c.role)).toContain('visitor');
  });

  it.each(CASES.map((c) => [caseName(c)]))('%s', (name) => {
    const r = results.get(name);
    expect(r).toBeDefined();
    expect(brokenCall(r!)).toBeNull();
    expect({ refused: isRefusal(r!), errors: r!.errors, data: r!.data }).toMatchObject({ refused: true });
  });
});
