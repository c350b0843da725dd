import { existsSync, readFileSync, statSync } from 'fs';
import { join, resolve } from 'path';
import {
  BusinessResult,
  call,
  createOwnBusiness,
  op,
  Session,
  StatusResult,
  uniqueName,
} from '@tempo/testing';

/**
 * The input policy of every subgraph (control characters, lengths, ranges,
 * URLs, formats) and the logs: failed writes leave no secret and user-input
 * problems no stack trace in the identity log of the running product
 * (PRODUCT_LOG_DIR/PRODUCT_LOG_MODE-identity.log; npm test sets both).
 */
const LOG_DIR = process.env.PRODUCT_LOG_DIR ?? resolve(__dirname, '../../../../.local/logs');
const IDENTITY_LOG = join(LOG_DIR, `${process.env.PRODUCT_LOG_MODE ?? 'test'}-identity.log`);

/** The demo business's secrets (services/identity/src/seed.ts DEMO_SECRETS). */
const DEMO_SECRET_VALUES = [
  'sk_test_demo_payment_4f7a9c2e1b',
  'sk_test_demo_ach_8d3e6b0a57',
  'whsec_demo_2c9f41e7a0',
  'mc_demo_key_6a1d8e3f-us1',
];

const REQUIRED_FLAGS =
  'notificationsEnabled: true, notificationsEnabledOwnersOnly: false, internalVideoConfEnabled: false';
/** The settings these tests write and read back. */
type Settings = {
  fullName: string | null;
  tagline: string | null;
  googleTagManagerId: string | null;
  promotionalMessages: Array<{ buttonUrl: string | null }> | null;
  presetDiscounts: Array<{ rate: number }> | null;
};
type SettingsInput = {
  fullName?: string;
  gtm?: string;
  messages?: Array<{ message: string; includeButton: boolean; buttonText: string; buttonUrl: string }>;
  discounts?: Array<{ label: string; discountType: string; rate: number }>;
  tagline?: string;
};
const SELF_UPDATE = op<
  { selfUpdateBusiness: BusinessResult<Settings> },
  SettingsInput & { b: string }
>(`mutation($b: ID!, $fullName: String, $gtm: String, $messages: [PromotionalMessageInput!], $discounts: [PresetDiscountInput!], $tagline: String) {
  selfUpdateBusiness(business: $b, fullName: $fullName, googleTagManagerId: $gtm, promotionalMessages: $messages, presetDiscounts: $discounts, tagline: $tagline) {
    status error business { fullName tagline googleTagManagerId promotionalMessages { buttonUrl } presetDiscounts { rate } }
  }
}`);
const FULL = op<{ fullBusinessQuery: Settings }, { n: string }>(
  `query($n: ID!) { fullBusinessQuery(businessName: $n) { fullName tagline googleTagManagerId promotionalMessages { buttonUrl } presetDiscounts { rate } } }`,
);

const logSize = () => (existsSync(IDENTITY_LOG) ? statSync(IDENTITY_LOG).size : 0);
const logSince = (offset: number) => readFileSync(IDENTITY_LOG).subarray(offset).toString('utf8');

describe("identity's input policy and logs", () => {
  let admin: Session;
  let owner: Session;
  const tag = uniqueName('inp');
  let mine: string;
  // This business's own secrets: recognisable, so the log can be searched for them.
  const secrets = {
    paymentGatewayApiKey: `sk_test_e2e_${tag}_pay`,
    webhookKey: `whsec_e2e_${tag}_hook`,
  };
  const selfUpdate = (vars: SettingsInput) =>
    call(mine, SELF_UPDATE, { b: mine, ...vars }, owner).then((r) => r.data?.selfUpdateBusiness);

  beforeAll(async () => {
    expect(existsSync(IDENTITY_LOG)).toBe(true);
    ({
      name: mine,
      owner,
      admin,
    } = await createOwnBusiness({
      prefix: 'inp',
      fullName: 'Input Policy Studio',
      ownerFirstName: 'Ines',
      ...secrets,
    }));
  });

  const stored = async () => (await call(mine, FULL, { n: mine }, owner)).data?.fullBusinessQuery;

  it('refuses a 100,000-character fullName, naming the field, and stores nothing', async () => {
    const r = await selfUpdate({ fullName: 'x'.repeat(100_000) });
    expect(r).toMatchObject({
      status: 'error',
      error: 'fullName must be at most 100 characters',
      business: null,
    });
    expect((await stored())?.fullName).toBe('Input Policy Studio');
  });

  it('refuses CR/LF in a single-line field and control characters anywhere', async () => {
    expect(await selfUpdate({ fullName: 'Studio\r\nBcc: victim@example.com' })).toMatchObject({
      status: 'error',
      error: 'fullName must not contain line breaks',
    });
    expect(await selfUpdate({ tagline: 'bell\u0007' })).toMatchObject({
      status: 'error',
      error: 'tagline must not contain control characters',
    });
    expect((await stored())?.tagline).toBe('Test');
  });

  it('limits names: 42 characters for account holders (createBusiness owner names)', async () => {
    const r = await call<{ createBusiness: StatusResult }>(
      null,
      `mutation($name: ID!, $first: String) {
        createBusiness(name: $name, fullName: "Too Long Owner", country: "US", locale: "en-US", timezone: "America/New_York",
          contactEmail: "x@input.example", businessWebsite: "https://input.example", businessPhoneNumber: "+12125550100",
          emailFrom: "x@input.example", tagline: "x", ${REQUIRED_FLAGS}, ownerEmail: "x@input.example", ownerFirstName: $first) { status error }
      }`,
      { name: uniqueName('inpx'), first: 'A'.repeat(43) },
      admin,
    );
    expect(r.data?.createBusiness).toEqual({
      status: 'error',
      error: 'ownerFirstName must be at most 42 characters',
    });
  });

  it('answers a NUL byte in businessQuery (as a visitor) with BAD_USER_INPUT, not an internal error', async () => {
    for (const r of [
      await call('demo', `query($n: ID!) { businessQuery(businessName: $n) { name } }`, { n: 'de\u0000mo' }),
      await call('demo', `{ businessQuery(businessName: "de\\u0000mo") { name } }`),
    ]) {
      expect(r.errors?.[0]).toMatchObject({
        message: 'businessName must not contain control characters',
        extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
      });
    }
  });

  it('refuses a negative preset discount rate and a percentage over 100', async () => {
    expect(
      await selfUpdate({ discounts: [{ label: 'Sibling', discountType: 'flat', rate: -500 }] }),
    ).toMatchObject({ status: 'error', error: 'presetDiscounts.rate must be at least 0' });
    expect(
      await selfUpdate({ discounts: [{ label: 'Half', discountType: 'percent', rate: 150 }] }),
    ).toMatchObject({ status: 'error', error: 'presetDiscounts.rate must be at most 100 for a percentage' });
    expect(
      await selfUpdate({ discounts: [{ label: 'Ten', discountType: 'percent', rate: 10 }] }),
    ).toMatchObject({ status: 'ok', business: { presetDiscounts: [{ rate: 10 }] } });
  });

  it('refuses javascript: and data: URLs in nested fields (promotional message buttons, widget link photos)', async () => {
    const button = (buttonUrl: string) => [
      { message: 'Spring offer', includeButton: true, buttonText: 'Go', buttonUrl },
    ];
    for (const url of [
      'javascript:alert(document.cookie)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,<script>x</script>',
    ])
      expect(await selfUpdate({ messages: button(url) })).toMatchObject({
        status: 'error',
        error: 'promotionalMessages.buttonUrl must be a web address starting with http:// or https://',
      });
    expect((await stored())?.promotionalMessages).toBeNull();
    const link = await call<{ addBusinessLink: StatusResult }>(
      mine,
      `mutation($b: ID!) { addBusinessLink(business: $b, widgetLink: { link: "offer", widgetType: "EVENT_WIDGET", photo: "javascript:alert(1)" }) { status error } }`,
      { b: mine },
      owner,
    );
    expect(link.data?.addBusinessLink).toEqual({
      status: 'error',
      error: 'widgetLink.photo must be a web address starting with http:// or https://',
    });
    expect(await selfUpdate({ messages: button('https://input.example/offer') })).toMatchObject({
      status: 'ok',
      business: { promotionalMessages: [{ buttonUrl: 'https://input.example/offer' }] },
    });
  });

  it('accepts only a Google Tag Manager id as googleTagManagerId', async () => {
    expect(await selfUpdate({ gtm: '"><script>alert(1)</script>' })).toMatchObject({
      status: 'error',
      error: 'googleTagManagerId must be GTM- followed by 4 to 10 upper-case letters or digits',
    });
    expect(await selfUpdate({ gtm: 'GTM-5XK9P2Q' })).toMatchObject({
      status: 'ok',
      business: { googleTagManagerId: 'GTM-5XK9P2Q' },
    });
  });

  it('keeps secrets and stack traces out of the identity log when writes fail', async () => {
    const before = logSize();
    // Secret values the database would refuse (NUL, an unpaired surrogate): refused before any write,
    // with no failed statement (and its parameters: every secret of the business) in the log.
    for (const bad of [`${secrets.paymentGatewayApiKey}\u0000`, `${secrets.paymentGatewayApiKey}\ud800`]) {
      const r = await call<{ updateBusiness: StatusResult }>(
        null,
        `mutation($b: ID!, $k: Secret, $h: Secret) { updateBusiness(business: $b, ${REQUIRED_FLAGS}, paymentGatewayApiKey: $k, webhookKey: $h) { status error } }`,
        { b: mine, k: bad, h: `${secrets.webhookKey}-2` },
        admin,
      );
      expect(r.data?.updateBusiness).toMatchObject({ status: 'error' });
      expect(r.data?.updateBusiness.error).toMatch(/^paymentGatewayApiKey must /);
    }
    // Queries refused for their input: a control character, a business that does not exist.
    await call(null, `query($n: ID!) { businessQuery(businessName: $n) { name } }`, { n: 'x\u0000' });
    const missing = await call(
      null,
      `{ fullBusinessQuery(businessName: "${mine}-missing") { name } }`,
      {},
      admin,
    );
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const log = logSince(before);
    // A stack frame, on a line of its own or inside a JSON line's text.
    expect(log).not.toMatch(/(\n|\\n)\s+at /);
    expect(log).not.toContain('ExceptionsHandler');
    for (const s of [...Object.values(secrets), ...DEMO_SECRET_VALUES]) expect(log).not.toContain(s);
    expect(log).not.toMatch(/eyJ[A-Za-z0-9_-]{10,}\.eyJ/);
  });
});
