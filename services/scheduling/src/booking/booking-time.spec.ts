import { DateTime } from 'luxon';
import { periodText } from './booking-time';

const NY = 'America/New_York';

describe('periodText: a booked period in the business zone', () => {
  it('names the times and the day of a period within one local day', () => {
    expect(periodText('2026-03-10T20:00:00Z', '2026-03-10T21:00:00Z', NY)).toBe(
      '4:00 PM–5:00 PM on Tue, Mar 10',
    );
  });

  it('keeps a period ending at local midnight on its day, and reads midnight as 12:00 AM', () => {
    expect(periodText('2026-03-10T03:00:00Z', '2026-03-10T04:00:00Z', NY)).toBe(
      '11:00 PM–12:00 AM on Mon, Mar 9',
    );
  });

  it('names both days of a period crossing local midnight', () => {
    expect(periodText('2026-03-10T03:30:00Z', '2026-03-10T04:30:00Z', NY)).toBe(
      '11:30 PM on Mon, Mar 9 – 12:30 AM on Tue, Mar 10',
    );
  });

  it('reads the wall clock on both sides of a DST change (the spring-forward night in New York)', () => {
    // 1:30 AM EST and one hour later 3:30 AM EDT
    expect(periodText('2026-03-08T06:30:00Z', '2026-03-08T07:30:00Z', NY)).toBe(
      '1:30 AM–3:30 AM on Sun, Mar 8',
    );
    // the autumn night: 1:30 AM EDT, then 1:30 AM EST an hour later
    expect(periodText('2026-11-01T05:30:00Z', '2026-11-01T06:30:00Z', NY)).toBe(
      '1:30 AM–1:30 AM on Sun, Nov 1',
    );
  });

  it('takes instants as numbers, ISO texts or dates alike', () => {
    const [s, e] = [Date.parse('2026-07-01T14:15:00Z'), Date.parse('2026-07-01T15:00:00Z')];
    const text = '10:15 AM–11:00 AM on Wed, Jul 1';
    expect(periodText(s, e, NY)).toBe(text);
    expect(periodText(new Date(s), new Date(e), NY)).toBe(text);
    expect(periodText('2026-07-01T10:15:00-04:00', '2026-07-01T11:00:00-04:00', NY)).toBe(text);
  });

  it('reads as the US English wall time of each zone, for instants all year round', () => {
    const zones = [NY, 'Europe/London', 'Asia/Kolkata', 'Australia/Lord_Howe', 'Pacific/Chatham', 'UTC'];
    const luxon = (s: number, e: number, zone: string) => {
      const at = (t: number) => DateTime.fromMillis(t, { zone, locale: 'en-US' });
      const [a, last, b] = [at(s), at(e - 1), at(e)];
      const day = (t: DateTime) => t.toFormat('ccc, LLL d');
      const time = (t: DateTime) => t.toFormat('h:mm a');
      return a.hasSame(last, 'day')
        ? `${time(a)}–${time(b)} on ${day(a)}`
        : `${time(a)} on ${day(a)} – ${time(b)} on ${day(b)}`;
    };
    let t = Date.parse('2026-01-01T00:00:00Z');
    for (let i = 0; i < 400; i++) {
      t += 21 * 3_600_000 + 17 * 60_000; // a step that visits every hour and many minutes
      const zone = zones[i % zones.length];
      const end = t + ((i % 7) + 1) * 45 * 60_000;
      expect(periodText(t, end, zone)).toBe(luxon(t, end, zone));
    }
  });

  it('refuses an unknown zone', () => {
    expect(() => periodText('2026-03-10T20:00:00Z', '2026-03-10T21:00:00Z', 'Mars/Olympus')).toThrow(
      'Unknown time zone',
    );
  });
});
