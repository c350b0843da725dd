import { BUSINESS_STATUSES } from '@tempo/contracts';
import type { BusinessListItem } from './business-admin.graphql';

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

/** In order of name: the list's order among businesses that sort alike. */
export const byName = (items: readonly BusinessListItem[]): BusinessListItem[] =>
  [...items].sort((a, b) => a.name.localeCompare(b.name));

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
