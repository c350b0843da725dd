import { USER_ERROR_TEXT } from '@tempo/contracts';
import { isoToWall, wallToIso } from '../timezone/zoned-time';

/**
 * The staff booking pages (001 §2.6, §5.5): the appointment form's values, what it refuses before
 * asking the server (the required inputs of §5.5, in their order, in the server's words), the
 * weekly repeat as a rule in the event's zone, and the inputs of bookAppointment and updateEvent.
 */

export interface AppointmentFormValues {
  clientIds: string[];
  serviceId: string;
  planName: string;
  locationId: string;
  roomId: string;
  staffId: string;
  /** 'YYYY-MM-DD' and 'HH:MM' in the zone the form shows. */
  date: string;
  time: string;
  /** Minutes; the service's duration by default. */
  durationMinutes: number | '';
  repeatWeekly: boolean;
  /** Every this many weeks. */
  repeatEvery: number;
  /** The last local date of the series ('YYYY-MM-DD'). */
  repeatUntil: string;
  note: string;
  calendarColor: string;
  doNotNotify: boolean;
  allowOverlap: boolean;
}

/** The query of /appointment/create (?clientId, ?staffId, ?startAt, ?locationId, ?roomId, ?serviceId). */
export function initialAppointment(
  query: URLSearchParams,
  zone: string,
  today: string,
): AppointmentFormValues {
  const startAt = query.get('startAt');
  const wall = startAt && !Number.isNaN(Date.parse(startAt)) ? isoToWall(startAt, zone) : null;
  return {
    clientIds: query.getAll('clientId').filter(Boolean),
    serviceId: query.get('serviceId') ?? '',
    planName: query.get('planName') ?? '',
    locationId: query.get('locationId') ?? '',
    roomId: query.get('roomId') ?? '',
    staffId: query.get('staffId') ?? '',
    date: wall ? wall.slice(0, 10) : today,
    time: wall ? wall.slice(11) : '',
    durationMinutes: '',
    repeatWeekly: false,
    repeatEvery: 1,
    repeatUntil: '',
    note: '',
    calendarColor: '',
    doNotNotify: false,
    allowOverlap: false,
  };
}

export const REPEAT_TEXTS = {
  until: 'Choose the last date of the weekly lessons',
  untilBeforeStart: 'The last date must not be before the first lesson',
  every: 'Repeat every 1 to 52 weeks',
  duration: 'The duration must be a whole number of minutes above 0',
} as const;

/** The form's refusals, by field: 001 §5.5's required inputs first (clientIds, locationId, planName, serviceId, staffId, startAt). */
export function validateAppointment(v: AppointmentFormValues): Record<string, string> {
  const e: Record<string, string> = {};
  if (!v.clientIds.length) e.clientIds = USER_ERROR_TEXT.REQUIRED_FIELD('clientIds');
  if (!v.locationId) e.locationId = USER_ERROR_TEXT.REQUIRED_FIELD('locationId');
  if (!v.planName) e.planName = USER_ERROR_TEXT.REQUIRED_FIELD('planName');
  if (!v.serviceId) e.serviceId = USER_ERROR_TEXT.REQUIRED_FIELD('serviceId');
  if (!v.staffId) e.staffId = USER_ERROR_TEXT.REQUIRED_FIELD('staffId');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v.date) || !/^\d{2}:\d{2}$/.test(v.time))
    e.startAt = USER_ERROR_TEXT.REQUIRED_FIELD('startAt');
  if (v.durationMinutes !== '' && (!Number.isInteger(v.durationMinutes) || v.durationMinutes <= 0))
    e.durationMinutes = REPEAT_TEXTS.duration;
  if (v.repeatWeekly) {
    if (!Number.isInteger(v.repeatEvery) || v.repeatEvery < 1 || v.repeatEvery > 52)
      e.repeatEvery = REPEAT_TEXTS.every;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v.repeatUntil)) e.repeatUntil = REPEAT_TEXTS.until;
    else if (v.date && v.repeatUntil < v.date) e.repeatUntil = REPEAT_TEXTS.untilBeforeStart;
  }
  return e;
}

/** A weekly rule ending on a local date (the rule is read in the event's zone): 'FREQ=WEEKLY;UNTIL=20270131T235959'. */
export function weeklyRule(until: string, every = 1): string {
  const interval = every > 1 ? `;INTERVAL=${every}` : '';
  return `FREQ=WEEKLY${interval};UNTIL=${until.replace(/-/g, '')}T235959`;
}

/** The instant of a local date and time of a zone, ISO with its offset. */
export function zonedStart(date: string, time: string, zone: string): string {
  return wallToIso(`${date}T${time}`, zone);
}

export const addMinutes = (iso: string, minutes: number): string =>
  new Date(Date.parse(iso) + minutes * 60_000).toISOString();

/** bookAppointment's AppointmentInput from the form (times from the zone the form shows). */
export function appointmentInput(
  v: AppointmentFormValues,
  zone: string,
  options: { allowAgeOverride?: boolean; serviceDuration?: number | null } = {},
) {
  const startAt = zonedStart(v.date, v.time, zone);
  const minutes = v.durationMinutes === '' ? (options.serviceDuration ?? null) : v.durationMinutes;
  return {
    clientIds: v.clientIds,
    serviceId: v.serviceId,
    planName: v.planName,
    locationId: v.locationId,
    roomId: v.roomId || null,
    staffId: v.staffId,
    startAt,
    endAt: minutes ? addMinutes(startAt, minutes) : null,
    rrule: v.repeatWeekly && v.repeatUntil ? weeklyRule(v.repeatUntil, v.repeatEvery) : null,
    note: v.note.trim() || null,
    calendarColor: v.calendarColor || null,
    doNotNotify: v.doNotNotify,
    allowOverlap: v.allowOverlap,
    allowAgeOverride: options.allowAgeOverride ?? false,
  };
}

/** A refusal of the age check (001 §5.3, §5.2 wording) that staff may override with 'Book anyway'. */
export const isAgeRefusal = (error: string | null | undefined): boolean =>
  !!error && /\b(too young|too old)\b/i.test(error);

/** The free timeslots of a day, in the form's zone, as 'HH:MM' choices (each once, in order). */
export function slotChoices(slots: readonly { startAt: string }[], date: string, zone: string): string[] {
  const times = new Set<string>();
  for (const s of slots) {
    const wall = isoToWall(s.startAt, zone);
    if (wall.slice(0, 10) === date) times.add(wall.slice(11));
  }
  return [...times].sort();
}

export interface EventEditValues {
  date: string;
  time: string;
  endDate: string;
  endTime: string;
  staffId: string;
  roomId: string;
  note: string;
  calendarColor: string;
  isLocked: boolean;
}

export function eventEditValuesOf(
  e: {
    startAt: string;
    endAt: string;
    primaryStaffId?: string | null;
    staff: readonly { peopleId: string }[];
    roomId?: string | null;
    note?: string | null;
    calendarColor?: string | null;
    isLocked: boolean;
  },
  zone: string,
): EventEditValues {
  const start = isoToWall(e.startAt, zone);
  const end = isoToWall(e.endAt, zone);
  return {
    date: start.slice(0, 10),
    time: start.slice(11),
    endDate: end.slice(0, 10),
    endTime: end.slice(11),
    staffId: e.primaryStaffId ?? e.staff[0]?.peopleId ?? '',
    roomId: e.roomId ?? '',
    note: e.note ?? '',
    calendarColor: e.calendarColor ?? '',
    isLocked: e.isLocked,
  };
}

export const EVENT_EDIT_TEXTS = { endBeforeStart: 'The end must be after the start' } as const;

export function validateEventEdit(v: EventEditValues): Record<string, string> {
  const e: Record<string, string> = {};
  if (!v.date || !v.time) e.time = USER_ERROR_TEXT.REQUIRED_FIELD('startAt');
  if (!v.endDate || !v.endTime) e.endTime = USER_ERROR_TEXT.REQUIRED_FIELD('endAt');
  if (!e.time && !e.endTime && `${v.endDate}T${v.endTime}` <= `${v.date}T${v.time}`)
    e.endTime = EVENT_EDIT_TEXTS.endBeforeStart;
  if (!v.staffId) e.staffId = USER_ERROR_TEXT.REQUIRED_FIELD('staffId');
  return e;
}

/** updateEvent's UpdateEventInput: only what changed, with the version read (a concurrent change is refused). */
export function updateEventInput(
  id: string,
  version: number,
  before: EventEditValues,
  after: EventEditValues,
  zone: string,
) {
  const input: Record<string, unknown> = { id, expectedVersion: version };
  const startBefore = zonedStart(before.date, before.time, zone);
  const startAfter = zonedStart(after.date, after.time, zone);
  const endBefore = zonedStart(before.endDate, before.endTime, zone);
  const endAfter = zonedStart(after.endDate, after.endTime, zone);
  if (startAfter !== startBefore) input.startAt = startAfter;
  if (endAfter !== endBefore) input.endAt = endAfter;
  if (after.staffId !== before.staffId) input.staffId = after.staffId;
  if (after.roomId !== before.roomId) input.roomId = after.roomId || null;
  if (after.note !== before.note) input.note = after.note.trim() || null;
  if (after.calendarColor !== before.calendarColor) input.calendarColor = after.calendarColor || null;
  if (after.isLocked !== before.isLocked) input.isLocked = after.isLocked;
  return input as { id: string; expectedVersion: number } & Record<string, unknown>;
}

/** Whether an update changes anything beyond its id and version. */
export const changesSomething = (input: Record<string, unknown>): boolean => Object.keys(input).length > 2;
