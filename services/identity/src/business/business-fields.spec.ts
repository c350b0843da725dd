import {
  BUSINESS_FIELDS,
  FEATURE_FLAGS,
  FIELD_BY_NAME,
  GTM_ID,
  LIMITS,
  readable,
  ruleOf,
  SELF_EDITABLE,
  SUPER_EDITABLE,
} from './business-fields';
import { BusinessService } from './business.service';
import { BusinessEntity } from './business.entity';

const service = new BusinessService(
  null as never,
  { TRIAL_DAYS: 14, SUPPORT_EMAIL: 'support@x.example' } as never,
);

const entity = (): BusinessEntity =>
  Object.assign(new BusinessEntity(), {
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
    createdAt: new Date(),
    updatedAt: new Date(),
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
    const pub = service.view(entity(), 'public');
    expect(pub).toMatchObject({
      name: 'demo',
      fullName: 'Demo',
      tagline: 'Hi',
      plan: null,
      paymentGatewayApiKey: null,
      createdAt: null,
    });
    const priv = service.view(entity(), 'private');
    expect(priv.plan).toEqual({ planType: 'X' });
    expect(
      readable(
        BUSINESS_FIELDS.find((f) => f.name === 'prospectPainPoints')!,
        'private',
      ),
    ).toBe(false);
  });

  it('validates a patch against the allowed fields and each field kind', () => {
    expect(() => service.validatePatch({ smsFeatureEnabled: true }, SELF_EDITABLE)).toThrow(
      'authorization error: smsFeatureEnabled cannot be changed here',
    );
    expect(() => service.validatePatch({ timezone: 'EST' }, SELF_EDITABLE)).toThrow(
      'timezone must be a time zone',
    );
    expect(() => service.validatePatch({ contactEmail: 'x' }, SELF_EDITABLE)).toThrow(
      'A valid email is required',
    );
    expect(() => service.validatePatch({ fullName: ' ' }, SELF_EDITABLE)).toThrow('fullName is required');
    expect(
      service.validatePatch(
        { contactEmail: ' Hello@X.Example ', tagline: '  ', businessPhoneNumber: '+1 (212) 555-0100' },
        SELF_EDITABLE,
      ),
    ).toEqual({
      contactEmail: 'hello@x.example',
      tagline: null,
      businessPhoneNumber: '+12125550100',
    });
  });

  it('applies a patch to columns, settings and secrets and reports what changed', () => {
    const b = entity();
    const changed = service.apply(b, {
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
