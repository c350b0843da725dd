import { call, loginByLink, op, OwnBusiness, Session, uniqueName, waitFor } from '@tempo/testing';

export const LOCATION_FIELDS = `id name locationType description mainPhoto merchantId paymentGatewayApiId
  paymentGatewayApiKey achPaymentGatewayApiKey googleReviewLink managedGoogleReviewLink googleRating
  address city state country phone timezone suggestedTimezone salesTax visibleByVisitors visibleByClients
  businessPlanCost { amount currency }
  rooms { id name description applicableServices onlineId }
  hoursOpen { id startDate fromTime toTime timezone rrule }
  hoursClosed { id startDate fromTime toTime timezone rrule }`;

export interface RoomView {
  id: string;
  name: string;
}
export interface HoursView {
  id: string;
  startDate: string;
  fromTime: string;
  toTime: string;
  timezone: string;
  rrule: string | null;
}
export interface LocationView {
  id: string;
  name: string;
  merchantId: string | null;
  paymentGatewayApiKey: string | null;
  managedGoogleReviewLink: string | null;
  suggestedTimezone: string | null;
  timezone: string | null;
  visibleByClients: boolean;
  visibleByVisitors: boolean;
  rooms: RoomView[];
  hoursOpen: HoursView[];
  hoursClosed: HoursView[];
  [field: string]: unknown;
}
export interface LocationAnswer {
  status: string;
  error: string | null;
  location: LocationView | null;
}

export const LIST = op<{ locations: LocationView[] }, { b: string; s?: string | null }>(
  `query($b: ID!, $s: String) { locations(business: $b, search: $s) { ${LOCATION_FIELDS} } }`,
);
export const ONE = op<{ location: LocationView }, { b: string; id: string }>(
  `query($b: ID!, $id: ID!) { location(business: $b, id: $id) { ${LOCATION_FIELDS} } }`,
);
export const CREATE = op<{ createLocation: LocationAnswer }, { b: string; l: Record<string, unknown> }>(
  `mutation($b: ID!, $l: LocationInput!) { createLocation(business: $b, location: $l) {
    status error location { ${LOCATION_FIELDS} } } }`,
);
export const UPDATE = op<{ updateLocation: LocationAnswer }, { b: string; l: Record<string, unknown> }>(
  `mutation($b: ID!, $l: UpdateLocationInput!) { updateLocation(business: $b, location: $l) {
    status error location { ${LOCATION_FIELDS} } } }`,
);
export const DUPLICATE = op<{ duplicateLocation: LocationAnswer }, { b: string; id: string }>(
  `mutation($b: ID!, $id: ID!) { duplicateLocation(business: $b, id: $id) {
    status error location { ${LOCATION_FIELDS} } } }`,
);
export const DELETE = op<
  { deleteLocation: { status: string; error: string | null; id: string | null } },
  { b: string; id: string }
>(`mutation($b: ID!, $id: ID!) { deleteLocation(business: $b, id: $id) { status error id } }`);

const PROGRESS = op<{ businessProgressQuery: { hasLocations: boolean } }, { b: string }>(
  `query($b: ID!) { businessProgressQuery(businessName: $b) { hasLocations } }`,
);

/** Whether the business's setup card counts its locations step as done (identity's progress flag). */
export const hasLocations = async (biz: OwnBusiness): Promise<boolean | undefined> =>
  (await call(biz.name, PROGRESS, { b: biz.name }, biz.owner)).data?.businessProgressQuery.hasLocations;

/** A person of the business (staff when `staffRole` is given) signed in by a login link, once identity has their account. */
export async function member(biz: OwnBusiness, staffRole: string | null): Promise<Session> {
  const email = `${uniqueName(staffRole ?? 'client')}@${biz.name}.example`;
  const r = await call<{ createPeople: { status: string; error: string | null } }>(
    biz.name,
    `mutation($b: ID!, $e: String, $r: String) {
      createPeople(business: $b, firstName: "Pat", lastName: "Lee", email: $e, staffRole: $r) { status error } }`,
    { b: biz.name, e: email, r: staffRole },
    biz.owner,
  );
  if (r.data?.createPeople.status !== 'ok') throw new Error(`createPeople: ${JSON.stringify(r)}`);
  return waitFor(async () => (await loginByLink(biz.name, email)).session, 60000, 500);
}

/** A location of the studio kind with two rooms and weekday hours, with `extra` fields. */
export const studio = (extra: Record<string, unknown> = {}) => ({
  name: 'Harbour Studio',
  locationType: 'LOCATION_TYPE_PRIMARY',
  description: 'Lessons by the water',
  address: '1 Harbour Road, Austin, TX',
  city: 'Austin',
  state: 'TX',
  country: 'US',
  phone: '(512) 555-0100',
  merchantId: 'merchant-77',
  paymentGatewayApiKey: 'sk_test_secret_9876',
  managedGoogleReviewLink: 'https://reviews.example/manage/harbour',
  googleRating: 4.7,
  salesTax: 8.25,
  businessPlanCost: { amount: 4900, currency: 'USD' },
  rooms: [
    { name: 'Piano Room', description: 'Grand piano' },
    { name: 'Drum Room', onlineId: 'drums-1' },
  ],
  hoursOpen: [
    {
      startDate: '2026-01-05',
      fromTime: '14:00',
      toTime: '21:00',
      rrule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
    },
  ],
  hoursClosed: [{ startDate: '2026-12-25', fromTime: '00:00', toTime: '23:59' }],
  ...extra,
});
