import { UserError } from '@tempo/graphql';
import { collisionOf } from './booking-rules';
import { BookingGate, firstTaken, RECENT_MS, TakenRefusal, takenTimes, type TakenTime } from './booking-gate';

/** A booking that ends when the test says so (taking what it is given, or failing), recording what it saw. */
function held(log: string[], name: string) {
  let finish!: (took: TakenTime[] | null) => void;
  const done = new Promise<TakenTime[] | null>((resolve) => (finish = resolve));
  return {
    work: async (taken: readonly TakenTime[]) => {
      log.push(`start ${name}${taken.length ? ` after ${taken.map((t) => t.reason).join(', ')}` : ''}`);
      const took = await done;
      if (!took) throw new Error(`${name} failed`);
      log.push(`end ${name}`);
      return { name, took };
    },
    finish,
  };
}
const took = (r: { took: TakenTime[] }) => r.took;
/** The instants of these tests: requests received at 0 and times taken before 5 (unless said otherwise). */
const now = () => 10;
const settle = () => new Promise((resolve) => setImmediate(resolve));
/** A booking of staff:1 received at `receivedAt` that arrives when nothing runs and takes nothing. */
async function arrive(gate: BookingGate, log: string[], name: string, receivedAt: number): Promise<void> {
  const booking = held(log, name);
  const r = gate.run(['staff:1'], receivedAt, booking.work, took, now);
  await settle();
  booking.finish([]);
  await r;
}
const time = (key: string, startAt: number, endAt: number, reason: string, takenBefore = 5): TakenTime => ({
  key,
  kind: key.startsWith('staff') ? 'staff' : 'room',
  startAt,
  endAt,
  reason,
  takenBefore,
});

describe('BookingGate: bookings of the same staff member or room in one process', () => {
  it('lets the first run at once and the ones arriving while it runs start together when it has ended', async () => {
    const gate = new BookingGate();
    const log: string[] = [];
    const [a, b, c] = ['a', 'b', 'c'].map((n) => held(log, n));
    const ra = gate.run(['staff:1'], 0, a.work, took, now);
    const rb = gate.run(['staff:1'], 0, b.work, took, now);
    const rc = gate.run(['staff:1', 'room:9'], 0, c.work, took, now);
    await settle();
    expect(log).toEqual(['start a']);
    a.finish([]);
    await settle();
    // both waiters start side by side, neither waits for the other
    expect(log).toEqual(['start a', 'end a', 'start b', 'start c']);
    b.finish([]);
    c.finish([]);
    expect((await Promise.all([ra, rb, rc])).map((r) => r.name)).toEqual(['a', 'b', 'c']);
    expect(gate.size).toBe(0);
  });

  it('gives the waiters the times the first one took for their own keys only', async () => {
    const gate = new BookingGate();
    const log: string[] = [];
    const [a, b, c] = ['a', 'b', 'c'].map((n) => held(log, n));
    gate.run(['staff:1', 'room:1'], 0, a.work, took, now);
    gate.run(['staff:1'], 0, b.work, took, now);
    gate.run(['room:1', 'staff:2'], 0, c.work, took, now);
    a.finish([time('staff:1', 0, 60, 'Ann is booked'), time('room:1', 0, 60, 'room A is taken')]);
    await settle();
    expect(log).toEqual(['start a', 'end a', 'start b after Ann is booked', 'start c after room A is taken']);
  });

  it('never holds up bookings of other staff members or rooms', async () => {
    const gate = new BookingGate();
    const log: string[] = [];
    const [a, b] = ['a', 'b'].map((n) => held(log, n));
    const ra = gate.run(['staff:1', 'room:1'], 0, a.work, took, now);
    const rb = gate.run(['staff:2', 'room:2'], 0, b.work, took, now);
    await settle();
    expect(log).toEqual(['start a', 'start b']);
    b.finish([]);
    expect((await rb).name).toBe('b');
    a.finish([]);
    expect((await ra).name).toBe('a');
  });

  it('lets the waiters go on with nothing taken when the first one fails, each with its own outcome', async () => {
    const gate = new BookingGate();
    const log: string[] = [];
    const [a, b] = ['a', 'b'].map((n) => held(log, n));
    const ra = gate.run(['room:1'], 0, a.work, took, now);
    const rb = gate.run(['room:1'], 0, b.work, took, now);
    a.finish(null);
    await expect(ra).rejects.toThrow('a failed');
    await settle();
    expect(log).toEqual(['start a', 'start b']);
    b.finish([]);
    expect((await rb).name).toBe('b');
    expect(gate.size).toBe(0);
  });

  it('waits for every booking running for any of its keys', async () => {
    const gate = new BookingGate();
    const log: string[] = [];
    const [a, b, c] = ['a', 'b', 'c'].map((n) => held(log, n));
    gate.run(['staff:1'], 0, a.work, took, now);
    gate.run(['room:1'], 0, b.work, took, now);
    const rc = gate.run(['staff:1', 'room:1'], 0, c.work, took, now);
    a.finish([]);
    await settle();
    expect(log).toEqual(['start a', 'start b', 'end a']);
    b.finish([]);
    await settle();
    expect(log).toEqual(['start a', 'start b', 'end a', 'end b', 'start c']);
    c.finish([]);
    expect((await rc).name).toBe('c');
  });

  it('refuses from what was taken only the bookings received before it was taken, waiting or not', async () => {
    const gate = new BookingGate();
    const log: string[] = [];
    const a = held(log, 'a');
    const ra = gate.run(['staff:1'], 0, a.work, took, now);
    a.finish([time('staff:1', 600, 660, 'Ann is booked', 5)]);
    await ra;
    // arriving after the first one ended: received before its commit, it still sees the time taken
    await arrive(gate, log, 'early', 4);
    await arrive(gate, log, 'late', 5);
    expect(log).toEqual([
      'start a',
      'end a',
      'start early after Ann is booked',
      'end early',
      'start late',
      'end late',
    ]);
  });

  it('lets go of the times taken longer ago than any request is kept waiting', async () => {
    const gate = new BookingGate();
    const run = (key: string, at: number, takenBefore: number) =>
      gate.run(
        [key],
        0,
        async () => [time(key, 0, 60, key, takenBefore)],
        (r) => r,
        () => at,
      );
    await run('staff:1', 100, 90);
    await run('staff:2', 200, 190);
    expect(gate.remembered).toBe(2);
    await run('staff:3', 90 + RECENT_MS + 1, 90 + RECENT_MS);
    expect(gate.remembered).toBe(2);
    const log: string[] = [];
    const first = held(log, 'first');
    const r = gate.run(['staff:1', 'staff:2'], 0, first.work, took, now);
    await settle();
    first.finish([]);
    await r;
    expect(log).toEqual(['start first after staff:2', 'end first']);
  });

  it('remembers what a refusal read: the bookings received before the read are refused with it, later ones read', async () => {
    const gate = new BookingGate();
    const log: string[] = [];
    const ann = time('staff:1', 600, 660, 'Ann is already booked 10:00 AM–11:00 AM', 5);
    const refused = gate.run(
      ['staff:1'],
      0,
      async () => {
        log.push('read');
        await settle();
        throw new TakenRefusal(ann);
      },
      took,
      now,
    );
    const waiting = held(log, 'waiting');
    const rw = gate.run(['staff:1'], 3, waiting.work, took, now);
    const refusal = await refused.catch((e: unknown) => e);
    // the refusal is a user error in the booking's own words, naming what the read found
    expect(refusal).toBeInstanceOf(UserError);
    expect((refusal as Error).message).toBe('error booking: Ann is already booked 10:00 AM–11:00 AM');
    await settle();
    waiting.finish([]);
    await rw;
    await arrive(gate, log, 'early', 4);
    await arrive(gate, log, 'late', 5);
    expect(log).toEqual([
      'read',
      `start waiting after ${ann.reason}`,
      'end waiting',
      `start early after ${ann.reason}`,
      'end early',
      'start late',
      'end late',
    ]);
  });

  it('keeps a time read again once, as of its latest read, and forgets nothing on other failures', async () => {
    const gate = new BookingGate();
    const refuse = (takenBefore: number) =>
      gate
        .run(
          ['staff:1'],
          0,
          async () => {
            throw new TakenRefusal(time('staff:1', 600, 660, 'Ann is booked', takenBefore));
          },
          took,
          now,
        )
        .catch(() => undefined);
    await refuse(8);
    await refuse(5);
    await gate
      .run(['staff:1'], 0, async () => Promise.reject(new Error('lost connection')), took, now)
      .catch(() => undefined);
    const seen: Array<readonly TakenTime[]> = [];
    for (const receivedAt of [7, 8])
      await gate.run(
        ['staff:1'],
        receivedAt,
        async (taken) => seen.push(taken),
        () => [],
        now,
      );
    expect(seen.map((t) => t.map((x) => x.takenBefore))).toEqual([[8], []]);
  });

  it('remembers what a booking that waited took, as it does the first one', async () => {
    const gate = new BookingGate();
    const log: string[] = [];
    const [a, b] = ['a', 'b'].map((n) => held(log, n));
    const ra = gate.run(['staff:1'], 0, a.work, took, now);
    const rb = gate.run(['staff:1'], 0, b.work, took, now);
    a.finish(null);
    await ra.catch(() => undefined);
    await settle();
    b.finish([time('staff:1', 600, 660, 'Ann is booked by b', 5)]);
    await rb;
    await arrive(gate, log, 'c', 4);
    expect(log).toEqual(['start a', 'start b', 'end b', 'start c after Ann is booked by b', 'end c']);
  });

  it('walks its times to let old ones go at most every tenth of RECENT_MS, not at every booking', async () => {
    const gate = new BookingGate();
    const run = (key: string, at: number) =>
      gate.run(
        [key],
        0,
        async () => [time(key, 0, 60, key, at - 1)],
        (r) => r,
        () => at,
      );
    await run('staff:1', 5000); // a walk
    await run('staff:2', 5000 + RECENT_MS - 500); // a walk: staff:1 is still fresh
    // staff:1's time is old now, but the last walk was less than a tenth of RECENT_MS ago
    await run('staff:3', 5000 + RECENT_MS);
    expect(gate.remembered).toBe(3);
    await run('staff:4', 5000 + RECENT_MS + 500); // a walk: staff:1 is let go
    expect(gate.remembered).toBe(3);
  });

  it('makes a booking with no staff member or room wait for nothing', async () => {
    const gate = new BookingGate();
    expect(
      await gate.run(
        [],
        0,
        async () => 'free',
        () => [],
        now,
      ),
    ).toBe('free');
    expect(gate.size).toBe(0);
  });
});

describe('firstTaken: what a booking that waited finds taken', () => {
  const staff = time('staff:1', 600, 660, 'Ann is already booked 10:00 AM–11:00 AM');
  const room = time('room:1', 570, 630, 'room A is taken 9:30 AM–10:30 AM');

  it('finds a time overlapping the period, times that only touch it left out (half-open)', () => {
    expect(firstTaken([staff], 630, 690)).toBe(staff);
    expect(firstTaken([staff], 540, 601)).toBe(staff);
    expect(firstTaken([staff], 660, 720)).toBeNull();
    expect(firstTaken([staff], 540, 600)).toBeNull();
  });

  it('with no end known, finds a time holding the start (the booking lasts at least a moment)', () => {
    expect(firstTaken([staff], 600, undefined)).toBe(staff);
    expect(firstTaken([staff], 659, undefined)).toBe(staff);
    expect(firstTaken([staff], 660, undefined)).toBeNull();
    expect(firstTaken([staff], 599, undefined)).toBeNull();
  });

  it("names the staff member's time before the room's, then the earliest", () => {
    expect(firstTaken([room, staff], 600, 700)).toBe(staff);
    const later = time('staff:1', 700, 760, 'Ann, later');
    expect(firstTaken([later, staff], 600, 800)).toBe(staff);
    expect(firstTaken([room], 600, 700)).toBe(room);
    expect(firstTaken([], 600, 700)).toBeNull();
  });
});

describe('TakenRefusal.byCollision: a refusal by what a read found, for the booking gate', () => {
  const [start, end] = [new Date('2027-03-14T14:00:00Z'), new Date('2027-03-14T15:00:00Z')];
  const found = (kind: 'staff' | 'room') => collisionOf(0, kind, 'Blue', start, end, 'America/New_York');

  it("keys a staff member's time by the booking's staff member, a room's by its room, begun before the read", () => {
    const staff = TakenRefusal.byCollision('acme', found('staff'), { staffId: 's1', roomId: 'r1' }, 42);
    expect(staff.taken).toEqual({
      key: 'booking:acme:staff:s1',
      kind: 'staff',
      startAt: +start,
      endAt: +end,
      reason: 'Blue is already booked 10:00 AM–11:00 AM on Sun, Mar 14',
      takenBefore: 42,
    });
    expect(staff).toBeInstanceOf(UserError);
    expect(staff.message).toBe('error booking: Blue is already booked 10:00 AM–11:00 AM on Sun, Mar 14');
    expect(
      TakenRefusal.byCollision('acme', found('room'), { staffId: 's1', roomId: 'r1' }, 42).taken.key,
    ).toBe('booking:acme:room:r1');
  });

  it('refuses to key a room collision of a booking without a room', () => {
    expect(() =>
      TakenRefusal.byCollision('acme', found('room'), { staffId: 's1', roomId: null }, 42),
    ).toThrow('a room collision of a booking without one');
  });
});

describe('takenTimes: what a booking took, as the database check names it', () => {
  const [start, end] = [new Date('2027-03-14T14:00:00Z'), new Date('2027-03-14T15:00:00Z')];

  it("takes the staff member's time and, with a room, the room's, for each period, before the commit", () => {
    const times = takenTimes(
      'acme',
      [{ startAt: start, endAt: end }],
      { id: 's1', name: 'Ann Lee' },
      { id: 'r1', name: 'Blue' },
      'America/New_York',
      42,
    );
    expect(times).toEqual([
      {
        key: 'booking:acme:staff:s1',
        kind: 'staff',
        startAt: +start,
        endAt: +end,
        takenBefore: 42,
        reason: 'Ann Lee is already booked 10:00 AM–11:00 AM on Sun, Mar 14',
      },
      {
        key: 'booking:acme:room:r1',
        kind: 'room',
        startAt: +start,
        endAt: +end,
        takenBefore: 42,
        reason: 'room Blue is taken 10:00 AM–11:00 AM on Sun, Mar 14',
      },
    ]);
  });

  it('takes no room without one, and each period of a series', () => {
    const next = { startAt: new Date(+start + 7 * 86_400_000), endAt: new Date(+end + 7 * 86_400_000) };
    const times = takenTimes(
      'acme',
      [{ startAt: start, endAt: end }, next],
      { id: 's1', name: 'Ann Lee' },
      null,
      'UTC',
      1,
    );
    expect(times.map((t) => [t.kind, t.startAt])).toEqual([
      ['staff', +start],
      ['staff', +next.startAt],
    ]);
  });
});
