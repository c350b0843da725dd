import { ApolloClient, ApolloLink } from '@apollo/client';
import { of } from 'rxjs';
import { createCache } from '../../app/apollo';
import type { SelfRegisterResult } from './people-registration.documents';

/** What a fake API call received. */
export interface Sent {
  operationName: string;
  variables: Record<string, unknown>;
}

/** A form field row as the API returns it. */
export const formField = (
  id: string,
  name: string,
  fieldType: string,
  extra: Record<string, unknown> = {},
): Record<string, unknown> => ({
  __typename: 'FormField',
  id,
  name,
  fieldType,
  showField: true,
  requireField: false,
  fieldChoices: [],
  conditionalOptions: [],
  conditionalFieldId: null,
  ...extra,
});

/** The demo business as the public forms read it; a test overrides what it is about. */
export const registrationBusiness = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  __typename: 'Business',
  name: 'demo',
  fullName: 'Demo Music School',
  uiLogoUrl: null,
  welcomeMessage: '<p>Welcome to <b>Demo</b>!</p><script>window.hacked = true</script>',
  crmWelcomeMessage: null,
  crmThankYouMessage: null,
  genderDisplayOption: 'Pronouns',
  formsPhoneNumberRequired: true,
  smsFeatureEnabled: false,
  dataCollectionPrivacyPolicyUrl: null,
  messagingTermsAndConditionsUrl: null,
  selfRegisterFields: [],
  crmLeadCaptureFields: [],
  ...overrides,
});

export interface FakeAnswers {
  business?: Record<string, unknown>;
  selfRegister?: (sent: Sent) => Partial<SelfRegisterResult>;
  inviteVerify?: (sent: Sent) => { status: string; error?: string | null };
}

/** An Apollo client over a fake API for the registration pages; `sent` records every call. */
export function fakeRegistrationApi(answers: FakeAnswers = {}) {
  const sent: Sent[] = [];
  const link = new ApolloLink((operation) => {
    const call = { operationName: operation.operationName ?? '', variables: operation.variables };
    sent.push(call);
    switch (call.operationName) {
      case 'RegistrationBusiness':
        return of({ data: { businessQuery: registrationBusiness(answers.business) } });
      case 'SelfRegister': {
        const result = answers.selfRegister?.(call) ?? {};
        return of({
          data: {
            selfRegister: {
              __typename: 'SelfRegisterResult',
              status: result.status ?? 'ok',
              error: result.error ?? null,
              myself:
                result.myself === undefined
                  ? { __typename: 'People', id: 'p-new', dependents: [] }
                  : result.myself && {
                      __typename: 'People',
                      ...result.myself,
                      dependents: result.myself.dependents.map((d) => ({ __typename: 'People', ...d })),
                    },
            },
          },
        });
      }
      case 'InviteVerify': {
        const result = answers.inviteVerify?.(call) ?? { status: 'ok' };
        return of({ data: { inviteVerify: { __typename: 'StatusResult', error: null, ...result } } });
      }
      default:
        return of({ errors: [{ message: `No fake answer for ${call.operationName}` }] });
    }
  });
  return { sent, apollo: new ApolloClient({ link, cache: createCache() }) };
}

/** The calls of one operation. */
export const callsOf = (sent: Sent[], operationName: string) =>
  sent.filter((s) => s.operationName === operationName);
