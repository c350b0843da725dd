import 'reflect-metadata';
import {
  Inject,
  Injectable,
  Logger,
  Module,
  OnApplicationBootstrap,
  OnApplicationShutdown,
} from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Consumer, Producer } from 'kafkajs';
import { IdentityTopics, safeErrorText } from '@tempo/contracts';
import { DbModule, TenantDb } from '@tempo/db';
import { createKafka, createProducer, ensureTopics, OutboxRelay, runConsumer } from '@tempo/events';
import { activityConsumer } from './activity/activity.consumer';
import { IDENTITY_CONFIG, IdentityConfig, loadIdentityConfig } from './config';
import { IDENTITY_DB } from './database/database';
import { run } from './start';

/** The identity worker: publishes the outbox and applies events to the activity feed. */
@Injectable()
class IdentityWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger('identity-worker');
  private producer?: Producer;
  private relay?: OutboxRelay;
  private consumers: Consumer[] = [];

  constructor(
    private readonly db: TenantDb,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const kafka = createKafka({
      brokers: this.config.KAFKA_BROKERS,
      clientId: `${this.config.KAFKA_CLIENT_ID}-identity`,
    });
    await ensureTopics(kafka, Object.values(IdentityTopics));
    this.producer = createProducer(kafka);
    await this.producer.connect();
    if (this.config.OUTBOX_RELAY_ENABLED) {
      this.relay = new OutboxRelay(this.db, this.producer, {
        log: (m, e) => this.log.error(`${m}: ${safeErrorText(e)}`),
      });
      this.relay.start();
    }
    this.consumers.push(
      await runConsumer(kafka, this.db, 'identity', activityConsumer, (m) => this.log.log(m)),
    );
    this.log.log('identity worker started');
  }

  async onApplicationShutdown(): Promise<void> {
    await this.relay?.stop();
    await Promise.all(this.consumers.map((c) => c.disconnect()));
    await this.producer?.disconnect();
  }
}

@Module({
  imports: [DbModule.forSubgraph(IDENTITY_DB)],
  providers: [{ provide: IDENTITY_CONFIG, useFactory: () => loadIdentityConfig() }, IdentityWorker],
})
class WorkerModule {}

run(async () => {
  loadIdentityConfig();
  const app = await NestFactory.createApplicationContext(WorkerModule, { logger: ['error', 'warn', 'log'] });
  app.enableShutdownHooks();
});
