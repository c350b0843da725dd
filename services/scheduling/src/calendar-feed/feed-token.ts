/**
 * The secret part of a calendar feed's URL (selfCreateIcalUrl, 001 §7.1): 32 random bytes the caller
 * draws, written in base64url without padding (43 characters). These helpers only check and format it.
 */

/** How many random bytes a feed token holds. */
export const FEED_TOKEN_BYTES = 32;

const SHAPE = /^[A-Za-z0-9_-]{43}$/;
const PATH = /^\/ical\/([A-Za-z0-9_-]{43})\.ics$/;

/**
 * True when `text` is the canonical base64url form (no padding) of exactly 32 bytes: 43 characters of
 * the URL-safe alphabet whose last one carries no stray bits, so each token has one spelling only.
 */
export function isFeedToken(text: string): boolean {
  if (!SHAPE.test(text)) return false;
  const bytes = Buffer.from(text, 'base64url');
  return bytes.length === FEED_TOKEN_BYTES && bytes.toString('base64url') === text;
}

/** The feed's path, '/ical/<token>.ics'; a text that is not a feed token is refused. */
export function feedPath(token: string): string {
  if (!isFeedToken(token)) throw new Error('Not a calendar feed token');
  return `/ical/${token}.ics`;
}

/** The token of a feed path '/ical/<token>.ics', or null when the path is not one. */
export function feedTokenOf(path: string): string | null {
  const token = PATH.exec(path)?.[1];
  return token !== undefined && isFeedToken(token) ? token : null;
}
