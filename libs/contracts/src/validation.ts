import { COUNTRIES, RESERVED_BUSINESS_NAMES } from './constants';
import { Texts, USER_ERROR_TEXT } from './errors';

/**
 * The product's input rules (spec 000 §5, 003 §9), shared by the servers and the web app so
 * that a form says what the server would say. Plain functions over strings, with nothing that
 * only Node or only a browser provides.
 */

/** Form conventions (000 §5): a trimmed empty string counts as absent. */
export const clean = (v: string | null | undefined): string | undefined => {
  if (v === null || v === undefined) return undefined;
  const t = v.trim();
  return t === '' ? undefined : t;
};

/** The same, with null for absent (the form GraphQL arguments take). */
export const trimmedOrNull = (v: string | null | undefined): string | null => clean(v) ?? null;

/** A value that counts as not given: undefined, null or a trimmed empty string. */
export const isAbsent = (v: unknown): boolean =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** The names among `names` whose value in `values` is absent, in the order given. */
export const missingFields = (values: Record<string, unknown>, names: readonly string[]): string[] =>
  names.filter((n) => isAbsent(values[n]));

/** The message for missing fields: 'a is required' or 'a, b are required'. */
export const missingFieldsMessage = (missing: readonly string[]): string =>
  missing.length === 1
    ? USER_ERROR_TEXT.REQUIRED_FIELD(missing[0])
    : USER_ERROR_TEXT.REQUIRED_FIELDS(missing);

/** E-mail addresses (000 §5): local@domain, case-insensitive, a top-level part of 2+ letters or a bracketed IP. */
const EMAIL =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}|\[(?:\d{1,3}\.){3}\d{1,3}\])$/i;
/** An e-mail address is at least this long (000 §5). */
export const EMAIL_MIN_LENGTH = 5;
/** Whether `v` (already trimmed) is an e-mail address. */
export const isEmail = (v: string): boolean => v.length >= EMAIL_MIN_LENGTH && EMAIL.test(v);

/** Passwords (000 §5): at least 8 characters, with a digit, an upper-case and a lower-case letter. */
export const PASSWORD_MIN_LENGTH = 8;
export const isStrongPassword = (v: string): boolean =>
  v.length >= PASSWORD_MIN_LENGTH && /\d/.test(v) && /[A-Z]/.test(v) && /[a-z]/.test(v);

/** Phone numbers are normalised by removing dashes, spaces and parentheses (000 §5). */
export const normalizePhone = (v: string): string => v.replace(/[-\s()]/g, '');
/** A phone number: 7 to 15 digits once normalised, with an optional leading '+'. */
export const isPhone = (v: string): boolean => /^\+?\d{7,15}$/.test(normalizePhone(v));

/** A web address starting with http:// or https://. */
export const isUrl = (v: string): boolean => {
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
};

/** A hex colour: #rgb, #rgba, #rrggbb or #rrggbbaa. */
export const isColor = (v: string): boolean =>
  /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(v);

/** An IANA time zone such as America/New_York, or UTC (checked against the runtime's Intl data). */
export const isTimezone = (v: string): boolean => {
  if (!v.includes('/') && v !== 'UTC') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: v });
    return true;
  } catch {
    return false;
  }
};

/** Abbreviation zones never offered (003 §9). */
export const EXCLUDED_ABBREVIATIONS: readonly string[] = [
  'CST',
  'EST',
  'IST',
  'MST',
  'PST',
  'AST',
  'BST',
  'CET',
  'WST',
  'SST',
  'CHT',
  'GST',
  'EET',
  'WET',
  'CLT',
  'NDT',
  'HST',
  'GMT',
];

/** Australia/* aliases never offered (003 §9). */
export const EXCLUDED_AUSTRALIA_ALIASES: readonly string[] = [
  'ACT',
  'Canberra',
  'Currie',
  'LHI',
  'NSW',
  'North',
  'Queensland',
  'South',
  'Tasmania',
  'Victoria',
  'West',
  'Yancowinna',
].map((alias) => `Australia/${alias}`);

const EXCLUDED_ZONES: ReadonlySet<string> = new Set([
  ...EXCLUDED_ABBREVIATIONS,
  ...EXCLUDED_AUSTRALIA_ALIASES,
]);

/** Whether a zone is one of those the pickers never offer and the servers refuse (003 §9). */
export const isExcludedZone = (zone: string): boolean => EXCLUDED_ZONES.has(zone);

/** A locale such as en, en-US or en_US. */
export const isLocale = (v: string): boolean => /^[a-z]{2}(?:[-_][A-Z]{2})?$/.test(v);

/** A three-letter currency code such as USD. */
export const isCurrency = (v: string): boolean => /^[A-Z]{3}$/.test(v);

export type Country = (typeof COUNTRIES)[number];
/** One of the business country list (003 §9). */
export const isCountry = (v: string): v is Country => (COUNTRIES as readonly string[]).includes(v);

/** The time zone and currency a business in each country starts with. */
export const COUNTRY_TIMEZONE: Record<Country, string> = {
  US: 'America/New_York',
  CA: 'America/Toronto',
  GB: 'Europe/London',
  AU: 'Australia/Sydney',
  HK: 'Asia/Hong_Kong',
  IE: 'Europe/Dublin',
  NZ: 'Pacific/Auckland',
  XX: 'UTC',
};
export const COUNTRY_CURRENCY: Record<Country, string> = {
  US: 'USD',
  CA: 'CAD',
  GB: 'GBP',
  AU: 'AUD',
  HK: 'HKD',
  IE: 'EUR',
  NZ: 'NZD',
  XX: 'USD',
};
/** The defaults of a new business in `country`; UTC and USD for a country outside the list. */
export const defaultsForCountry = (country: string): { timezone: string; defaultCurrency: string } =>
  isCountry(country)
    ? { timezone: COUNTRY_TIMEZONE[country], defaultCurrency: COUNTRY_CURRENCY[country] }
    : { timezone: 'UTC', defaultCurrency: 'USD' };

/** E-mail addresses are stored and compared trimmed and in lower case: one login per e-mail. */
export const normalizeEmail = (v: string): string => v.trim().toLowerCase();

/** Business names are compared trimmed and in lower case, as they are stored. */
export const normalizeBusinessName = (v: string): string => v.trim().toLowerCase();

/** A business name is also a subdomain: 3 to 40 lower-case letters, digits or dashes, starting with a letter. */
export const isBusinessNameFormat = (v: string): boolean =>
  /^[a-z][a-z0-9-]{2,39}$/.test(v) && !v.endsWith('-');

/** Names kept for the product's own hosts: never available. */
export const isReservedBusinessName = (v: string): boolean => RESERVED_BUSINESS_NAMES.includes(v);

/** Why a (normalised) business name cannot be registered, before asking whether it is taken. */
export function businessNameError(v: string): string | null {
  if (!isBusinessNameFormat(v)) return Texts.businessNameInvalid;
  if (isReservedBusinessName(v)) return Texts.businessNameReserved(v);
  return null;
}

/** A (normalised) business name that may be registered if no business has it yet. */
export const isBusinessName = (v: string): boolean => businessNameError(v) === null;

/** The checks of single text values, with the message naming the field (as the servers word them). */
export type ValueCheck = 'email' | 'url' | 'color' | 'timezone' | 'country' | 'locale' | 'currency' | 'phone';

export const VALUE_CHECKS: Record<
  ValueCheck,
  { test: (v: string) => boolean; message: (field: string) => string }
> = {
  email: { test: isEmail, message: () => Texts.validEmailRequired },
  url: { test: isUrl, message: (f) => `${f} must be a web address starting with http:// or https://` },
  color: { test: isColor, message: (f) => `${f} must be a hex colour such as #1a2b3c` },
  timezone: { test: isTimezone, message: (f) => `${f} must be a time zone such as America/New_York` },
  country: { test: isCountry, message: (f) => `${f} must be one of ${COUNTRIES.join(', ')}` },
  locale: { test: isLocale, message: (f) => `${f} must be a locale such as en or en-US` },
  currency: {
    test: isCurrency,
    message: (f) => `${f} must be a three-letter currency code such as USD`,
  },
  phone: { test: isPhone, message: (f) => `${f} must be a valid phone number` },
};

/** The message for `value` of `field` under `check`, or null when it passes. */
export const valueCheckError = (check: ValueCheck, field: string, value: string): string | null =>
  VALUE_CHECKS[check].test(value) ? null : VALUE_CHECKS[check].message(field);

/** 000 §5: the arguments createBusiness requires, besides the business name. */
export const CREATE_BUSINESS_REQUIRED = [
  'fullName',
  'country',
  'locale',
  'timezone',
  'contactEmail',
  'businessWebsite',
  'businessPhoneNumber',
  'emailFrom',
  'tagline',
  'notificationsEnabled',
  'notificationsEnabledOwnersOnly',
] as const;

/** 000 §5: the arguments selfRegisterBusiness requires; the prospect fields are optional. */
export const SELF_REGISTER_REQUIRED = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'business',
  'businessFullName',
  'businessWebsite',
  'country',
  'locale',
] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An id as the product makes them (UUID); anything else names no record. */
export const isUuid = (v: unknown): v is string => typeof v === 'string' && UUID.test(v);
