import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, userOf } from '../../test/render-app';
import { setupUser } from '../../test/user';
import { fakePeopleApi, named, personOf } from './clients-fixtures';
import { FEATURE_TABS, addressLines, memberLabel } from './profile-model';

describe('member label', () => {
  it("is 'Member' from newMemberAt until a later memberLostAt, then 'Member Lost'", () => {
    expect(memberLabel({})).toBeNull();
    expect(memberLabel({ newMemberAt: '2026-01-01T00:00:00Z' })).toBe('Member');
    expect(memberLabel({ memberLostAt: '2026-01-01T00:00:00Z' })).toBe('Member Lost');
    expect(memberLabel({ newMemberAt: '2026-01-01T00:00:00Z', memberLostAt: '2026-02-01T00:00:00Z' })).toBe(
      'Member Lost',
    );
    // A member again after losing it.
    expect(memberLabel({ newMemberAt: '2026-03-01T00:00:00Z', memberLostAt: '2026-02-01T00:00:00Z' })).toBe(
      'Member',
    );
    expect(memberLabel({ newMemberAt: '2026-03-01T00:00:00Z', memberLostAt: '2026-03-01T00:00:00Z' })).toBe(
      'Member',
    );
  });

  it('puts the address on lines', () => {
    expect(
      addressLines({
        street: '1 Main St',
        city: 'Springfield',
        state: 'IL',
        zipCode: '62701',
        country: 'US',
      }),
    ).toEqual(['1 Main St', 'Springfield, IL 62701', 'US']);
    expect(addressLines({ city: 'Dublin' })).toEqual(['Dublin']);
  });
});

function family() {
  return fakePeopleApi([
    personOf('c1', {
      firstName: 'Ada',
      middleName: 'King',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phones: ['+12125550100'],
      city: 'London',
      tags: ['Beginner'],
      flags: [{ reason: 'Unpaid', note: 'Call first', createdAt: '2026-02-01T10:00:00.000Z' }],
      customAttributes: [{ name: 'Instrument', value: 'Piano' }],
      newMemberAt: '2026-01-01T00:00:00.000Z',
      accountManagerIds: ['m1'],
      peerIds: ['s1'],
    }),
    personOf('m1', { firstName: 'Anne', lastName: 'Byron' }),
    personOf('k1', { firstName: 'Kit', lastName: 'Lovelace', accountManagerIds: ['c1'] }),
    personOf('s1', { firstName: 'Sam', lastName: 'Teacher', staffRole: 'staff' }),
  ]);
}

describe('client profile', () => {
  it('shows the header, the family linking to each profile, contact, tags, attributes and flags', async () => {
    const api = family();
    const { view } = renderApp({ path: '/clients/c1', user: userOf('owner'), apollo: api.apollo });
    await view;
    expect(await screen.findByRole('heading', { name: 'Ada K. Lovelace' })).toBeInTheDocument();
    expect(screen.getByText('Member')).toBeInTheDocument();
    const familySection = screen.getByRole('region', { name: 'Family' });
    expect(within(familySection).getByRole('link', { name: 'Anne Byron' })).toHaveAttribute(
      'href',
      '/clients/m1',
    );
    expect(within(familySection).getByRole('link', { name: 'Kit Lovelace' })).toHaveAttribute(
      'href',
      '/clients/k1',
    );
    expect(within(familySection).getByRole('link', { name: 'Sam Teacher' })).toHaveAttribute(
      'href',
      '/staff/s1',
    );
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(within(contact).getByRole('link', { name: 'ada@example.com' })).toBeInTheDocument();
    expect(within(contact).getByText('+12125550100')).toBeInTheDocument();
    expect(within(contact).getByText('London')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Tags' })).getByText('Beginner')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Custom attributes' })).getByText('Piano'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Flags' })).getByText('Call first')).toBeInTheDocument();
    // The other features' tabs say they come with their feature; files link to the files page.
    expect(screen.getByText(FEATURE_TABS[0].pending)).toBeInTheDocument();
    const user = setupUser();
    await user.click(screen.getByRole('tab', { name: 'Files' }));
    expect(await screen.findByText("The client's files come with file uploads.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open files' })).toHaveAttribute('href', '/clients/c1/files');
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/clients/c1/edit');
    expect(screen.getByRole('link', { name: 'Merge' })).toHaveAttribute('href', '/clients/c1/merge');
  });

  it('deletes the client after the confirmation and goes back to the clients', async () => {
    const api = family();
    const { view } = renderApp({ path: '/clients/k1', user: userOf('manager'), apollo: api.apollo });
    await view;
    await screen.findByRole('heading', { name: 'Kit Lovelace' });
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete Kit Lovelace?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/clients$/));
    expect(named(api.sent, 'DeletePeople')[0].variables).toEqual({ business: 'demo', id: 'k1' });
    expect(api.people.some((p) => p.id === 'k1')).toBe(false);
  });

  it('offers staff no merge or delete, which need a manager', async () => {
    const api = family();
    const { view } = renderApp({ path: '/clients/m1', user: userOf('staff'), apollo: api.apollo });
    await view;
    await screen.findByRole('heading', { name: 'Anne Byron' });
    expect(screen.getByRole('link', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Merge' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByText('Member')).toBeNull();
  });
});
