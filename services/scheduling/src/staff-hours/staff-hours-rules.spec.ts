import {
  assertEditable,
  cleanHoursFields,
  HOURS_TEXTS,
  hoursKind,
  mayReadHours,
  mayWriteHours,
  storedFields,
} from './staff-hours-rules';
import { actorAs as as } from '../common/actor.fixture';
import type { StaffHoursEntity } from './staff-hours.entity';

const base = { startDate: '2026-03-02', fromTime: '15:00', toTime: '19:30' };
const ROOM_LOCATION = '0190f1a2-0000-7000-8000-000000000001';

describe('staff hours kinds', () => {
  it('reads OPEN and BLOCKED in any case; refuses anything else with the kinds', () => {
    expect(hoursKind('OPEN')).toBe('open');
    expect(hoursKind(' blocked ')).toBe('blocked');
    expect(() => hoursKind('CLOSED')).toThrow('kind must be one of OPEN, BLOCKED');
  });
});

describe('staff hours fields', () => {
  it('requires startDate, fromTime and toTime', () => {
    expect(() => cleanHoursFields('open', {}, null)).toThrow('startDate, fromTime, toTime are required');
    expect(() => cleanHoursFields('open', { ...base, toTime: ' ' }, null)).toThrow('toTime is required');
  });

  it('keeps valid dates and times (HH:mm), refuses impossible ones', () => {
    expect(cleanHoursFields('open', { ...base, fromTime: '9:05' }, null)).toMatchObject({
      startDate: '2026-03-02',
      fromTime: '09:05',
      toTime: '19:30',
    });
    expect(() => cleanHoursFields('open', { ...base, startDate: '2026-02-30' }, null)).toThrow(
      HOURS_TEXTS.date('startDate'),
    );
    expect(() => cleanHoursFields('open', { ...base, fromTime: '24:00' }, null)).toThrow(
      HOURS_TEXTS.time('fromTime'),
    );
    expect(() => cleanHoursFields('open', { ...base, exceptions: ['2026-13-01'] }, null)).toThrow(
      HOURS_TEXTS.date('exceptions'),
    );
  });

  it('accepts IANA zones and supported rules only', () => {
    expect(
      cleanHoursFields('open', { ...base, timezone: 'Europe/London', rrule: 'FREQ=WEEKLY;BYDAY=MO' }, null),
    ).toMatchObject({ timezone: 'Europe/London', rrule: 'FREQ=WEEKLY;BYDAY=MO' });
    expect(() => cleanHoursFields('open', { ...base, timezone: 'EST5EDT+' }, null)).toThrow(
      HOURS_TEXTS.timezone,
    );
    expect(() => cleanHoursFields('open', { ...base, rrule: 'FREQ=SOMETIMES' }, null)).toThrow(
      HOURS_TEXTS.rrule,
    );
  });

  it('takes an hourly rate of whole minor units, not negative', () => {
    expect(cleanHoursFields('open', { ...base, hourlyRate: 0 }, null).hourlyRate).toBe(0);
    expect(() => cleanHoursFields('open', { ...base, hourlyRate: -1 }, null)).toThrow(
      'hourlyRate must not be negative',
    );
    expect(() => cleanHoursFields('open', { ...base, hourlyRate: 1.5 }, null)).toThrow(
      HOURS_TEXTS.hourlyRate,
    );
  });

  it('needs a location for a room, and ids for the location and services', () => {
    expect(() => cleanHoursFields('open', { ...base, roomName: 'Room 1' }, null)).toThrow(
      HOURS_TEXTS.roomWithoutLocation,
    );
    expect(() => cleanHoursFields('open', { ...base, locationId: 'main' }, null)).toThrow(
      HOURS_TEXTS.location,
    );
    expect(() => cleanHoursFields('open', { ...base, serviceIds: ['piano'] }, null)).toThrow(
      HOURS_TEXTS.services,
    );
    expect(
      cleanHoursFields('open', { ...base, locationId: ROOM_LOCATION, roomName: ' Room 1 ' }, null),
    ).toMatchObject({ locationId: ROOM_LOCATION, roomName: 'Room 1' });
  });

  it('allows online on open hours only', () => {
    expect(cleanHoursFields('open', { ...base, allowsOnline: true }, null).allowsOnline).toBe(true);
    expect(cleanHoursFields('blocked', { ...base, allowsOnline: true }, null).allowsOnline).toBe(false);
  });

  it('an update keeps what it leaves out and clears what it sets to null', () => {
    const stored = storedFields({
      ...base,
      fromTime: '15:00:00',
      toTime: '19:30:00',
      timezone: 'America/New_York',
      rrule: 'FREQ=WEEKLY;BYDAY=MO',
      locationId: null,
      allowsOnline: true,
      serviceIds: [],
      roomName: null,
      label: 'Lessons',
      hourlyRate: 3000,
      exceptions: ['2026-03-09'],
    } as unknown as StaffHoursEntity);
    const changed = cleanHoursFields('open', { toTime: '20:00', label: null }, stored);
    expect(changed).toEqual({ ...stored, toTime: '20:00', label: null });
  });
});

describe('who reads and writes staff hours', () => {
  it('staff and up read anyone’s; limited staff only their own; clients nobody’s', () => {
    expect(mayReadHours(as('staff'), 'other')).toBe(true);
    expect(mayReadHours(as('limited_staff'), 'me')).toBe(true);
    expect(mayReadHours(as('limited_staff'), 'other')).toBe(false);
    expect(mayReadHours(as('client'), 'me')).toBe(false);
  });

  it('managers write anyone’s; staff and limited staff only their own; clients nothing', () => {
    expect(mayWriteHours(as('manager'), 'other')).toBe(true);
    expect(mayWriteHours(as('staff'), 'other')).toBe(false);
    expect(mayWriteHours(as('staff'), 'me')).toBe(true);
    expect(mayWriteHours(as('limited_staff'), 'me')).toBe(true);
    expect(mayWriteHours(as('client'), 'me')).toBe(false);
  });

  it('blocked hours made by a time off are not edited directly', () => {
    expect(() => assertEditable({ timeOffRequestId: 'r' })).toThrow(HOURS_TEXTS.fromTimeOff);
    expect(() => assertEditable({ timeOffRequestId: null })).not.toThrow();
  });
});
