import {
  expireOffers,
  makeOffer,
  nextOffer,
  takeOffer,
  type NextOfferInput,
  type WaitlistOffer,
} from './waitlist-offers';
import { at, MINUTE, request, slot } from './waitlist.testing';

const NY = 'America/New_York';
const now = at('2027-03-10T12:00:00-05:00');
const opened = slot('2027-03-12T15:00:00-05:00', 60);
const input = (over: Partial<NextOfferInput>): NextOfferInput => ({
  slot: opened,
  requests: [],
  offers: [],
  now,
  holdMinutes: 30,
  zone: NY,
  ...over,
});
const joined = (iso: string) => ({ createdAt: at(iso) });

/** Offers the slot to whoever is next, or throws when nobody is. */
function offerNext(over: Partial<NextOfferInput>): WaitlistOffer {
  const choice = nextOffer(input(over));
  if (!choice) throw new Error('nobody was offered the slot');
  return makeOffer(choice, over.slot ?? opened, over.now ?? now);
}

describe('nextOffer: who is offered an opened slot', () => {
  it('fairness order: the earliest request first, ties by id, whatever order they come in', () => {
    const requests = [
      request('c', joined('2027-02-01T10:00:00Z')),
      request('b', joined('2027-01-15T10:00:00Z')),
      request('a', joined('2027-02-01T10:00:00Z')),
    ];
    expect(nextOffer(input({ requests }))?.request.id).toBe('b');
    expect(nextOffer(input({ requests: requests.filter((r) => r.id !== 'b') }))?.request.id).toBe('a');
  });

  it('the hold lasts the business hold minutes from now', () => {
    expect(nextOffer(input({ requests: [request('a')], holdMinutes: 45 }))?.holdUntil).toBe(
      now + 45 * MINUTE,
    );
  });

  it('requests that do not match the slot are passed over; none matching: nobody is offered it', () => {
    const requests = [request('a', { serviceId: 'violin' }), request('b', joined('2027-02-01T00:00:00Z'))];
    expect(nextOffer(input({ requests }))?.request.id).toBe('b');
    expect(nextOffer(input({ requests: [request('a', { status: 'UNSUBSCRIBED' })] }))).toBeNull();
  });

  it('one offer per slot at a time: nobody else is offered it while a hold on it is active', () => {
    const requests = [request('a'), request('b', joined('2027-02-01T00:00:00Z'))];
    const first = offerNext({ requests });
    expect(first.requestId).toBe('a');
    expect(nextOffer(input({ requests, offers: [first], now: first.holdUntil - 1 }))).toBeNull();
    // An overlapping slot of the same staff member is the same time: it is not offered either.
    const overlapping = slot('2027-03-12T15:30:00-05:00', 60);
    expect(nextOffer(input({ requests, offers: [first], slot: overlapping }))).toBeNull();
    // Another staff member's time is free to offer.
    const elsewhere = slot('2027-03-12T15:00:00-05:00', 60, { staffId: 'staff-2' });
    expect(nextOffer(input({ requests, offers: [first], slot: elsewhere }))?.request.id).toBe('b');
  });

  it('skip and move on after expiry: once the hold has passed, the next in line is offered it', () => {
    const requests = [
      request('a'),
      request('b', joined('2027-02-01T00:00:00Z')),
      request('c', joined('2027-03-01T00:00:00Z')),
    ];
    const first = offerNext({ requests });
    const later = first.holdUntil;
    const expired = expireOffers([first], later);
    expect(expired.map((o) => [o.requestId, o.status])).toEqual([['a', 'EXPIRED']]);
    const second = offerNext({ requests, offers: expired, now: later });
    expect([second.requestId, second.holdUntil]).toEqual(['b', later + 30 * MINUTE]);
    // Even without the stored status updated, a hold past its time no longer blocks the slot.
    const third = offerNext({ requests, offers: [first, second], now: second.holdUntil });
    expect(third.requestId).toBe('c');
    expect(nextOffer(input({ requests, offers: [first, second, third], now: third.holdUntil }))).toBeNull();
  });

  it('a taken slot is not offered again', () => {
    const requests = [request('a'), request('b', joined('2027-02-01T00:00:00Z'))];
    const taken = { ...offerNext({ requests }), status: 'TAKEN' as const };
    expect(nextOffer(input({ requests, offers: [taken], now: taken.holdUntil + MINUTE }))).toBeNull();
  });

  it('a client holding an active offer on an overlapping slot is skipped for another overlapping one', () => {
    const requests = [request('a'), request('b', joined('2027-02-01T00:00:00Z'))];
    const held = offerNext({ requests });
    const sameTimeOtherStaff = slot('2027-03-12T15:30:00-05:00', 60, { staffId: 'staff-2' });
    expect(nextOffer(input({ requests, offers: [held], slot: sameTimeOtherStaff }))?.request.id).toBe('b');
    const laterThatDay = slot('2027-03-12T17:00:00-05:00', 60, { staffId: 'staff-2' });
    expect(nextOffer(input({ requests, offers: [held], slot: laterThatDay }))?.request.id).toBe('a');
    // Once the hold has passed, the client is no longer busy.
    const after = held.holdUntil;
    expect(
      nextOffer(input({ requests, offers: [held], slot: sameTimeOtherStaff, now: after }))?.request.id,
    ).toBe('a');
  });

  it('a hold of no minutes is refused', () => {
    expect(() => nextOffer(input({ requests: [request('a')], holdMinutes: 0 }))).toThrow(RangeError);
  });
});

describe('expireOffers: holds that have passed', () => {
  it('only held offers at or past holdUntil expire; taken ones and running ones stay', () => {
    const base = offerNext({ requests: [request('a')] });
    const running = { ...base, requestId: 'running', holdUntil: now + MINUTE };
    const due = { ...base, requestId: 'due', holdUntil: now };
    const taken = { ...base, requestId: 'taken', holdUntil: now - MINUTE, status: 'TAKEN' as const };
    expect(expireOffers([running, due, taken], now).map((o) => o.requestId)).toEqual(['due']);
  });
});

describe('takeOffer: taking a held slot', () => {
  const held = offerNext({ requests: [request('a')] });

  it('the client it is held for takes it before holdUntil', () => {
    const result = takeOffer(held, 'client-a', held.holdUntil - 1, NY);
    expect(result).toEqual({ ok: true, offer: { ...held, status: 'TAKEN' } });
  });

  it('a second client cannot take a held slot: told until when it is held, in the business zone', () => {
    expect(takeOffer(held, 'client-b', now, NY)).toEqual({
      ok: false,
      reason: 'This time is held for another client until 2027-03-10T12:30-05:00',
    });
    expect(takeOffer(held, 'client-b', now, 'Asia/Kolkata')).toEqual({
      ok: false,
      reason: 'This time is held for another client until 2027-03-10T23:00+05:30',
    });
  });

  it('nobody can take it once the hold has expired, not even its holder', () => {
    const reason = 'The hold on this time has expired';
    expect(takeOffer(held, 'client-a', held.holdUntil, NY)).toEqual({ ok: false, reason });
    expect(takeOffer({ ...held, status: 'EXPIRED' }, 'client-a', now, NY)).toEqual({ ok: false, reason });
  });

  it('a taken slot cannot be taken twice', () => {
    const taken = { ...held, status: 'TAKEN' as const };
    expect(takeOffer(taken, 'client-a', now, NY)).toEqual({
      ok: false,
      reason: 'This time has already been taken',
    });
  });
});
