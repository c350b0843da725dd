import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PEOPLE_TEXTS } from '@tempo/people-rules';
import { renderApp, userOf } from '../../test/render-app';
import { enter, setupUser } from '../../test/user';
import { Person, fakeApi, named, person, result } from '../staff/people-fixtures';

const MIA = person({ id: 'd1', firstName: 'Mia', lastName: 'Lee', birthdate: '2016-04-02', version: 2 });
const CARA = person({
  id: 'u-client',
  firstName: 'Cara',
  lastName: 'Lee',
  email: 'cara@clients.example',
  phones: ['+16175550199'],
  city: 'Boston',
  leadCaptureFields: '{"Instrument":"Piano"}',
  version: 4,
});

/** The self API of these tests: myself (or a dependent by id), and the self mutations. */
function selfApi(dependents: Person[] = [MIA], error?: string) {
  const added: Person[] = [];
  const api = fakeApi(({ operationName, variables }) => {
    const all = [...dependents, ...added];
    if (operationName === 'Myself') {
      const me = variables.id ? all.find((d) => d.id === variables.id) : { ...CARA, dependents: all };
      return { myself: me ? { dependents: [], ...me } : null };
    }
    if (operationName === 'MyselfDependents')
      return { myself: { __typename: 'People', id: CARA.id, dependents: all } };
    if (operationName === 'SelfAddDependent') {
      const d = variables.dependent as Record<string, string>;
      const dependent = person({ id: `d${all.length + 1}`, firstName: d.firstName, lastName: d.lastName });
      if (!error) added.push(dependent);
      return { selfAddDependent: result('DependentResult', 'dependent', dependent, error) };
    }
    if (operationName === 'SelfUpdateClient') {
      const target = variables.id ? all.find((d) => d.id === variables.id)! : CARA;
      return {
        selfUpdatePeople: result('MyselfResult', 'myself', { ...target, ...variables, version: 9 }, error),
      };
    }
    return undefined;
  });
  return api;
}

const at = () => screen.getByTestId('location').textContent;

describe('client self profile', () => {
  it('shows their profile, their dependents with links and the dependent selector', async () => {
    const { apollo } = selfApi();
    const { view } = renderApp({ path: '/clients/self', user: userOf('client'), apollo });
    await view;
    expect(await screen.findByRole('heading', { name: 'Cara Lee' })).toBeInTheDocument();
    expect(screen.getByText('+16175550199')).toBeInTheDocument();
    const dependents = screen.getByRole('region', { name: 'Dependents' });
    expect(within(dependents).getByRole('link', { name: 'Mia Lee' })).toHaveAttribute(
      'href',
      '/clients/self/dependent/d1',
    );
    expect(within(dependents).getByText('Born April 2nd, 2016')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/clients/self/edit');
    expect(screen.getByRole('link', { name: 'Credits' })).toHaveAttribute(
      'href',
      '/clients/self/all-credits',
    );
    expect(await screen.findByLabelText('Viewing', { selector: 'input' })).toHaveValue('Myself');
  });

  it("switches to a dependent's page with the selector, and shows the dependent", async () => {
    const { apollo, sent } = selfApi();
    const { view } = renderApp({ path: '/clients/self', user: userOf('client'), apollo });
    await view;
    const user = setupUser();
    await user.click(await screen.findByLabelText('Viewing', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Mia Lee', hidden: true }));
    await waitFor(() => expect(at()).toBe('/clients/self/dependent/d1'));
    expect(await screen.findByRole('heading', { name: 'Mia Lee' })).toBeInTheDocument();
    expect(screen.getByText('April 2nd, 2016')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Dependents' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/clients/self/dependent/d1/edit',
    );
    expect(named(sent, 'Myself').map((s) => s.variables.id)).toContain('d1');
  });

  it('adds a dependent after saying which names are missing', async () => {
    const { apollo, sent } = selfApi([]);
    const { view } = renderApp({ path: '/clients/self', user: userOf('client'), apollo });
    await view;
    expect(await screen.findByText('No dependents yet.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Viewing', { selector: 'input' })).not.toBeInTheDocument();
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Add a dependent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a dependent' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText(PEOPLE_TEXTS.dependentFirstNameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(PEOPLE_TEXTS.dependentLastNameRequired)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^First name/)).toHaveAttribute('maxLength', '25');

    await enter(user, within(dialog).getByLabelText(/^First name/), ' Theo ');
    await enter(user, within(dialog).getByLabelText(/^Last name/), 'Lee');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Success')).toBeInTheDocument();
    expect(named(sent, 'SelfAddDependent')[0].variables).toEqual({
      business: 'demo',
      dependent: { firstName: 'Theo', lastName: 'Lee', gender: null, birthdate: null },
    });
    expect(await screen.findByRole('link', { name: 'Theo Lee' })).toHaveAttribute(
      'href',
      '/clients/self/dependent/d1',
    );
  });

  it('shows the server error when a dependent is refused', async () => {
    const { apollo } = selfApi([], 'Too many dependents');
    const { view } = renderApp({ path: '/clients/self', user: userOf('client'), apollo });
    await view;
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Add a dependent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a dependent' });
    await enter(user, within(dialog).getByLabelText(/^First name/), 'Theo');
    await enter(user, within(dialog).getByLabelText(/^Last name/), 'Lee');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Too many dependents')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add a dependent' })).toBeInTheDocument();
  });
});

describe('client self forms', () => {
  it('saves their own record through selfUpdatePeople, keeping the lead-capture answers', async () => {
    const { apollo, sent } = selfApi();
    const { view } = renderApp({ path: '/clients/self/edit', user: userOf('client'), apollo });
    await view;
    expect(await screen.findByRole('form', { name: 'Edit my profile' })).toBeInTheDocument();
    const user = setupUser();
    const last = screen.getByLabelText(/^Last name/);
    await user.clear(last);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PEOPLE_TEXTS.accountManagerLastNameRequired)).toBeInTheDocument();
    await enter(user, last, 'Clientson');
    await user.click(screen.getByRole('checkbox', { name: 'No marketing e-mails' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(at()).toBe('/clients/self'));
    expect(named(sent, 'SelfUpdateClient')[0].variables).toMatchObject({
      id: null,
      lastName: 'Clientson',
      phones: ['+16175550199'],
      city: 'Boston',
      marketingEmailDisabled: true,
      leadCaptureFields: '{"Instrument":"Piano"}',
    });
  });

  it("saves a dependent's record by its id, with the dependent texts", async () => {
    const { apollo, sent } = selfApi();
    const { view } = renderApp({ path: '/clients/self/dependent/d1/edit', user: userOf('client'), apollo });
    await view;
    expect(await screen.findByRole('heading', { name: 'Edit Mia Lee' })).toBeInTheDocument();
    const user = setupUser();
    const first = screen.getByLabelText(/^First name/);
    expect(first).toHaveAttribute('maxLength', '25');
    await user.clear(first);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PEOPLE_TEXTS.dependentFirstNameRequired)).toBeInTheDocument();
    await enter(user, first, 'Mila');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(at()).toBe('/clients/self/dependent/d1'));
    expect(named(sent, 'SelfUpdateClient')[0].variables).toMatchObject({ id: 'd1', firstName: 'Mila' });
    expect(named(sent, 'SelfUpdateClient')[0].variables).not.toHaveProperty('leadCaptureFields');
  });
});
