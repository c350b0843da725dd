import { refusalOf as refusal } from '../common/refusal';
import {
  checkRoomNames,
  cleanCount,
  cleanDate,
  cleanLocationType,
  cleanNumber,
  cleanPhone,
  cleanRate,
  cleanRrule,
  cleanServiceIds,
  cleanTime,
  cleanTimezone,
  cleanUrl,
  LOCATION_TEXTS,
  locationNotFound,
} from './location-rules';
import { suggestTimezone } from './location-zones';

describe('location rules', () => {
  it('locationType is required and one of the four types', () => {
    expect(cleanLocationType('LOCATION_TYPE_ONLINE')).toBe('LOCATION_TYPE_ONLINE');
    expect(refusal(() => cleanLocationType(' '))).toBe('locationType is required');
    expect(refusal(() => cleanLocationType('LOCATION_TYPE_CASTLE'))).toBe(
      'locationType must be one of LOCATION_TYPE_PRIMARY, LOCATION_TYPE_EVENT, LOCATION_TYPE_HOME, LOCATION_TYPE_ONLINE',
    );
  });

  it('zones are IANA names, and the excluded names of 001 §9 are refused', () => {
    expect(cleanTimezone(' America/Chicago ', 'timezone')).toBe('America/Chicago');
    expect(cleanTimezone('', 'timezone')).toBeNull();
    expect(refusal(() => cleanTimezone('Mars/Olympus', 'timezone'))).toBe(
      'timezone must be a time zone such as America/New_York',
    );
    expect(refusal(() => cleanTimezone('EST', 'timezone'))).toMatch(/^timezone EST is not offered/);
    expect(refusal(() => cleanTimezone('Australia/NSW', 'hoursOpen.timezone'))).toMatch(
      /^hoursOpen.timezone Australia\/NSW is not offered/,
    );
  });

  it('dates are real YYYY-MM-DD days; times HH:MM within the day', () => {
    expect(cleanDate('2026-02-28', 'startDate')).toBe('2026-02-28');
    expect(refusal(() => cleanDate('2026-02-30', 'startDate'))).toBe(LOCATION_TEXTS.date('startDate'));
    expect(refusal(() => cleanDate('28/02/2026', 'startDate'))).toBe(LOCATION_TEXTS.date('startDate'));
    expect(cleanTime('9:05', 'fromTime')).toBe('09:05');
    expect(cleanTime('21:00:00', 'toTime')).toBe('21:00');
    expect(refusal(() => cleanTime('24:00', 'toTime'))).toBe('toTime must be a time (HH:MM)');
    expect(refusal(() => cleanTime('', 'fromTime'))).toBe('fromTime is required');
  });

  it('repeat rules are those the scheduling rules expand', () => {
    expect(cleanRrule('FREQ=WEEKLY;BYDAY=MO,TU', 'rrule')).toBe('FREQ=WEEKLY;BYDAY=MO,TU');
    expect(cleanRrule(null, 'rrule')).toBeNull();
    expect(refusal(() => cleanRrule('FREQ=HOURLY', 'rrule'))).toBe(LOCATION_TEXTS.rrule('rrule'));
    expect(refusal(() => cleanRrule('every monday', 'rrule'))).toBe(LOCATION_TEXTS.rrule('rrule'));
  });

  it('salesTax is 0 to 100, ratings 0 to 5, counts whole and not negative', () => {
    expect(cleanNumber(8.25, 'salesTax', 0, 100)).toBe(8.25);
    expect(refusal(() => cleanNumber(101, 'salesTax', 0, 100))).toBe('salesTax must be between 0 and 100');
    expect(refusal(() => cleanNumber(5.1, 'googleRating', 0, 5))).toBe(
      'googleRating must be between 0 and 5',
    );
    expect(cleanCount(0, 'yelpRatingsCount')).toBe(0);
    expect(refusal(() => cleanCount(-1, 'yelpRatingsCount'))).toBe('yelpRatingsCount must not be negative');
    expect(refusal(() => cleanCount(1.5, 'yelpRatingsCount'))).toBe(
      'yelpRatingsCount must be a whole number',
    );
  });

  it('links are web addresses and phones valid numbers, stored normalised', () => {
    expect(cleanUrl('https://g.page/r/x', 'googleReviewLink')).toBe('https://g.page/r/x');
    expect(refusal(() => cleanUrl('javascript:alert(1)', 'yelpLink'))).toBe(
      'yelpLink must be a web address starting with http:// or https://',
    );
    expect(cleanPhone('(555) 010-2030', 'phone')).toBe('5550102030');
    expect(refusal(() => cleanPhone('12', 'smsPhoneNumber'))).toBe(
      'smsPhoneNumber must be a valid phone number',
    );
  });

  it('the plan cost is whole minor units in a three-letter currency', () => {
    expect(cleanRate({ amount: 2500, currency: 'usd' })).toEqual({ amount: 2500, currency: 'USD' });
    expect(refusal(() => cleanRate({ amount: 10, currency: 'dollars' }))).toMatch(/currency/);
  });

  it('room names are present and unique in the location, any case', () => {
    expect(() => checkRoomNames(['Piano Room 1', 'Piano Room 2'])).not.toThrow();
    expect(refusal(() => checkRoomNames(['Hall', 'hall']))).toBe(LOCATION_TEXTS.roomNameTaken('hall'));
    expect(refusal(() => checkRoomNames(['']))).toBe('rooms.name is required');
  });

  it('room services are ids, without repeats', () => {
    const id = '0190a8f2-0000-7000-8000-000000000001';
    expect(cleanServiceIds([id, id.toUpperCase()])).toEqual([id]);
    expect(refusal(() => cleanServiceIds(['piano']))).toBe(LOCATION_TEXTS.unknownServices);
  });
});

describe('location not found', () => {
  it("answers NOT_FOUND with the spec's text and no id", () => {
    expect(locationNotFound()).toMatchObject({ message: 'Object Not Found Matching Id:', code: 'NOT_FOUND' });
  });
});

describe('suggestedTimezone', () => {
  it.each([
    ['US', 'TX', 'America/Chicago'],
    ['US', 'california', 'America/Los_Angeles'],
    ['US', 'AZ', 'America/Phoenix'],
    ['CA', 'BC', 'America/Vancouver'],
    ['CA', 'Quebec', 'America/Toronto'],
    ['AU', 'WA', 'Australia/Perth'],
    ['AU', 'Queensland', 'Australia/Brisbane'],
  ])('%s %s: the state or province zone %s', (country, state, zone) =>
    expect(suggestTimezone(country, state)).toBe(zone),
  );

  it("elsewhere, or with an unknown state, the country's default zone; no country: none", () => {
    expect(suggestTimezone('GB', 'Kent')).toBe('Europe/London');
    expect(suggestTimezone('US', 'Atlantis')).toBe('America/New_York');
    expect(suggestTimezone('FR', null)).toBe('UTC');
    expect(suggestTimezone(null, 'TX')).toBeNull();
  });
});
