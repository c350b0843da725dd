import { EntityManager, In } from 'typeorm';
import type { ActorContext, WaitlistOfferData } from '@tempo/contracts';
import { BOOKING_ERROR_PREFIX } from '../booking/booking-conflict';
import { periodText } from '../booking/booking-time';
import { clientName, staffName } from '../directory/directory-rules';
import { businessSettings, clientsByIds, staffByIds } from '../directory/directory.reader';
import type { StaffMemberEntity } from '../directory/directory.entity';
import { emit } from '../events';
import { LocationEntity } from '../locations/location.entity';
import { ServiceEntity } from '../services/service.entity';
import type { Slot, WaitlistRequest } from './waitlist-match';
import type { WaitlistOffer as OfferRule } from './waitlist-offers';
import { waitlistTitle } from './waitlist-rules';
import { WaitlistOfferEntity, WaitlistRequestEntity } from './waitlist.entity';
import type { WaitlistNotification, WaitlistOffer } from './waitlist.model';

/** An opened time as the booking side reports it: a slot, and the room the cancelled event had. */
export interface OpenedSlot extends Slot {
  readonly roomId?: string | null;
}

/** The statuses in which an event takes its staff member's time (migration 1795700000000). */
const BLOCKING = ['EVENT_STATUS_ACTIVE', 'EVENT_STATUS_HOLD', 'EVENT_STATUS_COMPLETED'];

/**
 * Serialises the waitlist's work on one staff member's time in this transaction: concurrent offers, takes
 * and expiries of the same staff member wait for each other, and each then reads what the other committed.
 */
export async function lockStaffTime(em: EntityManager, business: string, staffId: string): Promise<void> {
  await em.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [
    `waitlist:${business}:${staffId}`,
  ]);
}

/** A request row as the matching rules read it. */
export const requestRule = (r: WaitlistRequestEntity): WaitlistRequest => ({
  id: r.id,
  clientId: r.clientId,
  serviceId: r.serviceId,
  staffId: r.staffId,
  locationId: r.locationId,
  windows: r.windows,
  fromDate: r.fromDate,
  toDate: r.toDate,
  status: r.status,
  createdAt: r.createdAt.getTime(),
});

export const slotOf = (o: WaitlistOfferEntity): OpenedSlot => ({
  serviceId: o.serviceId,
  staffId: o.staffId,
  locationId: o.locationId,
  startAt: o.startAt.getTime(),
  endAt: o.endAt.getTime(),
  roomId: o.roomId,
});

/** An offer row as the offer rules read it. */
export const offerRule = (o: WaitlistOfferEntity): OfferRule => ({
  requestId: o.requestId,
  clientId: o.clientId,
  slot: slotOf(o),
  offeredAt: o.createdAt.getTime(),
  holdUntil: o.holdUntil.getTime(),
  status: o.status,
});

/** Held offers of the staff member whose hold has passed, now marked EXPIRED (returned). */
export async function expireDueOffersIn(
  em: EntityManager,
  business: string,
  staffId: string,
  now: Date,
): Promise<WaitlistOfferEntity[]> {
  const due = await em
    .createQueryBuilder(WaitlistOfferEntity, 'o')
    .where('o.business = :business AND o.staff_id = :staffId', { business, staffId })
    .andWhere(`o.status = 'HELD' AND o.hold_until <= :now`, { now })
    .getMany();
  if (!due.length) return [];
  await em.update(
    WaitlistOfferEntity,
    { business, id: In(due.map((o) => o.id)) },
    { status: 'EXPIRED', updatedAt: now },
  );
  return due.map((o) => ({ ...o, status: 'EXPIRED' as const, updatedAt: now }));
}

/** Whether no blocking event takes the staff member's time in [startAt, endAt). */
export async function staffIsFree(
  em: EntityManager,
  business: string,
  staffId: string,
  startAt: Date,
  endAt: Date,
): Promise<boolean> {
  const rows: unknown[] = await em.query(
    `SELECT 1 FROM staff_booking WHERE business = $1 AND staff_id = $2 AND blocking
       AND during && tstzrange($3, $4) LIMIT 1`,
    [business, staffId, startAt, endAt],
  );
  return rows.length === 0;
}

/**
 * The offers that bear on offering this slot: those of the same staff member at an overlapping time (one
 * hold per time; taken), and those of these clients at an overlapping time (a client holds one at a time).
 * A taken offer whose appointment no longer takes the time (cancelled since) no longer keeps the time: it
 * reads as expired.
 */
export async function offersAround(
  em: EntityManager,
  business: string,
  slot: Slot,
  clientIds: readonly string[],
): Promise<WaitlistOfferEntity[]> {
  const q = em
    .createQueryBuilder(WaitlistOfferEntity, 'o')
    .where('o.business = :business', { business })
    .andWhere('o.start_at < :endAt AND o.end_at > :startAt', {
      startAt: new Date(slot.startAt),
      endAt: new Date(slot.endAt),
    });
  if (clientIds.length)
    q.andWhere('(o.staff_id = :staffId OR o.client_id IN (:...clientIds))', {
      staffId: slot.staffId,
      clientIds,
    });
  else q.andWhere('o.staff_id = :staffId', { staffId: slot.staffId });
  const offers = await q.getMany();
  const takenEvents = offers.filter((o) => o.status === 'TAKEN' && o.eventId).map((o) => o.eventId!);
  const stillBooked = new Set<string>();
  if (takenEvents.length) {
    const rows: { id: string }[] = await em.query(
      `SELECT id FROM event WHERE business = $1 AND id = ANY($2::uuid[]) AND status = ANY($3::text[])`,
      [business, takenEvents, BLOCKING],
    );
    rows.forEach((r) => stillBooked.add(r.id));
  }
  return offers.map((o) =>
    o.status === 'TAKEN' && !(o.eventId && stillBooked.has(o.eventId)) ? { ...o, status: 'EXPIRED' } : o,
  );
}

/** The active requests that could match a slot of this service, staff member and location, in line. */
export function candidateRequests(
  em: EntityManager,
  business: string,
  slot: Slot,
): Promise<WaitlistRequestEntity[]> {
  return em
    .createQueryBuilder(WaitlistRequestEntity, 'r')
    .where(`r.business = :business AND r.status = 'ACTIVE' AND r.service_id = :serviceId`, {
      business,
      serviceId: slot.serviceId,
    })
    .andWhere('(r.staff_id IS NULL OR r.staff_id = :staffId)', { staffId: slot.staffId })
    .andWhere('(r.location_id IS NULL OR r.location_id = :locationId)', { locationId: slot.locationId })
    .orderBy('r.created_at', 'ASC')
    .addOrderBy('r.id', 'ASC')
    .getMany();
}

/**
 * The booking side's check (bookAppointment): a time held for a waitlisted client counts as busy for
 * every other client. Null when the staff member's [startAt, endAt) is free of holds for others (a hold
 * of `clientId` itself does not count); else the refusal, 'error booking: ...' like a booked time.
 */
export async function heldSlotConflict(
  em: EntityManager,
  business: string,
  staffId: string,
  startAt: Date | string,
  endAt: Date | string,
  clientId: string | null,
  now: Date,
): Promise<string | null> {
  const q = em
    .createQueryBuilder(WaitlistOfferEntity, 'o')
    .where(`o.business = :business AND o.staff_id = :staffId AND o.status = 'HELD'`, { business, staffId })
    .andWhere('o.hold_until > :now', { now })
    .andWhere('o.start_at < :endAt AND o.end_at > :startAt', {
      startAt: new Date(startAt),
      endAt: new Date(endAt),
    })
    .orderBy('o.start_at', 'ASC');
  if (clientId) q.andWhere('o.client_id <> :clientId', { clientId });
  const held = await q.getOne();
  if (!held) return null;
  const zone = (await businessSettings(em, business)).timezone;
  const staff = (await staffByIds(em, business, [staffId])).get(staffId);
  return heldMessage(staff, held, zone);
}

/** The refusal of a booking over a time held for a waitlisted client, the time read in `zone`. */
export function heldMessage(
  staff: Pick<StaffMemberEntity, 'firstName' | 'lastName'> | undefined,
  held: { startAt: Date; endAt: Date },
  zone: string,
): string {
  const who = staff ? staffName(staff) : 'the staff member';
  return `${BOOKING_ERROR_PREFIX}${who} is held for a waitlisted client ${periodText(held.startAt, held.endAt, zone)}`;
}

/** What the outbox carries of an offer (messaging, billing and this subgraph's worker). */
export const offerData = (o: WaitlistOfferEntity): WaitlistOfferData => ({
  offerId: o.id,
  requestId: o.requestId,
  clientId: o.clientId,
  serviceId: o.serviceId,
  sessionId: null,
  eventId: o.eventId,
  staffId: o.staffId,
  locationId: o.locationId,
  startAt: o.startAt.toISOString(),
  endAt: o.endAt.toISOString(),
  holdUntil: o.holdUntil.toISOString(),
  status: o.status,
});

const OFFER_EVENTS = {
  HELD: 'waitlist.offered',
  TAKEN: 'waitlist.offer_taken',
  EXPIRED: 'waitlist.offer_expired',
} as const;

/** Records the offer's new state in the outbox, in the caller's transaction. */
export function emitOfferIn(
  em: EntityManager,
  actor: ActorContext | null,
  offer: WaitlistOfferEntity,
): Promise<unknown> {
  return emit(em, actor, offer.business, OFFER_EVENTS[offer.status], offerData(offer));
}

async function namesIn(
  em: EntityManager,
  business: string,
  ids: { clients: string[]; staff: string[]; services: string[]; locations: string[] },
) {
  const uniq = (xs: string[]) => [...new Set(xs)];
  const [clients, staff, services, locations] = await Promise.all([
    clientsByIds(em, business, ids.clients),
    staffByIds(em, business, ids.staff),
    ids.services.length
      ? em.find(ServiceEntity, {
          select: { id: true, name: true },
          where: { business, id: In(uniq(ids.services)) },
        })
      : Promise.resolve([]),
    ids.locations.length
      ? em.find(LocationEntity, {
          select: { id: true, name: true },
          where: { business, id: In(uniq(ids.locations)) },
        })
      : Promise.resolve([]),
  ]);
  const service = new Map(services.map((s) => [s.id, s.name]));
  const location = new Map(locations.map((l) => [l.id, l.name]));
  return {
    client: (id: string) => {
      const c = clients.get(id);
      return c ? clientName(c) : '';
    },
    staff: (id: string) => {
      const s = staff.get(id);
      return s ? staffName(s) : '';
    },
    service: (id: string) => service.get(id) ?? '',
    location: (id: string) => location.get(id) ?? '',
  };
}

/** Notifications as the API shows them: names from the client, staff, service and location rows. */
export async function notificationViewsIn(
  em: EntityManager,
  business: string,
  rows: readonly WaitlistRequestEntity[],
): Promise<WaitlistNotification[]> {
  const names = await namesIn(em, business, {
    clients: rows.map((r) => r.clientId),
    staff: rows.flatMap((r) => (r.staffId ? [r.staffId] : [])),
    services: rows.map((r) => r.serviceId),
    locations: rows.flatMap((r) => (r.locationId ? [r.locationId] : [])),
  });
  return rows.map((r) => {
    const client = { id: r.clientId, name: names.client(r.clientId) };
    return {
      id: r.id,
      title: waitlistTitle(client.name || 'A client'),
      client,
      serviceId: r.serviceId,
      serviceName: names.service(r.serviceId),
      staffId: r.staffId,
      staffName: r.staffId ? names.staff(r.staffId) : null,
      locationId: r.locationId,
      locationName: r.locationId ? names.location(r.locationId) : null,
      windows: r.windows.map((w) => ({ weekdays: [...w.weekdays], fromTime: w.fromTime, toTime: w.toTime })),
      fromDate: r.fromDate,
      toDate: r.toDate,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
    };
  });
}

/** Offers as the API shows them; a hold whose time has passed reads EXPIRED. */
export async function offerViewsIn(
  em: EntityManager,
  business: string,
  rows: readonly WaitlistOfferEntity[],
  now: Date,
): Promise<WaitlistOffer[]> {
  const names = await namesIn(em, business, {
    clients: rows.map((r) => r.clientId),
    staff: rows.map((r) => r.staffId),
    services: rows.map((r) => r.serviceId),
    locations: rows.map((r) => r.locationId),
  });
  return rows.map((o) => ({
    id: o.id,
    notificationId: o.requestId,
    client: { id: o.clientId, name: names.client(o.clientId) },
    serviceId: o.serviceId,
    serviceName: names.service(o.serviceId),
    staffId: o.staffId,
    staffName: names.staff(o.staffId),
    locationId: o.locationId,
    locationName: names.location(o.locationId),
    roomId: o.roomId,
    startAt: o.startAt.toISOString(),
    endAt: o.endAt.toISOString(),
    holdUntil: o.holdUntil.toISOString(),
    status: o.status === 'HELD' && o.holdUntil.getTime() <= now.getTime() ? 'EXPIRED' : o.status,
    eventId: o.eventId,
  }));
}
