import { BusinessResult, call, op, Session, StatusResult } from '@tempo/testing';
import { businessSuite, PublicBusiness, refusal, REQUIRED_FLAGS, SELF_UPDATE } from './business.fixture';

type Progress<K extends string> = { businessProgressQuery: Record<K, boolean> };

/** Identity's business operations for a business's own people: settings, setup progress, links, billing state, activity. */
describe("a business's own settings through the gateway", () => {
  let owner: Session;
  let staff: Session;
  let client: Session;
  let admin: Session;
  let other: string;
  let otherOwner: Session;

  beforeAll(async () => {
    ({ owner, staff, client, admin, other, otherOwner } = await businessSuite());
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
    const demo = await call<{ businessQuery: Pick<PublicBusiness, 'uiPrimaryColor'> | null }>(
      'demo',
      `{ businessQuery(businessName: "demo") { uiPrimaryColor } }`,
    );
    expect(demo.data?.businessQuery?.uiPrimaryColor).toBe('#3b5bdb');
  });

  it('derives the setup progress from real data', async () => {
    const r = await call<
      Progress<
        | 'hasBusinessSettings'
        | 'hasStaff'
        | 'hasClients'
        | 'hasPayment'
        | 'hasClientNotifications'
        | 'showPaymentWarning'
      >
    >(
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
    const fresh = await call<Progress<'hasStaff' | 'hasClients'>>(
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
    const r = await call<{
      addBusinessLink: BusinessResult<{ widgetLinks: Array<{ link: string; title: string | null }> | null }>;
    }>(
      other,
      `mutation($b: ID!) { addBusinessLink(business: $b, widgetLink: { link: "trial-lesson", title: "Trial lesson", widgetType: "APPOINTMENT_WIDGET", visibleByVisitors: true }) { status error business { widgetLinks { link title } } } }`,
      { b: other },
      otherOwner,
    );
    expect(r.data?.addBusinessLink.status).toBe('ok');
    expect(r.data?.addBusinessLink.business?.widgetLinks).toContainEqual({
      link: 'trial-lesson',
      title: 'Trial lesson',
    });
    const bad = await call<{ addBusinessLink: StatusResult }>(
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
    const ended = new Date(Date.now() - 86400000).toISOString();
    // The superuser sets the plan; its trial or paid period ended yesterday.
    const setPlan = async (accountStatus: string, planType: string) => {
      const plan = `{ freeUntil: "${ended}", accountStatus: "${accountStatus}", planType: "${planType}" }`;
      const mutation = `mutation { updateBusiness(business: "${other}", ${REQUIRED_FLAGS}, plan: ${plan}) { status error } }`;
      const r = await call<{ updateBusiness: StatusResult }>(null, mutation, {}, admin);
      expect(r.data?.updateBusiness).toEqual({ status: 'ok', error: null });
    };
    const READ = op<{ businessQuery: Pick<PublicBusiness, 'name' | 'billingWarning'> | null }, { n: string }>(
      `query($n: ID!) { businessQuery(businessName: $n) { name billingWarning } }`,
    );
    await setPlan('TRIAL', 'TRIAL');
    expect((await call(other, READ, { n: other }, otherOwner)).data?.businessQuery?.billingWarning).toBe(
      'TRIAL_ENDED',
    );
    // A visitor, and a member of another business (demo's staff, on either host), do not learn it.
    expect((await call(other, READ, { n: other })).data?.businessQuery?.billingWarning).toBeNull();
    expect((await call('demo', READ, { n: other }, staff)).data?.businessQuery?.billingWarning).toBeNull();
    expect((await call(other, READ, { n: other }, staff)).data?.businessQuery?.billingWarning).toBeNull();
    await setPlan('OVERDUE', 'MONTHLY');
    expect((await call(other, READ, { n: other }, otherOwner)).data?.businessQuery?.billingWarning).toBe(
      'OVERDUE',
    );
  });

  it('pages the activity feed with cursors and refuses a cursor it did not issue', async () => {
    const first = await call<{
      activities: { cursor: string | null; activities: Array<{ id: string; trigger: string }> };
    }>(null, `{ activities(business: "demo", limit: 2) { cursor activities { id trigger } } }`, {}, admin);
    expect(first.data?.activities.activities).toHaveLength(2);
    const cursor = first.data?.activities.cursor;
    expect(cursor).toBeTruthy();
    const next = await call<{ activities: { activities: Array<{ id: string }> } }>(
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
