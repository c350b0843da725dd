import 'reflect-metadata';
import { Server, createServer } from 'node:http';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module';
import { loadIdentityConfig } from './config';
import { internalPortGate } from './internal/internal-port';
import { run } from './start';

/**
 * The identity API process: GraphQL subgraph and JWKS on PORT, the internal
 * API for the gateway on INTERNAL_PORT (one app, two listeners).
 */
run(async () => {
  const config = loadIdentityConfig();
  const app = await NestFactory.create(AppModule, { logger: ['error', 'warn', 'log'] });
  app.enableShutdownHooks();
  app.use(internalPortGate(config.INTERNAL_PORT));
  await app.listen(config.PORT, config.HOST);
  const internal = createServer(app.getHttpAdapter().getInstance());
  await new Promise<void>((resolve, reject) => {
    internal.once('error', reject);
    internal.listen(config.INTERNAL_PORT, config.INTERNAL_HOST, resolve);
  });
  (app.getHttpServer() as Server).once('close', () => internal.close());
  console.log(`identity listening on http://${config.HOST}:${config.PORT}/graphql`);
  console.log(`identity internal API on http://${config.INTERNAL_HOST}:${config.INTERNAL_PORT}/internal`);
});
