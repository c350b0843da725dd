import { afterEach, describe, expect, it } from 'vitest';
import {
  EXCLUDED_ABBREVIATIONS,
  EXCLUDED_AUSTRALIA_ALIASES,
  differsFromBusiness,
  getTimezonePreference,
  isExcludedZone,
  setTimezonePreference,
  zoneGroups,
} from './timezone-model';

afterEach(() => localStorage.clear());

describe('zone exclusion list (003 §9)', () => {
  it('excludes the 18 abbreviation zones and the 12 Australia aliases', () => {
    expect(EXCLUDED_ABBREVIATIONS).toHaveLength(18);
    expect(EXCLUDED_AUSTRALIA_ALIASES).toHaveLength(12);
    for (const z of ['EST', 'GMT', 'HST', 'Australia/NSW', 'Australia/Yancowinna', 'Australia/ACT'])
      expect(isExcludedZone(z)).toBe(true);
  });

  it('keeps real zones', () => {
    for (const z of ['Australia/Sydney', 'America/New_York', 'Europe/London', 'UTC'])
      expect(isExcludedZone(z)).toBe(false);
  });

  it('groups Business, Location (empty) and Other without excluded zones', () => {
    const groups = zoneGroups(
      'America/New_York',
      [],
      ['EST', 'Australia/NSW', 'America/New_York', 'Europe/London', 'Australia/Sydney'],
    );
    expect(groups).toEqual([
      { group: 'Business', items: ['America/New_York'] },
      { group: 'Location', items: [] },
      { group: 'Other', items: ['Australia/Sydney', 'Europe/London'] },
    ]);
  });

  it('never lists an excluded zone among the runtime zones', () => {
    const other = zoneGroups(null).find((g) => g.group === 'Other')!.items;
    expect(other.length).toBeGreaterThan(0);
    expect(other.some(isExcludedZone)).toBe(false);
  });
});

describe('preference', () => {
  it('is stored per business', () => {
    setTimezonePreference('demo', 'Europe/London');
    expect(getTimezonePreference('demo')).toBe('Europe/London');
    expect(getTimezonePreference('other')).toBeNull();
  });

  it('notes a zone different from the business zone', () => {
    expect(differsFromBusiness('Europe/London', 'America/New_York')).toBe(true);
    expect(differsFromBusiness('America/New_York', 'America/New_York')).toBe(false);
    expect(differsFromBusiness('Europe/London', null)).toBe(false);
  });
});
