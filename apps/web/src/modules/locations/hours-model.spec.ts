import { describe, expect, it } from 'vitest';
import {
  describeDays,
  emptyClosedHours,
  hoursError,
  hoursInput,
  hoursValuesOf,
  rruleToWeekdays,
  weekdaysToRrule,
} from './hours-model';

describe('weekly rules and weekdays', () => {
  it('makes a weekly rule of the chosen days, in week order', () => {
    expect(weekdaysToRrule(['TU', 'MO'])).toBe('FREQ=WEEKLY;BYDAY=MO,TU');
    expect(weekdaysToRrule(['SU', 'SA', 'WE'])).toBe('FREQ=WEEKLY;BYDAY=WE,SA,SU');
  });

  it('makes no rule when no day is chosen (a one-off date)', () => {
    expect(weekdaysToRrule([])).toBeNull();
  });

  it('reads the days of a rule, whatever the order or case of its parts', () => {
    expect(rruleToWeekdays('FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR')).toEqual(['MO', 'TU', 'WE', 'TH', 'FR']);
    expect(rruleToWeekdays('byday=sa;FREQ=WEEKLY')).toEqual(['SA']);
  });

  it('reads no day from no rule or a rule without BYDAY', () => {
    expect(rruleToWeekdays(null)).toEqual([]);
    expect(rruleToWeekdays('FREQ=DAILY')).toEqual([]);
  });

  it('round-trips days through a rule', () => {
    const days = ['MO', 'WE', 'FR'] as const;
    expect(rruleToWeekdays(weekdaysToRrule([...days]))).toEqual([...days]);
  });

  it('describes a rule by its days, and no rule as once', () => {
    expect(describeDays('FREQ=WEEKLY;BYDAY=MO,SA')).toBe('Mon, Sat');
    expect(describeDays(null)).toBe('Once');
  });
});

describe('an hours row', () => {
  const row = { weekdays: [], startDate: '2026-12-25', fromTime: '09:00', toTime: '17:00', timezone: '' };

  it('accepts a valid row', () => {
    expect(hoursError(row, 'hoursOpen')).toBeNull();
  });

  it('refuses a bad date or time with the server texts', () => {
    expect(hoursError({ ...row, startDate: '25/12/2026' }, 'hoursOpen')).toBe(
      'hoursOpen.startDate must be a date (YYYY-MM-DD)',
    );
    expect(hoursError({ ...row, fromTime: '25:00' }, 'hoursClosed')).toBe(
      'hoursClosed.fromTime must be a time (HH:MM)',
    );
    expect(hoursError({ ...row, toTime: '' }, 'hoursOpen')).toBe('hoursOpen.toTime must be a time (HH:MM)');
  });

  it('refuses an end before the start', () => {
    expect(hoursError({ ...row, fromTime: '18:00' }, 'hoursOpen')).toBe(
      'hoursOpen.toTime must be after fromTime',
    );
  });

  it('reads a stored row (seconds dropped) and sends it back with its id and rule', () => {
    const values = hoursValuesOf({
      id: 'h1',
      startDate: '2026-01-05',
      fromTime: '14:00:00',
      toTime: '21:00:00',
      timezone: 'America/New_York',
      rrule: 'FREQ=WEEKLY;BYDAY=MO,FR',
    });
    expect(values).toEqual({
      id: 'h1',
      weekdays: ['MO', 'FR'],
      startDate: '2026-01-05',
      fromTime: '14:00',
      toTime: '21:00',
      timezone: 'America/New_York',
    });
    expect(hoursInput(values)).toEqual({
      id: 'h1',
      startDate: '2026-01-05',
      fromTime: '14:00',
      toTime: '21:00',
      timezone: 'America/New_York',
      rrule: 'FREQ=WEEKLY;BYDAY=MO,FR',
    });
  });

  it('sends a new closed date without id, rule or zone', () => {
    expect(hoursInput(emptyClosedHours('2026-12-25'))).toEqual({
      startDate: '2026-12-25',
      fromTime: '00:00',
      toTime: '23:59',
      timezone: null,
      rrule: null,
    });
  });
});
