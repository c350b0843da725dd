import { billingWarningOf } from './business.service';

describe('billingWarningOf (000 §4.7)', () => {
  const now = Date.parse('2026-11-21T12:00:00Z');

  it('is null without a plan or during the trial', () => {
    expect(billingWarningOf(null, now)).toBeNull();
    expect(billingWarningOf({ freeUntil: '2026-11-22T00:00:00Z', accountStatus: 'TRIAL' }, now)).toBeNull();
  });

  it('reports an ended trial without a payment method', () => {
    expect(billingWarningOf({ freeUntil: '2026-11-20T00:00:00Z', accountStatus: 'TRIAL' }, now)).toBe(
      'TRIAL_ENDED',
    );
  });

  it('does not report an ended trial once a payment method is on file', () => {
    expect(billingWarningOf({ freeUntil: '2026-11-20T00:00:00Z', paymentMethod: 'card' }, now)).toBeNull();
  });

  it('reports an overdue account before anything else', () => {
    expect(
      billingWarningOf(
        { freeUntil: '2026-11-20T00:00:00Z', accountStatus: 'OVERDUE', paymentMethod: 'card' },
        now,
      ),
    ).toBe('OVERDUE');
  });

  it('ignores an unreadable trial end', () => {
    expect(billingWarningOf({ freeUntil: 'soon' }, now)).toBeNull();
  });
});
