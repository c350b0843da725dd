// Text that goes into a notification mail: names and lines written by businesses and clients are cleaned so
// that they cannot inject headers or hide direction changes, and bodies are escaped for HTML.

/** C0 and C1 controls, DEL, line and paragraph separators, bidirectional embeddings and isolates. */
const isForbidden = (codePoint: number): boolean =>
  codePoint <= 0x1f ||
  (codePoint >= 0x7f && codePoint <= 0x9f) ||
  codePoint === 0x2028 ||
  codePoint === 0x2029 ||
  (codePoint >= 0x202a && codePoint <= 0x202e) ||
  (codePoint >= 0x2066 && codePoint <= 0x2069);

/** One line: forbidden characters become spaces, runs of white space one space, at most `max` characters. */
export function mailLine(value: string | null | undefined, max = 300): string {
  const line = Array.from(value ?? '')
    .map((c) => (isForbidden(c.codePointAt(0) ?? 0) ? ' ' : c))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = Array.from(line);
  return chars.length <= max
    ? line
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** A name in a display name: one line of at most 64 characters without address syntax (< > " \). */
export const mailDisplayName = (value: string | null | undefined, fallback: string): string =>
  mailLine((value ?? '').replace(/[<>"\\]/g, ' '), 64) || fallback;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
