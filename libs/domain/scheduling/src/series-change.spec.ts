import { StoredOccurrence, SeriesRule, seriesOccurrences } from './series';
import { SeriesChangePlan, applySeriesChange, seriesChangeError } from './series-change';
import { formatInZone } from './zoned-time';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();
const ACTIVE = 'EVENT_STATUS_ACTIVE';
// Tuesdays 16:00-17:00 New York: 2027-03-02, 03-09 (EST, 21:00Z), 03-16, 03-23 (EDT, 20:00Z).
const rule: SeriesRule = {
  startDate: '2027-03-02',
  fromTime: '16:00',
  toTime: '17:00',
  timezone: 'America/New_York',
  rrule: 'FREQ=WEEKLY;BYDAY=TU;COUNT=4',
};
const stored = (r: SeriesRule = rule): StoredOccurrence[] =>
  seriesOccurrences(r).map((o) => ({
    id: o.localDate,
    originalStartAt: o.originalStartAt,
    startAt: o.startAt,
    endAt: o.endAt,
    recurringOutlier: false,
    status: ACTIVE,
  }));
const withOutlierOn = (id: string, startAt: number, endAt: number) =>
  stored().map((o) => (o.id === id ? { ...o, startAt, endAt, recurringOutlier: true } : o));
const at17 = { ...rule, fromTime: '17:00', toTime: '18:00' };
const starts = (plan: SeriesChangePlan) => plan.update.map((u) => [u.id, iso(u.startAt)]);

describe("scope 'this'", () => {
  it('moving one occurrence updates only it, as an outlier keeping its originalStartAt', () => {
    const existing = stored();
    const plan = applySeriesChange(existing, {
      scope: 'this',
      occurrenceId: '2027-03-09',
      action: 'move',
      startAt: at('2027-03-10T15:00:00Z'),
      endAt: at('2027-03-10T16:00:00Z'),
    });
    expect(plan.update).toEqual([
      {
        id: '2027-03-09',
        originalStartAt: at('2027-03-09T21:00:00Z'),
        startAt: at('2027-03-10T15:00:00Z'),
        endAt: at('2027-03-10T16:00:00Z'),
        recurringOutlier: true,
      },
    ]);
    expect([plan.create, plan.cancel, plan.series]).toEqual([[], [], null]);
  });

  it('cancelling one occurrence cancels only it', () => {
    expect(
      applySeriesChange(stored(), { scope: 'this', occurrenceId: '2027-03-16', action: 'cancel' }),
    ).toEqual({
      update: [],
      create: [],
      cancel: ['2027-03-16'],
      series: null,
    });
  });
});

describe("scope 'all'", () => {
  it('moving all from 16:00 to 17:00 stays 17:00 local across 2027-03-14 (22:00Z, then 21:00Z)', () => {
    const plan = applySeriesChange(stored(), {
      scope: 'all',
      occurrenceId: '2027-03-02',
      rule,
      action: 'reschedule',
      newRule: at17,
    });
    expect(starts(plan)).toEqual([
      ['2027-03-02', '2027-03-02T22:00:00.000Z'],
      ['2027-03-09', '2027-03-09T22:00:00.000Z'],
      ['2027-03-16', '2027-03-16T21:00:00.000Z'],
      ['2027-03-23', '2027-03-23T21:00:00.000Z'],
    ]);
    expect(plan.update.every((u) => u.originalStartAt === u.startAt && !u.recurringOutlier)).toBe(true);
    expect([plan.create, plan.cancel, plan.series]).toEqual([[], [], { before: null, after: at17 }]);
  });

  it('moving all across 2027-11-07 stays 17:00 local (21:00Z, then 22:00Z)', () => {
    const fall = { ...rule, startDate: '2027-11-02', rrule: 'FREQ=WEEKLY;BYDAY=TU;COUNT=2' };
    const newRule = { ...fall, fromTime: '17:00', toTime: '18:00' };
    const plan = applySeriesChange(stored(fall), {
      scope: 'all',
      occurrenceId: '2027-11-02',
      rule: fall,
      action: 'reschedule',
      newRule,
    });
    expect(starts(plan)).toEqual([
      ['2027-11-02', '2027-11-02T21:00:00.000Z'],
      ['2027-11-09', '2027-11-09T22:00:00.000Z'],
    ]);
    expect(plan.update.map((u) => formatInZone(u.startAt, 'America/New_York', 'HH:mm'))).toEqual([
      '17:00',
      '17:00',
    ]);
  });

  it('an outlier keeps its own moved time; only its originalStartAt follows the new rule, and its date is not created again', () => {
    const existing = withOutlierOn('2027-03-09', at('2027-03-10T15:00:00Z'), at('2027-03-10T16:00:00Z'));
    const plan = applySeriesChange(existing, {
      scope: 'all',
      occurrenceId: '2027-03-02',
      rule,
      action: 'reschedule',
      newRule: at17,
    });
    expect(plan.update.find((u) => u.id === '2027-03-09')).toEqual({
      id: '2027-03-09',
      originalStartAt: at('2027-03-09T22:00:00Z'),
      startAt: at('2027-03-10T15:00:00Z'),
      endAt: at('2027-03-10T16:00:00Z'),
      recurringOutlier: true,
    });
    expect(plan.create).toEqual([]);
  });

  it("outliers: 'include' puts an outlier back on the new rule", () => {
    const existing = withOutlierOn('2027-03-09', at('2027-03-10T15:00:00Z'), at('2027-03-10T16:00:00Z'));
    const plan = applySeriesChange(existing, {
      ...{ scope: 'all', occurrenceId: '2027-03-02', rule, action: 'reschedule', newRule: at17 },
      outliers: 'include',
    });
    expect(plan.update.find((u) => u.id === '2027-03-09')).toMatchObject({
      startAt: at('2027-03-09T22:00:00Z'),
      recurringOutlier: false,
    });
  });

  it('settled occurrences are left alone and their dates are not created again', () => {
    const existing = stored().map((o) =>
      o.id === '2027-03-23' ? { ...o, status: 'EVENT_STATUS_CANCELED' } : o,
    );
    const plan = applySeriesChange(existing, {
      scope: 'all',
      occurrenceId: '2027-03-02',
      rule,
      action: 'reschedule',
      newRule: at17,
    });
    expect(plan.update.map((u) => u.id)).toEqual(['2027-03-02', '2027-03-09', '2027-03-16']);
    expect([plan.create, plan.cancel]).toEqual([[], []]);
  });

  it('cancelling the series cancels its live occurrences, leaving outliers and settled ones', () => {
    const existing = withOutlierOn('2027-03-09', at('2027-03-10T15:00:00Z'), at('2027-03-10T16:00:00Z')).map(
      (o) => (o.id === '2027-03-23' ? { ...o, status: 'EVENT_STATUS_COMPLETED' } : o),
    );
    expect(
      applySeriesChange(existing, { scope: 'all', occurrenceId: '2027-03-16', rule, action: 'cancel' }),
    ).toEqual({
      update: [],
      create: [],
      cancel: ['2027-03-02', '2027-03-16'],
      series: { before: null, after: null },
    });
  });
});

describe("scope 'following'", () => {
  it('from the spring-forward week: earlier ones stay, later ones move to 17:00 local, the old series ends 2027-03-09', () => {
    const newRule = { ...at17, startDate: '2027-03-16', rrule: 'FREQ=WEEKLY;BYDAY=TU;UNTIL=20270323' };
    const plan = applySeriesChange(stored(), {
      scope: 'following',
      occurrenceId: '2027-03-16',
      rule,
      action: 'reschedule',
      newRule,
    });
    expect(starts(plan)).toEqual([
      ['2027-03-16', '2027-03-16T21:00:00.000Z'],
      ['2027-03-23', '2027-03-23T21:00:00.000Z'],
    ]);
    expect(plan.series!.before!.rrule).toBe('FREQ=WEEKLY;BYDAY=TU;UNTIL=20270309T235959');
    expect(plan.series!.after).toBe(newRule);
  });

  it('a new weekday cancels the old dates and creates the new ones (up to the horizon for an open rule)', () => {
    const newRule = { ...rule, startDate: '2027-03-16', rrule: 'FREQ=WEEKLY;BYDAY=TH' };
    const change = {
      scope: 'following',
      occurrenceId: '2027-03-16',
      rule,
      action: 'reschedule',
      newRule,
    } as const;
    expect(seriesChangeError(stored(), change)).toBe(
      'a recurring series must end: rrule needs UNTIL or COUNT',
    );
    const plan = applySeriesChange(stored(), { ...change, horizonEnd: at('2027-04-01T00:00:00Z') });
    expect(plan.cancel).toEqual(['2027-03-16', '2027-03-23']);
    expect(plan.create.map((o) => [o.localDate, iso(o.startAt)])).toEqual([
      ['2027-03-18', '2027-03-18T20:00:00.000Z'],
      ['2027-03-25', '2027-03-25T20:00:00.000Z'],
    ]);
    expect(plan.update).toEqual([]);
  });

  it('cancelling this and following keeps the earlier ones and ends the series the day before', () => {
    const plan = applySeriesChange(stored(), {
      scope: 'following',
      occurrenceId: '2027-03-09',
      rule,
      action: 'cancel',
    });
    expect(plan.cancel).toEqual(['2027-03-09', '2027-03-16', '2027-03-23']);
    expect(seriesOccurrences(plan.series!.before!).map((o) => o.localDate)).toEqual(['2027-03-02']);
  });
});

describe('seriesChangeError', () => {
  it("'the occurrence is not part of the series' for an unknown id", () => {
    expect(seriesChangeError(stored(), { scope: 'this', occurrenceId: 'x', action: 'cancel' })).toBe(
      'the occurrence is not part of the series',
    );
  });

  it("'endAt must be after startAt' for a move that ends before it starts", () => {
    const change = {
      scope: 'this',
      occurrenceId: '2027-03-02',
      action: 'move',
      startAt: 2,
      endAt: 1,
    } as const;
    expect(seriesChangeError(stored(), change)).toBe('endAt must be after startAt');
    expect(() => applySeriesChange(stored(), change)).toThrow('endAt must be after startAt');
  });
});
