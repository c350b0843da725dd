import { actorAs } from '../common/actor.fixture';
import { refusal } from '../common/user-error.testing';
import {
  checkStatus,
  checkWindows,
  dateRange,
  isUnsubscribeToken,
  mayReachClient,
  MAX_WINDOWS,
  newUnsubscribeToken,
  optionalId,
  takesForAnyClient,
  tokenHash,
  unsubscribePath,
  WAITLIST_TEXTS,
  waitlistTitle,
} from './waitlist-rules';

describe('waitlist notification input', () => {
  it('keeps windows with weekdays in the week order, without repeats, and times HH:MM', () => {
    expect(checkWindows([{ weekdays: ['fr', 'MO', 'mo'], fromTime: '09:00', toTime: '12:30' }])).toEqual([
      { weekdays: ['MO', 'FR'], fromTime: '09:00', toTime: '12:30' },
    ]);
  });

  it('keeps a window that runs past midnight, and one of a whole day', () => {
    expect(checkWindows([{ weekdays: ['SA'], fromTime: '22:00', toTime: '02:00' }])[0].toTime).toBe('02:00');
    expect(checkWindows([{ weekdays: ['SU'], fromTime: '00:00', toTime: '00:00' }])[0]).toEqual({
      weekdays: ['SU'],
      fromTime: '00:00',
      toTime: '00:00',
    });
  });

  it.each([
    [null, WAITLIST_TEXTS.windowsRequired],
    [[], WAITLIST_TEXTS.windowsRequired],
    [[{ weekdays: [], fromTime: '09:00', toTime: '10:00' }], WAITLIST_TEXTS.weekdays],
    [[{ weekdays: ['XX'], fromTime: '09:00', toTime: '10:00' }], WAITLIST_TEXTS.weekdays],
    [[{ weekdays: ['MO'], fromTime: '9:00', toTime: '10:00' }], WAITLIST_TEXTS.time('fromTime')],
    [[{ weekdays: ['MO'], fromTime: '09:00', toTime: '24:00' }], WAITLIST_TEXTS.time('toTime')],
    [[{ weekdays: ['MO'], fromTime: '09:00', toTime: null }], WAITLIST_TEXTS.time('toTime')],
    [
      Array.from({ length: MAX_WINDOWS + 1 }, () => ({
        weekdays: ['MO'],
        fromTime: '09:00',
        toTime: '10:00',
      })),
      WAITLIST_TEXTS.tooManyWindows,
    ],
  ])('refuses windows %j', (windows, text) => {
    expect(refusal(() => checkWindows(windows))).toBe(text);
  });

  it('reads local dates in order, both included', () => {
    expect(dateRange(' 2027-03-01 ', '2027-03-01')).toEqual({ fromDate: '2027-03-01', toDate: '2027-03-01' });
  });

  it.each([
    [null, '2027-03-01', WAITLIST_TEXTS.required('fromDate')],
    ['2027-02-30', '2027-03-01', WAITLIST_TEXTS.date('fromDate')],
    ['2027-03-01', '03/02/2027', WAITLIST_TEXTS.date('toDate')],
    ['2027-03-02', '2027-03-01', WAITLIST_TEXTS.dates],
  ])('refuses dates %s .. %s', (from, to, text) => {
    expect(refusal(() => dateRange(from, to))).toBe(text);
  });

  it('reads statuses in any case and refuses others', () => {
    expect(checkStatus(' unsubscribed ')).toBe('UNSUBSCRIBED');
    expect(refusal(() => checkStatus('DONE'))).toBe(WAITLIST_TEXTS.status);
  });

  it('takes an optional id only when it is an id', () => {
    expect(optionalId('staffId', ' ', 'bad')).toBeNull();
    expect(optionalId('staffId', '0190a5f2-1b2c-7d3e-8f40-123456789abc', 'bad')).toBe(
      '0190a5f2-1b2c-7d3e-8f40-123456789abc',
    );
    expect(refusal(() => optionalId('staffId', 'nobody', 'bad'))).toBe('bad');
  });

  it('shows a notification as the client’s', () => {
    expect(waitlistTitle('Chloe Client')).toBe("Chloe Client's appointment waitlist notification");
  });
});

describe('who reaches a client’s waitlist', () => {
  it('staff with WAITLIST_NOTIFICATION reach every client', () => {
    expect(mayReachClient(actorAs('staff'), 'list', 'someone', [])).toBe(true);
    expect(mayReachClient(actorAs('staff'), 'update', 'someone', [])).toBe(true);
  });

  it('a client reaches themself and their dependents only', () => {
    expect(mayReachClient(actorAs('client', 'me'), 'list', 'me', ['me', 'kid'])).toBe(true);
    expect(mayReachClient(actorAs('client', 'me'), 'create', 'kid', ['me', 'kid'])).toBe(true);
    expect(mayReachClient(actorAs('client', 'me'), 'update', 'other', ['me', 'kid'])).toBe(false);
  });

  it('limited staff do not reach other clients', () => {
    expect(mayReachClient(actorAs('limited_staff'), 'list', 'other', ['me'])).toBe(false);
  });

  it('staff who book appointments take offers for their clients; clients do not', () => {
    expect(takesForAnyClient(actorAs('staff'))).toBe(true);
    expect(takesForAnyClient(actorAs('client'))).toBe(false);
  });
});

describe('unsubscribe tokens', () => {
  it('are new each time, url-safe, and kept only as a hash', () => {
    const a = newUnsubscribeToken();
    const b = newUnsubscribeToken();
    expect(a).not.toBe(b);
    expect(isUnsubscribeToken(a)).toBe(true);
    expect(tokenHash(a)).not.toContain(a);
    expect(tokenHash(a)).toBe(tokenHash(a));
    expect(tokenHash(a)).not.toBe(tokenHash(b));
  });

  it('refuse text that is not a token', () => {
    expect(isUnsubscribeToken('')).toBe(false);
    expect(isUnsubscribeToken('abc')).toBe(false);
    expect(isUnsubscribeToken(`${'a'.repeat(42)}/`)).toBe(false);
  });

  it('link to the public unsubscribe page', () => {
    expect(unsubscribePath('n1', 'a-b_c')).toBe('/waitlistnotification/n1/unsubscribe?token=a-b_c');
  });
});
