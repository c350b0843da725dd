import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Redis from 'ioredis';
import { createKafka } from '@tempo/events';
import { ConfigError } from '@tempo/config';
import { safeErrorText } from '@tempo/contracts';
import { setupProcessLogging } from '@tempo/logging';
import { collectYoungWhenIdle } from '@tempo/metrics';
import { createGatewayApp } from './app';
import { startCacheInvalidation } from './cache-invalidation';
import { gatewayInternalPort, loadGatewayConfig } from './config';

/** The committed supergraph, composed by `npm run compose`. */
const SUPERGRAPH_FILE = resolve(__dirname, '..', 'supergraph.graphql');

async function main(): Promise<void> {
  // Every line from here on (console, libraries, uncaught errors) is a JSON line (@tempo/logging).
  setupProcessLogging({ app: 'gateway', role: 'gateway' });
  const config = loadGatewayConfig();
  if (!existsSync(SUPERGRAPH_FILE)) throw new Error(`${SUPERGRAPH_FILE} is missing: run npm run compose`);
  const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
  redis.on('error', (e) => console.error(`redis: ${e.message}`));

  const gateway = await createGatewayApp(config, {
    redis,
    supergraphSdl: readFileSync(SUPERGRAPH_FILE, 'utf8'),
  });
  const server = gateway.app.listen(config.PORT, config.HOST, () => {
    console.log(`gateway listening on http://${config.HOST}:${config.PORT}/graphql`);
  });
  const internalHost = config.INTERNAL_HOST ?? config.HOST;
  const internalPort = gatewayInternalPort(config);
  const internalServer = gateway.internalApp.listen(internalPort, internalHost, () => {
    console.log(`gateway metrics and readiness on http://${internalHost}:${internalPort}/metrics`);
  });
  // the young generation collected between requests, not while a large answer passes (node --expose-gc)
  collectYoungWhenIdle([server, internalServer]);

  const invalidation = config.CACHE_INVALIDATION_ENABLED
    ? startCacheInvalidation({
        kafka: createKafka({ brokers: config.KAFKA_BROKERS, clientId: 'gateway' }),
        redis,
        local: gateway.actorCache,
        metrics: gateway.metrics.kafka,
        log: (msg, err) => (err ? console.error(`${msg}: ${safeErrorText(err)}`) : console.log(msg)),
      })
    : null;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: shutting down`);
    server.close();
    internalServer.close();
    await invalidation?.stop();
    await gateway.stop();
    redis.disconnect();
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((e: unknown) => {
  console.error(e instanceof ConfigError ? e.message : safeErrorText(e));
  process.exit(1);
});
