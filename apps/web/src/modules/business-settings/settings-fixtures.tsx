import { render } from '@testing-library/react';
import { ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { of } from 'rxjs';
import { createCache } from '../../app/apollo';
import { Session, SessionContext } from '../../app/session';
import { UiProviders } from '../../app/theme';
import type { BusinessSettings, BusinessUpdateResult } from './business-settings.graphql';
import { BusinessSettingsForms } from './business-settings-screen';
import { MANAGED_ELSEWHERE, SETTINGS, fieldOf } from './settings-catalogue';

/** The business settings as the tests' fake API holds them. */

export const PLAN = {
  __typename: 'BusinessPlan',
  discount: null,
  discountReason: null,
  rate: 4900,
  freeUntil: '2026-12-01',
  nextPaymentDue: null,
  paymentGatewayCustomerId: 'cus_1',
  accountStatus: 'active',
  endAt: null,
  planType: 'monthly',
  currency: 'USD',
  lastSuccessfulPayment: null,
  paymentMethod: null,
  premiumFeatures: [{ __typename: 'PremiumFeature', label: 'SMS', amount: 500, startAt: '2026-01-01' }],
};

export const FORM_FIELD = {
  __typename: 'FormField',
  id: 'f1',
  name: 'Instrument',
  fieldType: 'select',
  showField: true,
  requireField: false,
  fieldChoices: ['Piano', 'Violin'],
  clientCustomAttribute: 'instrument',
  autoTagClient: 'yes',
  conditionalOptions: [{ __typename: 'ConditionalOptions', selectedChoice: 'Piano', choices: ['Grand'] }],
  conditionalFieldId: 'f0',
};

/** The demo business as the API returns it: every field the screen reads, most of them empty. */
export function loaded(overrides: Record<string, unknown> = {}): BusinessSettings {
  const business: Record<string, unknown> = { __typename: 'Business', name: 'demo' };
  for (const setting of SETTINGS) business[fieldOf(setting)] = null;
  for (const managed of MANAGED_ELSEWHERE) business[managed.name] = [];
  return {
    ...business,
    name: 'demo',
    fullName: 'Demo Music School',
    tagline: 'Music for everyone',
    contactEmail: 'hello@demo.example',
    emailFrom: 'hello@demo.example',
    timezone: 'America/New_York',
    locale: 'en-US',
    country: 'US',
    defaultCurrency: 'USD',
    uiPrimaryColor: '#3b5bdb',
    welcomeMessage: '<p>Welcome</p>',
    status: 'BUSINESS_STATUS_ACTIVE',
    smsFeatureEnabled: true,
    crmEnabled: false,
    smsTier: 1,
    notificationsEnabled: true,
    notificationsEnabledOwnersOnly: false,
    internalVideoConfEnabled: true,
    enableClientPosting: false,
    clientStatuses: ['Active', 'Prospect'],
    paymentGatewayId: 'stripe',
    merchantId: 'acct_1',
    paymentGatewayApiKey: '********',
    mailchimpSyncKey: null,
    surchargeDetails: { __typename: 'SurchargeDetails', basisPoints: 300 },
    plan: PLAN,
    selfRegisterFields: [FORM_FIELD],
    widgetLinks: [{ __typename: 'WidgetLink', link: 'lessons' }],
    ...overrides,
  } as BusinessSettings;
}

export const LOADED = loaded();

export interface Sent {
  operationName: string;
  variables: Record<string, unknown>;
}

/**
 * An Apollo client over a fake API: the business as last saved (at first LOADED), and
 * mutation answers from `answer`.
 */
export function fakeApi(answer: (sent: Sent) => BusinessUpdateResult) {
  const sent: Sent[] = [];
  let business = LOADED;
  const link = new ApolloLink((operation) => {
    const call = { operationName: operation.operationName ?? '', variables: operation.variables };
    sent.push(call);
    if (call.operationName === 'FullBusinessQuery') return of({ data: { fullBusinessQuery: business } });
    const result = answer(call);
    if (result.business) business = result.business;
    const field = call.operationName === 'UpdateBusiness' ? 'updateBusiness' : 'selfUpdateBusiness';
    return of({
      data: {
        [field]: {
          __typename: 'BusinessResult',
          status: result.status,
          error: result.error ?? null,
          business: result.business ?? null,
        },
      },
    });
  });
  return { sent, apollo: new ApolloClient({ link, cache: createCache() }) };
}

export const mutations = (sent: Sent[]) => sent.filter((s) => s.operationName !== 'FullBusinessQuery');

/** The settings forms alone, outside the app, in a given session. */
export function renderForms(apollo: ApolloClient, session: Session, isSuperuser = false) {
  return render(
    <ApolloProvider client={apollo}>
      <UiProviders>
        <SessionContext.Provider value={session}>
          <BusinessSettingsForms business={LOADED} isSuperuser={isSuperuser} />
        </SessionContext.Provider>
      </UiProviders>
    </ApolloProvider>,
  );
}
