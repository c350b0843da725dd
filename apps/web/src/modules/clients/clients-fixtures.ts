import { ApolloClient, ApolloLink } from '@apollo/client';
import { of } from 'rxjs';
import { displayName, PEOPLE_TEXTS } from '@tempo/people-rules';
import { createCache } from '../../app/apollo';

/**
 * The people API as the client screens' tests fake it: a business's people in memory, answering
 * the screens' operations by name as the people subgraph does (searches by name, e-mail or phone,
 * pages by name with a cursor, family links, the version check of an update).
 */

export interface FakePerson {
  id: string;
  firstName: string;
  middleName: string | null;
  lastName: string;
  email: string | null;
  phones: string[];
  street: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  country: string | null;
  birthdate: string | null;
  gender: string | null;
  status: string | null;
  tags: string[];
  photoRelease: boolean;
  flags: Array<{ reason: string; note: string | null; createdAt: string | null }>;
  customAttributes: Array<{ name: string; value: string }>;
  profilePhoto: string | null;
  staffRole: string | null;
  newMemberAt: string | null;
  memberLostAt: string | null;
  hiddenAt: string | null;
  version: number;
  accountManagerIds: string[];
  peerIds: string[];
}

export const personOf = (id: string, fields: Partial<FakePerson> = {}): FakePerson => ({
  id,
  firstName: `First${id}`,
  middleName: null,
  lastName: 'Last',
  email: null,
  phones: [],
  street: null,
  city: null,
  state: null,
  zipCode: null,
  country: null,
  birthdate: null,
  gender: null,
  status: 'Active',
  tags: [],
  photoRelease: false,
  flags: [],
  customAttributes: [],
  profilePhoto: null,
  staffRole: null,
  newMemberAt: null,
  memberLostAt: null,
  hiddenAt: null,
  version: 1,
  accountManagerIds: [],
  peerIds: [],
  ...fields,
});

export const CLIENT_SETTINGS_ANSWER = {
  __typename: 'Business',
  name: 'demo',
  country: 'US',
  clientStatuses: ['Active', 'Prospect', 'Inactive'],
  defaultClientStatus: 'Active',
  clientCustomAttributes: ['Instrument'],
  tagCategories: [{ __typename: 'TagCategory', name: 'Level', tags: ['Beginner', 'Advanced'] }],
};

export interface Sent {
  operationName: string;
  variables: Record<string, unknown>;
}

type Vars = Record<string, unknown>;

const matches = (p: FakePerson, search: string) => {
  const q = search.trim().toLowerCase();
  const text = [p.firstName, p.middleName, p.lastName, p.email, ...p.phones].join(' ').toLowerCase();
  return q.split(/\s+/).every((w) => text.includes(w));
};

const byName = (a: FakePerson, b: FakePerson) =>
  a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName) || a.id.localeCompare(b.id);

/** An Apollo client over the fake API, what it was sent, and the people it holds. */
export function fakePeopleApi(initial: FakePerson[] = []) {
  const people = [...initial];
  const sent: Sent[] = [];
  let next = 1;
  const find = (id: unknown) => people.find((p) => p.id === id);
  const get = (id: unknown): FakePerson => {
    const found = find(id);
    if (!found) throw new Error(`No person ${String(id)} in the fake people API`);
    return found;
  };
  const dependentsOf = (id: string) => people.filter((p) => p.accountManagerIds.includes(id));

  function view(p: FakePerson, depth = 0): Record<string, unknown> {
    const linked = (list: FakePerson[]) => (depth > 0 ? [] : list.map((x) => view(x, depth + 1)));
    return {
      __typename: 'People',
      ...p,
      name: displayName(p),
      primaryPhone: p.phones[0] ?? null,
      address: [p.street, p.city, p.state, p.zipCode, p.country].filter(Boolean).join(', ') || null,
      flags: p.flags.map((f) => ({ __typename: 'FlaggedReason', ...f })),
      customAttributes: p.customAttributes.map((c) => ({ __typename: 'CustomAttribute', ...c })),
      joinedAt: '2026-01-05T10:00:00.000Z',
      createdAt: '2026-01-05T10:00:00.000Z',
      accountManagers: linked(p.accountManagerIds.map(find).filter((x): x is FakePerson => !!x)),
      dependents: linked(dependentsOf(p.id)),
      peers: linked(p.peerIds.map(find).filter((x): x is FakePerson => !!x)),
    };
  }

  function fields(v: Vars): Partial<FakePerson> {
    const out: Partial<FakePerson> = {};
    for (const key of Object.keys(v)) {
      if (['business', 'id', 'expectedVersion', 'accountManagerIds', 'dependentIds'].includes(key)) continue;
      (out as Record<string, unknown>)[key] = v[key];
    }
    if (Array.isArray(v.flags))
      out.flags = (v.flags as Array<{ reason: string; note?: string | null }>).map((f) => ({
        reason: f.reason,
        note: f.note ?? null,
        createdAt: '2026-02-01T10:00:00.000Z',
      }));
    return out;
  }

  function link(id: string, v: Vars) {
    const target = get(id);
    if (Array.isArray(v.accountManagerIds)) target.accountManagerIds = [...(v.accountManagerIds as string[])];
    if (Array.isArray(v.dependentIds)) {
      for (const p of people) p.accountManagerIds = p.accountManagerIds.filter((m) => m !== id);
      for (const d of v.dependentIds as string[]) find(d)?.accountManagerIds.push(id);
    }
  }

  const emailTaken = (email: unknown, except?: string) =>
    !!email && people.some((p) => p.email === email && p.id !== except);

  /** A search's answer: the people it keeps that match the search, by name, at most `limit`. */
  const searched = (field: string, keep: (p: FakePerson, v: Vars) => boolean) => (v: Vars) => ({
    [field]: people
      .filter((p) => keep(p, v) && matches(p, String(v.search)))
      .sort(byName)
      .slice(0, Number(v.limit))
      .map((p) => view(p)),
  });

  const answers: Record<string, (v: Vars) => unknown> = {
    ClientSettings: () => ({ businessQuery: CLIENT_SETTINGS_ANSWER }),
    ClientSearch: searched(
      'people',
      (p, v) => !p.staffRole && !p.hiddenAt && (!v.status || p.status === v.status),
    ),
    ClientPage: (v) => {
      const all = people
        .filter((p) => !p.staffRole && !p.hiddenAt)
        .filter((p) => !v.status || p.status === v.status)
        .filter((p) => !v.flag || p.flags.some((f) => f.reason === v.flag))
        .sort(byName);
      const start = v.cursor ? all.findIndex((p) => p.id === String(v.cursor).slice(2)) + 1 : 0;
      const page = all.slice(start, start + Number(v.limit));
      const more = start + page.length < all.length;
      return {
        paginatedPeople: {
          __typename: 'PaginatedPeople',
          people: page.map((p) => view(p)),
          cursor: more ? `c:${page[page.length - 1].id}` : null,
        },
      };
    },
    PeopleAdvanced: (v) => ({
      peopleAdvanced: people
        .filter((p) => !v.search || matches(p, String(v.search)))
        .filter((p) => !Array.isArray(v.tags) || v.tags.some((t) => p.tags.includes(String(t))))
        .filter((p) => !Array.isArray(v.statuses) || v.statuses.includes(p.status))
        .filter((p) => v.staff === undefined || v.staff === null || !!p.staffRole === v.staff)
        .sort(byName)
        .map((p) => view(p)),
    }),
    ClientProfileQuery: (v) => ({ people: people.filter((p) => p.id === v.id).map((p) => view(p)) }),
    ClientFormQuery: (v) => ({ people: people.filter((p) => p.id === v.id).map((p) => view(p)) }),
    PickerPeople: searched('people', (p, v) => !v.clientsOnly || !p.staffRole),
    PickerStaff: searched('staff', (p) => !!p.staffRole),
    NavbarSearchPeople: searched('people', () => true),
    MergeSearch: searched('people', (p) => !p.staffRole),
    CreateClient: (v) => {
      if (emailTaken(v.email)) return { createPeople: result(PEOPLE_TEXTS.uniqueEmail) };
      const created = personOf(`n${next++}`, fields(v));
      people.push(created);
      link(created.id, v);
      return { createPeople: result(null, view(created)) };
    },
    UpdateClient: (v) => {
      const current = get(v.id);
      if (v.expectedVersion !== undefined && v.expectedVersion !== current.version)
        return { updatePeople: result(PEOPLE_TEXTS.staleVersion) };
      if (emailTaken(v.email, current.id)) return { updatePeople: result(PEOPLE_TEXTS.emailInUse) };
      Object.assign(current, fields(v), { version: current.version + 1 });
      link(current.id, v);
      return { updatePeople: result(null, view(current)) };
    },
    DeletePeople: (v) => {
      const i = people.findIndex((p) => p.id === v.id);
      if (i >= 0) people.splice(i, 1);
      return { deletePeople: { __typename: 'PeopleStatusResult', status: 'ok', error: null } };
    },
    MergePeople: (v) => {
      if (v.toDeleteId === v.toKeepId) return { mergePeople: result(PEOPLE_TEXTS.mergeSamePerson) };
      const i = people.findIndex((p) => p.id === v.toDeleteId);
      people.splice(i, 1);
      return { mergePeople: result(null, view(get(v.toKeepId))) };
    },
  };

  const link$ = new ApolloLink((operation) => {
    const call = { operationName: operation.operationName ?? '', variables: operation.variables };
    sent.push(call);
    const answer = answers[call.operationName];
    if (!answer) throw new Error(`The fake people API does not answer ${call.operationName}`);
    return of({ data: answer(call.variables) as Record<string, unknown> });
  });
  return { sent, people, apollo: new ApolloClient({ link: link$, cache: createCache() }) };
}

function result(error: string | null, person?: Record<string, unknown>) {
  return {
    __typename: 'PeopleResult',
    status: error ? 'error' : 'ok',
    error,
    people: person ?? null,
  };
}

/** The operations of a name the screens sent. */
export const named = (sent: readonly Sent[], name: string): Sent[] =>
  sent.filter((s) => s.operationName === name);
