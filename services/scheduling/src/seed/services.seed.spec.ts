import { PLAN_KINDS } from '../services/plan-rules';
import { applyPlanInput, applyServiceInput, newPlan, newService } from '../services/service-draft';
import { bookingKind } from '../services/service-rules';
import { DEMO_SERVICES, terms } from './services.seed';

const now = new Date('2026-11-24T05:00:00Z');

describe("the music school's demo services", () => {
  const built = DEMO_SERVICES.map(([key, input]) => ({
    key,
    service: applyServiceInput(newService(key, 'demo', now), input, now),
    plans: (input.plans ?? []).map((p) => applyPlanInput(newPlan('USD'), p)),
  }));

  it('pass the service and plan rules, prices in USD cents', () => {
    expect(built.map((b) => b.service.name)).toEqual([
      'Piano Private (Level 1) - 30 Mins',
      'Piano Private (Level 1) - 45 Mins',
      'Piano Private (Level 1) - 60 Mins',
      'Guitar Private (Level 1) - 45 Mins',
      'Voice Private (Level 1) - 30 Mins',
      'Music Theory Group Class',
      'Summer Rock Camp',
    ]);
    for (const b of built) expect(b.service.currency).toBe('USD');
  });

  it('have one service of each booking kind the school sells, with plans of several payment types', () => {
    expect(new Set(built.map((b) => bookingKind(b.service)))).toEqual(
      new Set(['appointment', 'session', 'event']),
    );
    const plans = built.flatMap((b) => b.plans);
    expect(new Set(plans.map((p) => p.paymentType))).toEqual(
      new Set(['FLAT', 'PAYMENT_TYPE_FLAT_PRORATED_ON_START', 'PAYMENT_TYPE_PER_VISIT']),
    );
    expect(plans.find((p) => p.kind === 'multiple-visits-prepaid')?.visits).toBe(10);
    expect(plans.every((p) => (PLAN_KINDS as readonly (string | null)[]).includes(p.kind))).toBe(true);
  });
});

describe('the theory terms, relative to today', () => {
  it('this quarter and the next, across a year end', () => {
    expect(terms('2026-11-24')).toEqual([
      {
        key: 'session-theory-current',
        name: 'Theory Term from October 2026',
        start: '2026-10-01',
        end: '2026-12-31',
      },
      {
        key: 'session-theory-next',
        name: 'Theory Term from January 2027',
        start: '2027-01-01',
        end: '2027-03-31',
      },
    ]);
  });

  it('a quarter holding February ends on the last of March', () => {
    expect(terms('2028-02-29').map((t) => [t.start, t.end])).toEqual([
      ['2028-01-01', '2028-03-31'],
      ['2028-04-01', '2028-06-30'],
    ]);
  });
});
