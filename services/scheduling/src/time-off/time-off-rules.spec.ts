import { expandAllHours, toInstant, totalDuration, union } from '@tempo/scheduling-rules';
import {
  blockedHoursFor,
  checkCategory,
  dateRange,
  mayChangeRequest,
  mayReadRequest,
  requestPeriod,
  seesAllRequests,
  storedPeriod,
  TIME_OFF_TEXTS,
  timeOffTitle,
  transition,
} from './time-off-rules';
import { actorAs as as } from '../common/actor.fixture';

const HOUR = 3_600_000;

/** The instants the blocked hours cover, united. */
function covered(startIso: string, endIso: string, zone: string) {
  const [start, end] = [new Date(startIso), new Date(endIso)];
  const hours = blockedHoursFor(start, end, zone);
  const window = { start: start.getTime() - 48 * HOUR, end: end.getTime() + 48 * HOUR };
  return {
    hours,
    set: union(
      expandAllHours(
        hours.map((h) => ({ ...h, timezone: zone })),
        window,
      ),
    ),
  };
}

describe('time off state machine', () => {
  it.each([
    ['update', 'SUBMITTED', null],
    ['cancel', 'SUBMITTED', 'CANCELLED'],
    ['cancel', 'APPROVED', 'CANCELLED'],
    ['approve', 'SUBMITTED', 'APPROVED'],
    ['reject', 'SUBMITTED', 'REJECTED'],
  ] as const)('%s a %s request: %s', (action, from, to) => expect(transition(action, from)).toBe(to));

  it.each([
    ['update', 'APPROVED', 'This time off request is approved and cannot be changed'],
    ['cancel', 'REJECTED', 'This time off request is rejected and cannot be cancelled'],
    ['cancel', 'CANCELLED', 'This time off request is cancelled and cannot be cancelled'],
    ['approve', 'APPROVED', 'This time off request is approved and cannot be approved'],
    ['approve', 'CANCELLED', 'This time off request is cancelled and cannot be approved'],
    ['reject', 'APPROVED', 'This time off request is approved and cannot be rejected'],
  ] as const)('refuses to %s an %s request', (action, from, text) =>
    expect(() => transition(action, from)).toThrow(text),
  );
});

describe('who may do what with time off', () => {
  it('managers see every request; staff and limited staff their own only', () => {
    expect(seesAllRequests(as('manager'))).toBe(true);
    expect(seesAllRequests(as('staff'))).toBe(false);
    expect(mayReadRequest(as('limited_staff'), 'me')).toBe(true);
    expect(mayReadRequest(as('staff'), 'other')).toBe(false);
    expect(mayReadRequest(as('manager'), 'other')).toBe(true);
  });

  it('a request is changed or cancelled by its requester only, not even by a manager', () => {
    expect(mayChangeRequest(as('limited_staff'), 'me')).toBe(true);
    expect(mayChangeRequest(as('owner'), 'other')).toBe(false);
  });

  it('is shown as "<requester>\'s time off request"', () =>
    expect(timeOffTitle('Sam Staff')).toBe("Sam Staff's time off request"));
});

describe('the period of a request', () => {
  it('takes instants as given', () => {
    expect(
      requestPeriod({ startAt: '2026-03-02T15:00:00Z', endAt: '2026-03-02T17:00:00.000Z' }, 'UTC'),
    ).toEqual({
      startAt: new Date('2026-03-02T15:00:00Z'),
      endAt: new Date('2026-03-02T17:00:00Z'),
      allDay: false,
    });
  });

  it('reads all-day dates in the requester zone, both included, across a DST change', () => {
    const p = requestPeriod({ startAt: '2026-03-07', endAt: '2026-03-08', allDay: true }, 'America/New_York');
    expect(p.startAt.toISOString()).toBe('2026-03-07T05:00:00.000Z');
    expect(p.endAt.toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(storedPeriod({ ...p, timezone: 'America/New_York' }, true)).toEqual({
      startAt: '2026-03-07',
      endAt: '2026-03-08',
    });
  });

  it('refuses missing, malformed and backwards periods', () => {
    expect(() => requestPeriod({ startAt: '2026-03-02T15:00:00Z' }, 'UTC')).toThrow('endAt is required');
    expect(() => requestPeriod({ startAt: 'soon', endAt: '2026-03-02T15:00:00Z' }, 'UTC')).toThrow(
      TIME_OFF_TEXTS.instant('startAt'),
    );
    expect(() => requestPeriod({ startAt: '2026-02-30', endAt: '2026-03-01', allDay: true }, 'UTC')).toThrow(
      TIME_OFF_TEXTS.date('startAt'),
    );
    expect(() =>
      requestPeriod({ startAt: '2026-03-02T15:00:00Z', endAt: '2026-03-02T15:00:00Z' }, 'UTC'),
    ).toThrow(TIME_OFF_TEXTS.endBeforeStart);
  });

  it('bounds a list by local dates, both included', () => {
    expect(dateRange('2026-10-25', '2026-10-25', 'Europe/London')).toEqual({
      from: new Date('2026-10-24T23:00:00Z'),
      to: new Date('2026-10-26T00:00:00Z'),
    });
    expect(dateRange(null, null, 'UTC')).toEqual({ from: null, to: null });
  });
});

describe('time off categories', () => {
  it('must be one of the business categories when it has any', () => {
    expect(checkCategory(' Vacation ', ['Vacation', 'Sick'])).toBe('Vacation');
    expect(() => checkCategory('Party', ['Vacation', 'Sick'])).toThrow(
      'category must be one of Vacation, Sick',
    );
    expect(() => checkCategory(null, ['Vacation'])).toThrow('category must be one of Vacation');
  });

  it('is free (or absent) when the business has none', () => {
    expect(checkCategory('Anything', [])).toBe('Anything');
    expect(checkCategory('  ', [])).toBeNull();
  });
});

describe('blocked hours of an approved time off', () => {
  it('covers a period within one day with one entry', () => {
    const { hours, set } = covered('2026-03-02T15:00:00Z', '2026-03-02T17:30:00Z', 'UTC');
    expect(hours).toEqual([{ startDate: '2026-03-02', fromTime: '15:00', toTime: '17:30', rrule: null }]);
    expect(set).toEqual([
      { start: toInstant('2026-03-02T15:00:00Z'), end: toInstant('2026-03-02T17:30:00Z') },
    ]);
  });

  it('covers exactly the period across the spring-forward day in America/New_York', () => {
    // Saturday 12:00 EST to Tuesday 10:00 EDT; Sunday 2026-03-08 has 23 hours.
    const { hours, set } = covered('2026-03-07T17:00:00Z', '2026-03-10T14:00:00Z', 'America/New_York');
    expect(hours).toEqual([
      { startDate: '2026-03-07', fromTime: '12:00', toTime: '00:00', rrule: null },
      { startDate: '2026-03-08', fromTime: '00:00', toTime: '00:00', rrule: 'FREQ=DAILY;COUNT=2' },
      { startDate: '2026-03-10', fromTime: '00:00', toTime: '10:00', rrule: null },
    ]);
    expect(set).toEqual([
      { start: toInstant('2026-03-07T17:00:00Z'), end: toInstant('2026-03-10T14:00:00Z') },
    ]);
    expect(totalDuration(set)).toBe(69 * HOUR);
  });

  it('covers whole local days across the fall-back day in Europe/London', () => {
    // All-day 2026-10-24 to 2026-10-26: Sunday 2026-10-25 has 25 hours.
    const p = requestPeriod({ startAt: '2026-10-24', endAt: '2026-10-26', allDay: true }, 'Europe/London');
    const { hours, set } = covered(p.startAt.toISOString(), p.endAt.toISOString(), 'Europe/London');
    expect(hours).toEqual([
      { startDate: '2026-10-24', fromTime: '00:00', toTime: '00:00', rrule: 'FREQ=DAILY;COUNT=3' },
    ]);
    expect(set).toEqual([{ start: p.startAt.getTime(), end: p.endAt.getTime() }]);
    expect(totalDuration(set)).toBe(73 * HOUR);
  });

  it('a single whole day needs no rule; an end at midnight adds no last piece', () => {
    const { hours, set } = covered('2026-06-01T04:00:00Z', '2026-06-02T04:00:00Z', 'America/New_York');
    expect(hours).toEqual([{ startDate: '2026-06-01', fromTime: '00:00', toTime: '00:00', rrule: null }]);
    expect(totalDuration(set)).toBe(24 * HOUR);
  });
});
