import { PEOPLE_LIMITS, PEOPLE_TEXTS } from '@tempo/people-rules';
import type { PeopleAdvancedQueryVariables } from '../../gql/graphql';

/** The date ranges peopleAdvanced filters on (001 §7.1), as the screen labels them. */
export const RANGE_LABELS = {
  created: 'Created',
  loggedIn: 'Last logged in',
  birthdate: 'Birth date',
  newMember: 'Became a member',
  lostMember: 'Membership lost',
} as const;

export type RangeKey = keyof typeof RANGE_LABELS;
export const RANGE_KEYS = Object.keys(RANGE_LABELS) as RangeKey[];

export interface DayRange {
  /** YYYY-MM-DD or '' (open). */
  from: string;
  to: string;
}

export type Choice = 'any' | 'yes' | 'no';
export type Who = 'clients' | 'staff' | 'everyone';

export interface AdvancedValues {
  search: string;
  tags: string[];
  flags: string[];
  statuses: string[];
  attributeName: string;
  attributeValue: string;
  photoRelease: Choice;
  who: Who;
  includeHidden: boolean;
  ranges: Record<RangeKey, DayRange>;
}

export const emptyAdvanced = (): AdvancedValues => ({
  search: '',
  tags: [],
  flags: [],
  statuses: [],
  attributeName: '',
  attributeValue: '',
  photoRelease: 'any',
  who: 'clients',
  includeHidden: false,
  ranges: Object.fromEntries(RANGE_KEYS.map((k) => [k, { from: '', to: '' }])) as Record<RangeKey, DayRange>,
});

export const RANGE_ORDER_ERROR = 'The end must not be before the start';

/** What stops a search: an attribute value without its name, a range ending before it starts. */
export function validateAdvanced(values: AdvancedValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (values.attributeValue.trim() && !values.attributeName.trim())
    errors.attributeName = PEOPLE_TEXTS.required('Attribute name');
  for (const key of RANGE_KEYS) {
    const { from, to } = values.ranges[key];
    if (from && to && to < from) errors[`ranges.${key}.to`] = RANGE_ORDER_ERROR;
  }
  return errors;
}

/** A day's first or last instant where the browser is (the staff member's own day), as ISO. */
export function dayEdge(day: string, edge: 'start' | 'end'): string {
  const [y, m, d] = day.split('-').map(Number);
  const date = edge === 'start' ? new Date(y, m - 1, d, 0, 0, 0, 0) : new Date(y, m - 1, d, 23, 59, 59, 999);
  return date.toISOString();
}

const list = (items: readonly string[]) => {
  const kept = items.map((s) => s.trim()).filter(Boolean);
  return kept.length ? kept : null;
};

const choice = (c: Choice): boolean | null => (c === 'any' ? null : c === 'yes');

/**
 * The query's filters: only what is set is sent. Birth dates are days; the other ranges are
 * instants, a day counting from its first to its last moment.
 */
export function advancedVariables(values: AdvancedValues): Omit<PeopleAdvancedQueryVariables, 'business'> {
  const vars: Omit<PeopleAdvancedQueryVariables, 'business'> = { limit: PEOPLE_LIMITS.advanced };
  const search = values.search.trim();
  if (search) vars.search = search;
  const tags = list(values.tags);
  if (tags) vars.tags = tags;
  const flags = list(values.flags);
  if (flags) vars.flags = flags;
  const statuses = list(values.statuses);
  if (statuses) vars.statuses = statuses;
  const name = values.attributeName.trim();
  if (name) vars.customAttribute = { name, value: values.attributeValue.trim() || null };
  const photoRelease = choice(values.photoRelease);
  if (photoRelease !== null) vars.photoRelease = photoRelease;
  if (values.who !== 'everyone') vars.staff = values.who === 'staff';
  if (values.includeHidden) vars.includeHidden = true;
  for (const key of RANGE_KEYS) {
    const { from, to } = values.ranges[key];
    if (!from && !to) continue;
    const asDay = key === 'birthdate';
    vars[key] = {
      from: from ? (asDay ? from : dayEdge(from, 'start')) : null,
      to: to ? (asDay ? to : dayEdge(to, 'end')) : null,
    };
  }
  return vars;
}

/** The count line of the results (the search stops at 1000 people). */
export function resultCount(count: number): string {
  if (count >= PEOPLE_LIMITS.advanced) return `The first ${PEOPLE_LIMITS.advanced} people found`;
  return `${count} ${count === 1 ? 'person' : 'people'} found`;
}
