import { In, type EntityManager } from 'typeorm';
import { type Clock, CLOCK } from '@tempo/contracts';
import {
  type Interval,
  type SeriesRule,
  expandAllHours,
  floating,
  floatingDate,
  formatLocalDate,
  localDateAt,
  occurrencesBetween,
  parseLocalDate,
  parseLocalTime,
  weekdayOf,
} from '@tempo/scheduling-rules';
import { type CancellationPolicy, cancellationOutcome } from '../booking/cancellation';
import { businessSettings } from '../directory/directory.reader';
import { EventParticipantEntity } from '../events/event-participant.entity';
import { EventSeriesEntity } from '../events/event-series.entity';
import { EventEntity } from '../events/event.entity';
import { LocationEntity, LocationHoursEntity } from '../locations/location.entity';
import { ServiceEntity } from '../services/service.entity';
import { SessionEntity } from '../sessions/session.entity';
import { StaffHoursEntity } from '../staff-hours/staff-hours.entity';
import { TimeOffRequestEntity } from '../time-off/time-off-request.entity';
import { DEMO_BUSINESS, demoId, demoPersonId } from './demo-ids';
import type { SeedPart } from './seed';
import { DEMO_STAFF_EMAILS, demoStaff } from './staff-hours.seed';

// The demo calendar: six weeks of weekly private lessons around today for the demo families' children, the
// demo client's child Charlie among them, the music theory group class with its enrolled students and a
// waitlist, attendance taken on past lessons (mostly completed, a few no-shows), a few client cancellations,
// a staff cancellation, lessons in a teacher's approved time off cancelled and lessons on a location's closed
// day skipped. The plan is pure (planDemoCalendar) and laid out on a weekly grid in the business's zone, so
// that no staff member and no room is ever booked twice (the exclusion constraints of the event table would
// refuse it) and every lesson keeps its wall time across a DST change.

const DAY = 86_400_000;
const MINUTE = 60_000;
const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

/** A teacher of private lessons: their weekly open hours, where they teach and what. */
export interface LessonTeacher {
  /** A stable key (their e-mail): the lessons' ids derive from it. */
  key: string;
  staffId: string;
  /** Weekdays of their open hours, 0 Sunday to 6 Saturday, and the wall times 'HH:mm'. */
  weekdays: number[];
  fromTime: string;
  toTime: string;
  locationId: string;
  /** Rooms of their location they teach in, the first free one taken. */
  roomIds: string[];
  /** The online location, when they teach online too (a lesson no room is free for goes there). */
  onlineLocationId: string | null;
  /** Weekdays they teach online only (with an online location). */
  onlineWeekdays: number[];
  service: { id: string; name: string; minutes: number };
  planName: string;
  /** Lessons a day at most, back to back from the start of their hours. */
  perDay: number;
}

/** A group class: the weekly events of one session, its enrolled students and its waitlist. */
export interface DemoClass {
  key: string;
  sessionId: string;
  service: { id: string; name: string };
  staffId: string;
  locationId: string;
  roomId: string;
  weekday: number;
  fromTime: string;
  toTime: string;
  /** The session's dates: no class outside them. */
  firstDate: string;
  lastDate: string;
  capacity: number;
  planName: string;
  students: string[];
  /** In line, first first. */
  waitlist: string[];
}

/** A blocking event already in the calendar (demo lessons never overlap it). */
export interface BusyEvent {
  staffIds: string[];
  roomId: string | null;
  start: number;
  end: number;
}

export interface CalendarPlanInput {
  /** The current instant (from the clock): past lessons have attendance, cancellations happened before it. */
  now: number;
  /** The business's zone: lessons are laid out and expanded in it. */
  zone: string;
  /** Weeks before and after today's date. */
  weeks: number;
  teachers: LessonTeacher[];
  /** Students, each given one weekly lesson, in order; a reserved one goes to the teacher named. */
  students: string[];
  /** Who pays for (and cancels) a student's lessons, by student; the student themselves when absent. */
  payers: Record<string, string>;
  reserved: Array<{ studentId: string; teacherKey: string }>;
  classes: DemoClass[];
  timeOff: Array<{ staffId: string; start: number; end: number; note: string | null }>;
  /** A location's closed hours, as instants. */
  closed: Array<{ locationId: string; start: number; end: number }>;
  busy: BusyEvent[];
  /** Cancellation policies of the services, by id. */
  policies: Record<string, CancellationPolicy>;
}

export interface PlannedSeries {
  id: string;
  rrule: string;
  timezone: string;
  firstStartAt: number;
  durationMinutes: number;
}

export interface PlannedEvent {
  id: string;
  name: string;
  startAt: number;
  endAt: number;
  status: string;
  locationId: string;
  roomId: string | null;
  serviceId: string;
  sessionId: string | null;
  primaryStaffId: string;
  staffIds: string[];
  originalStartAt: number;
  recurringId: string;
  recurringOutlier: boolean;
  timezone: string;
  planName: string;
  capacity: number | null;
  waitlistEnabled: boolean;
  cancelledAt: number | null;
  cancelledBy: string | null;
  cancelReason: string | null;
}

export interface PlannedParticipant {
  id: string;
  eventId: string;
  peopleId: string;
  kind: 'client' | 'staff';
  enrollmentType: string | null;
  planName: string | null;
  payerId: string | null;
  paid: boolean;
  status: string | null;
  lateCancellation: boolean;
  cancellationConsequence: string | null;
  cancellationCreditName: string | null;
  cancelledAt: number | null;
  cancelledBy: string | null;
  cancelReason: string | null;
}

export interface PlannedWaitlistEntry {
  id: string;
  eventId: string;
  sessionId: string;
  clientId: string;
  planName: string;
  /** The place in line. */
  createdAt: number;
}

export interface CalendarPlan {
  series: PlannedSeries[];
  events: PlannedEvent[];
  participants: PlannedParticipant[];
  waitlist: PlannedWaitlistEntry[];
  /** Lessons of the weekly grid, by student: who teaches them, when and where. */
  lessons: Array<{
    studentId: string;
    teacherKey: string;
    weekday: number;
    fromTime: string;
    roomId: string | null;
  }>;
}

const BLOCKING = new Set(['EVENT_STATUS_ACTIVE', 'EVENT_STATUS_HOLD', 'EVENT_STATUS_COMPLETED']);

/** True when the status takes its staff member's and room's time (the exclusion constraints' statuses). */
export const isBlocking = (status: string): boolean => BLOCKING.has(status);

const minutesOf = (time: string): number => {
  const t = parseLocalTime(time);
  return t.hour * 60 + t.minute;
};
const timeOf = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const addDays = (date: string, days: number): string =>
  formatLocalDate(floatingDate(floating(parseLocalDate(date)) + days * DAY));
const weekdayOfDate = (date: string): number => weekdayOf(parseLocalDate(date));
/** The first date on or after `date` falling on `weekday`. */
const onOrAfter = (date: string, weekday: number): string =>
  addDays(date, (weekday - weekdayOfDate(date) + 7) % 7);
const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

/** A weekly place on the grid: a weekday and local minutes from midnight, with who and where. */
interface GridSlot {
  weekday: number;
  from: number;
  to: number;
  staffId: string;
  roomId: string | null;
}

/** Who is taken when, per staff member and room: the planner's own check before the database's. */
class Taken {
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

const gridFree = (grid: GridSlot[], s: Omit<GridSlot, 'roomId'>, roomId: string | null) =>
  !grid.some(
    (g) =>
      g.weekday === s.weekday &&
      g.from < s.to &&
      s.from < g.to &&
      (g.staffId === s.staffId || (roomId !== null && g.roomId === roomId)),
  );

/**
 * The demo calendar for the week `weeks` before to `weeks` after today's date in the zone: one weekly
 * series per student (round robin over the teachers' first lessons of the day, then their second ones,
 * ...), the classes, and their occurrences with statuses, attendance and cancellations. Deterministic: the
 * same input gives the same rows (ids from demoId keys). No blocking event of the plan overlaps another
 * of one staff member or one room, nor a busy event given.
 */
export function planDemoCalendar(input: CalendarPlanInput): CalendarPlan {
  const { zone, now } = input;
  const today = formatLocalDate(localDateAt(now, zone));
  const firstDate = addDays(today, -7 * input.weeks);
  const lastDate = addDays(today, 7 * input.weeks);
  const plan: CalendarPlan = { series: [], events: [], participants: [], waitlist: [], lessons: [] };

  // The weekly grid: the classes first, then each student's lesson.
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
      plan.lessons.push({
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

  const payerOf = (student: string) => input.payers[student] ?? student;
  const taken = new Taken();
  for (const b of input.busy) taken.take(b.staffIds, b.roomId, b);
  const inTimeOff = (staffId: string, at: Interval) =>
    input.timeOff.find((t) => t.staffId === staffId && overlaps(t, at));
  const isClosed = (locationId: string, at: Interval) =>
    input.closed.some((c) => c.locationId === locationId && overlaps(c, at));

  /** The series of a weekly slot from the first week to the last, in the zone (its wall times kept). */
  const seriesOf = (key: string, weekday: number, from: string, to: string, first: string, last: string) => {
    const start = onOrAfter(first, weekday);
    const rule: SeriesRule = {
      startDate: start,
      fromTime: from,
      toTime: to,
      timezone: zone,
      rrule: `FREQ=WEEKLY;BYDAY=${WEEKDAYS[weekday]};UNTIL=${last.replace(/-/g, '')}T235959`,
    };
    const occurrences = start <= last ? occurrencesBetween(rule, start, last) : [];
    if (!occurrences.length) return null;
    const series: PlannedSeries = {
      id: demoId(`calendar-series-${key}`),
      rrule: rule.rrule,
      timezone: zone,
      firstStartAt: occurrences[0].startAt,
      durationMinutes: minutesOf(to) - minutesOf(from),
    };
    plan.series.push(series);
    return { series, occurrences };
  };
  /** The week of an occurrence relative to today's (0 this week, -1 last week, ...). */
  const weekOf = (localDate: string) =>
    Math.floor((floating(parseLocalDate(localDate)) - floating(parseLocalDate(today))) / (7 * DAY) + 0.5);

  // Private lessons.
  plan.lessons.forEach((lesson, index) => {
    const t = input.teachers.find((x) => x.key === lesson.teacherKey)!;
    const from = lesson.fromTime;
    const to = timeOf(minutesOf(from) + t.service.minutes);
    const made = seriesOf(`lesson-${lesson.studentId}`, lesson.weekday, from, to, firstDate, lastDate);
    if (!made) return;
    const locationId = lesson.roomId ? t.locationId : t.onlineLocationId!;
    for (const o of made.occurrences) {
      const week = weekOf(o.localDate);
      let at: Interval = { start: o.startAt, end: o.endAt };
      let outlier = false;
      // One lesson next week moves to the end of its teacher's day (a moved occurrence keeps its original start).
      if (index === 2 && week === 1) {
        const moved = {
          start: at.start + t.perDay * t.service.minutes * MINUTE,
          end: at.end + t.perDay * t.service.minutes * MINUTE,
        };
        const slot = {
          weekday: lesson.weekday,
          from: minutesOf(from) + t.perDay * t.service.minutes,
          to: minutesOf(to) + t.perDay * t.service.minutes,
          staffId: t.staffId,
        };
        const fits = slot.to <= minutesOf(t.toTime) && gridFree(grid, slot, lesson.roomId);
        if (fits && taken.free([t.staffId], lesson.roomId, moved)) {
          at = moved;
          outlier = true;
        }
      }
      const id = demoId(`calendar-event-${lesson.studentId}-${o.localDate}`);
      const event: PlannedEvent = {
        id,
        name: t.service.name,
        startAt: at.start,
        endAt: at.end,
        status: 'EVENT_STATUS_ACTIVE',
        locationId,
        roomId: lesson.roomId,
        serviceId: t.service.id,
        sessionId: null,
        primaryStaffId: t.staffId,
        staffIds: [t.staffId],
        originalStartAt: o.originalStartAt,
        recurringId: made.series.id,
        recurringOutlier: outlier,
        timezone: zone,
        planName: t.planName,
        capacity: null,
        waitlistEnabled: false,
        cancelledAt: null,
        cancelledBy: null,
        cancelReason: null,
      };
      const participant = newParticipant(
        event,
        lesson.studentId,
        'SUBSCRIPTION',
        t.planName,
        now,
        payerOf(lesson.studentId),
      );
      const off = inTimeOff(t.staffId, at);
      if (isClosed(locationId, at)) event.status = 'EVENT_STATUS_LOCATION_SKIP';
      else if (off)
        staffCancel(event, off.note ? `Time off: ${off.note}` : 'Time off', Math.min(off.start, now));
      else if (index === 1 && week === -1) staffCancel(event, 'Teacher unwell', at.start - DAY);
      else if ((index * 5 + week + 100) % 17 === 0) {
        // A client's cancellation: a late one (two hours before) for every other student, else three days before.
        const intended = index % 2 === 0 ? at.start - 2 * 60 * MINUTE : at.start - 3 * DAY;
        clientCancel(event, participant, Math.min(intended, now - 60 * MINUTE), input.policies, zone, true);
      } else if (at.end <= now)
        participant.status = (index * 3 + week + 50) % 11 === 0 ? 'NO_SHOW' : 'COMPLETED';
      if (isBlocking(event.status)) {
        if (!taken.free(event.staffIds, event.roomId, at)) continue; // an event already there keeps its time
        taken.take(event.staffIds, event.roomId, at);
      }
      plan.events.push(event);
      plan.participants.push(participant, staffParticipant(event, now));
    }
  });

  // Group classes, within their session's dates.
  for (const c of input.classes) {
    const first = firstDate > c.firstDate ? firstDate : c.firstDate;
    const last = lastDate < c.lastDate ? lastDate : c.lastDate;
    const made = seriesOf(`class-${c.key}`, c.weekday, c.fromTime, c.toTime, first, last);
    if (!made) continue;
    for (const o of made.occurrences) {
      const at = { start: o.startAt, end: o.endAt };
      const week = weekOf(o.localDate);
      const event: PlannedEvent = {
        id: demoId(`calendar-event-class-${c.key}-${o.localDate}`),
        name: c.service.name,
        startAt: at.start,
        endAt: at.end,
        status: 'EVENT_STATUS_ACTIVE',
        locationId: c.locationId,
        roomId: c.roomId,
        serviceId: c.service.id,
        sessionId: c.sessionId,
        primaryStaffId: c.staffId,
        staffIds: [c.staffId],
        originalStartAt: o.originalStartAt,
        recurringId: made.series.id,
        recurringOutlier: false,
        timezone: zone,
        planName: c.planName,
        capacity: c.capacity,
        waitlistEnabled: c.waitlist.length > 0,
        cancelledAt: null,
        cancelledBy: null,
        cancelReason: null,
      };
      const off = inTimeOff(c.staffId, at);
      if (isClosed(c.locationId, at)) event.status = 'EVENT_STATUS_LOCATION_SKIP';
      else if (off)
        staffCancel(event, off.note ? `Time off: ${off.note}` : 'Time off', Math.min(off.start, now));
      if (isBlocking(event.status)) {
        if (!taken.free(event.staffIds, event.roomId, at)) continue;
        taken.take(event.staffIds, event.roomId, at);
      }
      plan.events.push(event);
      c.students.forEach((student, i) => {
        const p = newParticipant(event, student, 'FULL_SESSION', c.planName, now, payerOf(student));
        if (event.status === 'EVENT_STATUS_ACTIVE') {
          // One student cancels a class each week (on time); past classes have attendance, one no-show a week.
          if ((i + week + 100) % c.students.length === 0)
            clientCancel(
              event,
              p,
              Math.min(at.start - 3 * DAY, now - 60 * MINUTE),
              input.policies,
              zone,
              false,
            );
          else if (at.end <= now)
            p.status = (i * 2 + week + 100) % c.students.length === 1 ? 'NO_SHOW' : 'COMPLETED';
        }
        plan.participants.push(p);
      });
      plan.participants.push(staffParticipant(event, now));
      // The waitlist of the classes still to come: in line in the order given, a day apart.
      if (event.status === 'EVENT_STATUS_ACTIVE' && at.start > now)
        c.waitlist.forEach((client, i) =>
          plan.waitlist.push({
            id: demoId(`calendar-waitlist-${event.id}-${client}`),
            eventId: event.id,
            sessionId: c.sessionId,
            clientId: client,
            planName: c.planName,
            createdAt: Math.min(now, at.start) - (c.waitlist.length - i) * DAY,
          }),
        );
    }
  }
  return plan;
}

function newParticipant(
  event: PlannedEvent,
  peopleId: string,
  enrollmentType: string | null,
  planName: string,
  now: number,
  payerId: string,
): PlannedParticipant {
  return {
    id: demoId(`calendar-participant-${event.id}-${peopleId}`),
    eventId: event.id,
    peopleId,
    kind: 'client',
    enrollmentType,
    planName,
    payerId,
    // Lessons that have started are paid; the coming ones are billed later.
    paid: event.startAt <= now,
    status: null,
    lateCancellation: false,
    cancellationConsequence: null,
    cancellationCreditName: null,
    cancelledAt: null,
    cancelledBy: null,
    cancelReason: null,
  };
}

/** The teacher's own place in the event, as booking records it. */
function staffParticipant(event: PlannedEvent, now: number): PlannedParticipant {
  return {
    ...newParticipant(event, event.primaryStaffId, null, '', now, ''),
    id: demoId(`calendar-participant-${event.id}-staff-${event.primaryStaffId}`),
    kind: 'staff',
    planName: null,
    payerId: null,
    paid: false,
  };
}

function staffCancel(event: PlannedEvent, reason: string, at: number): void {
  event.status = 'EVENT_STATUS_STAFF_CANCELED';
  event.cancelledAt = at;
  event.cancelledBy = event.primaryStaffId;
  event.cancelReason = reason;
}

/**
 * A client's cancellation at `at` of their place in `event`, recorded as the service's policy gives it
 * (cancellation.ts): on time or late, its consequence and credit. A lesson of one client (`alone`) is
 * cancelled with them.
 */
function clientCancel(
  event: PlannedEvent,
  p: PlannedParticipant,
  at: number,
  policies: Record<string, CancellationPolicy>,
  zone: string,
  alone: boolean,
): void {
  const service = policies[event.serviceId] ?? {};
  const outcome = cancellationOutcome({
    by: 'client',
    event: { startAt: event.startAt },
    service,
    now: at,
    zone,
  });
  if (outcome.by !== 'client') return;
  p.status = outcome.participantStatus;
  p.lateCancellation = outcome.late;
  p.cancellationConsequence = outcome.consequence;
  p.cancellationCreditName = outcome.creditName;
  p.cancelledAt = at;
  p.cancelledBy = p.payerId;
  p.cancelReason = outcome.reason;
  if (alone) {
    event.status = outcome.late ? 'EVENT_STATUS_LATE_CANCELED' : 'EVENT_STATUS_CANCELED';
    event.cancelledAt = at;
    event.cancelledBy = p.payerId;
    event.cancelReason = outcome.reason;
  }
}

/** What each demo teacher teaches and where (the demo has no drum, violin or cello lessons of its own). */
const TEACHING: Record<string, { service: string; rooms: string[]; perDay: number; onlineDays?: number[] }> =
  {
    'owner@demo.example': { service: 'service-piano-60', rooms: ['room-main-1'], perDay: 3 },
    // Thursdays online.
    'manager@demo.example': {
      service: 'service-guitar-45',
      rooms: ['room-main-3'],
      perDay: 3,
      onlineDays: [4],
    },
    'staff@demo.example': { service: 'service-guitar-45', rooms: ['room-westside-1'], perDay: 2 },
    'clara@demo.example': { service: 'service-piano-45', rooms: ['room-main-2'], perDay: 3 },
    'django@demo.example': { service: 'service-guitar-45', rooms: ['room-westside-2'], perDay: 3 },
    'hilary@demo.example': {
      service: 'service-piano-30',
      rooms: ['room-westside-2', 'room-westside-1'],
      perDay: 3,
    },
    'ella@demo.example': { service: 'service-voice-30', rooms: ['room-main-4', 'room-main-3'], perDay: 3 },
  };
/** The plan private lessons are booked with, and the theory class's. */
const LESSON_PLAN = 'Monthly Membership (Weekly Lesson)';
const CLASS_PLAN = 'Full Term';
/** The demo students: the first child of each of the first 30 demo families (people's demo keys). */
export const DEMO_STUDENT_KEYS = Array.from({ length: 30 }, (_, f) => `family${f}-child0`);
/** The demo client's child, who has a weekly lesson with the violin teacher. */
export const DEMO_CHILD_KEY = 'client-child';
/** The theory class: eight adult students enrolled for the term, three more waiting for a place. */
const CLASS_STUDENT_KEYS = Array.from({ length: 8 }, (_, i) => `adult${i}`);
const CLASS_WAITLIST_KEYS = ['adult8', 'adult9', 'adult10'];
const WEEKS = 3;

const hhmm = (time: string) => time.slice(0, 5);
const byDay = (rrule: string | null): number[] =>
  (/BYDAY=([A-Z,]+)/.exec(rrule ?? '')?.[1] ?? '')
    .split(',')
    .map((d) => WEEKDAYS.indexOf(d))
    .filter((d) => d >= 0);

/** Every id the demo calendar's series can have: seeding finds them there and adds nothing. */
const seriesIds = () =>
  [
    ...[...DEMO_STUDENT_KEYS, DEMO_CHILD_KEY].map((k) => `calendar-series-lesson-${demoPersonId(k)}`),
    'calendar-series-class-theory-current',
    'calendar-series-class-theory-next',
  ].map(demoId);

/** A deterministic secret of the demo's session waitlist (demo data only: the seeds never run in production). */
const demoWaitlistToken = (sessionId: string, clientId: string) =>
  demoId(`calendar-waitlist-token-${sessionId}-${clientId}`).replace(/-/g, '');

/**
 * The demo calendar (planDemoCalendar), written as rows in the demo business's transaction once the demo
 * staff, their hours, the locations and the services are there; nothing when it is there already. It is
 * laid out around the day it is first seeded.
 */
export const calendarSeed: SeedPart = async (em: EntityManager, app) => {
  if (await em.exists(EventSeriesEntity, { where: { business: DEMO_BUSINESS, id: In(seriesIds()) } }))
    return [];
  const now = app.get<Clock>(CLOCK).now();
  const zone = (await businessSettings(em, DEMO_BUSINESS)).timezone;
  const staff = await demoStaff(em, 0); // the staff hours part waited for them
  const hours = await em.find(StaffHoursEntity, {
    where: { business: DEMO_BUSINESS, id: In(DEMO_STAFF_EMAILS.map((e) => demoId(`staff-hours-${e}`))) },
  });
  const services = await em.find(ServiceEntity, { where: { business: DEMO_BUSINESS } });
  const locations = await em.find(LocationEntity, { where: { business: DEMO_BUSINESS } });
  const sessions = await em.find(SessionEntity, {
    where: {
      business: DEMO_BUSINESS,
      id: In([demoId('session-theory-current'), demoId('session-theory-next')]),
    },
  });
  const hoursOf = (email: string) => {
    const member = staff.find((s) => s.email === email);
    return member && hours.find((h) => h.staffId === member.id && h.id === demoId(`staff-hours-${email}`));
  };
  const missing = DEMO_STAFF_EMAILS.filter((e) => !hoursOf(e));
  const service = (key: string) => services.find((s) => s.id === demoId(key));
  if (
    missing.length ||
    !service('service-theory') ||
    !locations.some((l) => l.id === demoId('location-online'))
  )
    return [
      `no demo calendar yet (waiting for ${missing.length ? missing.join(', ') : 'the demo services'})`,
    ];

  const teachers: LessonTeacher[] = Object.entries(TEACHING).map(([email, t]) => {
    const h = hoursOf(email)!;
    const s = service(t.service)!;
    const rooms = t.rooms.map(demoId);
    return {
      key: email,
      staffId: h.staffId,
      weekdays: byDay(h.rrule),
      fromTime: hhmm(h.fromTime),
      toTime: hhmm(h.toTime),
      locationId: h.locationId ?? demoId(`location-${t.rooms[0].split('-')[1]}`),
      roomIds: rooms,
      onlineLocationId: h.allowsOnline ? demoId('location-online') : null,
      onlineWeekdays: h.allowsOnline ? (t.onlineDays ?? []) : [],
      service: { id: s.id, name: s.name, minutes: s.durationMinutes ?? 30 },
      planName: LESSON_PLAN,
      perDay: t.perDay,
    };
  });
  const theory = service('service-theory')!;
  const cello = hoursOf('limited@demo.example')!;
  const classes: DemoClass[] = sessions
    .sort((a, b) => a.startDate.localeCompare(b.startDate))
    .map((s, i) => ({
      key: i === 0 ? 'theory-current' : 'theory-next',
      sessionId: s.id,
      service: { id: theory.id, name: theory.name },
      staffId: cello.staffId,
      locationId: demoId('location-main'),
      roomId: demoId('room-main-4'),
      weekday: 6,
      fromTime: '10:00',
      toTime: '11:00',
      firstDate: s.startDate,
      lastDate: s.endDate ?? '9999-12-31',
      capacity: CLASS_STUDENT_KEYS.length,
      planName: CLASS_PLAN,
      students: CLASS_STUDENT_KEYS.map(demoPersonId),
      waitlist: CLASS_WAITLIST_KEYS.map(demoPersonId),
    }));

  const window = { start: now.getTime() - (7 * WEEKS + 2) * DAY, end: now.getTime() + (7 * WEEKS + 2) * DAY };
  const closedRows = await em.find(LocationHoursEntity, {
    where: { business: DEMO_BUSINESS, kind: 'closed' },
  });
  const closed = closedRows.flatMap((h) =>
    expandAllHours(
      [
        {
          startDate: h.startDate,
          fromTime: hhmm(h.fromTime),
          toTime: hhmm(h.toTime),
          timezone: h.timezone,
          rrule: h.rrule,
        },
      ],
      window,
    ).map((i) => ({ locationId: h.locationId, ...i })),
  );
  const timeOff = (
    await em.find(TimeOffRequestEntity, { where: { business: DEMO_BUSINESS, status: 'APPROVED' } })
  ).map((t) => ({
    staffId: t.requesterId,
    start: t.startAt.getTime(),
    end: t.endAt.getTime(),
    note: t.note,
  }));
  const busy = (
    await em
      .createQueryBuilder(EventEntity, 'e')
      .where('e.business = :b AND e.status IN (:...s) AND e.startAt < :to AND e.endAt > :from', {
        b: DEMO_BUSINESS,
        s: [...BLOCKING],
        from: new Date(window.start),
        to: new Date(window.end),
      })
      .getMany()
  ).map((e) => ({
    staffIds: [...e.staffIds, ...(e.primaryStaffId ? [e.primaryStaffId] : [])],
    roomId: e.roomId,
    start: e.startAt.getTime(),
    end: e.endAt.getTime(),
  }));
  // The students' copies in client_member, once people's events have brought them (the table comes with the
  // calendar's client copy): Charlie's lessons are paid by the demo client, whose id only the copy knows.
  const child = demoPersonId(DEMO_CHILD_KEY);
  const students = [child, ...DEMO_STUDENT_KEYS.map(demoPersonId)];
  const [{ copy }] = await em.query(`SELECT to_regclass('client_member') IS NOT NULL AS copy`);
  const copies: Array<{ id: string; managers: string[] }> = copy
    ? await em.query(
        `SELECT id, account_manager_ids AS managers FROM client_member WHERE business = $1 AND id = ANY($2)`,
        [DEMO_BUSINESS, students],
      )
    : [];
  const payers: Record<string, string> = Object.fromEntries(
    DEMO_STUDENT_KEYS.map((k, f) => [demoPersonId(k), demoPersonId(`family${f}-parent0`)]),
  );
  const parent = copies.find((c) => c.id === child)?.managers[0];
  if (parent) payers[child] = parent;
  const plan = planDemoCalendar({
    now: now.getTime(),
    zone,
    weeks: WEEKS,
    teachers,
    students,
    payers,
    reserved: [{ studentId: child, teacherKey: 'hilary@demo.example' }],
    classes,
    timeOff,
    closed,
    busy,
    policies: Object.fromEntries(services.map((s) => [s.id, s])),
  });
  await writePlan(em, plan, now);
  const count = (status: (e: PlannedEvent) => boolean) => plan.events.filter(status).length;
  return [
    `calendar: ${plan.series.length} weekly series, ${plan.events.length} events ` +
      `(${count((e) => e.status.endsWith('CANCELED'))} cancelled, ${count((e) => e.status === 'EVENT_STATUS_LOCATION_SKIP')} closed), ` +
      `${plan.participants.length} participants, ${plan.waitlist.length} waitlist entries; ` +
      `${copies.length} of ${plan.lessons.length} students in the client copy so far`,
  ];
};

async function writePlan(em: EntityManager, plan: CalendarPlan, now: Date): Promise<void> {
  const at = (ms: number | null) => (ms === null ? null : new Date(ms));
  await em.insert(
    EventSeriesEntity,
    plan.series.map((s) => ({
      ...s,
      business: DEMO_BUSINESS,
      firstStartAt: new Date(s.firstStartAt),
      createdAt: now,
      updatedAt: now,
    })),
  );
  for (let i = 0; i < plan.events.length; i += 200)
    await em.insert(
      EventEntity,
      plan.events.slice(i, i + 200).map((e) => ({
        ...e,
        business: DEMO_BUSINESS,
        startAt: new Date(e.startAt),
        endAt: new Date(e.endAt),
        originalStartAt: new Date(e.originalStartAt),
        cancelledAt: at(e.cancelledAt),
        createdAt: now,
        updatedAt: now,
      })),
    );
  for (let i = 0; i < plan.participants.length; i += 200)
    await em.insert(
      EventParticipantEntity,
      plan.participants.slice(i, i + 200).map((p) => ({
        ...p,
        business: DEMO_BUSINESS,
        cancelledAt: at(p.cancelledAt),
        createdAt: now,
        updatedAt: now,
      })),
    );
  // The session waitlist (its table comes with enrolment).
  const [{ table }] = await em.query(`SELECT to_regclass('session_waitlist_entry') IS NOT NULL AS table`);
  if (!table || !plan.waitlist.length) return;
  await em.query(
    `INSERT INTO session_waitlist_entry (id, business, event_id, session_id, client_id, plan_name, enrollment_type,
       status, token, created_at, updated_at)
     SELECT w.id, $1, w.event_id, w.session_id, w.client_id, w.plan_name, 'FULL_SESSION', 'WAITING', w.token,
            w.created_at, w.created_at
       FROM jsonb_to_recordset($2::jsonb) AS w(id uuid, event_id uuid, session_id uuid, client_id uuid,
            plan_name text, token text, created_at timestamptz)`,
    [
      DEMO_BUSINESS,
      JSON.stringify(
        plan.waitlist.map((w) => ({
          id: w.id,
          event_id: w.eventId,
          session_id: w.sessionId,
          client_id: w.clientId,
          plan_name: w.planName,
          token: demoWaitlistToken(w.sessionId, w.clientId),
          created_at: new Date(w.createdAt).toISOString(),
        })),
      ),
    ],
  );
}
