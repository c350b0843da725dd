import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CompositionError, composeSupergraph, readSubgraphSchemas } from './compose';

const FED =
  'extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key", "@shareable"])';
const identity = `${FED}
type Query { business(name: String!): Business }
type Business @key(fields: "name") { name: String! fullName: String }`;
const people = `${FED}
type Query { clients: [Client!]! }
type Client @key(fields: "id") { id: ID! business: Business }
type Business @key(fields: "name", resolvable: false) { name: String! }`;

describe('composition', () => {
  it('composes subgraphs into a supergraph naming each one', () => {
    const sdl = composeSupergraph([
      { name: 'identity', url: 'http://127.0.0.1:4101/graphql', sdl: identity },
      { name: 'people', url: 'http://127.0.0.1:4102/graphql', sdl: people },
    ]);
    expect(sdl).toContain('join__graph(name: "identity", url: "http://127.0.0.1:4101/graphql")');
    expect(sdl).toContain('join__graph(name: "people", url: "http://127.0.0.1:4102/graphql")');
    expect(sdl.endsWith('\n')).toBe(true);
  });

  it('fails with the composition errors', () => {
    const clash = `${FED}\ntype Query { business(name: String!): Int }`;
    expect(() =>
      composeSupergraph([
        { name: 'identity', url: 'http://x/graphql', sdl: identity },
        { name: 'people', url: 'http://y/graphql', sdl: clash },
      ]),
    ).toThrow(CompositionError);
    try {
      composeSupergraph([
        { name: 'identity', url: 'http://x/graphql', sdl: identity },
        { name: 'people', url: 'http://y/graphql', sdl: clash },
      ]);
    } catch (e) {
      expect((e as CompositionError).problems.join('\n')).toMatch(/Query\.business/);
    }
  });

  it('names a file whose SDL does not parse, and refuses to compose nothing', () => {
    expect(() =>
      composeSupergraph([
        { name: 'identity', url: 'http://x', sdl: 'type {', source: 'identity/schema.gql' },
      ]),
    ).toThrow(/identity\/schema.gql: Syntax Error/);
    expect(() => composeSupergraph([])).toThrow('no subgraph has a schema.gql');
  });

  it('reads the schema.gql of the subgraph folders that have one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'compose-'));
    for (const name of ['people', 'identity', 'gateway']) mkdirSync(join(dir, name));
    writeFileSync(join(dir, 'people', 'schema.gql'), people);
    writeFileSync(join(dir, 'identity', 'schema.gql'), identity);
    const found = readSubgraphSchemas(dir);
    expect(found.map((s) => [s.name, s.url])).toEqual([
      ['identity', 'http://127.0.0.1:4101/graphql'],
      ['people', 'http://127.0.0.1:4102/graphql'],
    ]);
  });
});
