import { ApolloClient, ApolloLink } from '@apollo/client';
import { of } from 'rxjs';
import { createCache } from '../../app/apollo';
import type { SelfRegisterResult } from './registration.graphql';

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

const requirement = (fieldName: string, fieldType: string, fieldRequirement: string, order: number) => ({
  __typename: 'DataRequirement',
  id: fieldName,
  fieldName,
  fieldType,
  fieldRequirement,
  isBuiltin: true,
  order,
  fieldOptions: [],
  conditionalOptions: [],
  conditionalFieldId: null,
  isAccountManagerInformation: fieldName !== 'STUDENT_BIRTHDATE',
});

/** A phase the business has not saved, as the people subgraph answers it (its default built-ins). */
export const defaultPhase = (phaseType: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'CustomerJourneyPhase',
  phaseType,
  version: 0,
  dataRequirements: [
    requirement('GENDER', 'SINGLE_SELECTION', 'OPTIONAL', 0),
    requirement('STUDENT_BIRTHDATE', 'DATE', phaseType === 'LEAD_FORM' ? 'OPTIONAL' : 'REQUIRED', 1),
    requirement('ADDRESS', 'ADDRESS', 'OPTIONAL', 2),
  ],
  additionalConfig: { __typename: 'PhaseAdditionalConfig', welcomeMessage: null, thankYouMessage: null },
  ...overrides,
});

export interface FakeAnswers {
  business?: Record<string, unknown>;
  /** Overrides of the form's journey phase. */
  phase?: Record<string, unknown>;
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
        return of({
          data: {
            businessQuery: registrationBusiness(answers.business),
            customerJourneyPhaseByType: defaultPhase(String(call.variables.phaseType), answers.phase),
          },
        });
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
