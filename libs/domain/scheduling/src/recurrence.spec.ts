import { RecurringHours, expandAllHours, expandHours, isSupportedRule, occurrenceOn } from './recurrence';

const at = (iso: string) => Date.parse(iso);
const window = (from: string, to: string) => ({ start: at(from), end: at(to) });
const iso = (rule: RecurringHours, from: string, to: string) =>
  expandHours(rule, window(from, to)).map((o) => [
    new Date(o.start).toISOString(),
    new Date(o.end).toISOString(),
  ]);
const weekly = (timezone: string, byday: string, fromTime: string, toTime: string): RecurringHours => ({
  startDate: '2026-01-01',
  fromTime,
  toTime,
  timezone,
  rrule: `FREQ=WEEKLY;BYDAY=${byday}`,
});

describe('America/New_York: spring forward 2026-03-08, fall back 2026-11-01', () => {
  it('a Tuesday 15:00-20:00 stays 15:00-20:00 local across spring forward (UTC moves an hour earlier)', () => {
    expect(
      iso(weekly('America/New_York', 'TU', '15:00', '20:00'), '2026-03-01T00:00:00Z', '2026-03-12T00:00:00Z'),
    ).toEqual([
      ['2026-03-03T20:00:00.000Z', '2026-03-04T01:00:00.000Z'],
      ['2026-03-10T19:00:00.000Z', '2026-03-11T00:00:00.000Z'],
    ]);
  });

  it('a Tuesday 15:00-20:00 stays 15:00-20:00 local across fall back (UTC moves an hour later)', () => {
    expect(
      iso(weekly('America/New_York', 'TU', '15:00', '20:00'), '2026-10-26T00:00:00Z', '2026-11-05T00:00:00Z'),
    ).toEqual([
      ['2026-10-27T19:00:00.000Z', '2026-10-28T00:00:00.000Z'],
      ['2026-11-03T20:00:00.000Z', '2026-11-04T01:00:00.000Z'],
    ]);
  });

  it('a Sunday 01:30-02:30 whose end falls in the gap ends when the clocks jump (03:00 EDT)', () => {
    expect(
      iso(weekly('America/New_York', 'SU', '01:30', '02:30'), '2026-03-01T00:00:00Z', '2026-03-16T00:00:00Z'),
    ).toEqual([
      ['2026-03-01T06:30:00.000Z', '2026-03-01T07:30:00.000Z'],
      ['2026-03-08T06:30:00.000Z', '2026-03-08T07:00:00.000Z'],
      ['2026-03-15T05:30:00.000Z', '2026-03-15T06:30:00.000Z'],
    ]);
  });

  it('a Sunday whose start falls in the spring-forward gap (02:15) does not occur that day', () => {
    const rule = weekly('America/New_York', 'SU', '02:15', '03:15');
    expect(occurrenceOn(rule, '2026-03-08')).toBeNull();
    expect(
      expandHours(rule, window('2026-03-01T00:00:00Z', '2026-03-16T00:00:00Z')).map((o) => o.localDate),
    ).toEqual(['2026-03-01', '2026-03-15']);
  });

  it('a Sunday 01:30-02:30 in the fall-back repeat occurs once, starting at the earlier offset (EDT)', () => {
    expect(
      iso(weekly('America/New_York', 'SU', '01:30', '02:30'), '2026-10-25T00:00:00Z', '2026-11-09T00:00:00Z'),
    ).toEqual([
      ['2026-10-25T05:30:00.000Z', '2026-10-25T06:30:00.000Z'],
      ['2026-11-01T05:30:00.000Z', '2026-11-01T07:30:00.000Z'],
      ['2026-11-08T06:30:00.000Z', '2026-11-08T07:30:00.000Z'],
    ]);
  });

  it('an end inside the repeated hour is read at the earlier offset too, so the repeat is not counted', () => {
    const rule = weekly('America/New_York', 'SU', '00:30', '01:30');
    expect(occurrenceOn(rule, '2026-11-01')).toEqual({
      start: at('2026-11-01T04:30:00Z'),
      end: at('2026-11-01T05:30:00Z'),
      localDate: '2026-11-01',
    });
  });
});

describe('Europe/London: BST starts 2026-03-29 (01:00→02:00), ends 2026-10-25 (02:00→01:00)', () => {
  const daily: RecurringHours = {
    startDate: '2026-03-01',
    fromTime: '01:30',
    toTime: '02:30',
    timezone: 'Europe/London',
    rrule: 'FREQ=DAILY',
  };

  it('a Tuesday 09:00-17:00 stays 09:00 local (09:00Z in GMT, 08:00Z in BST)', () => {
    expect(
      iso(weekly('Europe/London', 'TU', '09:00', '17:00'), '2026-03-23T00:00:00Z', '2026-04-01T00:00:00Z'),
    ).toEqual([
      ['2026-03-24T09:00:00.000Z', '2026-03-24T17:00:00.000Z'],
      ['2026-03-31T08:00:00.000Z', '2026-03-31T16:00:00.000Z'],
    ]);
  });

  it('daily 01:30-02:30 is skipped on the spring-forward day (01:30 never shows)', () => {
    expect(iso(daily, '2026-03-28T00:00:00Z', '2026-03-31T00:00:00Z')).toEqual([
      ['2026-03-28T01:30:00.000Z', '2026-03-28T02:30:00.000Z'],
      ['2026-03-30T00:30:00.000Z', '2026-03-30T01:30:00.000Z'],
    ]);
  });

  it('daily 01:30-02:30 on the fall-back day starts at 01:30 BST and ends at 02:30 GMT, once', () => {
    expect(iso(daily, '2026-10-25T00:00:00Z', '2026-10-26T00:00:00Z')).toEqual([
      ['2026-10-25T00:30:00.000Z', '2026-10-25T02:30:00.000Z'],
    ]);
  });
});

describe('Australia/Sydney (southern DST): AEDT ends 2026-04-05, starts 2026-10-04', () => {
  it('a Tuesday 15:00-20:00 moves from +11 to +10 in April', () => {
    expect(
      iso(weekly('Australia/Sydney', 'TU', '15:00', '20:00'), '2026-03-30T00:00:00Z', '2026-04-08T00:00:00Z'),
    ).toEqual([
      ['2026-03-31T04:00:00.000Z', '2026-03-31T09:00:00.000Z'],
      ['2026-04-07T05:00:00.000Z', '2026-04-07T10:00:00.000Z'],
    ]);
  });

  it('a Sunday 02:30-03:30 occurs once in the April repeat (earlier offset, +11) and not at all in the October gap', () => {
    const rule = weekly('Australia/Sydney', 'SU', '02:30', '03:30');
    expect(iso(rule, '2026-03-28T00:00:00Z', '2026-04-12T00:00:00Z')).toEqual([
      ['2026-03-28T15:30:00.000Z', '2026-03-28T16:30:00.000Z'],
      ['2026-04-04T15:30:00.000Z', '2026-04-04T17:30:00.000Z'],
      ['2026-04-11T16:30:00.000Z', '2026-04-11T17:30:00.000Z'],
    ]);
    expect(iso(rule, '2026-09-26T00:00:00Z', '2026-10-11T00:00:00Z')).toEqual([
      ['2026-09-26T16:30:00.000Z', '2026-09-26T17:30:00.000Z'],
      ['2026-10-10T15:30:00.000Z', '2026-10-10T16:30:00.000Z'],
    ]);
  });
});

describe('Asia/Kolkata (+05:30, no DST)', () => {
  it('a Monday 09:00-13:00 is 03:30Z-07:30Z in March and in November alike', () => {
    const rule = weekly('Asia/Kolkata', 'MO', '09:00', '13:00');
    expect(iso(rule, '2026-03-09T00:00:00Z', '2026-03-10T00:00:00Z')).toEqual([
      ['2026-03-09T03:30:00.000Z', '2026-03-09T07:30:00.000Z'],
    ]);
    expect(iso(rule, '2026-11-02T00:00:00Z', '2026-11-03T00:00:00Z')).toEqual([
      ['2026-11-02T03:30:00.000Z', '2026-11-02T07:30:00.000Z'],
    ]);
  });

  it('hours crossing midnight (Friday 22:00-02:00) end on the next local day', () => {
    expect(
      iso(weekly('Asia/Kolkata', 'FR', '22:00', '02:00'), '2026-03-13T20:00:00Z', '2026-03-14T00:00:00Z'),
    ).toEqual([['2026-03-13T16:30:00.000Z', '2026-03-13T20:30:00.000Z']]);
  });

  it('equal from and to times mean a whole local day', () => {
    const rule: RecurringHours = {
      startDate: '2026-03-09',
      fromTime: '09:00',
      toTime: '09:00',
      timezone: 'Asia/Kolkata',
    };
    expect(iso(rule, '2026-03-01T00:00:00Z', '2026-04-01T00:00:00Z')).toEqual([
      ['2026-03-09T03:30:00.000Z', '2026-03-10T03:30:00.000Z'],
    ]);
  });
});

describe('rule text: exceptions, until, count, months', () => {
  it('EXDATE lines and excluded local dates remove occurrences', () => {
    const rule: RecurringHours = {
      ...weekly('America/New_York', 'TU', '15:00', '20:00'),
      rrule: 'RRULE:FREQ=WEEKLY;BYDAY=TU\nEXDATE;VALUE=DATE:20260310',
      exceptDates: ['2026-03-24'],
    };
    expect(
      expandHours(rule, window('2026-03-01T00:00:00Z', '2026-04-01T00:00:00Z')).map((o) => o.localDate),
    ).toEqual(['2026-03-03', '2026-03-17', '2026-03-31']);
  });

  it('a date-only UNTIL includes that date; a UTC UNTIL is read as an instant in the zone', () => {
    const dates = (rrule: string) =>
      expandHours(
        { ...weekly('America/New_York', 'TU', '15:00', '20:00'), rrule },
        window('2026-03-01T00:00:00Z', '2026-05-01T00:00:00Z'),
      ).map((o) => o.localDate);
    expect(dates('FREQ=WEEKLY;BYDAY=TU;UNTIL=20260317')).toEqual(['2026-03-03', '2026-03-10', '2026-03-17']);
    // 2026-03-17T19:00Z is 15:00 EDT: the occurrence starting then is included, the next is not.
    expect(dates('FREQ=WEEKLY;BYDAY=TU;UNTIL=20260317T190000Z')).toEqual([
      '2026-03-03',
      '2026-03-10',
      '2026-03-17',
    ]);
    expect(dates('FREQ=WEEKLY;BYDAY=TU;UNTIL=20260317T185959Z')).toEqual(['2026-03-03', '2026-03-10']);
  });

  it('COUNT counts from the start date, not from the window', () => {
    const rule: RecurringHours = {
      ...weekly('Europe/London', 'TU', '09:00', '10:00'),
      startDate: '2026-03-01',
      rrule: 'FREQ=WEEKLY;BYDAY=TU;COUNT=3',
    };
    expect(
      expandHours(rule, window('2026-03-12T00:00:00Z', '2026-06-01T00:00:00Z')).map((o) => o.localDate),
    ).toEqual(['2026-03-17']);
  });

  it('a monthly rule on the 31st skips shorter months; the last day (-1) follows month lengths', () => {
    const monthly = (rrule: string): RecurringHours => ({
      startDate: '2026-01-01',
      fromTime: '10:00',
      toTime: '12:00',
      timezone: 'Europe/London',
      rrule,
    });
    const span = window('2026-01-01T00:00:00Z', '2026-06-01T00:00:00Z');
    expect(expandHours(monthly('FREQ=MONTHLY;BYMONTHDAY=31'), span).map((o) => o.localDate)).toEqual([
      '2026-01-31',
      '2026-03-31',
      '2026-05-31',
    ]);
    expect(expandHours(monthly('FREQ=MONTHLY;BYMONTHDAY=-1'), span).map((o) => o.localDate)).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
    ]);
  });

  it('a window boundary at a month edge keeps the occurrence that overlaps it, whole', () => {
    const rule = weekly('America/New_York', 'TU', '22:00', '02:00');
    // Tuesday 2026-03-31 22:00 EDT - Wednesday 02:00 EDT overlaps a window starting 2026-04-01 00:00 EDT.
    expect(iso(rule, '2026-04-01T04:00:00Z', '2026-04-02T04:00:00Z')).toEqual([
      ['2026-04-01T02:00:00.000Z', '2026-04-01T06:00:00.000Z'],
    ]);
  });

  it('expandAllHours unites several rules clipped to the window', () => {
    const span = window('2026-03-10T00:00:00Z', '2026-03-11T00:00:00Z');
    const merged = expandAllHours(
      [
        weekly('America/New_York', 'TU', '09:00', '12:00'),
        weekly('America/New_York', 'TU', '11:00', '20:00'),
      ],
      span,
    );
    expect(merged).toEqual([{ start: at('2026-03-10T13:00:00Z'), end: at('2026-03-11T00:00:00Z') }]);
  });

  it('rejects unknown zones and tells supported rule text apart', () => {
    expect(() =>
      expandHours(
        weekly('Mars/Olympus', 'TU', '09:00', '10:00'),
        window('2026-03-01T00:00:00Z', '2026-03-02T00:00:00Z'),
      ),
    ).toThrow('Unknown time zone');
    expect(isSupportedRule('FREQ=WEEKLY;BYDAY=TU')).toBe(true);
    expect(isSupportedRule('BYDAY=TU')).toBe(false);
  });
});
