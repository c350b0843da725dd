import { COUNTRIES, RESERVED_BUSINESS_NAMES, Texts } from '@tempo/contracts';
import { hostForBusiness } from '../tenant/tenant';

/**
 * Client-side checks of business input, the same rules the server applies, so that a form
 * can say what is wrong before it is sent.
 */

/** The wait before a typed business name is checked for availability (003 §9 search debounce). */
export const NAME_CHECK_DEBOUNCE_MS = 300;

/** Business names are compared trimmed and in lower case, as the server stores them. */
export const normalizeBusinessName = (value: string): string => value.trim().toLowerCase();

/** A business name is also a subdomain: 3 to 40 lower-case letters, digits or dashes, starting with a letter. */
export function isBusinessNameFormat(name: string): boolean {
  return /^[a-z][a-z0-9-]{2,39}$/.test(name) && !name.endsWith('-');
}

/** Names kept for the product's own hosts: never available. */
export const isReservedBusinessName = (name: string): boolean => RESERVED_BUSINESS_NAMES.includes(name);

/** The format error of a (normalised) business name, if any. */
export function businessNameFormatError(name: string): string | null {
  return !name || isBusinessNameFormat(name) ? null : Texts.businessNameInvalid;
}

/** Product-wide e-mail rule (000 §5): local@domain, a top-level part of 2+ letters or a bracketed IP. */
const EMAIL =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}|\[(?:\d{1,3}\.){3}\d{1,3}\])$/i;

export function isEmailAddress(value: string): boolean {
  const email = value.trim();
  return email.length >= 5 && EMAIL.test(email);
}

export const EMAIL_ERROR = Texts.validEmailRequired;

/** A web address starting with http:// or https://. */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Phone numbers are normalised by removing dashes, spaces and parentheses (000 §5). */
export const normalizePhone = (value: string): string => value.replace(/[-\s()]/g, '');
export const isPhoneNumber = (value: string): boolean => /^\+?\d{7,15}$/.test(normalizePhone(value.trim()));

/** A locale such as en or en-US. */
export const isLocale = (value: string): boolean => /^[a-z]{2}(?:[-_][A-Z]{2})?$/.test(value.trim());

/** The business country list (003 §9), with readable names. */
export const COUNTRY_NAMES: Record<(typeof COUNTRIES)[number], string> = {
  US: 'United States',
  CA: 'Canada',
  GB: 'United Kingdom',
  AU: 'Australia',
  HK: 'Hong Kong',
  IE: 'Ireland',
  NZ: 'New Zealand',
  XX: 'Other',
};

export const COUNTRY_OPTIONS = COUNTRIES.map((code) => ({
  value: code,
  label: `${COUNTRY_NAMES[code]} (${code})`,
}));

/** The time zone a business in each country starts with (as the server defaults it). */
export const COUNTRY_TIMEZONE: Record<(typeof COUNTRIES)[number], string> = {
  US: 'America/New_York',
  CA: 'America/Toronto',
  GB: 'Europe/London',
  AU: 'Australia/Sydney',
  HK: 'Asia/Hong_Kong',
  IE: 'Europe/Dublin',
  NZ: 'Pacific/Auckland',
  XX: 'UTC',
};

/** 000 §5: a label is prefixed with '(optional)' when the field is not required. */
export const labelFor = (label: string, required: boolean): string =>
  required ? label : `(optional) ${label}`;

/** 000 §5: trimmed empty strings count as absent. */
export const trimmedOrNull = (value: string): string | null => value.trim() || null;

/** The parts of a location the business addresses are made from. */
export interface HostLocation {
  protocol: string;
  hostname: string;
  port: string;
}

/** The current host without its business label, with the port ('app.localhost:4000' -> 'localhost:4000'). */
export function baseDomainOf({ hostname, port }: HostLocation): string {
  const host = hostForBusiness(hostname, 'x');
  return host.slice(host.indexOf('.') + 1) + (port ? `:${port}` : '');
}

/** The web app of a business, on its own subdomain of the current base domain. */
export function businessOriginOf(location: HostLocation, name: string): string {
  return `${location.protocol}//${name}.${baseDomainOf(location)}`;
}
