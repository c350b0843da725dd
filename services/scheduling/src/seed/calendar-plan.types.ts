import type { CancellationPolicy } from '../booking/cancellation';

// The demo calendar's plan, its input and its rows: what the seed reads from the demo business (teachers, classes,
// time off, closed hours, busy events, policies) and what planDemoCalendar gives back to be written.

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
