import { hasZipCode } from './countries';
import type { FieldRequirement } from './form-fields';
import { checkPhone, stripPhone } from './phone';
import { PEOPLE_LIMITS, PEOPLE_TEXTS } from './texts';

/**
 * The rules of the self-registration and lead forms: the account holder (001 §5.1) and
 * dependents (§5.2). Each rule answers the spec's message, or null when the value passes.
 */

/** The gender field's label: the business's genderDisplayOption, else the standard label. */
export const genderLabel = (genderDisplayOption: string | null | undefined): string =>
  genderDisplayOption?.trim() || 'Gender/Pronouns';

function nameError(value: string, missing: string, label: string, max: number): string | null {
  const v = value.trim();
  if (!v) return missing;
  return v.length > max ? PEOPLE_TEXTS.nameTooLong(label, max) : null;
}

export const accountHolderFirstNameError = (value: string): string | null =>
  nameError(
    value,
    PEOPLE_TEXTS.accountManagerFirstNameRequired,
    'First name',
    PEOPLE_LIMITS.accountHolderName,
  );

export const accountHolderLastNameError = (value: string): string | null =>
  nameError(value, PEOPLE_TEXTS.accountManagerLastNameRequired, 'Last name', PEOPLE_LIMITS.accountHolderName);

export const dependentFirstNameError = (value: string): string | null =>
  nameError(value, PEOPLE_TEXTS.dependentFirstNameRequired, 'First name', PEOPLE_LIMITS.dependentName);

export const dependentLastNameError = (value: string): string | null =>
  nameError(value, PEOPLE_TEXTS.dependentLastNameRequired, 'Last name', PEOPLE_LIMITS.dependentName);

/** Gender: '<label> is required' when the business requires it (never when not included). */
export const genderError = (value: string, requirement: FieldRequirement, label: string): string | null =>
  requirement === 'REQUIRED' && !value.trim() ? PEOPLE_TEXTS.required(label) : null;

/**
 * E-mail (001 §5.1): local@domain, case-insensitive, a top-level domain of at least two
 * letters or an IP address in brackets.
 */
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}|\[(?:\d{1,3}\.){3}\d{1,3}\])$/i;

export const emailError = (value: string): string | null =>
  EMAIL.test(value.trim()) ? null : PEOPLE_TEXTS.validEmailRequired;

/** The e-mail as submitted: trimmed and lower-cased. */
export const submittedEmail = (value: string): string => value.trim().toLowerCase();

/**
 * Phone (001 §5.1): required only when the business says so (formsPhoneNumberRequired); under
 * 5 characters, or not a number of the chosen country, 'Enter a valid phone number'.
 */
export function phoneError(
  value: string,
  country: string | null | undefined,
  required: boolean,
): string | null {
  const v = stripPhone(value.trim());
  if (!v) return required ? PEOPLE_TEXTS.accountManagerPhoneRequired : null;
  if (v.length < PEOPLE_LIMITS.phoneMin) return PEOPLE_TEXTS.validPhoneRequired;
  return checkPhone(v, country).ok ? null : PEOPLE_TEXTS.validPhoneRequired;
}

/** Password (001 §5.1): required; at least 8 characters with a digit, an upper-case and a lower-case letter. */
export function passwordError(value: string): string | null {
  if (!value) return PEOPLE_TEXTS.passwordRequired;
  const strong = value.length >= 8 && /\d/.test(value) && /[A-Z]/.test(value) && /[a-z]/.test(value);
  return strong ? null : PEOPLE_TEXTS.passwordComplexity;
}

export const termsError = (accepted: boolean): string | null =>
  accepted ? null : PEOPLE_TEXTS.termsRequired;

export interface AddressValues {
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
}

export type AddressErrors = Partial<Record<keyof AddressValues, string>>;

/** Address (001 §5.1) when the business requires it: every part, and no zip code for Hong Kong. */
export function addressErrors(address: AddressValues, requirement: FieldRequirement): AddressErrors {
  if (requirement !== 'REQUIRED') return {};
  const errors: AddressErrors = {};
  if (!address.street.trim()) errors.street = PEOPLE_TEXTS.streetRequired;
  if (!address.city.trim()) errors.city = PEOPLE_TEXTS.cityRequired;
  if (!address.state.trim()) errors.state = PEOPLE_TEXTS.stateRequired;
  if (hasZipCode(address.country) && !address.zipCode.trim()) errors.zipCode = PEOPLE_TEXTS.zipCodeRequired;
  if (!address.country.trim()) errors.country = PEOPLE_TEXTS.countryRequired;
  return errors;
}

/**
 * Date of birth (001 §5.2), YYYY-MM-DD: required when the business requires it; a past date
 * only (`today` is the visitor's date, YYYY-MM-DD).
 */
export function birthdateError(value: string, requirement: FieldRequirement, today: string): string | null {
  const v = value.trim();
  if (!v) return requirement === 'REQUIRED' ? PEOPLE_TEXTS.birthDateRequired : null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v) || Number.isNaN(Date.parse(`${v}T00:00:00Z`)))
    return PEOPLE_TEXTS.birthDateRequired;
  return v < today ? null : PEOPLE_TEXTS.birthDateInPast;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const ordinal = (day: number): string => {
  const teen = day % 100 >= 11 && day % 100 <= 13;
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th');
  return `${day}${suffix}`;
};

/** A date of birth as shown (001 §5.2, 'MMMM Do, YYYY'): '2015-03-02' -> 'March 2nd, 2015'. */
export function formatBirthdate(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!m) return '';
  const month = MONTHS[Number(m[2]) - 1];
  return month ? `${month} ${ordinal(Number(m[3]))}, ${m[1]}` : '';
}

/**
 * The message a failed registration shows (001 §8): the server's error, an existing e-mail as
 * 'An account with this email already exists.', no error at all as 'Invalid response'.
 */
export function registrationErrorText(error: string | null | undefined): string {
  const e = error?.trim();
  if (!e) return PEOPLE_TEXTS.invalidResponse;
  if (/unique people attribute error/i.test(e) || /already exists/i.test(e))
    return PEOPLE_TEXTS.accountExists;
  return e;
}

/** The SMS consent text of 001 §2.12, naming the business. */
export const smsConsentText = (business: string): string =>
  `By submitting this form and signing up for texts, you consent to receive text messages (e.g. lesson reminders, account updates) from ${business} at the number provided. Consent is not a condition of purchase. Msg & data rates may apply. Msg frequency varies. Unsubscribe at any time by replying STOP. Reply HELP for help.`;
