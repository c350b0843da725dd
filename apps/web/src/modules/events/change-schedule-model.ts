import { USER_ERROR_TEXT } from '@tempo/contracts';
import { isoToWall } from '../timezone/zoned-time';

/** The recurring schedule change of /events/:eventId/change-recurring-schedule: a weekly rule from a date on. */

export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface ScheduleChangeValues {
  fromDate: string;
  weekdays: Weekday[];
  every: number;
  until: string;
  startTime: string;
  durationMinutes: number | '';
}

/** The weekday code of a local date. */
export const weekdayOf = (date: string): Weekday =>
  WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7];

/** The form from an event: from its local date on, on its weekday and at its time, as long as it lasts. */
export function scheduleChangeValuesOf(
  e: { startAt: string; endAt: string },
  zone: string,
  until: string,
): ScheduleChangeValues {
  const start = isoToWall(e.startAt, zone);
  return {
    fromDate: start.slice(0, 10),
    weekdays: [weekdayOf(start.slice(0, 10))],
    every: 1,
    until,
    startTime: start.slice(11),
    durationMinutes: Math.round((Date.parse(e.endAt) - Date.parse(e.startAt)) / 60_000),
  };
}

/** The series' last local date from its rule's UNTIL ('…UNTIL=20270131T235959' -> '2027-01-31'), or ''. */
export function untilOf(rrule: string | null | undefined): string {
  const m = /UNTIL=(\d{4})(\d{2})(\d{2})/i.exec(rrule ?? '');
  return m ? `${m[1]}-${m[2]}-${m[3]}` : '';
}

export const SCHEDULE_CHANGE_TEXTS = {
  weekdays: 'Choose at least one weekday',
  until: 'Choose the last date of the series',
  untilBeforeFrom: 'The last date must not be before the first',
  every: 'Repeat every 1 to 52 weeks',
  duration: 'The duration must be a whole number of minutes above 0',
} as const;

export function validateScheduleChange(v: ScheduleChangeValues): Record<string, string> {
  const e: Record<string, string> = {};
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v.fromDate)) e.fromDate = USER_ERROR_TEXT.REQUIRED_FIELD('fromDate');
  if (!v.weekdays.length) e.weekdays = SCHEDULE_CHANGE_TEXTS.weekdays;
  if (!Number.isInteger(v.every) || v.every < 1 || v.every > 52) e.every = SCHEDULE_CHANGE_TEXTS.every;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v.until)) e.until = SCHEDULE_CHANGE_TEXTS.until;
  else if (!e.fromDate && v.until < v.fromDate) e.until = SCHEDULE_CHANGE_TEXTS.untilBeforeFrom;
  if (!/^\d{2}:\d{2}$/.test(v.startTime)) e.startTime = USER_ERROR_TEXT.REQUIRED_FIELD('startTime');
  if (v.durationMinutes === '' || !Number.isInteger(v.durationMinutes) || v.durationMinutes <= 0)
    e.durationMinutes = SCHEDULE_CHANGE_TEXTS.duration;
  return e;
}

/** The new rule: 'FREQ=WEEKLY;BYDAY=MO,WE;UNTIL=20270131T235959' (weekdays in week order). */
export function scheduleRule(v: Pick<ScheduleChangeValues, 'weekdays' | 'every' | 'until'>): string {
  const days = WEEKDAYS.filter((d) => v.weekdays.includes(d)).join(',');
  const interval = v.every > 1 ? `;INTERVAL=${v.every}` : '';
  return `FREQ=WEEKLY${interval};BYDAY=${days};UNTIL=${v.until.replace(/-/g, '')}T235959`;
}
