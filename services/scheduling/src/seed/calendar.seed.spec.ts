import { formatInZone } from '@tempo/scheduling-rules';
import {
  type CalendarPlan,
  type CalendarPlanInput,
  type DemoClass,
  type LessonTeacher,
  isBlocking,
  planDemoCalendar,
} from './calendar.seed';
import { demoPersonId } from './demo-ids';

const ZONE = 'America/New_York';
const HOUR = 3_600_000;
const MAIN = 'location-main';
const WEST = 'location-west';
const ONLINE = 'location-online';

const teacher = (
  key: string,
  weekdays: number[],
  fromTime: string,
  toTime: string,
  locationId: string,
  roomIds: string[],
  minutes: number,
  online = false,
  onlineWeekdays: number[] = [],
): LessonTeacher => ({
  key,
  staffId: `staff-${key}`,
  weekdays,
  fromTime,
  toTime,
  locationId,
  roomIds,
  onlineLocationId: online ? ONLINE : null,
  onlineWeekdays,
  service: { id: `service-${minutes}`, name: `Lesson - ${minutes} Mins`, minutes },
  planName: 'Monthly',
  perDay: 3,
});

// The demo school's shape: two teachers share a room on one day, one of them teaches online when it is taken.
const TEACHERS: LessonTeacher[] = [
  teacher('owner', [1, 3], '16:00', '20:00', MAIN, ['main-1'], 60),
  teacher('manager', [2, 4], '15:00', '19:00', MAIN, ['main-3'], 45, true, [4]),
  teacher('drums', [1, 2, 3, 4, 5], '15:00', '21:00', WEST, ['west-1'], 45),
  teacher('clara', [1, 3, 5], '14:00', '19:00', MAIN, ['main-2'], 45, true),
  teacher('django', [2, 4], '16:00', '21:00', WEST, ['west-2'], 45),
  teacher('hilary', [1, 4], '15:00', '20:00', WEST, ['west-2', 'west-1'], 30, true),
  teacher('ella', [3, 5], '15:00', '20:00', MAIN, ['main-4', 'main-3'], 30, true),
];
const STUDENTS = Array.from({ length: 30 }, (_, i) => `student-${i}`);
const theory = (firstDate: string, lastDate: string): DemoClass => ({
  key: 'theory',
  sessionId: 'session-theory',
  service: { id: 'service-theory', name: 'Music Theory Group Class' },
  staffId: 'staff-cello',
  locationId: MAIN,
  roomId: 'main-4',
  weekday: 6,
  fromTime: '10:00',
  toTime: '11:00',
  firstDate,
  lastDate,
  capacity: 4,
  planName: 'Full Term',
  students: ['adult-0', 'adult-1', 'adult-2', 'adult-3'],
  waitlist: ['adult-4', 'adult-5'],
});
const POLICY = {
  cancellationWindowHours: 24,
  visitCancellationConsequence: 'CREDIT',
  lateVisitCancellationConsequence: 'CHARGE',
  lateVisitCancellationServiceCreditName: 'Late cancel',
};

const inputAt = (now: string, extra: Partial<CalendarPlanInput> = {}): CalendarPlanInput => ({
  now: Date.parse(now),
  zone: ZONE,
  weeks: 3,
  teachers: TEACHERS,
  students: ['charlie', ...STUDENTS],
  payers: Object.fromEntries(STUDENTS.map((s) => [s, `parent-of-${s}`])),
  reserved: [{ studentId: 'charlie', teacherKey: 'hilary' }],
  classes: [theory('2026-10-01', '2026-12-31')],
  timeOff: [],
  closed: [],
  busy: [],
  policies: { 'service-30': POLICY, 'service-45': POLICY, 'service-60': POLICY, 'service-theory': POLICY },
  ...extra,
});

/** Pairs of blocking events of one staff member or one room whose times overlap (half-open). */
function clashes(plan: CalendarPlan): string[] {
  const found: string[] = [];
  const blocking = plan.events.filter((e) => isBlocking(e.status));
  for (let i = 0; i < blocking.length; i++)
    for (let j = i + 1; j < blocking.length; j++) {
      const [a, b] = [blocking[i], blocking[j]];
      if (!(a.startAt < b.endAt && b.startAt < a.endAt)) continue;
      if (a.staffIds.some((s) => b.staffIds.includes(s))) found.push(`staff ${a.id} ${b.id}`);
      if (a.roomId && a.roomId === b.roomId) found.push(`room ${a.id} ${b.id}`);
    }
  return found;
}

const local = (ms: number, format: string) => formatInZone(ms, ZONE, format);

describe('the demo calendar', () => {
  // 10 November 2026: three weeks back crosses the end of daylight saving time (1 November).
  const autumn = inputAt('2026-11-10T20:00:00Z');
  const plan = planDemoCalendar(autumn);

  it('gives every student one weekly lesson, Charlie with the teacher reserved for him', () => {
    expect(plan.lessons).toHaveLength(31);
    expect(new Set(plan.lessons.map((l) => l.studentId)).size).toBe(31);
    expect(plan.lessons.find((l) => l.studentId === 'charlie')).toMatchObject({ teacherKey: 'hilary' });
    // Round robin: every teacher teaches some of them.
    for (const t of TEACHERS) expect(plan.lessons.some((l) => l.teacherKey === t.key)).toBe(true);
    // Six weeks around today: 6 or 7 weekly lessons each, in one series each (plus the class's).
    expect(plan.series).toHaveLength(32);
    for (const s of plan.series) {
      const n = plan.events.filter((e) => e.recurringId === s.id).length;
      expect(n).toBeGreaterThanOrEqual(6);
      expect(n).toBeLessThanOrEqual(7);
    }
  });

  it('never books a staff member or a room twice at one time, across DST changes', () => {
    expect(clashes(plan)).toEqual([]);
    // 20 March 2027: three weeks back crosses the start of daylight saving time (14 March).
    const spring = planDemoCalendar(
      inputAt('2027-03-20T15:00:00Z', { classes: [theory('2027-01-01', '2027-03-31')] }),
    );
    expect(spring.events.length).toBeGreaterThanOrEqual(31 * 6);
    expect(clashes(spring)).toEqual([]);
  });

  it('fails the check it relies on when two events clash', () => {
    const [a] = plan.events.filter((e) => isBlocking(e.status));
    expect(clashes({ ...plan, events: [a, { ...a, id: 'copy' }] })).toEqual([
      `staff ${a.id} copy`,
      ...(a.roomId ? [`room ${a.id} copy`] : []),
    ]);
  });

  it("keeps every lesson at its wall time in the zone across DST, inside its teacher's hours on their weekday", () => {
    const spring = planDemoCalendar(
      inputAt('2027-03-20T15:00:00Z', { classes: [theory('2027-01-01', '2027-03-31')] }),
    );
    for (const p of [plan, spring]) {
      const offsets = new Set<string>();
      for (const s of p.series) {
        const events = p.events.filter((e) => e.recurringId === s.id && !e.recurringOutlier);
        expect(new Set(events.map((e) => local(e.startAt, 'ccc HH:mm'))).size).toBe(1);
        for (const e of events) {
          expect(e.originalStartAt).toBe(e.startAt);
          offsets.add(local(e.startAt, 'ZZ'));
        }
      }
      expect(offsets).toEqual(new Set(['-04:00', '-05:00'])); // the window does cross a change
    }
    for (const lesson of plan.lessons) {
      const t = TEACHERS.find((x) => x.key === lesson.teacherKey)!;
      expect(t.weekdays).toContain(lesson.weekday);
      expect(lesson.fromTime >= t.fromTime).toBe(true);
      const events = plan.events.filter((e) => e.primaryStaffId === t.staffId);
      for (const e of events) expect(local(e.endAt, 'HH:mm') <= t.toTime).toBe(true);
    }
  });

  it("puts lessons online on their teacher's online days or when no room is free, never in a room of another location", () => {
    const online = plan.events.filter((e) => e.locationId === ONLINE);
    expect(new Set(online.map((e) => local(e.startAt, 'ccc')))).toEqual(new Set(['Thu']));
    // Hilary's third Thursday lesson would share both Westside rooms.
    const crowded = planDemoCalendar({
      ...autumn,
      teachers: TEACHERS.filter((t) => t.key !== 'manager'),
      students: [...STUDENTS, ...STUDENTS.map((s) => `more-${s}`)],
    });
    const hilary = crowded.events.filter(
      (e) => e.primaryStaffId === 'staff-hilary' && e.locationId === ONLINE,
    );
    expect(new Set(hilary.map((e) => local(e.startAt, 'ccc HH:mm')))).toEqual(new Set(['Thu 16:00']));
    expect(clashes(crowded)).toEqual([]);
    for (const e of online) expect(e.roomId).toBeNull();
    for (const e of plan.events.filter((x) => x.roomId)) {
      const t = TEACHERS.find((x) => x.staffId === e.primaryStaffId);
      if (t) expect(t.roomIds).toContain(e.roomId);
    }
  });

  it('is the same plan every time for the same day, with distinct ids', () => {
    expect(planDemoCalendar(inputAt('2026-11-10T20:00:00Z'))).toEqual(plan);
    const ids = [...plan.series, ...plan.events, ...plan.participants, ...plan.waitlist].map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(planDemoCalendar(inputAt('2026-11-11T20:00:00Z')).events.map((e) => e.id)).not.toEqual(
      plan.events.map((e) => e.id),
    );
  });

  it('books each lesson as a weekly subscription paid by the family, with its teacher as a participant', () => {
    for (const e of plan.events) {
      const ps = plan.participants.filter((p) => p.eventId === e.id);
      const staff = ps.filter((p) => p.kind === 'staff');
      expect(staff.map((p) => p.peopleId)).toEqual([e.primaryStaffId]);
      expect(staff[0]).toMatchObject({ status: null, planName: null, payerId: null });
      if (e.sessionId) continue;
      const [client, ...more] = ps.filter((p) => p.kind === 'client');
      expect(more).toEqual([]);
      expect(client).toMatchObject({ enrollmentType: 'SUBSCRIPTION', planName: 'Monthly' });
      expect(client.payerId).toBe(client.peopleId === 'charlie' ? 'charlie' : `parent-of-${client.peopleId}`);
    }
  });

  it('takes attendance on past lessons only: mostly completed, a few no-shows', () => {
    const now = autumn.now;
    const byEvent = new Map(plan.events.map((e) => [e.id, e]));
    const statuses = plan.participants
      .filter((p) => p.kind === 'client')
      .map((p) => ({ p, e: byEvent.get(p.eventId)! }));
    for (const { p, e } of statuses) {
      if (p.status === 'COMPLETED' || p.status === 'NO_SHOW') expect(e.endAt).toBeLessThanOrEqual(now);
      if (e.endAt > now && e.status === 'EVENT_STATUS_ACTIVE') expect([null, 'CANCELED']).toContain(p.status);
      if (e.endAt <= now && e.status === 'EVENT_STATUS_ACTIVE') expect(p.status).not.toBeNull();
      expect(p.paid).toBe(e.startAt <= now);
    }
    const count = (s: string) => statuses.filter(({ p }) => p.status === s).length;
    expect(count('COMPLETED')).toBeGreaterThan(count('NO_SHOW') * 5);
    expect(count('NO_SHOW')).toBeGreaterThan(0);
  });

  it("records clients' cancellations with the service's policy, and a staff cancellation", () => {
    const lessons = plan.events.filter((e) => !e.sessionId);
    const late = lessons.filter((e) => e.status === 'EVENT_STATUS_LATE_CANCELED');
    const onTime = lessons.filter((e) => e.status === 'EVENT_STATUS_CANCELED');
    expect(late.length).toBeGreaterThan(0);
    expect(onTime.length).toBeGreaterThan(0);
    for (const e of [...late, ...onTime]) {
      const p = plan.participants.find((x) => x.eventId === e.id && x.kind === 'client')!;
      expect(p.cancelledBy).toBe(p.payerId);
      expect(e.cancelledBy).toBe(p.payerId);
      expect(e.cancelledAt).toBe(p.cancelledAt);
      expect(p.cancelledAt!).toBeLessThan(Math.min(autumn.now, e.startAt));
      if (e.status === 'EVENT_STATUS_LATE_CANCELED') {
        expect(p).toMatchObject({
          status: 'LATE_CANCELED',
          lateCancellation: true,
          cancellationConsequence: 'CHARGE',
        });
        expect(p.cancellationCreditName).toBe('Late cancel');
        expect(e.startAt - p.cancelledAt!).toBeLessThan(24 * HOUR);
      } else {
        expect(p).toMatchObject({
          status: 'CANCELED',
          lateCancellation: false,
          cancellationConsequence: 'CREDIT',
        });
        expect(e.startAt - p.cancelledAt!).toBeGreaterThanOrEqual(24 * HOUR);
      }
    }
    const staff = lessons.filter((e) => e.status === 'EVENT_STATUS_STAFF_CANCELED');
    expect(staff.map((e) => e.cancelReason)).toEqual(['Teacher unwell']);
    expect(staff[0].startAt).toBeLessThan(autumn.now);
  });

  it('moves one lesson of next week as an outlier keeping its original start', () => {
    const moved = plan.events.filter((e) => e.recurringOutlier);
    expect(moved).toHaveLength(1);
    expect(moved[0].startAt).toBeGreaterThan(moved[0].originalStartAt);
    expect(local(moved[0].startAt, 'yyyy-MM-dd')).toBe(local(moved[0].originalStartAt, 'yyyy-MM-dd'));
    expect(moved[0].originalStartAt).toBeGreaterThan(autumn.now);
  });

  it("cancels the lessons in a teacher's approved time off and skips those on a closed day", () => {
    const drums = 'staff-drums';
    const timeOff = {
      staffId: drums,
      start: Date.parse('2026-11-16T05:00:00Z'),
      end: Date.parse('2026-11-18T05:00:00Z'),
      note: 'Family wedding',
    };
    const closed = {
      locationId: MAIN,
      start: Date.parse('2026-11-20T05:00:00Z'),
      end: Date.parse('2026-11-21T05:00:00Z'),
    };
    const p = planDemoCalendar({ ...autumn, timeOff: [timeOff], closed: [closed] });
    const inOff = p.events.filter(
      (e) => e.primaryStaffId === drums && e.startAt < timeOff.end && e.endAt > timeOff.start,
    );
    // Two lessons a day on Monday and Tuesday.
    expect(inOff.map((e) => local(e.startAt, 'yyyy-MM-dd')).sort()).toEqual([
      '2026-11-16',
      '2026-11-16',
      '2026-11-17',
      '2026-11-17',
    ]);
    for (const e of inOff)
      expect(e).toMatchObject({
        status: 'EVENT_STATUS_STAFF_CANCELED',
        cancelReason: 'Time off: Family wedding',
      });
    const onClosed = p.events.filter(
      (e) => e.locationId === MAIN && e.startAt < closed.end && e.endAt > closed.start,
    );
    expect(onClosed.length).toBeGreaterThan(0);
    for (const e of onClosed) expect(e.status).toBe('EVENT_STATUS_LOCATION_SKIP');
    expect(p.events.filter((e) => e.status === 'EVENT_STATUS_LOCATION_SKIP')).toHaveLength(onClosed.length);
    expect(clashes(p)).toEqual([]);
  });

  it('leaves out an occurrence whose staff member or room an event already there takes', () => {
    const victim = plan.events.find((e) => isBlocking(e.status) && e.roomId && e.startAt > autumn.now)!;
    const busy = [
      {
        staffIds: ['someone-else'],
        roomId: victim.roomId,
        start: victim.startAt + 10 * 60_000,
        end: victim.startAt + 20 * 60_000,
      },
    ];
    const p = planDemoCalendar({ ...autumn, busy });
    expect(p.events.some((e) => e.id === victim.id)).toBe(false);
    expect(p.events).toHaveLength(plan.events.length - 1);
    const all = {
      ...p,
      events: [
        ...p.events,
        { ...victim, id: 'busy', startAt: busy[0].start, endAt: busy[0].end, staffIds: ['someone-else'] },
      ],
    };
    expect(clashes(all)).toEqual([]);
  });

  it('holds the theory class every Saturday of its session with its enrolled students and a waitlist for the coming ones', () => {
    const classes = plan.events.filter((e) => e.sessionId === 'session-theory');
    expect(classes.length).toBeGreaterThanOrEqual(6);
    for (const e of classes) {
      expect(local(e.startAt, 'ccc HH:mm')).toBe('Sat 10:00');
      expect(e).toMatchObject({
        capacity: 4,
        waitlistEnabled: true,
        roomId: 'main-4',
        planName: 'Full Term',
      });
      const ps = plan.participants.filter((p) => p.eventId === e.id && p.kind === 'client');
      expect(ps.map((p) => p.peopleId)).toEqual(['adult-0', 'adult-1', 'adult-2', 'adult-3']);
      for (const p of ps) expect(p.enrollmentType).toBe('FULL_SESSION');
      expect(ps.filter((p) => p.status === 'CANCELED')).toHaveLength(1);
      const line = plan.waitlist.filter((w) => w.eventId === e.id);
      if (e.startAt > autumn.now) {
        expect(line.map((w) => w.clientId)).toEqual(['adult-4', 'adult-5']);
        expect(line[0].createdAt).toBeLessThan(line[1].createdAt);
        expect(line[1].createdAt).toBeLessThanOrEqual(autumn.now);
      } else expect(line).toEqual([]);
    }
    // No class outside its session's dates.
    const short = planDemoCalendar({ ...autumn, classes: [theory('2026-11-01', '2026-11-15')] });
    expect(short.events.filter((e) => e.sessionId).map((e) => local(e.startAt, 'yyyy-MM-dd'))).toEqual([
      '2026-11-07',
      '2026-11-14',
    ]);
  });
});

describe("people's demo ids", () => {
  it("are the ids people's demo data gives its demo people", () => {
    // Charlie, the demo client's child, and the first child of the first demo family (services/people seed).
    expect(demoPersonId('client-child')).toBe('e8d2efc4-b374-7b1c-a5d5-8dee129625d4');
    expect(demoPersonId('family0-child0')).toBe('5765cb63-17ea-7416-aebd-d5b2a7adb860');
  });
});
