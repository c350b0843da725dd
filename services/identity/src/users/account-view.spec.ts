import { can } from '@tempo/permissions';
import { accountOverrides } from './account-view';

describe("accountOverrides: an account's stored overrides and its staff flags' grants", () => {
  it('adds the allow overrides of the flags that are set after the stored ones', () => {
    const overrides = accountOverrides({
      permissions: [{ action: 'list', resource: 'ACTIVITIES', allowed: true }],
      staffFlags: { canCancelOwnSessions: true },
    });
    expect(overrides).toEqual([
      { action: 'list', resource: 'ACTIVITIES', allowed: true },
      { action: 'cancel', resource: 'OWN_SESSION', allowed: true },
    ]);
  });

  it('a flag lets a limited_staff member do what the role alone does not', () => {
    const subject = (staffFlags: Record<string, true>) => ({
      role: 'limited_staff',
      overrides: accountOverrides({ permissions: [], staffFlags }),
    });
    expect(can(subject({}), 'process', 'STAFF_PAYROLL')).toBe(false);
    expect(can(subject({ canSeeStaffRatesAndProcessPayroll: true }), 'process', 'STAFF_PAYROLL')).toBe(true);
  });

  it('a stored deny still wins over a flag', () => {
    const overrides = accountOverrides({
      permissions: [{ action: 'cancel', resource: 'OWN_SESSION', allowed: false }],
      staffFlags: { canCancelOwnSessions: true },
    });
    expect(can({ role: 'limited_staff', overrides }, 'cancel', 'OWN_SESSION')).toBe(false);
  });
});
