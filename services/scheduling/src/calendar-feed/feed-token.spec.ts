import { FEED_TOKEN_BYTES, feedPath, feedTokenOf, isFeedToken } from './feed-token';

/** A fixed 32-byte token (bytes 3, 10, 17, …), as the caller's random draw would be encoded. */
const TOKEN = Buffer.from(Array.from({ length: FEED_TOKEN_BYTES }, (_, i) => i * 7 + 3)).toString(
  'base64url',
);

describe('feed token', () => {
  it('32 bytes in base64url without padding is a token of 43 characters', () => {
    expect(TOKEN).toHaveLength(43);
    expect(isFeedToken(TOKEN)).toBe(true);
    expect(isFeedToken(Buffer.alloc(32, 0xff).toString('base64url'))).toBe(true);
  });

  it('another length, padding or the standard base64 alphabet is not a token', () => {
    expect(isFeedToken(Buffer.alloc(31, 1).toString('base64url'))).toBe(false);
    expect(isFeedToken(Buffer.alloc(33, 1).toString('base64url'))).toBe(false);
    expect(isFeedToken(`${TOKEN}=`)).toBe(false);
    expect(isFeedToken(Buffer.alloc(32, 0xfb).toString('base64'))).toBe(false);
    expect(isFeedToken('')).toBe(false);
  });

  it('a last character carrying stray bits is refused, so each token has one spelling', () => {
    const stray = `${TOKEN.slice(0, 42)}${TOKEN[42] === 'B' ? 'C' : 'B'}`;
    expect(Buffer.from(stray, 'base64url')).toHaveLength(32);
    expect(isFeedToken(stray)).toBe(false);
  });

  it('the feed path is /ical/<token>.ics, and a non-token is refused', () => {
    expect(feedPath(TOKEN)).toBe(`/ical/${TOKEN}.ics`);
    expect(() => feedPath('../secret')).toThrow('Not a calendar feed token');
  });

  it('the token is read back from its feed path and from nothing else', () => {
    expect(feedTokenOf(feedPath(TOKEN))).toBe(TOKEN);
    expect(feedTokenOf(`/ical/${TOKEN}.ics?x=1`)).toBeNull();
    expect(feedTokenOf(`/ical/${TOKEN}`)).toBeNull();
    expect(feedTokenOf(`/other/${TOKEN}.ics`)).toBeNull();
  });
});
