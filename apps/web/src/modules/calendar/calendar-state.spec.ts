import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  calendarReducer,
  CalendarState,
  DEFAULT_REMEMBERED,
  initialState,
  loadRemembered,
  parseQuery,
  parseRemembered,
  rememberedKey,
  rememberedOf,
  saveRemembered,
  startState,
  toQuery,
} from './calendar-state';

const start = () => initialState('2026-03-10');
const slot = { startAt: '2026-03-10T10:00:00-04:00', endAt: '2026-03-10T10:30:00-04:00', resourceId: 'r1' };
const availability = {
  staffId: 's1',
  staffName: 'Sam Staff',
  startAt: '2026-03-10T09:00:00-04:00',
  endAt: '2026-03-10T12:00:00-04:00',
};

const run = (state: CalendarState, ...actions: Parameters<typeof calendarReducer>[1][]) =>
  actions.reduce(calendarReducer, state);

describe('calendar UI state (001 §4.7)', () => {
  it('defaults: show active only and show staff blocked times on, nothing open', () => {
    const s = start();
    expect(s.showActiveOnly).toBe(true);
    expect(s.showStaffBlockedTimes).toBe(true);
    expect(s.showStaffAvailabilities).toBe(false);
    expect(s.view).toBe('day');
    expect(s.resource).toBe('staff');
    expect([s.eventPopupOpen, s.eventMenuOpen, s.slotMenuOpen, s.updateOnMoveOpen, s.batch]).toEqual([
      false,
      false,
      false,
      false,
      null,
    ]);
  });

  it('sets each filter without repeats, counts them and clears them all', () => {
    const s = run(
      start(),
      { type: 'setFilter', key: 'locationIds', ids: ['l1', 'l1', 'l2'] },
      { type: 'setFilter', key: 'roomIds', ids: ['r1'] },
      { type: 'setFilter', key: 'staffIds', ids: ['s1'] },
      { type: 'setFilter', key: 'serviceIds', ids: ['v1'] },
      { type: 'setFilter', key: 'serviceTags', ids: ['Piano', ''] },
    );
    expect(s.filters).toEqual({
      locationIds: ['l1', 'l2'],
      roomIds: ['r1'],
      staffIds: ['s1'],
      serviceIds: ['v1'],
      serviceTags: ['Piano'],
    });
    expect(activeFilterCount(s.filters)).toBe(6);
    const cleared = calendarReducer(s, { type: 'clearFilters' });
    expect(activeFilterCount(cleared.filters)).toBe(0);
    expect(cleared.view).toBe(s.view);
  });

  it('toggles availabilities, active only, blocked times and the filter area', () => {
    const s = run(
      start(),
      { type: 'toggleStaffAvailabilities' },
      { type: 'toggleActiveOnly' },
      { type: 'toggleStaffBlockedTimes' },
      { type: 'setFilterCollapsed', collapsed: true },
    );
    expect([s.showStaffAvailabilities, s.showActiveOnly, s.showStaffBlockedTimes, s.filterCollapsed]).toEqual(
      [true, false, false, true],
    );
    const back = run(s, { type: 'toggleActiveOnly' });
    expect(back.showActiveOnly).toBe(true);
  });

  it('opens the event pop-up and the event menu, and closes them', () => {
    const open = run(start(), { type: 'selectSlot', slot }, { type: 'openEventPopup', eventId: 'e1' });
    expect(open).toMatchObject({ selectedEventId: 'e1', eventPopupOpen: true, slotMenuOpen: false });
    const menu = run(open, { type: 'openEventMenu', eventId: 'e1' });
    expect(menu.eventMenuOpen).toBe(true);
    expect(run(menu, { type: 'closeEventMenu' }).eventMenuOpen).toBe(false);
    const closed = run(menu, { type: 'closeEventPopup' });
    expect(closed).toMatchObject({ eventPopupOpen: false, eventMenuOpen: false, selectedEventId: 'e1' });
    expect(run(closed, { type: 'clearEvent' }).selectedEventId).toBeNull();
  });

  it('sets, hovers and clears an event', () => {
    const s = run(start(), { type: 'setEvent', eventId: 'e2' }, { type: 'hoverEvent', eventId: 'e3' });
    expect([s.selectedEventId, s.hoveredEventId]).toEqual(['e2', 'e3']);
    expect(run(s, { type: 'hoverEvent', eventId: null }).hoveredEventId).toBeNull();
  });

  it('selects a slot (opening the slot menu) and closes the slot menu', () => {
    const s = run(start(), { type: 'openEventPopup', eventId: 'e1' }, { type: 'selectSlot', slot });
    expect(s).toMatchObject({ selectedSlot: slot, slotMenuOpen: true, eventPopupOpen: false });
    expect(run(s, { type: 'closeSlotMenu' })).toMatchObject({ selectedSlot: null, slotMenuOpen: false });
  });

  it('keeps a dropped availability and its target for the availability menu', () => {
    const target = {
      startAt: '2026-03-10T11:00:00-04:00',
      endAt: '2026-03-10T11:30:00-04:00',
      resourceId: 'r2',
    };
    const s = run(start(), { type: 'dropAvailability', availability, target });
    expect(s).toMatchObject({
      draggedAvailability: availability,
      availabilityDropTarget: target,
      selectedAvailability: availability,
      availabilityMenuOpen: true,
    });
    const closed = run(s, { type: 'closeAvailabilityMenu' });
    expect(closed).toMatchObject({
      availabilityMenuOpen: false,
      draggedAvailability: null,
      availabilityDropTarget: null,
    });
    const opened = run(start(), { type: 'openAvailabilityMenu', availability });
    expect(opened).toMatchObject({ availabilityMenuOpen: true, selectedAvailability: availability });
    expect(
      run(opened, { type: 'setSelectedAvailability', availability: null }).selectedAvailability,
    ).toBeNull();
  });

  it('asks before a move: a dropped event opens update-on-move, which closing forgets', () => {
    const target = {
      startAt: '2026-03-10T14:00:00-04:00',
      endAt: '2026-03-10T14:30:00-04:00',
      resourceId: 's2',
    };
    const s = run(start(), { type: 'dropEvent', eventId: 'e1', target });
    expect(s).toMatchObject({ draggedEventId: 'e1', eventDropTarget: target, updateOnMoveOpen: true });
    const closed = run(s, { type: 'toggleUpdateOnMove' });
    expect(closed).toMatchObject({ draggedEventId: null, eventDropTarget: null, updateOnMoveOpen: false });
    expect(run(s, { type: 'clearDraggedEvent' })).toMatchObject({
      draggedEventId: null,
      updateOnMoveOpen: false,
    });
  });

  it('toggles one batch modal at a time', () => {
    const s = run(start(), { type: 'toggleBatch', modal: 'cancel' });
    expect(s.batch).toBe('cancel');
    expect(run(s, { type: 'toggleBatch', modal: 'attendance' }).batch).toBe('attendance');
    expect(run(s, { type: 'toggleBatch', modal: 'cancel' }).batch).toBeNull();
  });

  it('sets the date, or the date and the view together, and the refetch flag', () => {
    const s = run(
      start(),
      { type: 'setDate', date: '2026-03-11' },
      { type: 'setDateAndView', date: '2026-03-12', view: 'week' },
      { type: 'setRefetch', refetch: true },
    );
    expect([s.date, s.view, s.resource, s.refetch]).toEqual(['2026-03-12', 'week', 'staff', true]);
    const room = run(s, { type: 'setDateAndView', date: '2026-03-12', view: 'day', resource: 'room' });
    expect([room.view, room.resource]).toEqual(['day', 'room']);
    expect(run(room, { type: 'setResource', resource: 'service' }).resource).toBe('service');
  });
});

describe('remembered on the device (001 §2.7)', () => {
  it('keeps view, resource, filtered locations, filter collapsed and show staff availabilities', () => {
    const s = run(
      start(),
      { type: 'setDateAndView', date: '2026-03-12', view: 'month' },
      { type: 'setFilter', key: 'locationIds', ids: ['l1'] },
      { type: 'setFilter', key: 'staffIds', ids: ['s1'] },
      { type: 'setFilterCollapsed', collapsed: true },
      { type: 'toggleStaffAvailabilities' },
      { type: 'toggleActiveOnly' },
    );
    expect(rememberedOf(s)).toEqual({
      view: 'month',
      resource: 'staff',
      locationIds: ['l1'],
      filterCollapsed: true,
      showStaffAvailabilities: true,
    });
  });

  it('stores per business and reads back what it stored', () => {
    const remembered = { ...DEFAULT_REMEMBERED, view: 'week' as const, locationIds: ['l9'] };
    saveRemembered('demo', remembered, localStorage);
    expect(loadRemembered('demo', localStorage)).toEqual(remembered);
    expect(loadRemembered('rival', localStorage)).toEqual(DEFAULT_REMEMBERED);
    expect(localStorage.getItem(rememberedKey('demo'))).toContain('l9');
  });

  it('starts with the filter area collapsed on a small screen until the device remembers a choice', () => {
    expect(loadRemembered('fresh', localStorage, true).filterCollapsed).toBe(true);
    expect(loadRemembered('fresh', localStorage, false).filterCollapsed).toBe(false);
    saveRemembered('fresh', { ...DEFAULT_REMEMBERED, filterCollapsed: false }, localStorage);
    expect(loadRemembered('fresh', localStorage, true).filterCollapsed).toBe(false);
  });

  it('takes the default for anything missing, unknown or unreadable', () => {
    expect(parseRemembered('not json')).toEqual(DEFAULT_REMEMBERED);
    expect(parseRemembered(null)).toEqual(DEFAULT_REMEMBERED);
    expect(parseRemembered('[1,2]')).toEqual(DEFAULT_REMEMBERED);
    expect(
      parseRemembered(
        JSON.stringify({ view: 'year', resource: 'room', locationIds: ['a', 3, 'a'], filterCollapsed: 'y' }),
      ),
    ).toEqual({ ...DEFAULT_REMEMBERED, resource: 'room', locationIds: ['a'] });
  });

  it('starts a visit from the URL over the remembered settings', () => {
    const remembered = {
      ...DEFAULT_REMEMBERED,
      view: 'month' as const,
      resource: 'room' as const,
      locationIds: ['l1'],
    };
    const fromUrl = startState(
      parseQuery(new URLSearchParams('view=day&resource=service&date=2026-05-01')),
      remembered,
      '2026-03-10',
    );
    expect([fromUrl.view, fromUrl.resource, fromUrl.date, fromUrl.filters.locationIds]).toEqual([
      'day',
      'service',
      '2026-05-01',
      ['l1'],
    ]);
    const plain = startState(parseQuery(new URLSearchParams('')), remembered, '2026-03-10');
    expect([plain.view, plain.resource, plain.date]).toEqual(['month', 'room', '2026-03-10']);
  });
});

describe('the URL', () => {
  it('reads view, resource and date, leaving out unknown values', () => {
    expect(parseQuery(new URLSearchParams('view=week&date=2026-02-30x'))).toEqual({
      view: 'week',
      resource: undefined,
      date: undefined,
    });
    expect(parseQuery(new URLSearchParams('view=agenda&resource=desk&date=2026-02-03'))).toEqual({
      view: undefined,
      resource: undefined,
      date: '2026-02-03',
    });
  });

  it('writes the resource for the day view only', () => {
    expect(toQuery({ view: 'day', resource: 'room', date: '2026-03-10' })).toBe(
      'view=day&resource=room&date=2026-03-10',
    );
    expect(toQuery({ view: 'month', resource: 'room', date: '2026-03-10' })).toBe(
      'view=month&date=2026-03-10',
    );
  });
});
