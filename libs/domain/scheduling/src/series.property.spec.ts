import fc from 'fast-check';
import { SeriesRule, seriesOccurrences, splitSeriesAt } from './series';
import { formatLocalDate, floating, floatingDate, parseLocalDate } from './zoned-time';

const DAY = 86_400_000;
const zones = ['America/New_York', 'Europe/London', 'Australia/Sydney', 'Asia/Kolkata', 'UTC'];
const days = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];
const time = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 30))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
const pattern = fc.oneof(
  fc
    .tuple(fc.subarray(days, { minLength: 1 }), fc.integer({ min: 1, max: 3 }))
    .map(([byday, n]) => `FREQ=WEEKLY;INTERVAL=${n};BYDAY=${byday.join(',')}`),
  fc.integer({ min: 1, max: 31 }).map((d) => `FREQ=MONTHLY;BYMONTHDAY=${d}`),
  fc.integer({ min: 1, max: 4 }).map((n) => `FREQ=DAILY;INTERVAL=${n}`),
);
const end = fc.oneof(
  fc.integer({ min: 1, max: 40 }).map((n) => `COUNT=${n}`),
  fc.constantFrom('UNTIL=20270415', 'UNTIL=20271120T120000', 'UNTIL=20280101T050000Z'),
);
const rule: fc.Arbitrary<SeriesRule> = fc.record({
  startDate: fc.constantFrom('2027-02-27', '2027-03-13', '2027-03-30', '2027-10-30'),
  fromTime: time,
  toTime: time,
  timezone: fc.constantFrom(...zones),
  rrule: fc.tuple(pattern, end).map(([p, e]) => `${p};${e}`),
});
const plusDays = (date: string, n: number) =>
  formatLocalDate(floatingDate(floating(parseLocalDate(date)) + n * DAY));

describe('series split (properties)', () => {
  it('expanding the split series (before, then after) equals expanding the original', () => {
    fc.assert(
      fc.property(rule, fc.integer({ min: -3, max: 400 }), (r, offset) => {
        const original = seriesOccurrences(r);
        const date = plusDays(r.startDate, offset);
        if (!original.some((o) => o.localDate >= date)) {
          expect(() => splitSeriesAt(r, date)).toThrow('the series has no occurrence on or after');
          return;
        }
        const { before, after } = splitSeriesAt(r, date);
        const parts = [...(before ? seriesOccurrences(before) : []), ...seriesOccurrences(after)];
        expect(parts).toEqual(original);
        expect(parts.findIndex((o) => o.localDate >= date)).toBe(
          before ? seriesOccurrences(before).length : 0,
        );
      }),
      { numRuns: 120 },
    );
  });
});
