import { describe, expect, it } from 'vitest';
import {
  scheduleChangeValuesOf,
  scheduleRule,
  untilOf,
  validateScheduleChange,
  weekdayOf,
} from './change-schedule-model';

describe('recurring schedule change', () => {
  it('starts from the event: its local date, weekday, time and length', () => {
    const v = scheduleChangeValuesOf(
      { startAt: '2026-11-03T22:30:00Z', endAt: '2026-11-03T23:15:00Z' },
      'America/Los_Angeles',
      '2027-01-31',
    );
    expect(v).toEqual({
      fromDate: '2026-11-03',
      weekdays: ['TU'],
      every: 1,
      until: '2027-01-31',
      startTime: '14:30',
      durationMinutes: 45,
    });
    expect(weekdayOf('2026-11-29')).toBe('SU');
  });

  it("reads the series' last date from its rule", () => {
    expect(untilOf('FREQ=WEEKLY;UNTIL=20270131T235959')).toBe('2027-01-31');
    expect(untilOf('FREQ=WEEKLY;COUNT=10')).toBe('');
    expect(untilOf(null)).toBe('');
  });

  it('writes the weekdays in week order', () => {
    expect(scheduleRule({ weekdays: ['WE', 'MO'], every: 1, until: '2027-01-31' })).toBe(
      'FREQ=WEEKLY;BYDAY=MO,WE;UNTIL=20270131T235959',
    );
    expect(scheduleRule({ weekdays: ['SA'], every: 2, until: '2027-01-31' })).toBe(
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=SA;UNTIL=20270131T235959',
    );
  });

  it('refuses a change without weekdays, end, time or length', () => {
    expect(
      validateScheduleChange({
        fromDate: '2026-11-03',
        weekdays: [],
        every: 1,
        until: '2026-11-01',
        startTime: '',
        durationMinutes: '',
      }),
    ).toEqual({
      weekdays: 'Choose at least one weekday',
      until: 'The last date must not be before the first',
      startTime: 'startTime is required',
      durationMinutes: 'The duration must be a whole number of minutes above 0',
    });
  });
});
