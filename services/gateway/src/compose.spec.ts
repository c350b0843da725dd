import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CompositionError, composeSchemas, composeSupergraph, readSubgraphSchemas, run } from './compose';

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

  it('gives the API schema clients see, without the join__ and link machinery', () => {
    const { supergraph, apiSchema } = composeSchemas([
      { name: 'identity', url: 'http://127.0.0.1:4101/graphql', sdl: identity },
      { name: 'people', url: 'http://127.0.0.1:4102/graphql', sdl: people },
    ]);
    expect(supergraph).toContain('@join__type');
    expect(apiSchema).toMatch(/^# The API schema of supergraph\.graphql/);
    expect(apiSchema).toContain('business(name: String!): Business');
    expect(apiSchema).toContain('clients: [Client!]!');
    expect(apiSchema).toMatch(/type Client \{\n {2}id: ID!\n {2}business: Business\n\}/);
    expect(apiSchema).not.toMatch(/join__|link__|@link|@key|_Service|_entities/);
    expect(apiSchema.endsWith('\n')).toBe(true);
  });
});

describe('the compose CLI', () => {
  const setUp = () => {
    const dir = mkdtempSync(join(tmpdir(), 'compose-cli-'));
    for (const name of ['identity', 'people', 'gateway']) mkdirSync(join(dir, name));
    writeFileSync(join(dir, 'identity', 'schema.gql'), identity);
    writeFileSync(join(dir, 'people', 'schema.gql'), people);
    const paths = {
      servicesDir: dir,
      supergraphFile: join(dir, 'gateway', 'supergraph.graphql'),
      apiSchemaFile: join(dir, 'gateway', 'api-schema.graphql'),
    };
    const failures: string[] = [];
    const cli = (...argv: string[]) =>
      run(
        argv,
        () => undefined,
        (s) => failures.push(s),
        paths,
      );
    return { paths, failures, cli };
  };

  it('writes the supergraph and its API schema', () => {
    const { paths, cli } = setUp();
    expect(cli()).toBe(0);
    expect(readFileSync(paths.supergraphFile, 'utf8')).toContain('join__graph(name: "people"');
    expect(readFileSync(paths.apiSchemaFile, 'utf8')).toContain('type Client {');
  });

  it('--check passes on fresh files and names each stale or missing one', () => {
    const { paths, failures, cli } = setUp();
    expect(cli('--check')).toBe(1);
    expect(failures).toEqual([
      'supergraph.graphql is stale: run npm run compose',
      'api-schema.graphql is stale: run npm run compose',
    ]);
    cli();
    failures.length = 0;
    expect(cli('--check')).toBe(0);
    writeFileSync(
      paths.apiSchemaFile,
      readFileSync(paths.apiSchemaFile, 'utf8').replace('clients', 'customers'),
    );
    expect(cli('--check')).toBe(1);
    expect(failures).toEqual(['api-schema.graphql is stale: run npm run compose']);
  });
});
