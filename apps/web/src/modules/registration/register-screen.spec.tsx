import { screen, waitFor, within } from '@testing-library/react';
import type { ApolloClient } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { renderApp, userOf } from '../../test/render-app';
import { enter, setupUser, User } from '../../test/user';
import { callsOf, fakeRegistrationApi, formField } from './registration-fixtures';

async function openRegister(apollo: ApolloClient, path = '/register') {
  const rendered = renderApp({ path, apollo, loginAs: userOf('client', { email: 'ada@example.com' }) });
  await rendered.view;
  await screen.findByText('I am registering for:');
  return { user: setupUser(), api: rendered.api };
}

const holder = () => within(screen.getByRole('group', { name: 'Account holder' }));

async function fillHolder(user: User, phone = '(212) 555-0100', password = 'Abcdefg1') {
  await enter(user, holder().getByLabelText(/^First name/), 'Ada');
  await enter(user, holder().getByLabelText(/^Last name/), 'King');
  await enter(user, holder().getByLabelText(/^E-mail/), 'Ada@Example.com');
  await enter(user, holder().getByLabelText(/^Phone \*/), phone);
  await enter(user, holder().getByLabelText(/^Password/), password);
  // Myself mode asks the holder's date of birth (the demo form requires it).
  const birthdate = holder().queryByLabelText(/^Date of birth/);
  if (birthdate) await enter(user, birthdate, '1990-05-01');
  await user.click(screen.getByRole('checkbox', { name: 'I accept the terms of use' }));
}

const dependent = (n: number) => screen.getByRole('group', { name: `Dependent ${n}` });

async function fillDependent(user: User, n: number, first: string, birthdate = '2015-03-02') {
  if (first) await enter(user, within(dependent(n)).getByLabelText(/^First name/), first);
  await enter(user, within(dependent(n)).getByLabelText(/^Last name/), 'King');
  if (birthdate) await enter(user, within(dependent(n)).getByLabelText(/^Date of birth/), birthdate);
}

describe('/register: the welcome page (001 §2.12)', () => {
  it('shows the business’s sanitized welcome message and the two choices', async () => {
    await openRegister(fakeRegistrationApi().apollo);
    const message = screen.getByLabelText('Welcome message');
    expect(message).toHaveTextContent('Welcome to Demo!');
    expect(message.querySelector('script')).toBeNull();
    expect(screen.getByRole('button', { name: 'My Dependent(s) / Child(ren)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Myself' })).toBeInTheDocument();
    expect(screen.getByText(/Already have an account\?/)).toHaveTextContent(
      'Already have an account? Login here',
    );
  });

  it('reads the journey phase: its welcome message when the business has none, its fields', async () => {
    const { apollo, sent } = fakeRegistrationApi({
      business: { welcomeMessage: null },
      phase: {
        additionalConfig: { welcomeMessage: '<p>Hello from the phase</p>', thankYouMessage: null },
        dataRequirements: [
          {
            id: 'GENDER',
            fieldName: 'GENDER',
            fieldType: 'SINGLE_SELECTION',
            fieldRequirement: 'NOT_INCLUDED',
            isBuiltin: true,
            order: 0,
            fieldOptions: [],
            conditionalOptions: [],
            conditionalFieldId: null,
            isAccountManagerInformation: true,
          },
        ],
      },
    });
    const { user } = await openRegister(apollo);
    expect(screen.getByLabelText('Welcome message')).toHaveTextContent('Hello from the phase');
    expect(callsOf(sent, 'RegistrationBusiness')[0].variables).toEqual({
      businessName: 'demo',
      phaseType: 'REGISTRATION',
    });
    await user.click(screen.getByRole('button', { name: 'Myself' }));
    await screen.findByRole('heading', { name: 'Create your account' });
    expect(screen.queryByLabelText(/Pronouns/)).toBeNull();
  });

  it("'Login here' opens the login page and 'Go back' returns to the welcome page", async () => {
    const { user } = await openRegister(fakeRegistrationApi().apollo);
    await user.click(screen.getByRole('button', { name: 'Login here' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Email me a login link' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(await screen.findByText('I am registering for:')).toBeInTheDocument();
  });
});

describe('/register: create your account (001 §2.12, §5.1, §5.2)', () => {
  it('Myself: the account holder’s fields, the gender label of the business, SMS consent with its links', async () => {
    const { apollo } = fakeRegistrationApi({
      business: {
        smsFeatureEnabled: true,
        dataCollectionPrivacyPolicyUrl: 'https://demo.example/privacy',
        messagingTermsAndConditionsUrl: 'https://demo.example/sms-terms',
        selfRegisterFields: [formField('f1', 'Instrument', 'TEXT')],
      },
    });
    const { user } = await openRegister(apollo);
    await user.click(screen.getByRole('button', { name: 'Myself' }));
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^\(optional\) Pronouns/)).toBeInTheDocument();
    expect(screen.getByLabelText('(optional) Instrument')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Phone country/)).toHaveValue('United States (+1)');
    const consent = screen.getByLabelText('SMS consent');
    expect(consent).toHaveTextContent(
      'you consent to receive text messages (e.g. lesson reminders, account updates) from Demo Music School',
    );
    expect(within(consent).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      'https://demo.example/privacy',
    );
    expect(within(consent).getByRole('link', { name: 'Terms' })).toHaveAttribute(
      'href',
      'https://demo.example/sms-terms',
    );
    expect(screen.queryByRole('group', { name: 'Dependent 1' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Not booking for yourself? Add a dependent' }));
    expect(await screen.findByRole('group', { name: 'Dependent 1' })).toBeInTheDocument();
  });

  it('reads the registration’s own fields even when a lead field has the same id', async () => {
    const { apollo } = fakeRegistrationApi({
      business: {
        selfRegisterFields: [formField('i', 'Instrument', 'TEXT')],
        crmLeadCaptureFields: [formField('i', 'Referral', 'TEXT')],
      },
    });
    const { user } = await openRegister(apollo);
    await user.click(screen.getByRole('button', { name: 'Myself' }));
    expect(await screen.findByLabelText('(optional) Instrument')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Referral/)).toBeNull();
  });

  it('shows the spec’s text for a bad phone, a weak password and a missing dependent name, and sends nothing', async () => {
    const { apollo, sent } = fakeRegistrationApi();
    const { user } = await openRegister(apollo);
    await user.click(screen.getByRole('button', { name: 'My Dependent(s) / Child(ren)' }));
    await fillHolder(user, '1234', 'password');
    await fillDependent(user, 1, '', '');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Enter a valid phone number')).toBeInTheDocument();
    expect(
      screen.getByText('At least 8 characters, one upper-case, one lower-case and one number are required'),
    ).toBeInTheDocument();
    expect(within(dependent(1)).getByText("A dependent's first name is required")).toBeInTheDocument();
    expect(within(dependent(1)).getByText('birth date is required')).toBeInTheDocument();
    expect(callsOf(sent, 'SelfRegister')).toEqual([]);
  });

  it('a required address shows its messages once a part loses focus; the other messages wait for submit', async () => {
    const { apollo } = fakeRegistrationApi({
      business: { selfRegisterFields: [formField('a', 'ADDRESS', 'ADDRESS', { requireField: true })] },
    });
    const { user } = await openRegister(apollo);
    await user.click(screen.getByRole('button', { name: 'Myself' }));
    await user.click(holder().getByLabelText(/^First name/));
    await user.click(holder().getByLabelText(/^Street/));
    await user.click(holder().getByLabelText(/^City/));
    expect(await screen.findByText('Street is required')).toBeInTheDocument();
    expect(screen.queryByText('An account manager first name is required')).toBeNull();
    expect(screen.queryByText('City is required')).toBeNull();
  });

  it('a phone number of another country than the one chosen is not valid', async () => {
    const { user } = await openRegister(fakeRegistrationApi().apollo);
    await user.click(screen.getByRole('button', { name: 'Myself' }));
    await enter(user, screen.getByLabelText(/^Phone \*/), '020 7946 0000');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByText('An account manager first name is required')).toBeInTheDocument();
    expect(screen.getByText('You must accept the terms of use')).toBeInTheDocument();
  });

  it('dependent mode starts with one dependent; more can be added, and removed but the first', async () => {
    const { user } = await openRegister(fakeRegistrationApi().apollo);
    await user.click(screen.getByRole('button', { name: 'My Dependent(s) / Child(ren)' }));
    expect(await screen.findByRole('group', { name: 'Dependent 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove dependent 1' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add another dependent' }));
    await user.click(screen.getByRole('button', { name: 'Add another dependent' }));
    expect(screen.getAllByRole('group', { name: /^Dependent \d$/ })).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Remove dependent 2' }));
    expect(screen.getAllByRole('group', { name: /^Dependent \d$/ })).toHaveLength(2);
  });

  it('registers the holder with two dependents, signs in with the e-mail and password, and goes home', async () => {
    const { apollo, sent } = fakeRegistrationApi({
      selfRegister: () => ({ status: 'ok', myself: { id: 'p1', dependents: [{ id: 'd1' }, { id: 'd2' }] } }),
    });
    const { user, api } = await openRegister(apollo, '/register?utm_source=flyer');
    await user.click(screen.getByRole('button', { name: 'My Dependent(s) / Child(ren)' }));
    await fillHolder(user);
    await fillDependent(user, 1, 'Kim');
    await user.click(screen.getByRole('button', { name: 'Add another dependent' }));
    await fillDependent(user, 2, 'Lee');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/clients/self'));
    const [call] = callsOf(sent, 'SelfRegister');
    expect(call.variables.input).toMatchObject({
      business: 'demo',
      email: 'ada@example.com',
      password: 'Abcdefg1',
      firstName: 'Ada',
      lastName: 'King',
      phones: ['+12125550100'],
      utmParameters: JSON.stringify({ utm_source: 'flyer' }),
      dependents: [
        { firstName: 'Kim', lastName: 'King', birthdate: '2015-03-02' },
        { firstName: 'Lee', lastName: 'King', birthdate: '2015-03-02' },
      ],
    });
    expect(api.loginSimple).toHaveBeenCalledWith({
      login: 'ada@example.com',
      password: 'Abcdefg1',
      business: 'demo',
    });
  });

  it("an existing e-mail shows 'Error creating account' with 'An account with this email already exists.'", async () => {
    const { apollo } = fakeRegistrationApi({
      selfRegister: () => ({ status: 'error', error: 'unique people attribute error: email' }),
    });
    const { user, api } = await openRegister(apollo);
    await user.click(screen.getByRole('button', { name: 'Myself' }));
    await fillHolder(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error creating account' });
    expect(dialog).toHaveTextContent('An account with this email already exists.');
    expect(api.loginSimple).not.toHaveBeenCalled();
    expect(holder().getByLabelText(/^First name/)).toHaveValue('Ada');
  });

  it("a failure without an error reads 'Invalid response'", async () => {
    const { apollo } = fakeRegistrationApi({ selfRegister: () => ({ status: 'error', error: null }) });
    const { user } = await openRegister(apollo);
    await user.click(screen.getByRole('button', { name: 'Myself' }));
    await fillHolder(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('dialog', { name: 'Error creating account' })).toHaveTextContent(
      'Invalid response',
    );
  });
});
