import { Counter, Gauge, Registry } from 'prom-client';
import { type Clock, systemClock } from '@tempo/contracts';
import { cachedRead } from './cached-read';

/** What became of one message a consumer received. */
export type ConsumerOutcome = 'processed' | 'duplicate' | 'failed';

/** The two offset queries of kafkajs's admin client that the lag needs. */
export interface OffsetsAdmin {
  fetchTopicOffsets(topic: string): Promise<Array<{ partition: number; high: string; low: string }>>;
  fetchOffsets(options: {
    groupId: string;
    topics: string[];
  }): Promise<Array<{ topic: string; partitions: Array<{ partition: number; offset: string }> }>>;
}

/** A consumer group whose lag is measured, on its topics. */
export interface WatchedGroup {
  group: string;
  topics: string[];
  /**
   * Where the group starts on a partition it has committed nothing on: `earliest` (it reads the
   * partition from its start, so all of it is lag) or `latest` (it skips what is there: no lag).
   */
  start: 'earliest' | 'latest';
}

export interface PartitionOffsets {
  partition: number;
  high: string;
  low: string;
}

export interface GroupLag {
  group: string;
  topic: string;
  lag: number;
}

/**
 * The lag of a group on a topic (pure): the sum over its partitions of the
 * high watermark minus the committed offset; a partition without a commit
 * counts from the group's start (see WatchedGroup).
 */
export function topicLag(
  partitions: readonly PartitionOffsets[],
  committed: ReadonlyMap<number, string>,
  start: WatchedGroup['start'],
): number {
  let lag = 0;
  for (const p of partitions) {
    const high = Number(p.high);
    const offset = Number(committed.get(p.partition) ?? -1);
    if (offset >= 0) lag += Math.max(0, high - offset);
    else if (start === 'earliest') lag += Math.max(0, high - Number(p.low));
  }
  return lag;
}

/** Reads the lag of every watched group (one offsets query per topic and per group). */
export async function readLags(admin: OffsetsAdmin, groups: readonly WatchedGroup[]): Promise<GroupLag[]> {
  const topics = [...new Set(groups.flatMap((g) => g.topics))];
  const offsets = new Map(
    await Promise.all(topics.map(async (t) => [t, await admin.fetchTopicOffsets(t)] as const)),
  );
  const lags: GroupLag[] = [];
  for (const g of groups) {
    const committed = await admin.fetchOffsets({ groupId: g.group, topics: g.topics });
    for (const topic of g.topics) {
      const mine = committed.find((c) => c.topic === topic)?.partitions ?? [];
      const byPartition = new Map(mine.map((p) => [p.partition, p.offset]));
      lags.push({ group: g.group, topic, lag: topicLag(offsets.get(topic) ?? [], byPartition, g.start) });
    }
  }
  return lags;
}

export interface KafkaConsumerMetricsOptions {
  clock?: Clock;
  /** How long a lag read is reused (scrapes of several replicas or Prometheus servers). */
  cacheMs?: number;
  log?: (msg: string, err?: unknown) => void;
}

/**
 * A process's Kafka consumer metrics: `kafka_consumer_events_total{group,
 * topic,outcome}`, counted by the consumers, and `kafka_consumer_lag{group,
 * topic}`, read from Kafka on scrape for the groups `watch` names.
 */
export class KafkaConsumerMetrics {
  private readonly events: Counter<'group' | 'topic' | 'outcome'>;
  private lags: () => Promise<GroupLag[] | undefined> = async () => [];

  constructor(
    registry: Registry,
    private readonly opts: KafkaConsumerMetricsOptions = {},
  ) {
    const registers = [registry];
    this.events = new Counter({
      name: 'kafka_consumer_events_total',
      help: 'Messages handled by the Kafka consumers, by group, topic and outcome (processed, duplicate, failed)',
      labelNames: ['group', 'topic', 'outcome'],
      registers,
    });
    const read = () => this.lags();
    new Gauge({
      name: 'kafka_consumer_lag',
      help: 'Messages not yet consumed: sum over partitions of the high watermark minus the committed offset',
      labelNames: ['group', 'topic'],
      registers,
      async collect() {
        const lags = await read();
        if (!lags) return;
        this.reset();
        for (const l of lags) this.set({ group: l.group, topic: l.topic }, l.lag);
      },
    });
  }

  /** Counts one message of `group` on `topic`. */
  readonly event = (group: string, topic: string, outcome: ConsumerOutcome): void => {
    this.events.inc({ group, topic, outcome });
  };

  /** Measures these groups' lag through `admin` (connected by the caller) from now on. */
  watch(admin: OffsetsAdmin, groups: WatchedGroup[]): void {
    this.lags = cachedRead(
      () => readLags(admin, groups),
      this.opts.clock ?? systemClock,
      this.opts.cacheMs ?? 5000,
      (err) => this.opts.log?.('kafka consumer lag could not be read', err),
    );
  }
}
