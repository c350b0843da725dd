import { LOAD_ERROR_TITLE } from '../../app/use-load-error';
import type { ApolloClient } from '@apollo/client';
import type { Action, Resource } from '@tempo/permissions';
import type { CurrentUser } from '../auth/types';

/** 003 §9: search constants. */
export const SEARCH_DEBOUNCE_MS = 300;
export const PEOPLE_SEARCH_LIMIT = 30;
export const SEARCH_MENU_MAX_HEIGHT = 450;

export const SEARCH_PLACEHOLDER = 'Search';
export const EMPTY_QUERY_TEXT = 'Search for Clients, Staff, Locations, Services, and Sessions';
export const NO_RESULTS_TEXT = 'No results';
/** A source that failed (003 §8 wording for failed queries). */
export const PROVIDER_ERROR_TEXT = LOAD_ERROR_TITLE;

/** The result groups, in the order the menu shows them (000 §2.8). */
export const SEARCH_GROUPS = ['Clients', 'Staff', 'Services', 'Sessions', 'Locations'] as const;
export type SearchGroup = (typeof SEARCH_GROUPS)[number];

/** Whether the signed-in user may perform an action on a resource. */
export type PermissionCheck = (action: Action | string, resource: Resource | string) => boolean;

export interface SearchContext {
  can: PermissionCheck;
  user: CurrentUser | null;
  /** Aborted when a newer query (or closing the menu) makes this search obsolete. */
  signal: AbortSignal;
  /** The API the providers that query it use, and the business the search is in (none on the app host). */
  apollo?: ApolloClient;
  business?: string | null;
}

export interface SearchResult {
  /** Unique within its group. */
  id: string;
  /** The group the result is listed under; its provider's group when left out. */
  group?: SearchGroup;
  label: string;
  /** Secondary facts under the label (a client card's e-mail, phone and status). */
  details?: readonly string[];
  /** Where opening the result goes. */
  route: string;
  /** 'client' renders the result as a client card. */
  card?: 'client';
  /** A client card's photo (URL). */
  photo?: string;
}

/**
 * One source of search results. Sources register in SEARCH_PROVIDERS as the subgraphs that
 * own the data arrive. A provider is permission-aware: it is asked only when `permitted`
 * allows it, and may use ctx.can to narrow what it returns.
 */
export interface SearchProvider {
  id: string;
  /** Its results' group (a result may name another one, as people do for Staff). */
  group: SearchGroup;
  permitted?(can: PermissionCheck): boolean;
  search(query: string, ctx: SearchContext): Promise<readonly SearchResult[]>;
}

export interface SearchSection {
  group: SearchGroup;
  results: readonly SearchResult[];
  /** A provider of this group failed; the others' results are still shown. */
  failed: boolean;
}

/** The query as searched: trimmed. */
export const normalizeQuery = (query: string): string => query.trim();

/** 000 §2.8: services and sessions are matched locally, by case-insensitive name. */
export function matchLocally<T extends { name: string }>(items: readonly T[], query: string): T[] {
  const needle = normalizeQuery(query).toLocaleLowerCase();
  if (!needle) return [];
  return items.filter((item) => item.name.toLocaleLowerCase().includes(needle));
}

/** A person as the people search returns them. */
export interface SearchPerson {
  id: string;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phone?: string | null;
  status?: string | null;
  staffRole?: string | null;
  /** The profile photo's URL. */
  photo?: string | null;
}

export function personName(person: SearchPerson): string {
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ').trim();
  return name || person.email || person.phone || person.id;
}

/** 'PEOPLE_STATUS_ACTIVE' or 'active' -> 'Active'. */
export function statusText(status: string): string {
  const bare = status
    .replace(/^[A-Z_]*STATUS_/, '')
    .replace(/_/g, ' ')
    .toLowerCase();
  return bare.charAt(0).toUpperCase() + bare.slice(1);
}

/**
 * 000 §2.8, §2.7: people with a staffRole are Staff (linked to /staff/{id}, shown by name);
 * the others are Clients (/clients/{id}), shown as a client card. Clients need PEOPLE list
 * and staff STAFF list; at most PEOPLE_SEARCH_LIMIT people are kept.
 */
export function peopleResults(people: readonly SearchPerson[], can: PermissionCheck): SearchResult[] {
  const clients = can('list', 'PEOPLE');
  const staff = can('list', 'STAFF');
  return people
    .filter((p) => (p.staffRole ? staff : clients))
    .slice(0, PEOPLE_SEARCH_LIMIT)
    .map((p): SearchResult => {
      const label = personName(p);
      if (p.staffRole) return { id: p.id, group: 'Staff', label, route: `/staff/${p.id}` };
      const details = [p.email, p.phone, p.status ? statusText(p.status) : null].filter(
        (d): d is string => !!d,
      );
      const card: SearchResult = {
        id: p.id,
        group: 'Clients',
        label,
        details,
        route: `/clients/${p.id}`,
        card: 'client',
      };
      return p.photo ? { ...card, photo: p.photo } : card;
    });
}

/** The people search a people provider calls (the people subgraph's query), in the search's context. */
export type PeopleSearch = (
  query: string,
  limit: number,
  ctx: SearchContext,
) => Promise<readonly SearchPerson[]>;

/** A provider over the people search: Clients and Staff. */
export function peopleProvider(searchPeople: PeopleSearch): SearchProvider {
  return {
    id: 'people',
    group: 'Clients',
    permitted: (can) => can('list', 'PEOPLE') || can('list', 'STAFF'),
    async search(query, ctx) {
      const people = await searchPeople(query, PEOPLE_SEARCH_LIMIT, ctx);
      return peopleResults(people, ctx.can);
    },
  };
}

export interface LocalProviderOptions<T extends { id: string; name: string }> {
  id: string;
  group: SearchGroup;
  permitted?(can: PermissionCheck): boolean;
  /** Every item of the kind (e.g. the services list, cached by the client). */
  load(ctx: SearchContext): Promise<readonly T[]>;
  route(item: T): string;
  details?(item: T): readonly string[];
}

/** A provider that loads a whole list and matches it locally by name (services, sessions). */
export function localProvider<T extends { id: string; name: string }>(
  options: LocalProviderOptions<T>,
): SearchProvider {
  return {
    id: options.id,
    group: options.group,
    permitted: options.permitted,
    async search(query, ctx) {
      return matchLocally(await options.load(ctx), query).map((item) => ({
        id: item.id,
        label: item.name,
        details: options.details?.(item),
        route: options.route(item),
      }));
    },
  };
}

/** A result's key in the menu. */
export const resultKey = (group: SearchGroup, result: SearchResult): string => `${group}:${result.id}`;

/**
 * Asks every permitted provider at once and groups what they return in the menu's order.
 * A failing provider marks its group failed and leaves the others' results in place.
 */
export async function runSearch(
  providers: readonly SearchProvider[],
  query: string,
  ctx: SearchContext,
): Promise<SearchSection[]> {
  const q = normalizeQuery(query);
  if (!q) return [];
  const asked = providers.filter((p) => !p.permitted || p.permitted(ctx.can));
  const settled = await Promise.allSettled(asked.map((p) => Promise.resolve().then(() => p.search(q, ctx))));
  const results = new Map<SearchGroup, SearchResult[]>();
  const failed = new Set<SearchGroup>();
  settled.forEach((outcome, i) => {
    const provider = asked[i];
    if (outcome.status === 'rejected') {
      failed.add(provider.group);
      return;
    }
    for (const result of outcome.value) {
      const group = result.group ?? provider.group;
      const list = results.get(group) ?? [];
      if (!list.some((r) => r.id === result.id)) list.push({ ...result, group });
      results.set(group, list);
    }
  });
  return SEARCH_GROUPS.filter((g) => (results.get(g)?.length ?? 0) > 0 || failed.has(g)).map((group) => ({
    group,
    results: results.get(group) ?? [],
    failed: failed.has(group),
  }));
}
