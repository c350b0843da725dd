import type { SelfRegisterBusinessVariables } from './business-register.graphql';
import {
  isBusinessNameFormat,
  isLocale,
  isPhone,
  isUrl,
  normalizeBusinessName,
  trimmedOrNull,
  SELF_REGISTER_REQUIRED,
} from '@tempo/contracts';
import { labelFor } from '../../app/labels';
import { EMAIL_ERROR, isEmailAddress } from './business-rules';

/** The self-registration form's fields, in their order on the form (000 §5). */
export const REGISTRATION_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'businessFullName',
  'business',
  'businessWebsite',
  'country',
  'locale',
  'prospectActiveStudents',
  'prospectActiveLocations',
  'prospectCurrentSoftware',
  'prospectPainPoints',
] as const;

export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];
export type RegistrationValues = Record<RegistrationField, string>;

/** Required by selfRegisterBusiness; the prospect fields are optional (000 §5). */
export const REQUIRED_REGISTRATION_FIELDS: ReadonlySet<RegistrationField> = new Set<RegistrationField>(
  SELF_REGISTER_REQUIRED,
);

const LABELS: Record<RegistrationField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  phoneNumber: 'Phone number',
  businessFullName: 'Business name',
  business: 'Subdomain',
  businessWebsite: 'Business website',
  country: 'Country',
  locale: 'Locale',
  prospectActiveStudents: 'Number of active students',
  prospectActiveLocations: 'Number of locations',
  prospectCurrentSoftware: 'Software you use today',
  prospectPainPoints: 'What would you like to improve?',
};

export const registrationLabel = (field: RegistrationField): string =>
  labelFor(LABELS[field], REQUIRED_REGISTRATION_FIELDS.has(field));

export function emptyRegistration(locale = 'en-US'): RegistrationValues {
  const values = {} as RegistrationValues;
  for (const field of REGISTRATION_FIELDS) values[field] = '';
  return { ...values, country: 'US', locale };
}

/** A browser locale such as 'en-US' when it has the form the server accepts, else 'en-US'. */
export function defaultLocale(language: string | undefined): string {
  return language && isLocale(language.trim()) ? language.trim() : 'en-US';
}

export type RegistrationErrors = Partial<Record<RegistrationField, string>>;

/**
 * The errors of the form: required fields, the e-mail rule, phone, website and locale checks.
 * The business name's format and availability are shown by the name field itself.
 */
export function validateRegistration(values: RegistrationValues): RegistrationErrors {
  const errors: RegistrationErrors = {};
  for (const field of REQUIRED_REGISTRATION_FIELDS)
    if (!values[field].trim()) errors[field] = `${LABELS[field]} is required`;
  if (!errors.email && !isEmailAddress(values.email)) errors.email = EMAIL_ERROR;
  if (!errors.phoneNumber && !isPhone(values.phoneNumber.trim()))
    errors.phoneNumber = 'Enter a valid phone number';
  if (!errors.businessWebsite && !isUrl(values.businessWebsite.trim()))
    errors.businessWebsite = 'Enter a web address starting with http:// or https://';
  if (!errors.locale && !isLocale(values.locale.trim())) errors.locale = 'Enter a locale such as en or en-US';
  return errors;
}

/** Whether the name passes the server's format check (the name field shows why not). */
export const registrationNameOk = (values: RegistrationValues): boolean =>
  isBusinessNameFormat(normalizeBusinessName(values.business));

/** selfRegisterBusiness variables: trimmed values, optional fields left blank as null. */
export function registrationVariables(values: RegistrationValues): SelfRegisterBusinessVariables {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phoneNumber: values.phoneNumber.trim(),
    business: normalizeBusinessName(values.business),
    businessFullName: values.businessFullName.trim(),
    businessWebsite: values.businessWebsite.trim(),
    country: values.country,
    locale: values.locale.trim(),
    prospectActiveStudents: trimmedOrNull(values.prospectActiveStudents),
    prospectActiveLocations: trimmedOrNull(values.prospectActiveLocations),
    prospectCurrentSoftware: trimmedOrNull(values.prospectCurrentSoftware),
    prospectPainPoints: trimmedOrNull(values.prospectPainPoints),
  };
}
