import { USER_ERROR_TEXT } from '@tempo/contracts';
import { addMinutes, weeklyRule, zonedStart } from './booking-model';

/**
 * Enrolment pages (001 §2.6, §5.5, §9): enrolling clients in a session, transferring an
 * enrolment, enrolling many clients at once, and the session event forms.
 */

export interface EnrolmentFormValues {
  clientIds: string[];
  serviceId: string;
  sessionId: string;
  planName: string;
  /** DROP_IN, DROP_IN_PRE_ENROLL, SUBSCRIPTION, FULL_SESSION (001 §9). */
  enrollmentType: string;
  /** The session events chosen for a drop in. */
  eventIds: string[];
}

export const DROP_IN_TYPES: readonly string[] = ['DROP_IN', 'DROP_IN_PRE_ENROLL'];

export const ENROLMENT_TEXTS = {
  eventIds: 'Choose the session events to drop in to',
} as const;

/** 001 §5.5: enrolment requires clientIds, planName, serviceId, sessionId (in that order). */
export function validateEnrolment(v: EnrolmentFormValues): Record<string, string> {
  const e: Record<string, string> = {};
  if (!v.clientIds.length) e.clientIds = USER_ERROR_TEXT.REQUIRED_FIELD('clientIds');
  if (!v.planName) e.planName = USER_ERROR_TEXT.REQUIRED_FIELD('planName');
  if (!v.serviceId) e.serviceId = USER_ERROR_TEXT.REQUIRED_FIELD('serviceId');
  if (!v.sessionId) e.sessionId = USER_ERROR_TEXT.REQUIRED_FIELD('sessionId');
  if (DROP_IN_TYPES.includes(v.enrollmentType) && !v.eventIds.length) e.eventIds = ENROLMENT_TEXTS.eventIds;
  return e;
}

export function enrolmentInput(
  v: EnrolmentFormValues,
  options: { allowAgeOverride?: boolean; joinWaitlist?: boolean } = {},
) {
  return {
    clientIds: v.clientIds,
    serviceId: v.serviceId,
    sessionId: v.sessionId,
    planName: v.planName,
    enrollmentType: v.enrollmentType || null,
    eventIds: DROP_IN_TYPES.includes(v.enrollmentType) ? v.eventIds : null,
    allowAgeOverride: options.allowAgeOverride ?? false,
    joinWaitlist: options.joinWaitlist ?? false,
  };
}

/** A refusal because the session (or an event of it) has no place left: the form offers the waitlist. */
export const isFullRefusal = (error: string | null | undefined): boolean =>
  !!error && /\b(full|no (free )?places?|capacity)\b/i.test(error);

export interface TransferValues {
  clientId: string;
  serviceId: string;
  fromSessionId: string;
  toSessionId: string;
  fromDate: string;
  planName: string;
}

export const TRANSFER_TEXTS = { sameSession: 'Choose another session to transfer to' } as const;

export function validateTransfer(v: TransferValues): Record<string, string> {
  const e: Record<string, string> = {};
  if (!v.clientId) e.clientId = USER_ERROR_TEXT.REQUIRED_FIELD('clientId');
  if (!v.fromSessionId) e.fromSessionId = USER_ERROR_TEXT.REQUIRED_FIELD('fromSessionId');
  if (!v.toSessionId) e.toSessionId = USER_ERROR_TEXT.REQUIRED_FIELD('toSessionId');
  else if (v.toSessionId === v.fromSessionId) e.toSessionId = TRANSFER_TEXTS.sameSession;
  return e;
}

export interface SessionEventValues {
  name: string;
  date: string;
  time: string;
  durationMinutes: number | '';
  repeatWeekly: boolean;
  repeatUntil: string;
  locationId: string;
  roomId: string;
  staffIds: string[];
  capacity: number | '';
  waitlistEnabled: boolean;
  note: string;
  calendarColor: string;
}

export const SESSION_EVENT_TEXTS = {
  duration: 'The duration must be a whole number of minutes above 0',
  capacity: 'The capacity must be a whole number of at least 1',
  until: 'Choose the last date of the weekly events',
  untilBeforeStart: 'The last date must not be before the first event',
} as const;

export function validateSessionEvent(v: SessionEventValues): Record<string, string> {
  const e: Record<string, string> = {};
  if (!v.name.trim()) e.name = USER_ERROR_TEXT.REQUIRED_FIELD('name');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v.date) || !/^\d{2}:\d{2}$/.test(v.time))
    e.startAt = USER_ERROR_TEXT.REQUIRED_FIELD('startAt');
  if (v.durationMinutes === '' || !Number.isInteger(v.durationMinutes) || v.durationMinutes <= 0)
    e.durationMinutes = SESSION_EVENT_TEXTS.duration;
  if (v.capacity !== '' && (!Number.isInteger(v.capacity) || v.capacity < 1))
    e.capacity = SESSION_EVENT_TEXTS.capacity;
  if (v.repeatWeekly) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v.repeatUntil)) e.repeatUntil = SESSION_EVENT_TEXTS.until;
    else if (v.repeatUntil < v.date) e.repeatUntil = SESSION_EVENT_TEXTS.untilBeforeStart;
  }
  return e;
}

/** The SessionEventInput of createSessionEvent. */
export function sessionEventInput(sessionId: string, v: SessionEventValues, zone: string) {
  const startAt = zonedStart(v.date, v.time, zone);
  return {
    sessionId,
    name: v.name.trim(),
    startAt,
    endAt: addMinutes(startAt, Number(v.durationMinutes)),
    rrule: v.repeatWeekly ? weeklyRule(v.repeatUntil) : null,
    locationId: v.locationId || null,
    roomId: v.roomId || null,
    staffIds: v.staffIds,
    capacity: v.capacity === '' ? null : v.capacity,
    waitlistEnabled: v.waitlistEnabled,
    note: v.note.trim() || null,
    calendarColor: v.calendarColor || null,
  };
}
