import { matchesRequest, type TimeWindow } from './waitlist-match';
import { request, slot } from './waitlist.testing';

const NY = 'America/New_York';
const KOLKATA = 'Asia/Kolkata';
const sundayMorning: TimeWindow = { weekdays: ['SU'], fromTime: '09:00', toTime: '12:00' };

describe('matchesRequest: what a slot must be to match a waitlist request', () => {
  it('the service must be the one asked for; staff and location only when asked', () => {
    const open = slot('2027-03-10T10:00:00-05:00', 60);
    expect(matchesRequest(request('a'), open, NY)).toBe(true);
    expect(matchesRequest(request('a', { serviceId: 'violin' }), open, NY)).toBe(false);
    expect(matchesRequest(request('a', { staffId: 'staff-1', locationId: 'loc-1' }), open, NY)).toBe(true);
    expect(matchesRequest(request('a', { staffId: 'staff-2' }), open, NY)).toBe(false);
    expect(matchesRequest(request('a', { locationId: 'loc-2' }), open, NY)).toBe(false);
  });

  it.each(['UNSUBSCRIBED', 'EXPIRED', 'FULFILLED'] as const)('a %s request never matches', (status) => {
    const open = slot('2027-03-10T10:00:00-05:00', 60);
    expect(matchesRequest(request('a', { status }), open, NY)).toBe(false);
  });

  it('the local date in the business zone must lie within the date range, both ends included', () => {
    const range = { fromDate: '2027-03-10', toDate: '2027-03-12' };
    expect(matchesRequest(request('a', range), slot('2027-03-10T00:00:00-05:00', 30), NY)).toBe(true);
    expect(matchesRequest(request('a', range), slot('2027-03-12T23:00:00-05:00', 30), NY)).toBe(true);
    // 2027-03-13 01:00 UTC is still the 12th in New York ...
    expect(matchesRequest(request('a', range), slot('2027-03-13T01:00:00Z', 30), NY)).toBe(true);
    // ... and already the 13th in Kolkata.
    expect(matchesRequest(request('a', range), slot('2027-03-13T01:00:00Z', 30), KOLKATA)).toBe(false);
    expect(matchesRequest(request('a', range), slot('2027-03-09T23:30:00-05:00', 30), NY)).toBe(false);
  });

  it('the slot must lie entirely inside one window, not straddle its edge', () => {
    const req = request('a', { windows: [sundayMorning] });
    expect(matchesRequest(req, slot('2027-03-07T09:00:00-05:00', 180), NY)).toBe(true);
    expect(matchesRequest(req, slot('2027-03-07T08:30:00-05:00', 60), NY)).toBe(false);
    expect(matchesRequest(req, slot('2027-03-07T11:30:00-05:00', 60), NY)).toBe(false);
    expect(matchesRequest(req, slot('2027-03-08T09:00:00-05:00', 60), NY)).toBe(false); // a Monday
  });

  it('two touching windows do not join: the slot must fit in one of them', () => {
    const windows: TimeWindow[] = [sundayMorning, { weekdays: ['SU'], fromTime: '12:00', toTime: '14:00' }];
    const req = request('a', { windows });
    expect(matchesRequest(req, slot('2027-03-07T12:00:00-05:00', 60), NY)).toBe(true);
    expect(matchesRequest(req, slot('2027-03-07T11:30:00-05:00', 60), NY)).toBe(false);
  });

  it('windows are read in the business zone on the New York spring-forward day 2027-03-14 (EDT, -04:00)', () => {
    const req = request('a', { windows: [sundayMorning] });
    // 09:00 local is 13:00 UTC after the change; reading it with the day-before offset would say 14:00 UTC.
    expect(matchesRequest(req, slot('2027-03-14T13:00:00Z', 60), NY)).toBe(true);
    expect(matchesRequest(req, slot('2027-03-14T15:00:00Z', 60), NY)).toBe(true); // 11:00-12:00 EDT
    expect(matchesRequest(req, slot('2027-03-14T15:30:00Z', 60), NY)).toBe(false); // ends 12:30 EDT
    expect(matchesRequest(req, slot('2027-03-07T14:00:00Z', 60), NY)).toBe(true); // the week before: EST
    expect(matchesRequest(req, slot('2027-03-07T13:00:00Z', 60), NY)).toBe(false); // 08:00 EST
  });

  it('a window edge skipped by the spring-forward gap opens when the clocks jump over it', () => {
    const req = request('a', { windows: [{ weekdays: ['SU'], fromTime: '02:30', toTime: '04:00' }] });
    expect(matchesRequest(req, slot('2027-03-14T03:00:00-04:00', 60), NY)).toBe(true);
    expect(matchesRequest(req, slot('2027-03-14T01:30:00-05:00', 60), NY)).toBe(false); // starts 01:30 EST
  });

  it('on the New York fall-back day 2027-11-07 a window covers both showings of its repeated hour', () => {
    const req = request('a', { windows: [{ weekdays: ['SU'], fromTime: '01:00', toTime: '02:00' }] });
    expect(matchesRequest(req, slot('2027-11-07T01:00:00-04:00', 60), NY)).toBe(true); // first 01:00 (EDT)
    expect(matchesRequest(req, slot('2027-11-07T01:30:00-05:00', 30), NY)).toBe(true); // second 01:30 (EST)
    expect(matchesRequest(req, slot('2027-11-07T01:30:00-05:00', 60), NY)).toBe(false); // runs to 02:30 EST
  });

  it('windows are read in Asia/Kolkata (+05:30, no DST), where the UTC date is often another day', () => {
    const req = request('a', { windows: [{ weekdays: ['MO'], fromTime: '09:00', toTime: '12:00' }] });
    expect(matchesRequest(req, slot('2027-03-15T03:30:00Z', 60), KOLKATA)).toBe(true); // Mon 09:00 IST
    expect(matchesRequest(req, slot('2027-03-15T03:00:00Z', 60), KOLKATA)).toBe(false); // Mon 08:30 IST
    expect(matchesRequest(req, slot('2027-03-15T03:30:00Z', 60), NY)).toBe(false); // Sun 23:30 EDT
  });

  it('a window whose toTime is not after fromTime runs past midnight and belongs to its opening day', () => {
    const req = request('a', { windows: [{ weekdays: ['FR'], fromTime: '22:00', toTime: '02:00' }] });
    expect(matchesRequest(req, slot('2027-03-13T00:30:00+05:30', 60), KOLKATA)).toBe(true); // Sat 00:30
    expect(matchesRequest(req, slot('2027-03-14T00:30:00+05:30', 60), KOLKATA)).toBe(false); // Sun 00:30
    expect(matchesRequest(req, slot('2027-03-13T01:30:00+05:30', 60), KOLKATA)).toBe(false); // to 02:30
  });
});
