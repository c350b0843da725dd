import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { type EntityManager, In } from 'typeorm';
import { type ActorContext, Clock, CLOCK, isUuid, normalizeBusinessName } from '@tempo/contracts';
import { TenantDb } from '@tempo/db';
import { NotAllowedError, UserError } from '@tempo/graphql';
import { businessOrigin } from '@tempo/subgraph';
import type { Event } from '../calendar/event.model';
import { eventViewsIn, setSlotWaitlistLoader } from '../calendar/event-view';
import { SCHEDULING_CONFIG, type SchedulingConfig } from '../config';
import { clientName } from '../directory/directory-rules';
import { businessSettings, clientsByIds } from '../directory/directory.reader';
import { EventEntity } from '../events/event.entity';
import { Mailer } from '../notifications/mailer';
import { SessionEntity } from '../sessions/session.entity';
import { sessionOfferMail } from '../waitlist/session-waitlist-mail';
import { ENROLMENT_TEXTS, eventLabel } from './enrolment-rules';
import { SessionWaitlistEntryEntity } from './session-waitlist.entity';
import {
  type Actor,
  lockedEventRowIn,
  type OfferNotice,
  sessionPlacesFreedIn,
  slotWaitlistsIn,
} from './session-waitlist.store';

/**
 * Session waitlists (the business's choice per service: ENROLL or OFFER): what a freed place does for the
 * first in line, a client leaving a line (staff, or the mail's public unsubscribe link), and the worker's
 * jobs of an offer (its mail, its expiry at holdUntil; session-waitlist.jobs.ts).
 * Other modules that free a place call `placesFreed` in their own transaction; every offer made emits
 * waitlist.offered there, and is mailed once that transaction has committed.
 * It also fills Event.slots[].waitlist in the calendar's views.
 */
@Injectable()
export class SessionWaitlistService implements OnModuleInit, OnModuleDestroy {
  private readonly log = new Logger('SessionWaitlist');

  constructor(
    private readonly db: TenantDb,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(SCHEDULING_CONFIG) private readonly config: SchedulingConfig,
    private readonly mailer: Mailer,
  ) {}

  onModuleInit(): void {
    setSlotWaitlistLoader(slotWaitlistsIn);
  }

  onModuleDestroy(): void {
    setSlotWaitlistLoader(null);
  }

  /**
   * A place may have freed up in the event: in the caller's transaction, lapsed offers expire and the first
   * waiting clients are enrolled or offered the place (never beyond its capacity). Returns the offers made.
   */
  placesFreed(
    em: EntityManager,
    business: string,
    eventId: string,
    actor: Actor | ActorContext = null,
  ): Promise<OfferNotice[]> {
    return sessionPlacesFreedIn(em, actor, business, eventId, this.clock.now());
  }

  /** Takes a client off an event's waitlist (staff); a place they held goes to the next in line. */
  leaveWaitlist(actor: ActorContext, business: string, eventId: string, clientId: string): Promise<Event[]> {
    return this.db.withTenant(business, async (em) => {
      const entry =
        isUuid(eventId) && isUuid(clientId)
          ? await em.findOne(SessionWaitlistEntryEntity, {
              where: { business, eventId, clientId, status: In(['WAITING', 'OFFERED']) },
            })
          : null;
      if (!entry) throw new UserError(ENROLMENT_TEXTS.notWaiting);
      const now = this.clock.now();
      await em.update(SessionWaitlistEntryEntity, { id: entry.id }, { status: 'LEFT', updatedAt: now });
      await sessionPlacesFreedIn(em, actor, business, eventId, now);
      const event = await em.findOneOrFail(EventEntity, { where: { business, id: eventId } });
      return eventViewsIn(em, business, [event]);
    });
  }

  /**
   * The public unsubscribe link of a session waitlist mail: with the token of the client's entries in the
   * session, the client leaves every waitlist of the session; held places go to the next in line.
   */
  unsubscribe(
    actor: ActorContext,
    business: string,
    args: { serviceId: string; sessionId: string; clientId: string; token: string },
  ): Promise<number> {
    const name = normalizeBusinessName(business);
    if (actor.role !== 'superuser' && actor.business !== name) throw new NotAllowedError('another business');
    const ids = [args.serviceId, args.sessionId, args.clientId];
    if (!ids.every(isUuid) || !args.token?.trim()) throw new UserError(ENROLMENT_TEXTS.badToken);
    return this.db.withTenant(name, async (em) => {
      const session = await em.findOne(SessionEntity, { where: { business: name, id: args.sessionId } });
      const entries = await em.find(SessionWaitlistEntryEntity, {
        where: {
          business: name,
          sessionId: args.sessionId,
          clientId: args.clientId,
          token: args.token.trim(),
        },
      });
      if (!session || session.serviceId !== args.serviceId || !entries.length)
        throw new UserError(ENROLMENT_TEXTS.badToken);
      const open = entries.filter((e) => e.status === 'WAITING' || e.status === 'OFFERED');
      const now = this.clock.now();
      for (const entry of open) {
        await em.update(SessionWaitlistEntryEntity, { id: entry.id }, { status: 'LEFT', updatedAt: now });
        if (entry.status === 'OFFERED') await sessionPlacesFreedIn(em, null, name, entry.eventId, now);
      }
      return open.length;
    });
  }

  /**
   * The worker's job at an offer's holdUntil: when the entry still holds its place and the hold has ended, it
   * expires and the place goes to the next in line (offered or enrolled, as the service says), in one
   * transaction with the event's row locked. 'ended' when the offer was taken, left or already expired.
   */
  expireOffer(business: string, entryId: string): Promise<'expired' | 'not due' | 'ended'> {
    if (!isUuid(entryId)) return Promise.resolve('ended');
    return this.db.withTenant(business, async (em) => {
      const found = await em.findOne(SessionWaitlistEntryEntity, { where: { business, id: entryId } });
      if (!found) return 'ended';
      await lockedEventRowIn(em, business, found.eventId);
      const entry = await em.findOne(SessionWaitlistEntryEntity, { where: { business, id: entryId } });
      if (entry?.status !== 'OFFERED' || !entry.holdUntil) return 'ended';
      const now = this.clock.now();
      if (entry.holdUntil.getTime() > now.getTime()) return 'not due';
      await sessionPlacesFreedIn(em, null, business, entry.eventId, now);
      return 'expired';
    });
  }

  /**
   * The worker's job after a session offer committed (waitlist.offered): mails the held place to the client
   * (or, without an address, their account managers), unless the offer has ended meanwhile. A failed send
   * fails the job, which BullMQ tries again.
   */
  async mailOffer(business: string, entryId: string): Promise<number> {
    if (!isUuid(entryId)) return 0;
    const found = await this.db.withTenant(business, async (em) => {
      const entry = await em.findOne(SessionWaitlistEntryEntity, { where: { business, id: entryId } });
      const now = this.clock.now().getTime();
      if (entry?.status !== 'OFFERED' || !entry.holdUntil || entry.holdUntil.getTime() <= now) return null;
      const event = await em.findOne(EventEntity, { where: { business, id: entry.eventId } });
      const client = (await clientsByIds(em, business, [entry.clientId])).get(entry.clientId);
      if (!event?.sessionId || !event.serviceId || !client) return null;
      const managers = client.email
        ? []
        : [...(await clientsByIds(em, business, client.accountManagerIds)).values()];
      const settings = await businessSettings(em, business);
      const to = client.email ? [client.email] : managers.flatMap((m) => (m.email ? [m.email] : []));
      const mails = to.map((address) =>
        sessionOfferMail({
          to: address,
          clientName: clientName(client),
          businessName: settings.fullName,
          eventLabel: eventLabel(event.name, event.startAt, settings.timezone),
          holdUntil: entry.holdUntil!.getTime(),
          zone: settings.timezone,
          origin: businessOrigin(this.config, business),
          serviceId: event.serviceId!,
          sessionId: event.sessionId!,
          clientId: entry.clientId,
          token: entry.token,
        }),
      );
      return { mails, businessName: settings.fullName };
    });
    if (!found) return 0;
    for (const mail of found.mails) await this.mailer.send(mail, found.businessName || null);
    if (!found.mails.length) this.log.warn(`session waitlist offer ${entryId}: the client has no address`);
    return found.mails.length;
  }
}
