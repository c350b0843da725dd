import {
  call,
  createOwnBusiness,
  login,
  OwnBusiness,
  Session,
  SUPERUSER_LOGIN,
  uniqueName,
  waitFor,
} from '@tempo/testing';

const FULL = `query($n: ID!) { fullBusinessQuery(businessName: $n) { name fullName status plan { planType } paymentGatewayApiKey webhookKey mailchimpSyncKey taxId } }`;
const SELF_UPDATE = `mutation($b: ID!, $name: String, $color: String, $email: String, $html: SanitizedHTML) {
  selfUpdateBusiness(business: $b, fullName: $name, uiPrimaryColor: $color, contactEmail: $email, welcomeMessage: $html) {
    status error business { name fullName uiPrimaryColor welcomeMessage }
  }
}`;
const REQUIRED_FLAGS =
  'notificationsEnabled: true, notificationsEnabledOwnersOnly: false, internalVideoConfEnabled: false';

const refusal = (r: {
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
  data?: unknown;
}) => ({
  refused: !!r.errors?.length && /authorization error|not currently authenticated/.test(r.errors[0].message),
  code: r.errors?.[0]?.extensions?.code,
});

/**
 * Identity's business operations through the running product. Demo's members
 * are signed in to read demo and to be refused; every write goes to a business
 * this suite creates (the shared demo data never changes here).
 */
describe('business operations through the gateway', () => {
  let owner: Session;
  let staff: Session;
  let manager: Session;
  let client: Session;
  let admin: Session;
  // The suite's own business (its owner signed in by login link): every write goes here.
  let mine: OwnBusiness;
  let other: string;
  let otherOwner: Session;

  beforeAll(async () => {
    [owner, staff, manager, client, admin] = await Promise.all([
      login('demo', 'owner@demo.example'),
      login('demo', 'staff@demo.example'),
      login('demo', 'manager@demo.example'),
      login('demo', 'client@demo.example'),
      login(null, SUPERUSER_LOGIN),
    ]);
    mine = await createOwnBusiness({
      prefix: 'iso',
      fullName: 'Isolation Dance Studio',
      country: 'GB',
      locale: 'en-GB',
      timezone: 'Europe/London',
    });
    ({ name: other, owner: otherOwner } = mine);
  });

  it('creates a business for the superuser, active, in its zone', async () => {
    const r = await call(
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
    const r = await call(
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
    const set = await call(
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
    const r = await call(null, UPDATE(other), {}, admin);
    expect(r.data?.updateBusiness).toMatchObject({ status: 'ok', business: { smsTier: 500 } });
  });

  it('selfUpdateBusiness saves owner settings (sanitised), validates them, and cannot change a feature flag', async () => {
    const r = await call(
      other,
      SELF_UPDATE,
      { b: other, color: '#112233', html: '<p onclick="x()">Hi<script>alert(1)</script></p>' },
      otherOwner,
    );
    expect(r.data?.selfUpdateBusiness).toMatchObject({
      status: 'ok',
      business: { uiPrimaryColor: '#112233', welcomeMessage: '<p>Hi</p>' },
    });
    const badColor = await call(other, SELF_UPDATE, { b: other, color: 'blue' }, otherOwner);
    expect(badColor.data?.selfUpdateBusiness).toMatchObject({
      status: 'error',
      error: 'uiPrimaryColor must be a hex colour such as #1a2b3c',
    });
    const badEmail = await call(other, SELF_UPDATE, { b: other, email: 'not-an-email' }, otherOwner);
    expect(badEmail.data?.selfUpdateBusiness).toEqual({
      status: 'error',
      error: 'A valid email is required',
      business: null,
    });
    const emptyName = await call(other, SELF_UPDATE, { b: other, name: '   ' }, otherOwner);
    expect(emptyName.data?.selfUpdateBusiness).toMatchObject({
      status: 'error',
      error: 'fullName is required',
    });
    const flag = await call(
      other,
      `mutation($b: ID!) { selfUpdateBusiness(business: $b, smsFeatureEnabled: false) { status } }`,
      { b: other },
      otherOwner,
    );
    expect(flag.status).toBe(400);
    expect(flag.errors?.[0].message).toMatch(/Unknown argument "smsFeatureEnabled"/);
  });

  it('refuses selfUpdateBusiness to staff, clients and another business', async () => {
    for (const s of [staff, client])
      expect(refusal(await call('demo', SELF_UPDATE, { b: 'demo', color: '#000000' }, s)).refused).toBe(true);
    const cross = await call(other, SELF_UPDATE, { b: 'demo', color: '#000000' }, otherOwner);
    expect(cross.data?.selfUpdateBusiness ?? null).toBeNull();
    expect(refusal(cross).refused).toBe(true);
    const demo = await call('demo', `{ businessQuery(businessName: "demo") { uiPrimaryColor } }`);
    expect(demo.data?.businessQuery.uiPrimaryColor).toBe('#3b5bdb');
  });

  it('isolates tenants: another owner cannot list, search or read demo by name', async () => {
    const list = await call(other, `{ allBusinesses { name } }`, {}, otherOwner);
    expect(list.data?.allBusinesses).toEqual([{ name: other }]);
    const accounts = await call(
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
    const TERMINALS = `{ businessWithTerminalsQuery(businessName: "demo") { name paymentTerminals { id } } }`;
    expect((await call('demo', TERMINALS, {}, staff)).data?.businessWithTerminalsQuery.name).toBe('demo');
    expect(refusal(await call('demo', TERMINALS, {}, client)).refused).toBe(true);
  });

  it('lists businesses: users see their own, the superuser all (with activity counts)', async () => {
    const mine = await call('demo', `{ allBusinesses { name fullName } }`, {}, staff);
    expect(mine.data?.allBusinesses).toEqual([{ name: 'demo', fullName: 'Demo Music School' }]);
    const all = await call(null, `{ allBusinesses { name activitiesLast30d } }`, {}, admin);
    const names = all.data?.allBusinesses.map((b: { name: string }) => b.name);
    expect(names).toEqual(expect.arrayContaining(['demo', other, 'tempo']));
    expect(
      all.data?.allBusinesses.find((b: { name: string }) => b.name === 'demo').activitiesLast30d,
    ).toBeGreaterThan(0);
  });

  it('answers accounts(email) with the spec shape to the user themself', async () => {
    const r = await call(
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

  it('derives the setup progress from real data', async () => {
    const r = await call(
      'demo',
      `{ businessProgressQuery(businessName: "demo") { hasBusinessSettings hasStaff hasClients hasPayment hasClientNotifications showPaymentWarning } }`,
      {},
      owner,
    );
    expect(r.data?.businessProgressQuery).toEqual({
      hasBusinessSettings: true,
      hasStaff: true,
      hasClients: true,
      hasPayment: false,
      hasClientNotifications: true,
      showPaymentWarning: false,
    });
    const fresh = await call(
      other,
      `query($n: ID!) { businessProgressQuery(businessName: $n) { hasStaff hasClients } }`,
      { n: other },
      otherOwner,
    );
    expect(fresh.data?.businessProgressQuery).toEqual({ hasStaff: false, hasClients: false });
    expect(
      refusal(await call('demo', `{ businessProgressQuery(businessName: "demo") { hasStaff } }`, {}, client))
        .refused,
    ).toBe(true);
  });

  it('adds a widget link for the owner', async () => {
    const r = await call(
      other,
      `mutation($b: ID!) { addBusinessLink(business: $b, widgetLink: { link: "trial-lesson", title: "Trial lesson", widgetType: "APPOINTMENT_WIDGET", visibleByVisitors: true }) { status error business { widgetLinks { link title } } } }`,
      { b: other },
      otherOwner,
    );
    expect(r.data?.addBusinessLink.status).toBe('ok');
    expect(r.data?.addBusinessLink.business.widgetLinks).toContainEqual({
      link: 'trial-lesson',
      title: 'Trial lesson',
    });
    const bad = await call(
      other,
      `mutation($b: ID!) { addBusinessLink(business: $b, widgetLink: { link: "x", widgetType: "NOPE" }) { status error } }`,
      { b: other },
      otherOwner,
    );
    expect(bad.data?.addBusinessLink).toEqual({
      status: 'error',
      error: 'widgetType must be one of APPOINTMENT_WIDGET, SESSION_WIDGET, EVENT_WIDGET',
    });
  });

  it('shows the trial and overdue state to the business members only', async () => {
    const PLAN = (plan: string) =>
      `mutation { updateBusiness(business: "${other}", ${REQUIRED_FLAGS}, plan: ${plan}) { status error } }`;
    const READ = `query($n: ID!) { businessQuery(businessName: $n) { name billingWarning } }`;
    const ended = new Date(Date.now() - 86400000).toISOString();
    expect(
      (
        await call(
          null,
          PLAN(`{ freeUntil: "${ended}", accountStatus: "TRIAL", planType: "TRIAL" }`),
          {},
          admin,
        )
      ).data?.updateBusiness.status,
    ).toBe('ok');
    expect((await call(other, READ, { n: other }, otherOwner)).data?.businessQuery.billingWarning).toBe(
      'TRIAL_ENDED',
    );
    // A visitor, and a member of another business (demo's staff, on either host), do not learn it.
    expect((await call(other, READ, { n: other })).data?.businessQuery.billingWarning).toBeNull();
    expect((await call('demo', READ, { n: other }, staff)).data?.businessQuery.billingWarning).toBeNull();
    expect((await call(other, READ, { n: other }, staff)).data?.businessQuery.billingWarning).toBeNull();
    expect(
      (
        await call(
          null,
          PLAN(`{ freeUntil: "${ended}", accountStatus: "OVERDUE", planType: "MONTHLY" }`),
          {},
          admin,
        )
      ).data?.updateBusiness.status,
    ).toBe('ok');
    expect((await call(other, READ, { n: other }, otherOwner)).data?.businessQuery.billingWarning).toBe(
      'OVERDUE',
    );
  });

  it('refuses a suspended business to everyone without ALL_BUSINESSES list', async () => {
    // A business of its own: the suite's other tests keep theirs active.
    const suspended = await createOwnBusiness({ prefix: 'susp', fullName: 'Suspended Dance Studio' });
    const other = suspended.name;
    const otherOwner = suspended.owner;
    const otherOwnerEmail = suspended.ownerEmail;
    const SET = (status: string) =>
      `mutation { updateBusiness(business: "${other}", ${REQUIRED_FLAGS}, status: "${status}") { status error } }`;
    expect((await call(null, SET('BUSINESS_STATUS_SUSPENDED'), {}, admin)).data?.updateBusiness.status).toBe(
      'ok',
    );
    const full = await call(other, FULL, { n: other }, otherOwner);
    expect(full.errors?.[0].message).toBe(
      `This account is suspended - please contact hello@${other}.example`,
    );
    // The gateway's actor cache learns the new status from the business event (eventually).
    const me = await waitFor(async () => {
      const r = await call(other, `{ currentUser { email } }`, {}, otherOwner);
      return r.errors?.length ? r : null;
    }, 15000);
    expect(me.errors?.[0]).toMatchObject({
      message: `This account is suspended - please contact hello@${other}.example`,
      extensions: { code: 'BUSINESS_SUSPENDED' },
    });
    const relogin = await call(
      other,
      `mutation($l: ID!) { loginSimple(login: $l, password: "x", business: "${other}") { status error } }`,
      { l: otherOwnerEmail },
    );
    expect(relogin.data?.loginSimple.status).toBe('error');
    const pub = await call(
      other,
      `query($n: ID!) { businessQuery(businessName: $n) { status fullName tagline } }`,
      { n: other },
    );
    expect(pub.data?.businessQuery).toEqual({
      status: 'BUSINESS_STATUS_SUSPENDED',
      fullName: 'Suspended Dance Studio',
      tagline: null,
    });
    const adminView = await call(other, FULL, { n: other }, admin);
    expect(adminView.data?.fullBusinessQuery.status).toBe('BUSINESS_STATUS_SUSPENDED');
    expect((await call(null, SET('BUSINESS_STATUS_ACTIVE'), {}, admin)).data?.updateBusiness.status).toBe(
      'ok',
    );
  });

  it('pages the activity feed with cursors and refuses a cursor it did not issue', async () => {
    const first = await call(
      null,
      `{ activities(business: "demo", limit: 2) { cursor activities { id trigger } } }`,
      {},
      admin,
    );
    expect(first.data?.activities.activities).toHaveLength(2);
    const cursor = first.data?.activities.cursor;
    expect(cursor).toBeTruthy();
    const next = await call(
      null,
      `query($c: String) { activities(business: "demo", limit: 2, cursor: $c) { activities { id } } }`,
      { c: cursor },
      admin,
    );
    expect(next.data?.activities.activities[0].id).not.toBe(first.data?.activities.activities[0].id);
    const forged = await call(
      null,
      `query($c: String) { activities(business: "demo", limit: 3, cursor: $c) { activities { id } } }`,
      { c: cursor },
      admin,
    );
    expect(forged.errors?.[0].message).toBe(
      'querying with a cursor that was not received in the last request',
    );
    expect(
      refusal(await call('demo', `{ activities(business: "demo") { cursor } }`, {}, owner)).refused,
    ).toBe(true);
  });
});
