import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloClient, ApolloLink } from '@apollo/client';
import { of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../app/apollo';
import { renderApp, userOf } from '../../test/render-app';
import type { BusinessSettings, BusinessUpdateResult } from './business-settings.graphql';
import { changedOwnerFields, ownerValuesOf, platformValuesOf, platformVariables } from './settings-model';

const LOADED: BusinessSettings = {
  name: 'demo',
  fullName: 'Demo Music School',
  tagline: 'Music for everyone',
  contactEmail: 'hello@demo.example',
  emailFrom: 'Demo Music School',
  businessWebsite: null,
  businessPhoneNumber: null,
  timezone: 'America/New_York',
  locale: 'en-US',
  country: 'US',
  defaultCurrency: 'USD',
  uiPrimaryColor: '#3b5bdb',
  uiSecondaryColor: null,
  uiLogoUrl: null,
  uiFaviconUrl: null,
  welcomeMessage: '<p>Welcome</p>',
  status: 'BUSINESS_STATUS_ACTIVE',
  smsFeatureEnabled: true,
  crmEnabled: false,
  voipEnabled: false,
  smsTier: 1,
  notificationsEnabled: true,
  notificationsEnabledOwnersOnly: false,
  internalVideoConfEnabled: true,
  paymentGatewayId: 'stripe',
  merchantId: 'acct_1',
  plan: { planType: 'monthly', freeUntil: '2026-12-01', accountStatus: 'active' },
};

const typed = (b: BusinessSettings) => ({
  __typename: 'Business',
  ...b,
  plan: b.plan ? { __typename: 'BusinessPlan', ...b.plan } : null,
});

interface Sent {
  operationName: string;
  variables: Record<string, unknown>;
}

/** An Apollo client over a fake API: the loaded business, and mutation answers from `answer`. */
function fakeApi(answer: (sent: Sent) => BusinessUpdateResult) {
  const sent: Sent[] = [];
  const link = new ApolloLink((operation) => {
    const call = { operationName: operation.operationName ?? '', variables: operation.variables };
    sent.push(call);
    if (call.operationName === 'FullBusinessQuery') return of({ data: { fullBusinessQuery: typed(LOADED) } });
    const result = answer(call);
    const field = call.operationName === 'UpdateBusiness' ? 'updateBusiness' : 'selfUpdateBusiness';
    return of({
      data: {
        [field]: {
          __typename: 'BusinessResult',
          status: result.status,
          error: result.error ?? null,
          business: result.business ? typed(result.business) : null,
        },
      },
    });
  });
  return { sent, apollo: new ApolloClient({ link, cache: createCache() }) };
}

const mutations = (sent: Sent[]) => sent.filter((s) => s.operationName !== 'FullBusinessQuery');

describe('business settings model', () => {
  it('sends only the changed fields, trimmed, and an emptied field as null', () => {
    const initial = ownerValuesOf(LOADED);
    const changed = changedOwnerFields(initial, {
      ...initial,
      fullName: '  New Name ',
      tagline: '   ',
      locale: 'en-US ',
    });
    expect(changed).toEqual({ fullName: 'New Name', tagline: null });
  });

  it('sends the three required flags of updateBusiness as loaded, plus the changed settings', () => {
    const initial = platformValuesOf(LOADED);
    expect(platformVariables(LOADED, initial, { ...initial, crmEnabled: true, smsTier: '' })).toEqual({
      business: 'demo',
      notificationsEnabled: true,
      notificationsEnabledOwnersOnly: false,
      internalVideoConfEnabled: true,
      crmEnabled: true,
      smsTier: null,
    });
  });
});

describe('business settings screen', () => {
  it("labels the fields not required '(optional)' and shows the billing summaries", async () => {
    const { apollo } = fakeApi(() => ({ status: 'ok' }));
    const { view } = renderApp({ path: '/business/demo/edit', user: userOf('owner'), apollo });
    await view;
    const fullName = await screen.findByLabelText(/^Full name/);
    expect(fullName).toHaveValue('Demo Music School');
    expect(fullName).toBeRequired();
    for (const label of [
      'Tagline',
      'Contact e-mail',
      'Time zone',
      'Primary colour',
      'Welcome message (HTML)',
    ])
      expect(screen.getByLabelText(`(optional) ${label}`)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveTextContent('acct_1');
    expect(screen.getByRole('region', { name: 'Subscription' })).toHaveTextContent('monthly');
    expect(screen.queryByRole('region', { name: 'Platform settings' })).not.toBeInTheDocument();
  });

  it("saves only the changed fields with selfUpdateBusiness and says 'Success'", async () => {
    const { apollo, sent } = fakeApi(() => ({
      status: 'ok',
      business: { ...LOADED, fullName: 'Demo Music' },
    }));
    const { view } = renderApp({ path: '/business/demo/edit', user: userOf('owner'), apollo });
    await view;
    const user = userEvent.setup();
    const fullName = await screen.findByLabelText(/^Full name/);
    await user.clear(fullName);
    await user.type(fullName, 'Demo Music');
    await user.type(screen.getByLabelText('(optional) Phone number'), '555-0100');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Success')).toBeInTheDocument();
    expect(mutations(sent)).toEqual([
      {
        operationName: 'SelfUpdateBusiness',
        variables: { business: 'demo', fullName: 'Demo Music', businessPhoneNumber: '555-0100' },
      },
    ]);
    await waitFor(() => expect(document.title).toBe('Demo Music'));
  });

  it("shows 'Error' with the server's message and requires the full name", async () => {
    const { apollo, sent } = fakeApi(() => ({ status: 'error', error: 'Invalid sender name' }));
    const { view } = renderApp({ path: '/business/demo/edit', user: userOf('owner'), apollo });
    await view;
    const user = userEvent.setup();
    const fullName = await screen.findByLabelText(/^Full name/);
    await user.clear(fullName);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(mutations(sent)).toEqual([]);

    await user.type(fullName, 'Demo Music School');
    await user.type(screen.getByLabelText('(optional) E-mail sender name'), ' <b>');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Invalid sender name')).toBeInTheDocument();
    expect(mutations(sent)).toEqual([
      {
        operationName: 'SelfUpdateBusiness',
        variables: { business: 'demo', emailFrom: 'Demo Music School <b>' },
      },
    ]);
  });

  it('lets a superuser save platform settings with updateBusiness', async () => {
    const { apollo, sent } = fakeApi(() => ({ status: 'ok', business: { ...LOADED, crmEnabled: true } }));
    const { view } = renderApp({ path: '/business/demo/edit', user: userOf('superuser'), apollo });
    await view;
    const user = userEvent.setup();
    const platform = await screen.findByRole('region', { name: 'Platform settings' });
    await user.click(within(platform).getByLabelText('CRM enabled'));
    await user.click(within(platform).getByRole('button', { name: 'Save platform settings' }));
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
        },
      },
    ]);
  });
});
