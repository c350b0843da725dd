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

interface PackageJson {
  tempo?: { subgraph?: { name?: unknown; port?: unknown } };
}

/** The manifest in `root`/package.json, or null when that package is not a subgraph. */
export function readSubgraphManifest(root: string): SubgraphManifest | null {
  const file = join(root, 'package.json');
  if (!existsSync(file)) return null;
  const pkg = JSON.parse(readFileSync(file, 'utf8')) as PackageJson;
  const s = pkg.tempo?.subgraph;
  if (!s) return null;
  if (typeof s.name !== 'string' || !/^[a-z][a-z0-9]*$/.test(s.name))
    throw new Error(`${file}: tempo.subgraph.name must be a lower-case word`);
  if (typeof s.port !== 'number' || !Number.isInteger(s.port) || s.port < 1 || s.port > 55535)
    throw new Error(`${file}: tempo.subgraph.port must be a port number up to 55535`);
  return { name: s.name, port: s.port, root };
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
