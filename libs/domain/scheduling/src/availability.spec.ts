import { availabilities, freeTime, roomsForService, slots, toTimeslots } from './availability';
import { expandAllHours } from './recurrence';
import { formatInZone } from './zoned-time';

const MINUTE = 60_000;
const at = (iso: string) => Date.parse(iso);
const span = (from: string, to: string) => ({ start: at(from), end: at(to) });
const starts = (found: { start: number }[], zone: string) =>
  found.map((s) => formatInZone(s.start, zone, 'HH:mm'));

describe('free time and slots', () => {
  const tuesday = span('2026-03-10T04:00:00Z', '2026-03-11T04:00:00Z'); // the local day in New York (EDT)
  const open = expandAllHours(
    [
      {
        startDate: '2026-01-06',
        fromTime: '09:00',
        toTime: '17:00',
        timezone: 'America/New_York',
        rrule: 'FREQ=WEEKLY;BYDAY=TU',
      },
    ],
    tuesday,
  );

  it('open hours minus blocked hours, time off, events and closures', () => {
    const free = freeTime(
      open,
      {
        blocked: [span('2026-03-10T16:00:00Z', '2026-03-10T17:00:00Z')], // 12:00-13:00 local
        timeOff: [span('2026-03-10T19:00:00Z', '2026-03-10T20:00:00Z')], // 15:00-16:00
        events: [span('2026-03-10T14:00:00Z', '2026-03-10T14:30:00Z')], // 10:00-10:30
        closures: [span('2026-03-10T20:30:00Z', '2026-03-11T04:00:00Z')], // from 16:30
      },
      tuesday,
    );
    expect(
      free.map(
        (i) =>
          `${formatInZone(i.start, 'America/New_York', 'HH:mm')}-${formatInZone(i.end, 'America/New_York', 'HH:mm')}`,
      ),
    ).toEqual(['09:00-10:00', '10:30-12:00', '13:00-15:00', '16:00-16:30']);
  });

  it('slots of 60 minutes every 15 minutes fit wholly in the free time; the grid starts with each free piece', () => {
    const free = [
      span('2026-03-10T13:00:00Z', '2026-03-10T14:00:00Z'),
      span('2026-03-10T14:30:00Z', '2026-03-10T16:00:00Z'),
    ];
    expect(starts(slots(free, { durationMs: 60 * MINUTE, stepMs: 15 * MINUTE }), 'America/New_York')).toEqual(
      ['09:00', '10:30', '10:45', '11:00'],
    );
    expect(starts(slots(free, { durationMs: 60 * MINUTE }), 'America/New_York')).toEqual(['09:00', '10:30']);
  });

  it('an anchored grid starts slots only on the anchor plus whole steps', () => {
    const free = [span('2026-03-10T13:10:00Z', '2026-03-10T15:00:00Z')];
    const found = slots(free, {
      durationMs: 30 * MINUTE,
      stepMs: 30 * MINUTE,
      anchor: at('2026-03-10T00:00:00Z'),
    });
    expect(starts(found, 'UTC')).toEqual(['13:30', '14:00', '14:30']);
    expect(() => slots(free, { durationMs: 0 })).toThrow('positive');
  });

  it('on the spring-forward day 00:00-06:00 local holds five hour-long slots, not six', () => {
    const day = span('2026-03-08T05:00:00Z', '2026-03-09T04:00:00Z');
    const night = expandAllHours(
      [{ startDate: '2026-03-08', fromTime: '00:00', toTime: '06:00', timezone: 'America/New_York' }],
      day,
    );
    expect(starts(slots(night, { durationMs: 60 * MINUTE }), 'America/New_York')).toEqual([
      '00:00',
      '01:00',
      '03:00',
      '04:00',
      '05:00',
    ]);
  });

  it('staff hours in one zone and location hours in another: only their overlap is free', () => {
    const window = span('2026-03-10T00:00:00Z', '2026-03-11T12:00:00Z');
    const staff = expandAllHours(
      [{ startDate: '2026-03-10', fromTime: '09:00', toTime: '17:00', timezone: 'America/Chicago' }],
      window,
    );
    const location = expandAllHours(
      [{ startDate: '2026-03-10', fromTime: '08:00', toTime: '16:00', timezone: 'America/New_York' }],
      window,
    );
    const free = freeTime(staff, {}, window, location);
    expect(free).toEqual([span('2026-03-10T14:00:00Z', '2026-03-10T20:00:00Z')]);
    expect(toTimeslots(slots(free, { durationMs: 180 * MINUTE }))).toEqual([
      { startAt: '2026-03-10T14:00:00.000Z' },
      { startAt: '2026-03-10T17:00:00.000Z' },
    ]);
  });
});

describe('rooms and availabilities', () => {
  const rooms = [
    { name: 'Studio A', applicableServices: ['piano'] },
    { name: 'Studio B', applicableServices: [] },
    { name: 'Studio C', applicableServices: ['violin'] },
  ];

  it('a room with no applicable services allows every service', () => {
    expect(roomsForService(rooms, 'piano').map((r) => r.name)).toEqual(['Studio A', 'Studio B']);
    expect(roomsForService(rooms, 'drums').map((r) => r.name)).toEqual(['Studio B']);
  });

  const request = {
    staff: { id: 's1', name: 'Ada Staff' },
    location: { id: 'l1', name: 'Downtown', rooms },
    service: { key: 'piano', name: 'Piano lesson' },
    open: [span('2026-03-10T13:00:00Z', '2026-03-10T15:00:00Z')],
    busy: {},
    window: span('2026-03-10T00:00:00Z', '2026-03-11T00:00:00Z'),
    slot: { durationMs: 60 * MINUTE },
  };

  it('offers each slot in the first allowed room that is free for all of it, with instants in UTC', () => {
    const found = availabilities({
      ...request,
      roomBookings: { 'Studio A': [span('2026-03-10T14:30:00Z', '2026-03-10T15:00:00Z')] },
    });
    expect(found).toEqual([
      {
        staffName: 'Ada Staff',
        staffId: 's1',
        startAt: '2026-03-10T13:00:00.000Z',
        endAt: '2026-03-10T14:00:00.000Z',
        available: true,
        label: null,
        roomName: 'Studio A',
        locationId: 'l1',
        locationName: 'Downtown',
        serviceNames: ['Piano lesson'],
      },
      expect.objectContaining({ startAt: '2026-03-10T14:00:00.000Z', roomName: 'Studio B' }),
    ]);
  });

  it('no allowed room, or every allowed room taken, means no availability; no rooms at all needs none', () => {
    expect(availabilities({ ...request, location: { ...request.location, rooms: [rooms[2]] } })).toEqual([]);
    const taken = [span('2026-03-10T13:00:00Z', '2026-03-10T15:00:00Z')];
    expect(availabilities({ ...request, roomBookings: { 'Studio A': taken, 'Studio B': taken } })).toEqual(
      [],
    );
    expect(
      availabilities({ ...request, location: { ...request.location, rooms: [] } }).map((a) => a.roomName),
    ).toEqual([null, null]);
  });
});
