import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { type ActorContext, Clock, CLOCK, isUuid } from '@tempo/contracts';
import { actorCan } from '@tempo/auth';
import { newId, TenantDb } from '@tempo/db';
import { NotFoundError, UserError } from '@tempo/graphql';
import { businessOrigin } from '@tempo/subgraph';
import { SCHEDULING_CONFIG, type SchedulingConfig } from '../config';
import { clientName } from '../directory/directory-rules';
import { businessSettings, clientsByIds } from '../directory/directory.reader';
import { StaffMemberEntity } from '../directory/directory.entity';
import { LocationEntity } from '../locations/location.entity';
import { Mailer } from '../notifications/mailer';
import { ServiceEntity } from '../services/service.entity';
import { assertReaches, reachableClients, WAITLIST_LIST_SIZE } from './waitlist-access';
import { type HoldTerms, releaseHoldsIn } from './waitlist-holds';
import { confirmationMail } from './waitlist-mail';
import {
  checkStatus,
  checkWindows,
  dateRange,
  given,
  isUnsubscribeToken,
  newUnsubscribeToken,
  optionalId,
  seesAllNotifications,
  tokenHash,
  unsubscribePath,
  WAITLIST_TEXTS,
} from './waitlist-rules';
import { WaitlistRequestEntity } from './waitlist.entity';
import type {
  UpdateWaitlistNotificationInput,
  WaitlistNotification,
  WaitlistNotificationInput,
} from './waitlist.model';
import { notificationViewsIn } from './waitlist.store';

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
 * Appointment waitlist notifications (001 §2.7): a client waits for a service (a staff member, a location,
 * time windows, dates). Listing, creating (with its confirmation mail), changing and removing them, and the
 * mails' public unsubscribe link; a notification that stops waiting hands its held times to the next in line.
 */
@Injectable()
export class WaitlistRequestsService {
  private readonly log = new Logger('Waitlist');

  constructor(
    private readonly db: TenantDb,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(SCHEDULING_CONFIG) private readonly config: SchedulingConfig,
    private readonly mailer: Mailer,
  ) {}

  /** The clock and the business's hold (WAITLIST_HOLD_MINUTES) of the times a notification hands on. */
  private get holds(): HoldTerms {
    return { clock: this.clock, holdMinutes: this.config.WAITLIST_HOLD_MINUTES };
  }

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
        const mine = await reachableClients(em, actor, business);
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
      await assertReaches(em, actor, business, 'list', row.clientId);
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
      await assertReaches(em, actor, business, 'create', clientId);
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
      await assertReaches(em, actor, business, 'update', row.clientId);
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
        await releaseHoldsIn(em, actor, business, row.id, this.holds);
      return (await notificationViewsIn(em, business, [{ ...row, ...changes }]))[0];
    });
  }

  delete(actor: ActorContext, business: string, id: string): Promise<string> {
    return this.db.withTenant(business, async (em) => {
      const row = await this.findRequest(em, business, id);
      await assertReaches(em, actor, business, 'update', row.clientId);
      await releaseHoldsIn(em, actor, business, row.id, this.holds);
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
        await releaseHoldsIn(em, null, business, row.id, this.holds);
      }
      const [view] = await notificationViewsIn(em, business, [row]);
      // The public page learns the notification's title and state, nothing of the client.
      return { ...view, client: { id: view.client.id, name: '' } };
    });
  }

  // ---- internals ----

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
}
