import {
  call,
  createOwnBusiness,
  GqlResponse,
  login,
  loginByLink,
  OwnBusiness,
  Session,
  uniqueName,
  waitFor,
} from '@tempo/testing';

/** A member of a test business: their person id (= account id) and session. */
export interface Member {
  id: string;
  session: Session;
}

/** A business of the test's own with a manager, a staff member, a limited staff colleague and a client. */
export interface Team {
  biz: OwnBusiness;
  manager: Member;
  staff: Member;
  colleague: Member;
  client: Member;
  rivalOwner: Session;
}

const CREATE_PERSON = `mutation($b: ID!, $f: String!, $l: String!, $e: String, $r: String) {
  createPeople(business: $b, firstName: $f, lastName: $l, email: $e, staffRole: $r) { status error people { id } } }`;

async function member(biz: OwnBusiness, first: string, staffRole: string | null): Promise<Member> {
  const email = `${uniqueName(first.toLowerCase())}@${biz.name}.example`;
  const r = await call<{
    createPeople: { status: string; error: string | null; people: { id: string } | null };
  }>(biz.name, CREATE_PERSON, { b: biz.name, f: first, l: 'Tester', e: email, r: staffRole }, biz.owner);
  const id = r.data?.createPeople.people?.id;
  if (!id) throw new Error(`createPeople ${email}: ${JSON.stringify(r.errors ?? r.data)}`);
  const { session } = await waitFor(() => loginByLink(biz.name, email), 60000, 1000);
  return { id, session };
}

export async function team(prefix: string): Promise<Team> {
  const biz = await createOwnBusiness({ prefix });
  const [manager, staff, colleague, client] = await Promise.all([
    member(biz, 'Mia', 'manager'),
    member(biz, 'Sam', 'staff'),
    member(biz, 'Lee', 'limited_staff'),
    member(biz, 'Cal', null),
  ]);
  return { biz, manager, staff, colleague, client, rivalOwner: await login('rival', 'owner@rival.example') };
}

/** A mutation's answer: its status and error, and the rest of its fields. */
export type Answer<T> = { status: string; error: string | null } & T;

/** Calls a mutation and returns its answer (GraphQL errors: thrown, with their messages). */
export async function mutate<T>(
  business: string,
  doc: string,
  vars: Record<string, unknown>,
  auth: Session | null,
): Promise<Answer<T>> {
  const r = await call<Record<string, Answer<T>>>(business, doc, vars, auth);
  if (r.errors?.length) throw new Error(r.errors.map((e) => e.message).join('; '));
  return Object.values(r.data ?? {})[0];
}

/** A refusal for want of permission: 'authorization error' (or not signed in). */
export const refused = (r: GqlResponse) =>
  (r.errors ?? []).some((e) => /authorization error|not currently authenticated/.test(e.message));

/** Retries while scheduling has not yet got the staff member's copy from people's events. */
export const onceKnown = <T extends { status: string; error: string | null }>(
  attempt: () => Promise<T>,
): Promise<T> =>
  waitFor(
    async () => {
      const a = await attempt();
      return /staff member of the business/.test(a.error ?? '') ? null : a;
    },
    30000,
    500,
  );
