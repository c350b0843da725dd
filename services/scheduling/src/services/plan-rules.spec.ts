import { refusal } from '../common/user-error.testing';
import type { PlanInput } from './plan.model';
import { checkPlanLocations, checkPlanNames, PLAN_DEFAULTS, planReplacement } from './plan-rules';
import { applyPlanInput, newPlan } from './service-draft';

const plan = (input: Partial<PlanInput>) =>
  applyPlanInput(newPlan('USD'), { name: 'Single', ...input } as PlanInput);
const A = '0190a000-0000-7000-a000-00000000000a';
const B = '0190a000-0000-7000-a000-00000000000b';

describe('plan rules (001 §3.7, §9)', () => {
  it('a plan has defaults of §9 and the currency of its service', () => {
    expect(plan({})).toMatchObject({ ...PLAN_DEFAULTS, currency: 'USD', price: 0 });
  });

  it('plan name is required and trimmed', () => {
    expect(refusal(() => plan({ name: ' ' }))).toBe('plan name is required');
    expect(plan({ name: ' Monthly ' }).name).toBe('Monthly');
  });

  it.each([
    ['startType', 'START_WHENEVER'],
    ['paymentType', 'PAYMENT_TYPE_SOMETIMES'],
    ['dueType', 'DUE_NEVER'],
    ['paymentInterval', 'HOURLY'],
    ['kind', 'free-lunch'],
  ])('%s must be one of the values of §9', (field, value) => {
    expect(refusal(() => plan({ [field]: value }))).toMatch(new RegExp(`^${field} must be one of `));
  });

  it('accepts every option value of §9', () => {
    expect(
      plan({
        kind: 'monthly-membership-weekly-lesson',
        startType: 'START_ON_FIRST_VISIT_SNAP_FIRST_WEEK',
        paymentType: 'PAYMENT_TYPE_FLAT_PRORATED_ON_START',
        dueType: 'DUE_ON_START',
        paymentInterval: 'MONTHLY',
      }).paymentInterval,
    ).toBe('MONTHLY');
  });

  it('DUE_ON_START_MINUS_DAYS needs dueMinusDays >= 0', () => {
    expect(refusal(() => plan({ dueType: 'DUE_ON_START_MINUS_DAYS' }))).toBe('dueMinusDays is required');
    expect(refusal(() => plan({ dueType: 'DUE_ON_START_MINUS_DAYS', dueMinusDays: -1 }))).toBe(
      'dueMinusDays must not be negative',
    );
    expect(plan({ dueType: 'DUE_ON_START_MINUS_DAYS', dueMinusDays: 0 }).dueMinusDays).toBe(0);
  });

  it.each(['price', 'pricePerVisit', 'deposit', 'signupPrice', 'latePaymentAmount', 'visits'])(
    'money and counts are not negative: %s',
    (field) => {
      expect(refusal(() => plan({ [field]: -1 }))).toBe(`${field} must not be negative`);
    },
  );

  it('taxRate is between 0 and 100', () => {
    expect(refusal(() => plan({ taxRate: -0.5 }))).toBe('taxRate must be between 0 and 100');
    expect(refusal(() => plan({ taxRate: 100.5 }))).toBe('taxRate must be between 0 and 100');
    expect(plan({ taxRate: 8.25 }).taxRate).toBe(8.25);
  });

  it('plan currency is an ISO code', () => {
    expect(refusal(() => plan({ currency: 'dollars' }))).toBe(
      'plan currency must be a three-letter currency code such as USD',
    );
    expect(plan({ currency: 'cad' }).currency).toBe('CAD');
  });

  it('plan names are unique per service, case-insensitively', () => {
    expect(refusal(() => checkPlanNames(['Monthly', 'monthly ']))).toBe(
      'A plan named "monthly" already exists',
    );
    expect(() => checkPlanNames(['Monthly', 'Single'])).not.toThrow();
  });

  it('locations of plans are locations of the business', () => {
    expect(refusal(() => checkPlanLocations([A, B], new Set([A])))).toBe(
      `Object Not Found Matching Id: ${B}`,
    );
    expect(() => checkPlanLocations([A], new Set([A]))).not.toThrow();
  });

  it('a new plan list replaces the stored one, matching by id', () => {
    expect(planReplacement([{ id: A }, { id: B }], [{ id: B }, { id: null }])).toEqual({
      keep: [B],
      remove: [A],
    });
    expect(refusal(() => planReplacement([{ id: A }], [{ id: B }]))).toBe(
      `Object Not Found Matching Id: ${B}`,
    );
  });
});
