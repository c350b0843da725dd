/** A staff member's open and blocked hours (001 §3.1 staffHoursOpen / staffHoursBlocked) as the profile shows and edits them. */
import {
  Weekday,
  WEEKDAY_LABELS,
  rruleToWeekdays,
  shortTime,
  weekdaysToRrule,
} from '../locations/hours-model';

export type HoursKind = 'OPEN' | 'BLOCKED';

export interface StaffHoursRow {
  id: string;
  kind: string;
  startDate: string;
  fromTime: string;
  toTime: string;
  timezone: string;
  rrule?: string | null;
  location?: { id: string; name: string } | null;
  allowsOnline?: boolean | null;
  services: readonly { id: string; name: string }[];
  roomName?: string | null;
  label?: string | null;
  timeOffRequestId?: string | null;
}

const shortDate = (date: string): string =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });

/** 'Tue 15:00–20:00 · Main Studio · Piano Room 1' (a one-off date instead of weekdays). */
export function staffHoursLine(row: StaffHoursRow): string {
  const days = rruleToWeekdays(row.rrule);
  const when = days.length ? days.map((d) => WEEKDAY_LABELS[d]).join(', ') : shortDate(row.startDate);
  const time = `${shortTime(row.fromTime)}–${shortTime(row.toTime)}`;
  return [`${when} ${time}`, row.location?.name, row.roomName].filter(Boolean).join(' · ');
}

/** The mark of blocked hours made by a time off. */
export const FROM_TIME_OFF = 'From a time off';

/** The details under the line: zone, start, services, online, label, and a time off's mark. */
export function staffHoursDetails(row: StaffHoursRow): string[] {
  const out = [row.timezone];
  if (rruleToWeekdays(row.rrule).length) out.push(`From ${shortDate(row.startDate)}`);
  if (row.kind === 'OPEN') {
    out.push(row.services.length ? row.services.map((s) => s.name).join(', ') : 'Any service');
    if (row.allowsOnline) out.push('Online');
  }
  if (row.label) out.push(row.label);
  if (row.timeOffRequestId) out.push(FROM_TIME_OFF);
  return out;
}

/** Who may add, change and remove a staff member's hours: managers anyone's, a staff member their own. */
export function mayEditStaffHours(
  can: (action: 'update', resource: 'STAFF' | 'STAFF_AVAILABILITIES') => boolean,
  me: string | null,
  staffId: string,
): boolean {
  return can('update', 'STAFF') || (me === staffId && can('update', 'STAFF_AVAILABILITIES'));
}

/** Blocked hours made by a time off change only with their request. */
export const isEditable = (row: StaffHoursRow): boolean => !row.timeOffRequestId;

export interface StaffHoursValues {
  id?: string;
  kind: HoursKind;
  weekdays: Weekday[];
  startDate: string;
  fromTime: string;
  toTime: string;
  timezone: string;
  locationId: string;
  serviceIds: string[];
  allowsOnline: boolean;
  roomName: string;
  label: string;
}

/** New hours: weekly on weekdays from today, in the viewer's zone. */
export const emptyStaffHours = (kind: HoursKind, today: string, zone: string): StaffHoursValues => ({
  kind,
  weekdays: kind === 'OPEN' ? ['MO', 'TU', 'WE', 'TH', 'FR'] : [],
  startDate: today,
  fromTime: kind === 'OPEN' ? '09:00' : '12:00',
  toTime: kind === 'OPEN' ? '17:00' : '13:00',
  timezone: zone,
  locationId: '',
  serviceIds: [],
  allowsOnline: false,
  roomName: '',
  label: '',
});

export function staffHoursValuesOf(row: StaffHoursRow): StaffHoursValues {
  return {
    id: row.id,
    kind: row.kind === 'BLOCKED' ? 'BLOCKED' : 'OPEN',
    weekdays: rruleToWeekdays(row.rrule),
    startDate: row.startDate,
    fromTime: shortTime(row.fromTime),
    toTime: shortTime(row.toTime),
    timezone: row.timezone,
    locationId: row.location?.id ?? '',
    serviceIds: row.services.map((s) => s.id),
    allowsOnline: !!row.allowsOnline,
    roomName: row.roomName ?? '',
    label: row.label ?? '',
  };
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The first problem of the form, or null (an end not after the start ends the next day). */
export function staffHoursError(values: StaffHoursValues): string | null {
  if (!DATE.test(values.startDate) || Number.isNaN(Date.parse(values.startDate))) return 'Choose a date';
  if (!TIME.test(values.fromTime)) return 'From must be a time (HH:MM)';
  if (!TIME.test(values.toTime)) return 'To must be a time (HH:MM)';
  if (values.fromTime === values.toTime) return 'To must differ from From';
  return null;
}

/** The fields of createStaffHours / updateStaffHours (the kind only when created). */
export function staffHoursInput(values: StaffHoursValues) {
  const open = values.kind === 'OPEN';
  return {
    startDate: values.startDate,
    fromTime: values.fromTime,
    toTime: values.toTime,
    timezone: values.timezone || null,
    rrule: weekdaysToRrule(values.weekdays),
    locationId: values.locationId || null,
    serviceIds: open ? values.serviceIds : [],
    allowsOnline: open ? values.allowsOnline : null,
    roomName: values.roomName.trim() || null,
    label: values.label.trim() || null,
  };
}
