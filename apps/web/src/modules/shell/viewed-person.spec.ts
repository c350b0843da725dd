import { describe, expect, it } from 'vitest';
import { goBackLabel, profileSubMenu, viewedProfileOf } from './viewed-person';

describe('profile URLs of the mobile menu (000 §2.8)', () => {
  it('recognises client, staff and dependent profiles, with a trailing edit', () => {
    expect(viewedProfileOf('/clients/c1')).toEqual({
      kind: 'client',
      id: 'c1',
      page: 'profile',
      base: '/clients/c1',
    });
    expect(viewedProfileOf('/clients/c1/')).toMatchObject({ kind: 'client', page: 'profile' });
    expect(viewedProfileOf('/clients/c1/edit')).toMatchObject({ kind: 'client', page: 'edit' });
    expect(viewedProfileOf('/staff/s1')).toMatchObject({ kind: 'staff', id: 's1', page: 'profile' });
    expect(viewedProfileOf('/staff/s1/edit/')).toMatchObject({
      kind: 'staff',
      page: 'edit',
      base: '/staff/s1',
    });
    expect(viewedProfileOf('/staff/s1/payroll')).toMatchObject({ kind: 'staff', page: 'payroll' });
    expect(viewedProfileOf('/clients/self/dependent/d1')).toEqual({
      kind: 'dependent',
      id: 'd1',
      page: 'profile',
      base: '/clients/self/dependent/d1',
    });
    expect(viewedProfileOf('/clients/self/dependent/d1/edit')).toMatchObject({
      kind: 'dependent',
      page: 'edit',
    });
  });

  it('knows literal pages are no person', () => {
    for (const path of [
      '/clients',
      '/clients/create',
      '/clients/self',
      '/clients/self/edit',
      '/staff/self',
      '/staff/self/edit',
      '/staff/payroll',
      '/staff/create',
      '/staff/commissions',
      '/clients/c1/all-credits',
      '/today',
    ])
      expect(viewedProfileOf(path)).toBeUndefined();
  });

  it('lists the sub-menu items that are permitted and shown on phones', () => {
    const client = viewedProfileOf('/clients/c1')!;
    const owner = profileSubMenu({ role: 'owner' }, client).map((i) => i.label);
    expect(owner).toEqual([
      'Profile',
      'Edit',
      'Schedule',
      'Subscriptions',
      'Credits',
      'Invoices',
      'Comments',
      'Files',
    ]);
    const staff = viewedProfileOf('/staff/s1')!;
    expect(profileSubMenu({ role: 'owner' }, staff).map((i) => i.to)).toEqual([
      '/staff/s1',
      '/staff/s1/edit',
      '/staff/s1/payroll',
      '/staff/s1/files',
    ]);
    expect(profileSubMenu({ role: 'staff' }, staff).map((i) => i.label)).toEqual(['Profile', 'Files']);
    const dependent = viewedProfileOf('/clients/self/dependent/d1')!;
    expect(profileSubMenu({ role: 'client' }, dependent).map((i) => i.label)).toEqual([
      'Profile',
      'Edit',
      'Schedule',
      'Subscriptions',
      'Credits',
      'Invoices',
      'Comments',
      'Files',
    ]);
  });

  it("leads back from an edit or payroll page as 'Go back to {firstName}'s profile'", () => {
    expect(goBackLabel('Ann')).toBe("Go back to Ann's profile");
  });
});
