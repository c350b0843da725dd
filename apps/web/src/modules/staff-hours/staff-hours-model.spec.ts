import { describe, expect, it } from 'vitest';
import {
  emptyStaffHours,
  isEditable,
  mayEditStaffHours,
  staffHoursDetails,
  staffHoursError,
  staffHoursInput,
  staffHoursLine,
  staffHoursValuesOf,
  type StaffHoursRow,
} from './staff-hours-model';

const row = (over: Partial<StaffHoursRow> = {}): StaffHoursRow => ({
  id: 'h1',
  kind: 'OPEN',
  startDate: '2026-11-24',
  fromTime: '15:00:00',
  toTime: '20:00:00',
  timezone: 'America/New_York',
  rrule: 'FREQ=WEEKLY;BYDAY=TU',
  location: { id: 'l1', name: 'Main Studio' },
  allowsOnline: true,
  services: [{ id: 's1', name: 'Piano 30' }],
  roomName: 'Piano Room 1',
  label: null,
  timeOffRequestId: null,
  ...over,
});

describe('staff hours model', () => {
  it('says when and where in one line', () => {
    expect(staffHoursLine(row())).toBe('Tue 15:00–20:00 · Main Studio · Piano Room 1');
    expect(staffHoursLine(row({ rrule: null, location: null, roomName: null }))).toBe(
      'Nov 24, 2026 15:00–20:00',
    );
  });

  it('gives zone, start, services, online and label; blocked hours of a time off are marked', () => {
    expect(staffHoursDetails(row({ label: 'Beginners' }))).toEqual([
      'America/New_York',
      'From Nov 24, 2026',
      'Piano 30',
      'Online',
      'Beginners',
    ]);
    const blocked = row({ kind: 'BLOCKED', rrule: null, label: 'Time off', timeOffRequestId: 't1' });
    expect(staffHoursDetails(blocked)).toEqual(['America/New_York', 'Time off', 'From a time off']);
    expect(isEditable(blocked)).toBe(false);
    expect(isEditable(row())).toBe(true);
  });

  it('lets managers edit anyone and a staff member only themself', () => {
    const manager = () => true;
    const staff = (_: string, resource: string) => resource === 'STAFF_AVAILABILITIES';
    expect(mayEditStaffHours(manager, 'me', 'other')).toBe(true);
    expect(mayEditStaffHours(staff, 'me', 'me')).toBe(true);
    expect(mayEditStaffHours(staff, 'me', 'other')).toBe(false);
    expect(mayEditStaffHours(() => false, 'me', 'me')).toBe(false);
  });

  it('round-trips a row through the form into the API input', () => {
    const values = staffHoursValuesOf(row());
    expect(values).toMatchObject({ kind: 'OPEN', weekdays: ['TU'], fromTime: '15:00', toTime: '20:00' });
    expect(staffHoursInput(values)).toEqual({
      startDate: '2026-11-24',
      fromTime: '15:00',
      toTime: '20:00',
      timezone: 'America/New_York',
      rrule: 'FREQ=WEEKLY;BYDAY=TU',
      locationId: 'l1',
      serviceIds: ['s1'],
      allowsOnline: true,
      roomName: 'Piano Room 1',
      label: null,
    });
  });

  it('sends no services nor online flag for blocked hours', () => {
    const values = {
      ...emptyStaffHours('BLOCKED', '2026-11-24', 'UTC'),
      serviceIds: ['s1'],
      label: ' Lunch ',
    };
    expect(staffHoursInput(values)).toMatchObject({
      rrule: null,
      serviceIds: [],
      allowsOnline: null,
      label: 'Lunch',
    });
  });

  it('checks dates and times; an end before the start is the next day', () => {
    const ok = emptyStaffHours('OPEN', '2026-11-24', 'UTC');
    expect(staffHoursError(ok)).toBeNull();
    expect(staffHoursError({ ...ok, fromTime: '22:00', toTime: '02:00' })).toBeNull();
    expect(staffHoursError({ ...ok, startDate: '' })).toBe('Choose a date');
    expect(staffHoursError({ ...ok, fromTime: '9' })).toBe('From must be a time (HH:MM)');
    expect(staffHoursError({ ...ok, toTime: '09:00', fromTime: '09:00' })).toBe('To must differ from From');
  });
});
