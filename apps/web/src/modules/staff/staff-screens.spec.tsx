import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PEOPLE_TEXTS } from '@tempo/people-rules';
import { renderApp, userOf } from '../../test/render-app';
import { enter, setupUser } from '../../test/user';
import { Person, fakeApi, named, result, staffMember } from './people-fixtures';

const SAM = staffMember({
  id: 's1',
  firstName: 'Sam',
  lastName: 'Reed',
  email: 'sam@studio.example',
  phones: ['+12125550100'],
  staffSecondaryAttribute: 'piano',
  staffBio: 'Teaches jazz piano.',
  staffCategorizedTags: [{ __typename: 'StaffCategorizedTags', category: 'Instruments', tags: ['Piano'] }],
  version: 7,
});
const LEE = staffMember({
  id: 's2',
  firstName: 'Lee',
  lastName: 'Chan',
  staffRole: 'limited_staff',
  deactivated: true,
});
const RATE = {
  __typename: 'StaffServiceRate',
  services: ['piano-30'],
  locations: [],
  rateType: 'PER_VISIT',
  amount: 4550,
  currency: 'USD',
  bonusAmount: null,
  bonusThreshold: null,
  bonusCeiling: null,
  countNoShows: false,
  countCancel: false,
  countLateCancel: false,
  countLocationClosures: false,
  countStaffCancel: false,
};

/** The staff API of these tests: the list, one by id, and create / update answered by `write`. */
function staffApi(
  people: Person[],
  write: (name: string, v: Record<string, unknown>) => string | undefined = () => undefined,
) {
  return fakeApi(({ operationName, variables }) => {
    if (operationName === 'StaffList') return { staff: people };
    if (operationName === 'StaffById') return { staff: people.filter((p) => p.id === variables.id) };
    if (operationName === 'CreateStaff') {
      const error = write(operationName, variables);
      const created = staffMember({
        id: 'new1',
        firstName: String(variables.firstName),
        lastName: String(variables.lastName),
      });
      return { createPeople: result('PeopleResult', 'people', created, error) };
    }
    if (operationName === 'UpdateStaff') {
      const error = write(operationName, variables);
      const updated = {
        ...people.find((p) => p.id === variables.id)!,
        lastName: variables.lastName,
        version: 8,
      };
      return { updatePeople: result('PeopleResult', 'people', updated, error) };
    }
    return undefined;
  });
}

const at = () => screen.getByTestId('location').textContent;

describe('staffs page', () => {
  it('lists every staff member with role, secondary attribute, contact and a Deactivated badge, and searches them', async () => {
    const { apollo, sent } = staffApi([SAM, LEE]);
    const { view } = renderApp({ path: '/staff', user: userOf('owner'), apollo });
    await view;
    const table = await screen.findByRole('table', { name: 'Staff' });
    const sam = within(table).getByRole('row', { name: /Sam Reed/ });
    expect(within(sam).getByRole('link', { name: 'Sam Reed' })).toHaveAttribute('href', '/staff/s1');
    expect(sam).toHaveTextContent('Staff');
    expect(sam).toHaveTextContent('piano');
    expect(sam).toHaveTextContent('sam@studio.example');
    expect(sam).toHaveTextContent('+12125550100');
    expect(sam).not.toHaveTextContent('Deactivated');
    expect(within(table).getByRole('row', { name: /Lee Chan/ })).toHaveTextContent('Deactivated');
    expect(named(sent, 'StaffList')[0].variables).toEqual({ business: 'demo' });
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Add staff' })).toHaveAttribute('href', '/staff/create');

    const user = setupUser();
    await enter(user, screen.getByLabelText('Search staff'), 'chan');
    expect(within(table).queryByRole('row', { name: /Sam Reed/ })).not.toBeInTheDocument();
    expect(screen.getByText('1 of 2 staff')).toBeInTheDocument();
  });

  it("offers 'Add staff' only with STAFF create", async () => {
    const { apollo } = staffApi([SAM]);
    const { view } = renderApp({ path: '/staff', user: userOf('staff'), apollo });
    await view;
    await screen.findByRole('table', { name: 'Staff' });
    expect(
      within(screen.getByRole('main')).queryByRole('link', { name: 'Add staff' }),
    ).not.toBeInTheDocument();
    // Staff may list availabilities (AVAILABILITIES list): the page leads there.
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Availabilities' })).toHaveAttribute(
      'href',
      '/staff/availabilities',
    );
  });
});

describe('staff form', () => {
  it('says which names are missing, then creates a manager with a flag as the owner', async () => {
    const { apollo, sent } = staffApi([]);
    const { view } = renderApp({ path: '/staff/create', user: userOf('owner'), apollo });
    await view;
    const form = await screen.findByRole('form', { name: 'Add staff' });
    const user = setupUser();
    await user.click(within(form).getByRole('button', { name: 'Add staff' }));
    expect(await screen.findByText(PEOPLE_TEXTS.accountManagerFirstNameRequired)).toBeInTheDocument();
    expect(screen.getByText(PEOPLE_TEXTS.accountManagerLastNameRequired)).toBeInTheDocument();
    expect(named(sent, 'CreateStaff')).toHaveLength(0);

    await enter(user, screen.getByLabelText(/^First name/), ' Ann ');
    await enter(user, screen.getByLabelText(/^Last name/), 'Lee');
    await enter(user, screen.getByLabelText('Phone 1'), '(212) 555-0100');
    await user.click(screen.getByLabelText(/^Role/, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Manager', hidden: true }));
    await user.click(screen.getByRole('checkbox', { name: 'Can cancel own sessions' }));
    await user.click(within(form).getByRole('button', { name: 'Add staff' }));

    await waitFor(() => expect(at()).toBe('/staff/new1'));
    expect(await screen.findByText('Success')).toBeInTheDocument();
    const variables = named(sent, 'CreateStaff')[0].variables;
    expect(variables).toMatchObject({
      business: 'demo',
      firstName: 'Ann',
      lastName: 'Lee',
      phones: ['+12125550100'],
      staffRole: 'manager',
      canCancelOwnSessions: true,
      canTakeOwnAttendance: false,
      staffServiceRates: [],
    });
  });

  it('keeps managers to staff and limited staff, without flags or rates', async () => {
    const { apollo } = staffApi([]);
    const { view } = renderApp({ path: '/staff/create', user: userOf('manager'), apollo });
    await view;
    await screen.findByRole('form', { name: 'Add staff' });
    const user = setupUser();
    await user.click(screen.getByLabelText(/^Role/, { selector: 'input' }));
    const option = (name: string) => screen.findByRole('option', { name, hidden: true });
    expect(await option('Owner')).toHaveAttribute('data-combobox-disabled', 'true');
    expect(await option('Manager')).toHaveAttribute('data-combobox-disabled', 'true');
    expect(await option('Limited staff')).not.toHaveAttribute('data-combobox-disabled');
    expect(screen.queryByRole('group', { name: 'Permissions' })).not.toBeInTheDocument();
    expect(screen.queryByText('Service rates and commissions')).not.toBeInTheDocument();
  });

  it('edits a record with the version it read, and shows the server refusal', async () => {
    let refuse = true;
    const { apollo, sent } = staffApi(
      [{ ...SAM, staffServiceRates: [RATE], staffCommissionRates: [] }],
      () => (refuse ? PEOPLE_TEXTS.staleVersion : undefined),
    );
    const { view } = renderApp({ path: '/staff/s1/edit', user: userOf('owner'), apollo });
    await view;
    expect(await screen.findByRole('heading', { name: 'Edit Sam Reed' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Amount/)).toHaveValue('45.5');
    const user = setupUser();
    const last = screen.getByLabelText(/^Last name/);
    await user.clear(last);
    await enter(user, last, 'Hart');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PEOPLE_TEXTS.staleVersion)).toBeInTheDocument();
    expect(at()).toBe('/staff/s1/edit');

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(at()).toBe('/staff/s1'));
    const updates = named(sent, 'UpdateStaff');
    expect(updates[1].variables).toMatchObject({
      id: 's1',
      expectedVersion: 7,
      lastName: 'Hart',
      staffRole: 'staff',
      staffServiceRates: [expect.objectContaining({ services: ['piano-30'], amount: 4550 })],
    });
  });

  it("leaves an owner's record read-only for a manager", async () => {
    const { apollo } = staffApi([{ ...SAM, staffRole: 'owner' }]);
    const { view } = renderApp({ path: '/staff/s1/edit', user: userOf('manager'), apollo });
    await view;
    expect(await screen.findByText("Only an owner can change an owner's record.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});

describe('staff profile', () => {
  it('shows the bio, tags, contact and flags, rates only when the API gives them, and Edit with STAFF update', async () => {
    const { apollo } = staffApi([{ ...SAM, canTakeOwnAttendance: true }]);
    const { view } = renderApp({ path: '/staff/s1', user: userOf('manager'), apollo });
    await view;
    expect(await screen.findByRole('heading', { name: 'Sam Reed' })).toBeInTheDocument();
    expect(screen.getByText('Teaches jazz piano.')).toBeInTheDocument();
    expect(screen.getByText('Piano')).toBeInTheDocument();
    expect(screen.getByText('+12125550100')).toBeInTheDocument();
    expect(screen.getByText('Can take own attendance')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Rates' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/staff/s1/edit');
    expect(screen.getByRole('region', { name: 'Payroll' })).toHaveTextContent('Not built yet');
  });

  it('shows the rates to whoever the API gives them, and no Edit without STAFF update', async () => {
    const { apollo } = staffApi([{ ...SAM, staffServiceRates: [RATE], staffCommissionRates: [] }]);
    const { view } = renderApp({ path: '/staff/s1', user: userOf('staff'), apollo });
    await view;
    const rates = await screen.findByRole('region', { name: 'Rates' });
    expect(within(rates).getByRole('table', { name: 'Service rates' })).toHaveTextContent('45.50 USD');
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('says so when no staff member has the id', async () => {
    const { apollo } = staffApi([]);
    const { view } = renderApp({ path: '/staff/nobody', user: userOf('owner'), apollo });
    await view;
    expect(await screen.findByText('No staff member has this id.')).toBeInTheDocument();
  });
});

describe('staff self', () => {
  const me = staffMember({
    id: 'u1',
    firstName: 'Sam',
    lastName: 'Reed',
    staffRole: 'limited_staff',
    version: 3,
  });
  const selfApi = () =>
    fakeApi(({ operationName, variables }) => {
      if (operationName === 'MyselfStaff') return { myself: me };
      if (operationName === 'SelfUpdateStaff')
        return {
          selfUpdatePeople: result('MyselfResult', 'myself', {
            ...me,
            staffOnlineId: variables.staffOnlineId,
          }),
        };
      return undefined;
    });

  it('shows their own profile with Edit, and saves only the fields of 001 §6 through selfUpdatePeople', async () => {
    const { apollo, sent } = selfApi();
    const { view } = renderApp({ path: '/staff/self', user: userOf('limited_staff'), apollo });
    await view;
    expect(await screen.findByRole('heading', { name: 'Sam Reed' })).toBeInTheDocument();
    const user = setupUser();
    await user.click(screen.getByRole('link', { name: 'Edit' }));
    expect(await screen.findByRole('heading', { name: 'Edit my profile' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Role/)).not.toBeInTheDocument();
    await enter(user, screen.getByLabelText('Online id'), 'sam-reed');
    await user.click(screen.getByRole('checkbox', { name: 'No notification e-mails' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(at()).toBe('/staff/self'));
    const variables = named(sent, 'SelfUpdateStaff')[0].variables;
    expect(variables).toMatchObject({
      staffOnlineId: 'sam-reed',
      staffNotificationEmailDisabled: true,
      firstName: 'Sam',
    });
    expect(Object.keys(variables)).not.toContain('staffRole');
    expect(Object.keys(variables)).not.toContain('deactivated');
  });

  it('shows the error when their record cannot be read', async () => {
    const { apollo } = fakeApi(() => undefined);
    const { view } = renderApp({ path: '/staff/self', user: userOf('limited_staff'), apollo });
    await view;
    expect(await screen.findByText('Error fetching data')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'My profile' })).toBeInTheDocument();
  });
});
