import { describe, expect, it } from 'vitest';
import type { Account } from '../modules/auth/types';
import { memberOf } from './session';
import { userOf } from '../test/render-app';

const account = (business: string, staffRole: string | null): Account => ({
  id: `a-${business}`,
  name: 'Jane User',
  email: 'jane@example.com',
  business,
  staffRole,
  businessDetails: { name: business, status: 'BUSINESS_STATUS_ACTIVE', fullName: business, uiLogoUrl: null },
});

describe('memberOf (the user in a business opened on the app host)', () => {
  const visitor = userOf('visitor', { staffRole: null, accountId: null, business: null });

  it("takes the account's role, staff role and id in that business", () => {
    const accounts = [account('alpha', null), account('beta', 'manager')];
    expect(memberOf(visitor, accounts, 'beta')).toMatchObject({
      role: 'manager',
      staffRole: 'manager',
      accountId: 'a-beta',
      business: 'beta',
    });
    expect(memberOf(visitor, accounts, 'alpha')).toMatchObject({ role: 'client', accountId: 'a-alpha' });
  });

  it('leaves a user without an account there, and a superuser, as they are', () => {
    expect(memberOf(visitor, [account('alpha', 'owner')], 'gamma')).toBe(visitor);
    const admin = userOf('superuser', { accountId: null, business: null });
    expect(memberOf(admin, [account('alpha', 'owner')], 'alpha')).toBe(admin);
  });
});
