import { describe, expect, it } from 'vitest';
import {
  addDays,
  dateAt,
  formatRange,
  isoIn,
  localDate,
  queryRange,
  rangeTitle,
  stepDate,
  visibleRange,
} from './calendar-range';
import { NY } from './calendar-fixtures';

describe('the days a view shows', () => {
  it('a day, a Monday-to-Sunday week, the whole weeks of a month', () => {
    expect(visibleRange('day', '2026-03-10')).toEqual({ from: '2026-03-10', to: '2026-03-10' });
    expect(visibleRange('week', '2026-03-10')).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    expect(visibleRange('week', '2026-03-15')).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    expect(visibleRange('month', '2026-03-10')).toEqual({ from: '2026-02-23', to: '2026-04-05' });
    expect(visibleRange('month', '2027-02-14')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
  });

  it('asks the server for a day more on each side, within 62 days', () => {
    const range = queryRange(visibleRange('month', '2026-03-10'));
    expect(range).toEqual({ from: '2026-02-22', to: '2026-04-06' });
    const days = (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 + 1;
    expect(days).toBeLessThanOrEqual(62);
  });

  it('steps by the view, and to today', () => {
    expect(stepDate('day', '2026-03-31', 'NEXT', 'x')).toBe('2026-04-01');
    expect(stepDate('week', '2026-03-10', 'PREV', 'x')).toBe('2026-03-03');
    expect(stepDate('month', '2026-01-31', 'NEXT', 'x')).toBe('2026-02-01');
    expect(stepDate('month', '2026-03-10', 'TODAY', '2026-07-04')).toBe('2026-07-04');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('titles the shown range', () => {
    expect(rangeTitle('day', '2026-03-10')).toBe('Tuesday, March 10, 2026');
    expect(rangeTitle('week', '2026-03-10')).toBe('Mar 9 – 15, 2026');
    expect(rangeTitle('week', '2026-03-31')).toBe('Mar 30 – Apr 5, 2026');
    expect(rangeTitle('week', '2026-12-30')).toBe('Dec 28, 2026 – Jan 3, 2027');
    expect(rangeTitle('month', '2026-03-10')).toBe('March 2026');
  });
});

describe('zones', () => {
  it("places a date's noon and reads an instant's date in the viewer's zone", () => {
    expect(dateAt('2026-03-08', NY).toISOString()).toBe('2026-03-08T16:00:00.000Z');
    expect(dateAt('2026-03-07', NY).toISOString()).toBe('2026-03-07T17:00:00.000Z');
    expect(localDate(new Date('2026-03-10T03:00:00Z'), NY)).toBe('2026-03-09');
    expect(localDate(new Date('2026-03-10T03:00:00Z'), 'Asia/Tokyo')).toBe('2026-03-10');
  });

  it('writes instants with the offset of the zone, DST-correct', () => {
    expect(isoIn(new Date('2026-03-07T15:00:00Z'), NY)).toBe('2026-03-07T10:00:00-05:00');
    expect(isoIn(new Date('2026-03-09T14:00:00Z'), NY)).toBe('2026-03-09T10:00:00-04:00');
    expect(isoIn(new Date('2026-03-09T14:00:00Z'), 'Europe/London')).toBe('2026-03-09T14:00:00+00:00');
  });

  it('shows a time range in the chosen zone, whatever offset it came with', () => {
    expect(formatRange('2026-03-10T10:00:00-04:00', '2026-03-10T10:30:00-04:00', NY)).toBe(
      'Tue, Mar 10, 10:00 AM – 10:30 AM',
    );
    expect(formatRange('2026-03-10T10:00:00-04:00', '2026-03-10T10:30:00-04:00', 'Asia/Tokyo')).toBe(
      'Tue, Mar 10, 11:00 PM – 11:30 PM',
    );
    expect(formatRange('2026-03-10T10:30:00-04:00', '2026-03-10T11:30:00-04:00', 'Asia/Tokyo')).toBe(
      'Tue, Mar 10, 11:30 PM – Wed, Mar 11, 12:30 AM',
    );
  });
});
