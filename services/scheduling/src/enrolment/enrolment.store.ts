// Enrolment of clients in a session's events in the caller's transaction: the service, session and plan
// checked, the events locked in one order, each event's places counted against its capacity, and the
// clients enrolled or put on the event's waitlist (001 §5.5, §9).
import { EntityManager, In, IsNull, MoreThan } from 'typeorm';
import { type ActorContext, type Clock, isUuid } from '@tempo/contracts';
import { newId } from '@tempo/db';
import { NotFoundError, UserError } from '@tempo/graphql';
import { firstInstantAtOrAfter, floating, parseLocalDate } from '@tempo/scheduling-rules';
import type { EnrolmentRequest } from '../booking/booking-input';
import { BOOKING_TEXTS, calendarEventData } from '../booking/booking-rules';
import { lockedEventsIn } from '../booking/booking.store';
import type { Event } from '../calendar/event.model';
import { eventViewsIn } from '../calendar/event-view';
import { clientName } from '../directory/directory-rules';
import type { ClientMemberEntity } from '../directory/directory.entity';
import { businessSettings, clientsByIds } from '../directory/directory.reader';
import { emit } from '../events';
import type { EventParticipantEntity } from '../events/event-participant.entity';
import { EventEntity } from '../events/event.entity';
import { PlanEntity } from '../services/plan.entity';
import type { ServiceEntity } from '../services/service.entity';
import { serviceIn } from '../services/services.service';
import { todayIn } from '../sessions/session-rules';
import { SessionEntity } from '../sessions/session.entity';
import {
  ENROLMENT_TEXTS,
  enrollmentTypeOf,
  enrolsWholeSession,
  eventLabel,
  planEnrolment,
  sessionAgeWarning,
} from './enrolment-rules';
import { SessionWaitlistEntryEntity } from './session-waitlist.entity';
import { enrolParticipantIn, openEntriesIn, takenPlacesIn, waitlistTokenIn } from './session-waitlist.store';

/** What an enrolment answers: the events it touched and its warnings (billing fills the rest later). */
export interface EnrolmentOutcome {
  events: Event[];
  warnings: string[];
  invoiceIds: string[];
  subscriptionIds: string[];
  error?: string | null;
}

/** An enrolment asked for: who, into which session and plan, and how. */
export interface Enrolment {
  readonly request: EnrolmentRequest;
  readonly eventIds: readonly string[];
  readonly enrollmentType: string | null | undefined;
  readonly allowAgeOverride: boolean;
  readonly joinWaitlist: boolean;
  /** Only the session's events starting at or after this instant (transfers). */
  readonly from?: number;
}

const ACTIVE = 'EVENT_STATUS_ACTIVE';

/** A session of the business, not deleted. */
export async function sessionIn(em: EntityManager, business: string, id: string): Promise<SessionEntity> {
  const row = isUuid(id)
    ? await em.findOne(SessionEntity, { where: { business, id, deletedAt: IsNull() } })
    : null;
  if (!row) throw new NotFoundError(id);
  return row;
}

/** A client of the business. */
export async function clientIn(em: EntityManager, business: string, id: string): Promise<ClientMemberEntity> {
  const client = isUuid(id) ? (await clientsByIds(em, business, [id])).get(id) : undefined;
  if (!client) throw new UserError(BOOKING_TEXTS.notClient(id));
  return client;
}

/** The service, session and plan of an enrolment, checked (001 §5.5). */
async function termsIn(em: EntityManager, business: string, r: EnrolmentRequest, today: string) {
  const service = isUuid(r.serviceId) ? await serviceIn(em, business, r.serviceId) : null;
  if (!service) throw new NotFoundError(r.serviceId);
  if (!service.hasSessions) throw new UserError(BOOKING_TEXTS.serviceNotAllowed);
  const session = await sessionIn(em, business, r.sessionId);
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
async function targetsIn(
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

/** The age warnings of the clients, for the session as it starts (its first day in the business zone). */
function ageWarningsOf(
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

/**
 * An enrolment in the caller's transaction (EnrolmentService.enrol); `published` is the event it publishes
 * per event.
 */
export async function enrolIn(
  em: EntityManager,
  actor: ActorContext,
  business: string,
  e: Enrolment,
  clock: Clock,
  published: 'event.enrolled' | 'event.transferred' = 'event.enrolled',
): Promise<EnrolmentOutcome> {
  const type = enrollmentTypeOf(e.enrollmentType, e.eventIds.length > 0);
  if (!type) throw new UserError(ENROLMENT_TEXTS.enrollmentType);
  const zone = (await businessSettings(em, business)).timezone;
  const nowDate = clock.now();
  const now = nowDate.getTime();
  const { service, session } = await termsIn(em, business, e.request, todayIn(zone, nowDate));
  const clientMap = await clientsByIds(em, business, e.request.clientIds);
  const missing = e.request.clientIds.find((id) => !clientMap.has(id));
  if (missing) throw new UserError(BOOKING_TEXTS.notClient(missing));
  const clients = e.request.clientIds.map((id) => clientMap.get(id)!);
  const ageWarnings = ageWarningsOf(clients, service, session, now, zone);
  if (ageWarnings.length && !e.allowAgeOverride)
    return {
      events: [],
      warnings: ageWarnings,
      invoiceIds: [],
      subscriptionIds: [],
      error: `${ageWarnings.join('; ')}: ${BOOKING_TEXTS.ageOverride}`,
    };

  const events = await targetsIn(em, business, session, e, type, now, zone);
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
