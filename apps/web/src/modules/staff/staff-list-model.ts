import { searchQuery, searchText } from '@tempo/people-rules';
import type { StaffListItem } from './staff.graphql';

/**
 * The staffs page's search: the text the server searches people by (names, e-mail, phone
 * digits), matched against the query as the server reads it, so the box finds what the
 * server would.
 */
export function filterStaff(rows: readonly StaffListItem[], query: string): StaffListItem[] {
  const q = searchQuery(query);
  if (!q) return [...rows];
  return rows.filter((row) => searchText(row).includes(q));
}

/** The phone a list shows: the primary one, else the first. */
export const phoneOf = (p: { primaryPhone?: string | null; phones: readonly string[] }): string =>
  p.primaryPhone || p.phones[0] || '';

/** Initials for an avatar without a photo. */
export const initialsOf = (p: { firstName: string; lastName: string }): string =>
  `${p.firstName.charAt(0)}${p.lastName.charAt(0)}`.toUpperCase();
