// Offering an opened slot to the waitlist, fairly and one client at a time. The first in line (earliest
// request, ties by id) whose request matches gets an exclusive hold until holdUntil; when the hold passes
// untaken, the slot goes to the next in line. A hold ends when it is taken or when holdUntil comes.
import { formatInZone, overlaps, type Interval } from '@tempo/scheduling-rules';
import { matchesRequest, type Slot, type WaitlistRequest } from './waitlist-match';

const MINUTE = 60_000;

/** HELD until holdUntil (then it has expired, whatever the stored status says); TAKEN or EXPIRED: ended. */
export type OfferStatus = 'HELD' | 'TAKEN' | 'EXPIRED';

export interface WaitlistOffer {
  readonly requestId: string;
  readonly clientId: string;
  readonly slot: Slot;
  readonly offeredAt: number;
  /** Epoch ms; the hold covers [offeredAt, holdUntil). */
  readonly holdUntil: number;
  readonly status: OfferStatus;
}

export interface OfferChoice {
  readonly request: WaitlistRequest;
  readonly holdUntil: number;
}

export interface NextOfferInput {
  readonly slot: Slot;
  readonly requests: readonly WaitlistRequest[];
  /** Every offer made so far (any slot, any status). */
  readonly offers: readonly WaitlistOffer[];
  readonly now: number;
  /** The business's hold, in minutes (> 0). */
  readonly holdMinutes: number;
  /** The business's IANA zone, in which request windows are read. */
  readonly zone: string;
}

export type TakeResult =
  { readonly ok: true; readonly offer: WaitlistOffer } | { readonly ok: false; readonly reason: string };

const span = (slot: Slot): Interval => ({ start: slot.startAt, end: slot.endAt });

/** An offer holds the slot while it is HELD and holdUntil is still ahead of now. */
export function isActive(offer: WaitlistOffer, now: number): boolean {
  return offer.status === 'HELD' && offer.holdUntil > now;
}

/**
 * Two slots are one time to hold when they give the same staff member's overlapping time: an offer on either
 * keeps the other from being offered.
 */
export function sameTime(a: Slot, b: Slot): boolean {
  return a.staffId === b.staffId && overlaps(span(a), span(b));
}

/** Exactly the same slot: staff member, location, service and times. */
export function sameSlot(a: Slot, b: Slot): boolean {
  return (
    a.staffId === b.staffId &&
    a.locationId === b.locationId &&
    a.serviceId === b.serviceId &&
    a.startAt === b.startAt &&
    a.endAt === b.endAt
  );
}

/** Place in line: earliest request first, ties broken by id. */
export function byPlaceInLine(a: WaitlistRequest, b: WaitlistRequest): number {
  return a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * The request the slot goes to next, with its holdUntil (now + holdMinutes), or null when nobody should be
 * offered it now. Rules:
 * - one offer per slot at a time: null while an active offer holds the same time, or once it has been taken;
 * - fairness: matching requests in place-in-line order;
 * - skip and move on: a request already offered this slot (its hold expired) is not offered it again;
 * - a client already holding an active offer on an overlapping slot is skipped.
 */
export function nextOffer(input: NextOfferInput): OfferChoice | null {
  const { slot, offers, now, holdMinutes, zone } = input;
  if (!(holdMinutes > 0)) throw new RangeError(`The hold must last some minutes, not ${holdMinutes}`);
  const forThisTime = offers.filter((o) => sameTime(o.slot, slot));
  if (forThisTime.some((o) => isActive(o, now) || o.status === 'TAKEN')) return null;
  const alreadyOffered = new Set(offers.filter((o) => sameSlot(o.slot, slot)).map((o) => o.requestId));
  const busyClients = new Set(
    offers.filter((o) => isActive(o, now) && overlaps(span(o.slot), span(slot))).map((o) => o.clientId),
  );
  const next = [...input.requests]
    .sort(byPlaceInLine)
    .find((r) => !alreadyOffered.has(r.id) && !busyClients.has(r.clientId) && matchesRequest(r, slot, zone));
  return next ? { request: next, holdUntil: now + holdMinutes * MINUTE } : null;
}

/** The offer made from a choice, held from now. */
export function makeOffer(choice: OfferChoice, slot: Slot, now: number): WaitlistOffer {
  return {
    requestId: choice.request.id,
    clientId: choice.request.clientId,
    slot,
    offeredAt: now,
    holdUntil: choice.holdUntil,
    status: 'HELD',
  };
}

/** The held offers whose hold has passed (holdUntil <= now), marked EXPIRED: their slots go to the next. */
export function expireOffers(offers: readonly WaitlistOffer[], now: number): WaitlistOffer[] {
  return offers
    .filter((o) => o.status === 'HELD' && o.holdUntil <= now)
    .map((o) => ({ ...o, status: 'EXPIRED' as const }));
}

/**
 * The client takes the held slot: only the client it is held for, only before holdUntil, only once. The
 * refusal says why; times are shown in the business zone.
 */
export function takeOffer(offer: WaitlistOffer, clientId: string, now: number, zone = 'UTC'): TakeResult {
  if (offer.status === 'TAKEN') return { ok: false, reason: 'This time has already been taken' };
  if (!isActive(offer, now)) return { ok: false, reason: 'The hold on this time has expired' };
  if (offer.clientId !== clientId) {
    const until = formatInZone(offer.holdUntil, zone, "yyyy-MM-dd'T'HH:mmZZ");
    return { ok: false, reason: `This time is held for another client until ${until}` };
  }
  return { ok: true, offer: { ...offer, status: 'TAKEN' } };
}
