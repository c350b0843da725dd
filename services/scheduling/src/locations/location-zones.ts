import { defaultsForCountry } from '@tempo/contracts';

/** [code, name, zone] of the states, provinces and territories whose country spans several zones. */
type Region = readonly [string, string, string];

const US: Region[] = [
  ...(
    [
      ['CT', 'Connecticut'],
      ['DE', 'Delaware'],
      ['DC', 'District of Columbia'],
      ['FL', 'Florida'],
      ['GA', 'Georgia'],
      ['IN', 'Indiana'],
      ['KY', 'Kentucky'],
      ['ME', 'Maine'],
      ['MD', 'Maryland'],
      ['MA', 'Massachusetts'],
      ['MI', 'Michigan'],
      ['NH', 'New Hampshire'],
      ['NJ', 'New Jersey'],
      ['NY', 'New York'],
      ['NC', 'North Carolina'],
      ['OH', 'Ohio'],
      ['PA', 'Pennsylvania'],
      ['RI', 'Rhode Island'],
      ['SC', 'South Carolina'],
      ['VT', 'Vermont'],
      ['VA', 'Virginia'],
      ['WV', 'West Virginia'],
    ] as const
  ).map(([c, n]) => [c, n, 'America/New_York'] as const),
  ...(
    [
      ['AL', 'Alabama'],
      ['AR', 'Arkansas'],
      ['IL', 'Illinois'],
      ['IA', 'Iowa'],
      ['KS', 'Kansas'],
      ['LA', 'Louisiana'],
      ['MN', 'Minnesota'],
      ['MS', 'Mississippi'],
      ['MO', 'Missouri'],
      ['NE', 'Nebraska'],
      ['ND', 'North Dakota'],
      ['OK', 'Oklahoma'],
      ['SD', 'South Dakota'],
      ['TN', 'Tennessee'],
      ['TX', 'Texas'],
      ['WI', 'Wisconsin'],
    ] as const
  ).map(([c, n]) => [c, n, 'America/Chicago'] as const),
  ...(
    [
      ['CO', 'Colorado'],
      ['ID', 'Idaho'],
      ['MT', 'Montana'],
      ['NM', 'New Mexico'],
      ['UT', 'Utah'],
      ['WY', 'Wyoming'],
    ] as const
  ).map(([c, n]) => [c, n, 'America/Denver'] as const),
  ['AZ', 'Arizona', 'America/Phoenix'],
  ...(
    [
      ['CA', 'California'],
      ['NV', 'Nevada'],
      ['OR', 'Oregon'],
      ['WA', 'Washington'],
    ] as const
  ).map(([c, n]) => [c, n, 'America/Los_Angeles'] as const),
  ['AK', 'Alaska', 'America/Anchorage'],
  ['HI', 'Hawaii', 'Pacific/Honolulu'],
];

const CA: Region[] = [
  ['BC', 'British Columbia', 'America/Vancouver'],
  ['AB', 'Alberta', 'America/Edmonton'],
  ['NT', 'Northwest Territories', 'America/Edmonton'],
  ['SK', 'Saskatchewan', 'America/Regina'],
  ['MB', 'Manitoba', 'America/Winnipeg'],
  ['ON', 'Ontario', 'America/Toronto'],
  ['QC', 'Quebec', 'America/Toronto'],
  ['NB', 'New Brunswick', 'America/Halifax'],
  ['NS', 'Nova Scotia', 'America/Halifax'],
  ['PE', 'Prince Edward Island', 'America/Halifax'],
  ['NL', 'Newfoundland and Labrador', 'America/St_Johns'],
  ['YT', 'Yukon', 'America/Whitehorse'],
  ['NU', 'Nunavut', 'America/Iqaluit'],
];

const AU: Region[] = [
  ['NSW', 'New South Wales', 'Australia/Sydney'],
  ['ACT', 'Australian Capital Territory', 'Australia/Sydney'],
  ['VIC', 'Victoria', 'Australia/Melbourne'],
  ['QLD', 'Queensland', 'Australia/Brisbane'],
  ['SA', 'South Australia', 'Australia/Adelaide'],
  ['WA', 'Western Australia', 'Australia/Perth'],
  ['TAS', 'Tasmania', 'Australia/Hobart'],
  ['NT', 'Northern Territory', 'Australia/Darwin'],
];

const REGIONS: Record<string, Region[]> = { US, CA, AU };

/**
 * The zone an address suggests: in the US, Canada and Australia the zone of its state (by code or
 * name, any case); elsewhere, or with an unknown state, the country's default zone; null without a country.
 */
export function suggestTimezone(
  country: string | null | undefined,
  state: string | null | undefined,
): string | null {
  const c = (country ?? '').trim().toUpperCase();
  if (!c) return null;
  const s = (state ?? '').trim().toLowerCase();
  const region = s
    ? REGIONS[c]?.find(([code, name]) => code.toLowerCase() === s || name.toLowerCase() === s)
    : undefined;
  return region ? region[2] : defaultsForCountry(c).timezone;
}
