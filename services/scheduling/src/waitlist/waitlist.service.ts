import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { type ActorContext, Clock, CLOCK, type CalendarEventData, isUuid } from '@tempo/contracts';
import { actorCan } from '@tempo/auth';
import { newId, TenantDb } from '@tempo/db';
import { NotAllowedError, NotFoundError, UserError } from '@tempo/graphql';
import { businessOrigin } from '@tempo/subgraph';
import { bookingConflictMessage, bookingConflictOf } from '../booking/booking-conflict';
import { eventViewsIn } from '../calendar/event-view';
import type { Event } from '../calendar/event.model';
import { SCHEDULING_CONFIG, type SchedulingConfig } from '../config';
import { clientName, staffName } from '../directory/directory-rules';
import { businessSettings, clientsByIds, dependentsOf, staffByIds } from '../directory/directory.reader';
import { StaffMemberEntity } from '../directory/directory.entity';
import { emit } from '../events';
import { EventParticipantEntity } from '../events/event-participant.entity';
import { EventEntity } from '../events/event.entity';
import { LocationEntity, RoomEntity } from '../locations/location.entity';
import { Mailer } from '../notifications/mailer';
import { ServiceEntity } from '../services/service.entity';
import { confirmationMail, offerMail } from './waitlist-mail';
import { makeOffer, nextOffer, takeOffer } from './waitlist-offers';
import {
  checkStatus,
  checkWindows,
  dateRange,
  given,
  isUnsubscribeToken,
  mayReachClient,
  newUnsubscribeToken,
  optionalId,
  seesAllNotifications,
  takesForAnyClient,
  tokenHash,
  unsubscribePath,
  WAITLIST_TEXTS,
} from './waitlist-rules';
import { WaitlistOfferEntity, WaitlistRequestEntity } from './waitlist.entity';
import type {
  UpdateWaitlistNotificationInput,
  WaitlistNotification,
  WaitlistNotificationInput,
  WaitlistOffer,
} from './waitlist.model';
import {
  candidateRequests,
  emitOfferIn,
  expireDueOffersIn,
  heldSlotConflict,
  lockStaffTime,
  notificationViewsIn,
  offerRule,
  offersAround,
  offerViewsIn,
  type OpenedSlot,
  requestRule,
  slotOf,
  staffIsFree,
} from './waitlist.store';

/** What the waitlist reads of a service (its other columns are the catalogue's business). */
const SERVICE_FACTS = {
  id: true,
  name: true,
  deletedAt: true,
  hiddenAt: true,
  eventType: true,
  hasSessions: true,
  requiresBooking: true,
} as const;

/** How many notifications or offers a list shows. */
export const WAITLIST_LIST_SIZE = 500;

export interface WaitlistFilter {
  clientId?: string | null;
  status?: string | null;
}

/** A mail to send once the transaction that decided it has committed. */
interface PendingMail {
  business: string;
  requestId: string;
  token: string;
}

/**
 * Appointment waitlist notifications (001 §2.7) and their offers: a client waits for a service (a staff
 * member, a location, time windows, dates); when a matching time opens, the first in line gets an e-mail
 * and an exclusive hold until holdUntil; if they do not take it, the next in line is offered it.
 */
@Injectable()
export class WaitlistService {
  private readonly log = new Logger('Waitlist');

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

  // ---- who reaches which client ----

  /** The actor themself and the clients they manage as dependents. */
  private async reachable(em: EntityManager, actor: ActorContext, business: string): Promise<string[]> {
    if (!actor.accountId) return [];
    return [actor.accountId, ...(await dependentsOf(em, business, actor.accountId)).map((d) => d.id)];
  }

  private async assertReaches(
    em: EntityManager,
    actor: ActorContext,
    business: string,
    action: 'list' | 'create' | 'update',
    clientId: string,
  ): Promise<void> {
    if (seesAllNotifications(actor, action)) return;
    if (!mayReachClient(actor, action, clientId, await this.reachable(em, actor, business)))
      throw new NotAllowedError("another client's waitlist");
  }

  // ---- notifications ----

  list(actor: ActorContext, business: string, f: WaitlistFilter): Promise<WaitlistNotification[]> {
    const clientId = given(f.clientId);
    const status = given(f.status)?.toUpperCase() ?? null;
    return this.db.withTenant(business, async (em) => {
      const q = em
        .createQueryBuilder(WaitlistRequestEntity, 'r')
        .where('r.business = :business', { business })
        .orderBy('r.created_at', 'ASC')
        .addOrderBy('r.id', 'ASC')
        .take(WAITLIST_LIST_SIZE);
      if (!seesAllNotifications(actor, 'list')) {
        const mine = await this.reachable(em, actor, business);
        if (!mine.length) return [];
        q.andWhere('r.client_id IN (:...mine)', { mine });
      }
      if (clientId) {
        if (!isUuid(clientId)) return [];
        q.andWhere('r.client_id = :clientId', { clientId });
      }
      if (status) q.andWhere('r.status = :status', { status: checkStatus(status) });
      return notificationViewsIn(em, business, await q.getMany());
    });
  }

  get(actor: ActorContext, business: string, id: string): Promise<WaitlistNotification> {
    return this.db.withTenant(business, async (em) => {
      const row = await this.findRequest(em, business, id);
      await this.assertReaches(em, actor, business, 'list', row.clientId);
      return (await notificationViewsIn(em, business, [row]))[0];
    });
  }

  async create(
    actor: ActorContext,
    business: string,
    input: WaitlistNotificationInput,
  ): Promise<WaitlistNotification> {
    const clientId = given(input.clientId) ?? actor.accountId;
    if (!clientId) throw new UserError(WAITLIST_TEXTS.required('clientId'));
    if (!given(input.serviceId)) throw new UserError(WAITLIST_TEXTS.required('serviceId'));
    const windows = checkWindows(input.windows);
    const dates = dateRange(input.fromDate, input.toDate);
    const token = newUnsubscribeToken();
    const view = await this.db.withTenant(business, async (em) => {
      if (!isUuid(clientId) || !(await clientsByIds(em, business, [clientId])).has(clientId))
        throw new UserError(WAITLIST_TEXTS.notClient);
      await this.assertReaches(em, actor, business, 'create', clientId);
      const target = await this.checkTarget(em, actor, business, {
        serviceId: input.serviceId!,
        staffId: input.staffId,
        locationId: input.locationId,
      });
      const now = this.clock.now();
      const row: WaitlistRequestEntity = {
        id: newId(),
        business,
        clientId,
        ...target,
        windows,
        ...dates,
        status: 'ACTIVE',
        unsubscribeTokenHashes: [tokenHash(token)],
        createdBy: actor.accountId,
        version: 1,
        createdAt: now,
        updatedAt: now,
      };
      await em.insert(WaitlistRequestEntity, row);
      return (await notificationViewsIn(em, business, [row]))[0];
    });
    await this.sendConfirmation({ business, requestId: view.id, token });
    return view;
  }

  update(
    actor: ActorContext,
    business: string,
    input: UpdateWaitlistNotificationInput,
  ): Promise<WaitlistNotification> {
    return this.db.withTenant(business, async (em) => {
      const row = await this.findRequest(em, business, input.id);
      await this.assertReaches(em, actor, business, 'update', row.clientId);
      const target = await this.checkTarget(em, actor, business, {
        serviceId: input.serviceId ?? row.serviceId,
        staffId: input.staffId !== undefined ? input.staffId : row.staffId,
        locationId: input.locationId !== undefined ? input.locationId : row.locationId,
      });
      const windows = input.windows != null ? checkWindows(input.windows) : row.windows;
      const dates = dateRange(input.fromDate ?? row.fromDate, input.toDate ?? row.toDate);
      let status = row.status;
      if (given(input.status)) {
        status = checkStatus(input.status!);
        // Clients leave and rejoin; only staff mark a notification expired or fulfilled.
        if (!seesAllNotifications(actor, 'update') && !['ACTIVE', 'UNSUBSCRIBED'].includes(status))
          throw new UserError(WAITLIST_TEXTS.status);
      }
      const now = this.clock.now();
      const changes = { ...target, windows, ...dates, status, version: row.version + 1, updatedAt: now };
      const res = await em.update(
        WaitlistRequestEntity,
        { business, id: row.id, version: row.version },
        changes,
      );
      if (!res.affected) throw new UserError(WAITLIST_TEXTS.changedMeanwhile);
      if (status !== 'ACTIVE' && row.status === 'ACTIVE')
        await this.releaseHoldsIn(em, actor, business, row.id);
      return (await notificationViewsIn(em, business, [{ ...row, ...changes }]))[0];
    });
  }

  delete(actor: ActorContext, business: string, id: string): Promise<string> {
    return this.db.withTenant(business, async (em) => {
      const row = await this.findRequest(em, business, id);
      await this.assertReaches(em, actor, business, 'update', row.clientId);
      await this.releaseHoldsIn(em, actor, business, row.id);
      await em.delete(WaitlistRequestEntity, { business, id: row.id });
      return row.id;
    });
  }

  /** The public link of the mails: stops the notification when the token is one mailed for it. */
  unsubscribe(business: string, id: string, token: string): Promise<WaitlistNotification> {
    const text = given(token) ?? '';
    if (!isUuid(id) || !isUnsubscribeToken(text)) throw new UserError(WAITLIST_TEXTS.badToken);
    return this.db.withTenant(business, async (em) => {
      const row = await em
        .createQueryBuilder(WaitlistRequestEntity, 'r')
        .where('r.business = :business AND r.id = :id', { business, id })
        .andWhere(':hash = ANY(r.unsubscribe_token_hashes)', { hash: tokenHash(text) })
        .setLock('pessimistic_write')
        .getOne();
      if (!row) throw new UserError(WAITLIST_TEXTS.badToken);
      if (row.status === 'ACTIVE') {
        const now = this.clock.now();
        await em.update(
          WaitlistRequestEntity,
          { business, id: row.id },
          { status: 'UNSUBSCRIBED', version: row.version + 1, updatedAt: now },
        );
        row.status = 'UNSUBSCRIBED';
        await this.releaseHoldsIn(em, null, business, row.id);
      }
      const [view] = await notificationViewsIn(em, business, [row]);
      // The public page learns the notification's title and state, nothing of the client.
      return { ...view, client: { id: view.client.id, name: '' } };
    });
  }

  // ---- offers ----

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
        const mine = await this.reachable(em, actor, business);
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
        takesForAnyClient(actor) || (await this.reachable(em, actor, business)).includes(row.clientId);
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
      const event = await this.bookIn(em, actor, business, row, zone, now);
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
      const offer = await this.offerSlotIn(em, business, slot, actor);
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
      await this.offerSlotIn(em, business, slotOf(row), null);
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

  /** The confirmation mail of a new notification, after its commit; a failure to mail leaves it saved. */
  private async sendConfirmation(p: PendingMail): Promise<void> {
    try {
      const mail = await this.db.withTenant(p.business, async (em) => {
        const row = await em.findOne(WaitlistRequestEntity, {
          where: { business: p.business, id: p.requestId },
        });
        if (!row) return null;
        const client = (await clientsByIds(em, p.business, [row.clientId])).get(row.clientId);
        if (!client?.email) return null;
        const [view] = await notificationViewsIn(em, p.business, [row]);
        const settings = await businessSettings(em, p.business);
        const windows = view.windows
          .map((w) => `${w.weekdays.join(', ')} ${w.fromTime}-${w.toTime}`)
          .join('; ');
        const who = [
          view.staffName && `with ${view.staffName}`,
          view.locationName && `at ${view.locationName}`,
        ]
          .filter(Boolean)
          .join(' ');
        return {
          mail: confirmationMail(
            {
              to: client.email,
              clientName: clientName(client),
              serviceName: `${view.serviceName}${who ? ` ${who}` : ''}`,
              businessName: settings.fullName,
              origin: businessOrigin(this.config, p.business),
              unsubscribePath: unsubscribePath(row.id, p.token),
            },
            windows,
            `from ${view.fromDate} to ${view.toDate}`,
          ),
          businessName: settings.fullName,
        };
      });
      if (mail) await this.mailer.send(mail.mail, mail.businessName || null);
    } catch (e) {
      this.log.warn(`waitlist confirmation not mailed: ${(e as Error).message}`);
    }
  }

  private async findRequest(em: EntityManager, business: string, id: string): Promise<WaitlistRequestEntity> {
    const row = isUuid(id) ? await em.findOne(WaitlistRequestEntity, { where: { business, id } }) : null;
    if (!row) throw new NotFoundError(id);
    return row;
  }

  /**
   * The service (booked by appointment; clients: not hidden), the staff member (null: any; a staff member of
   * the business) and the location (null: any; not deleted; clients: visible to clients) asked for.
   */
  private async checkTarget(
    em: EntityManager,
    actor: ActorContext,
    business: string,
    t: { serviceId: string; staffId?: string | null; locationId?: string | null },
  ): Promise<Pick<WaitlistRequestEntity, 'serviceId' | 'staffId' | 'locationId'>> {
    const staffSide = actorCan(actor, 'read', 'SERVICE');
    const serviceId = given(t.serviceId);
    const service =
      serviceId && isUuid(serviceId)
        ? await em.findOne(ServiceEntity, {
            select: SERVICE_FACTS,
            where: { business, id: serviceId },
          })
        : null;
    if (!service || service.deletedAt || (service.hiddenAt && !staffSide))
      throw new UserError(WAITLIST_TEXTS.unknownService);
    if (service.eventType || service.hasSessions || !service.requiresBooking)
      throw new UserError(WAITLIST_TEXTS.notBookable);
    const staffId = optionalId('staffId', t.staffId, WAITLIST_TEXTS.unknownStaff);
    if (
      staffId &&
      !(await em.exists(StaffMemberEntity, { where: { business, id: staffId, deactivated: false } }))
    )
      throw new UserError(WAITLIST_TEXTS.unknownStaff);
    const locationId = optionalId('locationId', t.locationId, WAITLIST_TEXTS.unknownLocation);
    if (locationId) {
      const location = await em.findOne(LocationEntity, {
        select: { id: true, deletedAt: true, visibleByClients: true },
        where: { business, id: locationId },
      });
      if (!location || location.deletedAt || (!staffSide && !location.visibleByClients))
        throw new UserError(WAITLIST_TEXTS.unknownLocation);
    }
    return { serviceId: service.id, staffId, locationId };
  }

  /** The request stops waiting: its running holds end now and their times go to the next in line. */
  private async releaseHoldsIn(
    em: EntityManager,
    actor: ActorContext | null,
    business: string,
    requestId: string,
  ): Promise<void> {
    const held = await em.find(WaitlistOfferEntity, { where: { business, requestId, status: 'HELD' } });
    const now = this.clock.now();
    for (const offer of held) {
      await lockStaffTime(em, business, offer.staffId);
      await em.update(WaitlistOfferEntity, { business, id: offer.id }, { status: 'EXPIRED', updatedAt: now });
      await emitOfferIn(em, actor, { ...offer, status: 'EXPIRED', updatedAt: now });
    }
    // The request's own row may already be gone or not active: the next in line is found without it.
    for (const offer of held) await this.offerSlotIn(em, business, slotOf(offer), actor, requestId);
  }

  /** Offers one opened time to the next in line, if anyone matches and the time is free; null otherwise. */
  private async offerSlotIn(
    em: EntityManager,
    business: string,
    slot: OpenedSlot,
    actor: ActorContext | null,
    skipRequest: string | null = null,
  ): Promise<WaitlistOfferEntity | null> {
    if (!(slot.endAt > slot.startAt) || ![slot.serviceId, slot.staffId, slot.locationId].every(isUuid))
      return null;
    await lockStaffTime(em, business, slot.staffId);
    const now = this.clock.now();
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
      holdMinutes: this.holdMinutes,
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

  /** Books the held time for its client: an appointment of the service with the staff member, location and room. */
  private async bookIn(
    em: EntityManager,
    actor: ActorContext,
    business: string,
    offer: WaitlistOfferEntity,
    businessZone: string,
    now: Date,
  ): Promise<EventEntity> {
    const [service, location] = await Promise.all([
      em.findOne(ServiceEntity, {
        select: { id: true, name: true },
        where: { business, id: offer.serviceId },
      }),
      em.findOne(LocationEntity, {
        select: { id: true, name: true, timezone: true },
        where: { business, id: offer.locationId },
      }),
    ]);
    const room = offer.roomId
      ? await em.findOne(RoomEntity, { where: { business, id: offer.roomId, locationId: offer.locationId } })
      : null;
    const event: EventEntity = {
      id: newId(),
      business,
      name: service?.name ?? 'Appointment',
      startAt: offer.startAt,
      endAt: offer.endAt,
      status: 'EVENT_STATUS_ACTIVE',
      locationId: offer.locationId,
      roomId: room ? offer.roomId : null,
      serviceId: offer.serviceId,
      sessionId: null,
      primaryStaffId: offer.staffId,
      staffIds: [offer.staffId],
      originalStartAt: null,
      recurringId: null,
      recurringOutlier: false,
      isLocked: false,
      note: null,
      calendarColor: null,
      holdUntil: null,
      timezone: location?.timezone || businessZone,
      planName: null,
      capacity: null,
      waitlistEnabled: false,
      slotStatus: null,
      createdBy: actor.accountId,
      cancelledAt: null,
      cancelledBy: null,
      cancelReason: null,
      doNotNotify: false,
      version: 1,
      createdAt: now,
      updatedAt: now,
    };
    const participant: EventParticipantEntity = {
      id: newId(),
      business,
      eventId: event.id,
      peopleId: offer.clientId,
      kind: 'client',
      eventRole: null,
      enrollmentType: null,
      planName: null,
      payerId: null,
      paid: false,
      subscriptionId: null,
      invoiceId: null,
      status: null,
      lateCancellation: false,
      cancellationConsequence: null,
      cancellationCreditName: null,
      cancelledBy: null,
      cancelledAt: null,
      cancelReason: null,
      createdAt: now,
      updatedAt: now,
    };
    await em.query('SAVEPOINT waitlist_booking');
    try {
      await em.insert(EventEntity, event);
      await em.query('RELEASE SAVEPOINT waitlist_booking');
    } catch (e) {
      const constraint = bookingConflictOf(e);
      if (!constraint) throw e;
      await em.query('ROLLBACK TO SAVEPOINT waitlist_booking');
      const staff = (await staffByIds(em, business, [offer.staffId])).get(offer.staffId);
      throw new UserError(
        bookingConflictMessage(constraint, {
          staffName: staff ? staffName(staff) : null,
          roomName: room?.name ?? null,
          startAt: offer.startAt,
          endAt: offer.endAt,
          zone: businessZone,
        }),
      );
    }
    await em.insert(EventParticipantEntity, participant);
    const data: CalendarEventData = {
      eventId: event.id,
      recurringId: null,
      serviceId: event.serviceId,
      sessionId: null,
      locationId: event.locationId,
      roomId: event.roomId,
      primaryStaffId: event.primaryStaffId,
      staffIds: [...event.staffIds],
      name: event.name,
      startAt: event.startAt.toISOString(),
      endAt: event.endAt.toISOString(),
      timezone: event.timezone,
      status: event.status,
      planName: null,
      clients: [
        { clientId: offer.clientId, payerId: null, planName: null, enrollmentType: null, status: null },
      ],
      doNotNotify: false,
    };
    await emit(em, actor, business, 'event.booked', data);
    return event;
  }
}

export { heldSlotConflict } from './waitlist.store';
