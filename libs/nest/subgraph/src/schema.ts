import { writeFileSync } from 'fs';
import { join } from 'path';
import type { INestApplication } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { buildAccessManifest, printAccessManifest, rootResolverHandlers } from '@tempo/auth';
import { printSubgraphSchema } from '@tempo/graphql';

/** Where a subgraph's committed SDL and access manifest live: next to its package.json. */
export const schemaFiles = (root: string) => ({
  schema: join(root, 'schema.gql'),
  access: join(root, 'access.json'),
});

/**
 * Writes schema.gql (the federated SDL) and access.json (the access every
 * root field declares: @Public, @Authenticated or @Allow) of a running API
 * module; fails when a root field declares no access.
 */
export function writeSchemaFiles(app: INestApplication, root: string): { schema: string; access: string } {
  const schema = app.get(GraphQLSchemaHost).schema;
  const manifest = buildAccessManifest(schema, rootResolverHandlers(app.get(ModulesContainer)));
  const files = schemaFiles(root);
  writeFileSync(files.schema, `${printSubgraphSchema(schema).trim()}\n`);
  writeFileSync(files.access, printAccessManifest(manifest));
  return files;
}
