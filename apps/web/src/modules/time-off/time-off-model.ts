import { USER_ERROR_TEXT } from '@tempo/contracts';
import type { TimeOffItem } from './time-off.graphql';
import { formatDate, formatInstant, isoToWall, wallToIso } from '../timezone/zoned-time';

/** Time off statuses (001 §4.1) and how they are shown. */
export const TIME_OFF_STATUSES = [
  { value: 'SUBMITTED', label: 'Submitted', color: 'yellow' },
  { value: 'APPROVED', label: 'Approved', color: 'green' },
  { value: 'REJECTED', label: 'Rejected', color: 'red' },
  { value: 'CANCELLED', label: 'Cancelled', color: 'gray' },
] as const;

export const statusLabel = (s: string) => TIME_OFF_STATUSES.find((t) => t.value === s)?.label ?? s;
export const statusColor = (s: string) => TIME_OFF_STATUSES.find((t) => t.value === s)?.color ?? 'gray';

/** 000 §2.5: a request is shown as "<requester>'s time off request". */
export const requestTitle = (requester: string) => `${requester}'s time off request`;

/** The server's texts the form mirrors. */
export const TIME_OFF_TEXTS = {
  endBeforeStart: 'The end of the time off must be after its start',
  category: (categories: readonly string[]) => `category must be one of ${categories.join(', ')}`,
} as const;

export interface TimeOffRights {
  me: string | null;
  /** TIME_OFF update: approve and reject. */
  review: boolean;
}

/** What the viewer may do with a request (001 §4.1 state machine; own requests only for staff). */
export function allowedActions(r: Pick<TimeOffItem, 'status' | 'requester'>, rights: TimeOffRights) {
  const own = !!rights.me && r.requester.id === rights.me;
  return {
    edit: own && r.status === 'SUBMITTED',
    cancel: own && (r.status === 'SUBMITTED' || r.status === 'APPROVED'),
    approve: rights.review && r.status === 'SUBMITTED',
    reject: rights.review && r.status === 'SUBMITTED',
  };
}

/** The period in the viewer's zone: dates of an all-day request (in its own zone), else times. */
export function periodText(
  r: Pick<TimeOffItem, 'startAt' | 'endAt' | 'allDay' | 'timezone'>,
  zone: string,
): string {
  if (r.allDay) {
    const first = isoToWall(r.startAt, r.timezone).slice(0, 10);
    const last = isoToWall(new Date(Date.parse(r.endAt) - 1).toISOString(), r.timezone).slice(0, 10);
    return first === last
      ? `${formatDate(first)} (all day)`
      : `${formatDate(first)} – ${formatDate(last)} (all day)`;
  }
  return `${formatInstant(r.startAt, zone)} – ${formatInstant(r.endAt, zone)}`;
}

export interface TimeOffFormValues {
  allDay: boolean;
  /** All day: 'YYYY-MM-DD'; else 'YYYY-MM-DDTHH:MM' in the viewer's zone. */
  start: string;
  end: string;
  category: string;
  note: string;
}

export const emptyTimeOff = (today: string): TimeOffFormValues => ({
  allDay: true,
  start: today,
  end: today,
  category: '',
  note: '',
});

export function timeOffValuesOf(r: TimeOffItem, zone: string): TimeOffFormValues {
  return {
    allDay: r.allDay,
    start: r.allDay ? isoToWall(r.startAt, r.timezone).slice(0, 10) : isoToWall(r.startAt, zone),
    end: r.allDay
      ? isoToWall(new Date(Date.parse(r.endAt) - 1).toISOString(), r.timezone).slice(0, 10)
      : isoToWall(r.endAt, zone),
    category: r.category ?? '',
    note: r.note ?? '',
  };
}

/** The form's refusals: both ends, the end after the start, a category of the business's. */
export function validateTimeOff(v: TimeOffFormValues, categories: readonly string[]): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!v.start) errors.start = USER_ERROR_TEXT.REQUIRED_FIELD('startAt');
  if (!v.end) errors.end = USER_ERROR_TEXT.REQUIRED_FIELD('endAt');
  if (v.start && v.end && (v.allDay ? v.end < v.start : v.end <= v.start))
    errors.end = TIME_OFF_TEXTS.endBeforeStart;
  if (categories.length && !categories.includes(v.category))
    errors.category = TIME_OFF_TEXTS.category(categories);
  return errors;
}

/** The API input: local dates of an all-day request (both included), else instants from the viewer's zone. */
export function timeOffInput(v: TimeOffFormValues, zone: string) {
  return {
    allDay: v.allDay,
    startAt: v.allDay ? v.start.slice(0, 10) : wallToIso(v.start, zone),
    endAt: v.allDay ? v.end.slice(0, 10) : wallToIso(v.end, zone),
    category: v.category || null,
    note: v.note.trim() || null,
  };
}
