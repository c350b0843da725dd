import { ClockModule } from '@tempo/graphql';
import {
  DynamicModule,
  Inject,
  Injectable,
  Logger,
  Module,
  OnApplicationBootstrap,
  OnApplicationShutdown,
} from '@nestjs/common';
import { Consumer, Producer } from 'kafkajs';
import { Clock, CLOCK, safeErrorText } from '@tempo/contracts';
import { DbModule, TenantDb } from '@tempo/db';
import { createKafka, createProducer, ensureTopics, OutboxRelay, runConsumer } from '@tempo/events';
import { SUBGRAPH_CONFIG, SubgraphBaseConfig } from './config';
import { SubgraphConfigModule } from './config.module';
import { dbOptions, SubgraphDefinition } from './definition';
import { queueModules } from './jobs';

const SUBGRAPH_DEFINITION = Symbol('SUBGRAPH_DEFINITION');

/** The worker's Kafka side: publishes the outbox, and runs the declared consumers. */
@Injectable()
class EventsWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log: Logger;
  private producer?: Producer;
  private relay?: OutboxRelay;
  private consumers: Consumer[] = [];

  constructor(
    private readonly db: TenantDb,
    @Inject(SUBGRAPH_CONFIG) private readonly config: SubgraphBaseConfig,
    @Inject(SUBGRAPH_DEFINITION) private readonly def: SubgraphDefinition,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.log = new Logger(`${def.name}-worker`);
  }

  async onApplicationBootstrap(): Promise<void> {
    const { name } = this.def;
    const kafka = createKafka({
      brokers: this.config.KAFKA_BROKERS,
      clientId: `${this.config.KAFKA_CLIENT_ID}-${name}`,
    });
    if (this.def.topics?.length) await ensureTopics(kafka, this.def.topics);
    this.producer = createProducer(kafka);
    await this.producer.connect();
    if (this.config.OUTBOX_RELAY_ENABLED) {
      this.relay = new OutboxRelay(this.db, this.producer, {
        log: (m, e) => this.log.error(`${m}: ${safeErrorText(e)}`),
      });
      this.relay.start();
    }
    for (const consumer of this.def.consumers ?? [])
      this.consumers.push(
        await runConsumer(kafka, this.db, name, consumer, (m) => this.log.log(m), { clock: this.clock }),
      );
    this.log.log(`${name} worker started`);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.relay?.stop();
    await Promise.all(this.consumers.map((c) => c.disconnect()));
    await this.producer?.disconnect();
  }
}

/**
 * The worker process of a subgraph: the outbox relay, its Kafka consumers,
 * and the processors of its BullMQ queues.
 */
@Module({})
export class SubgraphWorkerModule {
  static forRoot(def: SubgraphDefinition): DynamicModule {
    return {
      module: SubgraphWorkerModule,
      imports: [
        SubgraphConfigModule.forRoot(def),
        DbModule.forSubgraph(dbOptions(def)),
        ClockModule,
        ...queueModules(def),
        ...(def.workerModules ?? []),
      ],
      providers: [
        { provide: SUBGRAPH_DEFINITION, useValue: def },
        EventsWorker,
        ...(def.jobs?.processors ?? []),
        ...(def.workerProviders ?? []),
      ],
    };
  }
}
