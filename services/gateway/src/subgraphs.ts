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
