import { randomBytes } from 'crypto';
import { EntityManager, In } from 'typeorm';
import type { ActorContext } from '@tempo/contracts';
import { calendarEventData } from '../booking/booking-rules';
import { emit } from '../events';
import { EventParticipantEntity } from '../events/event-participant.entity';
import { EventEntity } from '../events/event.entity';
import { newParticipant } from '../events/new-participant';
import { ServiceEntity } from '../services/service.entity';
import { placesFreed, type SessionWaitlistMode } from '../waitlist/session-waitlist';
import { takesPlace } from './enrolment-rules';
import { OPEN_WAITLIST_STATUSES, SessionWaitlistEntryEntity } from './session-waitlist.entity';

// Session waitlists in the caller's transaction of the business: the line of each event, places taken,
// enrolling a client into a place, and what a freed place does for the first in line (ENROLL or OFFER, the
// service's sessionWaitlistMode). The event row is locked before its places are counted, so two changes of
// one event's places wait for each other and never give more places than its capacity.

export type Actor = Pick<ActorContext, 'userId' | 'email' | 'impersonator'> | null;

/** A place offered to a waitlisted client, to be mailed once the transaction has committed. */
export interface OfferNotice {
  readonly entryId: string;
  readonly eventId: string;
  readonly clientId: string;
  readonly holdUntil: Date;
  readonly token: string;
  readonly sessionId: string | null;
  readonly serviceId: string | null;
}

/** The open entries (waiting or offered) of these events, in line, by event id. */
export async function openEntriesIn(
  em: EntityManager,
  business: string,
  eventIds: readonly string[],
): Promise<Map<string, SessionWaitlistEntryEntity[]>> {
  const out = new Map<string, SessionWaitlistEntryEntity[]>();
  if (!eventIds.length) return out;
  const rows = await em.find(SessionWaitlistEntryEntity, {
    where: { business, eventId: In([...new Set(eventIds)]), status: In([...OPEN_WAITLIST_STATUSES]) },
    order: { createdAt: 'ASC', id: 'ASC' },
  });
  for (const r of rows) out.set(r.eventId, [...(out.get(r.eventId) ?? []), r]);
  return out;
}

/** The client places of these events that are taken (not cancelled), by event id. */
export async function takenPlacesIn(
  em: EntityManager,
  business: string,
  eventIds: readonly string[],
): Promise<Map<string, EventParticipantEntity[]>> {
  const out = new Map<string, EventParticipantEntity[]>();
  if (!eventIds.length) return out;
  const rows = await em.find(EventParticipantEntity, {
    where: { business, eventId: In([...new Set(eventIds)]), kind: 'client' },
    order: { createdAt: 'ASC', id: 'ASC' },
  });
  for (const p of rows) if (takesPlace(p.status)) out.set(p.eventId, [...(out.get(p.eventId) ?? []), p]);
  return out;
}

/** The unsubscribe token of a client's entries in a session: the one they have, else a new one. */
export async function waitlistTokenIn(
  em: EntityManager,
  business: string,
  sessionId: string | null,
  clientId: string,
): Promise<string> {
  const existing = sessionId
    ? await em.findOne(SessionWaitlistEntryEntity, {
        where: { business, sessionId, clientId },
        order: { createdAt: 'ASC' },
      })
    : null;
  return existing?.token ?? randomBytes(24).toString('base64url');
}

export interface PlaceTerms {
  readonly planName: string | null;
  readonly enrollmentType: string | null;
  readonly payerId: string | null;
}

/**
 * Gives a client a place in an event: a new participant row, or their cancelled one taken up again with the
 * new terms. The caller has locked the event and checked its capacity.
 */
export async function enrolParticipantIn(
  em: EntityManager,
  business: string,
  eventId: string,
  clientId: string,
  terms: PlaceTerms,
  now: Date,
): Promise<EventParticipantEntity> {
  const existing = await em.findOne(EventParticipantEntity, {
    where: { business, eventId, peopleId: clientId, kind: 'client' },
  });
  const fresh = {
    enrollmentType: terms.enrollmentType,
    planName: terms.planName,
    payerId: terms.payerId,
    status: null,
    lateCancellation: false,
    cancellationConsequence: null,
    cancellationCreditName: null,
    cancelledBy: null,
    cancelledAt: null,
    cancelReason: null,
    updatedAt: now,
  };
  if (existing) {
    const row = { ...existing, ...fresh };
    await em.update(EventParticipantEntity, { id: existing.id }, fresh);
    return row;
  }
  const row = newParticipant({ business, id: eventId }, clientId, 'client', now, terms);
  await em.insert(EventParticipantEntity, row);
  return row;
}

/** The event's row, locked for a change of its places; null when it is not an event of the business. */
export function lockedEventRowIn(
  em: EntityManager,
  business: string,
  id: string,
): Promise<EventEntity | null> {
  return em.findOne(EventEntity, { where: { business, id }, lock: { mode: 'pessimistic_write' } });
}

/** What the waitlist topic says of an entry. */
function offerData(event: EventEntity, entry: SessionWaitlistEntryEntity, status: string) {
  return {
    offerId: entry.id,
    requestId: null,
    clientId: entry.clientId,
    serviceId: event.serviceId,
    sessionId: event.sessionId,
    eventId: event.id,
    staffId: event.primaryStaffId,
    locationId: event.locationId,
    startAt: event.startAt.toISOString(),
    endAt: event.endAt.toISOString(),
    holdUntil: entry.holdUntil ? entry.holdUntil.toISOString() : null,
    status,
  };
}

/**
 * A place may have freed up in a session event (a client cancelled or left, the capacity grew, an offer's hold
 * ended): offers whose hold ended expire, then the first waiting entries in line (never more than the free
 * places) are enrolled (ENROLL) or offered the place with a hold (OFFER), as the event's service says. Only an
 * upcoming event that is active and keeps a waitlist fills its places so. Returns the offers made, to mail.
 */
export async function sessionPlacesFreedIn(
  em: EntityManager,
  actor: Actor,
  business: string,
  eventId: string,
  now: Date,
): Promise<OfferNotice[]> {
  const event = await lockedEventRowIn(em, business, eventId);
  if (!event) return [];
  const line = (await openEntriesIn(em, business, [eventId])).get(eventId) ?? [];
  if (!line.length) return [];
  const at = now.getTime();
  for (const lapsed of line.filter((e) => e.status === 'OFFERED' && e.holdUntil && +e.holdUntil <= at)) {
    lapsed.status = 'EXPIRED';
    await em.update(SessionWaitlistEntryEntity, { id: lapsed.id }, { status: 'EXPIRED', updatedAt: now });
    await emit(em, actor, business, 'waitlist.offer_expired', offerData(event, lapsed, 'EXPIRED'));
  }
  const open = line.filter((e) => e.status !== 'EXPIRED');
  const fills = event.status === 'EVENT_STATUS_ACTIVE' && +event.startAt > at && event.waitlistEnabled;
  if (!fills || !open.length) return [];
  const service = event.serviceId
    ? await em.findOne(ServiceEntity, { where: { business, id: event.serviceId } })
    : null;
  const mode: SessionWaitlistMode = service?.sessionWaitlistMode === 'OFFER' ? 'OFFER' : 'ENROLL';
  const taken = (await takenPlacesIn(em, business, [eventId])).get(eventId) ?? [];
  const placements = placesFreed({
    capacity: event.capacity ?? taken.length + open.length,
    enrolled: taken.length,
    waitlist: open.map((e) => ({
      id: e.id,
      clientId: e.clientId,
      createdAt: +e.createdAt,
      holdUntil: e.holdUntil ? +e.holdUntil : null,
    })),
    mode,
    now: at,
    holdMinutes: service?.sessionWaitlistHoldMinutes ?? 1440,
  });
  const byId = new Map(open.map((e) => [e.id, e]));
  const offers: OfferNotice[] = [];
  const enrolled: EventParticipantEntity[] = [];
  for (const p of placements) {
    const entry = byId.get(p.entry.id)!;
    if (p.action === 'ENROLL') {
      enrolled.push(
        await enrolParticipantIn(
          em,
          business,
          eventId,
          entry.clientId,
          { planName: entry.planName, enrollmentType: entry.enrollmentType, payerId: null },
          now,
        ),
      );
      await em.update(SessionWaitlistEntryEntity, { id: entry.id }, { status: 'ENROLLED', updatedAt: now });
    } else {
      const holdUntil = new Date(p.holdUntil);
      await em.update(
        SessionWaitlistEntryEntity,
        { id: entry.id },
        { status: 'OFFERED', holdUntil, updatedAt: now },
      );
      await emit(
        em,
        actor,
        business,
        'waitlist.offered',
        offerData(event, { ...entry, holdUntil }, 'OFFERED'),
      );
      offers.push({
        entryId: entry.id,
        eventId,
        clientId: entry.clientId,
        holdUntil,
        token: entry.token,
        sessionId: event.sessionId,
        serviceId: event.serviceId,
      });
    }
  }
  if (enrolled.length) await emit(em, actor, business, 'event.enrolled', calendarEventData(event, enrolled));
  return offers;
}

/** The clients in line for each event's place (waiting or holding an offer), by event id (event-view's loader). */
export async function slotWaitlistsIn(
  em: EntityManager,
  business: string,
  events: readonly { id: string; sessionId: string | null }[],
): Promise<Map<string, string[]>> {
  const ids = events.filter((e) => e.sessionId).map((e) => e.id);
  const lines = await openEntriesIn(em, business, ids);
  return new Map([...lines].map(([id, entries]) => [id, entries.map((e) => e.clientId)]));
}
