import { describe, expect, it } from 'vitest';
import {
  AppointmentFormValues,
  appointmentInput,
  changesSomething,
  eventEditValuesOf,
  initialAppointment,
  isAgeRefusal,
  slotChoices,
  updateEventInput,
  validateAppointment,
  validateEventEdit,
  weeklyRule,
} from './booking-model';

const zone = 'America/New_York';

const filled = (over: Partial<AppointmentFormValues> = {}): AppointmentFormValues => ({
  ...initialAppointment(new URLSearchParams(), zone, '2026-03-02'),
  clientIds: ['c1'],
  serviceId: 's1',
  planName: 'Single lesson',
  locationId: 'l1',
  staffId: 't1',
  time: '16:00',
  ...over,
});

describe('appointment form', () => {
  it('starts from the query: clients, staff, place and a start shown in the zone', () => {
    const v = initialAppointment(
      new URLSearchParams('clientId=c1&staffId=t1&locationId=l1&roomId=r1&startAt=2026-03-09T20:30:00.000Z'),
      zone,
      '2026-03-02',
    );
    expect(v).toMatchObject({
      clientIds: ['c1'],
      staffId: 't1',
      locationId: 'l1',
      roomId: 'r1',
      date: '2026-03-09',
      time: '16:30',
    });
    expect(initialAppointment(new URLSearchParams('startAt=nonsense'), zone, '2026-03-02')).toMatchObject({
      date: '2026-03-02',
      time: '',
      clientIds: [],
    });
  });

  it("refuses the required inputs of 001 §5.5 in the server's words", () => {
    const empty = initialAppointment(new URLSearchParams(), zone, '2026-03-02');
    expect(validateAppointment(empty)).toEqual({
      clientIds: 'clientIds is required',
      locationId: 'locationId is required',
      planName: 'planName is required',
      serviceId: 'serviceId is required',
      staffId: 'staffId is required',
      startAt: 'startAt is required',
    });
    expect(validateAppointment(filled())).toEqual({});
  });

  it('asks a weekly repeat for its last date, not before the first lesson', () => {
    expect(validateAppointment(filled({ repeatWeekly: true }))).toEqual({
      repeatUntil: 'Choose the last date of the weekly lessons',
    });
    expect(validateAppointment(filled({ repeatWeekly: true, repeatUntil: '2026-03-01' }))).toEqual({
      repeatUntil: 'The last date must not be before the first lesson',
    });
    expect(
      validateAppointment(filled({ repeatWeekly: true, repeatUntil: '2026-04-01', repeatEvery: 0 })),
    ).toEqual({ repeatEvery: 'Repeat every 1 to 52 weeks' });
    expect(validateAppointment(filled({ durationMinutes: 0 }))).toEqual({
      durationMinutes: 'The duration must be a whole number of minutes above 0',
    });
  });

  it('writes weekly rules ending on a local date', () => {
    expect(weeklyRule('2026-04-30')).toBe('FREQ=WEEKLY;UNTIL=20260430T235959');
    expect(weeklyRule('2026-04-30', 2)).toBe('FREQ=WEEKLY;INTERVAL=2;UNTIL=20260430T235959');
  });

  it('books at the local time of the zone, before and after a DST change', () => {
    const before = appointmentInput(filled({ date: '2026-03-02' }), zone, { serviceDuration: 30 });
    const after = appointmentInput(filled({ date: '2026-03-09' }), zone, { serviceDuration: 30 });
    expect(before.startAt).toBe('2026-03-02T21:00:00.000Z');
    expect(after.startAt).toBe('2026-03-09T20:00:00.000Z');
    expect(after.endAt).toBe('2026-03-09T20:30:00.000Z');
    expect(before).toMatchObject({ rrule: null, roomId: null, note: null, allowAgeOverride: false });
    const series = appointmentInput(
      filled({ repeatWeekly: true, repeatUntil: '2026-04-27', durationMinutes: 45, note: '  bring books ' }),
      zone,
      { allowAgeOverride: true, serviceDuration: 30 },
    );
    expect(series).toMatchObject({
      rrule: 'FREQ=WEEKLY;UNTIL=20260427T235959',
      endAt: '2026-03-02T21:45:00.000Z',
      note: 'bring books',
      allowAgeOverride: true,
    });
    expect(appointmentInput(filled(), zone).endAt).toBeNull();
  });

  it('knows an age refusal from other errors', () => {
    expect(isAgeRefusal('Charlie is too young for Rock Camp (8 to 12-year-olds)')).toBe(true);
    expect(isAgeRefusal('Ann will be too old for Rock Camp (8 to 12-year-olds) on June 1st 2027')).toBe(true);
    expect(isAgeRefusal('error booking: Ann Bell is taken from 9:00 AM to 9:30 AM')).toBe(false);
    expect(isAgeRefusal(null)).toBe(false);
  });

  it('offers the free timeslots of the chosen day as local times', () => {
    const slots = [
      { startAt: '2026-03-09T20:30:00Z' },
      { startAt: '2026-03-09T20:00:00Z' },
      { startAt: '2026-03-09T20:00:00Z' },
      { startAt: '2026-03-10T20:00:00Z' },
    ];
    expect(slotChoices(slots, '2026-03-09', zone)).toEqual(['16:00', '16:30']);
  });
});

describe('event update', () => {
  const event = {
    startAt: '2026-03-09T20:00:00Z',
    endAt: '2026-03-09T20:30:00Z',
    primaryStaffId: 't1',
    staff: [{ peopleId: 't1' }],
    roomId: 'r1',
    note: null,
    calendarColor: null,
    isLocked: false,
  };

  it('reads an event into the form in the zone', () => {
    expect(eventEditValuesOf(event, zone)).toEqual({
      date: '2026-03-09',
      time: '16:00',
      endDate: '2026-03-09',
      endTime: '16:30',
      staffId: 't1',
      roomId: 'r1',
      note: '',
      calendarColor: '',
      isLocked: false,
    });
  });

  it('sends only what changed, with the version read', () => {
    const before = eventEditValuesOf(event, zone);
    expect(changesSomething(updateEventInput('e1', 3, before, before, zone))).toBe(false);
    const moved = updateEventInput(
      'e1',
      3,
      before,
      { ...before, time: '17:00', endTime: '17:30', staffId: 't2', roomId: '' },
      zone,
    );
    expect(moved).toEqual({
      id: 'e1',
      expectedVersion: 3,
      startAt: '2026-03-09T21:00:00.000Z',
      endAt: '2026-03-09T21:30:00.000Z',
      staffId: 't2',
      roomId: null,
    });
    expect(changesSomething(moved)).toBe(true);
  });

  it('refuses an end that is not after the start', () => {
    const v = eventEditValuesOf(event, zone);
    expect(validateEventEdit({ ...v, endTime: '16:00' })).toEqual({
      endTime: 'The end must be after the start',
    });
    expect(validateEventEdit({ ...v, staffId: '' })).toEqual({ staffId: 'staffId is required' });
    expect(validateEventEdit(v)).toEqual({});
  });
});
