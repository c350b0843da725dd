import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, userOf } from '../../test/render-app';
import { fakeApi, named, person, staffMember } from '../staff/people-fixtures';

const SAM = staffMember({ id: 's1', firstName: 'Sam', lastName: 'Reed' });
const MIA = person({ id: 'd1', firstName: 'Mia', lastName: 'Lee' });

/** The API of the screens behind the menu, and the names the menu asks for. */
const api = () =>
  fakeApi(({ operationName, variables }) => {
    if (operationName === 'ViewedPerson') return { people: variables.id === 's1' ? [SAM] : [] };
    if (operationName === 'ViewedDependent') return { myself: MIA };
    if (operationName === 'StaffById') return { staff: [SAM] };
    if (operationName === 'Myself') return { myself: MIA };
    if (operationName === 'MyselfDependents') return { myself: { ...SAM, dependents: [MIA] } };
    return undefined;
  });

async function openMenu(path: string, role = 'owner') {
  const { apollo, sent } = api();
  const { view } = renderApp({ path, user: userOf(role), apollo });
  await view;
  fireEvent.click(await screen.findByLabelText('Menu'));
  return { sent, nav: screen.getByRole('navigation', { name: 'Main navigation' }).parentElement! };
}

describe("the mobile menu's profile item (000 §2.8)", () => {
  it("names the staff member being viewed and lists their profile's pages", async () => {
    const { nav, sent } = await openMenu('/staff/s1');
    expect(await within(nav).findByText('Sam Reed')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/staff/s1/edit');
    expect(within(nav).getByRole('link', { name: 'Payroll' })).toHaveAttribute('href', '/staff/s1/payroll');
    expect(named(sent, 'ViewedPerson')[0].variables).toEqual({ business: 'demo', id: 's1' });
  });

  it("reads 'Go back to {firstName}'s profile' on an edit or payroll page", async () => {
    const { nav } = await openMenu('/staff/s1/edit');
    expect(await within(nav).findByRole('link', { name: "Go back to Sam's profile" })).toHaveAttribute(
      'href',
      '/staff/s1',
    );
    expect(within(nav).queryByRole('link', { name: 'Payroll' })).not.toBeInTheDocument();
  });

  it('lists only what the user may open', async () => {
    const { nav } = await openMenu('/staff/s1', 'staff');
    expect(await within(nav).findByText('Sam Reed')).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Files' })).toHaveAttribute('href', '/staff/s1/files');
  });

  it('names a dependent of the signed-in person by myself(id)', async () => {
    const { nav, sent } = await openMenu('/clients/self/dependent/d1', 'staff');
    expect(await within(nav).findByText('Mia Lee')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/clients/self/dependent/d1/edit',
    );
    // The name comes from myself(id) (the page's own query may have answered it already), never people(id).
    expect(named(sent, 'ViewedPerson')).toHaveLength(0);
  });

  it('shows nothing on a page that is no person', async () => {
    const { nav, sent } = await openMenu('/staff/create');
    expect(await within(nav).findByRole('link', { name: 'My Profile' })).toBeInTheDocument();
    expect(within(nav).queryByText(/Go back to/)).not.toBeInTheDocument();
    expect(named(sent, 'ViewedPerson')).toHaveLength(0);
  });
});
