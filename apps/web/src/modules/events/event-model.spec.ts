import { describe, expect, it } from 'vitest';
import {
  attendanceOpen,
  byLocalDay,
  canTakeAttendance,
  displayName,
  eventStatusLabel,
  eventTitle,
  isCancelledEvent,
  joinNames,
  participantStatusLabel,
  timeSpan,
} from './event-model';

describe('event model', () => {
  it('shows the status suffixes of 001 §4.1', () => {
    expect(displayName('Piano', 'EVENT_STATUS_ACTIVE')).toBe('Piano');
    expect(displayName('Piano', 'EVENT_STATUS_STAFF_CANCELED')).toBe('Piano (staff canceled)');
    expect(displayName('Piano', 'EVENT_STATUS_LATE_CANCELED')).toBe('Piano (late canceled)');
    expect(displayName('Piano', 'EVENT_STATUS_CANCELED')).toBe('Piano (canceled)');
    expect(displayName('Piano', 'EVENT_STATUS_HOLD')).toBe('Piano (hold)');
    expect(displayName('Piano', 'EVENT_STATUS_LOCATION_SKIP')).toBe('Piano (closed)');
    expect(eventStatusLabel('EVENT_STATUS_LOCATION_SKIP')).toBe('Location closed');
    expect(eventStatusLabel('SOMETHING_NEW')).toBe('SOMETHING_NEW');
  });

  it('counts canceled, staff canceled and late canceled as cancelled', () => {
    expect(isCancelledEvent('EVENT_STATUS_CANCELED')).toBe(true);
    expect(isCancelledEvent('EVENT_STATUS_STAFF_CANCELED')).toBe(true);
    expect(isCancelledEvent('EVENT_STATUS_LATE_CANCELED')).toBe(true);
    expect(isCancelledEvent('EVENT_STATUS_LOCATION_SKIP')).toBe(false);
    expect(isCancelledEvent('EVENT_STATUS_ACTIVE')).toBe(false);
  });

  it('labels participants, a booked client having no status', () => {
    expect(participantStatusLabel('CANCELED')).toBe('Client canceled');
    expect(participantStatusLabel('LATE_CANCELED')).toBe('Client late canceled');
    expect(participantStatusLabel('NO_SHOW')).toBe('No show');
    expect(participantStatusLabel(null)).toBe('Booked');
    expect(attendanceOpen({ status: 'LATE_CANCELED' })).toBe(false);
    expect(attendanceOpen({ status: 'NO_SHOW' })).toBe(true);
    expect(attendanceOpen({ status: null })).toBe(true);
  });

  it('shows an event as its name and formatted start in the zone', () => {
    expect(eventTitle({ name: 'Piano', startAt: '2026-12-24T14:00:00Z' }, 'America/New_York')).toBe(
      'Piano Dec 24, 2026, 9:00 AM',
    );
    expect(
      eventTitle({ name: 'Piano', status: 'EVENT_STATUS_HOLD', startAt: '2026-12-24T14:00:00Z' }, 'UTC'),
    ).toBe('Piano (hold) Dec 24, 2026, 2:00 PM');
  });

  it('lets staff with APPOINTMENT_STATUS take any attendance, teachers with the flag their own', () => {
    const event = { status: 'EVENT_STATUS_ACTIVE', staff: [{ peopleId: 't1' }] };
    const none = { me: 't1', anyEvent: false, ownEvents: false };
    expect(canTakeAttendance(event, none)).toBe(false);
    expect(canTakeAttendance(event, { ...none, ownEvents: true })).toBe(true);
    expect(canTakeAttendance(event, { ...none, me: 't2', ownEvents: true })).toBe(false);
    expect(canTakeAttendance(event, { ...none, me: 't2', anyEvent: true })).toBe(true);
    expect(
      canTakeAttendance({ ...event, status: 'EVENT_STATUS_CANCELED' }, { ...none, anyEvent: true }),
    ).toBe(false);
    expect(
      canTakeAttendance({ ...event, status: 'EVENT_STATUS_COMPLETED' }, { ...none, ownEvents: true }),
    ).toBe(true);
  });

  it('groups events by local day and gives their local times, DST-correct', () => {
    const events = [
      { id: 'b', startAt: '2026-11-02T01:30:00Z' }, // 20:30 on Nov 1 in New York (EST)
      { id: 'a', startAt: '2026-11-01T13:00:00Z' }, // 08:00 on Nov 1 (EST, after the change)
      { id: 'c', startAt: '2026-10-31T13:00:00Z' }, // 09:00 on Oct 31 (EDT)
    ];
    expect(byLocalDay(events, 'America/New_York').map((d) => [d.date, d.events.map((e) => e.id)])).toEqual([
      ['2026-10-31', ['c']],
      ['2026-11-01', ['a', 'b']],
    ]);
    expect(timeSpan('2026-10-31T13:00:00Z', '2026-10-31T13:45:00Z', 'America/New_York')).toBe('09:00–09:45');
    expect(timeSpan('2026-11-01T12:00:00Z', '2026-11-01T13:00:00Z', 'America/New_York')).toBe('07:00–08:00');
  });

  it('joins names as 001 §9 says', () => {
    expect(joinNames([])).toBe('');
    expect(joinNames(['a'])).toBe('a');
    expect(joinNames(['a', 'b'])).toBe('a and b');
    expect(joinNames(['a', 'b', 'c'])).toBe('a, b, and c');
  });
});
