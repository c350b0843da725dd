import { CountryCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js';
import { PEOPLE_LIMITS } from './texts';

/** Removes dashes, spaces, dots and parentheses (001 §5.5). */
export const stripPhone = (v: string): string => v.replace(/[-\s().]/g, '');

export type PhoneCheck = { ok: true; e164: string } | { ok: false };

/**
 * A phone number checked for its country (`country` an ISO code; 'XX' or
 * unknown means the number must carry its own +code) and normalised to E.164.
 */
export function checkPhone(raw: string, country?: string | null): PhoneCheck {
  const v = stripPhone(raw.trim());
  if (v.length < PEOPLE_LIMITS.phoneMin) return { ok: false };
  const code = country && isSupportedCountry(country) ? (country as CountryCode) : undefined;
  const parsed = parsePhoneNumberFromString(v, code);
  if (!parsed || !parsed.isValid()) return { ok: false };
  return { ok: true, e164: parsed.number };
}

/** The digits of a phone number, for the search (a stored +12125550100 is found by 555 0100). */
export const phoneDigits = (v: string): string => v.replace(/\D/g, '');
