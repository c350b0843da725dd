/**
 * Cancellations (001 §5.5): staff cancel an event (or a series from it on, or all of it, or several events
 * at once), or a client's place is cancelled, on time or late by the service's policy. The slots they free
 * are told to the appointment waitlist in the same transaction.
 */
import { EntityManager, In } from 'typeorm';
import type { ActorContext, Clock } from '@tempo/contracts';
import { TenantDb } from '@tempo/db';
import { NotAllowedError, UserError } from '@tempo/graphql';
import { applySeriesChange } from '@tempo/scheduling-rules';
import { mayCancelEvent, reachesClient } from '../calendar/calendar-access';
import { eventViewsIn } from '../calendar/event-view';
import { businessSettings, clientsByIds } from '../directory/directory.reader';
import { EventParticipantEntity } from '../events/event-participant.entity';
import { EventSeriesEntity } from '../events/event-series.entity';
import { EventEntity } from '../events/event.entity';
import {
  BOOKING_TEXTS,
  CANCELLED_PLACES,
  isCancelledEvent,
  parseScope,
  ruleOfSeries,
  type Scope,
  statusWhenClientsCancel,
} from './booking-rules';
import {
  activeClientPlaces,
  batchIds,
  type Changed,
  clean,
  inBusiness,
  othersEvent,
  seriesEventsIn,
  serviceOfIn,
  storedOccurrencesOf,
} from './booking-support';
import { emitCalendarIn, lockedEventIn, participantsIn } from './booking.store';
import { cancellationOutcome } from './cancellation';
import { type OpenedSlot, slotOf, type SlotsOpenedListener } from './opened-slots';

/** Cancels events and clients' places; a part of BookingService. */
export class CancellationsService {
  constructor(
    private readonly db: TenantDb,
    private readonly clock: Clock,
    private readonly waitlist: SlotsOpenedListener | null,
  ) {}

  cancelEvent(
    actor: ActorContext,
    business: string,
    id: string,
    scopeText: string | null | undefined,
    reason: string | null | undefined,
    doNotNotify: boolean | null | undefined,
  ): Promise<Changed> {
    const scope = parseScope(scopeText);
    if (!scope) throw new UserError(BOOKING_TEXTS.scope);
    return inBusiness(this.db, business, async (em) => ({
      events: await eventViewsIn(
        em,
        business,
        await this.cancelEventIn(em, actor, business, id, scope, reason, doNotNotify),
      ),
      warnings: [],
    }));
  }

  batchCancel(
    actor: ActorContext,
    business: string,
    ids: readonly string[],
    reason: string | null | undefined,
    doNotNotify: boolean | null | undefined,
  ): Promise<Changed> {
    const list = batchIds(ids);
    return inBusiness(this.db, business, async (em) => {
      const out: EventEntity[] = [];
      for (const id of list)
        out.push(...(await this.cancelEventIn(em, actor, business, id, 'this', reason, doNotNotify)));
      return { events: await eventViewsIn(em, business, out), warnings: [] };
    });
  }

  private async cancelEventIn(
    em: EntityManager,
    actor: ActorContext,
    business: string,
    id: string,
    scope: Scope,
    reason: string | null | undefined,
    doNotNotify: boolean | null | undefined,
  ): Promise<EventEntity[]> {
    const row = await lockedEventIn(em, business, id);
    if (!mayCancelEvent(actor, row)) throw othersEvent();
    if (isCancelledEvent(row.status)) throw new UserError(BOOKING_TEXTS.alreadyCancelled);
    const settings = await businessSettings(em, business);
    const service = await serviceOfIn(em, business, row);
    const now = this.clock.now();
    const outcome = cancellationOutcome({
      by: 'staff',
      event: row,
      service: service ?? {},
      now,
      zone: settings.timezone,
    });
    let targets = [row];
    if (scope !== 'this' && row.recurringId) {
      const series = await em.findOneOrFail(EventSeriesEntity, { where: { business, id: row.recurringId } });
      const rule = ruleOfSeries(series);
      const all = await seriesEventsIn(em, business, series.id);
      const plan = applySeriesChange(storedOccurrencesOf(all), {
        scope,
        occurrenceId: row.id,
        action: 'cancel',
        rule,
        outliers: 'include',
      });
      const ids = new Set(plan.cancel);
      targets = all.filter((e) => ids.has(e.id) && !isCancelledEvent(e.status));
      for (const e of targets) if (!mayCancelEvent(actor, e)) throw othersEvent();
      if (scope === 'following' && plan.series?.before)
        await em.update(
          EventSeriesEntity,
          { business, id: series.id },
          { rrule: plan.series.before.rrule, updatedAt: now },
        );
    }
    const text = clean(reason) ?? outcome.reason;
    const parts = await participantsIn(
      em,
      business,
      targets.map((e) => e.id),
    );
    const out: EventEntity[] = [];
    for (const e of targets) {
      const next = {
        status: 'EVENT_STATUS_STAFF_CANCELED',
        cancelledAt: now,
        cancelledBy: actor.accountId,
        cancelReason: text,
        doNotNotify: !!doNotNotify,
        version: e.version + 1,
        updatedAt: now,
      };
      await em.update(EventEntity, { business, id: e.id }, next);
      const clients = activeClientPlaces(parts.get(e.id) ?? []);
      if (clients.length)
        await em.update(
          EventParticipantEntity,
          { business, id: In(clients.map((p) => p.id)) },
          {
            cancellationCreditName: outcome.creditName,
            cancelledBy: actor.accountId,
            cancelledAt: now,
            cancelReason: text,
            updatedAt: now,
          },
        );
      const written = { ...e, ...next };
      await emitCalendarIn(em, actor, business, 'event.cancelled', written, parts.get(e.id) ?? [], {
        cancellation: {
          by: 'staff',
          late: false,
          consequence: null,
          creditName: outcome.creditName,
          reason: text,
          clientIds: clients.map((p) => p.peopleId),
        },
      });
      out.push(written);
    }
    await this.slotsOpenedIn(em, actor, business, out);
    return out;
  }

  cancelParticipation(
    actor: ActorContext,
    business: string,
    eventId: string,
    clientId: string,
    reason: string | null | undefined,
    doNotNotify: boolean | null | undefined,
  ): Promise<Changed> {
    return inBusiness(this.db, business, async (em) => {
      const row = await lockedEventIn(em, business, eventId);
      const parts = (await participantsIn(em, business, [row.id])).get(row.id) ?? [];
      const place = parts.find((p) => p.kind === 'client' && p.peopleId === clientId.trim());
      const client = (await clientsByIds(em, business, place ? [place.peopleId] : [])).get(
        place?.peopleId ?? '',
      );
      const facts = { id: clientId.trim(), accountManagerIds: client?.accountManagerIds ?? [] };
      const asStaff = mayCancelEvent(actor, row);
      if (!asStaff && !reachesClient(actor, facts)) throw new NotAllowedError("another family's lesson");
      if (!place) throw new UserError(BOOKING_TEXTS.notParticipant);
      if (CANCELLED_PLACES.includes(place.status ?? '')) throw new UserError(BOOKING_TEXTS.placeCancelled);
      if (isCancelledEvent(row.status)) throw new UserError(BOOKING_TEXTS.cancelled);
      const settings = await businessSettings(em, business);
      const service = await serviceOfIn(em, business, row);
      if (!asStaff && service?.disableSelfCancellation)
        throw new UserError(BOOKING_TEXTS.selfCancellationDisabled(service.name));
      const now = this.clock.now();
      const outcome = cancellationOutcome({
        by: 'client',
        event: row,
        service: service ?? {},
        now,
        zone: settings.timezone,
      });
      if (outcome.by !== 'client') throw new Error('unreachable');
      const text = clean(reason) ?? outcome.reason;
      const placeNext = {
        status: outcome.participantStatus,
        lateCancellation: outcome.late,
        cancellationConsequence: outcome.consequence,
        cancellationCreditName: outcome.creditName,
        cancelledBy: actor.accountId,
        cancelledAt: now,
        cancelReason: text,
        updatedAt: now,
      };
      await em.update(EventParticipantEntity, { business, id: place.id }, placeNext);
      const after = parts.map((p) => (p.id === place.id ? { ...p, ...placeNext } : p));
      // an appointment whose clients have all cancelled frees its staff and room; a session event still takes place
      const status = row.sessionId ? null : statusWhenClientsCancel(after.filter((p) => p.kind === 'client'));
      const next: Partial<EventEntity> = {
        version: row.version + 1,
        updatedAt: now,
        ...(status ? { status, cancelledAt: now, cancelledBy: actor.accountId, cancelReason: text } : {}),
      };
      await em.update(EventEntity, { business, id: row.id }, next);
      const written = { ...row, ...next };
      await emitCalendarIn(
        em,
        actor,
        business,
        'event.participant_cancelled',
        { ...written, doNotNotify: !!doNotNotify },
        after,
        {
          cancellation: {
            by: 'client',
            late: outcome.late,
            consequence: outcome.consequence,
            creditName: outcome.creditName,
            reason: text,
            clientIds: [place.peopleId],
          },
        },
      );
      if (status) await this.slotsOpenedIn(em, actor, business, [written]);
      return { events: await eventViewsIn(em, business, [written]), warnings: [] };
    });
  }

  /** Tells the appointment waitlist which slots the cancellation freed, in the cancelling transaction. */
  private async slotsOpenedIn(
    em: EntityManager,
    actor: ActorContext,
    business: string,
    events: readonly EventEntity[],
  ): Promise<void> {
    const slots = events.map(slotOf).filter((s): s is OpenedSlot => !!s);
    if (!this.waitlist || !slots.length) return;
    await this.waitlist.slotsOpened(em, business, slots, actor);
  }
}
