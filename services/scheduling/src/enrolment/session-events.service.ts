import { Inject, Injectable } from '@nestjs/common';
import { EntityManager, In, IsNull } from 'typeorm';
import { type ActorContext, Clock, CLOCK, clean, isUuid } from '@tempo/contracts';
import { newId, TenantDb } from '@tempo/db';
import { NotFoundError, UserError } from '@tempo/graphql';
import { BOOKING_INPUT_TEXTS } from '../booking/booking-input';
import {
  BOOKING_TEXTS,
  bookingSeries,
  calendarEventData,
  optionalInstant,
  parseScope,
} from '../booking/booking-rules';
import { type Attempt, assertFreeIn, guardedWriteIn, lockedEventIn } from '../booking/booking.store';
import { BookingService } from '../booking/booking.service';
import type { Event } from '../calendar/event.model';
import { eventViewsIn } from '../calendar/event-view';
import { StaffMemberEntity } from '../directory/directory.entity';
import { businessSettings } from '../directory/directory.reader';
import { emit } from '../events';
import { EventSeriesEntity } from '../events/event-series.entity';
import { EventEntity } from '../events/event.entity';
import { newEvent } from '../events/new-event';
import { LocationEntity, RoomEntity } from '../locations/location.entity';
import { SessionEntity } from '../sessions/session.entity';
import { capacityError, ENROLMENT_TEXTS, eventLabel } from './enrolment-rules';
import type { SessionEventInput, UpdateSessionEventInput } from './enrolment.model';
import { sessionPlacesFreedIn, takenPlacesIn } from './session-waitlist.store';

const MINUTE = 60_000;
const SETTLED = [
  'EVENT_STATUS_CANCELED',
  'EVENT_STATUS_STAFF_CANCELED',
  'EVENT_STATUS_LATE_CANCELED',
  'EVENT_STATUS_DELETED',
  'EVENT_STATUS_LOCATION_SKIP',
];

const attemptOf = (
  e: Pick<EventEntity, 'startAt' | 'endAt' | 'staffIds' | 'primaryStaffId' | 'roomId'>,
): Attempt => ({
  startAt: e.startAt,
  endAt: e.endAt,
  staffIds: [...new Set([...(e.primaryStaffId ? [e.primaryStaffId] : []), ...e.staffIds])],
  roomId: e.roomId,
});

/** A rule without UNTIL or COUNT ends with the session's last day when it has one. */
function endingWithSession(rrule: string, endDate: string | null): string {
  const rule = rrule.trim().replace(/^RRULE:/i, '');
  if (!endDate || /(^|;)(UNTIL|COUNT)=/i.test(rule)) return rule;
  return `${rule};UNTIL=${endDate.replace(/-/g, '')}T235959`;
}

/**
 * Session events (001 §2.6): create one event or a recurring series of a session (its staff and room never
 * booked twice: the 'error booking: ...' text names what is taken), edit them (this, following or all of a
 * series; capacity and waitlist switch here, the rest as any calendar edit), confirm a slot.
 */
@Injectable()
export class SessionEventsService {
  constructor(
    private readonly db: TenantDb,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly booking: BookingService,
  ) {}

  create(actor: ActorContext, business: string, input: SessionEventInput): Promise<Event[]> {
    const sessionId = clean(input.sessionId);
    if (!sessionId) throw new UserError(ENROLMENT_TEXTS.sessionRequired);
    const start = optionalInstant(input.startAt);
    if (start === undefined) throw new UserError(BOOKING_INPUT_TEXTS.required('startAt'));
    if (start === null) throw new UserError(ENROLMENT_TEXTS.startAt);
    const end = optionalInstant(input.endAt);
    if (end === undefined) throw new UserError(BOOKING_INPUT_TEXTS.required('endAt'));
    if (end === null || end <= start) throw new UserError(ENROLMENT_TEXTS.endAt);
    if (end - start >= 1440 * MINUTE) throw new UserError(ENROLMENT_TEXTS.sessionEventDay);
    const capacity = input.capacity ?? null;
    const capacityProblem = capacityError(capacity, 0, '');
    if (capacityProblem) throw new UserError(capacityProblem);
    return this.db.withTenant(business, async (em) => {
      const session = isUuid(sessionId)
        ? await em.findOne(SessionEntity, { where: { business, id: sessionId, deletedAt: IsNull() } })
        : null;
      if (!session) throw new NotFoundError(sessionId);
      const settings = await businessSettings(em, business);
      const { locationId, roomId, zone } = await this.placeIn(
        em,
        business,
        clean(input.locationId) ?? null,
        clean(input.roomId) ?? null,
        settings.timezone,
      );
      const staffIds = await this.staffIn(em, business, input.staffIds ?? session.staffIds);
      const name = clean(input.name) ?? session.name;
      const now = this.clock.now();
      const rrule = clean(input.rrule) ?? null;
      let occurrences = [{ startAt: start, endAt: end, originalStartAt: null as number | null }];
      let series: EventSeriesEntity | null = null;
      if (rrule) {
        let planned;
        try {
          planned = bookingSeries(start, end, endingWithSession(rrule, session.endDate), zone);
        } catch (e) {
          throw new UserError((e as Error).message);
        }
        series = {
          id: newId(),
          business,
          rrule: planned.rule.rrule,
          timezone: zone,
          firstStartAt: new Date(planned.occurrences[0].startAt),
          durationMinutes: planned.durationMinutes,
          createdAt: now,
          updatedAt: now,
        };
        occurrences = planned.occurrences.map((o) => ({
          startAt: o.startAt,
          endAt: o.endAt,
          originalStartAt: o.originalStartAt,
        }));
      }
      const rows: EventEntity[] = occurrences.map((o) =>
        newEvent(
          {
            business,
            name,
            startAt: new Date(o.startAt),
            endAt: new Date(o.endAt),
            timezone: zone,
            createdBy: actor.accountId,
            now,
          },
          {
            locationId,
            roomId,
            serviceId: session.serviceId,
            sessionId: session.id,
            primaryStaffId: staffIds[0] ?? null,
            staffIds,
            originalStartAt: o.originalStartAt === null ? null : new Date(o.originalStartAt),
            recurringId: series?.id ?? null,
            note: clean(input.note) ?? null,
            calendarColor: clean(input.calendarColor) ?? null,
            capacity,
            waitlistEnabled: input.waitlistEnabled === true,
          },
        ),
      );
      const attempts = rows.map(attemptOf);
      await assertFreeIn(em, business, attempts, settings.timezone);
      await guardedWriteIn(em, business, attempts, settings.timezone, [], async () => {
        if (series) await em.insert(EventSeriesEntity, series);
        await em.insert(EventEntity, rows);
      });
      for (const row of rows) await emit(em, actor, business, 'event.booked', calendarEventData(row, []));
      return eventViewsIn(em, business, rows);
    });
  }

  /**
   * Changes a session event, or the following or all events of its series (scope THIS, FOLLOWING, ALL): the
   * calendar fields as any event edit (a moved occurrence becomes an outlier), then capacity and the waitlist
   * switch (never below the clients enrolled); places they free go to the waitlist.
   */
  async update(
    actor: ActorContext,
    business: string,
    input: UpdateSessionEventInput,
    scopeText: string | null | undefined,
  ): Promise<Event[]> {
    const scope = parseScope(scopeText);
    if (!scope) throw new UserError(BOOKING_TEXTS.scope);
    const slotChange =
      input.capacity !== undefined || (input.waitlistEnabled !== undefined && input.waitlistEnabled !== null);
    const { capacity: _c, waitlistEnabled: _w, ...calendar } = input;
    const calendarChange = Object.entries(calendar).some(
      ([k, v]) => k !== 'id' && k !== 'expectedVersion' && v !== undefined && v !== null,
    );
    // what the slot change will touch, checked before anything is written
    const targets = await this.db.withTenant(business, (em) =>
      this.slotTargetsIn(em, business, input, scope, slotChange),
    );
    let events: Event[] = [];
    if (calendarChange) {
      const changed = await this.booking.edits.update(
        actor,
        business,
        { ...calendar, id: input.id },
        scopeText,
      );
      events = changed.events;
    }
    if (!slotChange) return events;
    events = await this.db.withTenant(business, async (em) => {
      const zone = (await businessSettings(em, business)).timezone;
      const rows = await em.find(EventEntity, {
        where: { business, id: In(targets) },
        order: { startAt: 'ASC', id: 'ASC' },
        lock: { mode: 'pessimistic_write' },
      });
      const taken = await takenPlacesIn(
        em,
        business,
        rows.map((r) => r.id),
      );
      const now = this.clock.now();
      const written: EventEntity[] = [];
      for (const row of rows) {
        const capacity = input.capacity !== undefined ? (input.capacity ?? null) : row.capacity;
        const problem = capacityError(
          capacity,
          (taken.get(row.id) ?? []).length,
          eventLabel(row.name, row.startAt, zone),
        );
        if (problem) throw new UserError(problem);
        const next = {
          capacity,
          waitlistEnabled: input.waitlistEnabled ?? row.waitlistEnabled,
          version: row.version + 1,
          updatedAt: now,
        };
        await em.update(EventEntity, { business, id: row.id }, next);
        const after = { ...row, ...next };
        written.push(after);
        await emit(em, actor, business, 'event.updated', calendarEventData(after, taken.get(row.id) ?? []));
      }
      for (const row of written) await sessionPlacesFreedIn(em, actor, business, row.id, now);
      return eventViewsIn(em, business, written);
    });
    return events;
  }

  /** Confirms a session event's slot (slot status CONFIRMED). */
  confirm(actor: ActorContext, business: string, id: string): Promise<Event[]> {
    return this.db.withTenant(business, async (em) => {
      const row = await lockedEventIn(em, business, id);
      if (!row.sessionId) throw new UserError(ENROLMENT_TEXTS.notSessionEvent);
      if (SETTLED.includes(row.status)) throw new UserError(BOOKING_TEXTS.cancelled);
      const next = { slotStatus: 'CONFIRMED', version: row.version + 1, updatedAt: this.clock.now() };
      await em.update(EventEntity, { business, id: row.id }, next);
      const after = { ...row, ...next };
      await emit(em, actor, business, 'event.updated', calendarEventData(after, []));
      return eventViewsIn(em, business, [after]);
    });
  }

  // ---- internals ----

  /** The ids a slot change applies to: the event, or the following / all open events of its series. */
  private async slotTargetsIn(
    em: EntityManager,
    business: string,
    input: UpdateSessionEventInput,
    scope: 'this' | 'following' | 'all',
    slotChange: boolean,
  ): Promise<string[]> {
    const row = isUuid(input.id)
      ? await em.findOne(EventEntity, { where: { business, id: input.id } })
      : null;
    if (!row) throw new NotFoundError(input.id);
    if (!row.sessionId) throw new UserError(ENROLMENT_TEXTS.notSessionEvent);
    if (
      input.expectedVersion !== null &&
      input.expectedVersion !== undefined &&
      input.expectedVersion !== row.version
    )
      throw new UserError(BOOKING_TEXTS.changedMeanwhile);
    if (SETTLED.includes(row.status)) throw new UserError(BOOKING_TEXTS.cancelled);
    if (!slotChange) return [];
    if (scope === 'this' || !row.recurringId) return [row.id];
    const all = await em.find(EventEntity, {
      where: { business, recurringId: row.recurringId },
      order: { startAt: 'ASC' },
    });
    const from = +(row.originalStartAt ?? row.startAt);
    return all
      .filter(
        (e) => !SETTLED.includes(e.status) && (scope === 'all' || +(e.originalStartAt ?? e.startAt) >= from),
      )
      .map((e) => e.id);
  }

  /** The location (its zone, else the business's) and the room of the event; a room alone names its location. */
  private async placeIn(
    em: EntityManager,
    business: string,
    locationId: string | null,
    roomId: string | null,
    businessZone: string,
  ): Promise<{ locationId: string | null; roomId: string | null; zone: string }> {
    const room = roomId
      ? isUuid(roomId)
        ? await em.findOne(RoomEntity, { where: { business, id: roomId } })
        : null
      : null;
    if (roomId && !room) throw new NotFoundError(roomId);
    const locId = locationId ?? room?.locationId ?? null;
    const location = locId
      ? isUuid(locId)
        ? await em.findOne(LocationEntity, { where: { business, id: locId, deletedAt: IsNull() } })
        : null
      : null;
    if (locId && !location) throw new NotFoundError(locId);
    if (room && location && room.locationId !== location.id)
      throw new UserError(BOOKING_TEXTS.roomNotAtLocation(room.name));
    return {
      locationId: location?.id ?? null,
      roomId: room?.id ?? null,
      zone: location?.timezone ?? businessZone,
    };
  }

  /** The staff ids given, trimmed and distinct, each an active staff member of the business. */
  private async staffIn(em: EntityManager, business: string, ids: readonly string[]): Promise<string[]> {
    const wanted = [...new Set(ids.map((s) => s.trim()).filter(Boolean))];
    const valid = wanted.filter(isUuid);
    const rows = valid.length
      ? await em.find(StaffMemberEntity, { where: { business, id: In(valid), deactivated: false } })
      : [];
    const missing = wanted.find((id) => !rows.some((r) => r.id === id));
    if (missing) throw new UserError(BOOKING_TEXTS.notStaff(missing));
    return wanted;
  }
}
