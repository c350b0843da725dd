import fc from 'fast-check';
import { RecurringHours, expandHours } from './recurrence';

const HOUR = 3_600_000;
const YEAR_START = Date.parse('2026-01-01T00:00:00Z');
const zones = [
  'America/New_York',
  'Europe/London',
  'Australia/Sydney',
  'Asia/Kolkata',
  'Pacific/Chatham',
  'UTC',
];
const days = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];
const time = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
const rruleText = fc.oneof(
  fc.subarray(days, { minLength: 1 }).map((byday) => `FREQ=WEEKLY;BYDAY=${byday.join(',')}`),
  fc.integer({ min: 1, max: 31 }).map((d) => `FREQ=MONTHLY;BYMONTHDAY=${d}`),
  fc.integer({ min: 1, max: 5 }).map((n) => `FREQ=DAILY;INTERVAL=${n}`),
);
const rule: fc.Arbitrary<RecurringHours> = fc.record({
  startDate: fc.constantFrom('2025-12-15', '2026-02-27', '2026-03-08', '2026-10-31'),
  fromTime: time,
  toTime: time,
  timezone: fc.constantFrom(...zones),
  rrule: rruleText,
});
// A window somewhere in 2026 (hours from its start and lengths in hours) and a sub-window inside it.
const windows = fc
  .tuple(fc.integer({ min: 0, max: 8000 }), fc.integer({ min: 1, max: 1200 }), fc.nat(), fc.nat())
  .map(([offset, length, a, b]) => {
    const start = YEAR_START + offset * HOUR;
    const end = start + length * HOUR;
    const [x, y] = [start + (a % (length * 4)) * (HOUR / 4), start + (b % (length * 4)) * (HOUR / 4)];
    return { outer: { start, end }, inner: { start: Math.min(x, y), end: Math.max(x, y) + HOUR / 4 } };
  });

describe('recurrence expansion (properties)', () => {
  it('expanding over a window then keeping what overlaps a sub-window equals expanding over the sub-window', () => {
    fc.assert(
      fc.property(rule, windows, (r, { outer, inner }) => {
        const filtered = expandHours(r, outer).filter((o) => o.start < inner.end && o.end > inner.start);
        expect(filtered).toEqual(expandHours(r, inner));
      }),
      { numRuns: 150 },
    );
  });

  it('occurrences are ordered, non-empty, start at the local fromTime and never overlap each other', () => {
    fc.assert(
      fc.property(rule, windows, (r, { outer }) => {
        const found = expandHours(r, outer);
        found.forEach((o, k) => {
          expect(o.end).toBeGreaterThan(o.start);
          if (k > 0) expect(o.start).toBeGreaterThanOrEqual(found[k - 1].end);
          const local = new Intl.DateTimeFormat('en-GB', {
            timeZone: r.timezone,
            hour: '2-digit',
            minute: '2-digit',
            hourCycle: 'h23',
          }).format(o.start);
          expect(local).toBe(r.fromTime);
        });
      }),
      { numRuns: 150 },
    );
  });
});
