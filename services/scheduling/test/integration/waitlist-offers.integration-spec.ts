import { randomBytes } from 'crypto';
import type { FindOptionsWhere } from 'typeorm';
import { FixedClock } from '@tempo/contracts';
import { newId } from '@tempo/db';
import { connectSubgraphDb, type SubgraphConnections } from '@tempo/subgraph/testing';
import type { SchedulingConfig } from '../../src/config';
import {
  BusinessSettingsEntity,
  ClientMemberEntity,
  StaffMemberEntity,
} from '../../src/directory/directory.entity';
import { EventEntity } from '../../src/events/event.entity';
import { LocationEntity } from '../../src/locations/location.entity';
import { Mailer } from '../../src/notifications/mailer';
import { scheduling } from '../../src/scheduling.subgraph';
import {
  actorIn,
  businessSettingsRow,
  clientRow,
  dropBusinessRows,
  staffRow,
} from '../support/directory-rows';
import { WaitlistOfferEntity, WaitlistRequestEntity } from '../../src/waitlist/waitlist.entity';
import { heldSlotConflict, type OpenedSlot } from '../../src/waitlist/waitlist.store';
import { bookingFactsIn } from '../../src/booking/booking.store';
import { askNothing } from './booking-ask';
import { WaitlistService } from '../../src/waitlist/waitlist.service';

const ZONE = 'America/New_York';
const MINUTE = 60_000;
const NOW = new Date('2027-03-01T15:00:00Z');
const HOLD_MINUTES = 90;

/**
 * Offers of opened times on the real database, as the application role (row-level security): one hold per
 * time however many openings race, the next in line after an untaken hold, only the holder taking it, and
 * nothing left behind by a rolled-back opening.
 */
describe('waitlist offers (PostgreSQL)', () => {
  let db: SubgraphConnections;
  let service: WaitlistService;
  const clock = new FixedClock(NOW);
  const business = `iwait${randomBytes(4).toString('hex')}`;
  const [staff, otherStaff, location, piano] = [newId(), newId(), newId(), newId()];
  const [first, second, third] = [newId(), newId(), newId()];
  const requestIds = { first: newId(), second: newId(), third: newId() };

  const actor = (accountId: string, role: string) => actorIn(business, accountId, role);

  /** Tuesday 2027-03-09 16:00-16:30 in New York (EST, UTC-5). */
  const slot = (over: Partial<OpenedSlot> = {}): OpenedSlot => ({
    serviceId: piano,
    staffId: staff,
    locationId: location,
    startAt: Date.parse('2027-03-09T21:00:00Z'),
    endAt: Date.parse('2027-03-09T21:30:00Z'),
    roomId: null,
    ...over,
  });

  const offersOf = (where: FindOptionsWhere<WaitlistOfferEntity> = {}) =>
    db.app.withTenant(business, (em) =>
      em.find(WaitlistOfferEntity, { where: { business, ...where }, order: { createdAt: 'ASC', id: 'ASC' } }),
    );

  beforeAll(async () => {
    db = await connectSubgraphDb(scheduling);
    const config = { WAITLIST_HOLD_MINUTES: HOLD_MINUTES } as SchedulingConfig;
    service = new WaitlistService(db.app, clock, config, new Mailer(config));
    await db.app.withTenant(business, async (em) => {
      await em.insert(BusinessSettingsEntity, businessSettingsRow(business, 'Waitlist School', ZONE, NOW));
      await em.insert(StaffMemberEntity, [
        staffRow(business, staff, 'Sam', 'Keys', NOW),
        staffRow(business, otherStaff, 'Olga', 'Reed', NOW),
      ]);
      await em.insert(
        ClientMemberEntity,
        [first, second, third].map((id, i) =>
          clientRow(business, id, ['Ann', 'Ben', 'Cleo'][i], 'Client', NOW),
        ),
      );
      await em.insert(LocationEntity, {
        id: location,
        business,
        name: 'Main Studio',
        locationType: 'LOCATION_TYPE_PRIMARY',
        createdAt: NOW,
        updatedAt: NOW,
      });
      // Written as SQL: only the columns this test needs, whatever else the service row carries.
      await em.query(
        `INSERT INTO service (id, business, name, requires_booking, has_sessions, event_type, duration_minutes,
           created_at, updated_at) VALUES ($1, $2, 'Piano 30', true, false, false, 30, $3, $3)`,
        [piano, business, NOW],
      );
      const request = (
        id: string,
        clientId: string,
        minutesAgo: number,
        over: Partial<WaitlistRequestEntity> = {},
      ) => ({
        id,
        business,
        clientId,
        serviceId: piano,
        staffId: null,
        locationId: null,
        windows: [{ weekdays: ['TU' as const], fromTime: '15:00', toTime: '18:00' }],
        fromDate: '2027-03-01',
        toDate: '2027-03-31',
        status: 'ACTIVE' as const,
        unsubscribeTokenHashes: [],
        createdBy: null,
        version: 1,
        createdAt: new Date(NOW.getTime() - minutesAgo * MINUTE),
        updatedAt: NOW,
        ...over,
      });
      // In line: first (asked three days ago), second (two days ago), third (yesterday, another teacher only).
      await em.insert(WaitlistRequestEntity, [
        request(requestIds.second, second, 2 * 1440),
        request(requestIds.first, first, 3 * 1440),
        request(requestIds.third, third, 1440, { staffId: otherStaff }),
      ]);
    });
  });

  afterAll(() =>
    dropBusinessRows(db, business, [
      'waitlist_offer',
      'waitlist_request',
      'event_participant',
      'event',
      'service',
      'location',
      'client_member',
      'staff_member',
      'business_settings',
      'outbox',
    ]),
  );

  it('a rolled-back opening leaves neither an offer nor an outbox record', async () => {
    await expect(
      db.app.withTenant(business, async (em) => {
        const made = await service.slotsOpened(em, business, [slot()]);
        expect(made).toHaveLength(1);
        throw new Error('the cancellation failed');
      }),
    ).rejects.toThrow('the cancellation failed');
    expect(await offersOf()).toHaveLength(0);
    const outbox: unknown[] = await db.owner.query(
      `SELECT 1 FROM outbox WHERE business = $1 AND type LIKE 'waitlist.%'`,
      [business],
    );
    expect(outbox).toHaveLength(0);
  });

  it('of eight simultaneous openings of one time (and an overlapping one), exactly one hold is made, for the first in line', async () => {
    const openings = Array.from({ length: 8 }, (_, i) =>
      db.app.withTenant(business, (em) =>
        service.slotsOpened(em, business, [
          i % 2 ? slot() : slot({ startAt: slot().startAt + 15 * MINUTE, endAt: slot().endAt + 15 * MINUTE }),
        ]),
      ),
    );
    const made = (await Promise.all(openings)).flat();
    expect(made).toHaveLength(1);
    const held = await offersOf({ status: 'HELD' });
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({ clientId: first, requestId: requestIds.first, staffId: staff });
    expect(held[0].holdUntil.getTime()).toBe(NOW.getTime() + HOLD_MINUTES * MINUTE);
    const outbox: { type: string }[] = await db.owner.query(
      `SELECT type FROM outbox WHERE business = $1 AND type LIKE 'waitlist.%'`,
      [business],
    );
    expect(outbox.map((r) => r.type)).toEqual(['waitlist.offered']);
  });

  it('the held time is busy for other clients’ bookings, not for its holder', async () => {
    const [held] = await offersOf({ status: 'HELD' });
    const conflict = await db.app.withTenant(business, (em) =>
      heldSlotConflict(em, business, staff, held.startAt, held.endAt, second, clock.now()),
    );
    expect(conflict).toMatch(
      /^error booking: Sam Keys is held for a waitlisted client 4:(00|15) PM–4:(30|45) PM on Tue, Mar 9$/,
    );
    const mine = await db.app.withTenant(business, (em) =>
      heldSlotConflict(em, business, staff, held.startAt, held.endAt, first, clock.now()),
    );
    expect(mine).toBeNull();
    const otherTeacher = await db.app.withTenant(business, (em) =>
      heldSlotConflict(em, business, otherStaff, held.startAt, held.endAt, second, clock.now()),
    );
    expect(otherTeacher).toBeNull();
  });

  it("a booking's facts read the same hold in their one query: for other clients, not for its holder", async () => {
    const [held] = await offersOf({ status: 'HELD' });
    const heldFor = (staffId: string, holder: string | null, at = clock.now()) =>
      db.app.withTenant(business, async (em) => {
        const facts = await bookingFactsIn(
          em,
          business,
          askNothing(at, {
            staffId,
            clientIds: holder ? [holder] : [],
            single: {
              startAt: held.startAt.getTime() + 5 * MINUTE,
              endAt: held.endAt.getTime() + 30 * MINUTE,
            },
            holder,
          }),
        );
        return facts.held;
      });
    expect(await heldFor(staff, second)).toEqual({ startAt: held.startAt, endAt: held.endAt });
    expect(await heldFor(staff, null)).toEqual({ startAt: held.startAt, endAt: held.endAt });
    expect(await heldFor(staff, first)).toBeNull();
    expect(await heldFor(otherStaff, second)).toBeNull();
    // once the hold has run out, it holds nothing
    expect(await heldFor(staff, second, held.holdUntil)).toBeNull();
  });

  it('another client cannot take the held time while the hold lasts', async () => {
    const [held] = await offersOf({ status: 'HELD' });
    await expect(service.takeOffer(actor(second, 'client'), business, held.id)).rejects.toThrow(
      'This time is held for another client until 2027-03-01T11:30-05:00',
    );
  });

  it('an expiry before holdUntil changes nothing; after it the time goes to the next in line', async () => {
    const [held] = await offersOf({ status: 'HELD' });
    expect(await service.expireOffer(business, held.id)).toBe('not due');
    clock.advance(HOLD_MINUTES * MINUTE);
    expect(await service.expireOffer(business, held.id)).toBe('expired');
    const offers = await offersOf();
    expect(offers.map((o) => [o.clientId, o.status])).toEqual([
      [first, 'EXPIRED'],
      [second, 'HELD'],
    ]);
    // Run again (a job delivered twice): nothing more happens.
    expect(await service.expireOffer(business, held.id)).toBe('expired');
    expect(await offersOf()).toHaveLength(2);
    await expect(service.takeOffer(actor(first, 'client'), business, held.id)).rejects.toThrow(
      'The hold on this time has expired',
    );
  });

  it('the holder takes it: the appointment is booked, the notification fulfilled, and the time offered no more', async () => {
    const [held] = await offersOf({ status: 'HELD' });
    const events = await service.takeOffer(actor(second, 'client'), business, held.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ startAt: held.startAt.toISOString(), endAt: held.endAt.toISOString() });
    const [taken] = await offersOf({ id: held.id });
    expect(taken).toMatchObject({ status: 'TAKEN', eventId: events[0].id });
    const request = await db.app.withTenant(business, (em) =>
      em.findOneByOrFail(WaitlistRequestEntity, { business, id: requestIds.second }),
    );
    expect(request.status).toBe('FULFILLED');
    const booked = await db.app.withTenant(business, (em) =>
      em.findOneByOrFail(EventEntity, { business, id: events[0].id }),
    );
    expect(booked).toMatchObject({ status: 'EVENT_STATUS_ACTIVE', primaryStaffId: staff, serviceId: piano });
    await expect(service.takeOffer(actor(second, 'client'), business, held.id)).rejects.toThrow(
      'This time has already been taken',
    );
    const again = await db.app.withTenant(business, (em) => service.slotsOpened(em, business, [slot()]));
    expect(again).toHaveLength(0);
  });

  it('another business sees none of it', async () => {
    const rows = await db.app.withTenant(`${business}x`, (em) => em.find(WaitlistOfferEntity, {}));
    expect(rows).toHaveLength(0);
  });
});
