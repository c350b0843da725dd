import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PEOPLE_TEXTS } from '@tempo/people-rules';
import { renderApp, userOf } from '../../test/render-app';
import { enter, setupUser } from '../../test/user';
import {
  ClientFormValues,
  clientVariables,
  defaultPhoneCountry,
  emptyClient,
  phoneError,
  validateClient,
} from './client-form-model';
import { fakePeopleApi, named, personOf } from './clients-fixtures';

const TODAY = '2026-03-15';
const filled = (extra: Partial<ClientFormValues> = {}): ClientFormValues => ({
  ...emptyClient('Active'),
  firstName: ' Ada ',
  lastName: 'Lovelace',
  ...extra,
});

describe('client form validation', () => {
  it('requires first and last names with the specification texts, at most 42 characters', () => {
    expect(validateClient(emptyClient(), TODAY)).toEqual({
      firstName: PEOPLE_TEXTS.accountManagerFirstNameRequired,
      lastName: PEOPLE_TEXTS.accountManagerLastNameRequired,
    });
    expect(validateClient(filled({ lastName: 'x'.repeat(43) }), TODAY)).toEqual({
      lastName: 'Last name must be at most 42 characters',
    });
    expect(validateClient(filled({ lastName: `  ${'x'.repeat(42)}  ` }), TODAY)).toEqual({});
  });

  it('checks the e-mail, each phone for its country, and a birth date in the past', () => {
    const errors = validateClient(
      filled({
        email: 'ada@',
        phones: [
          { number: '212 555 0100', country: 'US' },
          { number: '020 7946 0000', country: 'US' },
          { number: '12', country: 'US' },
          { number: '', country: 'US' },
        ],
        birthdate: '2026-03-16',
      }),
      TODAY,
    );
    expect(errors).toEqual({
      email: 'A valid email is required',
      'phones.1.number': 'Enter a valid phone number',
      'phones.2.number': 'Enter a valid phone number',
      birthdate: 'birth date must be in the past',
    });
    expect(phoneError({ number: '+44 20 7946 0000', country: 'XX' })).toBeNull();
  });

  it('wants custom attributes and flags whole', () => {
    const errors = validateClient(
      filled({
        customAttributes: [
          { name: 'Instrument', value: '' },
          { name: '', value: 'Piano' },
          { name: 'Level', value: '3' },
        ],
        flags: [{ reason: '', note: 'Call first' }],
      }),
      TODAY,
    );
    expect(errors).toEqual({
      'customAttributes.0.value': '"Instrument" is required',
      'customAttributes.1.name': 'Name is required',
      'flags.0.reason': 'Reason is required',
    });
  });

  it('sends trimmed names, a lower-case e-mail, E.164 phones, nulls for empty fields and family ids', () => {
    const vars = clientVariables(
      filled({
        middleName: ' ',
        email: ' Ada@Example.COM ',
        phones: [
          { number: '(212) 555-0100', country: 'US' },
          { number: '+12125550100', country: 'XX' },
          { number: '020 7946 0000', country: 'GB' },
        ],
        tags: [' Beginner ', ''],
        customAttributes: [{ name: 'Instrument', value: ' Piano ' }],
        flags: [{ reason: 'Unpaid', note: '' }],
        dependents: [{ id: 'd1', name: 'Kid', email: null, profilePhoto: null, staffRole: null }],
      }),
    );
    expect(vars).toMatchObject({
      firstName: 'Ada',
      middleName: null,
      email: 'ada@example.com',
      phones: ['+12125550100', '+442079460000'],
      street: null,
      status: 'Active',
      tags: ['Beginner'],
      customAttributes: [{ name: 'Instrument', value: 'Piano' }],
      flags: [{ reason: 'Unpaid', note: null }],
      accountManagerIds: [],
      dependentIds: ['d1'],
    });
  });

  it('takes the phone country from the browser locale when it is one of the product countries', () => {
    expect(defaultPhoneCountry('en-GB')).toBe('GB');
    expect(defaultPhoneCountry('fr-FR')).toBe('US');
    expect(defaultPhoneCountry('en')).toBe('US');
  });
});

const toast = (text: string) => screen.findByText(text);

describe('client form screen', () => {
  it('shows the errors before sending, then creates the client with a dependent and opens the profile', async () => {
    const api = fakePeopleApi([personOf('kid', { firstName: 'Kit', lastName: 'Lovelace' })]);
    const { view } = renderApp({ path: '/clients/create', user: userOf('staff'), apollo: api.apollo });
    await view;
    await screen.findByRole('heading', { name: 'Add client' });
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PEOPLE_TEXTS.accountManagerFirstNameRequired)).toBeInTheDocument();
    expect(named(api.sent, 'CreateClient')).toHaveLength(0);

    await enter(user, screen.getByRole('textbox', { name: /^First name/ }), 'Ada');
    await enter(user, screen.getByRole('textbox', { name: /^Last name/ }), 'Lovelace');
    await enter(user, screen.getByRole('textbox', { name: 'E-mail' }), 'ada@example.com');
    await enter(user, screen.getByRole('textbox', { name: 'Phone 1' }), '+1 212 555 0100');
    await user.type(screen.getByRole('combobox', { name: 'Dependents' }), 'kit');
    await user.click(await screen.findByRole('option', { name: 'Kit Lovelace', hidden: true }));
    // The business's default status is set once its settings arrive.
    await waitFor(() => expect(screen.getByLabelText('Status')).toHaveValue('Active'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/clients/n1'));
    expect(named(api.sent, 'CreateClient')[0].variables).toMatchObject({
      business: 'demo',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phones: ['+12125550100'],
      status: 'Active',
      dependentIds: ['kid'],
    });
    expect(api.people.find((p) => p.id === 'kid')?.accountManagerIds).toEqual(['n1']);
  });

  it("shows the server's error as the error toast and stays on the form", async () => {
    const api = fakePeopleApi([personOf('x', { email: 'taken@example.com' })]);
    const { view } = renderApp({ path: '/clients/create', user: userOf('staff'), apollo: api.apollo });
    await view;
    await screen.findByRole('heading', { name: 'Add client' });
    const user = setupUser();
    await enter(user, screen.getByRole('textbox', { name: /^First name/ }), 'Ada');
    await enter(user, screen.getByRole('textbox', { name: /^Last name/ }), 'Lovelace');
    await enter(user, screen.getByRole('textbox', { name: 'E-mail' }), 'taken@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await toast(PEOPLE_TEXTS.uniqueEmail)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/clients/create');
  });

  it('edits a client with the version it was loaded at', async () => {
    const api = fakePeopleApi([
      personOf('c1', {
        firstName: 'Ada',
        lastName: 'Lovelace',
        phones: ['+12125550100'],
        version: 4,
        customAttributes: [{ name: 'Instrument', value: 'Piano' }],
      }),
    ]);
    const { view } = renderApp({ path: '/clients/c1/edit', user: userOf('manager'), apollo: api.apollo });
    await view;
    const first = await screen.findByRole('textbox', { name: /^First name/ });
    await waitFor(() => expect(first).toHaveValue('Ada'));
    expect(screen.getByRole('textbox', { name: 'Phone 1' })).toHaveValue('+12125550100');
    expect(screen.getByRole('textbox', { name: 'Attribute 1 value' })).toHaveValue('Piano');
    const user = setupUser();
    await user.clear(first);
    await user.type(first, 'Augusta');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/clients/c1'));
    expect(named(api.sent, 'UpdateClient')[0].variables).toMatchObject({
      id: 'c1',
      expectedVersion: 4,
      firstName: 'Augusta',
      phones: ['+12125550100'],
      customAttributes: [{ name: 'Instrument', value: 'Piano' }],
    });
    expect(api.people[0].version).toBe(5);
  });

  it('says so when the client changed since the form was loaded', async () => {
    const api = fakePeopleApi([personOf('c1', { firstName: 'Ada', lastName: 'Lovelace', version: 2 })]);
    const { view } = renderApp({ path: '/clients/c1/edit', user: userOf('owner'), apollo: api.apollo });
    await view;
    const first = await screen.findByRole('textbox', { name: /^First name/ });
    await waitFor(() => expect(first).toHaveValue('Ada'));
    api.people[0].version = 3;
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await toast(PEOPLE_TEXTS.staleVersion);
    expect(within(alert.closest('[role="alert"]') as HTMLElement).getByText('Error')).toBeInTheDocument();
  });
});
