/**
 * Booking new appointments (001 §5.5): one, or a recurring series in the event's zone, checked in one
 * transaction against the service, plan, location, room, staff, clients, what is taken and held, with the
 * clients' age and overlap warnings.
 */
import { type ActorContext, Clock, isUuid } from '@tempo/contracts';
import { newId, TenantDb } from '@tempo/db';
import { NotFoundError, UserError } from '@tempo/graphql';
import { requestReceivedAt } from '@tempo/subgraph';
import { eventViewsOf, type EventViewParts } from '../calendar/event-view-build';
import { clientName, staffName } from '../directory/directory-rules';
import { EventParticipantEntity } from '../events/event-participant.entity';
import { EventSeriesEntity } from '../events/event-series.entity';
import { EventEntity } from '../events/event.entity';
import { newEvent } from '../events/new-event';
import { newParticipant } from '../events/new-participant';
import { heldMessage, heldSlotConflict } from '../waitlist/waitlist.store';
import { bookingRequest, instantOf } from './booking-input';
import {
  ageWarning,
  BOOKING_TEXTS,
  bookingSeries,
  collisionsMessage,
  optionalInstant,
} from './booking-rules';
import { type Changed, clean, groupBy, inBusiness, insertEventsIn } from './booking-support';
import type { AppointmentInput } from './booking.model';
import { BookingGate, firstTaken, TakenRefusal, takenTimes, type TakenTime } from './booking-gate';
import { bookableKeys } from './booking-locks';
import {
  type Attempt,
  assertFreeIn,
  bookingFactsIn,
  type Collision,
  CollisionsRefusal,
  clientEventsIn,
  emitCalendarIn,
  guardedWriteIn,
} from './booking.store';
import { overlapWarnings } from './overlap-warnings';

/** Books appointments; a part of BookingService. */
export class AppointmentsService {
  /** Bookings of the same staff member or room arriving together start after the first has ended. */
  private readonly gate = new BookingGate();

  constructor(
    private readonly db: TenantDb,
    private readonly clock: Clock,
  ) {}

  /**
   * Books in one transaction; the answer is made from what the booking wrote and read, without reading it
   * back, so that bookings of the same staff member or room wait for each other no longer than the writing.
   */
  async book(actor: ActorContext, business: string, input: AppointmentInput): Promise<Changed> {
    const staffId = clean(input.staffId);
    const keys = bookableKeys(business, [
      { staffIds: staffId ? [staffId] : [], roomId: clean(input.roomId) },
    ]);
    const made = await this.gate.run(
      keys,
      requestReceivedAt(this.clock),
      (taken) => this.bookIn(actor, business, input, taken, keys),
      (m) => m.took,
      () => this.clock.now().getTime(),
    );
    return { events: eventViewsOf(made.events, made.parts), warnings: made.warnings };
  }

  private bookIn(
    actor: ActorContext,
    business: string,
    input: AppointmentInput,
    takenAhead: readonly TakenTime[],
    lockKeys: readonly string[],
  ): Promise<{ events: EventEntity[]; parts: EventViewParts; warnings: string[]; took: TakenTime[] }> {
    const endAt = optionalInstant(input.endAt);
    if (endAt === null) throw new UserError(BOOKING_TEXTS.endAt);
    const rrule = clean(input.rrule);
    const startText = typeof input.startAt === 'string' ? input.startAt.trim() : '';
    const startAt = rrule ? null : instantOf(startText);
    // a booking of the same staff member or room that this one waited for has just taken its time
    const ahead = startAt === null ? null : firstTaken(takenAhead, startAt, endAt);
    if (ahead) throw new UserError(collisionsMessage([ahead.reason], 1));
    const askedClients = (input.clientIds ?? []).map((id) => (typeof id === 'string' ? id.trim() : ''));
    const askedHolder = new Set(askedClients).size === 1 ? askedClients[0] : null;
    const now = this.clock.now();
    return inBusiness(this.db, business, async (em) => {
      // everything the booking is checked against in one query (for one period, what takes it and holds it too)
      const facts = await bookingFactsIn(em, business, {
        serviceId: clean(input.serviceId),
        locationId: clean(input.locationId),
        planName: clean(input.planName),
        roomId: clean(input.roomId),
        staffId: clean(input.staffId),
        clientIds: askedClients,
        single: startAt === null ? null : { startAt, endAt },
        holder: askedHolder,
        now,
        lockKeys,
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
      // What a read found taking the one period refuses the bookings received before this one began too.
      const refusedBy = (c: Collision) =>
        TakenRefusal.byCollision(business, c, { staffId: req.staffId, roomId }, +now);
      if (single && facts.taken) throw refusedBy(facts.taken);
      try {
        await assertFreeIn(em, business, attempts, settings.timezone, [], single, facts.locks);
      } catch (e) {
        throw e instanceof CollisionsRefusal && attempts.length === 1 ? refusedBy(e.collisions[0]) : e;
      }
      // a time held for a waitlisted client is busy for everyone else while the hold lasts (for one period
      // read with the facts, when they asked it for the same client)
      const holder = req.clientIds.length === 1 ? req.clientIds[0] : null;
      if (single && holder === askedHolder) {
        if (facts.held) throw new UserError(heldMessage(staff, facts.held, settings.timezone));
      } else {
        for (const a of attempts) {
          const held = await heldSlotConflict(em, business, req.staffId, a.startAt, a.endAt, holder, now);
          if (held) throw new UserError(held);
        }
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
      const events: EventEntity[] = attempts.map((a) =>
        newEvent(
          {
            business,
            name: service.name,
            startAt: a.startAt,
            endAt: a.endAt,
            timezone: zone,
            createdBy: actor.accountId,
            now,
          },
          {
            locationId: location.id,
            roomId,
            serviceId: service.id,
            primaryStaffId: req.staffId,
            staffIds: [req.staffId],
            originalStartAt: series ? a.startAt : null,
            recurringId,
            note: clean(input.note),
            calendarColor: clean(input.calendarColor),
            planName: plan.name,
            doNotNotify: !!input.doNotNotify,
          },
        ),
      );
      const participants = events.flatMap((e) => [
        ...req.clientIds.map((id) =>
          newParticipant(e, id, 'client', now, {
            planName: plan.name,
            payerId: clients.get(id)!.accountManagerIds[0] ?? id,
            enrollmentType: series ? 'SUBSCRIPTION' : 'DROP_IN',
          }),
        ),
        newParticipant(e, req.staffId, 'staff', now),
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
        await insertEventsIn(em, events, participants);
      });
      const byEvent = groupBy(participants, (p) => p.eventId);
      for (const e of events)
        await emitCalendarIn(em, actor, business, 'event.booked', e, byEvent.get(e.id) ?? []);

      const warnings = [
        ...ageWarnings,
        ...overlapWarnings(
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
      // the last step before the commit: the bookings received before it may be refused by these times
      const took = takenTimes(
        business,
        attempts,
        { id: req.staffId, name: staffName(staff) },
        room && roomId ? { id: roomId, name: room.name } : null,
        settings.timezone,
        this.clock.now().getTime(),
      );
      return { events, parts, warnings, took };
    });
  }
}
