import { screen, waitFor } from '@testing-library/react';
import type { ApolloClient } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { renderApp, userOf } from '../../test/render-app';
import { fakeJwt } from '../auth/test-tokens';
import { enter, setupUser } from '../../test/user';
import { invitationOf } from './invite-screen';
import { callsOf, fakeRegistrationApi, formField } from './registration-fixtures';

async function open(apollo: ApolloClient, path: string, ready: string | RegExp) {
  const rendered = renderApp({ path, apollo, loginAs: userOf('client', { email: 'ann@example.com' }) });
  await rendered.view;
  await screen.findAllByText(ready);
  return { user: setupUser(), api: rendered.api };
}

const LEAD_FIELDS = [
  formField('s', 'STUDENT_NAME', 'TEXT', { requireField: true }),
  formField('a', 'STUDENT_AGE', 'TEXT'),
  formField('i', 'Instrument', 'SINGLE_SELECTION', { fieldChoices: ['Piano', 'Violin'] }),
  formField('n', 'Anything else?', 'LONG_TEXT', { requireField: true }),
  formField('x', 'Staff note', 'INTERNAL'),
];

describe('/lead: the lead-capture form (001 §2.12, §5.4)', () => {
  it('shows the business’s lead fields, their texts, and no password', async () => {
    const { apollo, sent } = fakeRegistrationApi({
      business: { crmLeadCaptureFields: LEAD_FIELDS, crmWelcomeMessage: '<p>Tell us about you</p>' },
    });
    const { user } = await open(apollo, '/lead', 'Tell us about you');
    expect(screen.getByLabelText('(optional) Instrument')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Anything else\?/)).toBeRequired();
    expect(screen.queryByLabelText(/Staff note/)).toBeNull();
    expect(screen.queryByLabelText(/Password/)).toBeNull();
    await enter(user, screen.getByLabelText('(optional) Student age'), '0');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Student age must be at least 1')).toBeInTheDocument();
    expect(screen.getByText('"Anything else?" is required')).toBeInTheDocument();
    expect(screen.getByText("A dependent's first name is required")).toBeInTheDocument();
    await enter(user, screen.getByLabelText(/^Anything else\?/), 'Jazz');
    expect(screen.queryByText('"Anything else?" is required')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'I am the student' }));
    expect(screen.queryByLabelText(/Student first name/)).toBeNull();
    expect(callsOf(sent, 'SelfRegister')).toEqual([]);
  });

  it('registers a prospect (leadForm, no password) and thanks them', async () => {
    const { apollo, sent } = fakeRegistrationApi({
      business: { crmLeadCaptureFields: LEAD_FIELDS, crmThankYouMessage: '<p>We will call you soon.</p>' },
    });
    const { user } = await open(apollo, '/lead?utm_campaign=fall', 'Your name');
    await enter(user, screen.getByLabelText(/^First name/), 'Ann');
    await enter(user, screen.getByLabelText(/^Last name/), 'Lee');
    await enter(user, screen.getByLabelText(/^Your email/), 'ann@example.com');
    await enter(user, screen.getByLabelText(/^Your phone \*/), '212 555 0100');
    await enter(user, screen.getByLabelText(/^Student first name/), 'Bo');
    await enter(user, screen.getByLabelText(/^Student last name/), 'Lee');
    await enter(user, screen.getByLabelText('(optional) Student age'), '7');
    await enter(user, screen.getByLabelText(/^Anything else\?/), 'Jazz please');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
    expect(screen.getByText('We will call you soon.')).toBeInTheDocument();
    const [call] = callsOf(sent, 'SelfRegister');
    expect(call.variables.input).toMatchObject({
      leadForm: true,
      email: 'ann@example.com',
      phones: ['+12125550100'],
      leadCaptureFields: JSON.stringify({ 'Anything else?': 'Jazz please' }),
      utmParameters: JSON.stringify({ utm_campaign: 'fall' }),
      dependents: [{ firstName: 'Bo', lastName: 'Lee', leadCaptureFields: '{"Student age":7}' }],
    });
    expect(call.variables.input).not.toHaveProperty('password');
  });
});

describe('/invite: the invitation link (001 §4.4)', () => {
  it('reads clientId and code from the link, and the address the code names', () => {
    expect(invitationOf('?clientId=p1&code=abc')).toEqual({ clientId: 'p1', code: 'abc', email: null });
    const code = fakeJwt({ email: 'ann@example.com', business: 'demo' });
    expect(invitationOf(`?clientId=p1&code=${code}`)).toEqual({
      clientId: 'p1',
      code,
      email: 'ann@example.com',
    });
    expect(invitationOf('?clientId=p1')).toBeNull();
  });

  it('a code naming the address asks only for the password', async () => {
    const { apollo, sent } = fakeRegistrationApi();
    const code = fakeJwt({ email: 'ann@example.com', business: 'demo' });
    const { user, api } = await open(apollo, `/invite?clientId=p1&code=${code}`, 'Accept your invitation');
    expect(screen.getByText('ann@example.com')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^E-mail/)).toBeNull();
    await enter(user, screen.getByLabelText(/^New password/), 'Abcdefg1');
    await enter(user, screen.getByLabelText(/^Confirm the password/), 'Abcdefg1');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    await waitFor(() => expect(api.loginSimple).toHaveBeenCalled());
    expect(callsOf(sent, 'InviteVerify')[0].variables).toMatchObject({ inviteCode: code });
    expect(api.loginSimple).toHaveBeenCalledWith({
      login: 'ann@example.com',
      password: 'Abcdefg1',
      business: 'demo',
    });
  });

  it('a link without its code is refused', async () => {
    await open(
      fakeRegistrationApi().apollo,
      '/invite?clientId=p1',
      'This invitation is invalid or has expired',
    );
  });

  it('asks for a password with the registration rules', async () => {
    const { apollo, sent } = fakeRegistrationApi();
    const { user } = await open(apollo, '/invite?clientId=p1&code=c0de', 'Accept your invitation');
    await enter(user, screen.getByLabelText(/^E-mail/), 'ann@example.com');
    await enter(user, screen.getByLabelText(/^New password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(
      await screen.findByText(
        'At least 8 characters, one upper-case, one lower-case and one number are required',
      ),
    ).toBeInTheDocument();
    expect(callsOf(sent, 'InviteVerify')).toEqual([]);
  });

  it('verifies the invitation with the new password, then signs in and goes home', async () => {
    const { apollo, sent } = fakeRegistrationApi();
    const { user, api } = await open(apollo, '/invite?clientId=p1&code=c0de', 'Accept your invitation');
    await enter(user, screen.getByLabelText(/^E-mail/), 'Ann@Example.com');
    await enter(user, screen.getByLabelText(/^New password/), 'Abcdefg1');
    await enter(user, screen.getByLabelText(/^Confirm the password/), 'Abcdefg1');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/clients/self'));
    expect(callsOf(sent, 'InviteVerify')[0].variables).toEqual({
      business: 'demo',
      clientId: 'p1',
      inviteCode: 'c0de',
      newPassword: 'Abcdefg1',
    });
    expect(api.loginSimple).toHaveBeenCalledWith({
      login: 'ann@example.com',
      password: 'Abcdefg1',
      business: 'demo',
    });
  });

  it("shows the server's refusal", async () => {
    const { apollo } = fakeRegistrationApi({
      inviteVerify: () => ({ status: 'error', error: 'This invitation is invalid or has expired' }),
    });
    const { user, api } = await open(apollo, '/invite?clientId=p1&code=old', 'Accept your invitation');
    await enter(user, screen.getByLabelText(/^E-mail/), 'ann@example.com');
    await enter(user, screen.getByLabelText(/^New password/), 'Abcdefg1');
    await enter(user, screen.getByLabelText(/^Confirm the password/), 'Abcdefg2');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Confirm the password/));
    await enter(user, screen.getByLabelText(/^Confirm the password/), 'Abcdefg1');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation is invalid or has expired');
    expect(api.loginSimple).not.toHaveBeenCalled();
  });
});
