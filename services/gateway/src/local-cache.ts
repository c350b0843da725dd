/**
 * A small in-process cache in front of Redis, for answers that every
 * request reads and that change rarely (actors, businesses, IP bans). An
 * entry lives `ttlMs` at most, so that a change made through another
 * replica (whose invalidation this one does not see) reaches this one within
 * that time; the oldest entries go first past `maxEntries`. A TTL of 0 turns
 * it off.
 */

export interface LocalCacheOptions {
  ttlMs: number;
  maxEntries?: number;
  /** The clock, in ms (tests freeze it). */
  now?: () => number;
}

export class LocalCache<V> {
  private readonly entries = new Map<string, { value: V; until: number }>();
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(private readonly opts: LocalCacheOptions) {
    this.maxEntries = opts.maxEntries ?? 10_000;
    this.now = opts.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.opts.ttlMs > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The live entry for `key`, or undefined. */
  get(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.until > this.now()) return hit.value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, value: V): void {
    if (!this.enabled) return;
    this.entries.delete(key); // re-inserted last: the oldest stay first in line
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    this.entries.set(key, { value, until: this.now() + this.opts.ttlMs });
  }

  delete(...keys: string[]): void {
    for (const k of keys) this.entries.delete(k);
  }

  /** Drops every entry whose key starts with `prefix`. */
  deletePrefix(prefix: string): void {
    for (const k of this.entries.keys()) if (k.startsWith(prefix)) this.entries.delete(k);
  }

  clear(): void {
    this.entries.clear();
  }
}
