import { existsSync, readdirSync, readFileSync } from 'fs';
import { join } from 'path';

/**
 * What the repository knows of a subgraph without loading its code: its name
 * and default port, declared once in its package.json as
 * `"tempo": { "subgraph": { "name": "identity", "port": 4101 } }`. Scripts,
 * the gateway and composition find the subgraphs from these manifests.
 */
export interface SubgraphManifest {
  name: string;
  port: number;
  /** The subgraph's folder (services/<name>). */
  root: string;
}

/** A subgraph's name: its folder, database, nx scope and <NAME>_URL; one lower-case word. */
export const SUBGRAPH_NAME_PATTERN = /^[a-z][a-z0-9]*$/;
/** The highest port a manifest may declare: the internal port is the port + 10000. */
export const MAX_SUBGRAPH_PORT = 55535;

interface PackageJson {
  tempo?: { subgraph?: { name?: unknown; port?: unknown } };
}

/**
 * The manifest in a parsed package.json (`file` names it in errors), or null when that package is not a
 * subgraph. Used on disk here and on nx's virtual tree by the subgraph generator.
 */
export function parseSubgraphManifest(pkg: unknown, file: string, root: string): SubgraphManifest | null {
  const s = (pkg as PackageJson | null)?.tempo?.subgraph;
  if (!s) return null;
  if (typeof s.name !== 'string' || !SUBGRAPH_NAME_PATTERN.test(s.name))
    throw new Error(`${file}: tempo.subgraph.name must be a lower-case word`);
  if (typeof s.port !== 'number' || !Number.isInteger(s.port) || s.port < 1 || s.port > MAX_SUBGRAPH_PORT)
    throw new Error(`${file}: tempo.subgraph.port must be a port number up to ${MAX_SUBGRAPH_PORT}`);
  return { name: s.name, port: s.port, root };
}

/** The manifest in `root`/package.json, or null when that package is not a subgraph. */
export function readSubgraphManifest(root: string): SubgraphManifest | null {
  const file = join(root, 'package.json');
  if (!existsSync(file)) return null;
  return parseSubgraphManifest(JSON.parse(readFileSync(file, 'utf8')), file, root);
}

/** Every subgraph under `servicesDir`, ordered by port (the composition order); names and ports unique. */
export function findSubgraphs(servicesDir: string): SubgraphManifest[] {
  if (!existsSync(servicesDir)) return [];
  const found = readdirSync(servicesDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => readSubgraphManifest(join(servicesDir, d.name)))
    .filter((m): m is SubgraphManifest => m !== null)
    .sort((a, b) => a.port - b.port);
  for (let i = 1; i < found.length; i++) {
    if (found[i].port === found[i - 1].port)
      throw new Error(`subgraphs ${found[i - 1].name} and ${found[i].name} declare the same port`);
  }
  const names = found.map((m) => m.name);
  const twice = names.find((n, i) => names.indexOf(n) !== i);
  if (twice) throw new Error(`two subgraphs are named ${twice}`);
  return found;
}
