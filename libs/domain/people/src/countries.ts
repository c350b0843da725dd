import { CountryCode, getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js';
import { PEOPLE_TEXTS } from './texts';

/**
 * Countries that count as one for the phone country check (001 §9): a number of Canada or
 * Puerto Rico chosen in a browser set to the United States is no mismatch. Keyed by the
 * group's main country (the United Kingdom by its ISO code GB).
 */
export const COUNTRY_GROUPS: Readonly<Record<'US' | 'GB' | 'AU' | 'NZ', readonly string[]>> = {
  US: [
    'US',
    'CA',
    'AS',
    'AI',
    'AG',
    'BS',
    'BB',
    'BM',
    'VG',
    'BQ',
    'KY',
    'DM',
    'DO',
    'GD',
    'GU',
    'JM',
    'MS',
    'MP',
    'PR',
    'KN',
    'LC',
    'VC',
    'SX',
    'TT',
    'TC',
    'VI',
  ],
  GB: ['GB', 'IM', 'JE', 'GG'],
  AU: ['AU', 'CX', 'CC'],
  NZ: ['NZ', 'PN'],
};

/** The countries of the address and phone pickers (001 §9); XX is 'other' (a number with its +code). */
export const FORM_COUNTRIES = ['US', 'CA', 'GB', 'AU', 'HK', 'IE', 'NZ', 'XX'] as const;

/** Countries whose addresses have no zip code (001 §2.12, §9). */
export const NO_ZIP_COUNTRIES: readonly string[] = ['HK'];

/** The country used when the browser names no region (001 §5.1). */
export const DEFAULT_COUNTRY = 'US';

/** A country code as compared: upper case, 'UK' as GB. */
const normalCountry = (code: string): string => {
  const upper = code.trim().toUpperCase();
  return upper === 'UK' ? 'GB' : upper;
};

/** The group a country belongs to: its group's main country, else the country itself. */
export function countryGroup(code: string): string {
  const country = normalCountry(code);
  for (const [main, members] of Object.entries(COUNTRY_GROUPS)) if (members.includes(country)) return main;
  return country;
}

/** Whether two countries match for the phone check: the same country or the same group. */
export const sameCountryGroup = (a: string, b: string): boolean => countryGroup(a) === countryGroup(b);

/**
 * The region a browser locale names ('en-GB' -> GB, 'fr' -> FR by the locale's likely
 * region), or undefined when it names none.
 */
export function localeRegion(locale: string | null | undefined): string | undefined {
  if (!locale) return undefined;
  try {
    const region = new Intl.Locale(locale.replace(/_/g, '-')).maximize().region;
    return region && /^[A-Z]{2}$/.test(region) ? region : undefined;
  } catch {
    return undefined;
  }
}

/** The phone country a form starts with: the browser locale's region when phones of it exist, else US. */
export function defaultPhoneCountry(locale: string | null | undefined): string {
  const region = localeRegion(locale);
  return region && isSupportedCountry(region) ? region : DEFAULT_COUNTRY;
}

/**
 * The warning of 001 §5.1 when the chosen phone country is not the browser's (nor of its
 * group); none when the browser names no region or 'other' is chosen.
 */
export function countryMismatchWarning(
  selected: string | null | undefined,
  browserLocale: string | null | undefined,
): string | null {
  const region = localeRegion(browserLocale);
  if (!selected || !region || normalCountry(selected) === 'XX') return null;
  return sameCountryGroup(selected, region) ? null : PEOPLE_TEXTS.countryMismatch;
}

/** Whether an address in `country` asks for a zip code. */
export const hasZipCode = (country: string | null | undefined): boolean =>
  !NO_ZIP_COUNTRIES.includes(normalCountry(country ?? ''));

/** A country's calling code ('GB' -> '+44'), or null for 'other' and unknown countries. */
export const callingCode = (country: string): string | null => {
  const code = normalCountry(country);
  return isSupportedCountry(code) ? `+${getCountryCallingCode(code as CountryCode)}` : null;
};
