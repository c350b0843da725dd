import { Counter, Gauge, Registry } from 'prom-client';
import { type Clock, systemClock } from '@tempo/contracts';
import { cachedRead } from './cached-read';

/** The unpublished part of an outbox: how many rows, and when the oldest was written. */
export interface OutboxState {
  pending: number;
  oldestOccurredAt: Date | null;
}

/** What the relay reports (the relay's hooks). */
export interface OutboxCounters {
  published(count: number): void;
  failed(): void;
}

/** Seconds since the oldest unpublished event (0 when none waits, never negative). */
export const oldestPendingSeconds = (state: OutboxState, now: Date): number =>
  state.oldestOccurredAt ? Math.max(0, (now.getTime() - state.oldestOccurredAt.getTime()) / 1000) : 0;

/**
 * A worker's outbox metrics: `outbox_pending_events` and
 * `outbox_oldest_pending_seconds` from one read on scrape (shared by both
 * for a second), and the relay's `outbox_published_total` and
 * `outbox_relay_failures_total`.
 */
export function outboxMetrics(
  registry: Registry,
  read: () => Promise<OutboxState>,
  clock: Clock = systemClock,
  log?: (msg: string, err?: unknown) => void,
): OutboxCounters {
  const registers = [registry];
  const state = cachedRead(read, clock, 1000, (err) => log?.('outbox state could not be read', err));
  new Gauge({
    name: 'outbox_pending_events',
    help: 'Outbox events not yet published to Kafka',
    registers,
    async collect() {
      const s = await state();
      if (s) this.set(s.pending);
    },
  });
  new Gauge({
    name: 'outbox_oldest_pending_seconds',
    help: 'Age of the oldest outbox event not yet published (0 when none waits)',
    registers,
    async collect() {
      const s = await state();
      if (s) this.set(oldestPendingSeconds(s, clock.now()));
    },
  });
  const published = new Counter({
    name: 'outbox_published_total',
    help: 'Outbox events published to Kafka by the relay',
    registers,
  });
  const failures = new Counter({
    name: 'outbox_relay_failures_total',
    help: 'Relay passes that failed (Kafka or the database unavailable)',
    registers,
  });
  return {
    published: (count) => published.inc(count),
    failed: () => failures.inc(),
  };
}
