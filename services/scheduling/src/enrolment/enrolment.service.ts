import { Inject, Injectable } from '@nestjs/common';
import { In, MoreThan } from 'typeorm';
import { type ActorContext, Clock, CLOCK, isUuid } from '@tempo/contracts';
import { TenantDb } from '@tempo/db';
import { UserError } from '@tempo/graphql';
import { firstInstantAtOrAfter, floating, parseLocalDate } from '@tempo/scheduling-rules';
import { enrolmentRequest } from '../booking/booking-input';
import { calendarEventData } from '../booking/booking-rules';
import { eventViewsIn } from '../calendar/event-view';
import { clientName } from '../directory/directory-rules';
import { businessSettings } from '../directory/directory.reader';
import { emit } from '../events';
import { EventParticipantEntity } from '../events/event-participant.entity';
import { EventEntity } from '../events/event.entity';
import { localDate } from '../sessions/session-rules';
import { ENROLMENT_TEXTS, MAX_ENROLMENT_CLIENTS, MAX_ENROLMENT_EVENTS } from './enrolment-rules';
import type { EnrolmentInput } from './enrolment.model';
import { clientIn, enrolIn, type EnrolmentOutcome, sessionIn } from './enrolment.store';
import { SessionWaitlistEntryEntity } from './session-waitlist.entity';
import { sessionPlacesFreedIn, takenPlacesIn } from './session-waitlist.store';

export type { EnrolmentOutcome } from './enrolment.store';

/**
 * Enrolment of clients in sessions by staff (001 §5.5, §9): into the session's upcoming events or the events
 * named, within each event's capacity (its row locked while its places are counted), on its waitlist when it
 * is full and keeps one (enrolment.store.ts); batch enrolment; transfers between sessions. Places offered on
 * the way are mailed by the worker once the change has committed (waitlist.offered).
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
      enrolIn(
        em,
        actor,
        business,
        {
          request: checked.value,
          eventIds,
          enrollmentType: input.enrollmentType,
          allowAgeOverride: input.allowAgeOverride === true,
          joinWaitlist: input.joinWaitlist === true,
        },
        this.clock,
      ),
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
      async (em) => (await sessionIn(em, business, sessionId)).serviceId,
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
        await sessionIn(em, business, args.fromSessionId),
        await sessionIn(em, business, args.toSessionId),
      ];
      const client = await clientIn(em, business, args.clientId);
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
      const outcome = await enrolIn(
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
        this.clock,
        'event.transferred',
      );
      for (const { e } of mine) await sessionPlacesFreedIn(em, actor, business, e.id, now);
      const moved = await eventViewsIn(em, business, [...new Map(mine.map(({ e }) => [e.id, e])).values()]);
      return { ...outcome, events: [...moved, ...outcome.events] };
    });
  }
}
