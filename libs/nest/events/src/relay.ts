import { Producer } from 'kafkajs';
import { TenantDb } from '@tempo/db';
import { safeErrorText } from '@tempo/contracts';

export interface RelayOptions {
  batchSize?: number;
  intervalMs?: number;
  /** Called after the batch reached Kafka and before it is marked published (fault injection in tests). */
  afterPublish?: (ids: string[]) => Promise<void> | void;
  log?: (msg: string, err?: unknown) => void;
  hooks?: RelayHooks;
}

/** What the relay reports as it goes (metrics). */
export interface RelayHooks {
  /** A batch of `count` events reached Kafka and was marked published. */
  published?(count: number): void;
  /** A pass failed (Kafka or the database unavailable); the next one tries again. */
  failed?(): void;
}

interface OutboxRow {
  id: string;
  business: string;
  topic: string;
  envelope: { id: string };
}

/**
 * Publishes the outbox. Each pass locks a batch of unpublished rows with
 * FOR UPDATE SKIP LOCKED (so several relays never send the same row at the
 * same time), sends them to Kafka keyed by business, and marks them in the
 * same transaction. A relay that dies after sending and before committing
 * leaves the rows unpublished: they are sent again, and consumers drop the
 * duplicates by event id.
 */
export class OutboxRelay {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly db: TenantDb,
    private readonly producer: Producer,
    private readonly opts: RelayOptions = {},
  ) {}

  /** One pass; returns how many events were published. */
  async publishBatch(): Promise<number> {
    const limit = this.opts.batchSize ?? 100;
    const published = await this.db.withPlatform(async (em) => {
      const rows: OutboxRow[] = await em.query(
        `SELECT id, business, topic, envelope FROM outbox
          WHERE published_at IS NULL ORDER BY occurred_at, id LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [limit],
      );
      if (!rows.length) return 0;
      const byTopic = new Map<string, OutboxRow[]>();
      for (const r of rows) byTopic.set(r.topic, [...(byTopic.get(r.topic) ?? []), r]);
      await this.producer.sendBatch({
        topicMessages: [...byTopic].map(([topic, list]) => ({
          topic,
          messages: list.map((r) => ({
            key: r.business,
            value: JSON.stringify(r.envelope),
            headers: { 'event-id': r.id },
          })),
        })),
      });
      const ids = rows.map((r) => r.id);
      await this.opts.afterPublish?.(ids);
      await em.query(
        `UPDATE outbox SET published_at = now(), attempts = attempts + 1 WHERE id = ANY($1::uuid[])`,
        [ids],
      );
      return rows.length;
    });
    if (published) this.opts.hooks?.published?.(published);
    return published;
  }

  start(): void {
    this.stopped = false;
    const tick = async () => {
      if (this.stopped) return;
      this.running = (async () => {
        try {
          while (!this.stopped && (await this.publishBatch()) > 0) {
            /* drain */
          }
        } catch (e) {
          this.opts.hooks?.failed?.();
          this.opts.log?.('outbox relay pass failed', safeErrorText(e));
        }
      })();
      await this.running;
      if (!this.stopped) this.timer = setTimeout(tick, this.opts.intervalMs ?? 250);
    };
    void tick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }
}
