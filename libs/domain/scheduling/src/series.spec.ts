import {
  SeriesOccurrence,
  SeriesRule,
  changeScheduleFrom,
  moveOccurrence,
  occurrenceTimesError,
  seriesOccurrences,
  seriesRuleError,
  splitSeriesAt,
} from './series';
import { formatInZone } from './zoned-time';

const at = (iso: string) => Date.parse(iso);
const utc = (o: SeriesOccurrence) => [new Date(o.startAt).toISOString(), new Date(o.endAt).toISOString()];
const tuesdays: SeriesRule = {
  startDate: '2027-03-02',
  fromTime: '16:00',
  toTime: '17:00',
  timezone: 'America/New_York',
  rrule: 'FREQ=WEEKLY;BYDAY=TU;UNTIL=20271116',
};
const dates = (rule: SeriesRule) => seriesOccurrences(rule).map((o) => o.localDate);

describe('seriesOccurrences', () => {
  it('a weekly Tuesday 16:00-17:00 in New York stays 16:00 local across 2027-03-14 and 2027-11-07', () => {
    const all = seriesOccurrences(tuesdays);
    const on = (date: string) => utc(all.find((o) => o.localDate === date)!);
    expect(on('2027-03-09')).toEqual(['2027-03-09T21:00:00.000Z', '2027-03-09T22:00:00.000Z']);
    expect(on('2027-03-16')).toEqual(['2027-03-16T20:00:00.000Z', '2027-03-16T21:00:00.000Z']);
    expect(on('2027-11-02')).toEqual(['2027-11-02T20:00:00.000Z', '2027-11-02T21:00:00.000Z']);
    expect(on('2027-11-09')).toEqual(['2027-11-09T21:00:00.000Z', '2027-11-09T22:00:00.000Z']);
    expect(new Set(all.map((o) => formatInZone(o.startAt, 'America/New_York', 'ccc HH:mm')))).toEqual(
      new Set(['Tue 16:00']),
    );
  });

  it('each occurrence starts at its originalStartAt, in order, from the first Tuesday to UNTIL', () => {
    const all = seriesOccurrences(tuesdays);
    expect(all.every((o) => o.originalStartAt === o.startAt)).toBe(true);
    expect(all.map((o) => o.startAt)).toEqual([...all.map((o) => o.startAt)].sort((a, b) => a - b));
    expect([all[0].localDate, all[all.length - 1].localDate, all.length]).toEqual([
      '2027-03-02',
      '2027-11-16',
      38,
    ]);
  });

  it('COUNT bounds the series', () => {
    expect(dates({ ...tuesdays, rrule: 'RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=3' })).toEqual([
      '2027-03-02',
      '2027-03-09',
      '2027-03-16',
    ]);
  });

  it('an unbounded series is refused without a window and expanded inside one', () => {
    const open = { ...tuesdays, rrule: 'FREQ=WEEKLY;BYDAY=TU' };
    expect(() => seriesOccurrences(open)).toThrow('a recurring series must end: rrule needs UNTIL or COUNT');
    const window = { start: at('2030-01-01T00:00:00Z'), end: at('2030-01-15T00:00:00Z') };
    expect(seriesOccurrences(open, window).map((o) => o.localDate)).toEqual(['2030-01-01', '2030-01-08']);
  });

  it('a daily series whose wall time falls in the New York gap (02:30 on 2027-03-14) skips that day', () => {
    const rule = {
      ...tuesdays,
      startDate: '2027-03-12',
      fromTime: '02:30',
      toTime: '03:30',
      rrule: 'FREQ=DAILY;COUNT=5',
    };
    expect(dates(rule)).toEqual(['2027-03-12', '2027-03-13', '2027-03-15', '2027-03-16']);
  });

  it('Europe/London: a daily 01:30 skips 2027-03-28 and stays 01:30 local (01:30Z, then 00:30Z)', () => {
    const rule: SeriesRule = {
      startDate: '2027-03-27',
      fromTime: '01:30',
      toTime: '02:00',
      timezone: 'Europe/London',
      rrule: 'FREQ=DAILY;UNTIL=20270329',
    };
    expect(seriesOccurrences(rule).map(utc)).toEqual([
      ['2027-03-27T01:30:00.000Z', '2027-03-27T02:00:00.000Z'],
      ['2027-03-29T00:30:00.000Z', '2027-03-29T01:00:00.000Z'],
    ]);
  });

  it('Australia/Sydney: a Monday 09:00 moves from 22:00Z (+11) to 23:00Z (+10) after 2027-04-04', () => {
    const rule: SeriesRule = {
      startDate: '2027-03-29',
      fromTime: '09:00',
      toTime: '10:00',
      timezone: 'Australia/Sydney',
      rrule: 'FREQ=WEEKLY;BYDAY=MO;COUNT=2',
    };
    expect(seriesOccurrences(rule).map((o) => new Date(o.startAt).toISOString())).toEqual([
      '2027-03-28T22:00:00.000Z',
      '2027-04-04T23:00:00.000Z',
    ]);
  });
});

describe('splitSeriesAt', () => {
  it("'this and following' on the spring-forward week: before ends 2027-03-09, after starts 2027-03-16 at 20:00Z", () => {
    const { before, after } = splitSeriesAt(tuesdays, '2027-03-16');
    expect(before!.rrule).toBe('FREQ=WEEKLY;BYDAY=TU;UNTIL=20270309T235959');
    expect(dates(before!)).toEqual(['2027-03-02', '2027-03-09']);
    expect(after).toEqual({ ...tuesdays, startDate: '2027-03-16' });
    expect(utc(seriesOccurrences(after)[0])).toEqual([
      '2027-03-16T20:00:00.000Z',
      '2027-03-16T21:00:00.000Z',
    ]);
    expect([...dates(before!), ...dates(after)]).toEqual(dates(tuesdays));
  });

  it('a date between occurrences starts the new series on the next occurrence', () => {
    expect(splitSeriesAt(tuesdays, '2027-03-17').after.startDate).toBe('2027-03-23');
  });

  it('COUNT (which counts an EXDATE-excluded date) becomes UNTIL on both sides, keeping prefix, INTERVAL, EXDATE', () => {
    const rule = { ...tuesdays, rrule: 'RRULE:FREQ=WEEKLY;INTERVAL=2;COUNT=4;BYDAY=TU\nEXDATE:20270330' };
    const { before, after } = splitSeriesAt(rule, '2027-03-30');
    expect(before!.rrule).toBe(
      'RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;UNTIL=20270316T235959\nEXDATE:20270330',
    );
    expect(after.rrule).toBe('RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;UNTIL=20270413T235959\nEXDATE:20270330');
    expect(after.startDate).toBe('2027-04-13');
    expect([...dates(before!), ...dates(after)]).toEqual(['2027-03-02', '2027-03-16', '2027-04-13']);
  });

  it('a split on or before the first occurrence leaves nothing before', () => {
    expect(splitSeriesAt(tuesdays, '2027-01-01')).toEqual({ before: null, after: tuesdays });
  });

  it('a split after the last occurrence is refused', () => {
    expect(() => splitSeriesAt(tuesdays, '2027-11-17')).toThrow(
      'the series has no occurrence on or after 2027-11-17',
    );
  });
});

describe('moveOccurrence', () => {
  it('makes a recurringOutlier that keeps its originalStartAt', () => {
    const occurrence = seriesOccurrences(tuesdays)[1];
    const moved = moveOccurrence(occurrence, at('2027-03-10T15:00:00Z'), at('2027-03-10T16:00:00Z'));
    expect(moved).toEqual({
      localDate: '2027-03-09',
      originalStartAt: at('2027-03-09T21:00:00Z'),
      startAt: at('2027-03-10T15:00:00Z'),
      endAt: at('2027-03-10T16:00:00Z'),
      recurringOutlier: true,
    });
  });

  it("refuses an end not after the start: 'endAt must be after startAt'", () => {
    const occurrence = seriesOccurrences(tuesdays)[0];
    expect(() => moveOccurrence(occurrence, occurrence.endAt, occurrence.startAt)).toThrow(
      'endAt must be after startAt',
    );
  });
});

describe('changeScheduleFrom', () => {
  const newRule = {
    ...tuesdays,
    startDate: '2027-03-16',
    fromTime: '10:00',
    toTime: '11:00',
    rrule: 'FREQ=WEEKLY;BYDAY=WE;COUNT=4',
  };
  // The staff member is taken on Wednesday 2027-03-24 10:30-12:00 New York time (EDT, -4).
  const taken = { start: at('2027-03-24T14:30:00Z'), end: at('2027-03-24T16:00:00Z') };
  const busy = (o: SeriesOccurrence) =>
    o.startAt < taken.end && o.endAt > taken.start ? 'Staff Ann is busy' : null;

  it('lists the colliding occurrences with the reason, places the rest, and ends the old series the day before', () => {
    const result = changeScheduleFrom(tuesdays, '2027-03-16', newRule, busy);
    expect(result.conflicts.map((c) => [c.occurrence.localDate, c.reason])).toEqual([
      ['2027-03-24', 'Staff Ann is busy'],
    ]);
    expect(result.place.map((o) => o.localDate)).toEqual(['2027-03-17', '2027-03-31', '2027-04-07']);
    expect(utc(result.place[0])).toEqual(['2027-03-17T14:00:00.000Z', '2027-03-17T15:00:00.000Z']);
    expect(dates(result.before!)).toEqual(['2027-03-02', '2027-03-09']);
  });

  it('an unbounded new schedule needs a horizon and stops before it', () => {
    const open = { ...newRule, rrule: 'FREQ=WEEKLY;BYDAY=WE' };
    expect(() => changeScheduleFrom(tuesdays, '2027-03-16', open, busy)).toThrow(
      'a recurring series must end',
    );
    const result = changeScheduleFrom(tuesdays, '2027-03-16', open, busy, at('2027-03-31T14:00:00Z'));
    expect(
      [...result.place, ...result.conflicts.map((c) => c.occurrence)].map((o) => o.localDate).sort(),
    ).toEqual(['2027-03-17', '2027-03-24']);
  });
});

describe('validation messages', () => {
  it.each([
    [{ startDate: '2027-02-30' }, 'startDate must be a date (YYYY-MM-DD)'],
    [{ fromTime: '25:00' }, 'fromTime must be a time (HH:mm)'],
    [{ toTime: '9am' }, 'toTime must be a time (HH:mm)'],
    [{ timezone: 'Mars/Olympus' }, 'timezone is not a known time zone'],
    [{ rrule: '' }, 'rrule is required'],
    [{ rrule: 'FREQ=HOURLY;COUNT=3' }, 'rrule is not a supported rule'],
    [{ rrule: 'FREQ=SOMETIMES' }, 'rrule is not a supported rule'],
    [{ rrule: 'FREQ=DAILY;COUNT=3;UNTIL=20271231' }, 'rrule cannot have both UNTIL and COUNT'],
    [{ rrule: 'FREQ=DAILY' }, 'a recurring series must end: rrule needs UNTIL or COUNT'],
  ])('%j is refused: %s', (change, message) => {
    expect(seriesRuleError({ ...tuesdays, ...change })).toBe(message);
  });

  it('a bounded rule, or an unbounded one with a horizon, is accepted', () => {
    expect(seriesRuleError(tuesdays)).toBeNull();
    expect(seriesRuleError({ ...tuesdays, rrule: 'FREQ=DAILY' }, { horizon: true })).toBeNull();
  });

  it("occurrence times: 'endAt must be after startAt' for an empty or reversed occurrence", () => {
    expect(occurrenceTimesError(2, 1)).toBe('endAt must be after startAt');
    expect(occurrenceTimesError(1, 1)).toBe('endAt must be after startAt');
    expect(occurrenceTimesError(1, 2)).toBeNull();
  });
});
