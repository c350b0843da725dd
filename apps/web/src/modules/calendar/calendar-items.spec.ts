import { describe, expect, it } from 'vitest';
import { resourceColumns } from './calendar-columns';
import {
  availabilityItems,
  DEFAULT_EVENT_COLOR,
  eventColor,
  eventItems,
  normalizeColor,
  textColorOn,
} from './calendar-items';
import { attendanceRows, clientStatusLabel, isCancelled, shownEvents } from './calendar-model';
import { event, catalogue } from './calendar-fixtures';
import { NO_FILTERS } from './calendar-state';

describe('items', () => {
  const colors = new Map([['s1', '#FF0000']]);

  it("colours an event by its own colour, else its staff member's, else the default", () => {
    expect(eventColor(event({ calendarColor: '#0f0' }), colors)).toBe('#00ff00');
    expect(eventColor(event(), colors)).toBe('#ff0000');
    expect(eventColor(event({ primaryStaffId: 's9', staff: [] }), colors)).toBe(DEFAULT_EVENT_COLOR);
    expect(normalizeColor('blue')).toBeNull();
    expect(textColorOn('#ffff00')).toBe('#000000');
    expect(textColorOn('#1c2a8f')).toBe('#ffffff');
  });

  it('shows the name with its status suffix, locked and cancelled', () => {
    const [item] = eventItems(
      [event({ displayName: 'Piano lesson (canceled)', status: 'EVENT_STATUS_CANCELED', isLocked: true })],
      'day',
      'room',
      colors,
    );
    expect(item).toMatchObject({
      title: 'Piano lesson (canceled)',
      locked: true,
      cancelled: true,
      resourceId: ['r1'],
    });
    expect(item.start.toISOString()).toBe('2026-03-10T14:00:00.000Z');
    expect(eventItems([event()], 'week', 'room', colors)[0].resourceId).toBeUndefined();
    expect(isCancelled('EVENT_STATUS_LATE_CANCELED')).toBe(true);
    expect(isCancelled('EVENT_STATUS_LOCATION_SKIP')).toBe(false);
  });

  it('keeps live events only when show active only is on', () => {
    const events = [
      event(),
      event({ id: 'e2', status: 'EVENT_STATUS_STAFF_CANCELED' }),
      event({ id: 'e3', status: 'EVENT_STATUS_HOLD' }),
    ];
    expect(shownEvents(events, true).map((e) => e.id)).toEqual(['e1', 'e3']);
    expect(shownEvents(events, false)).toHaveLength(3);
  });

  it('shows free pieces, and blocked times that are not shown events', () => {
    const pieces = [
      {
        staffId: 's1',
        staffName: 'Sam',
        startAt: '2026-03-10T13:00:00Z',
        endAt: '2026-03-10T14:00:00Z',
        available: true,
        locationId: 'main',
        roomName: 'Piano Room',
      },
      {
        staffId: 's1',
        staffName: 'Sam',
        startAt: '2026-03-10T14:00:00Z',
        endAt: '2026-03-10T14:30:00Z',
        available: false,
        label: 'Piano lesson',
      },
      {
        staffId: 's1',
        staffName: 'Sam',
        startAt: '2026-03-10T15:00:00Z',
        endAt: '2026-03-10T18:00:00Z',
        available: false,
        label: 'Time off',
      },
      {
        staffId: 's1',
        staffName: 'Sam',
        startAt: '2026-03-10T18:00:00Z',
        endAt: '2026-03-10T23:00:00Z',
        available: false,
        label: 'Closed',
      },
    ];
    const staffColumns = resourceColumns('staff', catalogue, NO_FILTERS);
    const items = availabilityItems(pieces, 'day', 'staff', staffColumns, [event()], true);
    expect(items.map((i) => [i.kind, i.title, i.resourceId])).toEqual([
      ['availability', 'Sam available', 's1'],
      ['blocked', 'Sam: Time off', 's1'],
    ]);
    expect(availabilityItems(pieces, 'day', 'staff', staffColumns, [event()], false)).toHaveLength(1);
    const roomColumns = resourceColumns('room', catalogue, NO_FILTERS);
    expect(availabilityItems(pieces.slice(0, 1), 'day', 'room', roomColumns, [], true)[0].resourceId).toBe(
      'r1',
    );
    expect(availabilityItems(pieces, 'month', 'staff', staffColumns, [], true)).toEqual([]);
    expect(
      availabilityItems(pieces.slice(0, 1), 'week', 'staff', staffColumns, [], true)[0].resourceId,
    ).toBeUndefined();
  });

  it("lists the clients of live events for attendance, with their statuses' labels", () => {
    const rows = attendanceRows([
      event({
        clients: [
          { peopleId: 'c1', name: 'A', paid: true, status: 'NO_SHOW' },
          { peopleId: 'c2', name: 'B', paid: true, status: 'CANCELED', statusLabel: 'Client canceled' },
        ],
      }),
      event({ id: 'e2', status: 'EVENT_STATUS_CANCELED' }),
    ]);
    expect(rows.map((r) => `${r.event.id}/${r.client.peopleId}`)).toEqual(['e1/c1']);
    expect(clientStatusLabel({ status: 'NO_SHOW' })).toBe('No show');
    expect(clientStatusLabel({ status: 'LATE_CANCELED', statusLabel: 'Client late canceled' })).toBe(
      'Client late canceled',
    );
    expect(clientStatusLabel({ status: null })).toBe('Booked');
  });
});
