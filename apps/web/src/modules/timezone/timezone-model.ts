/** Timezone preference and picker data (000 §2.8 Timezone Selector, 003 §9). */

import { isExcludedZone } from '@tempo/contracts';

/** The zones never offered (003 §9): one list, shared with the servers that refuse them. */
export { EXCLUDED_ABBREVIATIONS, EXCLUDED_AUSTRALIA_ALIASES, isExcludedZone } from '@tempo/contracts';

/** The zones the runtime knows, UTC included. */
export function allZones(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: string) => string[] };
  const zones = intl.supportedValuesOf ? intl.supportedValuesOf('timeZone') : [];
  return Array.from(new Set(['UTC', ...zones]));
}

export interface ZoneGroup {
  group: 'Business' | 'Location' | 'Other';
  items: string[];
}

/** The picker's groups: the business zone, the locations' zones (none yet), then every other zone. */
export function zoneGroups(
  businessZone: string | null | undefined,
  locationZones: readonly string[] = [],
  zones: readonly string[] = allZones(),
): ZoneGroup[] {
  const business = businessZone && !isExcludedZone(businessZone) ? [businessZone] : [];
  const location = Array.from(new Set(locationZones)).filter(
    (z) => !isExcludedZone(z) && !business.includes(z),
  );
  const taken = new Set([...business, ...location]);
  const other = zones.filter((z) => !isExcludedZone(z) && !taken.has(z)).sort();
  return [
    { group: 'Business', items: business },
    { group: 'Location', items: location },
    { group: 'Other', items: other },
  ];
}

/** localStorage key of the preference of one business. */
export const timezoneKey = (business: string) => `timezone:${business}`;

export function getTimezonePreference(business: string): string | null {
  try {
    return localStorage.getItem(timezoneKey(business));
  } catch {
    return null;
  }
}

export function setTimezonePreference(business: string, zone: string): void {
  localStorage.setItem(timezoneKey(business), zone);
}

/** Whether to show the note that the chosen zone is not the business's. */
export function differsFromBusiness(chosen: string | null, businessZone: string | null | undefined): boolean {
  return !!chosen && !!businessZone && chosen !== businessZone;
}

export const timezoneLabel = (zone: string) => `Date & times are in ${zone} timezone`;
