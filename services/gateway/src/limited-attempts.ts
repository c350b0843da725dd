import type { FieldNode } from 'graphql';
import { argumentAt } from './arguments';
import type { RootField } from './root-fields';

/**
 * Root fields that sign in, send mail or probe business names, with what
 * their rate limits count (README "Rate limits"): the class picks the
 * limits; `login` is the argument naming the targeted account, `recipient`
 * the one naming who gets the mail (first non-empty path wins). Names as in
 * the spec (000 §7.2, §7.4; 001 §7.1, §7.4; 002 proposals).
 */
export type LimitClass = 'sign-in' | 'mail' | 'name-check';

export interface LimitedField {
  class: LimitClass;
  login?: readonly string[];
  recipient?: readonly string[];
}

export const LIMITED_FIELDS: Readonly<Record<string, LimitedField>> = {
  loginSimple: { class: 'sign-in', login: ['login'] },
  loginPasswordless: { class: 'sign-in' },
  loginRefresh: { class: 'sign-in' },
  confirmBusinessRegistration: { class: 'sign-in' },
  // Guessing invite codes of one client is guessing that client's password.
  inviteVerify: { class: 'sign-in', login: ['clientId'] },
  requestSelfAuthLink: { class: 'mail', recipient: ['email'] },
  requestSelfBookingAuthLink: { class: 'mail', recipient: ['email'] },
  requestProposalLink: { class: 'mail', recipient: ['email'] },
  selfRegisterBusiness: { class: 'mail', recipient: ['email'] },
  selfRegister: { class: 'mail', recipient: ['email', 'input.email'] },
  invite: { class: 'mail', recipient: ['clientId'] },
  checkBusinessNameAvailability: { class: 'name-check' },
  businessExists: { class: 'name-check' },
};

/** One occurrence of a rate-limited root field. */
export interface LimitedAttempt {
  field: string;
  /** The alias, or the field name: where its result is in the response data. */
  responseKey: string;
  class: LimitClass;
  /** Trimmed, lower-cased; null when the field names none (or an empty one, as federated login does). */
  login: string | null;
  recipient: string | null;
}

const firstString = (
  field: FieldNode,
  paths: readonly string[] | undefined,
  vars: Record<string, unknown>,
) => {
  for (const path of paths ?? []) {
    const v = argumentAt(field, path, vars);
    if (typeof v === 'string' && v.trim()) return v.trim().toLowerCase();
  }
  return null;
};

/** Every rate-limited root field occurrence of a request, aliases one by one, variable defaults resolved. */
export function limitedAttempts(fields: RootField[]): LimitedAttempt[] {
  const out: LimitedAttempt[] = [];
  for (const { field, variables } of fields) {
    const name = field.name.value;
    const spec = Object.prototype.hasOwnProperty.call(LIMITED_FIELDS, name)
      ? LIMITED_FIELDS[name]
      : undefined;
    if (!spec) continue;
    out.push({
      field: name,
      responseKey: field.alias?.value ?? name,
      class: spec.class,
      login: firstString(field, spec.login, variables),
      recipient: firstString(field, spec.recipient, variables),
    });
  }
  return out;
}
