import type { Server } from 'node:http';
import { getHeapSpaceStatistics } from 'node:v8';

/**
 * Young-generation collections at idle moments: when a server process has answered every request it was
 * given and its young generation holds more than IDLE_YOUNG_MIN_BYTES, it collects that generation at once.
 *
 * Why: V8 collects the young generation when it is full, at whatever moment that comes, and the collection
 * copies every object still alive then. Within a large answer (a month of the calendar is 2,000 events) that
 * is most of the answer built so far: 15 to 65 ms of one request's time, in one request of a few. Between
 * requests almost nothing is alive, so the same collection costs a millisecond or two, and the next answer
 * starts with an empty generation. Under steady load, when requests overlap and the process is never idle,
 * nothing changes: V8 collects as it always does.
 *
 * It needs `gc`, which node gives with --expose-gc (scripts/lib.sh and the images start the APIs and the
 * gateway with it); without it, nothing is done. The collections count in nodejs_gc_duration_seconds
 * (kind "minor") with V8's own.
 */

/** Below this much in the young generation, an idle moment collects nothing (a collection would free little). */
export const IDLE_YOUNG_MIN_BYTES = 4 * 1024 * 1024;

/** Whether an idle check collects: nothing in flight, and the young generation holds more than `minBytes`. */
export function youngToCollect(
  inFlight: number,
  youngUsedBytes: number,
  minBytes = IDLE_YOUNG_MIN_BYTES,
): boolean {
  return inFlight === 0 && youngUsedBytes > minBytes;
}

/** What the young generation holds now, in bytes (V8's new space). */
export function youngUsedBytes(): number {
  return getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')?.space_used_size ?? 0;
}

/** V8's collection function as --expose-gc gives it (a young-generation collection with { type: 'minor' }). */
export type GcFunction = (options: { type: 'minor' | 'major' }) => void;

export interface IdleCollectionOptions {
  /** V8's gc; by default globalThis.gc, present with --expose-gc. */
  gc?: GcFunction;
  /** What the young generation holds (youngUsedBytes by default). */
  youngUsed?: () => number;
}

/**
 * Watches every request of `servers` (a process's public and internal listeners) and, each time the last
 * one in flight ends, checks on the next turn of the event loop (so that a request arriving in between
 * counts) whether to collect the young generation (youngToCollect). Returns false, doing nothing, when there
 * is no gc function.
 */
export function collectYoungWhenIdle(
  servers: readonly Server[],
  options: IdleCollectionOptions = {},
): boolean {
  const gc = options.gc ?? (globalThis as { gc?: GcFunction }).gc;
  if (typeof gc !== 'function') return false;
  const youngUsed = options.youngUsed ?? youngUsedBytes;
  let inFlight = 0;
  let checking = false;
  const check = () => {
    checking = false;
    if (youngToCollect(inFlight, youngUsed())) gc({ type: 'minor' });
  };
  const ended = () => {
    inFlight--;
    if (inFlight === 0 && !checking) {
      checking = true;
      setImmediate(check);
    }
  };
  for (const server of servers)
    server.on('request', (_req, res) => {
      inFlight++;
      res.once('close', ended);
    });
  return true;
}
