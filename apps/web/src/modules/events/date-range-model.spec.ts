import { describe, expect, it } from 'vitest';
import {
  DATE_RANGE_PRESETS,
  addMonths,
  daysIn,
  presetRange,
  rangeError,
  weekStart,
} from './date-range-model';

describe('date-range presets (001 §9)', () => {
  const today = '2026-11-25'; // a Wednesday

  it('gives days, weeks (Monday to Sunday) and months', () => {
    expect(presetRange('Today', today)).toEqual({ from: '2026-11-25', to: '2026-11-25' });
    expect(presetRange('Tomorrow', today)).toEqual({ from: '2026-11-26', to: '2026-11-26' });
    expect(presetRange('This Week', today)).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(presetRange('Next Week', today)).toEqual({ from: '2026-11-30', to: '2026-12-06' });
    expect(presetRange('Current Month', today)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(presetRange('Last Month', today)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(presetRange('Next Month', today)).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('counts the last N days and months up to today', () => {
    expect(presetRange('Last 7 days', today)).toEqual({ from: '2026-11-19', to: today });
    expect(daysIn(presetRange('Last 30 days', today))).toBe(30);
    expect(daysIn(presetRange('Last 60 days', today))).toBe(60);
    expect(daysIn(presetRange('Last 90 days', today))).toBe(90);
    expect(presetRange('Last 3 Months', today)).toEqual({ from: '2026-08-26', to: today });
    expect(presetRange('Last 6 Months', today)).toEqual({ from: '2026-05-26', to: today });
  });

  it('gives calendar quarters, across the year end', () => {
    expect(presetRange('Current Quarter', today)).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(presetRange('Last Quarter', today)).toEqual({ from: '2026-07-01', to: '2026-09-30' });
    expect(presetRange('Last Quarter', '2026-02-10')).toEqual({ from: '2025-10-01', to: '2025-12-31' });
    expect(presetRange('Last Month', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetRange('Next Week', '2026-12-30')).toEqual({ from: '2027-01-04', to: '2027-01-10' });
  });

  it('keeps a moved date inside a shorter month, and Sundays in the week before', () => {
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2028-03-31', -1)).toBe('2028-02-29');
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
  });

  it('gives every preset a range whose end is not before its start', () => {
    for (const p of DATE_RANGE_PRESETS) {
      const r = presetRange(p, today);
      expect(rangeError(r), p).toBeNull();
    }
  });

  it('refuses missing, reversed and too long ranges', () => {
    expect(rangeError({ to: today })).toBe('A start date is required');
    expect(rangeError({ from: today, to: '2026-13-01' })).toBe('An end date is required');
    expect(rangeError({ from: today, to: '2026-11-24' })).toBe(
      'The end date must not be before the start date',
    );
    expect(rangeError({ from: '2026-01-01', to: '2026-03-04' }, 62)).toBe('Choose at most 62 days');
    expect(rangeError({ from: '2026-01-01', to: '2026-03-03' }, 62)).toBeNull();
  });
});
