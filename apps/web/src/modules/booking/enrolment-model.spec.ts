import { describe, expect, it } from 'vitest';
import {
  enrolmentInput,
  isFullRefusal,
  sessionEventInput,
  validateEnrolment,
  validateSessionEvent,
  validateTransfer,
  type EnrolmentFormValues,
  type SessionEventValues,
} from './enrolment-model';

const enrolment: EnrolmentFormValues = {
  clientIds: ['c1'],
  serviceId: 's1',
  sessionId: 'ss1',
  planName: 'Term',
  enrollmentType: 'FULL_SESSION',
  eventIds: [],
};

describe('enrolment', () => {
  it('requires clientIds, planName, serviceId and sessionId (001 §5.5)', () => {
    expect(
      validateEnrolment({ ...enrolment, clientIds: [], planName: '', serviceId: '', sessionId: '' }),
    ).toEqual({
      clientIds: 'clientIds is required',
      planName: 'planName is required',
      serviceId: 'serviceId is required',
      sessionId: 'sessionId is required',
    });
    expect(validateEnrolment(enrolment)).toEqual({});
  });

  it('asks a drop in for its events and sends them only then', () => {
    const dropIn = { ...enrolment, enrollmentType: 'DROP_IN' };
    expect(validateEnrolment(dropIn)).toEqual({ eventIds: 'Choose the session events to drop in to' });
    expect(enrolmentInput({ ...dropIn, eventIds: ['e1'] }).eventIds).toEqual(['e1']);
    expect(enrolmentInput({ ...enrolment, eventIds: ['e1'] }, { joinWaitlist: true })).toMatchObject({
      eventIds: null,
      joinWaitlist: true,
      allowAgeOverride: false,
      enrollmentType: 'FULL_SESSION',
    });
  });

  it('knows a full session from other refusals', () => {
    expect(isFullRefusal('The session is full')).toBe(true);
    expect(isFullRefusal('Theory Group on Dec 1 has no places left')).toBe(true);
    expect(isFullRefusal('planName is required')).toBe(false);
  });

  it('refuses a transfer to the same session', () => {
    const t = {
      clientId: 'c1',
      serviceId: 's1',
      fromSessionId: 'a',
      toSessionId: 'a',
      fromDate: '',
      planName: '',
    };
    expect(validateTransfer(t)).toEqual({ toSessionId: 'Choose another session to transfer to' });
    expect(validateTransfer({ ...t, toSessionId: 'b' })).toEqual({});
    expect(validateTransfer({ ...t, clientId: '', toSessionId: '' })).toEqual({
      clientId: 'clientId is required',
      toSessionId: 'toSessionId is required',
    });
  });
});

describe('session event form', () => {
  const values: SessionEventValues = {
    name: ' Theory ',
    date: '2026-10-27',
    time: '17:00',
    durationMinutes: 60,
    repeatWeekly: true,
    repeatUntil: '2026-12-15',
    locationId: 'l1',
    roomId: '',
    staffIds: ['t1'],
    capacity: 8,
    waitlistEnabled: true,
    note: '',
    calendarColor: '',
  };

  it('refuses a missing name, duration, bad capacity and a series without an end', () => {
    expect(
      validateSessionEvent({ ...values, name: ' ', durationMinutes: '', capacity: 0, repeatUntil: '' }),
    ).toEqual({
      name: 'name is required',
      durationMinutes: 'The duration must be a whole number of minutes above 0',
      capacity: 'The capacity must be a whole number of at least 1',
      repeatUntil: 'Choose the last date of the weekly events',
    });
    expect(validateSessionEvent(values)).toEqual({});
  });

  it('makes the input in the business zone', () => {
    expect(sessionEventInput('ss1', values, 'Europe/London')).toEqual({
      sessionId: 'ss1',
      name: 'Theory',
      startAt: '2026-10-27T17:00:00.000Z',
      endAt: '2026-10-27T18:00:00.000Z',
      rrule: 'FREQ=WEEKLY;UNTIL=20261215T235959',
      locationId: 'l1',
      roomId: null,
      staffIds: ['t1'],
      capacity: 8,
      waitlistEnabled: true,
      note: null,
      calendarColor: null,
    });
  });
});
