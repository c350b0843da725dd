import { COUNTRY_TIMEZONE, isEmail, isLocale, isPhone, isUrl, normalizeBusinessName } from '@tempo/contracts';
import { EMAIL_ERROR } from '../business-register/business-rules';
import type { CreateBusinessVariables } from './business-admin.graphql';

/** The text fields of the create-business form, all required by createBusiness (000 §5). */
export const CREATE_TEXT_FIELDS = [
  'name',
  'fullName',
  'country',
  'locale',
  'timezone',
  'contactEmail',
  'businessWebsite',
  'businessPhoneNumber',
  'emailFrom',
  'tagline',
] as const;

export type CreateTextField = (typeof CREATE_TEXT_FIELDS)[number];
export type CreateValues = Record<CreateTextField, string> & {
  notificationsEnabled: boolean;
  notificationsEnabledOwnersOnly: boolean;
};
export type CreateErrors = Partial<Record<CreateTextField, string>>;

export const CREATE_LABELS: Record<CreateTextField, string> = {
  name: 'Name (subdomain)',
  fullName: 'Full name',
  country: 'Country',
  locale: 'Locale',
  timezone: 'Time zone',
  contactEmail: 'Contact e-mail',
  businessWebsite: 'Website',
  businessPhoneNumber: 'Phone number',
  emailFrom: 'E-mail sender address',
  tagline: 'Tagline',
};

export function emptyCreateValues(): CreateValues {
  return {
    name: '',
    fullName: '',
    country: 'US',
    locale: 'en-US',
    timezone: COUNTRY_TIMEZONE.US,
    contactEmail: '',
    businessWebsite: '',
    businessPhoneNumber: '',
    emailFrom: '',
    tagline: '',
    notificationsEnabled: false,
    notificationsEnabledOwnersOnly: false,
  };
}

/** Required fields, then each field's own rule, as the server checks them. */
export function validateCreate(values: CreateValues): CreateErrors {
  const errors: CreateErrors = {};
  for (const field of CREATE_TEXT_FIELDS)
    if (!values[field].trim()) errors[field] = `${CREATE_LABELS[field]} is required`;
  const rule = (field: CreateTextField, ok: (v: string) => boolean, message: string) => {
    if (!errors[field] && !ok(values[field].trim())) errors[field] = message;
  };
  rule('contactEmail', isEmail, EMAIL_ERROR);
  rule('emailFrom', isEmail, EMAIL_ERROR);
  rule('businessWebsite', isUrl, 'Enter a web address starting with http:// or https://');
  rule('businessPhoneNumber', isPhone, 'Enter a valid phone number');
  rule('locale', isLocale, 'Enter a locale such as en or en-US');
  return errors;
}

export function createVariables(values: CreateValues): CreateBusinessVariables {
  return {
    name: normalizeBusinessName(values.name),
    fullName: values.fullName.trim(),
    country: values.country,
    locale: values.locale.trim(),
    timezone: values.timezone,
    contactEmail: values.contactEmail.trim(),
    businessWebsite: values.businessWebsite.trim(),
    businessPhoneNumber: values.businessPhoneNumber.trim(),
    emailFrom: values.emailFrom.trim(),
    tagline: values.tagline.trim(),
    notificationsEnabled: values.notificationsEnabled,
    notificationsEnabledOwnersOnly: values.notificationsEnabledOwnersOnly,
  };
}
