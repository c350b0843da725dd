import { getQueueToken, WorkerHost } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService, ModuleRef } from '@nestjs/core';
import type { Queue } from 'bullmq';
import { Clock, CLOCK, safeErrorText } from '@tempo/contracts';
import { TenantDb } from '@tempo/db';
import type { ConsumerHooks, RelayHooks } from '@tempo/events';
import { watchWorker } from '@tempo/jobs';
import {
  bullmqMetrics,
  JobCounters,
  KafkaConsumerMetrics,
  outboxMetrics,
  OutboxState,
  Registry,
} from '@tempo/metrics';
import { SUBGRAPH_DEFINITION, SubgraphDefinition } from './definition';
import { SUBGRAPH_METRICS } from './metrics';

/** The unpublished part of the outbox in one query (the partial index outbox_unpublished answers it). */
export const OUTBOX_STATE_SQL = `SELECT count(*)::int AS pending, min(occurred_at) AS oldest
  FROM outbox WHERE published_at IS NULL`;

/** Reads the outbox's state across businesses. */
export async function readOutboxState(db: TenantDb): Promise<OutboxState> {
  const [row]: Array<{ pending: number; oldest: Date | null }> = await db.withPlatform((em) =>
    em.query(OUTBOX_STATE_SQL),
  );
  return { pending: row.pending, oldestOccurredAt: row.oldest };
}

/**
 * The worker's own metrics, on its registry: the outbox (read on scrape;
 * the relay counts what it publishes), its Kafka consumers (events counted
 * as they are handled, lag read on scrape) and its BullMQ queues (counts on
 * scrape, finished jobs as its processors report them). Every one is
 * registered whether or not the subgraph has consumers or queues.
 */
@Injectable()
export class WorkerMetrics implements OnApplicationBootstrap {
  readonly kafka: KafkaConsumerMetrics;
  readonly relayHooks: RelayHooks;
  readonly consumerHooks: ConsumerHooks;
  private readonly jobs: JobCounters;
  private queues: Queue[] = [];
  private readonly log: Logger;

  constructor(
    @Inject(SUBGRAPH_METRICS) registry: Registry,
    @Inject(SUBGRAPH_DEFINITION) private readonly def: SubgraphDefinition,
    @Inject(CLOCK) clock: Clock,
    db: TenantDb,
    private readonly moduleRef: ModuleRef,
    private readonly discovery: DiscoveryService,
  ) {
    this.log = new Logger(`${def.name}-worker`);
    const log = (msg: string, err?: unknown) =>
      this.log.warn(`${msg}: ${safeErrorText(err, { stack: false })}`);
    this.relayHooks = outboxMetrics(registry, () => readOutboxState(db), clock, log);
    this.kafka = new KafkaConsumerMetrics(registry, { clock, log });
    this.consumerHooks = { event: this.kafka.event };
    this.jobs = bullmqMetrics(registry, () => this.queues);
  }

  /** The queues exist, and BullMQ's workers run, once every module is initialised. */
  onApplicationBootstrap(): void {
    this.queues = (this.def.jobs?.queues ?? []).map((name) =>
      this.moduleRef.get<Queue>(getQueueToken(name), { strict: false }),
    );
    for (const wrapper of this.discovery.getProviders()) {
      const instance: unknown = wrapper.instance;
      if (instance instanceof WorkerHost) watchWorker(instance.worker, this.jobs);
    }
  }
}
