/** Opening and closing hours of a location as the form edits them (001 §3.2 hoursOpen / hoursClosed). */

/** The weekdays of a weekly repeat rule, in the rule's two-letter codes, Monday first. */
export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  MO: 'Mon',
  TU: 'Tue',
  WE: 'Wed',
  TH: 'Thu',
  FR: 'Fri',
  SA: 'Sat',
  SU: 'Sun',
};

/** The weekly rule of the chosen days ('FREQ=WEEKLY;BYDAY=MO,TU'), in week order; none for no day. */
export function weekdaysToRrule(days: readonly string[]): string | null {
  const chosen = WEEKDAYS.filter((d) => days.includes(d));
  return chosen.length ? `FREQ=WEEKLY;BYDAY=${chosen.join(',')}` : null;
}

/** The days of a weekly rule; [] for no rule or a rule without BYDAY. */
export function rruleToWeekdays(rrule: string | null | undefined): Weekday[] {
  const match = /(?:^|;)BYDAY=([^;]*)/i.exec(rrule ?? '');
  if (!match) return [];
  const given = match[1].toUpperCase().split(',');
  return WEEKDAYS.filter((d) => given.includes(d));
}

/** 'Mon, Tue' for a weekly rule; 'Once' for none. */
export function describeDays(rrule: string | null | undefined): string {
  const days = rruleToWeekdays(rrule);
  return days.length ? days.map((d) => WEEKDAY_LABELS[d]).join(', ') : 'Once';
}

export interface HoursValues {
  /** Kept to update the same row; none for a new one. */
  id?: string;
  weekdays: Weekday[];
  startDate: string;
  fromTime: string;
  toTime: string;
  /** Empty for the location's zone. */
  timezone: string;
}

export interface HoursRow {
  id: string;
  startDate: string;
  fromTime: string;
  toTime: string;
  timezone: string;
  rrule?: string | null;
}

/** 'HH:MM:SS' or 'HH:MM' -> 'HH:MM'. */
export const shortTime = (time: string): string => time.slice(0, 5);

export function hoursValuesOf(row: HoursRow): HoursValues {
  return {
    id: row.id,
    weekdays: rruleToWeekdays(row.rrule),
    startDate: row.startDate,
    fromTime: shortTime(row.fromTime),
    toTime: shortTime(row.toTime),
    timezone: row.timezone,
  };
}

/** New open hours: weekdays from today, afternoon and evening. */
export const emptyOpenHours = (today: string): HoursValues => ({
  weekdays: ['MO', 'TU', 'WE', 'TH', 'FR'],
  startDate: today,
  fromTime: '09:00',
  toTime: '17:00',
  timezone: '',
});

/** A new closed period: one whole day, not repeating. */
export const emptyClosedHours = (today: string): HoursValues => ({
  weekdays: [],
  startDate: today,
  fromTime: '00:00',
  toTime: '23:59',
  timezone: '',
});

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The first problem of one hours row (the server's texts), or null. */
export function hoursError(values: HoursValues, field: string): string | null {
  if (!DATE.test(values.startDate) || Number.isNaN(Date.parse(values.startDate)))
    return `${field}.startDate must be a date (YYYY-MM-DD)`;
  if (!TIME.test(values.fromTime)) return `${field}.fromTime must be a time (HH:MM)`;
  if (!TIME.test(values.toTime)) return `${field}.toTime must be a time (HH:MM)`;
  if (values.fromTime >= values.toTime) return `${field}.toTime must be after fromTime`;
  return null;
}

/** The API input of one hours row. */
export function hoursInput(values: HoursValues) {
  return {
    ...(values.id ? { id: values.id } : {}),
    startDate: values.startDate,
    fromTime: values.fromTime,
    toTime: values.toTime,
    timezone: values.timezone || null,
    rrule: weekdaysToRrule(values.weekdays),
  };
}
