// Holds of opened times, in the caller's transaction: offering an opened time to the next in line, and
// ending a request's running holds so that their times go on down the line.
import type { EntityManager } from 'typeorm';
import { type ActorContext, type Clock, isUuid } from '@tempo/contracts';
import { newId } from '@tempo/db';
import { businessSettings } from '../directory/directory.reader';
import { makeOffer, nextOffer } from './waitlist-offers';
import { WaitlistOfferEntity } from './waitlist.entity';
import {
  candidateRequests,
  emitOfferIn,
  expireDueOffersIn,
  lockStaffTime,
  offerRule,
  offersAround,
  type OpenedSlot,
  requestRule,
  slotOf,
  staffIsFree,
} from './waitlist.store';

/** The product's clock and how long a hold lasts, in minutes (WAITLIST_HOLD_MINUTES). */
export interface HoldTerms {
  readonly clock: Clock;
  readonly holdMinutes: number;
}

/** Offers one opened time to the next in line, if anyone matches and the time is free; null otherwise. */
export async function offerSlotIn(
  em: EntityManager,
  business: string,
  slot: OpenedSlot,
  actor: ActorContext | null,
  terms: HoldTerms,
  skipRequest: string | null = null,
): Promise<WaitlistOfferEntity | null> {
  if (!(slot.endAt > slot.startAt) || ![slot.serviceId, slot.staffId, slot.locationId].every(isUuid))
    return null;
  await lockStaffTime(em, business, slot.staffId);
  const now = terms.clock.now();
  for (const expired of await expireDueOffersIn(em, business, slot.staffId, now))
    await emitOfferIn(em, actor, expired);
  const startAt = new Date(slot.startAt);
  const endAt = new Date(slot.endAt);
  if (!(await staffIsFree(em, business, slot.staffId, startAt, endAt))) return null;
  const requests = (await candidateRequests(em, business, slot)).filter((r) => r.id !== skipRequest);
  if (!requests.length) return null;
  const offers = await offersAround(em, business, slot, [...new Set(requests.map((r) => r.clientId))]);
  const zone = (await businessSettings(em, business)).timezone;
  const choice = nextOffer({
    slot,
    requests: requests.map(requestRule),
    offers: offers.map(offerRule),
    now: now.getTime(),
    holdMinutes: terms.holdMinutes,
    zone,
  });
  if (!choice) return null;
  const offer = makeOffer(choice, slot, now.getTime());
  const row: WaitlistOfferEntity = {
    id: newId(),
    business,
    requestId: offer.requestId,
    clientId: offer.clientId,
    serviceId: slot.serviceId,
    staffId: slot.staffId,
    locationId: slot.locationId,
    roomId: slot.roomId && isUuid(slot.roomId) ? slot.roomId : null,
    startAt,
    endAt,
    holdUntil: new Date(offer.holdUntil),
    status: 'HELD',
    eventId: null,
    createdAt: now,
    updatedAt: now,
  };
  // A hold the database refuses (another transaction's, committed meanwhile) leaves this one unharmed.
  await em.query('SAVEPOINT waitlist_offer');
  try {
    await em.insert(WaitlistOfferEntity, row);
    await em.query('RELEASE SAVEPOINT waitlist_offer');
  } catch (e) {
    const code =
      (e as { driverError?: { code?: string }; code?: string }).driverError?.code ??
      (e as { code?: string }).code;
    if (code !== '23P01' && code !== '23505') throw e;
    await em.query('ROLLBACK TO SAVEPOINT waitlist_offer');
    return null;
  }
  await emitOfferIn(em, actor, row);
  return row;
}

/** The request stops waiting: its running holds end now and their times go to the next in line. */
export async function releaseHoldsIn(
  em: EntityManager,
  actor: ActorContext | null,
  business: string,
  requestId: string,
  terms: HoldTerms,
): Promise<void> {
  const held = await em.find(WaitlistOfferEntity, { where: { business, requestId, status: 'HELD' } });
  const now = terms.clock.now();
  for (const offer of held) {
    await lockStaffTime(em, business, offer.staffId);
    await em.update(WaitlistOfferEntity, { business, id: offer.id }, { status: 'EXPIRED', updatedAt: now });
    await emitOfferIn(em, actor, { ...offer, status: 'EXPIRED', updatedAt: now });
  }
  // The request's own row may already be gone or not active: the next in line is found without it.
  for (const offer of held) await offerSlotIn(em, business, slotOf(offer), actor, terms, requestId);
}
