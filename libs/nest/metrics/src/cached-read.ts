import type { Clock } from '@tempo/contracts';

/** How long a read on scrape may take before the scrape goes on without it. */
export const READ_TIMEOUT_MS = 3000;

/** `promise`, or a rejection once `ms` have passed. */
export function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * A read done on scrape (SQL, Kafka offsets, queue counts), shared: a value
 * younger than `ttlMs` (by the clock) is given again, and calls made while a
 * read is under way wait for that one. A read that fails or takes longer
 * than READ_TIMEOUT_MS gives the last value read (undefined before the
 * first), so a scrape never fails or hangs for it.
 */
export function cachedRead<T>(
  read: () => Promise<T>,
  clock: Clock,
  ttlMs: number,
  onError: (err: unknown) => void = () => undefined,
): () => Promise<T | undefined> {
  let last: { value: T; at: number } | undefined;
  let running: Promise<T | undefined> | null = null;
  return () => {
    if (last && clock.now().getTime() - last.at < ttlMs) return Promise.resolve(last.value);
    running ??= within(read(), READ_TIMEOUT_MS)
      .then((value) => {
        last = { value, at: clock.now().getTime() };
        return value;
      })
      .catch((err: unknown) => {
        onError(err);
        return last?.value;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
}
