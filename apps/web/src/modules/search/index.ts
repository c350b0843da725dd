export { GlobalSearch } from './global-search';
export type { GlobalSearchProps } from './global-search';
export { SEARCH_PROVIDERS } from './providers';
export {
  PEOPLE_SEARCH_LIMIT,
  SEARCH_DEBOUNCE_MS,
  SEARCH_GROUPS,
  SEARCH_MENU_MAX_HEIGHT,
  localProvider,
  matchLocally,
  peopleProvider,
  peopleResults,
  runSearch,
} from './search-model';
export type {
  LocalProviderOptions,
  PeopleSearch,
  PermissionCheck,
  SearchContext,
  SearchGroup,
  SearchPerson,
  SearchProvider,
  SearchResult,
  SearchSection,
} from './search-model';
