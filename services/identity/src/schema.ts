import 'reflect-metadata';
process.env.TEMPO_SCHEMA_ONLY = '1';
import { writeFileSync } from 'fs';
import { join } from 'path';
import { ModulesContainer, NestFactory } from '@nestjs/core';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { buildAccessManifest, printAccessManifest, rootResolverHandlers } from '@tempo/auth';
import { printSubgraphSchema } from '@tempo/graphql';
import { AppModule, SCHEMA_PATH } from './app.module';
import { run } from './start';

/** Where the access manifest lives: services/identity/access.json, next to schema.gql. */
export const ACCESS_PATH = join(__dirname, '..', 'access.json');

/**
 * Writes schema.gql (the federated SDL) and access.json (the access every
 * root field declares: @Public, @Authenticated or @Allow) from the code; no
 * connections are opened. Fails when a root field declares no access.
 */
run(async () => {
  const app = await NestFactory.create(AppModule, { logger: ['error', 'warn'] });
  await app.init();
  const schema = app.get(GraphQLSchemaHost).schema;
  const manifest = buildAccessManifest(schema, rootResolverHandlers(app.get(ModulesContainer)));
  const sdl = printSubgraphSchema(schema);
  writeFileSync(SCHEMA_PATH, `${sdl.trim()}\n`);
  writeFileSync(ACCESS_PATH, printAccessManifest(manifest));
  await app.close();
  console.log(`wrote ${SCHEMA_PATH} and ${ACCESS_PATH}`);
});
