import { describe, expect, it } from 'vitest';
import {
  dayLabel,
  groupAvailabilities,
  pieceDetail,
  shownStaffIds,
  weekOf,
  type AvailabilityPiece,
} from './availabilities-model';

const piece = (over: Partial<AvailabilityPiece>): AvailabilityPiece => ({
  staffId: 's1',
  staffName: 'Ann Bell',
  startAt: '2026-11-24T15:00:00.000Z',
  endAt: '2026-11-24T20:00:00.000Z',
  available: true,
  label: null,
  roomName: 'Piano Room 1',
  locationName: 'Main Studio',
  serviceNames: ['Piano 30'],
  ...over,
});

describe('availabilities model', () => {
  it('gives the Monday to Sunday week of a date', () => {
    expect(weekOf('2026-11-24')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(weekOf('2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(weekOf('2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
  });

  it('says where and for what when free, and why when busy', () => {
    expect(pieceDetail(piece({}))).toBe('Main Studio · Piano Room 1 · Piano 30');
    expect(pieceDetail(piece({ roomName: null, serviceNames: [] }))).toBe('Main Studio · Any service');
    expect(pieceDetail(piece({ available: false, label: 'Lunch' }))).toBe('Lunch');
    expect(pieceDetail(piece({ available: false }))).toBe('Busy');
  });

  it('groups pieces by staff and local day of the zone, in time order', () => {
    const rows = [
      piece({ staffId: 's2', staffName: 'Zoe Young' }),
      piece({}),
      piece({
        startAt: '2026-11-25T01:00:00.000Z',
        endAt: '2026-11-25T02:00:00.000Z',
        available: false,
        label: 'Lesson',
      }),
      piece({ startAt: '2026-11-24T13:00:00.000Z', endAt: '2026-11-24T14:00:00.000Z' }),
    ];
    const grouped = groupAvailabilities(rows, 'America/New_York');
    expect(grouped.map((s) => s.staffName)).toEqual(['Ann Bell', 'Zoe Young']);
    expect(grouped[0].days).toHaveLength(1);
    expect(grouped[0].days[0].date).toBe('2026-11-24');
    expect(grouped[0].days[0].pieces.map((p) => [p.time, p.available, p.detail])).toEqual([
      ['08:00–09:00', true, 'Main Studio · Piano Room 1 · Piano 30'],
      ['10:00–15:00', true, 'Main Studio · Piano Room 1 · Piano 30'],
      ['20:00–21:00', false, 'Lesson'],
    ]);
  });

  it('marks an end on the next day', () => {
    const grouped = groupAvailabilities(
      [piece({ startAt: '2026-11-24T22:00:00.000Z', endAt: '2026-11-25T01:00:00.000Z' })],
      'UTC',
    );
    expect(grouped[0].days[0].pieces[0].time).toBe('22:00–01:00 (+1)');
  });

  it('asks about every staff member until a choice is made; limited staff only about themselves', () => {
    const options = [{ value: 'a' }, { value: 'b' }];
    expect(shownStaffIds(true, null, options, 'me')).toEqual(['a', 'b']);
    expect(shownStaffIds(true, ['b'], options, 'me')).toEqual(['b']);
    expect(shownStaffIds(true, [], options, 'me')).toEqual([]);
    expect(shownStaffIds(false, null, options, 'me')).toEqual(['me']);
    expect(shownStaffIds(false, ['a'], options, null)).toEqual([]);
  });

  it('labels a day', () => {
    expect(dayLabel('2026-11-24')).toBe('Tue, Nov 24');
  });
});
