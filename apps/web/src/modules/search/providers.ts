import type { TypedDocumentNode } from '@apollo/client';
import { NAVBAR_SEARCH_PEOPLE } from './people-search.graphql';
import { PeopleSearch, SearchContext, SearchProvider, localProvider, peopleProvider } from './search-model';
import { NAVBAR_SEARCH_LOCATIONS, NAVBAR_SEARCH_SERVICES } from './scheduling-search.graphql';

/** No business open (the app host before one is chosen): there are no people to search. */
export const NO_BUSINESS_TEXT = 'No business to search in';

/**
 * The people subgraph's search by name, e-mail or phone, in the business open in the session;
 * a newer query aborts it.
 */
export const searchPeople: PeopleSearch = async (query, limit, ctx) => {
  if (!ctx.apollo || !ctx.business) throw new Error(NO_BUSINESS_TEXT);
  const { data } = await ctx.apollo.query({
    query: NAVBAR_SEARCH_PEOPLE,
    variables: { business: ctx.business, search: query, limit },
    fetchPolicy: 'network-only',
    context: { fetchOptions: { signal: ctx.signal } },
  });
  return (data?.people ?? []).map((p) => ({
    id: p.id,
    firstName: p.firstName,
    lastName: p.lastName,
    email: p.email,
    phone: p.primaryPhone,
    status: p.status,
    staffRole: p.staffRole,
    photo: p.profilePhoto,
  }));
};

/** A catalogue list of the business open in the session, fresh (what was just added is found). */
async function catalogue<R, V extends { business: string }>(
  ctx: SearchContext,
  query: TypedDocumentNode<R, V>,
): Promise<R | undefined> {
  if (!ctx.apollo || !ctx.business) throw new Error(NO_BUSINESS_TEXT);
  const { data } = await ctx.apollo.query({
    query,
    variables: { business: ctx.business } as V,
    fetchPolicy: 'network-only',
    context: { fetchOptions: { signal: ctx.signal } },
  });
  return data;
}

/** The business's locations (the list the global search matches by name). */
export async function loadLocations(ctx: SearchContext) {
  return (await catalogue(ctx, NAVBAR_SEARCH_LOCATIONS))?.locations ?? [];
}

/** The business's services with their sessions (one list for both groups). */
export async function loadServices(ctx: SearchContext) {
  const services = (await catalogue(ctx, NAVBAR_SEARCH_SERVICES))?.services ?? [];
  return services.map((s) => ({ ...s, name: s.name ?? '' }));
}

/** Every session of the business's services, each with its service. */
export async function loadSessions(ctx: SearchContext) {
  return (await loadServices(ctx)).flatMap((service) =>
    service.sessions.map((session) => ({ ...session, service })),
  );
}

/**
 * The sources the global search asks. People (Clients and Staff) come from the people subgraph;
 * services, sessions and locations register here with localProvider as their subgraphs arrive.
 */
export const SEARCH_PROVIDERS: readonly SearchProvider[] = [
  peopleProvider(searchPeople),
  localProvider({
    id: 'services',
    group: 'Services',
    permitted: (can) => can('list', 'SERVICES'),
    load: loadServices,
    route: (s) => `/services/${s.id}/edit`,
    details: (s) => [s.typeLabel],
  }),
  localProvider({
    id: 'sessions',
    group: 'Sessions',
    permitted: (can) => can('read', 'SESSION'),
    load: loadSessions,
    route: (s) => `/services/${s.service.id}/sessions/${s.id}/edit`,
    details: (s) => [s.service.name],
  }),
  localProvider({
    id: 'locations',
    group: 'Locations',
    permitted: (can) => can('list', 'LOCATIONS'),
    load: loadLocations,
    route: (l) => `/locations/${l.id}/edit`,
    details: (l) => [l.address || l.city].filter((d): d is string => !!d),
  }),
];
