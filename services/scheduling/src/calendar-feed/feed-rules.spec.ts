import { DateTime } from 'luxon';
import {
  clientFeedStatus,
  FEED_TEXTS,
  feedPeriod,
  feedPerson,
  feedTokenHash,
  feedWindow,
  isFeedPeriod,
} from './feed-rules';

const ME = '01a20be5-267b-7093-8c9e-10b5efe5f621';
const CHILD = '01a20be5-3062-724b-865f-93b309d62d27';
const STRANGER = '01a20be5-4444-7444-8444-444444444444';

describe('feed period', () => {
  it.each([1, 6, 12])('%i months is a period', (months) => {
    expect(isFeedPeriod(months)).toBe(true);
    expect(feedPeriod(months)).toEqual({ months });
  });

  it.each([0, 13, -1, 1.5, Number.NaN, null, undefined, '3'])('%p is refused with the period text', (v) => {
    expect(isFeedPeriod(v)).toBe(false);
    expect(feedPeriod(v)).toEqual({ error: 'periodMonth must be a whole number of months from 1 to 12' });
  });
});

describe('feed window', () => {
  const at = (zone: string) => (d: Date) => DateTime.fromJSDate(d, { zone }).toISO();

  it('runs from a month before now to periodMonths after, on the calendar of the business zone', () => {
    const zone = 'America/New_York';
    const now = new Date('2027-03-31T16:00:00Z'); // 12:00 EDT on 31 March
    const { from, to } = feedWindow(now, 3, zone);
    const local = at(zone);
    // 31 March less a month is the last day of February (EST: the clocks went forward on 14 March).
    expect(local(from)).toBe('2027-02-28T12:00:00.000-05:00');
    expect(local(to)).toBe('2027-06-30T12:00:00.000-04:00');
  });

  it('keeps the wall-clock time across a DST change, so the window is not a fixed number of hours', () => {
    const zone = 'Europe/London';
    const now = new Date('2027-04-15T09:00:00Z'); // 10:00 BST
    const { from, to } = feedWindow(now, 12, zone);
    expect(from.toISOString()).toBe('2027-03-15T10:00:00.000Z'); // 10:00 GMT
    expect(to.toISOString()).toBe('2028-04-15T09:00:00.000Z');
  });

  it('refuses an unknown zone', () => {
    expect(() => feedWindow(new Date(), 1, 'Mars/Olympus_Mons')).toThrow(/Invalid feed zone/);
  });
});

describe('feed token hash', () => {
  it('is the SHA-256 of the token in hex, the same for the same token and different for another', () => {
    const token = Buffer.alloc(32, 7).toString('base64url');
    expect(feedTokenHash(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(feedTokenHash(token)).toBe(feedTokenHash(`${token}`));
    expect(feedTokenHash(token)).not.toBe(feedTokenHash(Buffer.alloc(32, 8).toString('base64url')));
    expect(feedTokenHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe("a client's feed status for an event", () => {
  it('an active event stays active while one of the family is still booked', () => {
    expect(clientFeedStatus('EVENT_STATUS_ACTIVE', [null])).toBe('EVENT_STATUS_ACTIVE');
    expect(clientFeedStatus('EVENT_STATUS_ACTIVE', ['CANCELED', null])).toBe('EVENT_STATUS_ACTIVE');
    expect(clientFeedStatus('EVENT_STATUS_ACTIVE', ['COMPLETED'])).toBe('EVENT_STATUS_ACTIVE');
  });

  it('is canceled, or late canceled, when every family participation is cancelled', () => {
    expect(clientFeedStatus('EVENT_STATUS_ACTIVE', ['CANCELED'])).toBe('EVENT_STATUS_CANCELED');
    expect(clientFeedStatus('EVENT_STATUS_HOLD', ['CANCELED', 'LATE_CANCELED'])).toBe(
      'EVENT_STATUS_LATE_CANCELED',
    );
  });

  it("an event that is no longer on keeps its own status (the staff's cancellation wins)", () => {
    expect(clientFeedStatus('EVENT_STATUS_STAFF_CANCELED', ['CANCELED'])).toBe('EVENT_STATUS_STAFF_CANCELED');
    expect(clientFeedStatus('EVENT_STATUS_LOCATION_SKIP', [null])).toBe('EVENT_STATUS_LOCATION_SKIP');
    expect(clientFeedStatus('EVENT_STATUS_ACTIVE', [])).toBe('EVENT_STATUS_ACTIVE');
  });
});

describe('whose feed', () => {
  it('no id, a blank id or one’s own id is oneself', () => {
    expect(feedPerson(ME, null, [], false)).toEqual({ personId: ME });
    expect(feedPerson(ME, '  ', [], true)).toEqual({ personId: ME });
    expect(feedPerson(ME, ME, [CHILD], false)).toEqual({ personId: ME });
  });

  it("a dependent's id is the dependent; anyone else's is refused", () => {
    expect(feedPerson(ME, CHILD, [CHILD], false)).toEqual({ personId: CHILD });
    expect(feedPerson(ME, STRANGER, [CHILD], false)).toEqual({ error: FEED_TEXTS.id });
  });

  it("a staff calendar is one's own only; a visitor has none", () => {
    expect(feedPerson(ME, CHILD, [CHILD], true)).toEqual({ error: FEED_TEXTS.staffOwn });
    expect(feedPerson(null, null, [], false)).toEqual({ error: FEED_TEXTS.notSignedIn });
  });
});
