import { ApolloClient, ApolloLink } from '@apollo/client';
import { Observable, of } from 'rxjs';
import { createCache } from '../../app/apollo';

/** People as the tests' fake API answers them: every field the person screens read. */

export type Person = Record<string, unknown> & { id: string; firstName: string; lastName: string };

export const person = (fields: Partial<Person> & Pick<Person, 'id' | 'firstName' | 'lastName'>): Person => ({
  __typename: 'People',
  version: 1,
  name: `${fields.firstName} ${fields.lastName}`,
  middleName: null,
  profilePhoto: null,
  email: null,
  phones: [],
  primaryPhone: null,
  address: null,
  street: null,
  city: null,
  state: null,
  zipCode: null,
  country: null,
  birthdate: null,
  gender: null,
  timezone: null,
  leadCaptureFields: null,
  marketingEmailDisabled: false,
  disableAllSmsNotifications: false,
  notificationOptOuts: [],
  staffRole: null,
  staffSecondaryAttribute: null,
  staffBio: null,
  staffCategorizedTags: [],
  staffServiceRates: null,
  staffCommissionRates: null,
  visibleByVisitors: true,
  visibleByClients: true,
  deactivated: false,
  staffOnlineId: null,
  staffEmployeeId: null,
  staffCalendarColor: null,
  staffNotificationEmailDisabled: false,
  canSeeStaffRatesAndProcessPayroll: false,
  canUpdateStaffRates: false,
  canSeeOwnClientsPersonalInfo: false,
  canTakeOwnAttendance: false,
  canCreateOwnClientsClientComments: false,
  canUpdateOwnAppointments: false,
  canCancelOwnAppointments: false,
  canCancelOwnSessions: false,
  dependents: [],
  ...fields,
});

export const staffMember = (fields: Partial<Person> & Pick<Person, 'id' | 'firstName' | 'lastName'>) =>
  person({ staffRole: 'staff', ...fields });

export interface Sent {
  operationName: string;
  variables: Record<string, unknown>;
}

/** What the fake API answers an operation: its `data`, or undefined for an operation it does not know. */
export type Answer = (sent: Sent) => Record<string, unknown> | undefined;

/** An Apollo client over a fake API; `sent` records every operation in order. */
export function fakeApi(answer: Answer) {
  const sent: Sent[] = [];
  const link = new ApolloLink((operation) => {
    const call = { operationName: operation.operationName ?? '', variables: operation.variables };
    sent.push(call);
    const data = answer(call);
    if (!data)
      return new Observable((o) => o.error(new Error(`No answer for ${call.operationName} in this test`)));
    return of({ data });
  });
  return { sent, apollo: new ApolloClient({ link, cache: createCache() }) };
}

export const named = (sent: Sent[], name: string) => sent.filter((s) => s.operationName === name);

/** A mutation's answer: ok with `key` holding the person, or an error text. */
export const result = (typename: string, key: string, value: unknown, error?: string) => ({
  __typename: typename,
  status: error ? 'error' : 'ok',
  error: error ?? null,
  [key]: error ? null : value,
});
