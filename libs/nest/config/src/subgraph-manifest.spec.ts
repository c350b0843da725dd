import { mkdirSync, mkdtempSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { findSubgraphs, readSubgraphManifest } from './subgraph-manifest';

const services = (packages: Record<string, unknown>) => {
  const dir = mkdtempSync(join(tmpdir(), 'manifests-'));
  for (const [name, pkg] of Object.entries(packages)) {
    mkdirSync(join(dir, name));
    if (pkg !== null) writeFileSync(join(dir, name, 'package.json'), JSON.stringify(pkg));
  }
  return dir;
};
const subgraph = (name: string, port: number) => ({
  name: `@tempo/${name}`,
  tempo: { subgraph: { name, port } },
});

describe('subgraph manifests', () => {
  it('finds every package declaring tempo.subgraph, in port order', () => {
    const dir = services({
      people: subgraph('people', 4102),
      identity: subgraph('identity', 4101),
      gateway: { name: '@tempo/gateway' },
      docs: null,
    });
    expect(findSubgraphs(dir).map(({ name, port }) => [name, port])).toEqual([
      ['identity', 4101],
      ['people', 4102],
    ]);
    expect(readSubgraphManifest(join(dir, 'gateway'))).toBeNull();
    expect(findSubgraphs(join(dir, 'missing'))).toEqual([]);
  });

  it('refuses a bad name or port, and two subgraphs on one port or with one name', () => {
    expect(() => findSubgraphs(services({ a: subgraph('Bad-Name', 4101) }))).toThrow(
      /name must be a lower-case word/,
    );
    expect(() => findSubgraphs(services({ a: subgraph('a', 70000) }))).toThrow(/port must be a port number/);
    expect(() => findSubgraphs(services({ a: subgraph('a', 4101), b: subgraph('b', 4101) }))).toThrow(
      'subgraphs a and b declare the same port',
    );
    expect(() => findSubgraphs(services({ a: subgraph('a', 4101), b: subgraph('a', 4102) }))).toThrow(
      'two subgraphs are named a',
    );
  });
});
