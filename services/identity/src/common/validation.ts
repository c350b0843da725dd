import { COUNTRIES, RESERVED_BUSINESS_NAMES, Texts } from '@tempo/contracts';
import { UserError } from '@tempo/graphql';

/** Product-wide e-mail rule (000 §5): local@domain, TLD of 2+ letters or a bracketed IP. */
const EMAIL =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}|\[(?:\d{1,3}\.){3}\d{1,3}\])$/i;
export const isEmail = (v: string): boolean => EMAIL.test(v);

/** Passwords (000 §5): 8+ characters with a digit, an upper-case and a lower-case letter. */
export const isStrongPassword = (v: string): boolean =>
  v.length >= 8 && /\d/.test(v) && /[A-Z]/.test(v) && /[a-z]/.test(v);

export const isUrl = (v: string): boolean => {
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
};

export const isColor = (v: string): boolean =>
  /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(v);
export const isTimezone = (v: string): boolean => {
  if (!v.includes('/') && v !== 'UTC') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: v });
    return true;
  } catch {
    return false;
  }
};
export const isCountry = (v: string): boolean => (COUNTRIES as readonly string[]).includes(v);
export const isLocale = (v: string): boolean => /^[a-z]{2}(?:[-_][A-Z]{2})?$/.test(v);
export const isCurrency = (v: string): boolean => /^[A-Z]{3}$/.test(v);
export const isPhone = (v: string): boolean => /^\+?\d{7,15}$/.test(normalizePhone(v));
/** Phone numbers are normalised by removing dashes, spaces and parentheses (000 §5). */
export const normalizePhone = (v: string): string => v.replace(/[-\s()]/g, '');

/** Business names are also subdomains. */
export const isBusinessName = (v: string): boolean =>
  /^[a-z][a-z0-9-]{2,39}$/.test(v) && !v.endsWith('-') && !RESERVED_BUSINESS_NAMES.includes(v);

/** Trimmed empty strings count as absent (000 §5). */
export const clean = (v: string | null | undefined): string | undefined => {
  if (v === null || v === undefined) return undefined;
  const t = v.trim();
  return t === '' ? undefined : t;
};

export function requireFields(values: Record<string, unknown>, names: string[]): void {
  const missing = names.filter((n) => {
    const v = values[n];
    return v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
  });
  if (missing.length)
    throw new UserError(
      missing.length === 1 ? Texts.requiredField(missing[0]) : `${missing.join(', ')} are required`,
    );
}

export function assertEmail(v: string | undefined | null): string {
  const e = clean(v)?.toLowerCase();
  if (!e || e.length < 5 || !isEmail(e)) throw new UserError(Texts.validEmailRequired);
  return e;
}
