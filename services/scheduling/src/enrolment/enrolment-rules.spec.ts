import {
  capacityError,
  enrollmentTypeOf,
  eventLabel,
  longDate,
  type PlannedEvent,
  placesLeft,
  planEnrolment,
  sessionAgeWarning,
  takesPlace,
} from './enrolment-rules';

const ZONE = 'America/New_York';
const now = Date.parse('2027-03-01T15:00:00Z');
const MINUTE = 60_000;

const event = (over: Partial<PlannedEvent> = {}): PlannedEvent => ({
  id: 'e1',
  label: 'Theory Tue, Mar 9, 4:00 PM',
  capacity: 2,
  waitlistEnabled: true,
  enrolled: [],
  waitlist: [],
  ...over,
});
const plan = (events: PlannedEvent[], clients: string[], joinWaitlist = true) =>
  planEnrolment(events, clients, { joinWaitlist, now });

describe('enrolment types (001 §9)', () => {
  it('defaults to FULL_SESSION, or DROP_IN when events are named', () => {
    expect(enrollmentTypeOf(null, false)).toBe('FULL_SESSION');
    expect(enrollmentTypeOf(' ', true)).toBe('DROP_IN');
    expect(enrollmentTypeOf('drop_in_pre_enroll', false)).toBe('DROP_IN_PRE_ENROLL');
    expect(enrollmentTypeOf('SUBSCRIPTION', true)).toBe('SUBSCRIPTION');
    expect(enrollmentTypeOf('TRIAL', false)).toBeNull();
  });

  it('a cancelled place no longer takes a place', () => {
    expect(takesPlace(null)).toBe(true);
    expect(takesPlace('NO_SHOW')).toBe(true);
    expect(takesPlace('CANCELED')).toBe(false);
    expect(takesPlace('LATE_CANCELED')).toBe(false);
  });
});

describe('capacity', () => {
  it('enrols up to the capacity, then waits in line when the event keeps a waitlist', () => {
    const p = plan([event()], ['a', 'b', 'c', 'd']);
    expect(p.refusal).toBeNull();
    expect(p.enrol.get('e1')).toEqual(['a', 'b']);
    expect(p.waitlist.get('e1')).toEqual(['c', 'd']);
  });

  it('refuses the whole enrolment when a full event keeps no waitlist or the client does not join it', () => {
    const full = event({ enrolled: ['x', 'y'] });
    for (const p of [
      plan([event({ id: 'e0' }), full], ['a'], false),
      plan([{ ...full, waitlistEnabled: false }], ['a']),
    ]) {
      expect(p.refusal).toBe('error booking: Theory Tue, Mar 9, 4:00 PM is full');
      expect(p.enrol.size).toBe(0);
      expect(p.waitlist.size).toBe(0);
    }
  });

  it('an event without a capacity takes everyone', () => {
    expect(plan([event({ capacity: null, enrolled: ['x', 'y', 'z'] })], ['a', 'b']).enrol.get('e1')).toEqual([
      'a',
      'b',
    ]);
  });

  it('names clients already enrolled or already waiting, and does not count them twice', () => {
    const p = plan(
      [event({ enrolled: ['a', 'x'], waitlist: [{ clientId: 'b', status: 'WAITING', holdUntil: null }] })],
      ['a', 'b'],
    );
    expect(p.enrol.size).toBe(0);
    expect(p.waitlist.size).toBe(0);
    expect(p.already).toEqual([
      { eventId: 'e1', clientId: 'a', waiting: false },
      { eventId: 'e1', clientId: 'b', waiting: true },
    ]);
  });

  it('a running offer holds its place for its holder only', () => {
    const offered = event({
      enrolled: ['x'],
      waitlist: [{ clientId: 'h', status: 'OFFERED', holdUntil: now + 30 * MINUTE }],
    });
    expect(placesLeft(offered, 1, 0, now)).toBe(0);
    expect(plan([offered], ['a'], false).refusal).toMatch(/is full$/);
    expect(plan([offered], ['h']).enrol.get('e1')).toEqual(['h']);
    // the holder takes the held place; nobody else gets a place from it
    const both = plan([offered], ['h', 'a']);
    expect(both.enrol.get('e1')).toEqual(['h']);
    expect(both.waitlist.get('e1')).toEqual(['a']);
  });

  it('a lapsed offer holds nothing', () => {
    const lapsed = event({
      enrolled: ['x'],
      waitlist: [{ clientId: 'h', status: 'OFFERED', holdUntil: now - MINUTE }],
    });
    expect(placesLeft(lapsed, 1, 0, now)).toBe(1);
    expect(plan([lapsed], ['a']).enrol.get('e1')).toEqual(['a']);
  });

  it('a capacity cannot go below the clients enrolled', () => {
    expect(capacityError(3, 3, 'Theory')).toBeNull();
    expect(capacityError(null, 30, 'Theory')).toBeNull();
    expect(capacityError(2, 3, 'Theory')).toBe('capacity cannot be below the 3 clients enrolled in Theory');
    expect(capacityError(0, 0, 'Theory')).toBe('capacity must be a whole number above 0');
    expect(capacityError(1.5, 0, 'Theory')).toBe('capacity must be a whole number above 0');
  });
});

describe('texts', () => {
  it('an event is its name and its start in the business zone', () => {
    expect(eventLabel('Theory', Date.parse('2027-03-16T20:00:00Z'), ZONE)).toBe(
      'Theory Tue, Mar 16, 4:00 PM',
    );
    expect(longDate(Date.parse('2027-03-02T12:00:00Z'), ZONE)).toBe('March 2nd 2027');
    expect(longDate(Date.parse('2027-03-11T12:00:00Z'), ZONE)).toBe('March 11th 2027');
    expect(longDate(Date.parse('2027-03-23T12:00:00Z'), ZONE)).toBe('March 23rd 2027');
  });
});

describe('age warnings (001 §5.2, §5.3)', () => {
  const service = { name: 'Theory', notBeforeAgeMonths: 72, notAfterAgeMonths: 120 };
  const future = {
    startAt: Date.parse('2027-09-01T16:00:00Z'),
    notBeforeAgeMonths: null,
    notAfterAgeMonths: null,
  };
  const started = { ...future, startAt: Date.parse('2027-01-10T16:00:00Z') };

  it('no birth date, or within the limits: no warning', () => {
    expect(sessionAgeWarning({ name: 'Ann', birthDate: null }, service, future, now, ZONE)).toBeNull();
    expect(
      sessionAgeWarning({ name: 'Ann', birthDate: '2019-01-01' }, service, future, now, ZONE),
    ).toBeNull();
  });

  it("the session's limits win over the service's when it sets either", () => {
    const strict = { ...future, notBeforeAgeMonths: 120, notAfterAgeMonths: null };
    expect(sessionAgeWarning({ name: 'Ann', birthDate: '2019-01-01' }, service, strict, now, ZONE)).toBe(
      'Ann is too young for Theory (10-year-olds to adults)',
    );
  });

  it('too young now, too old now, and will be too old when the session starts', () => {
    expect(sessionAgeWarning({ name: 'Bo', birthDate: '2024-01-01' }, service, started, now, ZONE)).toBe(
      'Bo is too young for Theory (6 to 10-year-olds)',
    );
    expect(sessionAgeWarning({ name: 'Cy', birthDate: '2010-01-01' }, service, started, now, ZONE)).toBe(
      'Cy is too old for Theory (6 to 10-year-olds)',
    );
    // 119 months old today, 125 when the session starts
    expect(sessionAgeWarning({ name: 'Di', birthDate: '2017-03-15' }, service, future, now, ZONE)).toBe(
      'Di will be too old for Theory (6 to 10-year-olds) on September 1st 2027',
    );
    expect(
      sessionAgeWarning({ name: 'Di', birthDate: '2017-03-15' }, service, started, now, ZONE),
    ).toBeNull();
  });
});
