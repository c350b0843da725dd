import {
  type Interval,
  type SeriesOccurrence,
  type SeriesRule,
  floating,
  formatLocalDate,
  localDateAt,
  occurrencesBetween,
  parseLocalDate,
} from '@tempo/scheduling-rules';
import { clientCancel, newParticipant, staffCancel, staffParticipant } from './calendar-attendance';
import {
  DAY,
  type GridSlot,
  MINUTE,
  WEEKDAYS,
  Taken,
  addDays,
  gridFree,
  isBlocking,
  minutesOf,
  onOrAfter,
  overlaps,
  placeLessons,
  timeOf,
} from './calendar-grid';
import type {
  CalendarPlan,
  CalendarPlanInput,
  DemoClass,
  PlannedEvent,
  PlannedSeries,
} from './calendar-plan.types';
import { demoId } from './demo-ids';

// The demo calendar's plan, pure: the weekly series of the private lessons and the group classes over the weeks
// around today, their occurrences with statuses (a location's closed day skipped, a teacher's time off
// cancelled), attendance on the past ones, client and staff cancellations and the classes' waitlists. The rows
// it gives are written by the seed (calendar.seed.ts).

/** What an occurrence's event takes from its lesson or class. */
interface EventSource {
  name: string;
  locationId: string;
  roomId: string | null;
  serviceId: string;
  sessionId: string | null;
  staffId: string;
  planName: string;
  capacity: number | null;
  waitlistEnabled: boolean;
}

/**
 * The demo calendar for the week `weeks` before to `weeks` after today's date in the zone: one weekly
 * series per student (round robin over the teachers' first lessons of the day, then their second ones,
 * ...), the classes, and their occurrences with statuses, attendance and cancellations. Deterministic: the
 * same input gives the same rows (ids from demoId keys). No blocking event of the plan overlaps another
 * of one staff member or one room, nor a busy event given.
 */
export function planDemoCalendar(input: CalendarPlanInput): CalendarPlan {
  return new CalendarPlanner(input).plan();
}

/** One planning of the demo calendar: the rows so far and who is taken when. */
class CalendarPlanner {
  private readonly now: number;
  private readonly zone: string;
  private readonly today: string;
  private readonly firstDate: string;
  private readonly lastDate: string;
  private readonly result: CalendarPlan = {
    series: [],
    events: [],
    participants: [],
    waitlist: [],
    lessons: [],
  };
  private readonly taken = new Taken();

  constructor(private readonly input: CalendarPlanInput) {
    this.now = input.now;
    this.zone = input.zone;
    this.today = formatLocalDate(localDateAt(input.now, input.zone));
    this.firstDate = addDays(this.today, -7 * input.weeks);
    this.lastDate = addDays(this.today, 7 * input.weeks);
  }

  plan(): CalendarPlan {
    const { grid, lessons } = placeLessons(this.input);
    this.result.lessons.push(...lessons);
    for (const b of this.input.busy) this.taken.take(b.staffIds, b.roomId, b);
    this.lessons(grid);
    for (const c of this.input.classes) this.groupClass(c);
    return this.result;
  }

  /** Private lessons: one weekly series a student, over the whole window. */
  private lessons(grid: GridSlot[]): void {
    const { now } = this;
    this.result.lessons.forEach((lesson, index) => {
      const t = this.input.teachers.find((x) => x.key === lesson.teacherKey)!;
      const from = lesson.fromTime;
      const to = timeOf(minutesOf(from) + t.service.minutes);
      const made = this.seriesOf(
        `lesson-${lesson.studentId}`,
        lesson.weekday,
        from,
        to,
        this.firstDate,
        this.lastDate,
      );
      if (!made) return;
      const locationId = lesson.roomId ? t.locationId : t.onlineLocationId!;
      for (const o of made.occurrences) {
        const week = this.weekOf(o.localDate);
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
          if (fits && this.taken.free([t.staffId], lesson.roomId, moved)) {
            at = moved;
            outlier = true;
          }
        }
        const event = this.occurrenceEvent(
          `calendar-event-${lesson.studentId}-${o.localDate}`,
          made.series,
          o,
          at,
          outlier,
          {
            name: t.service.name,
            locationId,
            roomId: lesson.roomId,
            serviceId: t.service.id,
            sessionId: null,
            staffId: t.staffId,
            planName: t.planName,
            capacity: null,
            waitlistEnabled: false,
          },
        );
        const participant = newParticipant(
          event,
          lesson.studentId,
          'SUBSCRIPTION',
          t.planName,
          now,
          this.payerOf(lesson.studentId),
        );
        if (!this.closedOrOff(event, at)) {
          if (index === 1 && week === -1) staffCancel(event, 'Teacher unwell', at.start - DAY);
          else if ((index * 5 + week + 100) % 17 === 0) {
            // A client's cancellation: a late one (two hours before) for every other student, else three days before.
            const intended = index % 2 === 0 ? at.start - 2 * 60 * MINUTE : at.start - 3 * DAY;
            const when = Math.min(intended, now - 60 * MINUTE);
            clientCancel(event, participant, when, this.input.policies, this.zone, true);
          } else if (at.end <= now)
            participant.status = (index * 3 + week + 50) % 11 === 0 ? 'NO_SHOW' : 'COMPLETED';
        }
        if (!this.keep(event, at)) continue; // an event already there keeps its time
        this.result.participants.push(participant, staffParticipant(event, now));
      }
    });
  }

  /** A group class, within its session's dates: its enrolled students, attendance and waitlist. */
  private groupClass(c: DemoClass): void {
    const { now } = this;
    const first = this.firstDate > c.firstDate ? this.firstDate : c.firstDate;
    const last = this.lastDate < c.lastDate ? this.lastDate : c.lastDate;
    const made = this.seriesOf(`class-${c.key}`, c.weekday, c.fromTime, c.toTime, first, last);
    if (!made) return;
    for (const o of made.occurrences) {
      const at = { start: o.startAt, end: o.endAt };
      const week = this.weekOf(o.localDate);
      const event = this.occurrenceEvent(
        `calendar-event-class-${c.key}-${o.localDate}`,
        made.series,
        o,
        at,
        false,
        {
          name: c.service.name,
          locationId: c.locationId,
          roomId: c.roomId,
          serviceId: c.service.id,
          sessionId: c.sessionId,
          staffId: c.staffId,
          planName: c.planName,
          capacity: c.capacity,
          waitlistEnabled: c.waitlist.length > 0,
        },
      );
      this.closedOrOff(event, at);
      if (!this.keep(event, at)) continue;
      c.students.forEach((student, i) => {
        const p = newParticipant(event, student, 'FULL_SESSION', c.planName, now, this.payerOf(student));
        if (event.status === 'EVENT_STATUS_ACTIVE') {
          // One student cancels a class each week (on time); past classes have attendance, one no-show a week.
          if ((i + week + 100) % c.students.length === 0) {
            const when = Math.min(at.start - 3 * DAY, now - 60 * MINUTE);
            clientCancel(event, p, when, this.input.policies, this.zone, false);
          } else if (at.end <= now)
            p.status = (i * 2 + week + 100) % c.students.length === 1 ? 'NO_SHOW' : 'COMPLETED';
        }
        this.result.participants.push(p);
      });
      this.result.participants.push(staffParticipant(event, now));
      // The waitlist of the classes still to come: in line in the order given, a day apart.
      if (event.status === 'EVENT_STATUS_ACTIVE' && at.start > now)
        c.waitlist.forEach((client, i) =>
          this.result.waitlist.push({
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

  /** Who pays for a student's places: their payer, or themselves. */
  private payerOf(student: string): string {
    return this.input.payers[student] ?? student;
  }

  /** The series of a weekly slot from the first week to the last, in the zone (its wall times kept). */
  private seriesOf(key: string, weekday: number, from: string, to: string, first: string, last: string) {
    const start = onOrAfter(first, weekday);
    const rule: SeriesRule = {
      startDate: start,
      fromTime: from,
      toTime: to,
      timezone: this.zone,
      rrule: `FREQ=WEEKLY;BYDAY=${WEEKDAYS[weekday]};UNTIL=${last.replace(/-/g, '')}T235959`,
    };
    const occurrences = start <= last ? occurrencesBetween(rule, start, last) : [];
    if (!occurrences.length) return null;
    const series: PlannedSeries = {
      id: demoId(`calendar-series-${key}`),
      rrule: rule.rrule,
      timezone: this.zone,
      firstStartAt: occurrences[0].startAt,
      durationMinutes: minutesOf(to) - minutesOf(from),
    };
    this.result.series.push(series);
    return { series, occurrences };
  }

  /** The week of an occurrence relative to today's (0 this week, -1 last week, ...). */
  private weekOf(localDate: string): number {
    const days = floating(parseLocalDate(localDate)) - floating(parseLocalDate(this.today));
    return Math.floor(days / (7 * DAY) + 0.5);
  }

  /** An occurrence of a series as an active event at `at` (moved when it is an outlier). */
  private occurrenceEvent(
    key: string,
    series: PlannedSeries,
    o: SeriesOccurrence,
    at: Interval,
    outlier: boolean,
    from: EventSource,
  ): PlannedEvent {
    return {
      id: demoId(key),
      name: from.name,
      startAt: at.start,
      endAt: at.end,
      status: 'EVENT_STATUS_ACTIVE',
      locationId: from.locationId,
      roomId: from.roomId,
      serviceId: from.serviceId,
      sessionId: from.sessionId,
      primaryStaffId: from.staffId,
      staffIds: [from.staffId],
      originalStartAt: o.originalStartAt,
      recurringId: series.id,
      recurringOutlier: outlier,
      timezone: this.zone,
      planName: from.planName,
      capacity: from.capacity,
      waitlistEnabled: from.waitlistEnabled,
      cancelledAt: null,
      cancelledBy: null,
      cancelReason: null,
    };
  }

  /**
   * Skips the event on its location's closed day, or cancels it for its teacher's approved time off (from
   * when the time off starts, or now); true when either did.
   */
  private closedOrOff(event: PlannedEvent, at: Interval): boolean {
    const off = this.input.timeOff.find((t) => t.staffId === event.primaryStaffId && overlaps(t, at));
    if (this.input.closed.some((c) => c.locationId === event.locationId && overlaps(c, at)))
      event.status = 'EVENT_STATUS_LOCATION_SKIP';
    else if (off)
      staffCancel(event, off.note ? `Time off: ${off.note}` : 'Time off', Math.min(off.start, this.now));
    else return false;
    return true;
  }

  /**
   * Adds the event to the plan unless it blocks a staff member's or room's time another event has (that
   * event keeps its time); false when it was left out.
   */
  private keep(event: PlannedEvent, at: Interval): boolean {
    if (isBlocking(event.status)) {
      if (!this.taken.free(event.staffIds, event.roomId, at)) return false;
      this.taken.take(event.staffIds, event.roomId, at);
    }
    this.result.events.push(event);
    return true;
  }
}
