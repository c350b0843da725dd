import { In, type EntityManager } from 'typeorm';
import { type Clock, CLOCK } from '@tempo/contracts';
import { expandAllHours } from '@tempo/scheduling-rules';
import { businessSettings } from '../directory/directory.reader';
import { EventSeriesEntity } from '../events/event-series.entity';
import { EventEntity } from '../events/event.entity';
import { LocationEntity, LocationHoursEntity } from '../locations/location.entity';
import { ServiceEntity } from '../services/service.entity';
import { SessionEntity } from '../sessions/session.entity';
import { StaffHoursEntity } from '../staff-hours/staff-hours.entity';
import { TimeOffRequestEntity } from '../time-off/time-off-request.entity';
import { BLOCKING, DAY, WEEKDAYS } from './calendar-grid';
import { planDemoCalendar } from './calendar-plan';
import type { DemoClass, LessonTeacher, PlannedEvent } from './calendar-plan.types';
import { writePlan } from './calendar-write';
import { DEMO_BUSINESS, demoId, demoPersonId } from './demo-ids';
import type { SeedPart } from './seed';
import { DEMO_STAFF_EMAILS, demoStaff } from './staff-hours.seed';

// The demo calendar: six weeks of weekly private lessons around today for the demo families' children, the
// demo client's child Charlie among them, the music theory group class with its enrolled students and a
// waitlist, attendance taken on past lessons (mostly completed, a few no-shows), a few client cancellations,
// a staff cancellation, lessons in a teacher's approved time off cancelled and lessons on a location's closed
// day skipped. This part reads what the demo business has (staff hours, services, sessions, closed hours, time
// off, events already there, the students' payers) and writes the plan. The plan is pure (planDemoCalendar,
// calendar-plan.ts) and laid out on a weekly grid in the business's zone (calendar-grid.ts), so that no staff
// member and no room is ever booked twice (the exclusion constraints of the event table would refuse it) and
// every lesson keeps its wall time across a DST change.

export { isBlocking } from './calendar-grid';
export { planDemoCalendar } from './calendar-plan';
export type {
  BusyEvent,
  CalendarPlan,
  CalendarPlanInput,
  DemoClass,
  LessonTeacher,
  PlannedEvent,
  PlannedParticipant,
  PlannedSeries,
  PlannedWaitlistEntry,
} from './calendar-plan.types';

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
