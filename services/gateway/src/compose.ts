import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { composeServices } from '@apollo/composition';
import { parse, printSchema } from 'graphql';
import { SUBGRAPH_NAMES, defaultSubgraphUrl } from './subgraphs';

/**
 * Composes the committed `schema.gql` of every subgraph into the committed
 * `services/gateway/supergraph.graphql` (ARCHITECTURE §6), and its API schema,
 * the schema clients see, into `services/gateway/api-schema.graphql` (the web
 * app generates its operation types from it).
 *
 *   node dist/compose.js           write supergraph.graphql and api-schema.graphql
 *   node dist/compose.js --check   exit 1 when either committed file is stale
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
}

export class CompositionError extends Error {
  constructor(readonly problems: string[]) {
    super(`Composition failed:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'CompositionError';
  }
}

/** The subgraphs that have a committed schema, in the fixed order of SUBGRAPH_NAMES. */
export function readSubgraphSchemas(servicesDir: string): SubgraphSdl[] {
  return SUBGRAPH_NAMES.map((name) => ({ name, file: join(servicesDir, name, 'schema.gql') }))
    .filter(({ file }) => existsSync(file))
    .map(({ name, file }) => ({
      name,
      url: defaultSubgraphUrl(name),
      sdl: readFileSync(file, 'utf8'),
      source: file,
    }));
}

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

export const SERVICES_DIR = resolve(__dirname, '..', '..');
export const SUPERGRAPH_FILE = resolve(__dirname, '..', 'supergraph.graphql');
export const API_SCHEMA_FILE = resolve(__dirname, '..', 'api-schema.graphql');

/** Where the CLI reads the subgraph schemas and writes the two files. */
export interface ComposePaths {
  servicesDir: string;
  supergraphFile: string;
  apiSchemaFile: string;
}

const DEFAULT_PATHS: ComposePaths = {
  servicesDir: SERVICES_DIR,
  supergraphFile: SUPERGRAPH_FILE,
  apiSchemaFile: API_SCHEMA_FILE,
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
  try {
    const subgraphs = readSubgraphSchemas(paths.servicesDir);
    composed = composeSchemas(subgraphs);
    log(`composed ${subgraphs.map((s) => s.name).join(', ')}`);
  } catch (e) {
    fail((e as Error).message);
    return 1;
  }
  const outputs = [
    { file: paths.supergraphFile, sdl: composed.supergraph },
    { file: paths.apiSchemaFile, sdl: composed.apiSchema },
  ];
  if (check) {
    const stale = outputs.filter(
      ({ file, sdl }) => (existsSync(file) ? readFileSync(file, 'utf8') : null) !== sdl,
    );
    for (const { file } of stale) fail(`${basename(file)} is stale: run npm run compose`);
    if (stale.length) return 1;
    log(`${outputs.map(({ file }) => basename(file)).join(' and ')} are up to date`);
    return 0;
  }
  for (const { file, sdl } of outputs) {
    writeFileSync(file, sdl);
    log(`wrote ${file}`);
  }
  return 0;
}

if (require.main === module) process.exitCode = run(process.argv.slice(2));
