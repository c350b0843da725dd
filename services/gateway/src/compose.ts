import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { composeServices } from '@apollo/composition';
import { buildSchema, parse, printSchema } from 'graphql';
import type { AccessManifest, OperationAccess } from '@tempo/auth';
import { defaultSubgraphUrl, SERVICES_DIR, SUPERGRAPH_FILE, subgraphManifests } from './subgraphs';

/**
 * Composes the committed `schema.gql` of every subgraph into the committed
 * `services/gateway/supergraph.graphql` (ARCHITECTURE §6), and its API schema,
 * the schema clients see, into `services/gateway/api-schema.graphql` (the web
 * app generates its operation types from it).
 *
 * It also merges the access manifests the subgraphs write next to their
 * schema (`access.json`: @Public, @Authenticated or @Allow of every root
 * field) into `services/gateway/operation-access.json`, and fails when a
 * root field of the supergraph has no entry: the security suites read it.
 *
 *   node dist/compose.js           write supergraph.graphql, api-schema.graphql and operation-access.json
 *   node dist/compose.js --check   exit 1 when a committed file is stale or an operation has no access
 *
 * URLs in the supergraph are the local defaults; the gateway overrides them at
 * run time from <NAME>_URL.
 */

export interface SubgraphSdl {
  name: string;
  url: string;
  sdl: string;
  /** Where the SDL came from, for error messages. */
  source?: string;
  /** The subgraph's access manifest (its access.json), when it has one. */
  access?: AccessManifest | null;
}

export class CompositionError extends Error {
  constructor(readonly problems: string[]) {
    super(`Composition failed:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'CompositionError';
  }
}

/** The subgraphs found under servicesDir (their manifests) that have a committed schema, in port order. */
export function readSubgraphSchemas(servicesDir: string): SubgraphSdl[] {
  return subgraphManifests(servicesDir)
    .map((m) => ({ ...m, file: join(m.root, 'schema.gql') }))
    .filter(({ file }) => existsSync(file))
    .map((m) => {
      const { name, file } = m;
      const accessFile = join(m.root, 'access.json');
      return {
        name,
        url: defaultSubgraphUrl(m),
        sdl: readFileSync(file, 'utf8'),
        source: file,
        access: existsSync(accessFile)
          ? (JSON.parse(readFileSync(accessFile, 'utf8')) as AccessManifest)
          : null,
      };
    });
}

const ROOT_TYPES = ['Query', 'Mutation'] as const;

/** True when `value` is one of the three declarations a resolver can make. */
function isOperationAccess(value: unknown): value is OperationAccess {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  const keys = Object.keys(v);
  if (keys.length !== 1) return false;
  if (keys[0] === 'public' || keys[0] === 'authenticated') return v[keys[0]] === true;
  const allow = v.allow as Record<string, unknown> | undefined;
  return (
    keys[0] === 'allow' && !!allow && typeof allow.action === 'string' && typeof allow.resource === 'string'
  );
}

/**
 * The access of every root field of the API schema, from the subgraphs'
 * manifests; throws CompositionError naming each field without an entry, a
 * subgraph without access.json and fields two subgraphs declare differently.
 */
export function mergeOperationAccess(subgraphs: SubgraphSdl[], apiSchema: string): AccessManifest {
  const problems: string[] = [];
  const schema = buildSchema(apiSchema);
  const merged: AccessManifest = { Query: {}, Mutation: {} };
  for (const s of subgraphs)
    if (!s.access) problems.push(`${s.name} has no access.json: run npm run compose`);
  for (const type of ROOT_TYPES) {
    const root = type === 'Query' ? schema.getQueryType() : schema.getMutationType();
    const fields = root ? Object.keys(root.getFields()).sort() : [];
    for (const field of fields) {
      const entries = subgraphs.flatMap((s) => {
        const a: unknown = s.access?.[type]?.[field];
        return a === undefined ? [] : [{ name: s.name, access: a }];
      });
      const bad = entries.find((e) => !isOperationAccess(e.access));
      if (bad) {
        problems.push(`${type}.${field}: ${bad.name}/access.json has no valid entry`);
        continue;
      }
      if (!entries.length) {
        problems.push(`${type}.${field} has no access entry (@Public, @Authenticated or @Allow)`);
        continue;
      }
      const first = JSON.stringify(entries[0].access);
      if (entries.some((e) => JSON.stringify(e.access) !== first)) {
        problems.push(
          `${type}.${field}: ${entries.map((e) => e.name).join(' and ')} declare different access`,
        );
        continue;
      }
      merged[type][field] = entries[0].access as OperationAccess;
    }
  }
  if (problems.length) throw new CompositionError(problems);
  return merged;
}

/** operation-access.json as written: the merged manifest, stable order, trailing newline. */
export const printOperationAccess = (manifest: AccessManifest): string =>
  `${JSON.stringify(manifest, null, 2)}\n`;

/** The two files composition writes. */
export interface ComposedSchemas {
  /** The supergraph SDL the gateway serves, with its join__ and link directives. */
  supergraph: string;
  /** The API schema of the supergraph: the types, fields and directives clients see. */
  apiSchema: string;
}

const API_SCHEMA_HEADER =
  '# The API schema of supergraph.graphql, written by `npm run compose`: do not edit.\n\n';

const withNewline = (sdl: string): string => (sdl.endsWith('\n') ? sdl : `${sdl}\n`);

/** The supergraph and API schema SDL of `subgraphs`; throws CompositionError with every problem. */
export function composeSchemas(subgraphs: SubgraphSdl[]): ComposedSchemas {
  if (!subgraphs.length) throw new CompositionError(['no subgraph has a schema.gql']);
  const problems: string[] = [];
  const services = subgraphs.flatMap((s) => {
    try {
      return [{ name: s.name, url: s.url, typeDefs: parse(s.sdl) }];
    } catch (e) {
      problems.push(`${s.source ?? s.name}: ${(e as Error).message}`);
      return [];
    }
  });
  if (problems.length) throw new CompositionError(problems);
  const result = composeServices(services);
  if (result.errors) {
    throw new CompositionError(
      result.errors.map((e) =>
        e.extensions?.code ? `[${String(e.extensions.code)}] ${e.message}` : e.message,
      ),
    );
  }
  return {
    supergraph: withNewline(result.supergraphSdl),
    apiSchema: withNewline(API_SCHEMA_HEADER + printSchema(result.schema.toAPISchema().toGraphQLJSSchema())),
  };
}

/** The supergraph SDL of `subgraphs`; throws CompositionError with every problem. */
export function composeSupergraph(subgraphs: SubgraphSdl[]): string {
  return composeSchemas(subgraphs).supergraph;
}

export { SERVICES_DIR, SUPERGRAPH_FILE };
export const API_SCHEMA_FILE = resolve(__dirname, '..', 'api-schema.graphql');
export const OPERATION_ACCESS_FILE = resolve(__dirname, '..', 'operation-access.json');

/** Where the CLI reads the subgraph schemas and writes the two files. */
export interface ComposePaths {
  servicesDir: string;
  supergraphFile: string;
  apiSchemaFile: string;
  operationAccessFile: string;
}

const DEFAULT_PATHS: ComposePaths = {
  servicesDir: SERVICES_DIR,
  supergraphFile: SUPERGRAPH_FILE,
  apiSchemaFile: API_SCHEMA_FILE,
  operationAccessFile: OPERATION_ACCESS_FILE,
};

/** The CLI; returns the exit code. */
export function run(
  argv: string[],
  log: (s: string) => void = console.log,
  fail: (s: string) => void = console.error,
  paths: ComposePaths = DEFAULT_PATHS,
): number {
  const check = argv.includes('--check');
  let composed: ComposedSchemas;
  let access: AccessManifest;
  try {
    const subgraphs = readSubgraphSchemas(paths.servicesDir);
    composed = composeSchemas(subgraphs);
    access = mergeOperationAccess(subgraphs, composed.apiSchema);
    log(`composed ${subgraphs.map((s) => s.name).join(', ')}`);
  } catch (e) {
    fail((e as Error).message);
    return 1;
  }
  const outputs = [
    { file: paths.supergraphFile, sdl: composed.supergraph },
    { file: paths.apiSchemaFile, sdl: composed.apiSchema },
    { file: paths.operationAccessFile, sdl: printOperationAccess(access) },
  ];
  if (check) {
    const stale = outputs.filter(
      ({ file, sdl }) => (existsSync(file) ? readFileSync(file, 'utf8') : null) !== sdl,
    );
    for (const { file } of stale) fail(`${basename(file)} is stale: run npm run compose`);
    if (stale.length) return 1;
    log(`${outputs.map(({ file }) => basename(file)).join(', ')} are up to date`);
    return 0;
  }
  for (const { file, sdl } of outputs) {
    writeFileSync(file, sdl);
    log(`wrote ${file}`);
  }
  return 0;
}

if (require.main === module) process.exitCode = run(process.argv.slice(2));
