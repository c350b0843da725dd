/** The longest a calendar resource header's text is shown (002 §2.5). */
export const HEADER_MAX_LENGTH = 18;

const ELLIPSIS = '…';

/**
 * A calendar header's text truncated in the middle to at most `max` characters (002 §2.5): a text
 * that fits is kept as it is; a longer one keeps its beginning and its end around an ellipsis
 * ('Piano Room Main Studio' -> 'Piano Roo…n Studio'), the beginning one character longer when the
 * kept characters are odd. Blanks around the ellipsis are dropped, and characters are counted as
 * the reader sees them (an emoji or an accented letter is one).
 */
export function middleTruncate(text: string, max: number = HEADER_MAX_LENGTH): string {
  const chars = Array.from(text.trim());
  if (chars.length <= max) return chars.join('');
  if (max <= 1) return ELLIPSIS.slice(0, max);
  const kept = max - 1;
  const head = chars
    .slice(0, Math.ceil(kept / 2))
    .join('')
    .trimEnd();
  const tail = chars
    .slice(chars.length - Math.floor(kept / 2))
    .join('')
    .trimStart();
  return `${head}${ELLIPSIS}${tail}`;
}
