import { FixedClock } from '@tempo/contracts';
import { processRegistry } from './registry';
import { oldestPendingSeconds, outboxMetrics, OutboxState } from './outbox';

describe('outbox metrics', () => {
  const clock = new FixedClock('2026-03-01T10:00:00Z');

  it('gives the age of the oldest pending event, 0 when none waits', () => {
    const now = clock.now();
    expect(
      oldestPendingSeconds({ pending: 2, oldestOccurredAt: new Date('2026-03-01T09:59:30Z') }, now),
    ).toBe(30);
    expect(oldestPendingSeconds({ pending: 0, oldestOccurredAt: null }, now)).toBe(0);
    expect(
      oldestPendingSeconds({ pending: 1, oldestOccurredAt: new Date('2026-03-01T10:00:01Z') }, now),
    ).toBe(0);
  });

  it('reads the state once for both gauges, and counts what the relay reports', async () => {
    const registry = processRegistry({ app: 'identity', role: 'worker' }, false);
    let reads = 0;
    let state: OutboxState = { pending: 3, oldestOccurredAt: new Date('2026-03-01T09:58:00Z') };
    const counters = outboxMetrics(registry, async () => (reads++, state), clock);
    counters.published(5);
    counters.published(2);
    counters.failed();
    const text = await registry.metrics();
    expect(reads).toBe(1);
    expect(text).toContain('outbox_pending_events{app="identity",role="worker"} 3');
    expect(text).toContain('outbox_oldest_pending_seconds{app="identity",role="worker"} 120');
    expect(text).toContain('outbox_published_total{app="identity",role="worker"} 7');
    expect(text).toContain('outbox_relay_failures_total{app="identity",role="worker"} 1');
    state = { pending: 0, oldestOccurredAt: null };
    clock.advance(1000);
    const after = await registry.metrics();
    expect(after).toContain('outbox_pending_events{app="identity",role="worker"} 0');
    expect(after).toContain('outbox_oldest_pending_seconds{app="identity",role="worker"} 0');
  });

  it('keeps the last figures when the database cannot be read', async () => {
    const registry = processRegistry({ app: 'identity', role: 'worker' }, false);
    let fail = false;
    const errors: string[] = [];
    outboxMetrics(
      registry,
      async () => {
        if (fail) throw new Error('database away');
        return { pending: 4, oldestOccurredAt: null };
      },
      clock,
      (msg) => errors.push(msg),
    );
    await registry.metrics();
    fail = true;
    clock.advance(1000);
    expect(await registry.metrics()).toContain('outbox_pending_events{app="identity",role="worker"} 4');
    expect(errors).toEqual(['outbox state could not be read']);
  });
});
