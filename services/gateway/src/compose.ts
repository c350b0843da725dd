import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { composeServices } from '@apollo/composition';
import { parse } from 'graphql';
import { SUBGRAPH_NAMES, defaultSubgraphUrl } from './subgraphs';

/**
 * Composes the committed `schema.gql` of every subgraph into the committed
 * `services/gateway/supergraph.graphql` (ARCHITECTURE §6).
 *
 *   node dist/compose.js           write supergraph.graphql
 *   node dist/compose.js --check   exit 1 when the committed file is stale
 *
 * URLs in the file are the local defaults; the gateway overrides them at
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

/** The supergraph SDL of `subgraphs`; throws CompositionError with every problem. */
export function composeSupergraph(subgraphs: SubgraphSdl[]): string {
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
  return result.supergraphSdl.endsWith('\n') ? result.supergraphSdl : `${result.supergraphSdl}\n`;
}

export const SERVICES_DIR = resolve(__dirname, '..', '..');
export const SUPERGRAPH_FILE = resolve(__dirname, '..', 'supergraph.graphql');

/** The CLI; returns the exit code. */
export function run(
  argv: string[],
  log: (s: string) => void = console.log,
  fail: (s: string) => void = console.error,
): number {
  const check = argv.includes('--check');
  let sdl: string;
  try {
    const subgraphs = readSubgraphSchemas(SERVICES_DIR);
    sdl = composeSupergraph(subgraphs);
    log(`composed ${subgraphs.map((s) => s.name).join(', ')}`);
  } catch (e) {
    fail((e as Error).message);
    return 1;
  }
  if (check) {
    const current = existsSync(SUPERGRAPH_FILE) ? readFileSync(SUPERGRAPH_FILE, 'utf8') : null;
    if (current !== sdl) {
      fail('supergraph.graphql is stale: run npm run compose');
      return 1;
    }
    log('supergraph.graphql is up to date');
    return 0;
  }
  writeFileSync(SUPERGRAPH_FILE, sdl);
  log(`wrote ${SUPERGRAPH_FILE}`);
  return 0;
}

if (require.main === module) process.exitCode = run(process.argv.slice(2));
