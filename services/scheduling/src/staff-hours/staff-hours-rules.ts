import { type ActorContext, isTimezone, isUuid, UserErrorCode } from '@tempo/contracts';
import { actorCan, isSelf } from '@tempo/auth';
import { UserError } from '@tempo/graphql';
import { isSupportedRule, parseLocalDate, parseLocalTime } from '@tempo/scheduling-rules';
import type { StaffHoursEntity } from './staff-hours.entity';
import type { StaffHoursFieldsInput } from './staff-hours.model';

/** The refusals of staff hours, in the product's words. */
export const HOURS_TEXTS = {
  notStaff: 'staffId must be a staff member of the business',
  date: (field: string) => `${field} must be a date (YYYY-MM-DD)`,
  time: (field: string) => `${field} must be a time (HH:mm)`,
  timezone: 'timezone must be an IANA time zone, e.g. America/New_York',
  rrule: 'rrule is not a supported recurrence rule',
  location: 'locationId is not a location of the business',
  services: 'serviceIds must be services of the business',
  room: "roomName must be one of the location's rooms",
  roomWithoutLocation: 'roomName needs a locationId',
  hourlyRate: 'hourlyRate must be a whole number of minor units',
  fromTimeOff: 'These blocked hours were made by a time off request: change or cancel the request instead',
} as const;

export const HOURS_KINDS = ['OPEN', 'BLOCKED'] as const;
export type HoursKind = StaffHoursEntity['kind'];

/** The stored kind of an API kind (OPEN, BLOCKED). */
export function hoursKind(text: string): HoursKind {
  const k = text.trim().toUpperCase();
  if (k === 'OPEN') return 'open';
  if (k === 'BLOCKED') return 'blocked';
  throw UserError.of(UserErrorCode.ONE_OF, 'kind', HOURS_KINDS);
}

/** The fields of staff hours once checked (times HH:mm, texts trimmed, empty texts absent). */
export interface HoursFields {
  startDate: string;
  fromTime: string;
  toTime: string;
  /** Null: the location's zone, else the business's (the service fills it in). */
  timezone: string | null;
  rrule: string | null;
  locationId: string | null;
  allowsOnline: boolean;
  serviceIds: string[];
  roomName: string | null;
  label: string | null;
  hourlyRate: number | null;
  exceptions: string[];
}

const text = (v: string | null | undefined): string | null => (v && v.trim() ? v.trim() : null);

function date(field: string, v: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v.trim())) throw new UserError(HOURS_TEXTS.date(field));
  try {
    parseLocalDate(v);
  } catch {
    throw new UserError(HOURS_TEXTS.date(field));
  }
  return v.trim();
}

function time(field: string, v: string): string {
  try {
    const t = parseLocalTime(v);
    return `${String(t.hour).padStart(2, '0')}:${String(t.minute).padStart(2, '0')}`;
  } catch {
    throw new UserError(HOURS_TEXTS.time(field));
  }
}

/** `given` over `current` (a field left out keeps its value); refused when a required field is missing. */
function merged(
  given: StaffHoursFieldsInput,
  current: HoursFields | null,
): StaffHoursFieldsInput & { startDate: string; fromTime: string; toTime: string } {
  const pick = <K extends keyof StaffHoursFieldsInput>(k: K) =>
    given[k] !== undefined ? given[k] : current ? (current[k] as StaffHoursFieldsInput[K]) : undefined;
  const all = {
    startDate: pick('startDate'),
    fromTime: pick('fromTime'),
    toTime: pick('toTime'),
    timezone: pick('timezone'),
    rrule: pick('rrule'),
    locationId: pick('locationId'),
    allowsOnline: pick('allowsOnline'),
    serviceIds: pick('serviceIds'),
    roomName: pick('roomName'),
    label: pick('label'),
    hourlyRate: pick('hourlyRate'),
    exceptions: pick('exceptions'),
  };
  const missing = (['startDate', 'fromTime', 'toTime'] as const).filter((k) => !text(all[k]));
  if (missing.length === 1) throw UserError.of(UserErrorCode.REQUIRED_FIELD, missing[0]);
  if (missing.length) throw UserError.of(UserErrorCode.REQUIRED_FIELDS, missing);
  return all as typeof all & { startDate: string; fromTime: string; toTime: string };
}

/**
 * The checked fields of new hours (`current` null) or of changed ones: valid
 * dates and times, an IANA zone, a supported rule, a rate of whole minor units
 * not below zero, valid exception dates. Open hours alone allow online.
 */
export function cleanHoursFields(
  kind: HoursKind,
  given: StaffHoursFieldsInput,
  current: HoursFields | null,
): HoursFields {
  const all = merged(given, current);
  const timezone = text(all.timezone);
  if (timezone && !isTimezone(timezone)) throw new UserError(HOURS_TEXTS.timezone);
  const rrule = text(all.rrule);
  if (rrule && !isSupportedRule(rrule)) throw new UserError(HOURS_TEXTS.rrule);
  const rate = all.hourlyRate ?? null;
  if (rate !== null && !Number.isInteger(rate)) throw new UserError(HOURS_TEXTS.hourlyRate);
  if (rate !== null && rate < 0) throw UserError.of(UserErrorCode.NOT_NEGATIVE, 'hourlyRate');
  const roomName = text(all.roomName);
  const locationId = text(all.locationId);
  if (roomName && !locationId) throw new UserError(HOURS_TEXTS.roomWithoutLocation);
  if (locationId && !isUuid(locationId)) throw new UserError(HOURS_TEXTS.location);
  const serviceIds = [...new Set(all.serviceIds ?? [])];
  if (!serviceIds.every(isUuid)) throw new UserError(HOURS_TEXTS.services);
  return {
    startDate: date('startDate', all.startDate),
    fromTime: time('fromTime', all.fromTime),
    toTime: time('toTime', all.toTime),
    timezone,
    rrule,
    locationId,
    allowsOnline: kind === 'open' && all.allowsOnline === true,
    serviceIds,
    roomName,
    label: text(all.label),
    hourlyRate: rate,
    exceptions: [...new Set((all.exceptions ?? []).map((d) => date('exceptions', d)))].sort(),
  };
}

/** The checked fields of stored hours (what an update starts from). */
export const storedFields = (row: StaffHoursEntity): HoursFields => ({
  startDate: row.startDate,
  fromTime: row.fromTime.slice(0, 5),
  toTime: row.toTime.slice(0, 5),
  timezone: row.timezone,
  rrule: row.rrule,
  locationId: row.locationId,
  allowsOnline: row.allowsOnline,
  serviceIds: row.serviceIds,
  roomName: row.roomName,
  label: row.label,
  hourlyRate: row.hourlyRate,
  exceptions: row.exceptions,
});

/** Staff (STAFF read) see anyone's hours; a staff member their own (STAFF_AVAILABILITIES read); others none. */
export const mayReadHours = (actor: ActorContext, staffId: string): boolean =>
  actorCan(actor, 'read', 'STAFF') ||
  (isSelf(actor, staffId) && actorCan(actor, 'read', 'STAFF_AVAILABILITIES'));

/** Managers (STAFF update) change anyone's hours; a staff member their own (STAFF_AVAILABILITIES update). */
export const mayWriteHours = (actor: ActorContext, staffId: string): boolean =>
  actorCan(actor, 'update', 'STAFF') ||
  (isSelf(actor, staffId) && actorCan(actor, 'update', 'STAFF_AVAILABILITIES'));

/** Blocked hours of a time off change only with their request. */
export function assertEditable(row: Pick<StaffHoursEntity, 'timeOffRequestId'>): void {
  if (row.timeOffRequestId) throw new UserError(HOURS_TEXTS.fromTimeOff);
}
