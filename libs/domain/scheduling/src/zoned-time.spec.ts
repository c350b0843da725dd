import fc from 'fast-check';
import { DateTime } from 'luxon';
import {
  firstInstantAtOrAfter,
  floating,
  formatLocalDate,
  formatInZone,
  localDateAt,
  localToInstants,
  parseLocalDate,
  parseLocalTime,
  toInstant,
  toIso,
  weekdayOf,
} from './zoned-time';

const at = (iso: string) => Date.parse(iso);
const wall = (date: string, time: string) => floating(parseLocalDate(date), parseLocalTime(time));

describe('local wall times and instants', () => {
  it('a normal wall time has one instant, a gap none, a repeat two (earliest first)', () => {
    expect(localToInstants(wall('2026-03-10', '16:00'), 'America/New_York')).toEqual([
      at('2026-03-10T20:00:00Z'),
    ]);
    expect(localToInstants(wall('2026-03-08', '02:30'), 'America/New_York')).toEqual([]);
    expect(localToInstants(wall('2026-11-01', '01:30'), 'America/New_York')).toEqual([
      at('2026-11-01T05:30:00Z'),
      at('2026-11-01T06:30:00Z'),
    ]);
    expect(localToInstants(wall('2026-03-10', '16:00'), 'Asia/Kolkata')).toEqual([
      at('2026-03-10T10:30:00Z'),
    ]);
  });

  it('the first instant at or after a wall time in a gap is the jump itself', () => {
    expect(firstInstantAtOrAfter(wall('2026-03-08', '02:30'), 'America/New_York')).toBe(
      at('2026-03-08T07:00:00Z'),
    );
    expect(firstInstantAtOrAfter(wall('2026-10-04', '02:10'), 'Australia/Sydney')).toBe(
      at('2026-10-03T16:00:00Z'),
    );
  });

  it('formats an instant in the viewer zone, by default as ISO with their offset', () => {
    expect(formatInZone('2026-03-10T20:00:00Z', 'America/New_York')).toBe('2026-03-10T16:00:00.000-04:00');
    expect(formatInZone(at('2026-03-10T20:00:00Z'), 'Asia/Kolkata', 'yyyy-MM-dd HH:mm')).toBe(
      '2026-03-11 01:30',
    );
    expect(formatInZone(new Date('2026-04-04T15:30:00Z'), 'Australia/Sydney', 'HH:mm ZZ')).toBe(
      '02:30 +11:00',
    );
  });

  it('writes every instant exactly as toISOString does (property), before 1970 and after 9999 too', () => {
    const cases = fc.oneof(
      fc.integer({ min: 0, max: 253_402_300_799_999 }),
      fc.integer({ min: -8_640_000_000_000_000, max: 8_640_000_000_000_000 }),
      fc.constantFrom(0, 86_399_999, 86_400_000, 253_402_300_799_999, 253_402_300_800_000, -1),
    );
    // Several in a row, as answers ask: the day kept from one call must never leak into the next.
    fc.assert(
      fc.property(fc.array(cases, { minLength: 1, maxLength: 5 }), (list) =>
        list.every((ms) => toIso(ms) === new Date(ms).toISOString() && toIso(new Date(ms)) === toIso(ms)),
      ),
    );
    expect(() => toIso(Number.NaN)).toThrow(RangeError);
  });

  it('the local date of an instant is read in the zone, and its weekday counts from Sunday', () => {
    const late = Date.parse('2027-03-14T20:00:00Z'); // Sunday 16:00 in New York, Monday 01:30 in Kolkata
    expect(formatLocalDate(localDateAt(late, 'America/New_York'))).toBe('2027-03-14');
    expect(formatLocalDate(localDateAt(late, 'Asia/Kolkata'))).toBe('2027-03-15');
    expect(weekdayOf(localDateAt(late, 'America/New_York'))).toBe(0);
    expect(weekdayOf(localDateAt(late, 'Asia/Kolkata'))).toBe(1);
  });

  it('instants are ISO strings in UTC and parsing needs an explicit offset', () => {
    expect(toIso(at('2026-03-10T16:00:00-04:00'))).toBe('2026-03-10T20:00:00.000Z');
    expect(toInstant('2026-03-10T16:00:00-04:00')).toBe(at('2026-03-10T20:00:00Z'));
    expect(() => toInstant('2026-03-10T16:00:00')).toThrow('Not an ISO instant');
    expect(() => parseLocalDate('2026-02-30')).toThrow('Not a calendar date');
    expect(() => parseLocalTime('24:00')).toThrow('Not a local time');
  });

  it('reads an instant exactly as luxon does, or refuses it alike', () => {
    const luxon = (text: string): number | 'refused' => {
      const d = DateTime.fromISO(text, { setZone: true });
      return d.isValid && /(Z|[+-]\d{2}:?\d{2})$/i.test(text.trim()) ? d.toMillis() : 'refused';
    };
    const ours = (text: string): number | 'refused' => {
      try {
        return toInstant(text);
      } catch {
        return 'refused';
      }
    };
    const texts = [
      '2026-03-08T02:30:00-05:00',
      '2026-03-08T07:30:00Z',
      '2026-03-08T07:30Z',
      '2026-03-08T07:30:15.5+05:30',
      '2026-03-08T07:30:15.123-09:30',
      '2026-11-01T01:30:00-04:00',
      '2026-11-01t01:30:00z',
      '2024-02-29T12:00:00Z',
      '2026-02-29T12:00:00Z',
      '2026-02-30T12:00:00Z',
      '2026-13-01T12:00:00Z',
      '2026-04-31T00:00:00+01:00',
      '2026-04-30T24:00:00+01:00',
      '2026-04-30T23:60:00Z',
      '2026-04-30T23:59:60Z',
      '2026-04-30T23:59:59+14:00',
      '2026-04-30T23:59:59-12:00',
      '2026-04-30T23:59:59+01:75',
      '2026-04-30T23:59:59+0100',
      '2026-04-30T23:59:59',
      '2026-04-30',
      'not a date',
    ];
    for (let i = 0; i < 300; i++) {
      const t = Date.UTC(2026, 0, 1) + i * 7_654_321_987;
      const offset = ((i * 37) % 27) - 12;
      const sign = offset < 0 ? '-' : '+';
      const hh = String(Math.abs(offset)).padStart(2, '0');
      const local = new Date(t + offset * 3_600_000).toISOString().slice(0, 23);
      texts.push(`${local}${sign}${hh}:${i % 2 ? '30' : '00'}`);
    }
    for (const text of texts) expect([text, ours(text)]).toEqual([text, luxon(text)]);
  });
});
