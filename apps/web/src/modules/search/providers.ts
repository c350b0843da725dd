import { NAVBAR_SEARCH_PEOPLE } from './people-search.graphql';
import { PeopleSearch, SearchContext, SearchProvider, localProvider, peopleProvider } from './search-model';
import { NAVBAR_SEARCH_LOCATIONS } from './scheduling-search.graphql';

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

/** The business's locations (the list the global search matches by name). */
export async function loadLocations(ctx: SearchContext) {
  if (!ctx.apollo || !ctx.business) throw new Error(NO_BUSINESS_TEXT);
  const { data } = await ctx.apollo.query({
    query: NAVBAR_SEARCH_LOCATIONS,
    variables: { business: ctx.business },
    fetchPolicy: 'cache-first',
    context: { fetchOptions: { signal: ctx.signal } },
  });
  return data?.locations ?? [];
}

/**
 * The sources the global search asks. People (Clients and Staff) come from the people subgraph;
 * services, sessions and locations register here with localProvider as their subgraphs arrive.
 */
export const SEARCH_PROVIDERS: readonly SearchProvider[] = [
  peopleProvider(searchPeople),
  localProvider({
    id: 'locations',
    group: 'Locations',
    permitted: (can) => can('list', 'LOCATIONS'),
    load: loadLocations,
    route: (l) => `/locations/${l.id}/edit`,
    details: (l) => [l.address || l.city].filter((d): d is string => !!d),
  }),
];
