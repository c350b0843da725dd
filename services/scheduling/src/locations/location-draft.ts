import { missingFields, missingFieldsMessage, trimmedOrNull } from '@tempo/contracts';
import { UserError } from '@tempo/graphql';
import type { LocationEntity } from './location.entity';
import type { LocationFieldsInput, LocationHoursInput, RoomInput } from './location.input';
import {
  checkRoomNames,
  cleanCount,
  cleanCountry,
  cleanDate,
  cleanLocationType,
  cleanNumber,
  cleanPhone,
  cleanRate,
  cleanRrule,
  cleanServiceIds,
  cleanTime,
  cleanTimezone,
  cleanUrl,
  requiredText,
} from './location-rules';
import { suggestTimezone } from './location-zones';

/** A room as a write stores it; `id` names the room it keeps (null: a new room). */
export interface RoomDraft {
  id: string | null;
  name: string;
  description: string | null;
  applicableServices: string[];
  onlineId: string | null;
}

/** An hours entry as a write stores it. */
export interface HoursDraft {
  id: string | null;
  startDate: string;
  fromTime: string;
  toTime: string;
  timezone: string;
  rrule: string | null;
}

/** What a write changes: the location's fields, and its lists when given (undefined: unchanged). */
export interface LocationDraft {
  fields: Partial<LocationEntity>;
  rooms?: RoomDraft[];
  hoursOpen?: HoursDraft[];
  hoursClosed?: HoursDraft[];
}

const given = <T>(v: T | undefined): v is T => v !== undefined;

const TEXTS = ['address', 'street', 'city', 'state', 'zipCode', 'merchantId', 'achMerchantId'] as const;
const MORE_TEXTS = [
  'paymentGatewayApiId',
  'achPaymentGatewayApiId',
  'googlePlaceId',
  'yelpBusinessId',
] as const;
const URLS = [
  'mainPhoto',
  'yelpLink',
  'googleReviewLink',
  'managedGoogleReviewLink',
  'managedYelpReviewLink',
] as const;
const FLAGS = [
  'visibleByVisitors',
  'visibleByClients',
  'visibleInFooter',
  'discounted',
  'voipEnabled',
] as const;
const SECRETS = ['paymentGatewayApiKey', 'achPaymentGatewayApiKey'] as const;

/** The rooms of a form: names trimmed, present and unique; services as ids. */
export function roomsDraft(rooms: readonly RoomInput[]): RoomDraft[] {
  const out = rooms.map((r) => ({
    id: trimmedOrNull(r.id),
    name: (r.name ?? '').trim(),
    description: trimmedOrNull(r.description),
    applicableServices: cleanServiceIds(r.applicableServices),
    onlineId: trimmedOrNull(r.onlineId),
  }));
  checkRoomNames(out.map((r) => r.name));
  return out;
}

/** The hours of a form; an entry without a zone takes `zone` (the location's, else the business's). */
export function hoursDraft(hours: readonly LocationHoursInput[], field: string, zone: string): HoursDraft[] {
  return hours.map((h) => ({
    id: trimmedOrNull(h.id),
    startDate: cleanDate(h.startDate, `${field}.startDate`),
    fromTime: cleanTime(h.fromTime, `${field}.fromTime`),
    toTime: cleanTime(h.toTime, `${field}.toTime`),
    timezone: cleanTimezone(h.timezone, `${field}.timezone`) ?? zone,
    rrule: cleanRrule(h.rrule, `${field}.rrule`),
  }));
}

/** The fields required on a create (name, locationType, description) or an update (id, locationType). */
export function checkRequired(input: LocationFieldsInput & { id?: string | null }, creating: boolean): void {
  const names = creating ? ['name', 'locationType', 'description'] : ['id', 'locationType'];
  const missing = missingFields(input as Record<string, unknown>, names);
  if (missing.length) throw new UserError(missingFieldsMessage(missing));
}

/** The plain fields of a form: texts trimmed, addresses, numbers and zones checked (001 §3.2, §5.5). */
function fieldsDraft(current: LocationEntity | null, a: LocationFieldsInput): Partial<LocationEntity> {
  const out: Partial<LocationEntity> = {};
  if (!current || given(a.name)) out.name = requiredText(a.name, 'name');
  out.locationType = cleanLocationType(a.locationType);
  if (!current || given(a.description)) out.description = requiredText(a.description, 'description');
  for (const k of [...TEXTS, ...MORE_TEXTS]) if (given(a[k])) out[k] = trimmedOrNull(a[k]);
  for (const k of URLS) if (given(a[k])) out[k] = cleanUrl(a[k], k);
  for (const k of FLAGS) if (given(a[k]) && a[k] !== null) out[k] = a[k] === true;
  for (const k of SECRETS) if (given(a[k])) out[k] = trimmedOrNull(a[k]);
  if (given(a.country)) out.country = cleanCountry(a.country);
  if (given(a.phone)) out.phone = cleanPhone(a.phone, 'phone');
  if (given(a.smsPhoneNumber)) out.smsPhoneNumber = cleanPhone(a.smsPhoneNumber, 'smsPhoneNumber');
  if (given(a.timezone)) out.timezone = cleanTimezone(a.timezone, 'timezone');
  if (given(a.salesTax)) out.salesTax = cleanNumber(a.salesTax, 'salesTax', 0, 100);
  if (given(a.googleRating)) out.googleRating = cleanNumber(a.googleRating, 'googleRating', 0, 5);
  if (given(a.yelpRating)) out.yelpRating = cleanNumber(a.yelpRating, 'yelpRating', 0, 5);
  if (given(a.googleRatingsCount))
    out.googleRatingsCount = cleanCount(a.googleRatingsCount, 'googleRatingsCount');
  if (given(a.yelpRatingsCount)) out.yelpRatingsCount = cleanCount(a.yelpRatingsCount, 'yelpRatingsCount');
  if (given(a.businessPlanCost)) out.businessPlanCost = cleanRate(a.businessPlanCost);
  return out;
}

/**
 * What a create (`current` null) or an update of `current` writes. Hours without a zone take the
 * location's zone, else `businessZone`; the suggested zone follows the address (country and state).
 */
export function locationDraft(
  current: LocationEntity | null,
  input: LocationFieldsInput & { id?: string | null },
  businessZone: string,
): LocationDraft {
  checkRequired(input, !current);
  const fields = fieldsDraft(current, input);
  const pick = <K extends keyof LocationEntity>(k: K): LocationEntity[K] | null =>
    k in fields ? (fields[k] as LocationEntity[K]) : (current?.[k] ?? null);
  fields.suggestedTimezone = suggestTimezone(pick('country'), pick('state'));
  const zone = pick('timezone') ?? businessZone;
  const draft: LocationDraft = { fields };
  if (input.rooms) draft.rooms = roomsDraft(input.rooms);
  if (input.hoursOpen) draft.hoursOpen = hoursDraft(input.hoursOpen, 'hoursOpen', zone);
  if (input.hoursClosed) draft.hoursClosed = hoursDraft(input.hoursClosed, 'hoursClosed', zone);
  return draft;
}

/** The fields of `draft` whose value differs from `current` (for the updated event). */
export function changedFields(current: LocationEntity, draft: LocationDraft): string[] {
  const fields = Object.keys(draft.fields).filter(
    (k) =>
      JSON.stringify(draft.fields[k as keyof LocationEntity]) !==
      JSON.stringify(current[k as keyof LocationEntity]),
  );
  const lists = (['rooms', 'hoursOpen', 'hoursClosed'] as const).filter((k) => draft[k] !== undefined);
  return [...fields, ...lists];
}
