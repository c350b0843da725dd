import { call, login, OwnBusiness, Session } from '@tempo/testing';

export interface PersonRef {
  id: string;
  name: string;
}

export const PERSON_FIELDS = `id name firstName lastName email phones status tags version staffRole
  customAttributes { name value } dependents { id name } accountManagers { id name }`;

/** createPeople with the given fields (strings as variables), as `auth` in `business`. */
export async function createPerson(
  business: string,
  auth: Session,
  fields: Record<string, unknown>,
): Promise<{ status: string; error: string | null; people: (PersonRef & Record<string, unknown>) | null }> {
  const r = await call<{ createPeople: { status: string; error: string | null; people: PersonRef | null } }>(
    business,
    `mutation($b: ID!, $f: String!, $l: String!, $e: String, $p: [String!], $c: String, $d: [ID!], $t: [String!], $r: String) {
      createPeople(business: $b, firstName: $f, lastName: $l, email: $e, phones: $p, country: $c, dependentIds: $d,
        tags: $t, staffRole: $r) { status error people { ${PERSON_FIELDS} } } }`,
    { b: business, ...fields },
    auth,
  );
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data!.createPeople as never;
}

export async function peopleSearch(business: string, auth: Session, search: string): Promise<PersonRef[]> {
  const r = await call<{ people: PersonRef[] }>(
    business,
    `query($b: ID!, $s: String) { people(business: $b, search: $s, limit: 30) { id name } }`,
    { b: business, s: search },
    auth,
  );
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data!.people;
}

/** The demo logins (read-only use: refusals change nothing). */
export const demo = {
  client: () => login('demo', 'client@demo.example'),
  limited: () => login('demo', 'limited@demo.example'),
  staff: () => login('demo', 'staff@demo.example'),
  owner: () => login('demo', 'owner@demo.example'),
};

export type { OwnBusiness };
