import { PEOPLE_LIMITS } from '@tempo/people-rules';

/** Rows of a client list page and of its search (001 §9 client page). */
export const CLIENT_PAGE_SIZE = PEOPLE_LIMITS.clientPage;

/**
 * The status that makes a client a prospect. Statuses are the business's own words (its
 * clientStatuses setting); the specification names no prospect status, so the Prospects list
 * shows the clients whose status is 'Prospect'.
 */
export const PROSPECT_STATUS = 'Prospect';

/** 001 §2.2, 000 §2.7: a person links to /staff/{id} when it has a staffRole, otherwise to /clients/{id}. */
export const personPath = (person: { id: string; staffRole?: string | null }): string =>
  person.staffRole ? `/staff/${person.id}` : `/clients/${person.id}`;

/**
 * What a client list shows: the search typed, the filters, and the cursors of the pages walked
 * through (the first page has none; each next page takes the cursor of the last response).
 */
export interface ListState {
  search: string;
  status: string | null;
  flag: string;
  /** The cursor each page shown so far was asked with; the last one is the current page's. */
  cursors: readonly (string | null)[];
}

export type ListAction =
  | { type: 'search'; search: string }
  | { type: 'status'; status: string | null }
  | { type: 'flag'; flag: string }
  /** The next page, with the cursor of the last response. */
  | { type: 'next'; cursor: string }
  | { type: 'previous' };

export const INITIAL_LIST: ListState = { search: '', status: null, flag: '', cursors: [null] };

/** A changed search or filter starts from the first page: a cursor belongs to the query that gave it. */
export function listReducer(state: ListState, action: ListAction): ListState {
  switch (action.type) {
    case 'search':
      return { ...state, search: action.search, cursors: [null] };
    case 'status':
      return { ...state, status: action.status, cursors: [null] };
    case 'flag':
      return { ...state, flag: action.flag, cursors: [null] };
    case 'next':
      return { ...state, cursors: [...state.cursors, action.cursor] };
    case 'previous':
      return state.cursors.length > 1 ? { ...state, cursors: state.cursors.slice(0, -1) } : state;
  }
}

/** The page shown, from 1. */
export const pageNumber = (state: ListState): number => state.cursors.length;

/** The list's query: the search when one is typed, else the current page of the paginated list. */
export type ListQuery =
  | { kind: 'search'; variables: { search: string; status: string | null; limit: number } }
  | {
      kind: 'page';
      variables: { status: string | null; flag: string | null; cursor: string | null; limit: number };
    };

/**
 * The query of a list state. `search` is the search as debounced (the state's own follows every
 * key); `fixedStatus` is the status a list is made of (the prospects), over the status filter.
 */
export function listQuery(state: ListState, search: string, fixedStatus?: string): ListQuery {
  const status = fixedStatus ?? state.status;
  const text = search.trim();
  if (text) return { kind: 'search', variables: { search: text, status, limit: CLIENT_PAGE_SIZE } };
  return {
    kind: 'page',
    variables: {
      status,
      flag: state.flag.trim() || null,
      cursor: state.cursors[state.cursors.length - 1] ?? null,
      limit: CLIENT_PAGE_SIZE,
    },
  };
}

/** 'PEOPLE_STATUS_ACTIVE' or 'Active' as shown: the business's own words are kept. */
export function statusLabel(status: string | null | undefined): string {
  if (!status) return '-';
  if (!/^[A-Z0-9_]+$/.test(status)) return status;
  const bare = status
    .replace(/^[A-Z_]*STATUS_/, '')
    .replace(/_/g, ' ')
    .toLowerCase();
  return bare.charAt(0).toUpperCase() + bare.slice(1);
}

/** The status choices: the business's statuses, and a value in use that is no longer one of them. */
export function statusOptions(
  statuses: readonly string[] | null | undefined,
  current?: string | null,
): string[] {
  const list = [...(statuses ?? [])];
  if (current && !list.includes(current)) list.push(current);
  return list;
}

/** Initials for an avatar without a photo ('Ada K. Lovelace' -> 'AL'). */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((w) => w && !/^[A-Z]\.$/.test(w));
  const first = words[0]?.charAt(0) ?? '';
  const last = words.length > 1 ? words[words.length - 1].charAt(0) : '';
  return (first + last).toUpperCase();
}
