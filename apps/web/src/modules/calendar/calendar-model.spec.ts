import { describe, expect, it } from 'vitest';
import {
  addDays,
  attendanceRows,
  availabilityItems,
  availabilityPlace,
  bookingUrl,
  CalendarCatalogue,
  CalendarEvent,
  clientStatusLabel,
  dateAt,
  DEFAULT_EVENT_COLOR,
  eventColor,
  eventItems,
  eventResourceIds,
  formatRange,
  headerLines,
  isCancelled,
  isoIn,
  localDate,
  moveChanges,
  moveInput,
  moveSummary,
  NO_ROOM,
  NO_ROOM_TITLE,
  NO_STAFF,
  normalizeColor,
  queryRange,
  rangeTitle,
  resourceColumns,
  shownEvents,
  slotPlace,
  stepDate,
  textColorOn,
  visibleRange,
} from './calendar-model';
import { NO_FILTERS } from './calendar-state';

const NY = 'America/New_York';

const event = (over: Partial<CalendarEvent> = {}): CalendarEvent => ({
  id: 'e1',
  name: 'Piano lesson',
  displayName: 'Piano lesson',
  startAt: '2026-03-10T14:00:00.000Z',
  endAt: '2026-03-10T14:30:00.000Z',
  timezone: NY,
  status: 'EVENT_STATUS_ACTIVE',
  isLocked: false,
  calendarColor: null,
  note: null,
  hasNote: false,
  locationId: 'main',
  locationName: 'Main Studio',
  roomId: 'r1',
  roomName: 'Piano Room',
  serviceId: 'piano',
  serviceName: 'Piano 30',
  sessionId: null,
  recurringId: null,
  recurringOutlier: false,
  primaryStaffId: 's1',
  paid: true,
  version: 3,
  clients: [{ peopleId: 'c1', name: 'Charlie Client', status: null, statusLabel: null, paid: true }],
  staff: [{ peopleId: 's1', name: 'Sam Staff', profilePhoto: null }],
  ...over,
});

const catalogue: CalendarCatalogue = {
  locations: [
    {
      id: 'main',
      name: 'Main Studio',
      rooms: [
        { id: 'r1', name: 'Piano Room', description: 'Grand piano and a long description here' },
        { id: 'r2', name: 'Drum Room', description: null },
      ],
    },
    { id: 'west', name: 'Westside Studio', rooms: [{ id: 'r3', name: 'Room A', description: '' }] },
  ],
  staff: [
    { id: 's1', name: 'Sam Staff', profilePhoto: '/p/s1.png', staffCalendarColor: '#ff0000' },
    { id: 's2', name: 'Tina Teacher', profilePhoto: null, staffCalendarColor: null },
    { id: 's3', name: 'Gone Teacher', deactivated: true },
  ],
  services: [
    { id: 'piano', name: 'Piano 30', tags: ['Piano', 'Private'] },
    { id: 'theory', name: 'Music theory', tags: ['Group'] },
  ],
};

describe('the days a view shows', () => {
  it('a day, a Monday-to-Sunday week, the whole weeks of a month', () => {
    expect(visibleRange('day', '2026-03-10')).toEqual({ from: '2026-03-10', to: '2026-03-10' });
    expect(visibleRange('week', '2026-03-10')).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    expect(visibleRange('week', '2026-03-15')).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    expect(visibleRange('month', '2026-03-10')).toEqual({ from: '2026-02-23', to: '2026-04-05' });
    expect(visibleRange('month', '2027-02-14')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
  });

  it('asks the server for a day more on each side, within 62 days', () => {
    const range = queryRange(visibleRange('month', '2026-03-10'));
    expect(range).toEqual({ from: '2026-02-22', to: '2026-04-06' });
    const days = (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 + 1;
    expect(days).toBeLessThanOrEqual(62);
  });

  it('steps by the view, and to today', () => {
    expect(stepDate('day', '2026-03-31', 'NEXT', 'x')).toBe('2026-04-01');
    expect(stepDate('week', '2026-03-10', 'PREV', 'x')).toBe('2026-03-03');
    expect(stepDate('month', '2026-01-31', 'NEXT', 'x')).toBe('2026-02-01');
    expect(stepDate('month', '2026-03-10', 'TODAY', '2026-07-04')).toBe('2026-07-04');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('titles the shown range', () => {
    expect(rangeTitle('day', '2026-03-10')).toBe('Tuesday, March 10, 2026');
    expect(rangeTitle('week', '2026-03-10')).toBe('Mar 9 – 15, 2026');
    expect(rangeTitle('week', '2026-03-31')).toBe('Mar 30 – Apr 5, 2026');
    expect(rangeTitle('week', '2026-12-30')).toBe('Dec 28, 2026 – Jan 3, 2027');
    expect(rangeTitle('month', '2026-03-10')).toBe('March 2026');
  });
});

describe('zones', () => {
  it("places a date's noon and reads an instant's date in the viewer's zone", () => {
    expect(dateAt('2026-03-08', NY).toISOString()).toBe('2026-03-08T16:00:00.000Z');
    expect(dateAt('2026-03-07', NY).toISOString()).toBe('2026-03-07T17:00:00.000Z');
    expect(localDate(new Date('2026-03-10T03:00:00Z'), NY)).toBe('2026-03-09');
    expect(localDate(new Date('2026-03-10T03:00:00Z'), 'Asia/Tokyo')).toBe('2026-03-10');
  });

  it('writes instants with the offset of the zone, DST-correct', () => {
    expect(isoIn(new Date('2026-03-07T15:00:00Z'), NY)).toBe('2026-03-07T10:00:00-05:00');
    expect(isoIn(new Date('2026-03-09T14:00:00Z'), NY)).toBe('2026-03-09T10:00:00-04:00');
    expect(isoIn(new Date('2026-03-09T14:00:00Z'), 'Europe/London')).toBe('2026-03-09T14:00:00+00:00');
  });

  it('shows a time range in the chosen zone, whatever offset it came with', () => {
    expect(formatRange('2026-03-10T10:00:00-04:00', '2026-03-10T10:30:00-04:00', NY)).toBe(
      'Tue, Mar 10, 10:00 AM – 10:30 AM',
    );
    expect(formatRange('2026-03-10T10:00:00-04:00', '2026-03-10T10:30:00-04:00', 'Asia/Tokyo')).toBe(
      'Tue, Mar 10, 11:00 PM – 11:30 PM',
    );
    expect(formatRange('2026-03-10T10:30:00-04:00', '2026-03-10T11:30:00-04:00', 'Asia/Tokyo')).toBe(
      'Tue, Mar 10, 11:30 PM – Wed, Mar 11, 12:30 AM',
    );
  });
});

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

describe('booking in a slot', () => {
  const slot = { startAt: '2026-03-10T10:00:00-04:00', endAt: '2026-03-10T10:30:00-04:00' };
  const rooms = resourceColumns('room', catalogue, NO_FILTERS);

  it("books with the column's staff member, or its room and location", () => {
    expect(slotPlace({ ...slot, resourceId: 's2' }, 'day', 'staff', [], NO_FILTERS)).toMatchObject({
      startAt: slot.startAt,
      staffId: 's2',
    });
    expect(slotPlace({ ...slot, resourceId: 'r3' }, 'day', 'room', rooms, NO_FILTERS)).toMatchObject({
      roomId: 'r3',
      locationId: 'west',
    });
    const noRoom = slotPlace({ ...slot, resourceId: NO_ROOM }, 'day', 'room', rooms, {
      ...NO_FILTERS,
      locationIds: ['main'],
    });
    expect([noRoom.roomId, noRoom.locationId]).toEqual([undefined, 'main']);
    expect(slotPlace(slot, 'week', 'staff', [], { ...NO_FILTERS, staffIds: ['s1'] })).toMatchObject({
      staffId: 's1',
    });
  });

  it('opens /appointment/create with the place in the query', () => {
    const url = bookingUrl({ startAt: slot.startAt, staffId: 's2', locationId: 'main', roomId: 'r1' });
    expect(url.startsWith('/appointment/create?')).toBe(true);
    const q = new URLSearchParams(url.split('?')[1]);
    expect(Object.fromEntries(q)).toEqual({
      staffId: 's2',
      startAt: slot.startAt,
      locationId: 'main',
      roomId: 'r1',
    });
    expect(bookingUrl({ startAt: slot.startAt })).toBe(
      `/appointment/create?startAt=${encodeURIComponent(slot.startAt)}`,
    );
  });

  it("books a dropped availability with its staff member at the target's time and room", () => {
    expect(
      availabilityPlace(
        { staffId: 's1', locationId: 'main' },
        { ...slot, resourceId: 'r3' },
        'day',
        'room',
        rooms,
      ),
    ).toEqual({ startAt: slot.startAt, staffId: 's1', locationId: 'west', roomId: 'r3' });
  });
});

describe('moving an event', () => {
  const target = { startAt: '2026-03-10T11:00:00-04:00', endAt: '2026-03-10T11:30:00-04:00' };
  const rooms = resourceColumns('room', catalogue, NO_FILTERS);

  it('sends the new times with the version read', () => {
    const input = moveInput(event(), target, 'week', 'staff', []);
    expect(input).toEqual({ id: 'e1', expectedVersion: 3, ...target });
    expect(moveChanges(event(), input)).toBe(true);
    expect(
      moveChanges(event(), {
        ...input,
        startAt: '2026-03-10T10:00:00-04:00',
        endAt: '2026-03-10T10:30:00-04:00',
      }),
    ).toBe(false);
  });

  it("takes the drop column's staff member or room, and the room's location", () => {
    expect(moveInput(event(), { ...target, resourceId: 's2' }, 'day', 'staff', [])).toMatchObject({
      staffId: 's2',
    });
    expect(moveInput(event(), { ...target, resourceId: 's1' }, 'day', 'staff', []).staffId).toBeUndefined();
    expect(moveInput(event(), { ...target, resourceId: 'r3' }, 'day', 'room', rooms)).toMatchObject({
      roomId: 'r3',
      locationId: 'west',
    });
    const sameLocation = moveInput(event(), { ...target, resourceId: 'r2' }, 'day', 'room', rooms);
    expect([sameLocation.roomId, sameLocation.locationId]).toEqual(['r2', undefined]);
    expect(
      moveInput(event(), { ...target, resourceId: NO_ROOM }, 'day', 'room', rooms).roomId,
    ).toBeUndefined();
    expect(moveInput(event(), { ...target, resourceId: 'theory' }, 'day', 'service', [])).toEqual({
      id: 'e1',
      expectedVersion: 3,
      ...target,
    });
  });

  it('says what the move will do, in the chosen zone', () => {
    const staff = resourceColumns('staff', catalogue, NO_FILTERS);
    const input = moveInput(event(), { ...target, resourceId: 's2' }, 'day', 'staff', staff);
    expect(moveSummary(event(), input, NY, staff)).toBe(
      'Move Piano lesson to Tue, Mar 10, 11:00 AM – 11:30 AM with Tina Teacher?',
    );
  });
});
