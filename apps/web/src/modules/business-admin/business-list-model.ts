import { BUSINESS_STATUSES } from '@tempo/contracts';
import type { BusinessListItem } from './business-admin.graphql';

/** The columns the list can be sorted by. */
export type SortKey =
  | 'name'
  | 'fullName'
  | 'status'
  | 'createdAt'
  | 'contactEmail'
  | 'prospectCompletion'
  | 'prospectLikelihood'
  | 'activitiesLast1d'
  | 'activitiesLast7d'
  | 'activitiesLast30d'
  | 'planAmountDue';

export interface Sort {
  key: SortKey;
  direction: 'asc' | 'desc';
}

export const DEFAULT_SORT: Sort = { key: 'fullName', direction: 'asc' };

/** 'BUSINESS_STATUS_ACTIVE' -> 'Active'. */
export function statusLabel(status: string | null | undefined): string {
  if (!status) return '-';
  const word = status.replace(/^BUSINESS_STATUS_/, '').toLowerCase();
  return word.charAt(0).toUpperCase() + word.slice(1);
}

export const STATUS_OPTIONS = BUSINESS_STATUSES.map((status) => ({
  value: status,
  label: statusLabel(status),
}));

export interface ListFilter {
  /** Matched, case-insensitively, against name, fullName and contactEmail. */
  text: string;
  /** A business status, or null for all. */
  status: string | null;
}

export function filterBusinesses(items: readonly BusinessListItem[], filter: ListFilter): BusinessListItem[] {
  const needle = filter.text.trim().toLowerCase();
  return items.filter((b) => {
    if (filter.status && b.status !== filter.status) return false;
    if (!needle) return true;
    return [b.name, b.fullName, b.contactEmail].some((v) => v?.toLowerCase().includes(needle));
  });
}

/** Sorted by one column; empty values always last, ties by name. */
export function sortBusinesses(items: readonly BusinessListItem[], sort: Sort): BusinessListItem[] {
  const factor = sort.direction === 'asc' ? 1 : -1;
  return [...items].sort((a, b) => {
    const x = a[sort.key];
    const y = b[sort.key];
    const xEmpty = x === null || x === undefined || x === '';
    const yEmpty = y === null || y === undefined || y === '';
    if (xEmpty || yEmpty) return xEmpty === yEmpty ? a.name.localeCompare(b.name) : xEmpty ? 1 : -1;
    const order =
      typeof x === 'number' && typeof y === 'number'
        ? x - y
        : String(x).localeCompare(String(y), undefined, { sensitivity: 'base' });
    return order !== 0 ? order * factor : a.name.localeCompare(b.name);
  });
}

/** Clicking a column sorts by it ascending; clicking it again reverses the order. */
export function nextSort(current: Sort, key: SortKey): Sort {
  if (current.key !== key) return { key, direction: 'asc' };
  return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

/** Percentages display as 'N%', or '-' when empty (003 §9). */
export const percent = (value: number | null | undefined): string =>
  value === null || value === undefined ? '-' : `${value}%`;

export const count = (value: number | null | undefined): string =>
  value === null || value === undefined ? '-' : String(value);

/** The date part of an ISO timestamp. */
export const day = (value: string | null | undefined): string => (value ? value.slice(0, 10) : '-');

/** An amount in minor units in the plan's currency, with 2 decimals (003 §9). */
export function money(minor: number | null | undefined, currency: string | null | undefined): string {
  if (minor === null || minor === undefined) return '-';
  const amount = (minor / 100).toFixed(2);
  return currency ? `${amount} ${currency}` : amount;
}

/** The plan column: type and account status. */
export function planLabel(plan: BusinessListItem['plan']): string {
  const parts = [plan?.planType, plan?.accountStatus].filter(Boolean);
  return parts.length ? parts.join(' · ') : '-';
}
