import type { SearchProvider } from './search-model';

/**
 * The sources the global search asks. The people (Clients and Staff), services, sessions and
 * locations providers register here as their subgraphs arrive: people with peopleProvider,
 * services and sessions with localProvider (matched locally by name).
 */
export const SEARCH_PROVIDERS: readonly SearchProvider[] = [];
