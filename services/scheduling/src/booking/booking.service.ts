import { Inject, Injectable, Optional } from '@nestjs/common';
import { EntityManager, In, IsNull } from 'typeorm';
import { type ActorContext, Clock, CLOCK, isUuid } from '@tempo/contracts';
import { actorCan } from '@tempo/auth';
import { newId, TenantDb } from '@tempo/db';
import { NotAllowedError, NotFoundError, UserError } from '@tempo/graphql';
import {
  applySeriesChange,
  changeScheduleFrom,
  occurrencesBetween,
  parseLocalDate,
  parseLocalTime,
  type SeriesRule,
  seriesRuleError,
  type StoredOccurrence,
} from '@tempo/scheduling-rules';
import {
  mayCancelEvent,
  mayChangeEvent,
  mayTakeAttendance,
  reachesClient,
} from '../calendar/calendar-access';
import { eventViewsIn, eventViewsOf, type EventViewParts } from '../calendar/event-view';
import type { Event } from '../calendar/event.model';
import { clientName } from '../directory/directory-rules';
import { StaffMemberEntity } from '../directory/directory.entity';
import { businessSettings, clientsByIds } from '../directory/directory.reader';
import { EventParticipantEntity } from '../events/event-participant.entity';
import { EventSeriesEntity } from '../events/event-series.entity';
import { EventEntity } from '../events/event.entity';
import { hoursDraft } from '../locations/location-draft';
import type { LocationHoursInput } from '../locations/location.input';
import { LocationEntity, RoomEntity } from '../locations/location.entity';
import { ServiceEntity } from '../services/service.entity';
import { bookingRequest, instantOf } from './booking-input';
import {
  addMinutesToTime,
  ageWarning,
  attendanceStatus,
  boundedRule,
  BOOKING_TEXTS,
  bookingSeries,
  CANCELLED_PLACES,
  collisionsMessage,
  editableStatus,
  isCancelledEvent,
  localDateText,
  localTimeAt,
  MAX_BATCH,
  MAX_OCCURRENCES,
  optionalInstant,
  parseScope,
  ruleOfSeries,
  type Scope,
  statusWhenClientsCancel,
} from './booking-rules';
import type {
  AppointmentInput,
  AttendanceItemInput,
  BatchEventChangesInput,
  UpdateEventInput,
} from './booking.model';
import {
  type Attempt,
  assertFreeIn,
  bookingFactsIn,
  clientEventsIn,
  collisionsIn,
  emitCalendarIn,
  guardedWriteIn,
  lockedEventIn,
  lockBookablesIn,
  lockedEventsIn,
  participantsIn,
  retryingConflicts,
} from './booking.store';
import { cancellationOutcome } from './cancellation';
import { clientOverlapWarning, overlappingClientEvents } from './client-overlap';
import { closureImpactIn } from './closures';
import { heldSlotConflict } from '../waitlist/waitlist.store';

const MINUTE = 60_000;
const clean = (v: string | null | undefined): string | null => v?.trim() || null;

/** A slot a cancellation freed, as the appointment waitlist reads it (instants in epoch ms). */
export interface OpenedSlot {
  readonly serviceId: string;
  readonly staffId: string;
  readonly locationId: string;
  readonly roomId: string | null;
  readonly startAt: number;
  readonly endAt: number;
}

/** Who is told when a cancellation frees slots (the appointment waitlist), in the cancelling transaction. */
export interface SlotsOpenedListener {
  slotsOpened(
    em: EntityManager,
    business: string,
    slots: readonly OpenedSlot[],
    actor?: ActorContext | null,
  ): Promise<unknown>;
}
export const SLOTS_OPENED = Symbol('SLOTS_OPENED');

/** What a change made: the events, and warnings that did not stop it. */
export interface Changed {
  events: Event[];
  warnings: string[];
}

export interface ScheduleChangeArgs {
  eventId: string;
  fromDate: string;
  rrule: string;
  startTime?: string | null;
  durationMinutes?: number | null;
  staffId?: string | null;
  roomId?: string | null;
  dryRun?: boolean | null;
}

export interface ScheduleChanged {
  conflicts: { startAt: string; endAt: string; reason: string }[];
  events: Event[];
  error: string | null;
}

type Fields = Partial<
  Pick<
    EventEntity,
    | 'name'
    | 'primaryStaffId'
    | 'staffIds'
    | 'roomId'
    | 'locationId'
    | 'note'
    | 'calendarColor'
    | 'isLocked'
    | 'status'
  >
>;

/** Managers may move locked events and lock or unlock them. */
const isManager = (actor: ActorContext) => actor.role === 'superuser' || actorCan(actor, 'cancel', 'EVENT');

/** The slot an event frees: appointments with a service, a staff member and a location only. */
const slotOf = (e: EventEntity): OpenedSlot | null => {
  const staffId = e.primaryStaffId ?? e.staffIds[0] ?? null;
  if (!e.serviceId || !staffId || !e.locationId || e.sessionId) return null;
  return {
    serviceId: e.serviceId,
    staffId,
    locationId: e.locationId,
    roomId: e.roomId,
    startAt: +e.startAt,
    endAt: +e.endAt,
  };
};

/**
 * Staff-side booking and calendar changes (001 §5.5, §4.1, §3.3): appointments (recurring ones in the
 * event's zone), moves and edits of one event or a series, schedule changes, cancellations, attendance and
 * batches. Each runs in one transaction of the business with its scheduling events in the outbox; the
 * exclusion constraints refuse double bookings, which read as 'error booking: ...'.
 */
@Injectable()
export class BookingService {
  constructor(
    private readonly db: TenantDb,
    @Inject(CLOCK) private readonly clock: Clock,
    @Optional() @Inject(SLOTS_OPENED) private readonly waitlist: SlotsOpenedListener | null = null,
  ) {}

  /** A unit of work of the business, run again when PostgreSQL aborted it to break a deadlock. */
  private tx<T>(business: string, work: (em: EntityManager) => Promise<T>): Promise<T> {
    return retryingConflicts(() => this.db.withTenant(business, work));
  }

  // ---------------------------------------------------------------- booking

  /**
   * Books in one transaction; the answer is made from what the booking wrote and read, without reading it
   * back, so that bookings of the same staff member or room wait for each other no longer than the writing.
   */
  async book(actor: ActorContext, business: string, input: AppointmentInput): Promise<Changed> {
    const made = await this.bookIn(actor, business, input);
    return { events: eventViewsOf(made.events, made.parts), warnings: made.warnings };
  }

  private bookIn(
    actor: ActorContext,
    business: string,
    input: AppointmentInput,
  ): Promise<{ events: EventEntity[]; parts: EventViewParts; warnings: string[] }> {
    const endAt = optionalInstant(input.endAt);
    if (endAt === null) throw new UserError(BOOKING_TEXTS.endAt);
    const rrule = clean(input.rrule);
    const startText = typeof input.startAt === 'string' ? input.startAt.trim() : '';
    const startAt = rrule ? null : instantOf(startText);
    return this.tx(business, async (em) => {
      // everything the booking is checked against in one query (for one period, what takes it too)
      const facts = await bookingFactsIn(em, business, {
        serviceId: clean(input.serviceId),
        locationId: clean(input.locationId),
        planName: clean(input.planName),
        roomId: clean(input.roomId),
        staffId: clean(input.staffId),
        clientIds: (input.clientIds ?? []).map((id) => (typeof id === 'string' ? id.trim() : '')),
        single: startAt === null ? null : { startAt, endAt },
      });
      const settings = { timezone: facts.zone };
      const serviceId = clean(input.serviceId);
      const service = serviceId && isUuid(serviceId) ? facts.service : null;
      const checked = bookingRequest(input, {
        durationMinutes: service?.durationMinutes ?? (endAt !== undefined ? 1 : null),
      });
      if (!checked.ok) throw new UserError(checked.message);
      const req = checked.value;
      if (!service) throw new NotFoundError(req.serviceId);
      if (!service.requiresBooking || service.hasSessions || service.eventType)
        throw new UserError(BOOKING_TEXTS.serviceNotAllowed);
      const location = facts.location;
      if (!location) throw new NotFoundError(req.locationId);
      const plan = facts.plan;
      if (!plan) throw new UserError(BOOKING_TEXTS.planNotOfService(req.planName, service.name));
      if (plan.locationIds.length && !plan.locationIds.includes(location.id))
        throw new UserError(BOOKING_TEXTS.planNotAtLocation(plan.name, location.name));
      const roomId = clean(input.roomId);
      const room = roomId ? facts.room : null;
      if (roomId) {
        if (!room) throw new NotFoundError(roomId);
        if (room.locationId !== location.id) throw new UserError(BOOKING_TEXTS.roomNotAtLocation(room.name));
        if (room.applicableServices.length && !room.applicableServices.includes(service.id))
          throw new UserError(BOOKING_TEXTS.roomNotForService(room.name, service.name));
      }
      const staff = facts.staff;
      if (!staff) throw new UserError(BOOKING_TEXTS.notStaff(req.staffId));
      const clients = facts.clients;
      const unknown = req.clientIds.find((id) => !clients.has(id));
      if (unknown) throw new UserError(BOOKING_TEXTS.notClient(unknown));

      const start = req.startAt;
      const end = endAt ?? req.endAt;
      if (end <= start) throw new UserError(BOOKING_TEXTS.endAt);
      const zone = location.timezone ?? settings.timezone;
      let series: ReturnType<typeof bookingSeries> | null = null;
      if (rrule) {
        try {
          series = bookingSeries(start, end, rrule, zone);
        } catch (e) {
          throw new UserError((e as Error).message);
        }
      }
      const periods = series
        ? series.occurrences.map((o) => ({ startAt: o.startAt, endAt: o.endAt }))
        : [{ startAt: start, endAt: end }];

      const now = this.clock.now();
      const ageWarnings = req.clientIds
        .map((id) => {
          const c = clients.get(id)!;
          return ageWarning(
            { name: clientName(c), birthDate: c.birthDate },
            service,
            periods[0].startAt,
            +now,
            settings.timezone,
          );
        })
        .filter((w): w is string => !!w);
      if (ageWarnings.length && !input.allowAgeOverride)
        throw new UserError(`${ageWarnings.join('; ')}: ${BOOKING_TEXTS.ageOverride}`);

      const attempts: Attempt[] = periods.map((p) => ({
        startAt: new Date(p.startAt),
        endAt: new Date(p.endAt),
        staffIds: [req.staffId],
        roomId,
      }));
      // the facts' period is this booking's when it is one period (then what took it was read with them)
      const single =
        attempts.length === 1 &&
        !!facts.period &&
        +facts.period.startAt === +attempts[0].startAt &&
        +facts.period.endAt === +attempts[0].endAt;
      if (single && facts.taken) throw new UserError(collisionsMessage([facts.taken.reason], 1));
      await assertFreeIn(em, business, attempts, settings.timezone, [], single);
      // a time held for a waitlisted client is busy for everyone else while the hold lasts
      const holder = req.clientIds.length === 1 ? req.clientIds[0] : null;
      for (const a of attempts) {
        const held = await heldSlotConflict(em, business, req.staffId, a.startAt, a.endAt, holder, now);
        if (held) throw new UserError(held);
      }

      const others =
        single && facts.clientEvents
          ? facts.clientEvents
          : await clientEventsIn(
              em,
              business,
              req.clientIds,
              attempts[0].startAt,
              attempts[attempts.length - 1].endAt,
            );

      const recurringId = series ? newId() : null;
      const events: EventEntity[] = attempts.map((a) => ({
        id: newId(),
        business,
        name: service.name,
        startAt: a.startAt,
        endAt: a.endAt,
        status: 'EVENT_STATUS_ACTIVE',
        locationId: location.id,
        roomId,
        serviceId: service.id,
        sessionId: null,
        primaryStaffId: req.staffId,
        staffIds: [req.staffId],
        originalStartAt: series ? a.startAt : null,
        recurringId,
        recurringOutlier: false,
        isLocked: false,
        note: clean(input.note),
        calendarColor: clean(input.calendarColor),
        holdUntil: null,
        timezone: zone,
        planName: plan.name,
        capacity: null,
        waitlistEnabled: false,
        slotStatus: null,
        createdBy: actor.accountId,
        cancelledAt: null,
        cancelledBy: null,
        cancelReason: null,
        doNotNotify: !!input.doNotNotify,
        version: 1,
        createdAt: now,
        updatedAt: now,
      }));
      const participants = events.flatMap((e) => [
        ...req.clientIds.map((id) =>
          this.participant(e, id, 'client', now, {
            planName: plan.name,
            payerId: clients.get(id)!.accountManagerIds[0] ?? id,
            enrollmentType: series ? 'SUBSCRIPTION' : 'DROP_IN',
          }),
        ),
        this.participant(e, req.staffId, 'staff', now),
      ]);
      await guardedWriteIn(em, business, attempts, settings.timezone, [], async () => {
        if (series)
          await em.insert(EventSeriesEntity, {
            id: recurringId!,
            business,
            rrule: series.rule.rrule,
            timezone: zone,
            firstStartAt: events[0].startAt,
            durationMinutes: series.durationMinutes,
            createdAt: now,
            updatedAt: now,
          });
        for (let i = 0; i < events.length; i += 200) await em.insert(EventEntity, events.slice(i, i + 200));
        for (let i = 0; i < participants.length; i += 500)
          await em.insert(EventParticipantEntity, participants.slice(i, i + 500));
      });
      const byEvent = groupBy(participants, (p) => p.eventId);
      for (const e of events)
        await emitCalendarIn(em, actor, business, 'event.booked', e, byEvent.get(e.id) ?? []);

      const warnings = [
        ...ageWarnings,
        ...this.overlapWarnings(
          req.clientIds.map((id) => ({ id, name: clientName(clients.get(id)!) })),
          events,
          others,
          settings.timezone,
        ),
      ];
      const byId = (a: EventParticipantEntity, b: EventParticipantEntity) =>
        a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
      const parts: EventViewParts = {
        // as eventViewsIn reads them: by creation (all now), then id
        participants: [...participants].sort(byId),
        locations: new Map([[location.id, location]]),
        rooms: new Map(room ? [[room.id, room]] : []),
        services: new Map([[service.id, service]]),
        sessions: new Map(),
        rules: new Map(series ? [[recurringId!, series.rule.rrule]] : []),
        waitlists: new Map(),
        staff: new Map([[staff.id, staff]]),
        clients,
      };
      return { events, parts, warnings };
    });
  }

  // ---------------------------------------------------------------- edits and moves

  update(
    actor: ActorContext,
    business: string,
    input: UpdateEventInput,
    scopeText?: string | null,
  ): Promise<Changed> {
    const scope = parseScope(scopeText);
    if (!scope) throw new UserError(BOOKING_TEXTS.scope);
    const start = optionalInstant(input.startAt);
    const end = optionalInstant(input.endAt);
    if (start === null) throw new UserError('startAt must be a date and time with an offset (ISO 8601)');
    if (end === null) throw new UserError(BOOKING_TEXTS.endAt);
    return this.tx(business, async (em) => {
      const row = await lockedEventIn(em, business, input.id);
      if (!mayChangeEvent(actor, row)) throw new NotAllowedError("another staff member's event");
      if (
        input.expectedVersion !== null &&
        input.expectedVersion !== undefined &&
        input.expectedVersion !== row.version
      )
        throw new UserError(BOOKING_TEXTS.changedMeanwhile);
      if (isCancelledEvent(row.status)) throw new UserError(BOOKING_TEXTS.cancelled);
      const settings = await businessSettings(em, business);
      const fields = await this.fieldsOf(em, actor, business, row, input);
      const newStart = start ?? +row.startAt;
      const newEnd = end ?? (start !== undefined ? start + (+row.endAt - +row.startAt) : +row.endAt);
      if (newEnd <= newStart) throw new UserError(BOOKING_TEXTS.endAt);
      const moved = newStart !== +row.startAt || newEnd !== +row.endAt;
      if (moved && row.isLocked && !isManager(actor)) throw new UserError(BOOKING_TEXTS.locked);
      if (!moved && !Object.keys(fields).length) throw new UserError(BOOKING_TEXTS.nothingToChange);

      const now = this.clock.now();
      const changes: { row: EventEntity; next: Partial<EventEntity>; moved: boolean }[] = [];
      let seriesWrite: (() => Promise<void>) | null = null;
      if (scope === 'this' || !row.recurringId) {
        changes.push({
          row,
          moved,
          next: {
            ...fields,
            ...(moved
              ? {
                  startAt: new Date(newStart),
                  endAt: new Date(newEnd),
                  ...(row.recurringId
                    ? { recurringOutlier: true, originalStartAt: row.originalStartAt ?? row.startAt }
                    : {}),
                }
              : {}),
          },
        });
      } else {
        const planned = await this.seriesEdit(
          em,
          actor,
          business,
          row,
          scope,
          fields,
          moved ? [newStart, newEnd] : null,
          now,
        );
        changes.push(...planned.changes);
        seriesWrite = planned.write;
      }

      const attempts = changes.map(({ row: r, next }) => attemptOf({ ...r, ...next }));
      const ids = changes.map((c) => c.row.id);
      const blocking = changes.filter(({ row: r, next }) => !isCancelledEvent(next.status ?? r.status));
      await assertFreeIn(
        em,
        business,
        blocking.map(({ row: r, next }) => attemptOf({ ...r, ...next })),
        settings.timezone,
        ids,
      );
      const written: EventEntity[] = [];
      await guardedWriteIn(em, business, attempts, settings.timezone, ids, async () => {
        if (seriesWrite) await seriesWrite();
        for (const c of changes) {
          const next = { ...c.next, version: c.row.version + 1, updatedAt: now };
          await em.update(EventEntity, { business, id: c.row.id }, next);
          written.push({ ...c.row, ...next });
        }
        await this.syncStaffParticipants(em, business, written, now);
      });
      const parts = await participantsIn(
        em,
        business,
        written.map((e) => e.id),
      );
      for (const [i, e] of written.entries()) {
        const c = changes[i];
        const type = c.moved ? 'event.moved' : 'event.updated';
        await emitCalendarIn(em, actor, business, type, e, parts.get(e.id) ?? [], {
          ...(c.moved
            ? { previousStartAt: c.row.startAt.toISOString(), previousEndAt: c.row.endAt.toISOString() }
            : {}),
        });
      }
      const warnings = await this.overlapWarningsOf(
        em,
        business,
        written.filter((_, i) => changes[i].moved),
        parts,
        settings.timezone,
      );
      return { events: await eventViewsIn(em, business, written), warnings };
    });
  }

  /** The plain fields an update changes (validated), for one event or the events of a scope. */
  private async fieldsOf(
    em: EntityManager,
    actor: ActorContext,
    business: string,
    row: EventEntity,
    input: Omit<Partial<UpdateEventInput>, 'id'>,
  ): Promise<Fields> {
    const fields: Fields = {};
    if (input.name !== undefined && input.name !== null) {
      const name = input.name.trim();
      if (!name) throw new UserError('name is required');
      if (name !== row.name) fields.name = name;
    }
    const staffIds = input.staffIds?.map((s) => s.trim()).filter(Boolean);
    const staffId = clean(input.staffId);
    if (staffIds?.length || staffId) {
      const wanted = [...new Set([...(staffId ? [staffId] : []), ...(staffIds ?? [])])];
      await this.staffIn(em, business, wanted);
      const primary = staffId ?? wanted[0];
      const list = staffIds?.length
        ? [...new Set([primary, ...staffIds])]
        : [primary, ...row.staffIds.filter((s) => s !== row.primaryStaffId && s !== primary)];
      fields.primaryStaffId = primary;
      fields.staffIds = list;
    }
    const locationId = clean(input.locationId);
    if (locationId && locationId !== row.locationId) {
      await this.locationIn(em, business, locationId);
      fields.locationId = locationId;
      if (input.roomId === undefined || input.roomId === null) fields.roomId = null;
    }
    if (input.roomId !== undefined && input.roomId !== null) {
      const roomId = clean(input.roomId);
      if (roomId) {
        const service = row.serviceId
          ? await em.findOne(ServiceEntity, { where: { business, id: row.serviceId } })
          : null;
        await this.roomIn(em, business, roomId, fields.locationId ?? row.locationId, service);
      }
      if (roomId !== row.roomId) fields.roomId = roomId;
    }
    if (input.note !== undefined && input.note !== null) fields.note = clean(input.note);
    if (input.calendarColor !== undefined && input.calendarColor !== null)
      fields.calendarColor = clean(input.calendarColor);
    if (input.isLocked !== undefined && input.isLocked !== null && input.isLocked !== row.isLocked) {
      if (!isManager(actor)) throw new UserError(BOOKING_TEXTS.lockByManager);
      fields.isLocked = input.isLocked;
    }
    if (input.status !== undefined && input.status !== null && input.status.trim()) {
      const status = editableStatus(input.status);
      if (!status) throw new UserError(BOOKING_TEXTS.status);
      if (status !== row.status) fields.status = status;
    }
    return fields;
  }

  /** The changes of a series edit (scope following or all) and the write of its series rows. */
  private async seriesEdit(
    em: EntityManager,
    actor: ActorContext,
    business: string,
    row: EventEntity,
    scope: Exclude<Scope, 'this'>,
    fields: Fields,
    times: [number, number] | null,
    now: Date,
  ): Promise<{
    changes: { row: EventEntity; next: Partial<EventEntity>; moved: boolean }[];
    write: (() => Promise<void>) | null;
  }> {
    const series = await em.findOneOrFail(EventSeriesEntity, { where: { business, id: row.recurringId! } });
    const rule = ruleOfSeries(series);
    const all = await em.find(EventEntity, {
      where: { business, recurringId: series.id },
      order: { startAt: 'ASC' },
      lock: { mode: 'pessimistic_write' },
    });
    const stored: StoredOccurrence[] = all.map((e) => ({
      id: e.id,
      originalStartAt: +(e.originalStartAt ?? e.startAt),
      startAt: +e.startAt,
      endAt: +e.endAt,
      recurringOutlier: e.recurringOutlier,
      status: e.status,
    }));
    const target = stored.find((o) => o.id === row.id)!;
    const inScope = all.filter(
      (e, i) =>
        !isCancelledEvent(e.status) &&
        e.status !== 'EVENT_STATUS_COMPLETED' &&
        (scope === 'all' || stored[i].originalStartAt >= target.originalStartAt),
    );
    for (const e of inScope)
      if (!mayChangeEvent(actor, e)) throw new NotAllowedError("another staff member's event");
    const byId = new Map(all.map((e) => [e.id, e]));
    const next = new Map<string, Partial<EventEntity>>(inScope.map((e) => [e.id, { ...fields }]));
    const movedIds = new Set<string>();
    let write: (() => Promise<void>) | null = null;
    if (times) {
      const [start, end] = times;
      const zone = series.timezone;
      if (localDateText(start, zone) !== localDateText(+row.startAt, zone))
        throw new UserError(BOOKING_TEXTS.seriesMoveDay);
      const minutes = Math.round((end - start) / MINUTE);
      if (minutes >= 1440) throw new UserError(BOOKING_TEXTS.tooLong);
      const fromTime = localTimeAt(start, zone);
      const fromDate = localDateText(target.originalStartAt, zone);
      const newRule: SeriesRule = {
        ...rule,
        fromTime,
        toTime: addMinutesToTime(fromTime, minutes),
        startDate: scope === 'following' ? fromDate : rule.startDate,
      };
      const plan = applySeriesChange(stored, {
        scope,
        occurrenceId: row.id,
        action: 'reschedule',
        rule,
        newRule,
        outliers: 'include',
      });
      for (const u of plan.update) {
        movedIds.add(u.id);
        next.set(u.id, {
          ...(next.get(u.id) ?? fields),
          startAt: new Date(u.startAt),
          endAt: new Date(u.endAt),
          originalStartAt: new Date(u.originalStartAt),
          recurringOutlier: u.recurringOutlier,
        });
      }
      for (const id of plan.cancel) next.set(id, { ...(next.get(id) ?? {}), status: 'EVENT_STATUS_DELETED' });
      const first = occurrencesBetween(newRule, newRule.startDate)[0];
      const after = plan.series?.after ?? newRule;
      const before = plan.series?.before ?? null;
      const inScopeIds = new Set(inScope.map((e) => e.id));
      write = async () => {
        if (scope === 'following' && before) {
          await em.update(
            EventSeriesEntity,
            { business, id: series.id },
            { rrule: before.rrule, updatedAt: now },
          );
          const id = newId();
          await em.insert(EventSeriesEntity, {
            id,
            business,
            rrule: after.rrule,
            timezone: zone,
            firstStartAt: new Date(first?.startAt ?? start),
            durationMinutes: minutes,
            createdAt: now,
            updatedAt: now,
          });
          for (const eid of inScopeIds) next.set(eid, { ...(next.get(eid) ?? {}), recurringId: id });
          // the rows are written after this, with their new series
          changesRef.forEach((c) => {
            if (inScopeIds.has(c.row.id)) c.next.recurringId = id;
          });
        } else {
          await em.update(
            EventSeriesEntity,
            { business, id: series.id },
            {
              rrule: after.rrule,
              firstStartAt: new Date(first?.startAt ?? start),
              durationMinutes: minutes,
              updatedAt: now,
            },
          );
        }
      };
    }
    const changesRef = [...next.entries()]
      .filter(([, n]) => Object.keys(n).length)
      .map(([id, n]) => ({ row: byId.get(id)!, next: n, moved: movedIds.has(id) }));
    return { changes: changesRef, write };
  }

  /** Keeps the staff participants in step with the events' staff. */
  private async syncStaffParticipants(
    em: EntityManager,
    business: string,
    events: readonly EventEntity[],
    now: Date,
  ) {
    if (!events.length) return;
    const parts = await participantsIn(
      em,
      business,
      events.map((e) => e.id),
    );
    for (const e of events) {
      const want = [...new Set([...(e.primaryStaffId ? [e.primaryStaffId] : []), ...e.staffIds])];
      const have = (parts.get(e.id) ?? []).filter((p) => p.kind === 'staff');
      const gone = have.filter((p) => !want.includes(p.peopleId)).map((p) => p.id);
      if (gone.length) await em.delete(EventParticipantEntity, { business, id: In(gone) });
      const added = want.filter((s) => !have.some((p) => p.peopleId === s));
      if (added.length)
        await em.insert(
          EventParticipantEntity,
          added.map((s) => this.participant(e, s, 'staff', now)),
        );
    }
  }

  // ---------------------------------------------------------------- recurring schedule change

  changeSchedule(actor: ActorContext, business: string, args: ScheduleChangeArgs): Promise<ScheduleChanged> {
    const fromDate = (args.fromDate ?? '').trim();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(fromDate) || !valid(() => parseLocalDate(fromDate)))
      throw new UserError(BOOKING_TEXTS.fromDate);
    const startTime = clean(args.startTime);
    if (startTime && (!/^\d{1,2}:\d{2}$/.test(startTime) || !valid(() => parseLocalTime(startTime))))
      throw new UserError(BOOKING_TEXTS.startTime);
    const minutes = args.durationMinutes;
    if (
      minutes !== null &&
      minutes !== undefined &&
      !(Number.isInteger(minutes) && minutes > 0 && minutes < 1440)
    )
      throw new UserError(BOOKING_TEXTS.durationMinutes);
    const rrule = (args.rrule ?? '').trim().replace(/^RRULE:/i, '');
    if (!rrule) throw new UserError('rrule is required');
    return this.tx(business, async (em) => {
      const row = await lockedEventIn(em, business, args.eventId);
      if (!mayChangeEvent(actor, row)) throw new NotAllowedError("another staff member's event");
      if (!row.recurringId) throw new UserError(BOOKING_TEXTS.notRecurring);
      const settings = await businessSettings(em, business);
      const series = await em.findOneOrFail(EventSeriesEntity, { where: { business, id: row.recurringId } });
      const rule = ruleOfSeries(series);
      const zone = series.timezone;
      const fromTime = startTime ? startTime.padStart(5, '0') : rule.fromTime;
      const duration = minutes ?? series.durationMinutes;
      const unbounded: SeriesRule = {
        startDate: fromDate,
        fromTime,
        toTime: addMinutesToTime(fromTime, duration),
        timezone: zone,
        rrule,
      };
      const ruleError = seriesRuleError(unbounded, { horizon: true });
      if (ruleError) throw new UserError(ruleError);
      const newRule = boundedRule(unbounded);
      const staffId = clean(args.staffId) ?? row.primaryStaffId;
      if (clean(args.staffId)) await this.staffIn(em, business, [staffId!]);
      let roomId = row.roomId;
      if (args.roomId !== undefined && args.roomId !== null) {
        roomId = clean(args.roomId);
        const service = row.serviceId
          ? await em.findOne(ServiceEntity, { where: { business, id: row.serviceId } })
          : null;
        if (roomId) await this.roomIn(em, business, roomId, row.locationId, service);
      }
      const all = await em.find(EventEntity, {
        where: { business, recurringId: series.id },
        order: { startAt: 'ASC' },
        lock: { mode: 'pessimistic_write' },
      });
      const replaced = all.filter(
        (e) =>
          !e.recurringOutlier &&
          (e.status === 'EVENT_STATUS_ACTIVE' || e.status === 'EVENT_STATUS_HOLD') &&
          localDateText(+(e.originalStartAt ?? e.startAt), zone) >= fromDate,
      );
      for (const e of replaced)
        if (!mayChangeEvent(actor, e)) throw new NotAllowedError("another staff member's event");
      const planned = occurrencesBetween(newRule, fromDate);
      if (planned.length > MAX_OCCURRENCES) throw new UserError(BOOKING_TEXTS.tooMany);
      const staffIds = staffId
        ? [staffId, ...row.staffIds.filter((s) => s !== row.primaryStaffId && s !== staffId)]
        : row.staffIds;
      const attemptFor = (o: { startAt: number; endAt: number }): Attempt => ({
        startAt: new Date(o.startAt),
        endAt: new Date(o.endAt),
        staffIds,
        roomId,
      });
      const replacedIds = replaced.map((e) => e.id);
      await lockBookablesIn(em, business, planned.map(attemptFor));
      const collisions = await collisionsIn(
        em,
        business,
        planned.map(attemptFor),
        settings.timezone,
        replacedIds,
      );
      const reasonAt = new Map(collisions.map((c) => [planned[c.index].startAt, c.reason]));
      const check = changeScheduleFrom(rule, fromDate, newRule, (o) => reasonAt.get(o.startAt) ?? null);
      const conflicts = check.conflicts.map((c) => ({
        startAt: new Date(c.occurrence.startAt).toISOString(),
        endAt: new Date(c.occurrence.endAt).toISOString(),
        reason: c.reason,
      }));
      if (args.dryRun) return { conflicts, events: [], error: null };
      if (conflicts.length)
        return { conflicts, events: [], error: BOOKING_TEXTS.scheduleConflicts(conflicts.length) };
      if (!check.place.length) throw new UserError(BOOKING_TEXTS.noOccurrence);

      const now = this.clock.now();
      const template = await participantsIn(em, business, [row.id]);
      const clients = (template.get(row.id) ?? []).filter(
        (p) => p.kind === 'client' && !CANCELLED_PLACES.includes(p.status ?? ''),
      );
      const reuse = !check.before;
      const recurringId = reuse ? series.id : newId();
      const events: EventEntity[] = check.place.map((o) => ({
        ...row,
        id: newId(),
        startAt: new Date(o.startAt),
        endAt: new Date(o.endAt),
        status: 'EVENT_STATUS_ACTIVE',
        primaryStaffId: staffId,
        staffIds,
        roomId,
        originalStartAt: new Date(o.originalStartAt),
        recurringId,
        recurringOutlier: false,
        holdUntil: null,
        createdBy: actor.accountId,
        cancelledAt: null,
        cancelledBy: null,
        cancelReason: null,
        version: 1,
        createdAt: now,
        updatedAt: now,
      }));
      const participants = events.flatMap((e) => [
        ...clients.map((c) =>
          this.participant(e, c.peopleId, 'client', now, {
            planName: c.planName,
            payerId: c.payerId,
            enrollmentType: c.enrollmentType,
          }),
        ),
        ...staffIds.map((s) => this.participant(e, s, 'staff', now)),
      ]);
      const attempts = events.map(attemptOf);
      await guardedWriteIn(em, business, attempts, settings.timezone, replacedIds, async () => {
        for (const e of replaced)
          await em.update(
            EventEntity,
            { business, id: e.id },
            { status: 'EVENT_STATUS_DELETED', version: e.version + 1, updatedAt: now },
          );
        if (reuse) {
          await em.update(
            EventSeriesEntity,
            { business, id: series.id },
            {
              rrule: newRule.rrule,
              firstStartAt: events[0].startAt,
              durationMinutes: duration,
              updatedAt: now,
            },
          );
        } else {
          await em.update(
            EventSeriesEntity,
            { business, id: series.id },
            { rrule: check.before!.rrule, updatedAt: now },
          );
          await em.insert(EventSeriesEntity, {
            id: recurringId,
            business,
            rrule: newRule.rrule,
            timezone: zone,
            firstStartAt: events[0].startAt,
            durationMinutes: duration,
            createdAt: now,
            updatedAt: now,
          });
        }
        for (let i = 0; i < events.length; i += 200) await em.insert(EventEntity, events.slice(i, i + 200));
        for (let i = 0; i < participants.length; i += 500)
          await em.insert(EventParticipantEntity, participants.slice(i, i + 500));
      });
      const oldParts = await participantsIn(em, business, replacedIds);
      for (const e of replaced)
        await emitCalendarIn(
          em,
          actor,
          business,
          'event.updated',
          { ...e, status: 'EVENT_STATUS_DELETED' },
          oldParts.get(e.id) ?? [],
        );
      const byEvent = groupBy(participants, (p) => p.eventId);
      for (const e of events)
        await emitCalendarIn(em, actor, business, 'event.booked', e, byEvent.get(e.id) ?? []);
      return { conflicts: [], events: await eventViewsIn(em, business, events), error: null };
    });
  }

  // ---------------------------------------------------------------- cancellation

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
    return this.tx(business, async (em) => ({
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
    return this.tx(business, async (em) => {
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
    if (!mayCancelEvent(actor, row)) throw new NotAllowedError("another staff member's event");
    if (isCancelledEvent(row.status)) throw new UserError(BOOKING_TEXTS.alreadyCancelled);
    const settings = await businessSettings(em, business);
    const service = row.serviceId
      ? await em.findOne(ServiceEntity, { where: { business, id: row.serviceId } })
      : null;
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
      const all = await em.find(EventEntity, {
        where: { business, recurringId: series.id },
        order: { startAt: 'ASC' },
        lock: { mode: 'pessimistic_write' },
      });
      const plan = applySeriesChange(
        all.map((e) => ({
          id: e.id,
          originalStartAt: +(e.originalStartAt ?? e.startAt),
          startAt: +e.startAt,
          endAt: +e.endAt,
          recurringOutlier: e.recurringOutlier,
          status: e.status,
        })),
        { scope, occurrenceId: row.id, action: 'cancel', rule, outliers: 'include' },
      );
      const ids = new Set(plan.cancel);
      targets = all.filter((e) => ids.has(e.id) && !isCancelledEvent(e.status));
      for (const e of targets)
        if (!mayCancelEvent(actor, e)) throw new NotAllowedError("another staff member's event");
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
      const clients = (parts.get(e.id) ?? []).filter(
        (p) => p.kind === 'client' && !CANCELLED_PLACES.includes(p.status ?? ''),
      );
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
    return this.tx(business, async (em) => {
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
      const service = row.serviceId
        ? await em.findOne(ServiceEntity, { where: { business, id: row.serviceId } })
        : null;
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

  // ---------------------------------------------------------------- attendance

  setAttendance(
    actor: ActorContext,
    business: string,
    eventId: string,
    clientId: string,
    status: string | null | undefined,
  ): Promise<Changed> {
    return this.batchAttendance(actor, business, [{ eventId, clientId, status }]);
  }

  batchAttendance(
    actor: ActorContext,
    business: string,
    items: readonly AttendanceItemInput[],
  ): Promise<Changed> {
    if (!items.length || items.length > MAX_BATCH) throw new UserError(BOOKING_TEXTS.batchSize);
    const wanted = items.map((i) => {
      const status = attendanceStatus(i.status);
      if (status === undefined) throw new UserError(BOOKING_TEXTS.attendance);
      return { eventId: i.eventId.trim(), clientId: i.clientId.trim(), status };
    });
    return this.tx(business, async (em) => {
      const now = this.clock.now();
      const touched = new Map<string, EventEntity>();
      for (const w of wanted) {
        const row = touched.get(w.eventId) ?? (await lockedEventIn(em, business, w.eventId));
        if (!mayTakeAttendance(actor, row)) throw new NotAllowedError("another staff member's event");
        if (isCancelledEvent(row.status)) throw new UserError(BOOKING_TEXTS.cancelled);
        const parts = (await participantsIn(em, business, [row.id])).get(row.id) ?? [];
        const place = parts.find((p) => p.kind === 'client' && p.peopleId === w.clientId);
        if (!place) throw new UserError(BOOKING_TEXTS.notParticipant);
        if (CANCELLED_PLACES.includes(place.status ?? ''))
          throw new UserError(BOOKING_TEXTS.attendanceOfCancelled);
        await em.update(
          EventParticipantEntity,
          { business, id: place.id },
          { status: w.status, updatedAt: now },
        );
        const next = { version: row.version + 1, updatedAt: now };
        await em.update(EventEntity, { business, id: row.id }, next);
        const written = { ...row, ...next };
        touched.set(row.id, written);
        await emitCalendarIn(
          em,
          actor,
          business,
          'event.attendance_changed',
          written,
          parts.map((p) => (p.id === place.id ? { ...p, status: w.status } : p)),
        );
      }
      return { events: await eventViewsIn(em, business, [...touched.values()]), warnings: [] };
    });
  }

  // ---------------------------------------------------------------- batch update

  batchUpdate(
    actor: ActorContext,
    business: string,
    ids: readonly string[],
    changes: BatchEventChangesInput,
  ): Promise<Changed> {
    const list = batchIds(ids);
    return this.tx(business, async (em) => {
      const settings = await businessSettings(em, business);
      const rows = await lockedEventsIn(em, business, list);
      const now = this.clock.now();
      const planned: { row: EventEntity; next: Partial<EventEntity> }[] = [];
      for (const row of rows) {
        if (!mayChangeEvent(actor, row)) throw new NotAllowedError("another staff member's event");
        if (isCancelledEvent(row.status)) throw new UserError(BOOKING_TEXTS.cancelled);
        const fields = await this.fieldsOf(em, actor, business, row, changes);
        if (Object.keys(fields).length) planned.push({ row, next: fields });
      }
      if (!planned.length) throw new UserError(BOOKING_TEXTS.nothingToChange);
      const attempts = planned.map(({ row, next }) => attemptOf({ ...row, ...next }));
      const ids2 = planned.map((p) => p.row.id);
      await assertFreeIn(em, business, attempts, settings.timezone, ids2);
      const written: EventEntity[] = [];
      await guardedWriteIn(em, business, attempts, settings.timezone, ids2, async () => {
        for (const p of planned) {
          const next = { ...p.next, version: p.row.version + 1, updatedAt: now };
          await em.update(EventEntity, { business, id: p.row.id }, next);
          written.push({ ...p.row, ...next });
        }
        await this.syncStaffParticipants(em, business, written, now);
      });
      const parts = await participantsIn(em, business, ids2);
      for (const e of written)
        await emitCalendarIn(em, actor, business, 'event.updated', e, parts.get(e.id) ?? []);
      return { events: await eventViewsIn(em, business, written), warnings: [] };
    });
  }

  // ---------------------------------------------------------------- closures

  /** The location's upcoming events these closed hours would skip (nothing is saved). */
  closureImpact(
    business: string,
    locationId: string,
    hoursClosed: readonly LocationHoursInput[],
  ): Promise<Event[]> {
    return this.tx(business, async (em) => {
      const location = await this.locationIn(em, business, locationId);
      const zone = location.timezone ?? (await businessSettings(em, business)).timezone;
      const closed = hoursDraft(hoursClosed, 'hoursClosed', zone);
      return eventViewsIn(
        em,
        business,
        await closureImpactIn(em, business, location.id, closed, this.clock.now()),
      );
    });
  }

  // ---------------------------------------------------------------- helpers

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

  private participant(
    e: EventEntity,
    peopleId: string,
    kind: 'client' | 'staff',
    now: Date,
    booked: Partial<Pick<EventParticipantEntity, 'planName' | 'payerId' | 'enrollmentType'>> = {},
  ): EventParticipantEntity {
    return {
      id: newId(),
      business: e.business,
      eventId: e.id,
      peopleId,
      kind,
      eventRole: null,
      enrollmentType: booked.enrollmentType ?? null,
      planName: booked.planName ?? null,
      payerId: booked.payerId ?? null,
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
  }

  private async locationIn(em: EntityManager, business: string, id: string): Promise<LocationEntity> {
    const row = isUuid(id)
      ? await em.findOne(LocationEntity, { where: { business, id, deletedAt: IsNull() } })
      : null;
    if (!row) throw new NotFoundError(id);
    return row;
  }

  private async roomIn(
    em: EntityManager,
    business: string,
    id: string,
    locationId: string | null,
    service: ServiceEntity | null,
  ): Promise<RoomEntity> {
    const room = isUuid(id) ? await em.findOne(RoomEntity, { where: { business, id } }) : null;
    if (!room) throw new NotFoundError(id);
    if (locationId && room.locationId !== locationId)
      throw new UserError(BOOKING_TEXTS.roomNotAtLocation(room.name));
    if (service && room.applicableServices.length && !room.applicableServices.includes(service.id))
      throw new UserError(BOOKING_TEXTS.roomNotForService(room.name, service.name));
    return room;
  }

  private async staffIn(em: EntityManager, business: string, ids: readonly string[]): Promise<void> {
    const valid = ids.filter(isUuid);
    const rows = valid.length
      ? await em.find(StaffMemberEntity, { where: { business, id: In(valid), deactivated: false } })
      : [];
    const missing = ids.find((id) => !rows.some((r) => r.id === id));
    if (missing) throw new UserError(BOOKING_TEXTS.notStaff(missing));
  }

  private overlapWarnings(
    clients: readonly { id: string; name: string }[],
    events: readonly EventEntity[],
    others: Awaited<ReturnType<typeof clientEventsIn>>,
    zone: string,
  ): string[] {
    const own = new Set(events.map((e) => e.id));
    return clients
      .map((c) => {
        const theirs = others.filter((o) => o.clientId === c.id && !own.has(o.id));
        const hits = new Map<string, (typeof theirs)[number]>();
        for (const e of events) for (const o of overlappingClientEvents(e, theirs)) hits.set(o.id, o);
        return clientOverlapWarning(c.name, [...hits.values()], zone);
      })
      .filter((w): w is string => !!w);
  }

  private async overlapWarningsOf(
    em: EntityManager,
    business: string,
    moved: readonly EventEntity[],
    parts: Map<string, EventParticipantEntity[]>,
    zone: string,
  ): Promise<string[]> {
    if (!moved.length) return [];
    const clientIds = [
      ...new Set(
        moved.flatMap((e) =>
          (parts.get(e.id) ?? [])
            .filter((p) => p.kind === 'client' && !CANCELLED_PLACES.includes(p.status ?? ''))
            .map((p) => p.peopleId),
        ),
      ),
    ];
    if (!clientIds.length) return [];
    const from = new Date(Math.min(...moved.map((e) => +e.startAt)));
    const to = new Date(Math.max(...moved.map((e) => +e.endAt)));
    const [others, clients] = await Promise.all([
      clientEventsIn(em, business, clientIds, from, to),
      clientsByIds(em, business, clientIds),
    ]);
    return this.overlapWarnings(
      clientIds.map((id) => ({ id, name: clients.get(id) ? clientName(clients.get(id)!) : '' })),
      moved,
      others,
      zone,
    );
  }
}

function attemptOf(
  e: Pick<EventEntity, 'startAt' | 'endAt' | 'staffIds' | 'primaryStaffId' | 'roomId'>,
): Attempt {
  return {
    startAt: e.startAt,
    endAt: e.endAt,
    staffIds: [...new Set([...(e.primaryStaffId ? [e.primaryStaffId] : []), ...e.staffIds])],
    roomId: e.roomId,
  };
}

function groupBy<T>(xs: readonly T[], key: (x: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const x of xs) out.set(key(x), [...(out.get(key(x)) ?? []), x]);
  return out;
}

function batchIds(ids: readonly string[]): string[] {
  const list = [...new Set(ids.map((i) => i.trim()).filter(Boolean))];
  if (!list.length || list.length > MAX_BATCH) throw new UserError(BOOKING_TEXTS.batchSize);
  return list;
}

function valid(f: () => unknown): boolean {
  try {
    f();
    return true;
  } catch {
    return false;
  }
}
