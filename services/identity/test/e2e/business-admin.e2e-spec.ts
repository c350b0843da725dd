import { BusinessResult, call, op, Session, uniqueName } from '@tempo/testing';
import { businessSuite, FULL, PublicBusiness, refusal, REQUIRED_FLAGS } from './business.fixture';

interface AccountView {
  business: string;
  staffRole: string | null;
  name: string | null;
  businessDetails: { name: string; status: string | null; fullName: string | null };
  permissions: Array<{ action: string }>;
}

/** Identity's business operations for the platform and across tenants: creation, reads by role, isolation, lists. */
describe('business administration through the gateway', () => {
  let owner: Session;
  let staff: Session;
  let manager: Session;
  let client: Session;
  let admin: Session;
  let other: string;
  let otherOwner: Session;

  beforeAll(async () => {
    ({ owner, staff, manager, client, admin, other, otherOwner } = await businessSuite());
  });

  it('creates a business for the superuser, active, in its zone', async () => {
    const r = await call<{ businessQuery: Pick<PublicBusiness, 'name' | 'status' | 'timezone'> | null }>(
      other,
      `query($n: ID!) { businessQuery(businessName: $n) { name status timezone } }`,
      { n: other },
      otherOwner,
    );
    expect(r.data?.businessQuery).toEqual({
      name: other,
      status: 'BUSINESS_STATUS_ACTIVE',
      timezone: 'Europe/London',
    });
  });

  it('answers businessQuery publicly, without private fields', async () => {
    const r = await call<{ businessQuery: PublicBusiness | null }>(
      'demo',
      `{ businessQuery(businessName: "demo") { name fullName status uiPrimaryColor timezone plan { planType } taxId paymentGatewayApiKey } }`,
    );
    expect(r.data?.businessQuery).toMatchObject({
      name: 'demo',
      fullName: 'Demo Music School',
      status: 'BUSINESS_STATUS_ACTIVE',
      timezone: 'America/New_York',
      plan: null,
      paymentGatewayApiKey: null,
    });
    const none = await call(
      'demo',
      `{ businessQuery(businessName: "no-such-business") { name } businessExists(business: "demo") { name } }`,
    );
    expect(none.data).toEqual({ businessQuery: null, businessExists: { name: 'demo' } });
  });

  it('checks name availability', async () => {
    const r = await call(
      null,
      `{ a: checkBusinessNameAvailability(business: "demo") { available } b: checkBusinessNameAvailability(business: "${uniqueName('free')}") { available } c: checkBusinessNameAvailability(business: "app") { available } }`,
    );
    expect(r.data).toEqual({ a: { available: false }, b: { available: true }, c: { available: false } });
  });

  it('answers fullBusinessQuery to the owner and the superuser; refuses staff, clients, visitors and other owners', async () => {
    const ownerView = await call('demo', FULL, { n: 'demo' }, owner);
    expect(ownerView.data?.fullBusinessQuery).toMatchObject({ name: 'demo', plan: { planType: 'TRIAL' } });
    const adminView = await call('demo', FULL, { n: 'demo' }, admin);
    expect(adminView.data?.fullBusinessQuery.name).toBe('demo');
    for (const s of [staff, client, null])
      expect(refusal(await call('demo', FULL, { n: 'demo' }, s)).refused).toBe(true);
    // Another business's owner: on their own host, and on demo's host.
    expect(refusal(await call(other, FULL, { n: 'demo' }, otherOwner)).refused).toBe(true);
    expect(refusal(await call('demo', FULL, { n: 'demo' }, otherOwner)).refused).toBe(true);
  });

  it('never returns a Secret field in clear', async () => {
    const secret = `sk_live_${Date.now()}`;
    const set = await call<{
      updateBusiness: BusinessResult<{ paymentGatewayApiKey: string | null; webhookKey: string | null }>;
    }>(
      null,
      `mutation($b: ID!, $k: Secret) { updateBusiness(business: $b, ${REQUIRED_FLAGS}, paymentGatewayApiKey: $k, webhookKey: $k) { status error business { paymentGatewayApiKey webhookKey } } }`,
      { b: other, k: secret },
      admin,
    );
    expect(set.data?.updateBusiness).toMatchObject({
      status: 'ok',
      business: { paymentGatewayApiKey: '********', webhookKey: '********' },
    });
    for (const s of [otherOwner, admin]) {
      const r = await call(other, FULL, { n: other }, s);
      expect(JSON.stringify(r)).not.toContain(secret);
      expect(r.data?.fullBusinessQuery.paymentGatewayApiKey).toBe('********');
    }
    const list = await call(null, `{ allBusinesses { name paymentGatewayApiKey webhookKey } }`, {}, admin);
    expect(JSON.stringify(list)).not.toContain(secret);
  });

  it('keeps updateBusiness to the superuser', async () => {
    const UPDATE = (b: string) =>
      `mutation { updateBusiness(business: "${b}", ${REQUIRED_FLAGS}, smsTier: 500) { status error business { smsTier } } }`;
    // Refused on demo (so nothing changes there), and to the suite's owner on their own business.
    for (const s of [owner, manager, staff, client])
      expect(refusal(await call('demo', UPDATE('demo'), {}, s)).refused).toBe(true);
    expect(refusal(await call(other, UPDATE(other), {}, otherOwner)).refused).toBe(true);
    const r = await call<{ updateBusiness: BusinessResult<{ smsTier: number | null }> }>(
      null,
      UPDATE(other),
      {},
      admin,
    );
    expect(r.data?.updateBusiness).toMatchObject({ status: 'ok', business: { smsTier: 500 } });
  });

  it('isolates tenants: another owner cannot list, search or read demo by name', async () => {
    const list = await call<{ allBusinesses: Array<{ name: string }> }>(
      other,
      `{ allBusinesses { name } }`,
      {},
      otherOwner,
    );
    expect(list.data?.allBusinesses).toEqual([{ name: other }]);
    const accounts = await call<{ accounts: Array<{ business: string }> }>(
      other,
      `{ accounts(email: "owner@demo.example") { business } }`,
      {},
      otherOwner,
    );
    expect(accounts.data?.accounts).toEqual([]);
    const progress = await call(
      other,
      `{ businessProgressQuery(businessName: "demo") { hasStaff } }`,
      {},
      otherOwner,
    );
    expect(refusal(progress).refused).toBe(true);
    const terminals = await call(
      other,
      `{ businessWithTerminalsQuery(businessName: "demo") { name } }`,
      {},
      otherOwner,
    );
    expect(refusal(terminals).refused).toBe(true);
    const activities = await call(
      other,
      `{ activities(business: "demo") { activities { id } } }`,
      {},
      otherOwner,
    );
    expect(refusal(activities).refused).toBe(true);
    const link = await call(
      other,
      `mutation { addBusinessLink(business: "demo", widgetLink: { link: "x", widgetType: "EVENT_WIDGET" }) { status } }`,
      {},
      otherOwner,
    );
    expect(refusal(link).refused).toBe(true);
  });

  it('keeps createBusiness to the superuser, addBusinessLink to the settings roles and terminals to staff', async () => {
    const CREATE = `mutation($n: ID!) { createBusiness(name: $n, fullName: "X", country: "US", locale: "en-US", timezone: "America/New_York",
      contactEmail: "x@x.example", businessWebsite: "https://x.example", businessPhoneNumber: "+12125550100", emailFrom: "x@x.example",
      tagline: "x", notificationsEnabled: false, notificationsEnabledOwnersOnly: false) { status error } }`;
    for (const s of [owner, manager, staff, client, otherOwner]) {
      expect(refusal(await call('demo', CREATE, { n: uniqueName('nope') }, s)).refused).toBe(true);
    }
    const LINK = `mutation { addBusinessLink(business: "demo", widgetLink: { link: "staff-link", widgetType: "EVENT_WIDGET" }) { status } }`;
    for (const s of [staff, client]) expect(refusal(await call('demo', LINK, {}, s)).refused).toBe(true);
    const TERMINALS = op<{
      businessWithTerminalsQuery: { name: string; paymentTerminals: Array<{ id: string }> | null };
    }>(`{ businessWithTerminalsQuery(businessName: "demo") { name paymentTerminals { id } } }`);
    expect((await call('demo', TERMINALS, {}, staff)).data?.businessWithTerminalsQuery.name).toBe('demo');
    expect(refusal(await call('demo', TERMINALS, {}, client)).refused).toBe(true);
  });

  it('lists businesses: users see their own, the superuser all (with activity counts)', async () => {
    const mine = await call<{ allBusinesses: Array<{ name: string; fullName: string | null }> }>(
      'demo',
      `{ allBusinesses { name fullName } }`,
      {},
      staff,
    );
    expect(mine.data?.allBusinesses).toEqual([{ name: 'demo', fullName: 'Demo Music School' }]);
    const all = await call<{ allBusinesses: Array<{ name: string; activitiesLast30d: number | null }> }>(
      null,
      `{ allBusinesses { name activitiesLast30d } }`,
      {},
      admin,
    );
    const names = all.data?.allBusinesses.map((b) => b.name);
    expect(names).toEqual(expect.arrayContaining(['demo', other, 'tempo']));
    expect(all.data?.allBusinesses.find((b) => b.name === 'demo')?.activitiesLast30d).toBeGreaterThan(0);
  });

  it('answers accounts(email) with the spec shape to the user themself', async () => {
    const r = await call<{ accounts: AccountView[] }>(
      null,
      `query($e: String!) { accounts(email: $e) { business staffRole name businessDetails { name status fullName } permissions { action } } }`,
      { e: 'manager@demo.example' },
      manager,
    );
    expect(r.data?.accounts).toEqual([
      {
        business: 'demo',
        staffRole: 'manager',
        name: 'Marcus Manager',
        businessDetails: { name: 'demo', status: 'BUSINESS_STATUS_ACTIVE', fullName: 'Demo Music School' },
        permissions: [],
      },
    ]);
  });
});
