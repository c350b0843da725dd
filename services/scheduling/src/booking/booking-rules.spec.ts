import { DateTime } from 'luxon';
import {
  addMinutesToTime,
  ageRangeText,
  ageWarning,
  attendanceStatus,
  bookingSeries,
  boundedRule,
  calendarEventData,
  collisionsMessage,
  editableStatus,
  eventsInClosures,
  MAX_OCCURRENCES,
  optionalInstant,
  parseScope,
  ruleOfSeries,
  statusWhenClientsCancel,
  takenReason,
  collisionOf,
} from './booking-rules';

const NY = 'America/New_York';
const local = (ms: number, zone = NY) => DateTime.fromMillis(ms, { zone }).toFormat('ccc yyyy-MM-dd HH:mm');

describe('parseScope', () => {
  it('reads THIS (default), FOLLOWING and ALL in any case and refuses anything else', () => {
    expect([null, '', 'this', 'FOLLOWING', ' all '].map(parseScope)).toEqual([
      'this',
      'this',
      'this',
      'following',
      'all',
    ]);
    expect(parseScope('SOME')).toBeNull();
  });
});

describe('optionalInstant', () => {
  it('is undefined when absent, null when malformed, epoch ms otherwise', () => {
    expect(optionalInstant(undefined)).toBeUndefined();
    expect(optionalInstant('  ')).toBeUndefined();
    expect(optionalInstant('tomorrow')).toBeNull();
    expect(optionalInstant('2027-10-26T16:00:00')).toBeNull();
    expect(optionalInstant('2027-10-26T16:00:00-04:00')).toBe(Date.parse('2027-10-26T20:00:00Z'));
  });
});

describe('bookingSeries', () => {
  const start = Date.parse('2027-10-19T16:00:00-04:00'); // a Tuesday, daylight time

  it('keeps a weekly Tuesday 16:00 lesson at 16:00 local across the end of daylight time', () => {
    const { occurrences, durationMinutes, rule } = bookingSeries(
      start,
      start + 30 * 60_000,
      'FREQ=WEEKLY;BYDAY=TU;COUNT=6',
      NY,
    );
    expect(durationMinutes).toBe(30);
    expect(rule).toMatchObject({ startDate: '2027-10-19', fromTime: '16:00', toTime: '16:30', timezone: NY });
    expect(occurrences.map((o) => local(o.startAt))).toEqual([
      'Tue 2027-10-19 16:00',
      'Tue 2027-10-26 16:00',
      'Tue 2027-11-02 16:00',
      'Tue 2027-11-09 16:00',
      'Tue 2027-11-16 16:00',
      'Tue 2027-11-23 16:00',
    ]);
    // the UTC instants move by the hour the clocks went back (7 Nov 2027)
    expect(new Date(occurrences[2].startAt).toISOString()).toBe('2027-11-02T20:00:00.000Z');
    expect(new Date(occurrences[3].startAt).toISOString()).toBe('2027-11-09T21:00:00.000Z');
    expect(occurrences.every((o) => o.endAt - o.startAt === 30 * 60_000)).toBe(true);
    expect(occurrences.every((o) => o.originalStartAt === o.startAt)).toBe(true);
  });

  it('bounds a rule without UNTIL or COUNT to a year', () => {
    const { occurrences, rule } = bookingSeries(start, start + 3_600_000, 'RRULE:FREQ=WEEKLY;BYDAY=TU', NY);
    expect(rule.rrule).toBe('FREQ=WEEKLY;BYDAY=TU;UNTIL=20281018T235959');
    expect(occurrences).toHaveLength(53);
    expect(local(occurrences.at(-1)!.startAt)).toBe('Tue 2028-10-17 16:00');
  });

  it('refuses rules it cannot book, with the reason', () => {
    expect(() => bookingSeries(start, start + 3_600_000, 'FREQ=HOURLY;COUNT=3', NY)).toThrow(
      'rrule is not a supported rule',
    );
    expect(() => bookingSeries(start, start + 3_600_000, 'FREQ=WEEKLY;COUNT=2;UNTIL=20280101', NY)).toThrow(
      'rrule cannot have both UNTIL and COUNT',
    );
    expect(() => bookingSeries(start, start + 25 * 3_600_000, 'FREQ=DAILY;COUNT=2', NY)).toThrow(
      'A recurring event must be shorter than a day',
    );
    expect(() => bookingSeries(start, start, 'FREQ=DAILY;COUNT=2', NY)).toThrow('endAt must be');
    expect(() => bookingSeries(start, start + 60_000, 'FREQ=DAILY;COUNT=1000', NY)).toThrow(
      `at most ${MAX_OCCURRENCES} events`,
    );
    expect(() => bookingSeries(start, start + 60_000, 'FREQ=WEEKLY;UNTIL=20271001', NY)).toThrow(
      'The rule makes no occurrence from startAt on',
    );
  });

  it('starts on the first day the rule gives when startAt is not one of them', () => {
    const monday = Date.parse('2027-10-18T16:00:00-04:00');
    const { occurrences } = bookingSeries(monday, monday + 3_600_000, 'FREQ=WEEKLY;BYDAY=TU;COUNT=2', NY);
    expect(occurrences.map((o) => local(o.startAt))).toEqual([
      'Tue 2027-10-19 16:00',
      'Tue 2027-10-26 16:00',
    ]);
  });
});

describe('series rules', () => {
  it('reads a stored series back as the rule it was booked with', () => {
    const rule = ruleOfSeries({
      rrule: 'FREQ=WEEKLY;BYDAY=TU;COUNT=3',
      timezone: NY,
      firstStartAt: new Date('2027-11-09T21:00:00Z'),
      durationMinutes: 45,
    });
    expect(rule).toEqual({
      startDate: '2027-11-09',
      fromTime: '16:00',
      toTime: '16:45',
      timezone: NY,
      rrule: 'FREQ=WEEKLY;BYDAY=TU;COUNT=3',
    });
  });

  it('adds minutes to a wall time, wrapping past midnight', () => {
    expect(addMinutesToTime('16:00', 30)).toBe('16:30');
    expect(addMinutesToTime('23:30', 45)).toBe('00:15');
  });

  it('leaves a bounded rule as it is', () => {
    const rule = {
      startDate: '2027-01-05',
      fromTime: '10:00',
      toTime: '11:00',
      timezone: NY,
      rrule: 'FREQ=DAILY;COUNT=2',
    };
    expect(boundedRule(rule)).toBe(rule);
  });
});

describe('conflict texts', () => {
  it('names the staff member or room taken, in the business zone', () => {
    const s = Date.parse('2027-03-09T21:00:00Z');
    expect(takenReason({ staffName: 'Sam Tester' }, s, s + 3_600_000, NY)).toBe(
      'Sam Tester is already booked 4:00 PM–5:00 PM on Tue, Mar 9',
    );
    expect(takenReason({ roomName: 'Blue' }, s, s + 3_600_000, NY)).toBe(
      'room Blue is taken 4:00 PM–5:00 PM on Tue, Mar 9',
    );
  });

  it('keeps with a collision whose time it is and when', () => {
    const [s, e] = [new Date('2027-03-09T21:00:00Z'), new Date('2027-03-09T22:00:00Z')];
    expect(collisionOf(2, 'room', 'Blue', s, e, NY)).toEqual({
      index: 2,
      reason: 'room Blue is taken 4:00 PM–5:00 PM on Tue, Mar 9',
      kind: 'room',
      startAt: s,
      endAt: e,
    });
    expect(collisionOf(0, 'staff', null, s, e, NY)).toMatchObject({
      kind: 'staff',
      reason: 'the staff member is already booked 4:00 PM–5:00 PM on Tue, Mar 9',
    });
  });

  it('gives one occurrence as a booking error and several as a list', () => {
    expect(collisionsMessage(['Sam is already booked then'], 1)).toBe(
      'error booking: Sam is already booked then',
    );
    expect(collisionsMessage(['a', 'b'], 5)).toBe('error booking: 2 of 5 occurrences cannot be booked: a; b');
  });
});

describe('age', () => {
  const service = { name: 'Piano 30', notBeforeAgeMonths: 72, notAfterAgeMonths: 216 };
  const at = Date.parse('2027-10-19T20:00:00Z');

  it('shows the ranges of 001 §9', () => {
    expect(ageRangeText({})).toBe('all ages');
    expect(ageRangeText({ notAfterAgeMonths: 60 })).toBe('5-year-olds and under');
    expect(ageRangeText({ notBeforeAgeMonths: 96 })).toBe('8-year-olds to adults');
    expect(ageRangeText(service)).toBe('6 to 18-year-olds');
  });

  it('warns about a client too young or too old on the lesson day, and not without a birth date', () => {
    expect(ageWarning({ name: 'Charlie', birthDate: '2023-01-01' }, service, at, at, NY)).toBe(
      'Charlie is too young for Piano 30 (6 to 18-year-olds)',
    );
    expect(ageWarning({ name: 'Gran', birthDate: '1950-01-01' }, service, at, at, NY)).toBe(
      'Gran is too old for Piano 30 (6 to 18-year-olds)',
    );
    expect(ageWarning({ name: 'Ada', birthDate: '2015-05-05' }, service, at, at, NY)).toBeNull();
    expect(ageWarning({ name: 'Nobody', birthDate: null }, service, at, at, NY)).toBeNull();
  });
});

describe('statuses', () => {
  it('takes NO_SHOW, COMPLETED, LESSON_MATE or blank (clears) as attendance', () => {
    expect(['no_show', 'COMPLETED', 'LESSON_MATE', '', null].map(attendanceStatus)).toEqual([
      'NO_SHOW',
      'COMPLETED',
      'LESSON_MATE',
      null,
      null,
    ]);
    expect(attendanceStatus('CANCELED')).toBeUndefined();
  });

  it('lets an update set active, hold or completed only', () => {
    expect(editableStatus('event_status_hold')).toBe('EVENT_STATUS_HOLD');
    expect(editableStatus('EVENT_STATUS_CANCELED')).toBeUndefined();
  });

  it('cancels the event once every client has cancelled, late when any did so late', () => {
    expect(statusWhenClientsCancel([{ status: 'CANCELED' }, { status: null }])).toBeNull();
    expect(statusWhenClientsCancel([{ status: 'CANCELED' }, { status: 'CANCELED' }])).toBe(
      'EVENT_STATUS_CANCELED',
    );
    expect(statusWhenClientsCancel([{ status: 'CANCELED' }, { status: 'LATE_CANCELED' }])).toBe(
      'EVENT_STATUS_LATE_CANCELED',
    );
    expect(statusWhenClientsCancel([])).toBeNull();
  });
});

describe('eventsInClosures', () => {
  const event = (id: string, start: string, minutes: number) => ({
    id,
    startAt: new Date(start),
    endAt: new Date(Date.parse(start) + minutes * 60_000),
  });
  const events = [
    event('before', '2027-12-24T14:00:00-05:00', 60),
    event('christmas', '2027-12-25T10:00:00-05:00', 60),
    event('sunday', '2027-12-26T10:00:00-05:00', 60),
    event('monday', '2027-12-27T09:30:00-05:00', 60),
  ];

  it('skips the events inside a closed day, read in the closure zone', () => {
    const holiday = {
      startDate: '2027-12-25',
      fromTime: '00:00:00',
      toTime: '00:00:00',
      timezone: NY,
      rrule: null,
    };
    expect(eventsInClosures(events, [holiday]).map((e) => e.id)).toEqual(['christmas']);
  });

  it('expands a weekly closure without an end over the events only, and counts partial overlaps', () => {
    const sundays = {
      startDate: '2027-01-03',
      fromTime: '00:00',
      toTime: '00:00',
      timezone: NY,
      rrule: 'FREQ=WEEKLY;BYDAY=SU',
    };
    const mondayMorning = {
      startDate: '2027-12-27',
      fromTime: '08:00',
      toTime: '10:00',
      timezone: NY,
      rrule: null,
    };
    expect(eventsInClosures(events, [sundays, mondayMorning]).map((e) => e.id)).toEqual(['sunday', 'monday']);
    expect(eventsInClosures([], [sundays])).toEqual([]);
  });
});

describe('calendarEventData', () => {
  it('publishes the event, its clients (not staff) with payer and plan, and what happened', () => {
    const data = calendarEventData(
      {
        id: 'e1',
        recurringId: 's1',
        serviceId: 'svc',
        sessionId: null,
        locationId: 'loc',
        roomId: null,
        primaryStaffId: 'st',
        staffIds: ['st'],
        name: 'Piano',
        startAt: new Date('2027-10-19T20:00:00Z'),
        endAt: new Date('2027-10-19T20:30:00Z'),
        timezone: NY,
        status: 'EVENT_STATUS_ACTIVE',
        planName: 'Single',
        doNotNotify: true,
      },
      [
        {
          peopleId: 'c1',
          kind: 'client',
          payerId: 'parent',
          planName: 'Single',
          enrollmentType: 'DROP_IN',
          status: null,
        },
        { peopleId: 'st', kind: 'staff', payerId: null, planName: null, enrollmentType: null, status: null },
      ],
      { previousStartAt: '2027-10-19T19:00:00.000Z' },
    );
    expect(data).toEqual({
      eventId: 'e1',
      recurringId: 's1',
      serviceId: 'svc',
      sessionId: null,
      locationId: 'loc',
      roomId: null,
      primaryStaffId: 'st',
      staffIds: ['st'],
      name: 'Piano',
      startAt: '2027-10-19T20:00:00.000Z',
      endAt: '2027-10-19T20:30:00.000Z',
      timezone: NY,
      status: 'EVENT_STATUS_ACTIVE',
      planName: 'Single',
      clients: [
        { clientId: 'c1', payerId: 'parent', planName: 'Single', enrollmentType: 'DROP_IN', status: null },
      ],
      previousStartAt: '2027-10-19T19:00:00.000Z',
      doNotNotify: true,
    });
  });
});
