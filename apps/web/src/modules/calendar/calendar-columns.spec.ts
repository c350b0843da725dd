import { describe, expect, it } from 'vitest';
import {
  eventResourceIds,
  headerLines,
  NO_ROOM,
  NO_ROOM_TITLE,
  NO_STAFF,
  resourceColumns,
} from './calendar-columns';
import { event, catalogue } from './calendar-fixtures';
import { NO_FILTERS } from './calendar-state';

describe('columns of the day view', () => {
  it('rooms under their location, then (No room assigned); headers truncated to 18 characters', () => {
    const columns = resourceColumns('room', catalogue, NO_FILTERS);
    expect(columns.map((c) => c.id)).toEqual(['r1', 'r2', 'r3', NO_ROOM]);
    expect(columns[3].title).toBe(NO_ROOM_TITLE);
    expect(headerLines(columns[0])).toEqual(['Main Studio', 'Piano Room', 'Grand pia…ion here']);
    expect(headerLines(columns[2])).toEqual(['Westside Studio', 'Room A']);
  });

  it('rooms of the filtered locations, or the filtered rooms only', () => {
    expect(
      resourceColumns('room', catalogue, { ...NO_FILTERS, locationIds: ['west'] }).map((c) => c.id),
    ).toEqual(['r3', NO_ROOM]);
    expect(resourceColumns('room', catalogue, { ...NO_FILTERS, roomIds: ['r2'] }).map((c) => c.id)).toEqual([
      'r2',
    ]);
  });

  it('active staff with photo and profile link, teachers of shown events not listed, (No staff assigned) when needed', () => {
    const columns = resourceColumns('staff', catalogue, NO_FILTERS, [
      event({ staff: [{ peopleId: 's3', name: 'Gone Teacher' }] }),
      event({ id: 'e2', staff: [], primaryStaffId: null }),
    ]);
    expect(columns.map((c) => c.id)).toEqual(['s1', 's2', 's3', NO_STAFF]);
    expect(columns[0]).toMatchObject({ photo: '/p/s1.png', href: '/staff/s1' });
    expect(resourceColumns('staff', catalogue, { ...NO_FILTERS, staffIds: ['s2'] }).map((c) => c.id)).toEqual(
      ['s2'],
    );
  });

  it('services by the service and tag filters', () => {
    expect(resourceColumns('service', catalogue, NO_FILTERS).map((c) => c.id)).toEqual(['piano', 'theory']);
    expect(
      resourceColumns('service', catalogue, { ...NO_FILTERS, serviceTags: ['Group'] }).map((c) => c.id),
    ).toEqual(['theory']);
  });

  it('puts an event in its room, each of its staff members, or its service', () => {
    expect(eventResourceIds(event({ roomId: null }), 'room')).toEqual([NO_ROOM]);
    expect(
      eventResourceIds(
        event({
          staff: [
            { peopleId: 's1', name: 'a' },
            { peopleId: 's2', name: 'b' },
          ],
        }),
        'staff',
      ),
    ).toEqual(['s1', 's2']);
    expect(eventResourceIds(event({ staff: [] }), 'staff')).toEqual(['s1']);
    expect(eventResourceIds(event(), 'service')).toEqual(['piano']);
  });
});
