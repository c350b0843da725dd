import { beforeEach, describe, expect, it } from 'vitest';
import { dismissedFor, rememberDismissal, smsOverLimit, smsOverLimitText } from './sms-over-limit';

describe('SMS over-limit banner rules (002 §2.3)', () => {
  const base = { name: 'demo', smsFeatureEnabled: true, smsTier: 500, smsCountTotal: 501 };

  it('holds only when SMS is on, a tier is set and the count is above it', () => {
    expect(smsOverLimit(base)).toBe(true);
    expect(smsOverLimit({ ...base, smsCountTotal: 500 })).toBe(false);
    expect(smsOverLimit({ ...base, smsFeatureEnabled: false })).toBe(false);
    expect(smsOverLimit({ ...base, smsTier: 0, smsCountTotal: 10 })).toBe(false);
    expect(smsOverLimit({ ...base, smsTier: null })).toBe(false);
    expect(smsOverLimit(null)).toBe(false);
  });

  it("reads the spec's text with the tier", () => {
    expect(smsOverLimitText(250)).toBe(
      'Warning: sms usage is over the limit of 250 sms per month. Your account will be charged for additional sms sent/received, and your tier may be adjusted if over the limit multiple months in a row.',
    );
  });

  describe('dismissal', () => {
    beforeEach(() => localStorage.clear());
    it('is remembered for the release it was made in only', () => {
      expect(dismissedFor('1.2.0')).toBe(false);
      rememberDismissal('1.2.0');
      expect(dismissedFor('1.2.0')).toBe(true);
      expect(dismissedFor('1.3.0')).toBe(false);
    });
  });
});
