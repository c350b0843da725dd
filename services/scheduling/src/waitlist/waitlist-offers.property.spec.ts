import fc from 'fast-check';
import type { WaitlistRequest } from './waitlist-match';
import {
  expireOffers,
  isActive,
  makeOffer,
  nextOffer,
  sameTime,
  takeOffer,
  type WaitlistOffer,
} from './waitlist-offers';
import { at, MINUTE, request, slot } from './waitlist.testing';

const ZONE = 'America/New_York';
const START = at('2027-03-14T08:00:00-04:00');
/** Slots that fight over time: 0 and 1 are the same staff member's overlapping time, 2 another's. */
const SLOTS = [
  slot('2027-03-14T10:00:00-04:00', 60),
  slot('2027-03-14T10:30:00-04:00', 60),
  slot('2027-03-14T10:00:00-04:00', 60, { staffId: 'staff-2' }),
];

type Step =
  | { readonly kind: 'offer'; readonly slot: number }
  | { readonly kind: 'wait'; readonly minutes: number }
  | { readonly kind: 'take'; readonly offer: number; readonly client: number }
  | { readonly kind: 'expire' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('offer' as const), slot: fc.nat(SLOTS.length - 1) }),
  fc.record({ kind: fc.constant('wait' as const), minutes: fc.nat(90) }),
  fc.record({ kind: fc.constant('take' as const), offer: fc.nat(20), client: fc.nat(3) }),
  fc.record({ kind: fc.constant('expire' as const) }),
);

const requests: fc.Arbitrary<WaitlistRequest[]> = fc
  .array(fc.record({ client: fc.nat(3), joined: fc.nat(10_000) }), { minLength: 1, maxLength: 8 })
  .map((rows) =>
    rows.map((r, i) =>
      request(`r${i}`, { clientId: `client-${r.client}`, createdAt: START - 100_000 * MINUTE + r.joined }),
    ),
  );

/** Applies one step to the offers at `now`; returns the new offers and the new now. */
function apply(
  s: Step,
  offers: WaitlistOffer[],
  now: number,
  all: readonly WaitlistRequest[],
  holdMinutes: number,
): [WaitlistOffer[], number] {
  switch (s.kind) {
    case 'wait':
      return [offers, now + s.minutes * MINUTE];
    case 'expire': {
      const expired = expireOffers(offers, now);
      return [
        offers.map((o) => expired.find((e) => e.requestId === o.requestId && e.slot === o.slot) ?? o),
        now,
      ];
    }
    case 'take': {
      const target = offers[s.offer % Math.max(1, offers.length)];
      if (!target) return [offers, now];
      const result = takeOffer(target, `client-${s.client}`, now, ZONE);
      return [result.ok ? offers.map((o) => (o === target ? result.offer : o)) : offers, now];
    }
    case 'offer': {
      const open = SLOTS[s.slot];
      const choice = nextOffer({ slot: open, requests: all, offers, now, holdMinutes, zone: ZONE });
      return [choice ? [...offers, makeOffer(choice, open, now)] : offers, now];
    }
  }
}

/** Pairs of distinct offers that hold one time at once (both active, or one active and one taken). */
function clashes(offers: readonly WaitlistOffer[], now: number): [WaitlistOffer, WaitlistOffer][] {
  const holding = offers.filter((o) => isActive(o, now) || o.status === 'TAKEN');
  return holding.flatMap((a, i) =>
    holding
      .slice(i + 1)
      .filter((b) => sameTime(a.slot, b.slot) && (isActive(a, now) || isActive(b, now)))
      .map((b): [WaitlistOffer, WaitlistOffer] => [a, b]),
  );
}

describe('waitlist offers, for any sequence of requests, offers, takes and expiries', () => {
  it('no two active offers ever overlap for one slot, and no active offer holds a taken time', () => {
    fc.assert(
      fc.property(
        requests,
        fc.array(step, { maxLength: 40 }),
        fc.integer({ min: 1, max: 60 }),
        (all, steps, hold) => {
          let offers: WaitlistOffer[] = [];
          let now = START;
          for (const s of steps) {
            [offers, now] = apply(s, offers, now, all, hold);
            expect(clashes(offers, now)).toEqual([]);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('no client ever holds two active offers for overlapping times, and no request is offered a slot twice', () => {
    fc.assert(
      fc.property(
        requests,
        fc.array(step, { maxLength: 40 }),
        fc.integer({ min: 1, max: 60 }),
        (all, steps, hold) => {
          let offers: WaitlistOffer[] = [];
          let now = START;
          for (const s of steps) {
            [offers, now] = apply(s, offers, now, all, hold);
            const active = offers.filter((o) => isActive(o, now));
            const overlapping = active.filter((a, i) =>
              active
                .slice(i + 1)
                .some(
                  (b) =>
                    a.clientId === b.clientId &&
                    a.slot.startAt < b.slot.endAt &&
                    b.slot.startAt < a.slot.endAt,
                ),
            );
            expect(overlapping).toEqual([]);
            const keys = offers.map((o) => `${o.requestId}@${SLOTS.indexOf(o.slot)}`);
            expect(new Set(keys).size).toBe(keys.length);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
