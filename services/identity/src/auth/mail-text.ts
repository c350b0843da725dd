/**
 * Text written by a business or a registrant (a business's fullName, a person's name, intro
 * texts) that goes into a mail. Every rule is here so that mail headers and bodies cannot
 * carry injected headers, hidden direction changes or unbounded text.
 */

/**
 * Characters never allowed in mail text: C0 controls (CR and LF end a header line, so they
 * would inject headers; TAB and the rest too), DEL, C1 controls, the Unicode line and
 * paragraph separators, and the bidirectional embedding, override and isolate controls
 * (which can make a text read differently from what it says).
 */
const isForbidden = (codePoint: number): boolean =>
  codePoint <= 0x1f ||
  (codePoint >= 0x7f && codePoint <= 0x9f) ||
  codePoint === 0x2028 ||
  codePoint === 0x2029 ||
  (codePoint >= 0x202a && codePoint <= 0x202e) ||
  (codePoint >= 0x2066 && codePoint <= 0x2069);

/** Lengths, in characters, of the business-written parts of a mail. */
export const MAIL_TEXT_LIMITS = {
  /** A business or person name inside a subject or a display name. */
  name: 64,
  /** A whole subject line. */
  subject: 120,
  /** A line of business-written text in a body. */
  line: 300,
} as const;

const ELLIPSIS = '…';

/**
 * One line of mail text: every forbidden character becomes a space, runs of white space
 * become one space, the ends are trimmed, and a text longer than `max` characters (code
 * points, so a cut never splits a character) is cut to `max - 1` characters plus '…'.
 */
export function mailLine(value: string | null | undefined, max: number = MAIL_TEXT_LIMITS.line): string {
  const line = Array.from(value ?? '')
    .map((c) => (isForbidden(c.codePointAt(0) ?? 0) ? ' ' : c))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = Array.from(line);
  if (chars.length <= max) return line;
  return `${chars
    .slice(0, Math.max(0, max - 1))
    .join('')
    .trimEnd()}${ELLIPSIS}`;
}

/** A name (business or person) as it may appear in a subject or a display name. */
export const mailName = (value: string | null | undefined, fallback: string): string =>
  mailLine(value, MAIL_TEXT_LIMITS.name) || fallback;

/**
 * A display name in a From header: a name without the address syntax characters < > " and \,
 * so that it cannot look like (or be read as) a second address.
 */
export const mailDisplayName = (value: string | null | undefined, fallback: string): string =>
  mailName(value?.replace(/[<>"\\]/g, ' '), fallback);

/** A subject line: one line, at most MAIL_TEXT_LIMITS.subject characters. */
export const mailSubject = (value: string): string => mailLine(value, MAIL_TEXT_LIMITS.subject);

/** Escapes text for an HTML body. */
export const escapeHtml = (s: string): string =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** Business-written text for an HTML body: cleaned as a line, then escaped. */
export const htmlLine = (value: string | null | undefined, max: number = MAIL_TEXT_LIMITS.line): string =>
  escapeHtml(mailLine(value, max));
