import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type ActorContext, Clock, CLOCK } from '@tempo/contracts';
import { TenantDb } from '@tempo/db';
import { businessOrigin } from '@tempo/subgraph';
import { setSlotWaitlistLoader } from '../calendar/event-view';
import { SCHEDULING_CONFIG, type SchedulingConfig } from '../config';
import { clientName } from '../directory/directory-rules';
import { businessSettings, clientsByIds } from '../directory/directory.reader';
import { EventEntity } from '../events/event.entity';
import { Mailer } from '../notifications/mailer';
import { sessionOfferMail } from '../waitlist/session-waitlist-mail';
import { eventLabel } from './enrolment-rules';
import {
  type Actor,
  type OfferNotice,
  sessionPlacesFreedIn,
  slotWaitlistsIn,
} from './session-waitlist.store';

/**
 * Session waitlists (the business's choice per service: ENROLL or OFFER): what a freed place does for the
 * first in line, and the offer mails. Other modules that free a place (a client's cancellation) call
 * `placesFreed` in their own transaction, then `mailOffers` with what it returned once it has committed.
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

  /** Mails each offer to the client (or, without an address, their account managers); failures are logged. */
  async mailOffers(business: string, offers: readonly OfferNotice[]): Promise<void> {
    for (const offer of offers) {
      try {
        const mails = await this.db.withTenant(business, async (em) => {
          const event = await em.findOne(EventEntity, { where: { business, id: offer.eventId } });
          const clients = await clientsByIds(em, business, [offer.clientId]);
          const client = clients.get(offer.clientId);
          if (!event || !client || !offer.sessionId || !offer.serviceId) return [];
          const managers = client.email
            ? []
            : [...(await clientsByIds(em, business, client.accountManagerIds)).values()];
          const settings = await businessSettings(em, business);
          const to = client.email ? [client.email] : managers.flatMap((m) => (m.email ? [m.email] : []));
          return to.map((address) => ({
            mail: sessionOfferMail({
              to: address,
              clientName: clientName(client),
              businessName: settings.fullName,
              eventLabel: eventLabel(event.name, event.startAt, settings.timezone),
              holdUntil: offer.holdUntil.getTime(),
              zone: settings.timezone,
              origin: businessOrigin(this.config, business),
              serviceId: offer.serviceId!,
              sessionId: offer.sessionId!,
              clientId: offer.clientId,
              token: offer.token,
            }),
            businessName: settings.fullName,
          }));
        });
        for (const m of mails) await this.mailer.send(m.mail, m.businessName || null);
      } catch (e) {
        this.log.warn(`session waitlist offer not mailed: ${(e as Error).message}`);
      }
    }
  }
}
