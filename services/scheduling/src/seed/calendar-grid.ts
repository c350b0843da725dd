import {
  type Interval,
  floating,
  floatingDate,
  formatLocalDate,
  parseLocalDate,
  parseLocalTime,
  weekdayOf,
} from '@tempo/scheduling-rules';
import type { CalendarPlan, CalendarPlanInput } from './calendar-plan.types';

// The demo calendar's weekly grid and its clock arithmetic: local dates and wall times, the weekly places of the
// lessons (no teacher and no room twice at once in a week), and who is taken when once the occurrences are
// laid out (the planner's own check before the database's exclusion constraints).

export const DAY = 86_400_000;
export const MINUTE = 60_000;
export const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

export const BLOCKING = new Set(['EVENT_STATUS_ACTIVE', 'EVENT_STATUS_HOLD', 'EVENT_STATUS_COMPLETED']);

/** True when the status takes its staff member's and room's time (the exclusion constraints' statuses). */
export const isBlocking = (status: string): boolean => BLOCKING.has(status);

export const minutesOf = (time: string): number => {
  const t = parseLocalTime(time);
  return t.hour * 60 + t.minute;
};
export const timeOf = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
export const addDays = (date: string, days: number): string =>
  formatLocalDate(floatingDate(floating(parseLocalDate(date)) + days * DAY));
const weekdayOfDate = (date: string): number => weekdayOf(parseLocalDate(date));
/** The first date on or after `date` falling on `weekday`. */
export const onOrAfter = (date: string, weekday: number): string =>
  addDays(date, (weekday - weekdayOfDate(date) + 7) % 7);
export const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

/** A weekly place on the grid: a weekday and local minutes from midnight, with who and where. */
export interface GridSlot {
  weekday: number;
  from: number;
  to: number;
  staffId: string;
  roomId: string | null;
}

/** Who is taken when, per staff member and room: the planner's own check before the database's. */
export class Taken {
  private readonly byKey = new Map<string, Interval[]>();
  private keys(staffIds: readonly string[], roomId: string | null): string[] {
    return [...staffIds.map((s) => `staff:${s}`), ...(roomId ? [`room:${roomId}`] : [])];
  }
  free(staffIds: readonly string[], roomId: string | null, at: Interval): boolean {
    return this.keys(staffIds, roomId).every((k) => !(this.byKey.get(k) ?? []).some((i) => overlaps(i, at)));
  }
  take(staffIds: readonly string[], roomId: string | null, at: Interval): void {
    for (const k of this.keys(staffIds, roomId)) {
      const list = this.byKey.get(k) ?? [];
      list.push(at);
      this.byKey.set(k, list);
    }
  }
}

export const gridFree = (grid: GridSlot[], s: Omit<GridSlot, 'roomId'>, roomId: string | null) =>
  !grid.some(
    (g) =>
      g.weekday === s.weekday &&
      g.from < s.to &&
      s.from < g.to &&
      (g.staffId === s.staffId || (roomId !== null && g.roomId === roomId)),
  );

/**
 * The weekly grid: the classes first, then one lesson a student (the reserved ones with the teacher named
 * first), round robin over the teachers' first lessons of the day, then their second ones, ...; a lesson
 * takes the first of its teacher's rooms free at its time, else goes online when the teacher teaches online.
 * A student no place is free for has no lesson.
 */
export function placeLessons(input: CalendarPlanInput): {
  grid: GridSlot[];
  lessons: CalendarPlan['lessons'];
} {
  const lessons: CalendarPlan['lessons'] = [];
  const grid: GridSlot[] = input.classes.map((c) => ({
    weekday: c.weekday,
    from: minutesOf(c.fromTime),
    to: minutesOf(c.toTime),
    staffId: c.staffId,
    roomId: c.roomId,
  }));
  const candidates = input.teachers
    .flatMap((t, ti) =>
      t.weekdays.flatMap((weekday, di) =>
        Array.from({ length: t.perDay }, (_, k) => ({
          teacher: t,
          weekday,
          k,
          order: [k, ti, di],
          from: minutesOf(t.fromTime) + k * t.service.minutes,
          to: minutesOf(t.fromTime) + (k + 1) * t.service.minutes,
        })).filter((c) => c.to <= minutesOf(t.toTime)),
      ),
    )
    .sort((a, b) => a.order[0] - b.order[0] || a.order[1] - b.order[1] || a.order[2] - b.order[2]);
  const placed = new Set<(typeof candidates)[number]>();
  const place = (studentId: string, teacherKey: string | null): void => {
    for (const c of candidates) {
      if (placed.has(c) || (teacherKey !== null && c.teacher.key !== teacherKey)) continue;
      const slot = { weekday: c.weekday, from: c.from, to: c.to, staffId: c.teacher.staffId };
      const onlineDay = c.teacher.onlineWeekdays.includes(c.weekday);
      const roomId = onlineDay ? undefined : c.teacher.roomIds.find((r) => gridFree(grid, slot, r));
      const online =
        roomId === undefined && c.teacher.onlineLocationId !== null && gridFree(grid, slot, null);
      if (roomId === undefined && !online) continue;
      placed.add(c);
      grid.push({ ...slot, roomId: roomId ?? null });
      lessons.push({
        studentId,
        teacherKey: c.teacher.key,
        weekday: c.weekday,
        fromTime: timeOf(c.from),
        roomId: roomId ?? null,
      });
      return;
    }
  };
  const reserved = new Set(input.reserved.map((r) => r.studentId));
  for (const r of input.reserved) place(r.studentId, r.teacherKey);
  for (const s of input.students) if (!reserved.has(s)) place(s, null);
  return { grid, lessons };
}
