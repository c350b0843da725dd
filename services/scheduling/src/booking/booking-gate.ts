/**
 * Bookings of one staff member or room that arrive at this process together: the first goes to the database
 * at once, and those that arrive while it runs wait for it (in memory, holding no connection) and then go on
 * together. Those that wanted a time the first one has just booked are refused at once with what took it,
 * without a query: a popular time (a teacher's slot opening on the public pages) costs its many askers
 * nothing more than their requests. The others read what the first committed in their first query, instead
 * of each opening a transaction that waits on the first one's lock in PostgreSQL and reads again after it.
 *
 * What prevents a double booking stays in the database (advisory locks and exclusion constraints): the gate
 * only ever refuses, a booking that waited holds nothing here, and other processes are not asked.
 */

/** A time a booking took for one of its keys (a staff member or a room), and how a refusal names it. */
export interface TakenTime {
  readonly key: string;
  readonly kind: 'staff' | 'room';
  readonly startAt: number;
  readonly endAt: number;
  /** Why it is taken, without the 'error booking: ' prefix (takenReason). */
  readonly reason: string;
}

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

export class BookingGate {
  /** The booking running now for each key, as the promise of what it took when it has ended. */
  private readonly running = new Map<string, Promise<readonly TakenTime[]>>();

  /** How many keys a booking runs for now (for tests: nothing is left behind). */
  get size(): number {
    return this.running.size;
  }

  /**
   * Runs the work once the bookings running for any of these keys have ended, with the times they took for
   * these keys (none when they failed); when none was running, the work is the one the keys' next arrivals
   * wait for, and `took` tells them what its result took.
   */
  async run<T>(
    keys: readonly string[],
    work: (taken: readonly TakenTime[]) => Promise<T>,
    took: (result: T) => readonly TakenTime[],
  ): Promise<T> {
    const ahead = [...new Set(keys.map((k) => this.running.get(k)).filter((p) => p !== undefined))];
    if (ahead.length) {
      const taken = (await Promise.all(ahead)).flat().filter((t) => keys.includes(t.key));
      return work(taken);
    }
    let ended!: (taken: readonly TakenTime[]) => void;
    const end = new Promise<readonly TakenTime[]>((resolve) => (ended = resolve));
    for (const k of keys) this.running.set(k, end);
    let result: readonly TakenTime[] = [];
    try {
      const value = await work([]);
      result = took(value);
      return value;
    } finally {
      for (const k of keys) if (this.running.get(k) === end) this.running.delete(k);
      ended(result);
    }
  }
}
