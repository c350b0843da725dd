import { Taken, gridFree, isBlocking, onOrAfter, placeLessons, timeOf, minutesOf } from './calendar-grid';
import type { CalendarPlanInput, DemoClass, LessonTeacher } from './calendar-plan.types';

// The demo calendar's weekly grid: wall-time arithmetic, who is taken when, and where each student's lesson goes.

const teacher = (key: string, rooms: string[], perDay: number, online = false): LessonTeacher => ({
  key,
  staffId: `staff-${key}`,
  weekdays: [1],
  fromTime: '15:00',
  toTime: '17:00',
  locationId: 'main',
  roomIds: rooms,
  onlineLocationId: online ? 'online' : null,
  onlineWeekdays: [],
  service: { id: 'service-60', name: 'Lesson', minutes: 60 },
  planName: 'Monthly',
  perDay,
});
const mondayClass: DemoClass = {
  key: 'theory',
  sessionId: 'session',
  service: { id: 'service-theory', name: 'Theory' },
  staffId: 'staff-cello',
  locationId: 'main',
  roomId: 'room-a',
  weekday: 1,
  fromTime: '15:00',
  toTime: '16:00',
  firstDate: '2026-01-01',
  lastDate: '2026-12-31',
  capacity: 4,
  planName: 'Full Term',
  students: [],
  waitlist: [],
};
const input = (over: Partial<CalendarPlanInput>): CalendarPlanInput => ({
  now: Date.parse('2026-11-28T02:00:00Z'),
  zone: 'America/New_York',
  weeks: 1,
  teachers: [],
  students: [],
  payers: {},
  reserved: [],
  classes: [],
  timeOff: [],
  closed: [],
  busy: [],
  policies: {},
  ...over,
});

describe('the demo calendar grid', () => {
  it('reads and writes wall times and finds the next weekday', () => {
    expect(minutesOf('16:45')).toBe(1005);
    expect(timeOf(1005)).toBe('16:45');
    expect(timeOf(540)).toBe('09:00');
    expect(onOrAfter('2026-11-28', 1)).toBe('2026-11-30'); // a Saturday, then Monday
    expect(onOrAfter('2026-11-30', 1)).toBe('2026-11-30');
  });

  it('counts active, held and completed events as taking their time, cancelled ones not', () => {
    expect(['EVENT_STATUS_ACTIVE', 'EVENT_STATUS_HOLD', 'EVENT_STATUS_COMPLETED'].every(isBlocking)).toBe(
      true,
    );
    expect(isBlocking('EVENT_STATUS_CANCELED')).toBe(false);
    expect(isBlocking('EVENT_STATUS_LOCATION_SKIP')).toBe(false);
  });

  it('keeps a staff member and a room from being taken twice at once, back to back allowed', () => {
    const taken = new Taken();
    taken.take(['ann'], 'room-a', { start: 0, end: 60 });
    expect(taken.free(['ann'], null, { start: 30, end: 90 })).toBe(false);
    expect(taken.free(['bob'], 'room-a', { start: 30, end: 90 })).toBe(false);
    expect(taken.free(['bob'], 'room-b', { start: 30, end: 90 })).toBe(true);
    expect(taken.free(['ann'], 'room-a', { start: 60, end: 120 })).toBe(true);
  });

  it('frees a weekly place only when neither its teacher nor its room has one at that time that day', () => {
    const grid = [{ weekday: 1, from: 900, to: 960, staffId: 'ann', roomId: 'room-a' }];
    const slot = (staffId: string, weekday = 1) => ({ weekday, from: 930, to: 990, staffId });
    expect(gridFree(grid, slot('ann'), 'room-b')).toBe(false);
    expect(gridFree(grid, slot('bob'), 'room-a')).toBe(false);
    expect(gridFree(grid, slot('bob'), 'room-b')).toBe(true);
    expect(gridFree(grid, slot('bob'), null)).toBe(true);
    expect(gridFree(grid, slot('ann', 2), 'room-a')).toBe(true);
  });

  it('places the reserved student first, takes the first free room, goes online, and leaves out who does not fit', () => {
    const { lessons, grid } = placeLessons(
      input({
        teachers: [teacher('ann', ['room-a', 'room-b'], 2), teacher('bob', ['room-a'], 2, true)],
        classes: [mondayClass],
        students: ['s1', 's2', 's3', 's4', 's5'],
        reserved: [{ studentId: 's4', teacherKey: 'bob' }],
      }),
    );
    expect(lessons).toEqual([
      // Room A has the class at 15:00: Bob teaches that hour online.
      { studentId: 's4', teacherKey: 'bob', weekday: 1, fromTime: '15:00', roomId: null },
      { studentId: 's1', teacherKey: 'ann', weekday: 1, fromTime: '15:00', roomId: 'room-b' },
      { studentId: 's2', teacherKey: 'ann', weekday: 1, fromTime: '16:00', roomId: 'room-a' },
      // Room A is Ann's at 16:00 and Bob has no other room: online again.
      { studentId: 's3', teacherKey: 'bob', weekday: 1, fromTime: '16:00', roomId: null },
    ]);
    expect(grid).toHaveLength(5); // the class and four lessons; s5 has no place
  });
});
