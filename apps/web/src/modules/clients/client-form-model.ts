import { COUNTRIES, isEmail, normalizeEmail } from '@tempo/contracts';
import { checkPhone, cleanName, PEOPLE_LIMITS, PEOPLE_TEXTS, stripPhone } from '@tempo/people-rules';
import { getFragmentData } from '../../gql';
import { PICKER_PERSON, PickerPerson } from '../people-pickers/pickers.graphql';
import type { ClientFormPerson, ClientVariables } from './clients.graphql';

/** A phone number as typed, with the country it is dialled in ('XX': it carries its +code). */
export interface PhoneRow {
  number: string;
  country: string;
}

export interface NameValue {
  name: string;
  value: string;
}

export interface FlagRow {
  reason: string;
  note: string;
}

/** The client form (001 §2.2, §3.1): what a staff member edits of a client. */
export interface ClientFormValues {
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
  birthdate: string;
  gender: string;
  status: string;
  tags: string[];
  customAttributes: NameValue[];
  flags: FlagRow[];
  photoRelease: boolean;
  accountManagers: PickerPerson[];
  dependents: PickerPerson[];
}

export const GENDERS = ['Female', 'Male', 'Non-binary', 'Prefer not to say'];

/** 001 §5.1: the phone country defaults to the browser locale's region when it is one of ours, else US. */
export function defaultPhoneCountry(locale: string | undefined = globalThis.navigator?.language): string {
  const region = locale?.split(/[-_]/)[1]?.toUpperCase();
  return region && (COUNTRIES as readonly string[]).includes(region) ? region : 'US';
}

export const emptyPhone = (country = defaultPhoneCountry()): PhoneRow => ({ number: '', country });

export const emptyClient = (defaultStatus?: string | null): ClientFormValues => ({
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
  status: defaultStatus ?? '',
  tags: [],
  customAttributes: [],
  flags: [],
  photoRelease: false,
  accountManagers: [],
  dependents: [],
});

/** The form over a stored client; stored phones are E.164, so each keeps its +code ('XX'). */
export function valuesOf(person: ClientFormPerson): ClientFormValues {
  return {
    firstName: person.firstName,
    middleName: person.middleName ?? '',
    lastName: person.lastName,
    email: person.email ?? '',
    phones: person.phones.length
      ? person.phones.map((number) => ({ number, country: 'XX' }))
      : [emptyPhone()],
    street: person.street ?? '',
    city: person.city ?? '',
    state: person.state ?? '',
    zipCode: person.zipCode ?? '',
    country: person.country ?? '',
    birthdate: person.birthdate ?? '',
    gender: person.gender ?? '',
    status: person.status ?? '',
    tags: [...person.tags],
    customAttributes: person.customAttributes.map((c) => ({ name: c.name, value: c.value })),
    flags: person.flags.map((f) => ({ reason: f.reason, note: f.note ?? '' })),
    photoRelease: person.photoRelease,
    accountManagers: [...getFragmentData(PICKER_PERSON, person.accountManagers)],
    dependents: [...getFragmentData(PICKER_PERSON, person.dependents)],
  };
}

const NAME_MAX = PEOPLE_LIMITS.accountHolderName;

function nameError(value: string, label: string, missing?: string): string | null {
  const name = cleanName(value);
  if (!name) return missing ?? null;
  return name.length > NAME_MAX ? PEOPLE_TEXTS.nameTooLong(label, NAME_MAX) : null;
}

/** A phone row's error: 'Enter a valid phone number' under 5 characters or not valid for its country. */
export function phoneError(row: PhoneRow): string | null {
  const number = row.number.trim();
  if (!number) return null;
  if (stripPhone(number).length < PEOPLE_LIMITS.phoneMin) return PEOPLE_TEXTS.validPhoneRequired;
  return checkPhone(number, row.country).ok ? null : PEOPLE_TEXTS.validPhoneRequired;
}

/**
 * The form's errors before it is sent, keyed by field path ('phones.0.number'), with the
 * specification's texts (001 §5.1, §9) and the server's own limits.
 */
export function validateClient(values: ClientFormValues, today: string): Record<string, string> {
  const errors: Record<string, string> = {};
  const set = (path: string, error: string | null) => {
    if (error) errors[path] = error;
  };
  set('firstName', nameError(values.firstName, 'First name', PEOPLE_TEXTS.accountManagerFirstNameRequired));
  set('middleName', nameError(values.middleName, 'Middle name'));
  set('lastName', nameError(values.lastName, 'Last name', PEOPLE_TEXTS.accountManagerLastNameRequired));
  const email = normalizeEmail(values.email);
  if (email && !isEmail(email)) set('email', PEOPLE_TEXTS.validEmailRequired);
  values.phones.forEach((row, i) => set(`phones.${i}.number`, phoneError(row)));
  if (values.birthdate && (values.birthdate > today || values.birthdate < '1800-01-01'))
    set('birthdate', PEOPLE_TEXTS.birthDateInPast);
  const longTag = values.tags.find((t) => cleanName(t).length > PEOPLE_LIMITS.tagLength);
  if (longTag) set('tags', PEOPLE_TEXTS.nameTooLong('A tag', PEOPLE_LIMITS.tagLength));
  values.customAttributes.forEach((row, i) => {
    const name = row.name.trim();
    const value = row.value.trim();
    if (value && !name) set(`customAttributes.${i}.name`, PEOPLE_TEXTS.required('Name'));
    if (name && !value) set(`customAttributes.${i}.value`, PEOPLE_TEXTS.customFieldRequired(name));
  });
  values.flags.forEach((row, i) => {
    if (row.note.trim() && !row.reason.trim()) set(`flags.${i}.reason`, PEOPLE_TEXTS.required('Reason'));
  });
  return errors;
}

const orNull = (value: string): string | null => value.trim() || null;

/**
 * The createPeople / updatePeople arguments of a valid form: names trimmed, the e-mail
 * lower-cased, phones as E.164 (each checked for its own country), empty fields as null so an
 * update clears them, and the family as ids.
 */
export function clientVariables(values: ClientFormValues): ClientVariables {
  const phones: string[] = [];
  for (const row of values.phones) {
    if (!row.number.trim()) continue;
    const checked = checkPhone(row.number, row.country);
    const e164 = checked.ok ? checked.e164 : row.number.trim();
    if (!phones.includes(e164)) phones.push(e164);
  }
  return {
    firstName: cleanName(values.firstName),
    middleName: cleanName(values.middleName) || null,
    lastName: cleanName(values.lastName),
    email: normalizeEmail(values.email) || null,
    phones,
    street: orNull(values.street),
    city: orNull(values.city),
    state: orNull(values.state),
    zipCode: orNull(values.zipCode),
    country: orNull(values.country),
    birthdate: orNull(values.birthdate),
    gender: orNull(values.gender),
    status: orNull(values.status),
    tags: values.tags.map(cleanName).filter(Boolean),
    customAttributes: values.customAttributes
      .map((c) => ({ name: c.name.trim(), value: c.value.trim() }))
      .filter((c) => c.name && c.value),
    flags: values.flags
      .filter((f) => f.reason.trim())
      .map((f) => ({ reason: f.reason.trim(), note: orNull(f.note) })),
    photoRelease: values.photoRelease,
    accountManagerIds: values.accountManagers.map((p) => p.id),
    dependentIds: values.dependents.map((p) => p.id),
  };
}

/** Today as YYYY-MM-DD where the browser is (a birth date must be before it). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
