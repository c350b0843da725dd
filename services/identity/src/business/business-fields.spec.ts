import {
  BUSINESS_FIELDS,
  FEATURE_FLAGS,
  FIELD_BY_NAME,
  SELF_EDITABLE,
  SUPER_EDITABLE,
} from './business-fields';
import { GTM_ID, LIMITS, readable, ruleOf } from './rules/field-rules';
import { checkPatch, Patch } from './rules/business-patch';
import { BusinessRecord } from './rules/business-record';
import { applyPatch, businessView } from './rules/business-view';

const now = new Date('2026-11-21T12:00:00Z');

/** The patch, or the text of its refusal. */
const validate = (input: Patch, allowed = SELF_EDITABLE): Patch | string => {
  const r = checkPatch(input, allowed);
  return 'refusal' in r ? r.refusal.text : r.patch;
};

const entity = (): BusinessRecord => ({
  name: 'demo',
  status: 'BUSINESS_STATUS_ACTIVE',
  fullName: 'Demo',
  country: 'US',
  locale: 'en',
  timezone: 'UTC',
  defaultCurrency: 'USD',
  contactEmail: 'a@b.co',
  domainReady: false,
  settings: { tagline: 'Hi', plan: { planType: 'X' } },
  secrets: { paymentGatewayApiKey: 'sk_1' },
  progress: {},
  settingsPersonalizedAt: null,
  createdAt: now,
});

describe('business field catalogue', () => {
  it('has each field once', () => {
    const names = BUSINESS_FIELDS.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('keeps status, gateway keys, plan, flags, tiers, limits, merchant settings, notificationsEnabled and webhooks out of selfUpdateBusiness (000 §7.4)', () => {
    const self = new Set(SELF_EDITABLE.map((f) => f.name));
    const excluded = [
      'status',
      'paymentGatewayId',
      'paymentGatewayApiKey',
      'achPaymentGatewayApiKey',
      'paymentGatewayApiId',
      'plan',
      'smsTier',
      'maxFileSizeUsageMegaBytes',
      'maxPerFileSizeUsageMegaBytes',
      'merchantId',
      'merchantFeeRate',
      'notificationsEnabled',
      'webhooks',
      'webhookKey',
      'webhooksEnabled',
      'federatedLoginEnabled',
      'crmEnabled',
      ...FEATURE_FLAGS,
    ];
    for (const name of excluded) expect(self.has(name)).toBe(false);
    expect(self.has('uiPrimaryColor')).toBe(true);
    expect(self.has('notificationsEnabledOwnersOnly')).toBe(true);
  });

  it('lets updateBusiness change every editable field', () => {
    expect(SUPER_EDITABLE.length).toBe(BUSINESS_FIELDS.filter((f) => f.edit !== 'none').length);
    expect(SUPER_EDITABLE.map((f) => f.name)).toEqual(
      expect.arrayContaining(['status', 'plan', 'smsFeatureEnabled', 'paymentGatewayApiKey']),
    );
  });

  it('marks every Secret field private and secret', () => {
    for (const f of BUSINESS_FIELDS.filter((x) => x.secret)) expect(f.read).not.toBe('public');
  });

  it('shows visitors only public fields, and secrets never in clear', () => {
    const pub = businessView(entity(), 'public', now);
    expect(pub).toMatchObject({
      name: 'demo',
      fullName: 'Demo',
      tagline: 'Hi',
      plan: null,
      paymentGatewayApiKey: null,
      createdAt: null,
    });
    const priv = businessView(entity(), 'private', now);
    expect(priv.plan).toEqual({ planType: 'X' });
    expect(
      readable(
        BUSINESS_FIELDS.find((f) => f.name === 'prospectPainPoints')!,
        'private',
      ),
    ).toBe(false);
  });

  it('validates a patch against the allowed fields and each field kind', () => {
    expect(validate({ smsFeatureEnabled: true })).toBe(
      'authorization error: smsFeatureEnabled cannot be changed here',
    );
    expect(checkPatch({ smsFeatureEnabled: true }, SELF_EDITABLE)).toMatchObject({
      refusal: { reason: 'NOT_ALLOWED' },
    });
    expect(validate({ timezone: 'EST' })).toMatch(/^timezone must be a time zone/);
    expect(validate({ contactEmail: 'x' })).toBe('A valid email is required');
    expect(validate({ fullName: ' ' })).toBe('fullName is required');
    expect(validate({ status: 'OPEN' }, SUPER_EDITABLE)).toMatch(
      /^status must be one of BUSINESS_STATUS_ACTIVE/,
    );
    expect(validate({ merchantFeeRate: -1 }, SUPER_EDITABLE)).toBe('merchantFeeRate must not be negative');
    expect(validate({ widgetLinks: [{ link: 'Bad Link', widgetType: 'SESSION_WIDGET' }] })).toBe(
      'A widget link must be 1 to 63 lower-case letters, digits or dashes',
    );
    expect(validate({ widgetLinks: [{ link: 'ok', widgetType: 'X' }] })).toBe(
      'widgetType must be one of APPOINTMENT_WIDGET, SESSION_WIDGET, EVENT_WIDGET',
    );
    expect(validate({ business: 'demo', ownerEmail: 'x', clientStatuses: [' a ', ''] })).toEqual({
      clientStatuses: ['a'],
    });
    expect(
      validate({
        contactEmail: ' Hello@X.Example ',
        tagline: '  ',
        businessPhoneNumber: '+1 (212) 555-0100',
      }),
    ).toEqual({
      contactEmail: 'hello@x.example',
      tagline: null,
      businessPhoneNumber: '+12125550100',
    });
  });

  it('applies a patch to columns, settings and secrets and reports what changed', () => {
    const b = entity();
    const changed = applyPatch(b, {
      fullName: 'New',
      tagline: 'Hi',
      uiPrimaryColor: '#000000',
      paymentGatewayApiKey: null,
    });
    expect(changed).toEqual(['fullName', 'uiPrimaryColor', 'paymentGatewayApiKey']);
    expect(b.fullName).toBe('New');
    expect(b.settings.uiPrimaryColor).toBe('#000000');
    expect(b.secrets).toEqual({});
  });
});

describe('input rules of the catalogue (applied by the shared input policy)', () => {
  const rule = (name: string) => ruleOf(FIELD_BY_NAME.get(name)!);

  it('takes URL, e-mail and range rules from the field checks', () => {
    expect(rule('uiLogoUrl')).toEqual({ url: true });
    expect(rule('dataCollectionPrivacyPolicyUrl')).toEqual({ url: true });
    expect(rule('contactEmail')).toEqual({ maxLength: LIMITS.email });
    expect(rule('merchantFeeRate')).toEqual({ min: 0 });
    expect(rule('enableClientPosting')).toBeUndefined();
  });

  it('declares the length of fullName and the long texts', () => {
    expect(rule('fullName')).toEqual({ maxLength: 100 });
    expect(rule('aiCustomizableCallAnalysisPrompt')).toEqual({ maxLength: LIMITS.text, multiline: true });
  });

  it('accepts only Google Tag Manager ids as googleTagManagerId', () => {
    const format = rule('googleTagManagerId')!.format!;
    expect(format).toBe(GTM_ID);
    for (const ok of ['GTM-ABCD', 'GTM-5XK9P2Q', 'GTM-ABCDEFGHIJ'])
      expect(format.pattern.test(ok)).toBe(true);
    for (const bad of ['GTM-abc1', 'GTM-ABC', 'GTM-ABCDEFGHIJK', '<script>', 'UA-1234-1'])
      expect(format.pattern.test(bad)).toBe(false);
  });

  it('names: 42 characters for account holders, 25 for dependents (001 §9)', () => {
    expect(LIMITS.accountHolderName).toBe(42);
    expect(LIMITS.dependentName).toBe(25);
  });
});
