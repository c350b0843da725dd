import { isEmail, normalizeEmail } from '@tempo/contracts';
import {
  PEOPLE_LIMITS,
  PEOPLE_TEXTS,
  checkPhone,
  cleanName,
  formatBirthdate as formatDay,
} from '@tempo/people-rules';
import { PhoneRow, emptyPhone, localToday, phoneError } from '../clients/client-form-model';

export { GENDERS, emptyPhone, localToday } from '../clients/client-form-model';
export type { PhoneRow } from '../clients/client-form-model';

/**
 * The contact part of every person form (staff, staff self, client self, dependent): names,
 * e-mail, phones with their country, address, birth date, gender and time zone; how the form
 * starts from a stored person, what it says is wrong before anything is sent (the texts and
 * limits the server shares, 001 §5.1, §5.2, §9), and the variables it sends.
 */

export interface ContactValues {
  firstName: string;
  middleName: string;
  lastName: string;
  email: string;
  phones: PhoneRow[];
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  /** YYYY-MM-DD or empty. */
  birthdate: string;
  gender: string;
  timezone: string;
}

/** The stored fields a contact form reads. */
export interface StoredContact {
  firstName: string;
  middleName?: string | null;
  lastName: string;
  email?: string | null;
  phones: readonly string[];
  street?: string | null;
  city?: string | null;
  state?: string | null;
  zipCode?: string | null;
  country?: string | null;
  birthdate?: string | null;
  gender?: string | null;
  timezone?: string | null;
}

/** Which texts the name checks use: an account holder's (42 characters) or a dependent's (25). */
export type NameRules = 'accountHolder' | 'dependent';

const NAME_RULES: Record<NameRules, { first: string; last: string; max: number }> = {
  accountHolder: {
    first: PEOPLE_TEXTS.accountManagerFirstNameRequired,
    last: PEOPLE_TEXTS.accountManagerLastNameRequired,
    max: PEOPLE_LIMITS.accountHolderName,
  },
  dependent: {
    first: PEOPLE_TEXTS.dependentFirstNameRequired,
    last: PEOPLE_TEXTS.dependentLastNameRequired,
    max: PEOPLE_LIMITS.dependentName,
  },
};

/** The longest name a form accepts under its rules. */
export const maxNameLength = (rules: NameRules): number => NAME_RULES[rules].max;

/** A new person's form: every field empty, one empty phone. */
export const emptyContact = (): ContactValues => ({
  firstName: '',
  middleName: '',
  lastName: '',
  email: '',
  phones: [emptyPhone()],
  street: '',
  city: '',
  state: '',
  zipCode: '',
  country: '',
  birthdate: '',
  gender: '',
  timezone: '',
});

/** A stored person's form; stored phones are E.164, so each keeps its +code ('XX'). */
export function contactValuesOf(p: StoredContact): ContactValues {
  return {
    firstName: p.firstName,
    middleName: p.middleName ?? '',
    lastName: p.lastName,
    email: p.email ?? '',
    phones: p.phones.length ? p.phones.map((number) => ({ country: 'XX', number })) : [emptyPhone()],
    street: p.street ?? '',
    city: p.city ?? '',
    state: p.state ?? '',
    zipCode: p.zipCode ?? '',
    country: p.country ?? '',
    birthdate: p.birthdate ?? '',
    gender: p.gender ?? '',
    timezone: p.timezone ?? '',
  };
}

export type FormErrors = Record<string, string>;

/** A required name: its 'required' text when blank, the length text past the limit. */
function nameError(value: string, missing: string, label: string, max: number): string | undefined {
  const name = cleanName(value);
  if (!name) return missing;
  if (name.length > max) return PEOPLE_TEXTS.nameTooLong(label, max);
  return undefined;
}

/**
 * The errors of a contact form, keyed as Mantine's form keys them ('phones.0.number'):
 * names required and within their limit, a valid e-mail when one is given, each phone valid
 * for its country, a birth date in the past.
 */
export function validateContact(
  v: ContactValues,
  rules: NameRules = 'accountHolder',
  today = localToday(),
): FormErrors {
  const errors: FormErrors = {};
  const r = NAME_RULES[rules];
  const set = (key: string, error: string | undefined) => {
    if (error) errors[key] = error;
  };
  set('firstName', nameError(v.firstName, r.first, 'First name', r.max));
  set('lastName', nameError(v.lastName, r.last, 'Last name', r.max));
  if (cleanName(v.middleName).length > r.max)
    errors.middleName = PEOPLE_TEXTS.nameTooLong('Middle name', r.max);
  if (v.email.trim() && !isEmail(normalizeEmail(v.email))) errors.email = PEOPLE_TEXTS.validEmailRequired;
  v.phones.forEach((phone, i) => set(`phones.${i}.number`, phoneError(phone) ?? undefined));
  if (v.birthdate && (v.birthdate > today || v.birthdate < '1800-01-01'))
    errors.birthdate = PEOPLE_TEXTS.birthDateInPast;
  return errors;
}

/** The phones to send: each checked for its country and sent as E.164, blank rows left out. */
export function phonesToSend(phones: readonly PhoneRow[]): string[] {
  const out: string[] = [];
  for (const phone of phones) {
    if (!phone.number.trim()) continue;
    const checked = checkPhone(phone.number, phone.country);
    const number = checked.ok ? checked.e164 : phone.number.trim();
    if (!out.includes(number)) out.push(number);
  }
  return out;
}

/** Selects give null when cleared: a field's text, trimmed, or null when empty. */
export const orNull = (v: string | null | undefined): string | null => (v ?? '').trim() || null;

/** The contact variables of every person mutation: names trimmed, e-mail lower-cased, empty fields cleared. */
export function contactVariables(v: ContactValues) {
  return {
    firstName: cleanName(v.firstName),
    middleName: cleanName(v.middleName) || null,
    lastName: cleanName(v.lastName),
    email: normalizeEmail(v.email) || null,
    phones: phonesToSend(v.phones),
    street: orNull(v.street),
    city: orNull(v.city),
    state: orNull(v.state),
    zipCode: orNull(v.zipCode),
    country: orNull(v.country),
    birthdate: orNull(v.birthdate),
    gender: orNull(v.gender),
  };
}

/** A birth date as 001 §5.2 shows it ('MMMM Do, YYYY'): '2015-03-04' -> 'March 4th, 2015'. */
export const formatBirthdate = (iso: string | null | undefined): string => formatDay(iso ?? '');

/** The one-line address of the stored parts, as the profile shows it. */
export const addressLine = (p: Partial<StoredContact> & { address?: string | null }): string =>
  p.address || [p.street, p.city, p.state, p.zipCode, p.country].filter(Boolean).join(', ');

/** A stored photo at a display size: the photo store serves its own photos at twice `size` (001 §9). */
export function photoUrl(url: string | null | undefined, size: number): string | null {
  if (!url) return null;
  return url.startsWith('/media/') ? `${url}${url.includes('?') ? '&' : '?'}size=${size}` : url;
}
