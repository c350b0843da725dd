// The advisory locks that serialise the bookings of one staff member or room (taken in one order, so no two
// bookings wait on each other in a circle), and the retry of work PostgreSQL aborted to break a deadlock.
import type { EntityManager } from 'typeorm';
import { preparedStatement, runPrepared } from '@tempo/db';
import type { Attempt } from './booking.store';

/** The advisory lock key of one staff member or room of a business. */
export const bookableKey = (business: string, kind: 'staff' | 'room', id: string): string =>
  `booking:${business}:${kind}:${id}`;

/** The advisory lock keys of the attempts' staff members and rooms, in the one order they are taken. */
export function bookableKeys(
  business: string,
  attempts: ReadonlyArray<Pick<Attempt, 'staffIds' | 'roomId'>>,
): string[] {
  const keys = new Set(
    attempts.flatMap((a) => [
      ...a.staffIds.map((s) => bookableKey(business, 'staff', s)),
      ...(a.roomId ? [bookableKey(business, 'room', a.roomId)] : []),
    ]),
  );
  return [...keys].sort();
}

/**
 * An SQL expression that tries the locks of these keys (SQL text expressions) in their order, without
 * waiting, and is how many it took before the first it could not (a NULL key is not taken): a CASE evaluates
 * its branches in order and only as far as needed.
 */
export function tryLocksSql(keys: readonly string[]): string {
  let sql = String(keys.length);
  for (let i = keys.length; i >= 1; i--)
    sql = `CASE WHEN pg_try_advisory_xact_lock(hashtextextended(${keys[i - 1]}, 0)) THEN ${sql} ELSE ${i - 1} END`;
  return sql;
}

const TAKE_LOCKS = preparedStatement(
  'booking_take_locks',
  `SELECT pg_advisory_xact_lock(hashtextextended(k, 0)) FROM unnest($1::text[]) AS k`,
);

/** Takes these advisory locks (until the transaction ends) in their order, waiting for each. */
export async function takeLocksIn(em: EntityManager, keys: readonly string[]): Promise<void> {
  if (!keys.length) return;
  // one statement, the locks taken in the keys' order
  await runPrepared(em, TAKE_LOCKS, [keys]);
}

/**
 * Takes these advisory locks in their order as long as no one holds them, without waiting: how many were
 * taken (a CASE evaluates its branches in order and only as far as needed).
 */
export async function tryLocksIn(em: EntityManager, keys: readonly string[]): Promise<number> {
  if (!keys.length) return 0;
  const sql = tryLocksSql(keys.map((_, i) => `$${i + 1}::text`));
  const [row] = await runPrepared<{ taken: number }>(
    em,
    preparedStatement(`booking_try_locks_${keys.length}`, `SELECT ${sql} AS taken`),
    keys,
  );
  return Number(row.taken);
}

const AWAIT_LOCK = preparedStatement(
  'booking_await_lock',
  `SELECT pg_advisory_unlock_shared(h) FROM (
     SELECT h, pg_advisory_lock_shared(h) AS waited FROM (SELECT hashtextextended($1::text, 0) AS h) k OFFSET 0
   ) w`,
);

/**
 * Waits until whoever holds this advisory lock has finished, without keeping it: the lock is taken shared
 * for the session and given back in the same statement (the subquery is not flattened, and its volatile
 * column is kept, so the lock is taken before it is given back).
 */
export async function awaitLockIn(em: EntityManager, key: string): Promise<void> {
  await runPrepared(em, AWAIT_LOCK, [key]);
}

/**
 * Serialises the bookings of the attempts' staff members and rooms until this transaction ends, taking one
 * advisory lock per staff member and room in one order: bookings of the same person or room wait for each
 * other instead of racing into the exclusion constraints (two of which could wait on each other in a circle),
 * and a booking that waited reads what the first one committed. Different people and rooms never wait.
 */
export async function lockBookablesIn(
  em: EntityManager,
  business: string,
  attempts: readonly Attempt[],
): Promise<void> {
  await takeLocksIn(em, bookableKeys(business, attempts));
}

const RETRIED = new Set(['40P01', '40001']);
const RETRIES = 3;

/** The SQLSTATE of a failed query (TypeORM keeps the driver's error), or null. */
const sqlState = (e: unknown): string | null => {
  const d = (e as { driverError?: { code?: unknown }; code?: unknown } | null) ?? null;
  const code = d?.driverError?.code ?? d?.code;
  return typeof code === 'string' ? code : null;
};

/**
 * Runs a unit of work again (up to three times in all) when PostgreSQL broke a deadlock or a serialization
 * failure by aborting it: the transaction was rolled back whole, so running it again is safe.
 */
export async function retryingConflicts<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (e) {
      if (attempt >= RETRIES || !RETRIED.has(sqlState(e) ?? '')) throw e;
    }
  }
}
