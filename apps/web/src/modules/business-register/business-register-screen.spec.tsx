import { enter, setupUser, User } from '../../test/user';
import { screen, waitFor } from '@testing-library/react';
import { ApolloClient, ApolloLink } from '@apollo/client';
import { of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { Texts } from '@tempo/contracts';
import { createCache } from '../../app/apollo';
import { renderApp } from '../../test/render-app';
import type { StatusResult } from './business-register.graphql';
import { baseDomainOf, isBusinessNameFormat } from './business-rules';
import { registrationVariables, emptyRegistration, validateRegistration } from './registration-model';

interface Sent {
  operationName: string;
  variables: Record<string, unknown>;
}

const TAKEN = new Set(['demo']);

/** An Apollo client over a fake API: names in TAKEN are taken; registrations answered by `answer`. */
function fakeApi(
  answer: (sent: Sent) => Pick<StatusResult, 'status'> & Partial<StatusResult> = () => ({ status: 'ok' }),
) {
  const sent: Sent[] = [];
  const link = new ApolloLink((operation) => {
    const call = { operationName: operation.operationName ?? '', variables: operation.variables };
    sent.push(call);
    if (call.operationName === 'CheckBusinessNameAvailability')
      return of({
        data: {
          checkBusinessNameAvailability: {
            __typename: 'BusinessNameAvailability',
            available: !TAKEN.has(String(call.variables.business)),
          },
        },
      });
    const result = answer(call);
    return of({
      data: {
        selfRegisterBusiness: {
          __typename: 'StatusResult',
          status: result.status,
          error: result.error ?? null,
        },
      },
    });
  });
  return { sent, apollo: new ApolloClient({ link, cache: createCache() }) };
}

const checks = (sent: Sent[]) =>
  sent.filter((s) => s.operationName === 'CheckBusinessNameAvailability').map((s) => s.variables.business);
const registrations = (sent: Sent[]) => sent.filter((s) => s.operationName === 'SelfRegisterBusiness');

async function openForm(apollo: ApolloClient) {
  const { view } = renderApp({ path: '/business/register', apollo });
  await view;
  await screen.findByRole('heading', { name: 'Register your business' });
  return setupUser();
}

async function fillRequired(user: User, name = 'harmony') {
  await enter(user, screen.getByLabelText(/^First name/), 'Hana');
  await enter(user, screen.getByLabelText(/^Last name/), 'Lee');
  await enter(user, screen.getByLabelText(/^E-mail/), ' hana@harmony.example ');
  await enter(user, screen.getByLabelText(/^Phone number/), '(555) 010-0199');
  await enter(user, screen.getByLabelText(/^Business name/), 'Harmony Music');
  await enter(user, screen.getByLabelText(/^Subdomain/), name);
  await enter(user, screen.getByLabelText(/^Business website/), 'https://harmony.example');
}

describe('business registration rules', () => {
  it('checks business names as the server does', () => {
    expect(isBusinessNameFormat('demo')).toBe(true);
    expect(isBusinessNameFormat('a1-b')).toBe(true);
    for (const bad of ['ab', '1abc', 'abc-', 'ab_c', 'Abc', `a${'b'.repeat(40)}`])
      expect(isBusinessNameFormat(bad)).toBe(false);
  });

  it('builds a business address on the current base domain and port', () => {
    const app = { protocol: 'http:', hostname: 'app.localhost', port: '4000' };
    expect(baseDomainOf(app)).toBe('localhost:4000');
    expect(baseDomainOf({ protocol: 'https:', hostname: 'demo.tempo.example', port: '' })).toBe(
      'tempo.example',
    );
    expect(baseDomainOf({ protocol: 'http:', hostname: 'localhost', port: '4000' })).toBe('localhost:4000');
  });

  it('sends trimmed values, the name in lower case and blank optional fields as null', () => {
    const values = {
      ...emptyRegistration(),
      firstName: ' Hana ',
      lastName: 'Lee',
      email: ' hana@harmony.example',
      phoneNumber: '555 010 0199',
      businessFullName: 'Harmony',
      business: ' Harmony ',
      businessWebsite: 'https://harmony.example ',
      prospectActiveStudents: ' 40 ',
      prospectPainPoints: '   ',
    };
    expect(validateRegistration(values)).toEqual({});
    expect(registrationVariables(values)).toEqual({
      firstName: 'Hana',
      lastName: 'Lee',
      email: 'hana@harmony.example',
      phoneNumber: '555 010 0199',
      business: 'harmony',
      businessFullName: 'Harmony',
      businessWebsite: 'https://harmony.example',
      country: 'US',
      locale: 'en-US',
      prospectActiveStudents: '40',
      prospectActiveLocations: null,
      prospectCurrentSoftware: null,
      prospectPainPoints: null,
    });
  });
});

describe('business registration screen', { timeout: 20000 }, () => {
  it("labels the optional prospect fields '(optional)' and shows the background image", async () => {
    await openForm(fakeApi().apollo);
    for (const label of [
      'First name',
      'Last name',
      'E-mail',
      'Phone number',
      'Subdomain',
      'Business website',
    ])
      expect(screen.getByLabelText(new RegExp(`^${label}`))).toBeRequired();
    for (const label of [
      'Number of active students',
      'Number of locations',
      'Software you use today',
      'What would you like to improve?',
    ])
      expect(screen.getByLabelText(`(optional) ${label}`)).not.toBeRequired();
    expect(screen.getByTestId('registration-background')).toHaveStyle({ position: 'fixed' });
  });

  it('checks the format and reserved names at once, and availability once typing pauses', async () => {
    const { apollo, sent } = fakeApi();
    const user = await openForm(apollo);
    const name = screen.getByLabelText(/^Subdomain/);
    await user.type(name, 'demo');
    expect(await screen.findByText('demo is taken')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');

    await user.clear(name);
    await user.type(name, 'Harmony');
    expect(await screen.findByText('harmony is available')).toBeInTheDocument();
    expect(checks(sent)).toEqual(['demo', 'harmony']);

    await user.clear(name);
    await user.type(name, '9lives');
    expect(screen.getByText(Texts.businessNameInvalid)).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'app');
    expect(screen.getByText(Texts.businessNameReserved('app'))).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 400));
    expect(checks(sent)).toEqual(['demo', 'harmony']);
  });

  it('requires the required fields and a valid e-mail before sending anything', async () => {
    const { apollo, sent } = fakeApi();
    const user = await openForm(apollo);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    for (const message of [
      'First name is required',
      'Last name is required',
      'E-mail is required',
      'Phone number is required',
      'Business name is required',
      'Subdomain is required',
      'Business website is required',
    ])
      expect(screen.getByText(message)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^E-mail/), 'hana@harmony');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText(Texts.validEmailRequired)).toBeInTheDocument();
    expect(registrations(sent)).toEqual([]);
  });

  it("shows the server's error in an error toast and keeps the input", async () => {
    const { apollo, sent } = fakeApi(() => ({
      status: 'error',
      error: 'This business name is already taken',
    }));
    const user = await openForm(apollo);
    await fillRequired(user);
    await screen.findByText('harmony is available');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('This business name is already taken')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Hana');
    expect(screen.getByLabelText(/^Subdomain/)).toHaveValue('harmony');
    expect(screen.queryByText('Thank you for registering')).not.toBeInTheDocument();
    expect(registrations(sent)).toHaveLength(1);
  });

  it('registers and says a sign-in link was sent to the e-mail', async () => {
    const { apollo, sent } = fakeApi();
    const user = await openForm(apollo);
    await fillRequired(user);
    await user.type(screen.getByLabelText('(optional) Number of active students'), '120');
    await screen.findByText('harmony is available');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('heading', { name: 'Thank you for registering' })).toBeInTheDocument();
    expect(screen.getByText(/A sign-in link was sent to/)).toHaveTextContent(
      'A sign-in link was sent to hana@harmony.example',
    );
    await waitFor(() => expect(registrations(sent)).toHaveLength(1));
    expect(registrations(sent)[0].variables).toEqual({
      firstName: 'Hana',
      lastName: 'Lee',
      email: 'hana@harmony.example',
      phoneNumber: '(555) 010-0199',
      business: 'harmony',
      businessFullName: 'Harmony Music',
      businessWebsite: 'https://harmony.example',
      country: 'US',
      locale: expect.stringMatching(/^[a-z]{2}(-[A-Z]{2})?$/),
      prospectActiveStudents: '120',
      prospectActiveLocations: null,
      prospectCurrentSoftware: null,
      prospectPainPoints: null,
    });
  });

  it('does not send a name known to be taken', async () => {
    const { apollo, sent } = fakeApi();
    const user = await openForm(apollo);
    await fillRequired(user, 'demo');
    await screen.findByText('demo is taken');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(registrations(sent)).toEqual([]);
  });
});
