import type { GqlResponse } from '@tempo/testing';
import { call, CURRENT_USER, Session } from '../client';
import { brokenCall, inBatches } from './answers';
import { ArgumentValues, callFor, validationErrors } from './calls';
import {
  ACCOUNTS_OF,
  DEMO_EMAILS,
  RIVAL_CLIENT,
  RIVAL_OWNER,
  signIn,
  SUPERUSER_LOGIN,
} from './demo-accounts';
import { accessLabel, Operation, operations } from './operations';

/**
 * Generated: every operation of the supergraph, called as another business's
 * owner and client, on demo's host and on their own host, with arguments
 * pointing at the demo business: nothing of demo comes back and nothing of
 * demo changes. Demo's members are never signed in here but its owner once,
 * to learn the owner's user id.
 */

const OPS = operations();
const CALLERS = [
  { label: "rival's owner", email: RIVAL_OWNER },
  { label: "rival's client", email: RIVAL_CLIENT },
] as const;
const HOSTS = [
  { label: "demo's host", host: 'demo' },
  { label: "rival's host", host: 'rival' },
] as const;
const CASES = OPS.flatMap((op) => CALLERS.flatMap((caller) => HOSTS.map((host) => ({ op, caller, host }))));
const caseName = (c: (typeof CASES)[number]) => `${c.op.name} as ${c.caller.label} on ${c.host.label}`;

/** Every string in a JSON value. */
function strings(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === 'string') out.add(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) strings(v, out);
  return out;
}

/** Values long and specific enough that finding one in a response means it came from demo. */
const specific = (values: Iterable<string>, except: Set<string>): string[] =>
  [...values].filter((v) => v.length >= 6 && !except.has(v));

const fullBusiness = (ops: Operation[]) => ops.find((o) => o.name === 'fullBusinessQuery')!;

describe('cross-tenant: nothing of the demo business reaches another business', () => {
  let admin: Session;
  const sessions = new Map<string, Session>();
  let values: ArgumentValues;
  /** Markers of demo's private and platform-level data, and of its public data. */
  let privateMarkers: string[] = [];
  let publicMarkers: string[] = [];
  let before: string;
  const results = new Map<string, GqlResponse>();

  /** Demo as the superuser sees it: settings, the members' accounts, the activity count. */
  async function snapshot(): Promise<string> {
    const full = callFor(fullBusiness(OPS), values);
    const business = await call('demo', full.document, full.variables, admin);
    const accounts = await Promise.all(
      DEMO_EMAILS.map((email) =>
        call(
          'demo',
          `query($e: String!) { accounts(email: $e) { id email business staffRole permissions { action resource allowed } } }`,
          { e: email },
          admin,
        ),
      ),
    );
    let count = 0;
    let cursor: string | null = null;
    do {
      const page: GqlResponse<{ activities: { cursor: string | null; activities: Array<{ id: string }> } }> =
        await call(
          'demo',
          `query($c: String) { activities(business: "demo", cursor: $c, limit: 200) { cursor activities { id } } }`,
          { c: cursor },
          admin,
        );
      if (page.errors) throw new Error(JSON.stringify(page.errors));
      count += page.data?.activities.activities.length ?? 0;
      cursor = page.data?.activities.cursor ?? null;
    } while (cursor);
    if (business.errors) throw new Error(JSON.stringify(business.errors));
    return JSON.stringify({ business: business.data, accounts: accounts.map((a) => a.data), count });
  }

  beforeAll(async () => {
    admin = await signIn(null, SUPERUSER_LOGIN);
    for (const c of CALLERS) sessions.set(c.email, await signIn('rival', c.email));
    const demoOwner = await signIn('demo', 'owner@demo.example');
    const me = await call('demo', CURRENT_USER, {}, demoOwner);
    const accountIds: string[] = [];
    for (const email of DEMO_EMAILS) {
      const r = await call('demo', ACCOUNTS_OF, { e: email }, admin);
      for (const a of r.data?.accounts ?? []) if (a.business === 'demo') accountIds.push(a.id);
    }
    expect(accountIds).toHaveLength(DEMO_EMAILS.length);
    values = {
      business: 'demo',
      ids: [me.data?.currentUser.accountId, me.data?.currentUser.id, ...accountIds].filter(
        (id): id is string => !!id,
      ),
      email: 'limited@demo.example',
    };

    // What is demo's: its settings as the superuser sees them, minus what rival shares.
    const full = callFor(fullBusiness(OPS), values);
    const demoFull = await call<{ fullBusinessQuery: { name: string } }>(
      'demo',
      full.document,
      full.variables,
      admin,
    );
    const rivalFull = await call('rival', full.document, { ...full.variables, businessName: 'rival' }, admin);
    const publicCall = callFor(
      OPS.find((o) => o.name === 'businessQuery')!,
      values,
    );
    const demoPublic = await call<{ businessQuery: { name: string; fullName: string | null } | null }>(
      'demo',
      publicCall.document,
      publicCall.variables,
    );
    expect(demoFull.data?.fullBusinessQuery.name).toBe('demo');
    expect(demoPublic.data?.businessQuery?.name).toBe('demo');
    const rivalValues = strings(rivalFull.data);
    const publicValues = strings(demoPublic.data);
    const ids = values.ids;
    privateMarkers = [
      ...ids,
      ...DEMO_EMAILS,
      ...specific(strings(demoFull.data), new Set([...rivalValues, ...publicValues])),
    ];
    publicMarkers = specific(publicValues, rivalValues);
    expect(privateMarkers.length).toBeGreaterThan(ids.length + DEMO_EMAILS.length);
    expect(publicMarkers).toContain(demoPublic.data?.businessQuery?.fullName);

    before = await snapshot();

    // The calls, a few at a time; each test below reads its own answer.
    // Queries first, then guarded mutations, then the public and signed-in ones (a
    // logout among them may end the caller's session: nothing after it needs one).
    const order = (c: (typeof CASES)[number]) =>
      c.op.kind === 'query' ? 0 : c.op.access && 'allow' in c.op.access ? 1 : 2;
    const ordered = [...CASES].sort((a, b) => order(a) - order(b));
    await inBatches(ordered, 6, async (c) => {
      if (!c.op.access) return;
      const { document, variables } = callFor(c.op, values);
      results.set(caseName(c), await call(c.host.host, document, variables, sessions.get(c.caller.email)));
    });
  });

  it.each(OPS.map((op) => [op.name, op]))(
    '%s has an access entry in operation-access.json and a valid generated call',
    (_name, op) => {
      expect(accessLabel(op.access)).not.toBe('no access entry');
      expect(validationErrors(callFor(op, { business: 'demo', ids: ['x'], email: 'a@b.c' }))).toEqual([]);
    },
  );

  it.each(CASES.map((c) => [caseName(c), c]))('%s: nothing of demo comes back', (name, c) => {
    const r = results.get(name);
    expect(r).toBeDefined();
    expect(brokenCall(r!)).toBeNull();
    const text = JSON.stringify({ data: r!.data ?? null, errors: (r!.errors ?? []).map((e) => e.message) });
    const markers =
      c.op.access && 'public' in c.op.access ? privateMarkers : [...privateMarkers, ...publicMarkers];
    expect(markers.filter((m) => text.includes(m))).toEqual([]);
  });

  it('left the demo business unchanged (settings, members, activities)', async () => {
    expect(await snapshot()).toBe(before);
  });
});
