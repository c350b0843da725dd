/** A name as stored: trimmed, runs of white space one space. */
export const cleanName = (v: string | null | undefined): string => (v ?? '').trim().replace(/\s+/g, ' ');

/** The display name: first, middle initial, last (001 §9 "names abbreviated with middle initials"). */
export function displayName(p: { firstName: string; middleName?: string | null; lastName: string }): string {
  const middle = cleanName(p.middleName);
  return [cleanName(p.firstName), middle ? `${middle.charAt(0).toUpperCase()}.` : '', cleanName(p.lastName)]
    .filter(Boolean)
    .join(' ');
}

/** The text a person is searched by: names, e-mail and phone digits, lower-cased. */
export function searchText(p: {
  firstName: string;
  middleName?: string | null;
  lastName: string;
  email?: string | null;
  phones?: readonly string[];
}): string {
  const digits = (p.phones ?? []).map((x) => x.replace(/\D/g, ''));
  // A national form of each number too (without the leading country code 1), so local searches match.
  const national = digits.filter((d) => d.length === 11 && d.startsWith('1')).map((d) => d.slice(1));
  return [p.firstName, p.middleName ?? '', p.lastName, p.email ?? '', ...digits, ...national]
    .map((x) => x.trim().toLowerCase())
    .filter(Boolean)
    .join(' ');
}

/**
 * A search query as the search column is matched: lower-cased; a query that
 * is mostly digits (a phone number) keeps its digits only.
 */
export function searchQuery(q: string): string {
  const t = q.trim().toLowerCase().replace(/\s+/g, ' ');
  const digits = t.replace(/\D/g, '');
  return digits.length >= 3 && digits.length >= t.replace(/[\s\-().+]/g, '').length ? digits : t;
}
