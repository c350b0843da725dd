import { enter, setupUser } from '../../test/user';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ApolloClient, ApolloLink } from '@apollo/client';
import { of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../app/apollo';
import { UiProviders } from '../../app/theme';
import { renderApp, userOf } from '../../test/render-app';
import { businessUrl } from '../business-select/app-host';
import type { BusinessListItem, CreateBusinessResult } from './business-admin.graphql';
import { filterBusinesses, percent } from './business-list-model';
import { BusinessTable } from './business-table';
import { createVariables, emptyCreateValues, validateCreate } from './create-business-model';
import { OWNER_EMAIL_NEEDED, emptyOwner, ownerArguments, validateOwner } from './create-business-owner';

/** A list row with the fields a test does not set empty. */
const item = (b: Pick<BusinessListItem, 'name'> & Partial<BusinessListItem>): BusinessListItem => ({
  fullName: null,
  status: 'BUSINESS_STATUS_ACTIVE',
  createdAt: '2026-01-05T10:00:00.000Z',
  contactEmail: null,
  country: 'US',
  plan: null,
  planAmountDue: null,
  prospectCompletion: null,
  prospectLikelihood: null,
  activitiesLast1d: 0,
  activitiesLast7d: 0,
  activitiesLast30d: 0,
  hsDealId: null,
  ...b,
});

const LIST: BusinessListItem[] = [
  item({
    name: 'demo',
    fullName: 'Demo Music School',
    contactEmail: 'hello@demo.example',
    plan: { planType: 'MONTHLY', accountStatus: 'ACTIVE', freeUntil: null, currency: 'USD' },
    planAmountDue: 4900,
    activitiesLast30d: 42,
    prospectCompletion: 80,
  }),
  item({
    name: 'yoga',
    fullName: 'Sunrise Yoga',
    contactEmail: 'team@sunrise.example',
    status: 'BUSINESS_STATUS_PENDING',
    activitiesLast30d: 7,
  }),
  item({ name: 'zen', fullName: 'Zen Dojo', status: 'BUSINESS_STATUS_SUSPENDED', activitiesLast30d: 99 }),
];

const typed = (b: BusinessListItem) => ({
  __typename: 'Business',
  ...b,
  plan: b.plan ? { __typename: 'BusinessPlan', ...b.plan } : null,
});

interface Sent {
  operationName: string;
  variables: Record<string, unknown>;
}

type Answer = Pick<CreateBusinessResult, 'status'> & Partial<CreateBusinessResult>;

/** An Apollo client over a fake API: the list (growing with each created business), names and createBusiness. */
function fakeApi(answer: (sent: Sent) => Answer = () => ({ status: 'ok' })) {
  const sent: Sent[] = [];
  const list = [...LIST];
  const link = new ApolloLink((operation) => {
    const call = { operationName: operation.operationName ?? '', variables: operation.variables };
    sent.push(call);
    if (call.operationName === 'businessListQuery') return of({ data: { allBusinesses: list.map(typed) } });
    if (call.operationName === 'CheckBusinessNameAvailability')
      return of({
        data: {
          checkBusinessNameAvailability: {
            __typename: 'BusinessNameAvailability',
            available: !list.some((b) => b.name === call.variables.business),
          },
        },
      });
    const result = answer(call);
    if (result.status === 'ok')
      list.push(item({ name: String(call.variables.name), fullName: String(call.variables.fullName) }));
    return of({
      data: {
        createBusiness: {
          __typename: 'BusinessResult',
          status: result.status,
          error: result.error ?? null,
          business: null,
        },
      },
    });
  });
  return { sent, apollo: new ApolloClient({ link, cache: createCache() }) };
}

const named = (sent: Sent[], name: string) => sent.filter((s) => s.operationName === name);
const rowNames = () =>
  within(screen.getByRole('table', { name: 'Businesses' }))
    .getAllByRole('row')
    .map((r) => r.getAttribute('data-business'))
    .filter(Boolean);

async function openList(apollo: ApolloClient) {
  const { view } = renderApp({ path: '/business', user: userOf('superuser'), apollo });
  await view;
  await screen.findByRole('heading', { name: 'All businesses' });
  await screen.findByRole('table', { name: 'Businesses' });
  return setupUser();
}

describe('business list model', () => {
  it('filters on name, full name and e-mail, and on status', () => {
    const names = (items: BusinessListItem[]) => items.map((b) => b.name);
    expect(names(filterBusinesses(LIST, { text: 'SUNRISE', status: null }))).toEqual(['yoga']);
    expect(names(filterBusinesses(LIST, { text: 'demo.example', status: null }))).toEqual(['demo']);
    expect(names(filterBusinesses(LIST, { text: 'ze', status: null }))).toEqual(['zen']);
    expect(names(filterBusinesses(LIST, { text: '', status: 'BUSINESS_STATUS_PENDING' }))).toEqual(['yoga']);
    expect(names(filterBusinesses(LIST, { text: 'demo', status: 'BUSINESS_STATUS_PENDING' }))).toEqual([]);
  });

  it('sorts by a column both ways, empty values last and ties by name', async () => {
    render(
      <MemoryRouter>
        <UiProviders>
          <BusinessTable businesses={[...LIST].reverse()} />
        </UiProviders>
      </MemoryRouter>,
    );
    expect(rowNames()).toEqual(['demo', 'yoga', 'zen']);
    const user = setupUser();
    const completion = screen.getByRole('button', { name: 'Prospect completion' });
    await user.click(completion);
    expect(rowNames()).toEqual(['demo', 'yoga', 'zen']);
    await user.click(completion);
    expect(completion.closest('th')).toHaveAttribute('aria-sort', 'descending');
    expect(rowNames()).toEqual(['demo', 'yoga', 'zen']);
    const activities = screen.getByRole('button', { name: 'Activities 30d' });
    await user.click(activities);
    await user.click(activities);
    expect(rowNames()).toEqual(['zen', 'demo', 'yoga']);
    expect(percent(80)).toBe('80%');
    expect(percent(null)).toBe('-');
  });

  it('requires every createBusiness field and checks e-mails, website and phone', () => {
    expect(Object.keys(validateCreate(emptyCreateValues())).sort()).toEqual(
      [
        'businessPhoneNumber',
        'businessWebsite',
        'contactEmail',
        'emailFrom',
        'fullName',
        'name',
        'tagline',
      ].sort(),
    );
    const values = {
      ...emptyCreateValues(),
      name: ' Harmony ',
      fullName: 'Harmony',
      tagline: 'Play',
      contactEmail: 'a@b',
      emailFrom: 'hello@harmony.example',
      businessWebsite: 'harmony.example',
      businessPhoneNumber: '12',
    };
    expect(validateCreate(values)).toEqual({
      contactEmail: 'A valid email is required',
      businessWebsite: 'Enter a web address starting with http:// or https://',
      businessPhoneNumber: 'Enter a valid phone number',
    });
    expect(createVariables(values)).toMatchObject({ name: 'harmony', notificationsEnabled: false });
  });

  it('leaves the owner optional, checks its e-mail with the e-mail rule and sends only what is given', () => {
    expect(validateOwner(emptyOwner())).toEqual({});
    expect(ownerArguments(emptyOwner())).toEqual({});
    expect(validateOwner({ ...emptyOwner(), ownerEmail: 'a@b' })).toEqual({
      ownerEmail: 'A valid email is required',
    });
    expect(validateOwner({ ...emptyOwner(), ownerLastName: 'Lee' })).toEqual({
      ownerEmail: OWNER_EMAIL_NEEDED,
    });
    const owner = { ownerEmail: ' hana@harmony.example ', ownerFirstName: ' Hana ', ownerLastName: '  ' };
    expect(validateOwner(owner)).toEqual({});
    expect(ownerArguments(owner)).toEqual({ ownerEmail: 'hana@harmony.example', ownerFirstName: 'Hana' });
  });
});

describe('all businesses screen', { timeout: 20000 }, () => {
  it('lists the businesses with a settings link and an Open link to each subdomain', async () => {
    const { apollo } = fakeApi();
    await openList(apollo);
    expect(rowNames()).toEqual(['demo', 'yoga', 'zen']);
    const row = screen.getByRole('row', { name: /Demo Music School/ });
    expect(within(row).getByRole('link', { name: 'Demo Music School' })).toHaveAttribute(
      'href',
      '/business/demo/edit',
    );
    expect(within(row).getByRole('link', { name: 'Open demo' })).toHaveAttribute(
      'href',
      businessUrl(window.location, 'demo'),
    );
    expect(row).toHaveTextContent('Active');
    expect(row).toHaveTextContent('49.00 USD');
    expect(row).toHaveTextContent('80%');
    expect(row).toHaveTextContent('MONTHLY · ACTIVE');
    expect(screen.getByText('3 of 3 businesses')).toBeInTheDocument();
  });

  it('filters by text and by status, and sorts by a column', async () => {
    const { apollo } = fakeApi();
    const user = await openList(apollo);
    await enter(user, screen.getByLabelText('Search businesses'), 'sunrise');
    expect(rowNames()).toEqual(['yoga']);
    await user.clear(screen.getByLabelText('Search businesses'));
    await enter(user, screen.getByLabelText('Search businesses'), 'hello@demo');
    expect(rowNames()).toEqual(['demo']);
    await user.clear(screen.getByLabelText('Search businesses'));

    await user.click(screen.getByLabelText('Status', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Suspended', hidden: true }));
    await waitFor(() => expect(rowNames()).toEqual(['zen']));
    expect(screen.getByText('1 of 3 businesses')).toBeInTheDocument();
    await enter(user, screen.getByLabelText('Search businesses'), 'demo');
    expect(screen.getByText('No businesses match')).toBeInTheDocument();
  });

  it('sorts when a column header is clicked, and reverses on a second click', async () => {
    const { apollo } = fakeApi();
    const user = await openList(apollo);
    const header = screen.getByRole('button', { name: 'Activities 30d' });
    await user.click(header);
    expect(rowNames()).toEqual(['yoga', 'demo', 'zen']);
    expect(header.closest('th')).toHaveAttribute('aria-sort', 'ascending');
    await user.click(header);
    expect(rowNames()).toEqual(['zen', 'demo', 'yoga']);
    expect(header.closest('th')).toHaveAttribute('aria-sort', 'descending');
  });

  it('sends an owner to their home page', async () => {
    const { apollo, sent } = fakeApi();
    const { view } = renderApp({ path: '/business', user: userOf('owner'), apollo });
    await view;
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(screen.queryByRole('heading', { name: 'All businesses' })).not.toBeInTheDocument();
    expect(named(sent, 'businessListQuery')).toEqual([]);
  });
});

describe('create business', { timeout: 30000 }, () => {
  async function openModal(apollo: ApolloClient) {
    const user = await openList(apollo);
    await user.click(screen.getByRole('button', { name: 'Create business' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create business' });
    return { user, dialog: within(dialog) };
  }

  type Dialog = Awaited<ReturnType<typeof openModal>>['dialog'];
  type User = Awaited<ReturnType<typeof openModal>>['user'];

  async function fill(user: User, dialog: Dialog, name: string) {
    await user.type(dialog.getByLabelText(/^Name \(subdomain\)/), name);
    await enter(user, dialog.getByLabelText(/^Full name/), 'Harmony Music');
    await enter(user, dialog.getByLabelText(/^Tagline/), 'Music for all');
    await enter(user, dialog.getByLabelText(/^Contact e-mail/), 'hello@harmony.example');
    await enter(user, dialog.getByLabelText(/^E-mail sender address/), 'news@harmony.example');
    await enter(user, dialog.getByLabelText(/^Website/), 'https://harmony.example');
    await enter(user, dialog.getByLabelText(/^Phone number/), '+1 555 010 0199');
  }

  it('requires the fields and shows a taken name', async () => {
    const { apollo, sent } = fakeApi();
    const { user, dialog } = await openModal(apollo);
    await user.click(dialog.getByRole('button', { name: 'Create' }));
    for (const message of ['Name (subdomain) is required', 'Full name is required', 'Tagline is required'])
      expect(dialog.getByText(message)).toBeInTheDocument();
    await user.type(dialog.getByLabelText(/^Name \(subdomain\)/), 'yoga');
    expect(await dialog.findByText('yoga is taken')).toBeInTheDocument();
    expect(named(sent, 'CreateBusiness')).toEqual([]);
  });

  it("keeps the form and shows the server's error, then creates, says 'Success' and refreshes the list", async () => {
    let fail = true;
    const { apollo, sent } = fakeApi(() =>
      fail ? { status: 'error', error: 'contactEmail is not allowed here' } : { status: 'ok' },
    );
    const { user, dialog } = await openModal(apollo);
    await fill(user, dialog, 'harmony');
    expect(await dialog.findByText('harmony is available')).toBeInTheDocument();
    await user.click(dialog.getByRole('switch', { name: 'Notifications enabled' }));
    await user.click(dialog.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('contactEmail is not allowed here')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Create business' })).toBeInTheDocument();
    expect(dialog.getByLabelText(/^Full name/)).toHaveValue('Harmony Music');

    fail = false;
    await user.click(dialog.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Success')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Create business' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(rowNames()).toContain('harmony'));
    expect(named(sent, 'businessListQuery')).toHaveLength(2);
    expect(named(sent, 'CreateBusiness').map((s) => s.variables)).toEqual([
      expect.anything(),
      {
        name: 'harmony',
        fullName: 'Harmony Music',
        country: 'US',
        locale: 'en-US',
        timezone: 'America/New_York',
        contactEmail: 'hello@harmony.example',
        businessWebsite: 'https://harmony.example',
        businessPhoneNumber: '+1 555 010 0199',
        emailFrom: 'news@harmony.example',
        tagline: 'Music for all',
        notificationsEnabled: true,
        notificationsEnabledOwnersOnly: false,
      },
    ]);
  });

  it("offers an optional owner, checks its e-mail and sends the owner's fields only when given", async () => {
    const { apollo, sent } = fakeApi();
    const { user, dialog } = await openModal(apollo);
    const owner = within(dialog.getByRole('group', { name: 'Owner' }));
    expect(owner.getByText(/No e-mail is sent/)).toBeInTheDocument();
    expect(owner.getByLabelText('(optional) Owner e-mail')).not.toBeRequired();
    expect(owner.getByLabelText('(optional) Owner first name')).toBeInTheDocument();
    expect(owner.getByLabelText('(optional) Owner last name')).toBeInTheDocument();

    await fill(user, dialog, 'harmony');
    expect(await dialog.findByText('harmony is available')).toBeInTheDocument();
    await enter(user, owner.getByLabelText('(optional) Owner first name'), 'Hana');
    await user.click(dialog.getByRole('button', { name: 'Create' }));
    expect(owner.getByText(OWNER_EMAIL_NEEDED)).toBeInTheDocument();
    await enter(user, owner.getByLabelText('(optional) Owner e-mail'), 'hana@harmony');
    await user.click(dialog.getByRole('button', { name: 'Create' }));
    expect(owner.getByText('A valid email is required')).toBeInTheDocument();
    expect(named(sent, 'CreateBusiness')).toEqual([]);

    await user.clear(owner.getByLabelText('(optional) Owner e-mail'));
    await enter(user, owner.getByLabelText('(optional) Owner e-mail'), ' hana@harmony.example ');
    await user.click(dialog.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Success')).toBeInTheDocument();
    const [{ variables }] = named(sent, 'CreateBusiness');
    expect(variables).toMatchObject({
      name: 'harmony',
      ownerEmail: 'hana@harmony.example',
      ownerFirstName: 'Hana',
    });
    expect(variables).not.toHaveProperty('ownerLastName');
  });
});
