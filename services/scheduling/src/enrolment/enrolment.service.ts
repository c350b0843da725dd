import { Inject, Injectable } from '@nestjs/common';
import { EntityManager, In, IsNull, MoreThan } from 'typeorm';
import { type ActorContext, Clock, CLOCK, isUuid, normalizeBusinessName } from '@tempo/contracts';
import { newId, TenantDb } from '@tempo/db';
import { NotAllowedError, NotFoundError, UserError } from '@tempo/graphql';
import { firstInstantAtOrAfter, floating, parseLocalDate } from '@tempo/scheduling-rules';
import { enrolmentRequest, type EnrolmentRequest } from '../booking/booking-input';
import { BOOKING_TEXTS, calendarEventData } from '../booking/booking-rules';
import { lockedEventsIn } from '../booking/booking.store';
import type { Event } from '../calendar/event.model';
import { eventViewsIn } from '../calendar/event-view';
import { clientName } from '../directory/directory-rules';
import type { ClientMemberEntity } from '../directory/directory.entity';
import { businessSettings, clientsByIds } from '../directory/directory.reader';
import { emit } from '../events';
import { EventParticipantEntity } from '../events/event-participant.entity';
import { EventEntity } from '../events/event.entity';
import { PlanEntity } from '../services/plan.entity';
import type { ServiceEntity } from '../services/service.entity';
import { serviceIn } from '../services/services.service';
import { localDate, todayIn } from '../sessions/session-rules';
import { SessionEntity } from '../sessions/session.entity';
import {
  ENROLMENT_TEXTS,
  enrollmentTypeOf,
  enrolsWholeSession,
  eventLabel,
  MAX_ENROLMENT_CLIENTS,
  MAX_ENROLMENT_EVENTS,
  planEnrolment,
  sessionAgeWarning,
} from './enrolment-rules';
import type { EnrolmentInput } from './enrolment.model';
import { SessionWaitlistEntryEntity } from './session-waitlist.entity';
import {
  enrolParticipantIn,
  openEntriesIn,
  sessionPlacesFreedIn,
  takenPlacesIn,
  waitlistTokenIn,
} from './session-waitlist.store';

/** What an enrolment answers: the events it touched and its warnings (billing fills the rest later). */
export interface EnrolmentOutcome {
  events: Event[];
  warnings: string[];
  invoiceIds: string[];
  subscriptionIds: string[];
  error?: string | null;
}

interface Enrolment {
  readonly request: EnrolmentRequest;
  readonly eventIds: readonly string[];
  readonly enrollmentType: string | null | undefined;
  readonly allowAgeOverride: boolean;
  readonly joinWaitlist: boolean;
  /** Only the session's events starting at or after this instant (transfers). */
  readonly from?: number;
}

const ACTIVE = 'EVENT_STATUS_ACTIVE';

/**
 * Enrolment of clients in sessions by staff (001 §5.5, §9): into the session's upcoming events or the events
 * named, within each event's capacity (its row locked while its places are counted), on its waitlist when it
 * is full and keeps one; transfers between sessions; the session waitlist's leave and public unsubscribe.
 * Places offered on the way are mailed by the worker once the change has committed (waitlist.offered).
 */
@Injectable()
export class EnrolmentService {
  constructor(
    private readonly db: TenantDb,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * The session's lines first, in their own transaction (kept whatever the enrolment then does): lapsed
   * offers expire and waiting clients take the places that are free.
   */
  private async settleLines(actor: ActorContext, business: string, sessionId: string): Promise<void> {
    if (!isUuid(sessionId)) return;
    await this.db.withTenant(business, async (em) => {
      const rows: { event_id: string }[] = await em.query(
        `SELECT DISTINCT event_id FROM session_waitlist_entry
          WHERE business = $1 AND session_id = $2 AND status IN ('WAITING', 'OFFERED') ORDER BY event_id`,
        [business, sessionId],
      );
      const now = this.clock.now();
      for (const r of rows) await sessionPlacesFreedIn(em, actor, business, r.event_id, now);
    });
  }

  async enrol(actor: ActorContext, business: string, input: EnrolmentInput): Promise<EnrolmentOutcome> {
    const checked = enrolmentRequest(input);
    if (!checked.ok) throw new UserError(checked.message);
    if (checked.value.clientIds.length > MAX_ENROLMENT_CLIENTS)
      throw new UserError(ENROLMENT_TEXTS.tooManyClients);
    const eventIds = [...new Set((input.eventIds ?? []).map((id) => id.trim()).filter(Boolean))];
    if (eventIds.length > MAX_ENROLMENT_EVENTS) throw new UserError(ENROLMENT_TEXTS.tooManyEvents);
    await this.settleLines(actor, business, checked.value.sessionId);
    return this.db.withTenant(business, (em) =>
      this.enrolIn(em, actor, business, {
        request: checked.value,
        eventIds,
        enrollmentType: input.enrollmentType,
        allowAgeOverride: input.allowAgeOverride === true,
        joinWaitlist: input.joinWaitlist === true,
      }),
    );
  }

  /** Enrols clients in every upcoming event of a session with one plan (SESSION batch_enroll). */
  async batchEnrol(
    actor: ActorContext,
    business: string,
    sessionId: string,
    clientIds: string[],
    planName: string,
    enrollmentType: string | null | undefined,
  ): Promise<EnrolmentOutcome> {
    const serviceId = await this.db.withTenant(
      business,
      async (em) => (await this.sessionIn(em, business, sessionId)).serviceId,
    );
    return this.enrol(actor, business, {
      clientIds,
      planName,
      serviceId,
      sessionId,
      enrollmentType,
      allowAgeOverride: true,
      joinWaitlist: false,
    });
  }

  /**
   * Moves a client from one session to another from a date on (today by default, business zone): their places
   * in the old session's events from then on are cancelled (reason 'Transferred to <session>') and freed for its
   * waitlists, their waitlist entries there left, and they are enrolled in the new session's events from then on.
   */
  async transfer(
    actor: ActorContext,
    business: string,
    args: {
      clientId: string;
      fromSessionId: string;
      toSessionId: string;
      fromDate?: string | null;
      planName?: string | null;
    },
  ): Promise<EnrolmentOutcome> {
    if (args.fromSessionId === args.toSessionId) throw new UserError(ENROLMENT_TEXTS.sameSession);
    const date = localDate('fromDate', args.fromDate);
    await this.settleLines(actor, business, args.toSessionId);
    return this.db.withTenant(business, async (em) => {
      const zone = (await businessSettings(em, business)).timezone;
      const now = this.clock.now();
      const from = date ? firstInstantAtOrAfter(floating(parseLocalDate(date)), zone) : now.getTime();
      const [oldSession, newSession] = [
        await this.sessionIn(em, business, args.fromSessionId),
        await this.sessionIn(em, business, args.toSessionId),
      ];
      const client = await this.clientIn(em, business, args.clientId);
      const oldEvents = await em.find(EventEntity, {
        where: {
          business,
          sessionId: oldSession.id,
          startAt: MoreThan(new Date(Math.max(from, now.getTime()) - 1)),
        },
        order: { startAt: 'ASC', id: 'ASC' },
        lock: { mode: 'pessimistic_write' },
      });
      const places = await takenPlacesIn(
        em,
        business,
        oldEvents.map((e) => e.id),
      );
      const mine = oldEvents.flatMap((e) =>
        (places.get(e.id) ?? []).filter((p) => p.peopleId === client.id).map((p) => ({ e, p })),
      );
      if (!mine.length) throw new UserError(ENROLMENT_TEXTS.notEnrolled(clientName(client), oldSession.name));
      const planName = args.planName?.trim() || mine[0].p.planName || '';
      const reason = ENROLMENT_TEXTS.transferred(newSession.name);
      for (const { e, p } of mine) {
        const cancelled = {
          status: 'CANCELED',
          cancelledBy: actor.accountId,
          cancelledAt: now,
          cancelReason: reason,
          updatedAt: now,
        };
        await em.update(EventParticipantEntity, { id: p.id }, cancelled);
        await emit(em, actor, business, 'event.transferred', calendarEventData(e, [{ ...p, ...cancelled }]));
      }
      await em.update(
        SessionWaitlistEntryEntity,
        {
          business,
          clientId: client.id,
          eventId: In(oldEvents.map((e) => e.id)),
          status: In(['WAITING', 'OFFERED']),
        },
        { status: 'LEFT', updatedAt: now },
      );
      const outcome = await this.enrolIn(
        em,
        actor,
        business,
        {
          request: {
            clientIds: [client.id],
            planName,
            serviceId: newSession.serviceId,
            sessionId: newSession.id,
          },
          eventIds: [],
          enrollmentType: mine[0].p.enrollmentType === 'SUBSCRIPTION' ? 'SUBSCRIPTION' : 'FULL_SESSION',
          allowAgeOverride: true,
          joinWaitlist: false,
          from,
        },
        'event.transferred',
      );
      for (const { e } of mine) await sessionPlacesFreedIn(em, actor, business, e.id, now);
      const moved = await eventViewsIn(em, business, [...new Map(mine.map(({ e }) => [e.id, e])).values()]);
      return { ...outcome, events: [...moved, ...outcome.events] };
    });
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

  // ---- internals ----

  private async sessionIn(em: EntityManager, business: string, id: string): Promise<SessionEntity> {
    const row = isUuid(id)
      ? await em.findOne(SessionEntity, { where: { business, id, deletedAt: IsNull() } })
      : null;
    if (!row) throw new NotFoundError(id);
    return row;
  }

  private async clientIn(em: EntityManager, business: string, id: string): Promise<ClientMemberEntity> {
    const client = isUuid(id) ? (await clientsByIds(em, business, [id])).get(id) : undefined;
    if (!client) throw new UserError(BOOKING_TEXTS.notClient(id));
    return client;
  }

  /** The service, session and plan of an enrolment, checked (001 §5.5). */
  private async termsIn(em: EntityManager, business: string, r: EnrolmentRequest, today: string) {
    const service = isUuid(r.serviceId) ? await serviceIn(em, business, r.serviceId) : null;
    if (!service) throw new NotFoundError(r.serviceId);
    if (!service.hasSessions) throw new UserError(BOOKING_TEXTS.serviceNotAllowed);
    const session = await this.sessionIn(em, business, r.sessionId);
    if (session.serviceId !== service.id)
      throw new UserError(ENROLMENT_TEXTS.notSessionOfService(session.name, service.name));
    if (session.status === 'SESSION_STATUS_DISABLED')
      throw new UserError(ENROLMENT_TEXTS.disabled(session.name));
    if (session.allowEnrollmentUntilDate && session.allowEnrollmentUntilDate < today)
      throw new UserError(ENROLMENT_TEXTS.closed(session.name, session.allowEnrollmentUntilDate));
    const plan = await em.findOne(PlanEntity, {
      where: { business, serviceId: service.id, name: r.planName },
    });
    if (!plan) throw new UserError(BOOKING_TEXTS.planNotOfService(r.planName, service.name));
    return { service, session };
  }

  /** The session's events an enrolment goes into, locked in one order (start, id). */
  private async targetsIn(
    em: EntityManager,
    business: string,
    session: SessionEntity,
    e: Enrolment,
    type: string,
    now: number,
    zone: string,
  ): Promise<EventEntity[]> {
    if (enrolsWholeSession(type as never)) {
      const rows = await em.find(EventEntity, {
        where: {
          business,
          sessionId: session.id,
          status: ACTIVE,
          startAt: MoreThan(new Date(Math.max(now, e.from ?? now))),
        },
        order: { startAt: 'ASC', id: 'ASC' },
        lock: { mode: 'pessimistic_write' },
      });
      if (!rows.length) throw new UserError(ENROLMENT_TEXTS.noUpcomingEvents(session.name));
      return rows;
    }
    if (!e.eventIds.length) throw new UserError(ENROLMENT_TEXTS.eventIdsRequired(type));
    const rows = await lockedEventsIn(em, business, e.eventIds);
    for (const row of rows) {
      if (row.sessionId !== session.id)
        throw new UserError(ENROLMENT_TEXTS.notEventOfSession(row.id, session.name));
      if (row.status !== ACTIVE)
        throw new UserError(ENROLMENT_TEXTS.eventNotOpen(eventLabel(row.name, row.startAt, zone)));
    }
    return [...rows].sort((a, b) => +a.startAt - +b.startAt || (a.id < b.id ? -1 : 1));
  }

  private ageWarnings(
    clients: readonly ClientMemberEntity[],
    service: ServiceEntity,
    session: SessionEntity,
    now: number,
    zone: string,
  ): string[] {
    const startAt = firstInstantAtOrAfter(floating(parseLocalDate(session.startDate)), zone);
    return clients.flatMap((c) => {
      const w = sessionAgeWarning(
        { name: clientName(c), birthDate: c.birthDate },
        service,
        {
          startAt,
          notBeforeAgeMonths: session.notBeforeAgeMonths,
          notAfterAgeMonths: session.notAfterAgeMonths,
        },
        now,
        zone,
      );
      return w ? [w] : [];
    });
  }

  /** An enrolment in the caller's transaction (see `enrol`); `type` is the event it publishes per event. */
  private async enrolIn(
    em: EntityManager,
    actor: ActorContext,
    business: string,
    e: Enrolment,
    published: 'event.enrolled' | 'event.transferred' = 'event.enrolled',
  ): Promise<EnrolmentOutcome> {
    const type = enrollmentTypeOf(e.enrollmentType, e.eventIds.length > 0);
    if (!type) throw new UserError(ENROLMENT_TEXTS.enrollmentType);
    const zone = (await businessSettings(em, business)).timezone;
    const nowDate = this.clock.now();
    const now = nowDate.getTime();
    const { service, session } = await this.termsIn(em, business, e.request, todayIn(zone, nowDate));
    const clientMap = await clientsByIds(em, business, e.request.clientIds);
    const missing = e.request.clientIds.find((id) => !clientMap.has(id));
    if (missing) throw new UserError(BOOKING_TEXTS.notClient(missing));
    const clients = e.request.clientIds.map((id) => clientMap.get(id)!);
    const ageWarnings = this.ageWarnings(clients, service, session, now, zone);
    if (ageWarnings.length && !e.allowAgeOverride)
      return {
        events: [],
        warnings: ageWarnings,
        invoiceIds: [],
        subscriptionIds: [],
        error: `${ageWarnings.join('; ')}: ${BOOKING_TEXTS.ageOverride}`,
      };

    const events = await this.targetsIn(em, business, session, e, type, now, zone);
    const ids = events.map((ev) => ev.id);
    const taken = await takenPlacesIn(em, business, ids);
    const lines = await openEntriesIn(em, business, ids);
    const label = (ev: EventEntity) => eventLabel(ev.name, ev.startAt, zone);
    const plan = planEnrolment(
      events.map((ev) => ({
        id: ev.id,
        label: label(ev),
        capacity: ev.capacity,
        waitlistEnabled: ev.waitlistEnabled,
        enrolled: (taken.get(ev.id) ?? []).map((p) => p.peopleId),
        waitlist: (lines.get(ev.id) ?? []).map((w) => ({
          clientId: w.clientId,
          status: w.status as 'WAITING' | 'OFFERED',
          holdUntil: w.holdUntil ? +w.holdUntil : null,
        })),
      })),
      e.request.clientIds,
      { joinWaitlist: e.joinWaitlist, now },
    );
    if (plan.refusal) throw new UserError(plan.refusal);

    const warnings = [...ageWarnings];
    const touched: EventEntity[] = [];
    const name = (id: string) => clientName(clientMap.get(id)!);
    for (const ev of events) {
      const enrolled: EventParticipantEntity[] = [];
      for (const clientId of plan.enrol.get(ev.id) ?? []) {
        const client = clientMap.get(clientId)!;
        enrolled.push(
          await enrolParticipantIn(
            em,
            business,
            ev.id,
            clientId,
            {
              planName: e.request.planName,
              enrollmentType: type,
              payerId: client.accountManagerIds[0] ?? client.id,
            },
            nowDate,
          ),
        );
        await em.update(
          SessionWaitlistEntryEntity,
          { business, eventId: ev.id, clientId, status: In(['WAITING', 'OFFERED']) },
          { status: 'ENROLLED', updatedAt: nowDate },
        );
      }
      for (const clientId of plan.waitlist.get(ev.id) ?? []) {
        await em.insert(SessionWaitlistEntryEntity, {
          id: newId(),
          business,
          eventId: ev.id,
          sessionId: session.id,
          clientId,
          planName: e.request.planName,
          enrollmentType: type,
          status: 'WAITING',
          holdUntil: null,
          token: await waitlistTokenIn(em, business, session.id, clientId),
          createdAt: nowDate,
          updatedAt: nowDate,
        });
        warnings.push(ENROLMENT_TEXTS.waitlisted(name(clientId), label(ev)));
      }
      if (enrolled.length) await emit(em, actor, business, published, calendarEventData(ev, enrolled));
      if (enrolled.length || plan.waitlist.has(ev.id)) touched.push(ev);
    }
    for (const a of plan.already)
      if (e.eventIds.length || a.waiting) {
        const ev = events.find((x) => x.id === a.eventId)!;
        warnings.push(
          (a.waiting ? ENROLMENT_TEXTS.alreadyWaiting : ENROLMENT_TEXTS.alreadyEnrolled)(
            name(a.clientId),
            label(ev),
          ),
        );
      }
    return {
      events: await eventViewsIn(em, business, touched),
      warnings,
      invoiceIds: [],
      subscriptionIds: [],
    };
  }
}
