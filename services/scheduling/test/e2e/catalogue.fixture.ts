import { call, GqlResponse, loginByLink, OwnBusiness, Session, uniqueName } from '@tempo/testing';

export const SERVICE_FIELDS = `id name description price currency typeLabel bookingKind hiddenAt durationMinutes
  eventType requiresBooking hasSessions tags cancellationWindowHours notBeforeAgeMonths notAfterAgeMonths
  plans { id name kind price currency paymentType paymentInterval dueType dueMinusDays startType visits taxRate
    canBeDeleted locations { id name } }`;
export const SESSION_FIELDS = `id name startDate endDate status allowEnrollmentUntilDate notBeforeAgeMonths
  service { id name } staff { id name profilePhoto } clients { id name }`;

export interface PlanOut {
  id: string;
  name: string;
  price: number;
  paymentType: string;
  paymentInterval: string;
  canBeDeleted: boolean;
  locations: { id: string; name: string }[];
}
export interface ServiceOut {
  id: string;
  name: string;
  typeLabel: string;
  bookingKind: string;
  hiddenAt: string | null;
  plans: PlanOut[];
}
export interface SessionOut {
  id: string;
  name: string;
  startDate: string;
  endDate: string | null;
  status: string;
  service: { id: string; name: string };
  staff: { id: string; name: string }[];
  clients: { id: string }[];
}
/** A query or mutation through the gateway on `business`'s host; GraphQL errors come back as they are. */
export const gql = <T>(
  business: string,
  query: string,
  variables: Record<string, unknown>,
  auth: Session | null,
) => call<T>(business, query, variables, auth);

/** A mutation's answer. */
export type Answer<T> = { status: string; error: string | null } & T;

export const CREATE_SERVICE = `mutation($b: ID!, $s: ServiceInput!) {
  createService(business: $b, service: $s) { status error service { ${SERVICE_FIELDS} } } }`;
export const UPDATE_SERVICE = `mutation($b: ID!, $s: UpdateServiceInput!) {
  updateService(business: $b, service: $s) { status error service { ${SERVICE_FIELDS} } } }`;
export const DELETE_SERVICE = `mutation($b: ID!, $id: ID!) { deleteService(business: $b, id: $id) { status error id } }`;
export const SERVICES = `query($b: ID!) { services(business: $b) { id name hiddenAt typeLabel plans { id name } } }`;
export const SERVICE = `query($b: ID!, $id: ID!) { service(business: $b, id: $id) { ${SERVICE_FIELDS} } }`;
export const CREATE_SESSION = `mutation($b: ID!, $s: SessionInput!) {
  createSession(business: $b, session: $s) { status error session { ${SESSION_FIELDS} } } }`;
export const UPDATE_SESSION = `mutation($b: ID!, $s: UpdateSessionInput!) {
  updateSession(business: $b, session: $s) { status error session { ${SESSION_FIELDS} } } }`;
export const DELETE_SESSION = `mutation($b: ID!, $id: ID!) { deleteSession(business: $b, id: $id) { status error id } }`;
export const SESSION = `query($b: ID!, $id: ID!) { session(business: $b, id: $id) { ${SESSION_FIELDS} } }`;

/** A refusal for lack of permission (or of a sign-in). */
export const refused = (r: GqlResponse<unknown>): boolean =>
  (r.errors ?? []).some((e) => /authorization error|not currently authenticated/.test(e.message));
/** A query answered "not found". */
export const notFound = (r: GqlResponse<unknown>): boolean =>
  (r.errors ?? []).some((e) => e.extensions?.code === 'NOT_FOUND');

/**
 * A person of the business created by its owner (staff with `staffRole`, else
 * a client), signed in by the login link: the account comes from people's
 * event, so the link is asked again until its mail arrives.
 */
export async function member(biz: OwnBusiness, staffRole: string | null): Promise<Session & { id: string }> {
  const email = `${uniqueName(staffRole ?? 'client')}@${biz.name}.example`;
  const r = await gql<{ createPeople: Answer<{ people: { id: string } | null }> }>(
    biz.name,
    `mutation($b: ID!, $e: String, $r: String) {
      createPeople(business: $b, firstName: "Pat", lastName: "Member", email: $e, staffRole: $r) { status error people { id } } }`,
    { b: biz.name, e: email, r: staffRole },
    biz.owner,
  );
  const id = r.data?.createPeople.people?.id;
  if (!id) throw new Error(`createPeople failed: ${JSON.stringify(r)}`);
  let last: unknown;
  for (let attempt = 0; attempt < 4; attempt++) {
    try {
      return { ...(await loginByLink(biz.name, email)).session, id };
    } catch (e) {
      last = e;
    }
  }
  throw last;
}
