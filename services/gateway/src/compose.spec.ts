import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AccessManifest } from '@tempo/auth';
import {
  CompositionError,
  SubgraphSdl,
  composeSchemas,
  composeSupergraph,
  mergeOperationAccess,
  readSubgraphSchemas,
  run,
} from './compose';

const FED =
  'extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key", "@shareable"])';
const identity = `${FED}
type Query { business(name: String!): Business }
type Business @key(fields: "name") { name: String! fullName: String }`;
const people = `${FED}
type Query { clients: [Client!]! }
type Client @key(fields: "id") { id: ID! business: Business }
type Business @key(fields: "name", resolvable: false) { name: String! }`;
const identityAccess: AccessManifest = { Query: { business: { public: true } }, Mutation: {} };
const peopleAccess: AccessManifest = {
  Query: { clients: { allow: { action: 'list', resource: 'PEOPLE' } } },
  Mutation: {},
};

/** The manifests of the subgraph folders (package.json `tempo.subgraph`); the gateway's package is not one. */
const writeManifests = (dir: string) => {
  const ports: Record<string, number> = { identity: 4101, people: 4102, scheduling: 4103 };
  for (const [name, port] of Object.entries(ports))
    if (existsSync(join(dir, name)))
      writeFileSync(join(dir, name, 'package.json'), JSON.stringify({ tempo: { subgraph: { name, port } } }));
  writeFileSync(join(dir, 'gateway', 'package.json'), JSON.stringify({ name: '@tempo/gateway' }));
};

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

  it('reads the schema.gql of the subgraphs found (their manifests) that have one, in port order', () => {
    const dir = mkdtempSync(join(tmpdir(), 'compose-'));
    for (const name of ['people', 'identity', 'gateway', 'scheduling']) mkdirSync(join(dir, name));
    writeManifests(dir);
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

describe('operation access', () => {
  // Malformed manifests on purpose: what a hand-edited access.json could hold.
  const subgraphs = (peopleManifest: unknown = peopleAccess): SubgraphSdl[] => [
    { name: 'identity', url: 'http://x', sdl: identity, access: identityAccess },
    { name: 'people', url: 'http://y', sdl: people, access: peopleManifest as AccessManifest | null },
  ];
  const api = (list: SubgraphSdl[]) => composeSchemas(list).apiSchema;

  it('merges the subgraph manifests into one entry per root field of the supergraph', () => {
    const list = subgraphs();
    expect(mergeOperationAccess(list, api(list))).toEqual({
      Query: { business: { public: true }, clients: { allow: { action: 'list', resource: 'PEOPLE' } } },
      Mutation: {},
    });
  });

  it('fails naming a root field without an entry, a subgraph without access.json and a malformed entry', () => {
    const missing = subgraphs({ Query: {}, Mutation: {} });
    expect(() => mergeOperationAccess(missing, api(missing))).toThrow(
      'Query.clients has no access entry (@Public, @Authenticated or @Allow)',
    );
    const none = subgraphs(null);
    expect(() => mergeOperationAccess(none, api(none))).toThrow('people has no access.json');
    const bad = subgraphs({ Query: { clients: { allow: { action: 'list' } } }, Mutation: {} });
    expect(() => mergeOperationAccess(bad, api(bad))).toThrow(
      'Query.clients: people/access.json has no valid entry',
    );
    const two = subgraphs({ Query: { clients: { public: true, authenticated: true } }, Mutation: {} });
    expect(() => mergeOperationAccess(two, api(two))).toThrow(CompositionError);
  });
});

describe('the compose CLI', () => {
  const setUp = () => {
    const dir = mkdtempSync(join(tmpdir(), 'compose-cli-'));
    for (const name of ['identity', 'people', 'gateway']) mkdirSync(join(dir, name));
    writeManifests(dir);
    writeFileSync(join(dir, 'identity', 'schema.gql'), identity);
    writeFileSync(join(dir, 'people', 'schema.gql'), people);
    writeFileSync(join(dir, 'identity', 'access.json'), JSON.stringify(identityAccess));
    writeFileSync(join(dir, 'people', 'access.json'), JSON.stringify(peopleAccess));
    const paths = {
      servicesDir: dir,
      supergraphFile: join(dir, 'gateway', 'supergraph.graphql'),
      apiSchemaFile: join(dir, 'gateway', 'api-schema.graphql'),
      operationAccessFile: join(dir, 'gateway', 'operation-access.json'),
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
    expect(JSON.parse(readFileSync(paths.operationAccessFile, 'utf8'))).toEqual({
      Query: { business: { public: true }, clients: { allow: { action: 'list', resource: 'PEOPLE' } } },
      Mutation: {},
    });
  });

  it('refuses to write anything when an operation has no access entry', () => {
    const { paths, failures, cli } = setUp();
    writeFileSync(
      join(paths.servicesDir, 'people', 'access.json'),
      JSON.stringify({ Query: {}, Mutation: {} }),
    );
    expect(cli()).toBe(1);
    expect(failures.join('\n')).toContain('Query.clients has no access entry');
    expect(() => readFileSync(paths.operationAccessFile, 'utf8')).toThrow();
  });

  it('--check passes on fresh files and names each stale or missing one', () => {
    const { paths, failures, cli } = setUp();
    expect(cli('--check')).toBe(1);
    expect(failures).toEqual([
      'supergraph.graphql is stale: run npm run compose',
      'api-schema.graphql is stale: run npm run compose',
      'operation-access.json is stale: run npm run compose',
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
    cli();
    writeFileSync(paths.operationAccessFile, '{}\n');
    failures.length = 0;
    expect(cli('--check')).toBe(1);
    expect(failures).toEqual(['operation-access.json is stale: run npm run compose']);
  });
});
