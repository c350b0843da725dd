import { DataSource, QueryFailedError } from 'typeorm';
import { dataSourceOptions, newId, resolveDbUrls, TenantDb } from '@tempo/db';
import { bookableKeys } from '../../src/booking/booking-locks';
import { bookingFactsIn } from '../../src/booking/booking.store';
import { askNothing } from './booking-ask';
import { SCHEDULING_DB } from '../../src/database/database';
import { EventEntity } from '../../src/events/event.entity';
import { StaffBookingEntity } from '../../src/events/staff-booking.entity';
import { LocationEntity, RoomEntity } from '../../src/locations/location.entity';

const HOUR = 3600 * 1000;
const AT = Date.parse('2027-03-09T21:00:00.000Z');

/** The constraint a refused write broke, or null when it was written. */
async function refusedBy(write: Promise<unknown>): Promise<string | null> {
  try {
    await write;
    return null;
  } catch (e) {
    if (e instanceof QueryFailedError && (e.driverError as { code?: string }).code === '23P01')
      return (e.driverError as { constraint: string }).constraint;
    throw e;
  }
}

/**
 * No double booking, by construction: PostgreSQL itself refuses a second blocking event of the same staff
 * member or room at an overlapping time, however the bookings race (the application role, row-level
 * security on, a business of its own).
 */
describe('no double booking (exclusion constraints)', () => {
  const business = `nodouble${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const [ann, bo] = [newId(), newId()];
  const location = newId();
  const [roomA, roomB] = [newId(), newId()];
  let ds: DataSource;
  let db: TenantDb;

  const event = (over: Partial<EventEntity>): Partial<EventEntity> => ({
    id: newId(),
    business,
    name: 'Piano lesson',
    startAt: new Date(AT),
    endAt: new Date(AT + HOUR),
    status: 'EVENT_STATUS_ACTIVE',
    locationId: location,
    roomId: null,
    staffIds: [],
    primaryStaffId: null,
    createdAt: new Date(AT),
    updatedAt: new Date(AT),
    ...over,
  });
  const book = (over: Partial<EventEntity>) =>
    db.withTenant(business, (em) => em.insert(EventEntity, event(over)));

  beforeAll(async () => {
    ds = new DataSource(dataSourceOptions(resolveDbUrls('scheduling').appUrl, SCHEDULING_DB, 12));
    await ds.initialize();
    db = new TenantDb(ds);
    await db.withTenant(business, async (em) => {
      await em.insert(LocationEntity, {
        id: location,
        business,
        name: 'Main Studio',
        locationType: 'LOCATION_TYPE_PRIMARY',
        createdAt: new Date(AT),
        updatedAt: new Date(AT),
      });
      for (const [id, position] of [
        [roomA, 0],
        [roomB, 1],
      ] as const)
        await em.insert(RoomEntity, {
          id,
          business,
          locationId: location,
          position,
          name: `Room ${position}`,
        });
    });
  });

  afterAll(async () => {
    await db.withTenant(business, async (em) => {
      await em.delete(EventEntity, { business });
      await em.delete(RoomEntity, { business });
      await em.delete(LocationEntity, { business });
    });
    await ds.destroy();
  });

  it('of ten simultaneous bookings of one staff member at one time, exactly one commits', async () => {
    const start = AT + 24 * HOUR;
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        refusedBy(book({ staffIds: [ann], startAt: new Date(start), endAt: new Date(start + HOUR) })),
      ),
    );
    expect(results.filter((r) => r === null)).toHaveLength(1);
    expect(results.filter((r) => r === 'staff_booking_no_overlap')).toHaveLength(9);
  });

  it('of simultaneous bookings of one room, with different staff, exactly one commits', async () => {
    const start = AT + 48 * HOUR;
    const results = await Promise.all(
      [ann, bo].map((staff) =>
        refusedBy(
          book({ staffIds: [staff], roomId: roomA, startAt: new Date(start), endAt: new Date(start + HOUR) }),
        ),
      ),
    );
    expect(results.filter((r) => r === null)).toHaveLength(1);
    expect(results).toContain('event_room_no_overlap');
  });

  it('counts the primary staff member as booked, like the staff list', async () => {
    const start = AT + 72 * HOUR;
    expect(
      await refusedBy(book({ primaryStaffId: bo, startAt: new Date(start), endAt: new Date(start + HOUR) })),
    ).toBeNull();
    expect(
      await refusedBy(
        book({ staffIds: [bo], startAt: new Date(start + HOUR / 2), endAt: new Date(start + 2 * HOUR) }),
      ),
    ).toBe('staff_booking_no_overlap');
  });

  it('lets back-to-back events touch (half-open times) and other staff and rooms share the time', async () => {
    const start = AT + 96 * HOUR;
    const at = (h: number) => new Date(start + h * HOUR);
    expect(
      await refusedBy(book({ staffIds: [ann], roomId: roomA, startAt: at(0), endAt: at(1) })),
    ).toBeNull();
    expect(
      await refusedBy(book({ staffIds: [ann], roomId: roomA, startAt: at(1), endAt: at(2) })),
    ).toBeNull();
    expect(await refusedBy(book({ staffIds: [bo], roomId: roomB, startAt: at(0), endAt: at(2) }))).toBeNull();
  });

  it('frees the time when an event is cancelled, and refuses to make it blocking again over a new booking', async () => {
    const start = AT + 120 * HOUR;
    const first = event({
      staffIds: [ann],
      roomId: roomB,
      startAt: new Date(start),
      endAt: new Date(start + HOUR),
    });
    await db.withTenant(business, (em) => em.insert(EventEntity, first));
    await db.withTenant(business, (em) =>
      em.update(EventEntity, { id: first.id }, { status: 'EVENT_STATUS_CANCELED' }),
    );
    expect(
      await refusedBy(
        book({ staffIds: [ann], roomId: roomB, startAt: new Date(start), endAt: new Date(start + HOUR) }),
      ),
    ).toBeNull();
    expect(
      await refusedBy(
        db.withTenant(business, (em) =>
          em.update(EventEntity, { id: first.id }, { status: 'EVENT_STATUS_ACTIVE' }),
        ),
      ),
    ).toBe('event_room_no_overlap');
  });

  it('moving an event onto a staff member’s other event is refused; the rows follow the event', async () => {
    const start = AT + 144 * HOUR;
    const a = event({ staffIds: [bo], startAt: new Date(start), endAt: new Date(start + HOUR) });
    const b = event({
      staffIds: [bo],
      startAt: new Date(start + 2 * HOUR),
      endAt: new Date(start + 3 * HOUR),
    });
    await db.withTenant(business, (em) => em.insert(EventEntity, [a, b]));
    expect(
      await refusedBy(
        db.withTenant(business, (em) =>
          em.update(
            EventEntity,
            { id: b.id },
            { startAt: new Date(start + HOUR / 2), endAt: new Date(start + 2 * HOUR) },
          ),
        ),
      ),
    ).toBe('staff_booking_no_overlap');
    await db.withTenant(business, (em) => em.update(EventEntity, { id: b.id }, { staffIds: [ann] }));
    const rows = await db.withTenant(business, (em) => em.findBy(StaffBookingEntity, { eventId: b.id }));
    expect(rows.map((r) => r.staffId)).toEqual([ann]);
  });
  it("a booking's checks take its room's and staff member's locks in their order, up to one another holds", async () => {
    const keys = bookableKeys(business, [{ staffIds: [ann], roomId: roomA }]);
    expect(keys.map((k) => k.split(':')[2])).toEqual(['room', 'staff']);
    const ask = askNothing(new Date(AT), { lockKeys: keys });
    /** Whether another connection could take the lock now (taken and let go in its one statement). */
    const free = async (key: string) =>
      (await ds.query('SELECT pg_try_advisory_xact_lock(hashtextextended($1, 0)) AS got', [key]))[0].got;
    /** Another booking holding this lock until `release` is called. */
    const holding = async (key: string) => {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let held!: () => void;
      const taken = new Promise<void>((resolve) => (held = resolve));
      const done = ds.transaction(async (em) => {
        await em.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [key]);
        held();
        await released;
      });
      await taken;
      return async () => {
        release();
        await done;
      };
    };

    // nobody holds them: both are taken, and kept until the unit of work ends
    await db.withTenant(business, async (em) => {
      expect((await bookingFactsIn(em, business, ask)).locks).toEqual({ keys, taken: 2 });
      expect([await free(keys[0]), await free(keys[1])]).toEqual([false, false]);
    });
    expect([await free(keys[0]), await free(keys[1])]).toEqual([true, true]);

    // the room's is held: none is taken (the staff member's is not tried out of order)
    let release = await holding(keys[0]);
    await db.withTenant(business, async (em) => {
      expect((await bookingFactsIn(em, business, ask)).locks.taken).toBe(0);
      expect(await free(keys[1])).toBe(true);
    });
    await release();

    // the staff member's is held: the room's alone is taken
    release = await holding(keys[1]);
    await db.withTenant(business, async (em) => {
      expect((await bookingFactsIn(em, business, ask)).locks.taken).toBe(1);
      expect(await free(keys[0])).toBe(false);
    });
    await release();

    // more than two keys are not tried
    await db.withTenant(business, async (em) => {
      const many = [...keys, `booking:${business}:room:${roomB}`];
      expect((await bookingFactsIn(em, business, { ...ask, lockKeys: many })).locks).toEqual({
        keys: [],
        taken: 0,
      });
      expect(await free(keys[0])).toBe(true);
    });
  });
});
