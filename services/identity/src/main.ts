import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module';
import { loadIdentityConfig } from './config';
import { run } from './start';

/** The identity API process: GraphQL subgraph, JWKS and the internal API. */
run(async () => {
  const config = loadIdentityConfig();
  const app = await NestFactory.create(AppModule, { logger: ['error', 'warn', 'log'] });
  app.enableShutdownHooks();
  await app.listen(config.PORT, config.HOST);
  console.log(`identity listening on http://${config.HOST}:${config.PORT}/graphql`);
});
