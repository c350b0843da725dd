import { COUNTRIES, Country, Texts, isEmail } from '@tempo/contracts';
import { hostForBusiness } from '../tenant/tenant';

/**
 * Form helpers for business input. The rules themselves (e-mail, phone, web address, business
 * name...) are the server's own, from @tempo/contracts, so a form says what is wrong before it
 * is sent.
 */

/** Shared rules that screens of this area take from here. */
export { COUNTRY_TIMEZONE, isBusinessNameFormat } from '@tempo/contracts';

/** The wait before a typed business name is checked for availability (003 §9 search debounce). */
export const NAME_CHECK_DEBOUNCE_MS = 300;

/** Whether a typed e-mail address, trimmed, follows the product-wide rule (000 §5). */
export const isEmailAddress = (value: string): boolean => isEmail(value.trim());

export const EMAIL_ERROR = Texts.validEmailRequired;

/** The business country list (003 §9), with readable names. */
export const COUNTRY_NAMES: Record<Country, string> = {
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
