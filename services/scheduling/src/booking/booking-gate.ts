/**
 * Bookings of one staff member or room that arrive at this process together: the first goes to the database
 * at once, and those that arrive while it runs wait for it (in memory, holding no connection) and then go on
 * together. A booking received before another one of its staff member or room committed, and wanting a time
 * that one took, is refused at once with what took it, without a query: a popular time (a teacher's slot
 * opening on the public pages) costs its many askers nothing more than their requests. The refusal is one the
 * booking could have read itself at that commit, which came after it was received, so it holds even when the
 * time was freed again since. The others read what the first committed in their first query, instead of each
 * opening a transaction that waits on the first one's lock in PostgreSQL and reads again after it.
 *
 * A booking refused by what it read (TakenRefusal) is remembered the same way, from the instant before its
 * transaction began: the bookings received before that read, waiting here or arriving later, are refused with
 * what it read instead of each reading it again (the read came after they were received, so they could have
 * made it themselves). Those received after it read go to the database as before.
 *
 * "Received" is when the gateway received the client's request (RECEIVED_AT_HEADER; this process's own time
 * without it), so that the requests still on their way through the gateway and this process's queue when the
 * first one committed count too; the clocks of the gateway and of this process, when they run on different
 * machines, differ by their skew, which widens that window by as much.
 *
 * What prevents a double booking stays in the database (advisory locks and exclusion constraints): the gate
 * only ever refuses, a booking that waited holds nothing here, and other processes are not asked.
 */

import { UserError } from '@tempo/graphql';
import { bookableKey } from './booking-locks';
import { collisionsMessage, takenReason } from './booking-rules';
import type { Collision } from './booking.store';

/** A time a booking took for one of its keys (a staff member or a room), and how a refusal names it. */
export interface TakenTime {
  readonly key: string;
  readonly kind: 'staff' | 'room';
  readonly startAt: number;
  readonly endAt: number;
  /** Why it is taken, without the 'error booking: ' prefix (takenReason). */
  readonly reason: string;
  /**
   * An instant (epoch milliseconds) before the booking that took it committed: bookings received earlier may
   * be refused by it.
   */
  readonly takenBefore: number;
}

/** How long the times taken are kept for requests received before they were taken (longer ones read). */
export const RECENT_MS = 10_000;

/**
 * What a booking of one period that starts at `startAt` (and ends at `endAt`, when known: any booking ends
 * after it starts) finds taken among these times: a staff member's time before a room's, then the earliest,
 * as the booking's own check names it first.
 */
export function firstTaken(
  taken: readonly TakenTime[],
  startAt: number,
  endAt: number | undefined,
): TakenTime | null {
  const overlapping = taken.filter((t) =>
    endAt === undefined ? t.startAt <= startAt && startAt < t.endAt : t.startAt < endAt && startAt < t.endAt,
  );
  overlapping.sort((a, b) => (a.kind === b.kind ? a.startAt - b.startAt : a.kind === 'staff' ? -1 : 1));
  return overlapping[0] ?? null;
}

/**
 * The times a booking took, `takenBefore` its commit: for each period its staff member's and, with a room,
 * the room's, each named as the database check names what takes a time (takenReason, in `zone`).
 */
export function takenTimes(
  business: string,
  periods: ReadonlyArray<{ startAt: Date; endAt: Date }>,
  staff: { id: string; name: string },
  room: { id: string; name: string } | null,
  zone: string,
  takenBefore: number,
): TakenTime[] {
  return periods.flatMap(({ startAt, endAt }): TakenTime[] => {
    const at = { startAt: +startAt, endAt: +endAt, takenBefore };
    const taken: TakenTime[] = [
      {
        key: bookableKey(business, 'staff', staff.id),
        kind: 'staff',
        ...at,
        reason: takenReason({ staffName: staff.name }, startAt, endAt, zone),
      },
    ];
    if (room)
      taken.push({
        key: bookableKey(business, 'room', room.id),
        kind: 'room',
        ...at,
        reason: takenReason({ roomName: room.name }, startAt, endAt, zone),
      });
    return taken;
  });
}

/**
 * The refusal of a booking of one period whose time a read found taken, with what it found `takenBefore` that
 * read: BookingGate refuses the bookings received before it with it too.
 */
export class TakenRefusal extends UserError {
  constructor(readonly taken: TakenTime) {
    super(collisionsMessage([taken.reason], 1));
  }

  /**
   * The refusal of a booking of `staffId` (and `roomId`) in `business` by a collision a read found, begun
   * `takenBefore`.
   */
  static byCollision(
    business: string,
    collision: Collision,
    booking: { staffId: string; roomId: string | null },
    takenBefore: number,
  ): TakenRefusal {
    const id = collision.kind === 'staff' ? booking.staffId : booking.roomId;
    if (!id) throw new Error(`a ${collision.kind} collision of a booking without one`);
    return new TakenRefusal({
      key: bookableKey(business, collision.kind, id),
      kind: collision.kind,
      startAt: +collision.startAt,
      endAt: +collision.endAt,
      reason: collision.reason,
      takenBefore,
    });
  }
}

export class BookingGate {
  /** The booking running now for each key, as the promise of its end. */
  private readonly running = new Map<string, Promise<void>>();
  /** The times taken lately for each key, by the bookings that ran here. */
  private readonly recent = new Map<string, readonly TakenTime[]>();
  /** When old times were last let go. */
  private prunedAt = -Infinity;

  /** How many keys a booking runs for now (for tests: nothing is left behind). */
  get size(): number {
    return this.running.size;
  }

  /** How many keys have times taken kept (for tests: old ones are let go). */
  get remembered(): number {
    return this.recent.size;
  }

  /**
   * Runs the work once the bookings running for any of these keys have ended (whether they succeeded or
   * not), with the times taken for these keys since the request was received (`receivedAt`, epoch
   * milliseconds). When none was running, the work is the one the keys' next arrivals wait for. `took` tells
   * what its result took, and a TakenRefusal what it found taken: both are remembered for the bookings after
   * it. `now` is the time at the end of the work (times older than RECENT_MS are let go).
   */
  async run<T>(
    keys: readonly string[],
    receivedAt: number,
    work: (taken: readonly TakenTime[]) => Promise<T>,
    took: (result: T) => readonly TakenTime[],
    now: () => number,
  ): Promise<T> {
    // what it took, or found taken (a TakenRefusal), is remembered for the bookings after it
    const attempt = async (): Promise<T> => {
      try {
        const result = await work(this.takenSince(keys, receivedAt));
        this.remember(took(result), now());
        return result;
      } catch (e) {
        if (e instanceof TakenRefusal) this.remember([e.taken], now());
        throw e;
      }
    };
    const ahead = [...new Set(keys.map((k) => this.running.get(k)).filter((p) => p !== undefined))];
    if (ahead.length) {
      await Promise.all(ahead);
      return attempt();
    }
    let ended!: () => void;
    const end = new Promise<void>((resolve) => (ended = resolve));
    for (const k of keys) this.running.set(k, end);
    try {
      return await attempt();
    } finally {
      for (const k of keys) if (this.running.get(k) === end) this.running.delete(k);
      ended();
    }
  }

  private takenSince(keys: readonly string[], receivedAt: number): TakenTime[] {
    return keys.flatMap((k) => (this.recent.get(k) ?? []).filter((t) => receivedAt < t.takenBefore));
  }

  private remember(times: readonly TakenTime[], now: number): void {
    // old times are let go at most every tenth of RECENT_MS (every refusal remembers: not a walk each time)
    if (now - this.prunedAt >= RECENT_MS / 10) {
      this.prunedAt = now;
      const fresh = (t: TakenTime) => t.takenBefore > now - RECENT_MS;
      for (const [key, kept] of this.recent) {
        const left = kept.filter(fresh);
        if (left.length) this.recent.set(key, left);
        else this.recent.delete(key);
      }
    }
    // the same time read again is kept once, as of the latest read
    for (const t of times) {
      const kept = this.recent.get(t.key) ?? [];
      const same = kept.find((k) => k.startAt === t.startAt && k.endAt === t.endAt && k.reason === t.reason);
      if (same && same.takenBefore >= t.takenBefore) continue;
      this.recent.set(t.key, [...kept.filter((k) => k !== same), t]);
    }
  }
}
