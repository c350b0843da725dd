import { setupUser } from '../../test/user';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Session } from '../../app/session';
import { renderApp, userOf } from '../../test/render-app';
import type { BusinessUpdateResult } from './business-settings.graphql';
import { OWNER_SETTINGS, SUPER_SETTINGS } from './settings-catalogue';
import { FORM_FIELD, LOADED, PLAN, Sent, fakeApi, loaded, mutations, renderForms } from './settings-fixtures';
import {
  FormFieldRow,
  ownerValuesOf,
  ownerVariables,
  rowsOf,
  superValuesOf,
  superVariables,
  validate,
} from './settings-model';

async function openAs(role: string, answer: (sent: Sent) => BusinessUpdateResult = () => ({ status: 'ok' })) {
  const api = fakeApi(answer);
  const { view } = renderApp({ path: '/business/demo/edit', user: userOf(role), apollo: api.apollo });
  await view;
  await screen.findByLabelText(/^Full name/);
  return { ...api, user: setupUser() };
}

describe('business settings model', () => {
  it('sends only the changed settings, trimmed, an emptied one as null and lists without blanks', () => {
    const initial = ownerValuesOf(LOADED);
    const variables = ownerVariables(LOADED, initial, {
      ...initial,
      fullName: '  New Name ',
      tagline: '   ',
      locale: 'en-US ',
      enableClientPosting: true,
      clientStatuses: ['Active', ' Prospect ', ' ', 'Lost'],
      welcomeMessage: '<p>Welcome</p>',
    });
    expect(variables).toEqual({
      business: 'demo',
      fullName: 'New Name',
      tagline: null,
      enableClientPosting: true,
      clientStatuses: ['Active', 'Prospect', 'Lost'],
    });
  });

  it('sends a secret only when something was typed', () => {
    const initial = ownerValuesOf(LOADED);
    expect(initial.mailchimpSyncKey).toBe('');
    expect(ownerVariables(LOADED, initial, { ...initial, mailchimpSyncKey: '  ' })).toEqual({
      business: 'demo',
    });
    expect(ownerVariables(LOADED, initial, { ...initial, mailchimpSyncKey: 'key-1' })).toEqual({
      business: 'demo',
      mailchimpSyncKey: 'key-1',
    });
    const supers = superValuesOf(LOADED);
    expect(superVariables(LOADED, supers, supers)).not.toHaveProperty('paymentGatewayApiKey');
  });

  it('sends the three required flags of updateBusiness, and a plan part as the whole plan', () => {
    const initial = superValuesOf(LOADED);
    const variables = superVariables(LOADED, initial, {
      ...initial,
      crmEnabled: true,
      smsTier: '',
      'plan.rate': '5900',
      'surchargeDetails.basisPoints': '',
    });
    const { __typename: _plan, premiumFeatures, ...plan } = PLAN;
    expect(variables).toEqual({
      business: 'demo',
      notificationsEnabled: true,
      notificationsEnabledOwnersOnly: false,
      internalVideoConfEnabled: true,
      crmEnabled: true,
      smsTier: null,
      plan: {
        ...plan,
        premiumFeatures: premiumFeatures.map(({ __typename: _f, ...feature }) => feature),
        rate: 5900,
      },
      surchargeDetails: null,
    });
  });

  it('keeps the parts of a form field this screen does not edit', () => {
    const initial = ownerValuesOf(LOADED);
    const [row] = rowsOf<FormFieldRow>(initial.selfRegisterFields);
    const variables = ownerVariables(LOADED, initial, {
      ...initial,
      selfRegisterFields: [{ ...row, name: 'Main instrument', fieldChoices: [...row.fieldChoices, 'Cello'] }],
    });
    const { __typename: _t, conditionalOptions, ...rest } = FORM_FIELD;
    expect(variables.selfRegisterFields).toEqual([
      {
        ...rest,
        conditionalOptions: conditionalOptions.map(({ __typename: _c, ...o }) => o),
        name: 'Main instrument',
        fieldChoices: ['Piano', 'Violin', 'Cello'],
      },
    ]);
  });

  it('checks e-mails, URLs, colours, phone numbers and numbers', () => {
    const values = {
      ...ownerValuesOf(LOADED),
      contactEmail: 'not-an-email',
      businessWebsite: 'demo.example',
      uiPrimaryColor: 'blue',
      businessPhoneNumber: '12',
      timezone: 'Mars/Olympus',
      fullName: ' ',
    };
    expect(validate(OWNER_SETTINGS, values)).toEqual({
      fullName: 'Full name is required',
      contactEmail: 'A valid email is required',
      businessWebsite: 'Website must be a web address starting with http:// or https://',
      uiPrimaryColor: 'Primary colour must be a hex colour such as #1a2b3c',
      businessPhoneNumber: 'Phone number must be a valid phone number',
      timezone: 'Time zone must be a time zone such as America/New_York',
    });
    expect(validate(SUPER_SETTINGS, { ...superValuesOf(LOADED), smsTier: '1.5' })).toEqual({
      smsTier: 'SMS tier must be a whole number, 0 or more',
    });
  });
});

describe('business settings screen', { timeout: 30000 }, () => {
  it("labels the settings not required '(optional)' and shows owners the summaries only", async () => {
    await openAs('owner');
    const fullName = screen.getByLabelText(/^Full name/);
    expect(fullName).toHaveValue('Demo Music School');
    expect(fullName).toBeRequired();
    expect(screen.getByLabelText(/^Time zone/)).toBeRequired();
    for (const label of ['Tagline', 'Contact e-mail', 'Primary colour', 'Welcome message (HTML)'])
      expect(screen.getByLabelText(`(optional) ${label}`)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '(optional) Client statuses' })).toBeInTheDocument();
    for (const title of [
      'Self-booking and forms',
      'Clients',
      'Messages',
      'Notifications and posting',
      'Integrations',
    ])
      expect(screen.getByRole('region', { name: title })).toBeInTheDocument();

    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(payment).toHaveTextContent('acct_1');
    expect(within(payment).getByLabelText('Collect the billing postal code')).toBeInTheDocument();
    expect(within(payment).queryByLabelText(/Gateway API key/)).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Subscription' })).toHaveTextContent('monthly');
    expect(screen.getByRole('region', { name: 'Notifications and posting' })).toHaveTextContent(
      'Notifications enabled: Yes',
    );
    expect(screen.queryByLabelText('Notifications enabled')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Platform settings' })).not.toBeInTheDocument();
    expect(screen.queryByText('Superuser settings')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save platform settings' })).not.toBeInTheDocument();
    expect(screen.getByTestId('managed-widgetLinks')).toHaveTextContent('Widget links: 1');
  });

  it("saves only the changed settings with selfUpdateBusiness and says 'Success'", async () => {
    const { sent, user } = await openAs('owner', () => ({
      status: 'ok',
      business: loaded({ fullName: 'Demo Music' }),
    }));
    const fullName = screen.getByLabelText(/^Full name/);
    await user.clear(fullName);
    await user.type(fullName, 'Demo Music');
    await user.type(screen.getByLabelText('(optional) Phone number'), '555-0100');
    await user.click(screen.getByLabelText('Client posting enabled'));
    await user.type(screen.getByRole('combobox', { name: '(optional) Client statuses' }), 'Lost{Enter}');
    const welcome = screen.getByLabelText('(optional) Welcome message (HTML)');
    await user.clear(welcome);
    await user.click(welcome);
    await user.paste('<p>Hello <b>all</b></p>');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Success')).toBeInTheDocument();
    expect(mutations(sent)).toEqual([
      {
        operationName: 'SelfUpdateBusiness',
        variables: {
          business: 'demo',
          fullName: 'Demo Music',
          businessPhoneNumber: '555-0100',
          enableClientPosting: true,
          clientStatuses: ['Active', 'Prospect', 'Lost'],
          welcomeMessage: '<p>Hello <b>all</b></p>',
        },
      },
    ]);
    // The saved business becomes the loaded one: nothing is left unsaved.
    expect(await screen.findByText('No unsaved changes')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('Demo Music');
  });

  it('previews a message as it will be kept, without scripts', async () => {
    const { user } = await openAs('owner');
    const welcome = screen.getByLabelText('(optional) Welcome message (HTML)');
    await user.clear(welcome);
    await user.click(welcome);
    await user.paste('<p onclick="steal()">Hi</p><script>alert(1)</script>');
    const preview = screen.getByTestId('preview-welcomeMessage');
    expect(preview.innerHTML).toBe('<p>Hi</p>');
  });

  it("shows 'Error' with the server's message, keeps the input, and requires the full name", async () => {
    const { sent, user } = await openAs('owner', () => ({ status: 'error', error: 'timezone is not known' }));
    const fullName = screen.getByLabelText(/^Full name/);
    await user.clear(fullName);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(mutations(sent)).toEqual([]);

    await user.type(fullName, 'Demo Music School');
    const timezone = screen.getByLabelText(/^Time zone/);
    await user.clear(timezone);
    await user.type(timezone, 'America/Chicago');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('timezone is not known')).toBeInTheDocument();
    expect(timezone).toHaveValue('America/Chicago');
    expect(mutations(sent)).toEqual([
      { operationName: 'SelfUpdateBusiness', variables: { business: 'demo', timezone: 'America/Chicago' } },
    ]);
  });

  it('shows the cheap checks (e-mail, URL, phone) next to their fields and sends nothing', async () => {
    const { sent, user } = await openAs('owner');
    const email = screen.getByLabelText('(optional) Contact e-mail');
    await user.clear(email);
    await user.type(email, 'hello@demo');
    await user.type(screen.getByLabelText('(optional) Website'), 'demo.example');
    await user.type(screen.getByLabelText('(optional) Phone number'), '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A valid email is required')).toBeInTheDocument();
    expect(
      screen.getByText('Website must be a web address starting with http:// or https://'),
    ).toBeInTheDocument();
    expect(screen.getByText('Phone number must be a valid phone number')).toBeInTheDocument();
    expect(screen.getByLabelText('(optional) Website')).toHaveAttribute('aria-invalid', 'true');
    expect(mutations(sent)).toEqual([]);
  });

  it('sends a typed mailing-list key, and no key when none was typed', async () => {
    const { sent, user } = await openAs('owner', ({ variables }) => ({
      status: 'ok',
      business: loaded({
        mailchimpSyncEnabled: true,
        mailchimpSyncKey: variables.mailchimpSyncKey ? '********' : null,
      }),
    }));
    await user.click(screen.getByLabelText('Mailing-list sync enabled'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Success');
    const key = screen.getByLabelText('(optional) Mailing-list API key');
    await user.type(key, 'secret-key');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mutations(sent)).toHaveLength(2));
    await waitFor(() => expect(key).toHaveValue(''));
    expect(screen.getByText('Set; it is never shown. Type a new value to replace it.')).toBeInTheDocument();
    expect(mutations(sent).map((m) => m.variables)).toEqual([
      { business: 'demo', mailchimpSyncEnabled: true },
      { business: 'demo', mailchimpSyncKey: 'secret-key' },
    ]);
  });

  it('lets a superuser save platform settings with updateBusiness, secrets only when typed', async () => {
    const { sent, user } = await openAs('superuser', () => ({
      status: 'ok',
      business: loaded({ crmEnabled: true, smsTier: 5 }),
    }));
    const platform = screen.getByRole('region', { name: 'Platform settings' });
    await user.click(within(platform).getByLabelText('CRM enabled'));
    const tier = within(platform).getByLabelText('(optional) SMS tier');
    await user.clear(tier);
    await user.type(tier, '5');
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(within(payment).getByLabelText('(optional) Gateway API key')).toHaveValue('');
    expect(
      within(payment).getByText('Set; it is never shown. Type a new value to replace it.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save platform settings' }));
    expect(await screen.findByText('Success')).toBeInTheDocument();
    expect(mutations(sent)).toEqual([
      {
        operationName: 'UpdateBusiness',
        variables: {
          business: 'demo',
          notificationsEnabled: true,
          notificationsEnabledOwnersOnly: false,
          internalVideoConfEnabled: true,
          crmEnabled: true,
          smsTier: 5,
        },
      },
    ]);

    await user.type(within(payment).getByLabelText('(optional) Gateway API key'), 'sk_live_2');
    await user.click(screen.getByRole('button', { name: 'Save platform settings' }));
    await waitFor(() => expect(mutations(sent)).toHaveLength(2));
    expect(mutations(sent)[1].variables).toEqual({
      business: 'demo',
      notificationsEnabled: true,
      notificationsEnabledOwnersOnly: false,
      internalVideoConfEnabled: true,
      paymentGatewayApiKey: 'sk_live_2',
    });
  });

  it('shows a superuser the superuser settings of each section, and the owner settings too', async () => {
    await openAs('superuser');
    const notifications = screen.getByRole('region', { name: 'Notifications and posting' });
    expect(within(notifications).getByLabelText('Notifications enabled')).toBeChecked();
    const subscription = screen.getByRole('region', { name: 'Subscription' });
    expect(within(subscription).getByLabelText('(optional) Plan')).toHaveValue('monthly');
    const platform = screen.getByRole('region', { name: 'Platform settings' });
    expect(within(platform).getByLabelText(/^Status/)).toHaveValue('BUSINESS_STATUS_ACTIVE');
    expect(within(platform).getByLabelText('Time-off policy enabled')).not.toBeChecked();
    expect(screen.getByLabelText(/^Full name/)).toBeInTheDocument();
  });
});

describe('after a save', { timeout: 30000 }, () => {
  const saveTagline = async (sessionBusiness: string) => {
    const refreshBusiness = vi.fn(async () => undefined);
    const session = {
      user: userOf('owner'),
      business: { name: sessionBusiness },
      refreshBusiness,
    } as unknown as Session;
    const { apollo } = fakeApi(() => ({ status: 'ok', business: loaded({ tagline: 'New tagline' }) }));
    renderForms(apollo, session);
    const user = setupUser();
    const tagline = screen.getByLabelText('(optional) Tagline');
    await user.clear(tagline);
    await user.type(tagline, 'New tagline');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('No unsaved changes');
    return refreshBusiness;
  };

  it("refreshes the session's business when it is the one saved", async () => {
    const refreshBusiness = await saveTagline(LOADED.name);
    await waitFor(() => expect(refreshBusiness).toHaveBeenCalledTimes(1));
  });

  it("leaves the session's business alone when a superuser saved another one", async () => {
    const refreshBusiness = await saveTagline('elsewhere');
    expect(refreshBusiness).not.toHaveBeenCalled();
  });
});
