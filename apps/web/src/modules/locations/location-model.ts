import { USER_ERROR_TEXT } from '@tempo/contracts';
import { HoursValues, hoursError, hoursInput, hoursValuesOf } from './hours-model';
import type { LocationDetails, LocationListItem } from './locations.graphql';

/** The location types (001 §3.2) with their labels. */
export const LOCATION_TYPES = [
  { value: 'LOCATION_TYPE_PRIMARY', label: 'Primary' },
  { value: 'LOCATION_TYPE_EVENT', label: 'Event' },
  { value: 'LOCATION_TYPE_HOME', label: 'Home' },
  { value: 'LOCATION_TYPE_ONLINE', label: 'Online' },
] as const;

export const locationTypeLabel = (type: string): string =>
  LOCATION_TYPES.find((t) => t.value === type)?.label ?? type;

/** Online and home locations show a default picture when they have no photo (001 §2.5). */
export const usesDefaultPhoto = (type: string): boolean =>
  type === 'LOCATION_TYPE_ONLINE' || type === 'LOCATION_TYPE_HOME';

/** The address of a location on one line: the address field, else street, city, state, zip code. */
export function addressLine(l: {
  address?: string | null;
  street?: string | null;
  city?: string | null;
  state?: string | null;
  zipCode?: string | null;
}): string {
  if (l.address?.trim()) return l.address.trim();
  return [l.street, l.city, [l.state, l.zipCode].filter(Boolean).join(' ')]
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(', ');
}

/** 001 §2.5: a maps search for '<business fullName> <address>'. */
export const mapsLink = (businessFullName: string, address: string): string =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${businessFullName} ${address}`.trim())}`;

/** Who sees a location, in words ('Visitors, Clients'; 'Staff only'). */
export function visibilityText(l: { visibleByVisitors: boolean; visibleByClients: boolean }): string {
  const who = [l.visibleByVisitors && 'Visitors', l.visibleByClients && 'Clients'].filter(Boolean);
  return who.length ? who.join(', ') : 'Staff only';
}

/** Whether a description may need more than the card's 3 rows (then 'Read more' / 'Show less' toggle it). */
export const descriptionIsLong = (text: string): boolean => text.length > 150 || text.split('\n').length > 3;

/** A review rating is shown only with marketing plus and at least one rating (001 §2.5). */
export const showsRating = (marketingPlus: boolean | null | undefined, count: number | null | undefined) =>
  !!marketingPlus && (count ?? 0) > 0;

/** The list's search: name, address or city containing the text, ignoring case. */
export function filterLocations(all: readonly LocationListItem[], text: string): LocationListItem[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...all];
  return all.filter((l) => [l.name, l.address, l.city].some((v) => (v ?? '').toLowerCase().includes(needle)));
}

export interface RoomValues {
  id?: string;
  name: string;
  description: string;
  applicableServices: string[];
}

export interface LocationFormValues {
  name: string;
  locationType: string;
  description: string;
  mainPhoto: string;
  address: string;
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  phone: string;
  smsPhoneNumber: string;
  timezone: string;
  /** A percentage, as typed. */
  salesTax: string;
  yelpLink: string;
  googleReviewLink: string;
  googlePlaceId: string;
  visibleByVisitors: boolean;
  visibleByClients: boolean;
  visibleInFooter: boolean;
  rooms: RoomValues[];
  hoursOpen: HoursValues[];
  hoursClosed: HoursValues[];
}

export const emptyLocation = (): LocationFormValues => ({
  name: '',
  locationType: 'LOCATION_TYPE_PRIMARY',
  description: '',
  mainPhoto: '',
  address: '',
  street: '',
  city: '',
  state: '',
  zipCode: '',
  country: '',
  phone: '',
  smsPhoneNumber: '',
  timezone: '',
  salesTax: '',
  yelpLink: '',
  googleReviewLink: '',
  googlePlaceId: '',
  visibleByVisitors: true,
  visibleByClients: true,
  visibleInFooter: false,
  rooms: [],
  hoursOpen: [],
  hoursClosed: [],
});

const text = (v: string | null | undefined) => v ?? '';

export function locationValuesOf(l: LocationDetails): LocationFormValues {
  return {
    name: l.name,
    locationType: l.locationType,
    description: l.description,
    mainPhoto: text(l.mainPhoto),
    address: text(l.address),
    street: text(l.street),
    city: text(l.city),
    state: text(l.state),
    zipCode: text(l.zipCode),
    country: text(l.country),
    phone: text(l.phone),
    smsPhoneNumber: text(l.smsPhoneNumber),
    timezone: text(l.timezone),
    salesTax: l.salesTax === null || l.salesTax === undefined ? '' : String(l.salesTax),
    yelpLink: text(l.yelpLink),
    googleReviewLink: text(l.googleReviewLink),
    googlePlaceId: text(l.googlePlaceId),
    visibleByVisitors: l.visibleByVisitors,
    visibleByClients: l.visibleByClients,
    visibleInFooter: l.visibleInFooter,
    rooms: l.rooms.map((r) => ({
      id: r.id,
      name: r.name,
      description: text(r.description),
      applicableServices: [...r.applicableServices],
    })),
    hoursOpen: l.hoursOpen.map(hoursValuesOf),
    hoursClosed: l.hoursClosed.map(hoursValuesOf),
  };
}

type Errors = Record<string, string>;

/** The form's refusals, in the server's words (001 §5.5): required fields, tax, rooms, hours. */
export function validateLocation(v: LocationFormValues): Errors {
  const errors: Errors = {};
  if (!v.name.trim()) errors.name = USER_ERROR_TEXT.REQUIRED_FIELD('name');
  if (!v.locationType) errors.locationType = USER_ERROR_TEXT.REQUIRED_FIELD('locationType');
  if (!v.description.trim()) errors.description = USER_ERROR_TEXT.REQUIRED_FIELD('description');
  if (v.salesTax.trim()) {
    const tax = Number(v.salesTax);
    if (!Number.isFinite(tax) || tax < 0 || tax > 100) errors.salesTax = 'salesTax must be between 0 and 100';
  }
  const seen = new Set<string>();
  v.rooms.forEach((room, i) => {
    const name = room.name.trim();
    if (!name) errors[`rooms.${i}.name`] = USER_ERROR_TEXT.REQUIRED_FIELD('rooms.name');
    else if (seen.has(name.toLowerCase()))
      errors[`rooms.${i}.name`] = `A room named ${name} is already in this location`;
    seen.add(name.toLowerCase());
  });
  (['hoursOpen', 'hoursClosed'] as const).forEach((kind) =>
    v[kind].forEach((h, i) => {
      const error = hoursError(h, kind);
      if (error) errors[`${kind}.${i}.fromTime`] = error;
    }),
  );
  return errors;
}

const orNull = (v: string) => v.trim() || null;

/** The API input of the form (create: LocationInput; update adds the id). */
export function locationInput(v: LocationFormValues) {
  return {
    name: v.name.trim(),
    locationType: v.locationType,
    description: v.description.trim(),
    mainPhoto: orNull(v.mainPhoto),
    address: orNull(v.address),
    street: orNull(v.street),
    city: orNull(v.city),
    state: orNull(v.state),
    zipCode: orNull(v.zipCode),
    country: orNull(v.country),
    phone: orNull(v.phone),
    smsPhoneNumber: orNull(v.smsPhoneNumber),
    timezone: orNull(v.timezone),
    salesTax: v.salesTax.trim() ? Number(v.salesTax) : null,
    yelpLink: orNull(v.yelpLink),
    googleReviewLink: orNull(v.googleReviewLink),
    googlePlaceId: orNull(v.googlePlaceId),
    visibleByVisitors: v.visibleByVisitors,
    visibleByClients: v.visibleByClients,
    visibleInFooter: v.visibleInFooter,
    rooms: v.rooms.map((r) => ({
      ...(r.id ? { id: r.id } : {}),
      name: r.name.trim(),
      description: orNull(r.description),
      applicableServices: r.applicableServices,
    })),
    hoursOpen: v.hoursOpen.map(hoursInput),
    hoursClosed: v.hoursClosed.map(hoursInput),
  };
}

/** 001 §2.14: a multi-select's select-all entry. */
export const selectAllLabel = (count: number): string => `Select All (${count} Option(s))`;
