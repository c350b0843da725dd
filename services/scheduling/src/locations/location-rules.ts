import {
  ErrorCode,
  Texts,
  isExcludedZone,
  isUuid,
  normalizePhone,
  trimmedOrNull,
  UserErrorCode,
  valueCheckError,
} from '@tempo/contracts';
import { UserError } from '@tempo/graphql';
import { isSupportedRule, parseLocalDate, parseLocalTime } from '@tempo/scheduling-rules';

/** How many locations a list shows. */
export const LOCATION_LIST_SIZE = 500;

/** The location types (001 §3.2). */
export const LOCATION_TYPES = [
  'LOCATION_TYPE_PRIMARY',
  'LOCATION_TYPE_EVENT',
  'LOCATION_TYPE_HOME',
  'LOCATION_TYPE_ONLINE',
] as const;

/** Event statuses that no longer take place (001 §4.1): they do not hold a location. */
export const ENDED_EVENT_STATUSES = [
  'EVENT_STATUS_CANCELED',
  'EVENT_STATUS_STAFF_CANCELED',
  'EVENT_STATUS_LATE_CANCELED',
  'EVENT_STATUS_DELETED',
] as const;

/** The texts of location refusals, in the spec's style. */
export const LOCATION_TEXTS = {
  hasUpcomingEvents: 'This location has upcoming events and cannot be deleted',
  range: (field: string, min: number, max: number) => `${field} must be between ${min} and ${max}`,
  wholeNumber: (field: string) => `${field} must be a whole number`,
  excludedZone: (field: string, zone: string) =>
    `${field} ${zone} is not offered; choose a zone such as America/New_York`,
  date: (field: string) => `${field} must be a date (YYYY-MM-DD)`,
  time: (field: string) => `${field} must be a time (HH:MM)`,
  rrule: (field: string) => `${field} is not a supported repeat rule (e.g. FREQ=WEEKLY;BYDAY=MO)`,
  roomNameTaken: (name: string) => `A room named ${name} is already in this location`,
  unknownServices: 'applicableServices must be services of the business',
} as const;

const refuse = (text: string) => new UserError(text);

/**
 * The not-found answer of the public location query: the spec's 'Object Not Found Matching Id:'
 * without the id, so that a reader on another host never gets an id echoed back.
 */
export const locationNotFound = (): UserError =>
  new UserError(Texts.objectNotFound, ErrorCode.NOT_FOUND, UserErrorCode.OBJECT_NOT_FOUND);

/** A required text: trimmed, refused with '<field> is required' when empty. */
export function requiredText(v: string | null | undefined, field: string): string {
  const t = trimmedOrNull(v);
  if (!t) throw UserError.of(UserErrorCode.REQUIRED_FIELD, field);
  return t;
}

/** One of the four location types. */
export function cleanLocationType(v: string | null | undefined): string {
  const t = requiredText(v, 'locationType');
  if (!(LOCATION_TYPES as readonly string[]).includes(t))
    throw UserError.of(UserErrorCode.ONE_OF, 'locationType', LOCATION_TYPES);
  return t;
}

/** An IANA zone the product offers (not one of 001 §9's excluded names); null when empty. */
export function cleanTimezone(v: string | null | undefined, field: string): string | null {
  const zone = trimmedOrNull(v);
  if (!zone) return null;
  if (isExcludedZone(zone)) throw refuse(LOCATION_TEXTS.excludedZone(field, zone));
  const error = valueCheckError('timezone', field, zone);
  if (error) throw refuse(error);
  return zone;
}

/** A calendar date YYYY-MM-DD. */
export function cleanDate(v: string | null | undefined, field: string): string {
  const d = requiredText(v, field);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(d)) throw refuse(LOCATION_TEXTS.date(field));
  try {
    parseLocalDate(d);
  } catch {
    throw refuse(LOCATION_TEXTS.date(field));
  }
  return d;
}

/** A time of day HH:MM (00:00 to 23:59), given as H:MM, HH:MM or HH:MM:SS; answered HH:MM. */
export function cleanTime(v: string | null | undefined, field: string): string {
  const t = requiredText(v, field);
  try {
    const { hour, minute } = parseLocalTime(t);
    return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  } catch {
    throw refuse(LOCATION_TEXTS.time(field));
  }
}

/** A repeat rule @tempo/scheduling-rules expands; null when empty. */
export function cleanRrule(v: string | null | undefined, field: string): string | null {
  const rule = trimmedOrNull(v);
  if (!rule) return null;
  if (!isSupportedRule(rule)) throw refuse(LOCATION_TEXTS.rrule(field));
  return rule;
}

/** A number within [min, max] (whole when `whole`); null when not given. */
export function cleanNumber(
  v: number | null | undefined,
  field: string,
  min: number,
  max: number,
  whole = false,
): number | null {
  if (v === null || v === undefined) return null;
  if (!Number.isFinite(v) || v < min || v > max) throw refuse(LOCATION_TEXTS.range(field, min, max));
  if (whole && !Number.isInteger(v)) throw refuse(LOCATION_TEXTS.wholeNumber(field));
  return v;
}

/** A count: a whole number, not negative; null when not given. */
export function cleanCount(v: number | null | undefined, field: string): number | null {
  if (v === null || v === undefined) return null;
  if (v < 0) throw UserError.of(UserErrorCode.NOT_NEGATIVE, field);
  if (!Number.isInteger(v)) throw refuse(LOCATION_TEXTS.wholeNumber(field));
  return v;
}

/** A web address (http or https); null when empty. */
export function cleanUrl(v: string | null | undefined, field: string): string | null {
  const url = trimmedOrNull(v);
  if (!url) return null;
  const error = valueCheckError('url', field, url);
  if (error) throw refuse(error);
  return url;
}

/** A phone number, normalised (dashes, spaces, parentheses removed, 001 §5.5); null when empty. */
export function cleanPhone(v: string | null | undefined, field: string): string | null {
  const phone = trimmedOrNull(v);
  if (!phone) return null;
  const error = valueCheckError('phone', field, phone);
  if (error) throw refuse(error);
  return normalizePhone(phone);
}

/** A country code of the product's list (upper-cased); null when empty. */
export function cleanCountry(v: string | null | undefined): string | null {
  const country = trimmedOrNull(v)?.toUpperCase() ?? null;
  if (!country) return null;
  const error = valueCheckError('country', 'country', country);
  if (error) throw refuse(error);
  return country;
}

/** A rate: whole minor units, not negative, with a three-letter currency. */
export function cleanRate(
  v: { amount: number; currency: string } | null | undefined,
): { amount: number; currency: string } | null {
  if (!v) return null;
  const amount = cleanCount(v.amount, 'businessPlanCost.amount') ?? 0;
  const currency = v.currency.trim().toUpperCase();
  const error = valueCheckError('currency', 'businessPlanCost.currency', currency);
  if (error) throw refuse(error);
  return { amount, currency };
}

/** Ids that name services: every one a UUID, without repeats. */
export function cleanServiceIds(ids: readonly string[] | null | undefined): string[] {
  const out: string[] = [];
  for (const id of ids ?? []) {
    if (!isUuid(id)) throw refuse(LOCATION_TEXTS.unknownServices);
    if (!out.includes(id.toLowerCase())) out.push(id.toLowerCase());
  }
  return out;
}

/** Room names must be present and unique in their location (case-insensitive). */
export function checkRoomNames(names: readonly string[]): void {
  const seen = new Set<string>();
  for (const name of names) {
    if (!name) throw UserError.of(UserErrorCode.REQUIRED_FIELD, 'rooms.name');
    const key = name.toLowerCase();
    if (seen.has(key)) throw refuse(LOCATION_TEXTS.roomNameTaken(name));
    seen.add(key);
  }
}
