import { randomBytes } from 'crypto';
import { FixedClock } from '@tempo/contracts';
import { newId } from '@tempo/db';
import { UserError } from '@tempo/graphql';
import { connectSubgraphDb, type SubgraphConnections } from '@tempo/subgraph/testing';
import { bookableKey } from '../../src/booking/booking-locks';
import { BookingService } from '../../src/booking/booking.service';
import {
  BusinessSettingsEntity,
  ClientMemberEntity,
  StaffMemberEntity,
} from '../../src/directory/directory.entity';
import { EventParticipantEntity } from '../../src/events/event-participant.entity';
import { EventEntity } from '../../src/events/event.entity';
import { LocationsService } from '../../src/locations/locations.service';
import { scheduling } from '../../src/scheduling.subgraph';
import {
  actorIn,
  businessSettingsRow,
  clientRow,
  dropBusinessRows,
  refusal,
  staffRow,
} from '../support/directory-rows';

const ZONE = 'America/New_York';
const NOW = '2027-10-01T12:00:00Z';

/**
 * Booking on the real database (the application role, row-level security, a business of its own): the
 * exclusion constraints decide races, series are all or nothing, cancellations record the policy's outcome
 * and closures skip the events they reach, each with its scheduling event in the outbox.
 */
describe('booking (PostgreSQL)', () => {
  const business = `ibook${randomBytes(4).toString('hex')}`;
  const [sam, lee, owner, parent, kid, stranger] = [newId(), newId(), newId(), newId(), newId(), newId()];
  const clock = new FixedClock(NOW);
  let db: SubgraphConnections;
  let booking: BookingService;
  let serviceId: string;
  let locationId: string;
  let roomId: string;

  const actor = (accountId: string, role: string) => actorIn(business, accountId, role);
  const manager = actor(owner, 'owner');

  const book = (startAt: string, over: Record<string, unknown> = {}) =>
    booking.appointments.book(manager, business, {
      clientIds: [kid],
      locationId,
      planName: 'Single',
      serviceId,
      staffId: sam,
      startAt,
      ...over,
    });

  const outbox = (type: string): Promise<Array<{ data: Record<string, unknown> }>> =>
    db.owner.query(
      `SELECT envelope->'data' AS data FROM outbox WHERE business = $1 AND type = $2 ORDER BY occurred_at`,
      [business, type],
    );

  beforeAll(async () => {
    db = await connectSubgraphDb(scheduling);
    booking = new BookingService(db.app, clock);
    await db.app.withTenant(business, async (em) => {
      await em.insert(
        BusinessSettingsEntity,
        businessSettingsRow(business, 'Booking test', ZONE, clock.now()),
      );
      const staff = (id: string, firstName: string) =>
        staffRow(business, id, firstName, 'Tester', clock.now());
      await em.insert(StaffMemberEntity, [
        staff(sam, 'Sam'),
        { ...staff(lee, 'Lee'), staffOnlineId: 'lee-tester', staffSecondaryAttribute: 'guitar' },
      ]);
      const client = (id: string, firstName: string, managers: string[]) =>
        clientRow(business, id, firstName, 'Family', clock.now(), {
          birthDate: '2015-04-01',
          accountManagerIds: managers,
        });
      await em.insert(ClientMemberEntity, [
        client(parent, 'Pat', []),
        client(kid, 'Kim', [parent]),
        client(stranger, 'Sue', []),
      ]);
    });
    serviceId = newId();
    await db.app.withTenant(business, async (em) => {
      await em.query(
        `INSERT INTO service (id, business, name, duration_minutes, cancellation_window_hours,
           visit_cancellation_consequence, late_visit_cancellation_consequence,
           late_visit_cancellation_service_credit_name, created_at, updated_at)
         VALUES ($1, $2, 'Piano 30', 30, 24, 'CREDIT', 'CHARGE', 'Late credit', $3, $3)`,
        [serviceId, business, clock.now()],
      );
      await em.query(
        `INSERT INTO plan (id, business, service_id, position, name, currency, due_type, start_type, payment_type,
           payment_interval)
         VALUES ($1, $2, $3, 0, 'Single', 'USD', 'DUE_ON_CREATION', 'START_ON_START_DATE', 'FLAT', 'ONCE')`,
        [newId(), business, serviceId],
      );
    });
    const location = await new LocationsService(db.app, clock).create(manager, business, {
      name: 'Main Studio',
      locationType: 'LOCATION_TYPE_PRIMARY',
      description: 'Studio',
      rooms: [{ name: 'Blue' }],
    } as never);
    locationId = location.row.id;
    roomId = location.rooms[0].id;
  });

  afterAll(() =>
    dropBusinessRows(db, business, [
      'event_participant',
      'staff_booking',
      'event',
      'event_series',
      'plan',
      'service',
      'room',
      'location_hours',
      'location',
      'client_member',
      'staff_member',
      'business_settings',
      'outbox',
    ]),
  );

  it('of two simultaneous bookings of one staff member, exactly one commits; the other reads what is taken', async () => {
    const results = await Promise.allSettled([
      book('2027-10-05T16:00:00-04:00'),
      book('2027-10-05T16:15:00-04:00', { clientIds: [stranger] }),
    ]);
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0].reason).toBeInstanceOf(UserError);
    expect((lost[0].reason as Error).message).toMatch(
      /^error booking: Sam Tester is already booked 4:(00|15) PM–4:(30|45) PM on Tue, Oct 5$/,
    );
    const rows = await db.app.withTenant(business, (em) =>
      em.find(EventEntity, { where: { business, primaryStaffId: sam } }),
    );
    expect(rows).toHaveLength(1);
    expect(await outbox('event.booked')).toHaveLength(1);
  });

  it('books a weekly series at the same local time across DST, all or nothing', async () => {
    const taken = await book('2027-11-09T16:00:00-05:00', { staffId: lee, clientIds: [stranger] });
    const message = await refusal(
      book('2027-10-26T16:00:00-04:00', { staffId: lee, rrule: 'FREQ=WEEKLY;BYDAY=TU;COUNT=4' }),
    );
    expect(message).toBe(
      'error booking: 1 of 4 occurrences cannot be booked: Lee Tester is already booked 4:00 PM–4:30 PM on Tue, Nov 9',
    );
    const before = await db.app.withTenant(business, (em) => em.count(EventEntity, { where: { business } }));
    await booking.cancellations.cancelEvent(manager, business, taken.events[0].id, null, null, true);
    const series = await book('2027-10-26T16:00:00-04:00', {
      staffId: lee,
      roomId,
      rrule: 'FREQ=WEEKLY;BYDAY=TU;COUNT=4',
    });
    expect(series.events.map((e) => e.startAt)).toEqual([
      '2027-10-26T20:00:00.000Z',
      '2027-11-02T20:00:00.000Z',
      '2027-11-09T21:00:00.000Z',
      '2027-11-16T21:00:00.000Z',
    ]);
    expect(new Set(series.events.map((e) => e.recurringId)).size).toBe(1);
    expect(series.events[0].clients[0]).toMatchObject({ peopleId: kid, payerId: parent, planName: 'Single' });
    // the booked events show their staff member's online id and secondary attribute
    expect(series.events[0].staff).toEqual([
      expect.objectContaining({
        peopleId: lee,
        staffOnlineId: 'lee-tester',
        staffSecondaryAttribute: 'guitar',
      }),
    ]);
    const after = await db.app.withTenant(business, (em) => em.count(EventEntity, { where: { business } }));
    expect(after - before).toBe(4);

    // one occurrence moved alone: an outlier keeping its original start; the others stay
    const moved = await booking.edits.update(manager, business, {
      id: series.events[1].id,
      startAt: '2027-11-02T17:00:00-04:00',
      expectedVersion: 1,
    });
    expect(moved.events[0]).toMatchObject({
      startAt: '2027-11-02T21:00:00.000Z',
      endAt: '2027-11-02T21:30:00.000Z',
      recurringOutlier: true,
      originalStartAt: '2027-11-02T20:00:00.000Z',
    });
    expect(
      await refusal(
        booking.edits.update(manager, business, {
          id: series.events[1].id,
          note: 'stale',
          expectedVersion: 1,
        }),
      ),
    ).toBe('This event was changed meanwhile, reload it');
    const others = await db.app.withTenant(business, (em) =>
      em.find(EventEntity, {
        where: { business, recurringId: series.events[0].recurringId! },
        order: { startAt: 'ASC' },
      }),
    );
    expect(others.filter((e) => !e.recurringOutlier).map((e) => e.startAt.toISOString())).toEqual([
      '2027-10-26T20:00:00.000Z',
      '2027-11-09T21:00:00.000Z',
      '2027-11-16T21:00:00.000Z',
    ]);

    // a schedule change from a date on lists the occurrence that collides and saves nothing
    await book('2027-11-18T16:00:00-05:00', { staffId: lee, clientIds: [stranger] });
    const change = await booking.schedules.changeSchedule(manager, business, {
      eventId: series.events[2].id,
      fromDate: '2027-11-09',
      rrule: 'FREQ=WEEKLY;BYDAY=TH;COUNT=2',
    });
    expect(change.error).toBe('error booking: 1 occurrence of the new schedule cannot be placed');
    expect(change.conflicts).toEqual([
      {
        startAt: '2027-11-18T21:00:00.000Z',
        endAt: '2027-11-18T21:30:00.000Z',
        reason: 'Lee Tester is already booked 4:00 PM–4:30 PM on Thu, Nov 18',
      },
    ]);
    const placed = await booking.schedules.changeSchedule(manager, business, {
      eventId: series.events[2].id,
      fromDate: '2027-11-09',
      rrule: 'FREQ=WEEKLY;BYDAY=WE;COUNT=2',
    });
    expect(placed.error).toBeNull();
    expect(placed.events.map((e) => e.startAt)).toEqual([
      '2027-11-10T21:00:00.000Z',
      '2027-11-17T21:00:00.000Z',
    ]);
    const statuses = await db.app.withTenant(business, (em) =>
      em.find(EventEntity, { where: { business, id: series.events[3].id } }),
    );
    expect(statuses[0].status).toBe('EVENT_STATUS_DELETED');
  });

  it('records a late cancellation with the service consequence, and only the family may cancel it', async () => {
    const booked = await book('2027-10-01T20:00:00-04:00');
    const eventId = booked.events[0].id;
    await expect(
      booking.cancellations.cancelParticipation(
        actor(stranger, 'client'),
        business,
        eventId,
        kid,
        null,
        false,
      ),
    ).rejects.toThrow(/authorization error/);
    const r = await booking.cancellations.cancelParticipation(
      actor(parent, 'client'),
      business,
      eventId,
      kid,
      'Sick',
      true,
    );
    expect(r.events[0]).toMatchObject({
      status: 'EVENT_STATUS_LATE_CANCELED',
      displayName: 'Piano 30 (late canceled)',
    });
    const place = await db.app.withTenant(business, (em) =>
      em.findOneByOrFail(EventParticipantEntity, { business, eventId, peopleId: kid }),
    );
    expect(place).toMatchObject({
      status: 'LATE_CANCELED',
      lateCancellation: true,
      cancellationConsequence: 'CHARGE',
      cancellationCreditName: 'Late credit',
      cancelledBy: parent,
      cancelReason: 'Sick',
    });
    const published = (await outbox('event.participant_cancelled')).map((o) => o.data);
    expect(published.at(-1)).toMatchObject({
      eventId,
      doNotNotify: true,
      cancellation: { by: 'client', late: true, consequence: 'CHARGE', clientIds: [kid] },
    });
    // the cancelled event frees the staff member
    await expect(book('2027-10-01T20:00:00-04:00', { clientIds: [stranger] })).resolves.toBeTruthy();
  });

  it('a closure added later skips the events it reaches and publishes them', async () => {
    const inside = await book('2027-12-25T10:00:00-05:00');
    const outside = await book('2027-12-27T10:00:00-05:00');
    const holiday = [{ startDate: '2027-12-25', fromTime: '00:00', toTime: '00:00' }];
    const impact = await booking.closureImpact(business, locationId, holiday);
    expect(impact.map((e) => e.id)).toEqual([inside.events[0].id]);
    await new LocationsService(db.app, clock).update(manager, business, {
      id: locationId,
      locationType: 'LOCATION_TYPE_PRIMARY',
      hoursClosed: holiday,
    } as never);
    const rows = await db.app.withTenant(business, (em) =>
      em.find(EventEntity, { where: { business, serviceId } }),
    );
    const status = new Map(rows.map((e) => [e.id, e.status]));
    expect(status.get(inside.events[0].id)).toBe('EVENT_STATUS_LOCATION_SKIP');
    expect(status.get(outside.events[0].id)).toBe('EVENT_STATUS_ACTIVE');
    expect((await outbox('event.location_skipped')).map((o) => o.data.eventId)).toEqual([
      inside.events[0].id,
    ]);
  });

  it('refuses a client outside the age range unless overridden, and warns about a client booked twice', async () => {
    const toddlers = newId();
    await db.app.withTenant(business, async (em) => {
      await em.query(
        `INSERT INTO service (id, business, name, duration_minutes, not_after_age_months, created_at, updated_at)
         VALUES ($1, $2, 'Toddler music', 45, 60, $3, $3)`,
        [toddlers, business, clock.now()],
      );
      await em.query(
        `INSERT INTO plan (id, business, service_id, position, name, currency, due_type, start_type, payment_type,
           payment_interval)
         VALUES ($1, $2, $3, 0, 'Single', 'USD', 'DUE_ON_CREATION', 'START_ON_START_DATE', 'FLAT', 'ONCE')`,
        [newId(), business, toddlers],
      );
    });
    const piano = await book('2027-10-12T16:00:00-04:00');
    const at = { serviceId: toddlers, staffId: lee, startAt: '2027-10-12T16:15:00-04:00' };
    expect(await refusal(book(at.startAt, at))).toBe(
      'Kim Family is too old for Toddler music (5-year-olds and under): book with the age override to go ahead',
    );
    const overridden = await book(at.startAt, { ...at, allowAgeOverride: true });
    expect(overridden.warnings).toEqual([
      'Kim Family is too old for Toddler music (5-year-olds and under)',
      'Kim Family is also booked into Piano 30 4:00 PM–4:30 PM on Tue, Oct 12',
    ]);
    expect(piano.warnings).toEqual([]);
  });

  it('a locked event moves only for managers; staff may still change its note', async () => {
    const lesson = await book('2027-10-13T16:00:00-04:00');
    const id = lesson.events[0].id;
    const staffMember = actor(sam, 'staff');
    expect(await refusal(booking.edits.update(staffMember, business, { id, isLocked: true }))).toBe(
      'Only a manager can lock or unlock an event',
    );
    await booking.edits.update(manager, business, { id, isLocked: true });
    expect(
      await refusal(
        booking.edits.update(staffMember, business, { id, startAt: '2027-10-13T17:00:00-04:00' }),
      ),
    ).toBe('This event is locked: only a manager can move it');
    const noted = await booking.edits.update(staffMember, business, { id, note: 'Bring the metronome' });
    expect(noted.events[0]).toMatchObject({ note: 'Bring the metronome', isLocked: true, version: 3 });
    const moved = await booking.edits.update(manager, business, { id, startAt: '2027-10-13T17:00:00-04:00' });
    expect(moved.events[0].startAt).toBe('2027-10-13T21:00:00.000Z');
    expect((await outbox('event.moved')).map((o) => o.data.previousStartAt)).toContain(
      '2027-10-13T20:00:00.000Z',
    );
  });

  /**
   * A lesson with Lee at `startAt` for a client, booked by a service of its own on a clock of its own (what a
   * booking was received at is this clock's time, and the service's booking gate is its own).
   */
  const leeAt = (at: FixedClock, startAt: string) => {
    const own = new BookingService(db.app, at);
    return (clientId: string) =>
      own.appointments.book(manager, business, {
        clientIds: [clientId],
        locationId,
        planName: 'Single',
        serviceId,
        staffId: lee,
        startAt,
      });
  };

  it('a refusal read from the database refuses the bookings received before that read, not those after', async () => {
    const at = new FixedClock('2027-10-01T12:00:00Z');
    const lesson = leeAt(at, '2027-10-19T16:00:00-04:00');
    const taken = 'error booking: Lee Tester is already booked 4:00 PM–4:30 PM on Tue, Oct 19';
    const first = await lesson(kid);
    at.set('2027-10-01T12:00:01Z');
    // received after the first committed: it reads what is taken
    expect(await refusal(lesson(stranger))).toBe(taken);
    // the time is freed in the database, by another process as far as this one knows
    await db.app.withTenant(business, (em) =>
      em.update(EventEntity, { id: first.events[0].id }, { status: 'EVENT_STATUS_CANCELED' }),
    );
    // received before that read: refused with what it read, as it could have read it then
    at.set('2027-10-01T12:00:00.999Z');
    expect(await refusal(lesson(parent))).toBe(taken);
    // received at that read or after it: reads again, and books the freed time
    at.set('2027-10-01T12:00:01Z');
    const again = await lesson(parent);
    expect(again.events.map((e) => e.startAt)).toEqual(['2027-10-19T20:00:00.000Z']);
  });

  it('a booking that waited for another process and then found the time taken refuses those received before it', async () => {
    const at = new FixedClock('2027-10-01T13:00:00Z');
    const lesson = leeAt(at, '2027-10-21T16:00:00-04:00');
    // another process books the time: its lock taken and its event written, not committed yet
    let commit!: () => void;
    const committing = new Promise<void>((resolve) => (commit = resolve));
    let written!: () => void;
    const isWritten = new Promise<void>((resolve) => (written = resolve));
    const otherId = newId();
    const other = db.app.withTenant(business, async (em) => {
      await em.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
        bookableKey(business, 'staff', lee),
      ]);
      await em.insert(EventEntity, {
        id: otherId,
        business,
        name: 'Piano 30',
        startAt: new Date('2027-10-21T20:00:00Z'),
        endAt: new Date('2027-10-21T20:30:00Z'),
        status: 'EVENT_STATUS_ACTIVE',
        locationId,
        staffIds: [lee],
        primaryStaffId: lee,
        createdAt: clock.now(),
        updatedAt: clock.now(),
      });
      written();
      await committing;
    });
    await isWritten;
    const waiting = refusal(lesson(kid));
    // the booking has read nothing committed and waits for the other one's lock
    for (let waits = 0; ; waits++) {
      const [{ n }] = await db.owner.query(
        `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`,
      );
      if (n > 0) break;
      if (waits > 500) throw new Error('the booking never waited for the lock');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    commit();
    await other;
    expect(await waiting).toBe('error booking: Lee Tester is already booked 4:00 PM–4:30 PM on Thu, Oct 21');
    await db.app.withTenant(business, (em) =>
      em.update(EventEntity, { id: otherId }, { status: 'EVENT_STATUS_CANCELED' }),
    );
    at.set('2027-10-01T12:59:59.999Z');
    expect(await refusal(lesson(parent))).toBe(
      'error booking: Lee Tester is already booked 4:00 PM–4:30 PM on Thu, Oct 21',
    );
    at.set('2027-10-01T13:00:00Z');
    expect((await lesson(parent)).events).toHaveLength(1);
  });

  it('names the room when the room is what is taken', async () => {
    await book('2027-10-14T16:00:00-04:00', { roomId, staffId: lee });
    expect(await refusal(book('2027-10-14T16:10:00-04:00', { roomId, clientIds: [stranger] }))).toBe(
      'error booking: room Blue is taken 4:00 PM–4:30 PM on Thu, Oct 14',
    );
  });
});
