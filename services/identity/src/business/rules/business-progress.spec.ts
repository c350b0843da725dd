import { FixedClock } from '@tempo/contracts';
import { BusinessRecord } from './business-record';
import { billingWarningOf, businessProgress, personalises, trialEnd } from './business-progress';
import { businessView } from './business-view';

/** The instants are exact: a frozen clock, the trial's end to the millisecond. */
const clock = new FixedClock('2026-11-21T12:00:00Z');
const END = '2026-11-21T12:00:00.000Z';

const record = (settings: Record<string, unknown> = {}): BusinessRecord => ({
  name: 'demo',
  status: 'BUSINESS_STATUS_ACTIVE',
  fullName: 'Demo',
  country: 'US',
  locale: 'en',
  timezone: 'America/New_York',
  defaultCurrency: 'USD',
  contactEmail: null,
  domainReady: false,
  settings,
  secrets: {},
  progress: {},
  settingsPersonalizedAt: null,
  createdAt: new Date('2026-01-01T00:00:00Z'),
});

describe('billing warning (000 §4.7)', () => {
  afterEach(() => clock.set(END));

  it('is null without a plan or during the trial', () => {
    expect(billingWarningOf(null, clock.now())).toBeNull();
    expect(
      billingWarningOf({ freeUntil: '2026-11-22T00:00:00Z', accountStatus: 'TRIAL' }, clock.now()),
    ).toBeNull();
  });

  it('is not TRIAL_ENDED at the very instant the trial ends, and is one millisecond later', () => {
    const plan = { freeUntil: END, accountStatus: 'TRIAL' };
    expect(billingWarningOf(plan, clock.now())).toBeNull();
    clock.advance(1);
    expect(billingWarningOf(plan, clock.now())).toBe('TRIAL_ENDED');
  });

  it('does not report an ended trial once a payment method is on file', () => {
    clock.advance(86_400_000);
    expect(billingWarningOf({ freeUntil: END, paymentMethod: 'card' }, clock.now())).toBeNull();
  });

  it('reports an overdue account before anything else', () => {
    expect(
      billingWarningOf(
        { freeUntil: '2026-11-20T00:00:00Z', accountStatus: 'OVERDUE', paymentMethod: 'card' },
        clock.now(),
      ),
    ).toBe('OVERDUE');
  });

  it('ignores an unreadable trial end', () => {
    expect(billingWarningOf({ freeUntil: 'soon' }, clock.now())).toBeNull();
  });

  it('is shown to members, never to visitors', () => {
    clock.advance(1);
    const b = record({ plan: { freeUntil: END } });
    expect(businessView(b, 'member', clock.now()).billingWarning).toBe('TRIAL_ENDED');
    expect(businessView(b, 'public', clock.now()).billingWarning).toBeNull();
  });
});

describe('trial end', () => {
  it('is TRIAL_DAYS after the instant of registration, across a DST change in the business zone', () => {
    // 2027-03-14 is the US change to daylight time: the trial counts 24-hour days.
    expect(trialEnd(new Date('2027-03-01T17:30:00Z'), 14)).toBe('2027-03-15T17:30:00.000Z');
    expect(trialEnd(clock.now(), 0)).toBe(END);
  });
});

describe('business progress (000 §3.2)', () => {
  it('derives each flag from the record and the account counts', () => {
    const b = record({ paymentGatewayId: 'MOCK', merchantId: 'm1', notificationsEnabled: true });
    b.settingsPersonalizedAt = new Date('2026-02-01T00:00:00Z');
    b.progress = { hasLocations: true };
    expect(businessProgress(b, { staff: 1, clients: 0 }, clock.now())).toEqual({
      hasBusinessSettings: true,
      hasLocations: true,
      hasServices: false,
      hasStaff: true,
      hasClients: false,
      hasPayment: true,
      hasPaymentMethod: false,
      hasClientNotifications: true,
      showPaymentWarning: false,
      showActivePaymentWarning: false,
    });
  });

  it('shows the payment warning once the trial has ended without a payment method, the active one when overdue', () => {
    const ended = record({ plan: { freeUntil: '2026-11-21T11:59:59.999Z' } });
    expect(businessProgress(ended, { staff: 0, clients: 0 }, clock.now()).showPaymentWarning).toBe(true);
    const overdue = record({ plan: { accountStatus: 'OVERDUE', paymentMethod: 'card' } });
    const p = businessProgress(overdue, { staff: 0, clients: 0 }, clock.now());
    expect(p).toMatchObject({
      showPaymentWarning: false,
      showActivePaymentWarning: true,
      hasPaymentMethod: true,
    });
  });

  it('counts a change of branding as personalising, once', () => {
    const b = record();
    expect(personalises(b, ['uiPrimaryColor'])).toBe(true);
    expect(personalises(b, ['autoPayDisabled'])).toBe(false);
    b.settingsPersonalizedAt = clock.now();
    expect(personalises(b, ['uiPrimaryColor'])).toBe(false);
  });
});
