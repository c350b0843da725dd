import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { type ActorContext, Clock, CLOCK, isUuid } from '@tempo/contracts';
import { TenantDb } from '@tempo/db';
import { NotFoundError, UserError } from '@tempo/graphql';
import { businessOrigin } from '@tempo/subgraph';
import { eventViewsIn } from '../calendar/event-view';
import type { Event } from '../calendar/event.model';
import { SCHEDULING_CONFIG, type SchedulingConfig } from '../config';
import { clientName, staffName } from '../directory/directory-rules';
import { businessSettings, clientsByIds, staffByIds } from '../directory/directory.reader';
import { LocationEntity } from '../locations/location.entity';
import { Mailer } from '../notifications/mailer';
import { ServiceEntity } from '../services/service.entity';
import { reachableClients, WAITLIST_LIST_SIZE } from './waitlist-access';
import { bookOfferIn } from './waitlist-booking';
import { type HoldTerms, offerSlotIn } from './waitlist-holds';
import { offerMail } from './waitlist-mail';
import { takeOffer } from './waitlist-offers';
import {
  given,
  newUnsubscribeToken,
  seesAllNotifications,
  takesForAnyClient,
  tokenHash,
  unsubscribePath,
} from './waitlist-rules';
import { WaitlistOfferEntity, WaitlistRequestEntity } from './waitlist.entity';
import type { WaitlistOffer } from './waitlist.model';
import {
  emitOfferIn,
  expireDueOffersIn,
  heldSlotConflict,
  lockStaffTime,
  offerRule,
  offerViewsIn,
  type OpenedSlot,
  slotOf,
} from './waitlist.store';

/**
 * The offers of appointment waitlists (001 §2.7): when a matching time opens, the first in line gets an
 * e-mail and an exclusive hold until holdUntil; if they do not take it, the next in line is offered it.
 * Lists offers, takes one (booking the time), and runs the worker's jobs of an offer (its mail, its expiry).
 * The notifications themselves are WaitlistRequestsService's.
 */
@Injectable()
export class WaitlistService {
  constructor(
    private readonly db: TenantDb,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(SCHEDULING_CONFIG) private readonly config: SchedulingConfig,
    private readonly mailer: Mailer,
  ) {}

  /** The business's hold, in minutes (WAITLIST_HOLD_MINUTES). */
  get holdMinutes(): number {
    return this.config.WAITLIST_HOLD_MINUTES;
  }

  private get holds(): HoldTerms {
    return { clock: this.clock, holdMinutes: this.holdMinutes };
  }

  offers(
    actor: ActorContext,
    business: string,
    clientId: string | null | undefined,
  ): Promise<WaitlistOffer[]> {
    const wanted = given(clientId);
    return this.db.withTenant(business, async (em) => {
      const q = em
        .createQueryBuilder(WaitlistOfferEntity, 'o')
        .where('o.business = :business', { business })
        .orderBy('o.created_at', 'DESC')
        .addOrderBy('o.id', 'ASC')
        .take(WAITLIST_LIST_SIZE);
      if (!seesAllNotifications(actor, 'list')) {
        const mine = await reachableClients(em, actor, business);
        if (!mine.length) return [];
        q.andWhere('o.client_id IN (:...mine)', { mine });
      }
      if (wanted) {
        if (!isUuid(wanted)) return [];
        q.andWhere('o.client_id = :wanted', { wanted });
      }
      return offerViewsIn(em, business, await q.getMany(), this.clock.now());
    });
  }

  /**
   * Takes a held time: only for the client it is held for (the client, one who manages them, or staff who
   * book appointments), only before holdUntil. Books the appointment in the same transaction.
   */
  takeOffer(actor: ActorContext, business: string, offerId: string): Promise<Event[]> {
    if (!isUuid(offerId)) throw new NotFoundError(offerId);
    return this.db.withTenant(business, async (em) => {
      const found = await em.findOne(WaitlistOfferEntity, { where: { business, id: offerId } });
      if (!found) throw new NotFoundError(offerId);
      await lockStaffTime(em, business, found.staffId);
      const row = (await em.findOne(WaitlistOfferEntity, { where: { business, id: offerId } }))!;
      const forHolder =
        takesForAnyClient(actor) || (await reachableClients(em, actor, business)).includes(row.clientId);
      const now = this.clock.now();
      const zone = (await businessSettings(em, business)).timezone;
      const taken = takeOffer(
        offerRule(row),
        forHolder ? row.clientId : (actor.accountId ?? ''),
        now.getTime(),
        zone,
      );
      if (!taken.ok) throw new UserError(taken.reason);
      const held = await heldSlotConflict(
        em,
        business,
        row.staffId,
        row.startAt,
        row.endAt,
        row.clientId,
        now,
      );
      if (held) throw new UserError(held);
      const event = await bookOfferIn(em, actor, business, row, zone, now);
      const done = { ...row, status: 'TAKEN' as const, eventId: event.id, updatedAt: now };
      await em.update(
        WaitlistOfferEntity,
        { business, id: row.id },
        { status: 'TAKEN', eventId: event.id, updatedAt: now },
      );
      await em.update(
        WaitlistRequestEntity,
        { business, id: row.requestId, status: 'ACTIVE' },
        { status: 'FULFILLED', updatedAt: now },
      );
      await emitOfferIn(em, actor, done);
      return eventViewsIn(em, business, [event]);
    });
  }

  /**
   * The booking side's call, in the transaction that freed the times (a cancellation): each time goes to
   * the first matching request in line with a hold until now + the hold; the mail and the expiry follow the
   * commit (waitlist.offered through the outbox). Concurrent calls never hold one time twice: they are
   * serialised per staff member, and the database refuses a second hold (waitlist_offer_one_hold).
   */
  async slotsOpened(
    em: EntityManager,
    business: string,
    slots: readonly OpenedSlot[],
    actor: ActorContext | null = null,
  ): Promise<WaitlistOfferEntity[]> {
    const made: WaitlistOfferEntity[] = [];
    for (const slot of slots) {
      const offer = await offerSlotIn(em, business, slot, actor, this.holds);
      if (offer) made.push(offer);
    }
    return made;
  }

  /** The worker's job at holdUntil: the hold ends untaken and the time goes to the next in line. */
  expireOffer(business: string, offerId: string): Promise<'expired' | 'not due' | 'ended'> {
    return this.db.withTenant(business, async (em) => {
      const found = await em.findOne(WaitlistOfferEntity, { where: { business, id: offerId } });
      if (!found) return 'ended';
      await lockStaffTime(em, business, found.staffId);
      const row = (await em.findOne(WaitlistOfferEntity, { where: { business, id: offerId } }))!;
      const now = this.clock.now();
      if (row.status === 'TAKEN') return 'ended';
      if (row.status === 'HELD' && row.holdUntil.getTime() > now.getTime()) return 'not due';
      for (const expired of await expireDueOffersIn(em, business, row.staffId, now))
        await emitOfferIn(em, null, expired);
      await offerSlotIn(em, business, slotOf(row), null, this.holds);
      return 'expired';
    });
  }

  /** The worker's job after waitlist.offered: mails the held time to the client (with a fresh unsubscribe token). */
  async mailOffer(business: string, offerId: string): Promise<boolean> {
    const token = newUnsubscribeToken();
    const mail = await this.db.withTenant(business, async (em) => {
      const offer = await em.findOne(WaitlistOfferEntity, { where: { business, id: offerId } });
      if (!offer || offer.status !== 'HELD') return null;
      const client = (await clientsByIds(em, business, [offer.clientId])).get(offer.clientId);
      if (!client?.email) return null;
      await this.addTokenIn(em, business, offer.requestId, token);
      const settings = await businessSettings(em, business);
      const staff = (await staffByIds(em, business, [offer.staffId])).get(offer.staffId);
      const [service, location] = await Promise.all([
        em.findOne(ServiceEntity, {
          select: { id: true, name: true },
          where: { business, id: offer.serviceId },
        }),
        em.findOne(LocationEntity, {
          select: { id: true, name: true },
          where: { business, id: offer.locationId },
        }),
      ]);
      return offerMail({
        to: client.email,
        clientName: clientName(client),
        serviceName: service?.name ?? '',
        businessName: settings.fullName,
        origin: businessOrigin(this.config, business),
        unsubscribePath: unsubscribePath(offer.requestId, token),
        staffName: staff ? staffName(staff) : '',
        locationName: location?.name ?? '',
        startAt: offer.startAt.getTime(),
        endAt: offer.endAt.getTime(),
        holdUntil: offer.holdUntil.getTime(),
        zone: settings.timezone,
      });
    });
    if (!mail) return false;
    await this.mailer.send(mail, (await this.businessName(business)) || null);
    return true;
  }

  // ---- internals ----

  private businessName(business: string): Promise<string> {
    return this.db.withTenant(business, async (em) => (await businessSettings(em, business)).fullName);
  }

  /** The offer's mail carries a token of its own, added to the request's unsubscribe tokens. */
  private async addTokenIn(
    em: EntityManager,
    business: string,
    requestId: string,
    token: string,
  ): Promise<void> {
    await em.query(
      `UPDATE waitlist_request SET unsubscribe_token_hashes = array_append(unsubscribe_token_hashes, $3)
        WHERE business = $1 AND id = $2`,
      [business, requestId, tokenHash(token)],
    );
  }
}
