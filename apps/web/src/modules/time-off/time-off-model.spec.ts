import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  periodText,
  requestTitle,
  timeOffInput,
  timeOffValuesOf,
  validateTimeOff,
} from './time-off-model';
import type { TimeOffItem } from './time-off.graphql';
import { isoToWall, wallToIso } from '../timezone/zoned-time';

const request = (extra: Partial<TimeOffItem> = {}): TimeOffItem =>
  ({
    id: 'r1',
    title: "Sam Reed's time off request",
    requester: { id: 'me', name: 'Sam Reed' },
    category: null,
    note: null,
    startAt: '2026-12-24T05:00:00.000Z',
    endAt: '2026-12-26T05:00:00.000Z',
    allDay: true,
    timezone: 'America/New_York',
    status: 'SUBMITTED',
    processStatus: null,
    reviewer: null,
    reviewedAt: null,
    reviewNote: null,
    overlappingEvents: [],
    ...extra,
  }) as TimeOffItem;

describe('zoned wall times', () => {
  it('turns a wall time of a zone into its instant and back', () => {
    expect(wallToIso('2026-07-01T09:00', 'America/New_York')).toBe('2026-07-01T13:00:00.000Z');
    expect(wallToIso('2026-12-01T09:00', 'Europe/London')).toBe('2026-12-01T09:00:00.000Z');
    expect(isoToWall('2026-07-01T13:00:00.000Z', 'America/New_York')).toBe('2026-07-01T09:00');
  });

  it('takes the first showing of a repeated time and moves a skipped one by the gap', () => {
    expect(wallToIso('2026-11-01T01:30', 'America/New_York')).toBe('2026-11-01T05:30:00.000Z');
    expect(wallToIso('2026-03-08T02:30', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z');
  });
});

describe('time off requests', () => {
  it("is shown as the requester's time off request", () => {
    expect(requestTitle('Sam Reed')).toBe("Sam Reed's time off request");
  });

  it('lets the requester change a submitted request and cancel a submitted or approved one', () => {
    const mine = { me: 'me', review: false };
    expect(allowedActions(request(), mine)).toEqual({
      edit: true,
      cancel: true,
      approve: false,
      reject: false,
    });
    expect(allowedActions(request({ status: 'APPROVED' }), mine)).toMatchObject({
      edit: false,
      cancel: true,
    });
    expect(allowedActions(request({ status: 'REJECTED' }), mine)).toMatchObject({
      edit: false,
      cancel: false,
    });
  });

  it("lets a manager approve or reject only submitted requests, and not change another's", () => {
    const manager = { me: 'boss', review: true };
    expect(allowedActions(request(), manager)).toEqual({
      edit: false,
      cancel: false,
      approve: true,
      reject: true,
    });
    expect(allowedActions(request({ status: 'CANCELLED' }), manager)).toMatchObject({
      approve: false,
      reject: false,
    });
  });

  it("shows an all-day request's dates in its own zone, both included", () => {
    expect(periodText(request(), 'Europe/London')).toBe('Dec 24, 2026 – Dec 25, 2026 (all day)');
    expect(periodText(request({ endAt: '2026-12-25T05:00:00.000Z' }), 'UTC')).toBe('Dec 24, 2026 (all day)');
  });

  it("shows other requests' times in the viewer's zone", () => {
    const timed = request({
      allDay: false,
      startAt: '2026-12-24T14:00:00.000Z',
      endAt: '2026-12-24T18:00:00.000Z',
    });
    expect(periodText(timed, 'America/New_York')).toBe('Dec 24, 2026, 9:00 AM – Dec 24, 2026, 1:00 PM');
  });

  it('reads a request back into the form', () => {
    expect(timeOffValuesOf(request({ note: 'Holidays' }), 'UTC')).toEqual({
      allDay: true,
      start: '2026-12-24',
      end: '2026-12-25',
      category: '',
      note: 'Holidays',
    });
  });

  it('refuses an end before the start and a category the business does not have', () => {
    const v = { allDay: true, start: '2026-12-24', end: '2026-12-23', category: 'Fun', note: '' };
    expect(validateTimeOff(v, ['Vacation', 'Sick'])).toEqual({
      end: 'The end of the time off must be after its start',
      category: 'category must be one of Vacation, Sick',
    });
    expect(validateTimeOff({ ...v, end: '2026-12-24', category: '' }, [])).toEqual({});
  });

  it('sends local dates for all day, else instants from the viewer zone', () => {
    expect(
      timeOffInput({ allDay: true, start: '2026-12-24', end: '2026-12-25', category: '', note: ' ' }, 'UTC'),
    ).toEqual({ allDay: true, startAt: '2026-12-24', endAt: '2026-12-25', category: null, note: null });
    expect(
      timeOffInput(
        { allDay: false, start: '2026-07-01T09:00', end: '2026-07-01T12:00', category: 'Sick', note: '' },
        'America/New_York',
      ),
    ).toMatchObject({
      startAt: '2026-07-01T13:00:00.000Z',
      endAt: '2026-07-01T16:00:00.000Z',
      category: 'Sick',
    });
  });
});
