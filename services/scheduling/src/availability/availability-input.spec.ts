import { toIso } from '@tempo/scheduling-rules';
import {
  dateRangeError,
  Expander,
  dateWindow,
  eventsByStaff,
  locationTimes,
  roomBookings,
  timeOffLabel,
} from './availability-input';

const iso = (w: { start: number; end: number }) => [toIso(w.start), toIso(w.end)];

describe('dateRangeError (001 §5.5)', () => {
  it('needs fromDate and toDate, in order, at most 62 days', () => {
    expect(dateRangeError(null, '2026-03-01')).toBe('fromDate is required');
    expect(dateRangeError('2026-03-01', ' ')).toBe('toDate is required');
    expect(dateRangeError('2026-03-02', '2026-03-01')).toBe('toDate must not be before fromDate');
    expect(dateRangeError('2026-03-01', 'soon')).toBe('fromDate and toDate must be dates (YYYY-MM-DD)');
    expect(dateRangeError('2026-03-01', '2026-05-02')).toBe('At most 62 days can be asked at once');
    expect(dateRangeError('2026-03-01', '2026-05-01')).toBeNull();
    expect(dateRangeError('2026-03-01', '2026-03-01')).toBeNull();
  });
});

describe('dateWindow', () => {
  it('runs from local midnight of fromDate to local midnight after toDate, across a DST change', () => {
    expect(iso(dateWindow('2026-03-07', '2026-03-08', 'America/New_York'))).toEqual([
      '2026-03-07T05:00:00.000Z',
      '2026-03-09T04:00:00.000Z',
    ]);
    expect(iso(dateWindow('2026-10-31', '2026-11-01', 'America/New_York'))).toEqual([
      '2026-10-31T04:00:00.000Z',
      '2026-11-02T05:00:00.000Z',
    ]);
    expect(iso(dateWindow('2026-01-31', '2026-01-31', 'UTC'))).toEqual([
      '2026-01-31T00:00:00.000Z',
      '2026-02-01T00:00:00.000Z',
    ]);
  });
});

describe('rows as rules input', () => {
  const window = dateWindow('2026-03-02', '2026-03-08', 'UTC');

  it("expands a location's open hours and closures in the location's zone; none kept means always open", () => {
    const times = locationTimes(
      [
        {
          locationId: 'a',
          kind: 'open',
          startDate: '2026-01-05',
          fromTime: '09:00',
          toTime: '17:00',
          timezone: 'Europe/London',
          rrule: 'FREQ=WEEKLY;BYDAY=TU',
        },
        {
          locationId: 'a',
          kind: 'closed',
          startDate: '2026-03-03',
          fromTime: '12:00',
          toTime: '13:00',
          timezone: 'Europe/London',
          rrule: null,
        },
        {
          locationId: 'b',
          kind: 'closed',
          startDate: '2026-03-04',
          fromTime: '00:00',
          toTime: '00:00',
          timezone: 'UTC',
          rrule: null,
        },
      ],
      new Expander(window),
    );
    expect(times.get('a')!.open!.map(iso)).toEqual([
      ['2026-03-03T09:00:00.000Z', '2026-03-03T17:00:00.000Z'],
    ]);
    expect(times.get('a')!.closed.map(iso)).toEqual([
      ['2026-03-03T12:00:00.000Z', '2026-03-03T13:00:00.000Z'],
    ]);
    expect(times.get('b')!.open).toBeNull();
    expect(times.get('b')!.closed.map(iso)).toEqual([
      ['2026-03-04T00:00:00.000Z', '2026-03-05T00:00:00.000Z'],
    ]);
  });

  it('gives each event to its staff (primary included once) and to its room', () => {
    const e = {
      name: 'Lesson',
      start: Date.parse('2026-03-03T10:00:00Z'),
      end: Date.parse('2026-03-03T11:00:00Z'),
      locationId: 'a',
      roomId: 'r1',
      staffIds: ['s1', 's2', 's1'],
    };
    const byStaff = eventsByStaff([e, { ...e, roomId: null, staffIds: ['s2'] }]);
    expect(byStaff.get('s1')).toHaveLength(1);
    expect(byStaff.get('s2')).toHaveLength(2);
    expect(
      roomBookings([
        e,
        { ...e, start: Date.parse('2026-03-03T11:00:00Z'), end: Date.parse('2026-03-03T12:00:00Z') },
      ])
        .get('r1')!
        .map(iso),
    ).toEqual([['2026-03-03T10:00:00.000Z', '2026-03-03T12:00:00.000Z']]);
  });

  it('labels time off with its category when it has one', () => {
    expect(timeOffLabel('Sick')).toBe('Time off (Sick)');
    expect(timeOffLabel(null)).toBe('Time off');
    expect(timeOffLabel(' ')).toBe('Time off');
  });
});

describe('Expander', () => {
  const window = dateWindow('2026-03-02', '2026-03-08', 'America/New_York');
  const tuesday = {
    startDate: '2026-01-06',
    fromTime: '15:00',
    toTime: '20:00',
    timezone: 'America/New_York',
    rrule: 'FREQ=WEEKLY;BYDAY=TU',
  };

  it('expands each distinct rule once and unites several rows', () => {
    const expander = new Expander(window);
    const first = expander.expand([tuesday]);
    expect(first.map(iso)).toEqual([['2026-03-03T20:00:00.000Z', '2026-03-04T01:00:00.000Z']]);
    expect(expander.expand([{ ...tuesday }])).toBe(first);
    expect(expander.expand([{ ...tuesday, exceptions: ['2026-03-03'] }])).toEqual([]);
    expect(expander.expand([tuesday, { ...tuesday, fromTime: '19:00', toTime: '21:00' }]).map(iso)).toEqual([
      ['2026-03-03T20:00:00.000Z', '2026-03-04T02:00:00.000Z'],
    ]);
  });
});
