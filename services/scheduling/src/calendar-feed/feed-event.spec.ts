import {
  feedDescription,
  feedLocation,
  feedOrder,
  feedStatus,
  feedSummary,
  feedUid,
  isShown,
  type EventStatus,
} from './feed-event';
import { lesson } from './feed.testing';

describe('feed-event rules', () => {
  it.each<[EventStatus, string]>([
    ['EVENT_STATUS_ACTIVE', 'Piano Private'],
    ['EVENT_STATUS_COMPLETED', 'Piano Private'],
    ['EVENT_STATUS_STAFF_CANCELED', 'Piano Private (staff canceled)'],
    ['EVENT_STATUS_LATE_CANCELED', 'Piano Private (late canceled)'],
    ['EVENT_STATUS_CANCELED', 'Piano Private (canceled)'],
    ['EVENT_STATUS_HOLD', 'Piano Private (hold)'],
    ['EVENT_STATUS_LOCATION_SKIP', 'Piano Private (closed)'],
  ])('the summary of a %s event carries the status suffix of 001 §4.1: "%s"', (status, summary) => {
    expect(feedSummary(lesson('a', '2027-03-09T21:00:00Z', { status }), false)).toBe(summary);
  });

  it("students' names come between the name and the suffix, blank names dropped", () => {
    const event = lesson('a', '2027-03-09T21:00:00Z', {
      status: 'EVENT_STATUS_HOLD',
      clients: ['Ana Lee', '  ', 'Ben Lee '],
    });
    expect(feedSummary(event, true)).toBe('Piano Private – Ana Lee, Ben Lee (hold)');
    expect(feedSummary({ ...event, clients: [] }, true)).toBe('Piano Private (hold)');
  });

  it('only a deleted event is hidden; hold is tentative, the cancelled kinds are cancelled', () => {
    expect(isShown(lesson('a', '2027-03-09T21:00:00Z', { status: 'EVENT_STATUS_DELETED' }))).toBe(false);
    expect(isShown(lesson('a', '2027-03-09T21:00:00Z', { status: 'EVENT_STATUS_LOCATION_SKIP' }))).toBe(true);
    expect(feedStatus('EVENT_STATUS_HOLD')).toBe('TENTATIVE');
    expect(feedStatus('EVENT_STATUS_LATE_CANCELED')).toBe('CANCELLED');
    expect(feedStatus('EVENT_STATUS_COMPLETED')).toBe('CONFIRMED');
  });

  it('the location is whichever of location and room is present, joined with ", "', () => {
    const at = (locationName: string | null, roomName: string | null) =>
      feedLocation(lesson('a', '2027-03-09T21:00:00Z', { locationName, roomName }));
    expect(at('Main', 'Room 2')).toBe('Main, Room 2');
    expect(at('Main', null)).toBe('Main');
    expect(at(null, 'Room 2')).toBe('Room 2');
    expect(at(' ', null)).toBeNull();
  });

  it('the description is the staff line, then the note; null when there is neither', () => {
    const event = lesson('a', '2027-03-09T21:00:00Z', { staff: ['Tess'], note: 'Scales' });
    expect(feedDescription(event)).toBe('Staff: Tess\n\nScales');
    expect(feedDescription({ ...event, staff: [] })).toBe('Scales');
    expect(feedDescription({ ...event, note: '  ' })).toBe('Staff: Tess');
    expect(feedDescription({ ...event, staff: [], note: null })).toBeNull();
  });

  it('the UID percent-encodes characters iCalendar would otherwise escape', () => {
    expect(feedUid('e-1', 'acme')).toBe('e-1@acme.tempo');
    expect(feedUid('e,1', 'ac;me')).toBe('e%2C1@ac%3Bme.tempo');
  });

  it('events are ordered by start, then end, then id', () => {
    const late = lesson('a', '2027-03-09T22:00:00Z');
    const longer = lesson('b', '2027-03-09T21:00:00Z', { endAt: new Date('2027-03-09T22:00:00Z') });
    const shorterZ = lesson('z', '2027-03-09T21:00:00Z');
    const shorterY = lesson('y', '2027-03-09T21:00:00Z');
    expect(feedOrder([late, longer, shorterZ, shorterY]).map((e) => e.id)).toEqual(['y', 'z', 'b', 'a']);
  });
});
