import { describe, expect, it } from 'vitest';
import {
  availabilityPlace,
  bookingUrl,
  moveChanges,
  moveInput,
  moveSummary,
  slotPlace,
} from './calendar-actions';
import { NO_ROOM, resourceColumns } from './calendar-columns';
import { NY, event, catalogue } from './calendar-fixtures';
import { NO_FILTERS } from './calendar-state';

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
