import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { findSubgraphs, SubgraphManifest } from '@tempo/config';

/**
 * The subgraphs are found, not listed: every services/<name>/package.json
 * declaring `"tempo": { "subgraph": { "name", "port" } }` (the kit's
 * manifest), in port order. TEMPO_SERVICES_DIR points elsewhere.
 */
export const SERVICES_DIR = process.env.TEMPO_SERVICES_DIR || resolve(__dirname, '..', '..');

export const subgraphManifests = (servicesDir: string = SERVICES_DIR): SubgraphManifest[] =>
  findSubgraphs(servicesDir);

/** A subgraph's name as the supergraph and the manifests spell it. */
export type SubgraphName = string;

/** The local address of a subgraph: loopback on its default port. */
export const defaultSubgraphUrl = (manifest: Pick<SubgraphManifest, 'port'>): string =>
  `http://127.0.0.1:${manifest.port}/graphql`;

/** The environment variable overriding a subgraph's address, e.g. IDENTITY_URL. */
export const subgraphUrlVar = (name: SubgraphName): string => `${name.toUpperCase()}_URL`;

/** The committed supergraph the gateway serves (composed by `npm run compose`). */
export const SUPERGRAPH_FILE = resolve(__dirname, '..', 'supergraph.graphql');

/** The names of the subgraphs a supergraph routes to (its join__Graph values). */
export const supergraphGraphNames = (sdl: string): SubgraphName[] =>
  [...sdl.matchAll(/@join__graph\(name: "([^"]+)"/g)].map((m) => m[1]);

/**
 * The subgraphs the gateway may route to: those found in services/ and those
 * of the committed supergraph (a deployment may hold the gateway alone).
 */
export function knownSubgraphs(servicesDir: string = SERVICES_DIR, supergraphFile: string = SUPERGRAPH_FILE) {
  const found = subgraphManifests(servicesDir);
  const names = new Set(found.map((m) => m.name));
  const composed = existsSync(supergraphFile)
    ? supergraphGraphNames(readFileSync(supergraphFile, 'utf8'))
    : [];
  return [...found, ...composed.filter((n) => !names.has(n)).map((name) => ({ name, port: null }))];
}
