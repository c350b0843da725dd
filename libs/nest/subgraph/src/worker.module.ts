import { ClockModule } from '@tempo/graphql';
import {
  DynamicModule,
  Inject,
  Injectable,
  Logger,
  Module,
  OnApplicationBootstrap,
  OnApplicationShutdown,
  OnModuleInit,
} from '@nestjs/common';
import type { Server } from 'node:http';
import { DiscoveryModule } from '@nestjs/core';
import { Admin, Consumer, Producer } from 'kafkajs';
import { Clock, CLOCK, safeErrorText } from '@tempo/contracts';
import { DbModule, TenantDb } from '@tempo/db';
import {
  consumerGroup,
  createKafka,
  createProducer,
  ensureTopics,
  OutboxRelay,
  runConsumer,
} from '@tempo/events';
import { SUBGRAPH_CONFIG, SubgraphBaseConfig } from './config';
import { SubgraphConfigModule } from './config.module';
import { dbOptions, SUBGRAPH_DEFINITION, SubgraphDefinition } from './definition';
import { listenInternal } from './internal-listener';
import { queueModules } from './jobs';
import { SUBGRAPH_METRICS, SubgraphMetricsModule } from './metrics';
import { WorkerMetrics } from './worker-metrics';
import type { Registry } from '@tempo/metrics';

/** The worker's Kafka side: publishes the outbox, and runs the declared consumers. */
@Injectable()
class EventsWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log: Logger;
  private producer?: Producer;
  private admin?: Admin;
  private relay?: OutboxRelay;
  private consumers: Consumer[] = [];
  private producerConnected = false;

  constructor(
    private readonly db: TenantDb,
    @Inject(SUBGRAPH_CONFIG) private readonly config: SubgraphBaseConfig,
    @Inject(SUBGRAPH_DEFINITION) private readonly def: SubgraphDefinition,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly metrics: WorkerMetrics,
  ) {
    this.log = new Logger(`${def.name}-worker`);
  }

  async onApplicationBootstrap(): Promise<void> {
    const { name } = this.def;
    const kafka = createKafka({
      brokers: this.config.KAFKA_BROKERS,
      clientId: `${this.config.KAFKA_CLIENT_ID}-${name}`,
    });
    // Its own topics and those it consumes: a consumer subscribing to a topic another worker is
    // still creating is refused, so every topic is there and led before anything connects.
    await ensureTopics(kafka, [
      ...(this.def.topics ?? []),
      ...(this.def.consumers ?? []).flatMap((c) => c.topics),
    ]);
    this.producer = createProducer(kafka);
    this.producer.on(this.producer.events.CONNECT, () => (this.producerConnected = true));
    this.producer.on(this.producer.events.DISCONNECT, () => (this.producerConnected = false));
    await this.producer.connect();
    if (this.config.OUTBOX_RELAY_ENABLED) {
      this.relay = new OutboxRelay(this.db, this.producer, {
        log: (m, e) => this.log.error(`${m}: ${safeErrorText(e)}`),
        hooks: this.metrics.relayHooks,
      });
      this.relay.start();
    }
    const consumers = this.def.consumers ?? [];
    for (const consumer of consumers)
      this.consumers.push(
        await runConsumer(
          kafka,
          this.db,
          name,
          consumer,
          (m) => this.log.log(m),
          { clock: this.clock },
          this.metrics.consumerHooks,
        ),
      );
    if (consumers.length) {
      // The lag is read on scrape; a group starts from the beginning of its topics (runConsumer).
      this.admin = kafka.admin();
      await this.admin.connect();
      this.metrics.kafka.watch(
        this.admin,
        consumers.map((c) => ({ group: consumerGroup(name, c), topics: c.topics, start: 'earliest' })),
      );
    }
    this.log.log(`${name} worker started`);
  }

  /** Whether the producer is connected (the worker's readiness). */
  get kafkaReady(): boolean {
    return this.producerConnected;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.relay?.stop();
    await Promise.all(this.consumers.map((c) => c.disconnect()));
    await this.admin?.disconnect();
    await this.producer?.disconnect();
  }
}

/**
 * The worker's internal port (INTERNAL_HOST:INTERNAL_PORT), open from the
 * start: /healthz, /readyz (the database answers and the Kafka producer is
 * connected) and /metrics.
 */
@Injectable()
class WorkerInternalPort implements OnModuleInit, OnApplicationShutdown {
  private server?: Server;

  constructor(
    private readonly db: TenantDb,
    private readonly events: EventsWorker,
    @Inject(SUBGRAPH_CONFIG) private readonly config: SubgraphBaseConfig,
    @Inject(SUBGRAPH_METRICS) private readonly registry: Registry,
  ) {}

  async onModuleInit(): Promise<void> {
    const { INTERNAL_PORT, INTERNAL_HOST } = this.config;
    this.server = await listenInternal(INTERNAL_PORT, INTERNAL_HOST, {
      registry: this.registry,
      checks: {
        database: async () => !!(await this.db.withoutTenant((em) => em.query('SELECT 1'))),
        kafka: async () => this.events.kafkaReady,
      },
    });
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections(); // a scraper's kept-alive connection would hold the close
    await closed;
  }
}

/**
 * The worker process of a subgraph: the outbox relay, its Kafka consumers,
 * the processors of its BullMQ queues, and its internal port.
 */
@Module({})
export class SubgraphWorkerModule {
  /** `clock`: the time everything in the worker reads (tests give a FixedClock); the system's by default. */
  static forRoot(def: SubgraphDefinition, clock?: Clock): DynamicModule {
    return {
      module: SubgraphWorkerModule,
      imports: [
        SubgraphConfigModule.forRoot(def),
        DbModule.forSubgraph(dbOptions(def)),
        clock ? ClockModule.using(clock) : ClockModule,
        DiscoveryModule,
        SubgraphMetricsModule.forRoot(def.name, 'worker'),
        ...queueModules(def),
        ...(def.workerModules ?? []),
      ],
      providers: [
        { provide: SUBGRAPH_DEFINITION, useValue: def },
        WorkerMetrics,
        EventsWorker,
        WorkerInternalPort,
        ...(def.jobs?.processors ?? []),
        ...(def.workerProviders ?? []),
      ],
    };
  }
}
