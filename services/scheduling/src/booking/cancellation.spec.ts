import {
  cancellationOutcome,
  CancellationPolicy,
  lateCutoff,
  LateCancellationRule,
  lateRuleOfService,
  specificTimeCutoff,
} from './cancellation';

const NY = 'America/New_York';
const at = (iso: string) => Date.parse(iso);
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

const service: CancellationPolicy = {
  visitCancellationConsequence: 'NO_CHARGE',
  lateVisitCancellationConsequence: 'CHARGE',
  cancellationWindowHours: 24,
  cancellationPolicy: '  Cancel 24 hours ahead or the lesson is charged.  ',
  visitCancellationServiceCreditName: 'Make-up lesson',
  lateVisitCancellationServiceCreditName: 'Late make-up',
  staffVisitCancellationServiceCreditName: 'Teacher absence credit',
  visitCancellationServiceCreditSubscriptionPeriodCapDays: 30,
};
const clientCancels = (
  startAt: string,
  now: string,
  over: Partial<Parameters<typeof cancellationOutcome>[0]> = {},
) => cancellationOutcome({ by: 'client', event: { startAt }, service, now: at(now), zone: NY, ...over });
const specific = (timing: 'DAY_OF' | 'DAY_BEFORE', time: string): LateCancellationRule => ({
  type: 'SPECIFIC_TIME',
  timing,
  time,
});

describe('the stored fields give the late-cancellation rule', () => {
  it('no cancellation window: NONE; a window in hours: HOURS_BEFORE', () => {
    expect(lateRuleOfService({ cancellationWindowHours: null })).toEqual({ type: 'NONE' });
    expect(lateRuleOfService({})).toEqual({ type: 'NONE' });
    expect(lateRuleOfService({ cancellationWindowHours: 12 })).toEqual({ type: 'HOURS_BEFORE', hours: 12 });
  });

  it('NONE: a client cancelling a minute before the start is not late', () => {
    const o = clientCancels('2027-03-15T16:00:00-04:00', '2027-03-15T19:59:00Z', {
      service: { ...service, cancellationWindowHours: null },
    });
    expect(o).toMatchObject({ by: 'client', participantStatus: 'CANCELED', late: false, cutoff: null });
  });
});

describe('HOURS_BEFORE: late when now is after startAt minus the window', () => {
  it('at the cutoff exactly the cancellation is on time, a millisecond later it is late', () => {
    expect(clientCancels('2027-03-15T16:00:00-04:00', '2027-03-14T20:00:00.000Z').late).toBe(false);
    expect(clientCancels('2027-03-15T16:00:00-04:00', '2027-03-14T20:00:00.001Z').late).toBe(true);
  });

  it('counts elapsed hours across spring forward: 24 h before 16:00 EDT on 2027-03-14 is 15:00 EST', () => {
    expect(iso(lateCutoff({ type: 'HOURS_BEFORE', hours: 24 }, at('2027-03-14T16:00:00-04:00'), NY))).toBe(
      '2027-03-13T20:00:00.000Z',
    );
    expect(clientCancels('2027-03-14T16:00:00-04:00', '2027-03-13T15:30:00-05:00').late).toBe(true);
  });

  it('a window of 0 hours makes a cancellation late only once the event has begun', () => {
    const zero = { service: { ...service, cancellationWindowHours: 0 } };
    expect(clientCancels('2027-03-15T16:00:00-04:00', '2027-03-15T20:00:00Z', zero).late).toBe(false);
    expect(clientCancels('2027-03-15T16:00:00-04:00', '2027-03-15T20:01:00Z', zero).late).toBe(true);
  });
});

describe('SPECIFIC_TIME: late after a local time on the event day or the day before, in the business zone', () => {
  it('DAY_BEFORE 18:00 for an event on 2027-03-15 (the day after spring forward) is 18:00 EDT on the 14th', () => {
    const rule = specific('DAY_BEFORE', '18:00');
    expect(iso(lateCutoff(rule, at('2027-03-15T16:00:00-04:00'), NY))).toBe('2027-03-14T22:00:00.000Z');
    // 24 hours before 00:30 on the 15th is still the 13th on the wall: the day before is a local date
    expect(iso(lateCutoff(rule, at('2027-03-15T00:30:00-04:00'), NY))).toBe('2027-03-14T22:00:00.000Z');
    expect(clientCancels('2027-03-15T00:30:00-04:00', '2027-03-14T17:59:59-04:00', { rule }).late).toBe(
      false,
    );
    expect(clientCancels('2027-03-15T00:30:00-04:00', '2027-03-14T18:00:01-04:00', { rule }).late).toBe(true);
  });

  it('DAY_BEFORE 18:00 for an event on the spring-forward day itself is 18:00 EST on the 13th', () => {
    const cutoff = lateCutoff(specific('DAY_BEFORE', '18:00'), at('2027-03-14T10:00:00-04:00'), NY);
    expect(iso(cutoff)).toBe('2027-03-13T23:00:00.000Z');
  });

  it('a cutoff in the spring-forward gap is the moment the clocks jump (02:30 → 03:00 EDT)', () => {
    expect(specificTimeCutoff(at('2027-03-14T10:00:00-04:00'), 'DAY_OF', '02:30', NY)).toBe(
      at('2027-03-14T03:00:00-04:00'),
    );
  });

  it('a cutoff in the fall-back repeat is its first showing (01:30 EDT on 2027-11-07)', () => {
    expect(specificTimeCutoff(at('2027-11-07T10:00:00-05:00'), 'DAY_OF', '01:30', NY)).toBe(
      at('2027-11-07T01:30:00-04:00'),
    );
  });

  it('reads the event day in the business zone, not in UTC (Asia/Kolkata)', () => {
    // 01:30 IST on the 16th is 20:00 UTC on the 15th
    const cutoff = specificTimeCutoff(at('2027-03-16T01:30:00+05:30'), 'DAY_BEFORE', '18:00', 'Asia/Kolkata');
    expect(iso(cutoff)).toBe('2027-03-15T12:30:00.000Z');
  });

  it.each([
    ['Europe/London', '2027-03-29T09:00:00+01:00', '2027-03-28T18:00:00+01:00'],
    ['Europe/London', '2027-11-01T09:00:00Z', '2027-10-31T18:00:00Z'],
    ['Australia/Sydney', '2027-04-05T09:00:00+10:00', '2027-04-04T18:00:00+10:00'],
    ['Australia/Sydney', '2027-10-04T09:00:00+11:00', '2027-10-03T18:00:00+11:00'],
  ])('DAY_BEFORE 18:00 in %s after a DST change: event %s, cutoff %s', (zone, start, cutoff) => {
    expect(specificTimeCutoff(at(start), 'DAY_BEFORE', '18:00', zone)).toBe(at(cutoff));
  });

  it('DAY_OF 09:00: cancelling at 09:05 on the event day is late', () => {
    const rule = specific('DAY_OF', '9:00');
    expect(clientCancels('2027-03-15T16:00:00-04:00', '2027-03-15T08:55:00-04:00', { rule }).late).toBe(
      false,
    );
    expect(clientCancels('2027-03-15T16:00:00-04:00', '2027-03-15T09:05:00-04:00', { rule }).late).toBe(true);
  });

  it('a SPECIFIC_TIME rule passed by the caller replaces the service window', () => {
    // 20 hours ahead is late by the 24-hour window but on time by DAY_OF 09:00
    const o = clientCancels('2027-03-15T16:00:00-04:00', '2027-03-14T20:00:00-04:00', {
      rule: specific('DAY_OF', '09:00'),
    });
    expect(o.late).toBe(false);
  });
});

describe('a client cancellation records the participant status, consequence and credit', () => {
  it('on time: CANCELED, the visit consequence, the visit credit with its cap', () => {
    expect(clientCancels('2027-03-15T16:00:00-04:00', '2027-03-13T12:00:00-05:00')).toEqual({
      by: 'client',
      participantStatus: 'CANCELED',
      late: false,
      cutoff: at('2027-03-14T16:00:00-04:00'),
      consequence: 'NO_CHARGE',
      creditName: 'Make-up lesson',
      creditSubscriptionPeriodCapDays: 30,
      reason: 'Client canceled',
      policyText: 'Cancel 24 hours ahead or the lesson is charged.',
    });
  });

  it('late: LATE_CANCELED, the late consequence, the late credit, and why it is late', () => {
    const o = clientCancels('2027-03-15T16:00:00-04:00', '2027-03-15T10:00:00-04:00');
    expect(o).toMatchObject({
      participantStatus: 'LATE_CANCELED',
      late: true,
      consequence: 'CHARGE',
      creditName: 'Late make-up',
      creditSubscriptionPeriodCapDays: null,
      reason: 'Client late canceled (less than 24 hours before the start)',
    });
    const r = clientCancels('2027-03-15T16:00:00-04:00', '2027-03-14T19:00:00-04:00', {
      rule: specific('DAY_BEFORE', '18:00'),
    }).reason;
    expect(r).toBe('Client late canceled (after 18:00 the day before)');
  });

  it('fields left unset give no consequence and no credit', () => {
    const o = clientCancels('2027-03-15T16:00:00-04:00', '2027-03-15T15:30:00-04:00', {
      service: { cancellationWindowHours: 1 },
    });
    expect(o).toMatchObject({ late: true, consequence: null, creditName: null, policyText: null });
  });
});

describe('a staff cancellation cancels the event and is never late', () => {
  it('records EVENT_STATUS_STAFF_CANCELED with the staff credit and no consequence, even past the cutoff', () => {
    const o = cancellationOutcome({
      by: 'staff',
      event: { startAt: '2027-03-15T16:00:00-04:00' },
      service,
      now: new Date('2027-03-15T15:00:00-04:00'),
      zone: NY,
    });
    expect(o).toEqual({
      by: 'staff',
      eventStatus: 'EVENT_STATUS_STAFF_CANCELED',
      late: false,
      cutoff: null,
      consequence: null,
      creditName: 'Teacher absence credit',
      creditSubscriptionPeriodCapDays: null,
      reason: 'Staff canceled',
      policyText: 'Cancel 24 hours ahead or the lesson is charged.',
    });
  });
});
