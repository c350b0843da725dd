import 'reflect-metadata';
process.env.TEMPO_SCHEMA_ONLY = '1';
import { writeFileSync } from 'fs';
import { NestFactory } from '@nestjs/core';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { printSubgraphSchema } from '@tempo/graphql';
import { AppModule, SCHEMA_PATH } from './app.module';
import { run } from './start';

/** Writes schema.gql (the federated SDL) from the code; no connections are opened. */
run(async () => {
  const app = await NestFactory.create(AppModule, { logger: ['error', 'warn'] });
  await app.init();
  const sdl = printSubgraphSchema(app.get(GraphQLSchemaHost).schema);
  writeFileSync(SCHEMA_PATH, `${sdl.trim()}\n`);
  await app.close();
  console.log(`wrote ${SCHEMA_PATH}`);
});
