import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { startStandaloneServer } from '@apollo/server/standalone';
import { buildSubgraphSchema } from '@apollo/subgraph';
import { GraphQLError, parse } from 'graphql';
import { PLAIN_ANSWER_HEADER } from '@tempo/contracts';
import type { GatewayApp } from '../src/app';
import { StartedGateway, gatewayOverHttp } from './gateway-fixture';
import { HttpAnswer, closeServer, http } from './helpers';

const SDL = `
  extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key"])
  scalar DateTime
  enum Level { LOW HIGH }
  interface Shape { id: ID! }
  type Circle implements Shape { id: ID! radius: Float! }
  type Item { id: ID! name: String! level: Level! at: DateTime tags: [String!]! parent: Item }
  type Query {
    item(id: ID!): Item
    items(first: Int = 2): [Item!]!
    shape: Shape
    broken: String
    brokenInside: Item
  }
  type Mutation { bump(by: Int!): Int! bumpThenFail(by: Int!): Int }
`;

/**
 * A subgraph with plain fields, an interface, failing fields and counted mutations. Like our subgraphs
 * (plainAnswerPlugin), it marks an answer holding nothing but data, unless told not to.
 */
async function startItems() {
  let bumps = 0;
  let marking = true;
  const item = (id: string) => ({
    id,
    name: `item ${id}`,
    level: Number(id) % 2 ? 'HIGH' : 'LOW',
    at: '2026-03-08T07:00:00.000Z',
    tags: ['a', `t${id}`],
    parent: Number(id) > 1 ? { id: String(Number(id) - 1) } : null,
  });
  const server = new ApolloServer({
    plugins: [
      ApolloServerPluginInlineTraceDisabled(),
      {
        async requestDidStart() {
          return {
            async willSendResponse({ response }) {
              if (response.body.kind !== 'single') return;
              const { data, errors, extensions } = response.body.singleResult;
              if (marking && data && !errors?.length && !extensions)
                response.http.headers.set(PLAIN_ANSWER_HEADER, '1');
            },
          };
        },
      },
    ],
    schema: buildSubgraphSchema({
      typeDefs: parse(SDL),
      resolvers: {
        Shape: { __resolveType: () => 'Circle' },
        Item: { parent: (p: { parent: { id: string } | null }) => (p.parent ? item(p.parent.id) : null) },
        Query: {
          item: (_p: unknown, a: { id: string }) => item(a.id),
          items: (_p: unknown, a: { first: number }) =>
            Array.from({ length: a.first }, (_, i) => item(String(i + 1))),
          shape: () => ({ id: 'c1', radius: 2 }),
          broken: () => {
            throw new GraphQLError('this field is broken', { extensions: { code: 'BROKEN' } });
          },
          brokenInside: () => ({ ...item('3'), name: null }),
        },
        Mutation: {
          bump: (_p: unknown, a: { by: number }) => (bumps += a.by),
          bumpThenFail: (_p: unknown, a: { by: number }) => {
            bumps += a.by;
            throw new Error('bumped, then failed');
          },
        },
      },
    }),
  });
  const { url } = await startStandaloneServer(server, { listen: { port: 0, host: '127.0.0.1' } });
  return {
    url: url.replace('localhost', '127.0.0.1'),
    bumps: () => bumps,
    marking: (on: boolean) => (marking = on),
    stop: () => server.stop(),
  };
}

/**
 * The direct route against Apollo's path: two gateways over the same
 * subgraph, one with DIRECT_SUBGRAPH_CALLS off, must answer every request
 * byte for byte alike (status, content type, caching, body), and the direct
 * one must have answered the plain operations itself.
 */
describe('direct subgraph calls', () => {
  const gw = gatewayOverHttp(SDL, startItems);
  const started: StartedGateway[] = [];
  const start = async (over: Record<string, string>) => {
    const g = await gw.start(over);
    started.push(g);
    return g;
  };
  let direct: StartedGateway;
  let apollo: StartedGateway;

  beforeAll(async () => {
    direct = await start({ DIRECT_SUBGRAPH_CALLS: 'true' });
    apollo = await start({ DIRECT_SUBGRAPH_CALLS: 'false' });
  });

  afterAll(async () => {
    for (const g of started) {
      await closeServer(g.srv);
      await g.app.stop();
    }
  });

  const post = (base: string, body: unknown, headers: Record<string, string> = {}) =>
    http(base, '/graphql', { body, headers: { host: gw.host, ...headers } });

  /** What a client can tell of an answer (the stack traces of development mode aside). */
  const seen = (a: HttpAnswer) => ({
    status: a.status,
    type: a.headers['content-type'],
    caching: a.headers['cache-control'],
    body: a.text.replace(/,"stacktrace":\[[^\]]*\]/g, ''),
  });

  const answered = async (app: GatewayApp) =>
    (await app.metrics.directCalls.get()).values.find((v) => v.labels.outcome === 'answered')?.value ?? 0;
  const handedOver = async (app: GatewayApp) =>
    (await app.metrics.directCalls.get()).values.find((v) => v.labels.outcome === 'handed_over')?.value ?? 0;

  const alike = async (body: unknown, headers: Record<string, string> = {}) => {
    const a = await post(direct.base, body, headers);
    const b = await post(apollo.base, body, headers);
    expect(seen(a)).toEqual(seen(b));
    return a;
  };

  it.each([
    [
      'variables and aliases',
      'query I($id: ID!) { first: item(id: $id) { id name level at tags } second: item(id: "b") { name } }',
      { id: '7' },
    ],
    [
      'lists, defaults and nesting',
      '{ items { id parent { id parent { name } } } more: items(first: 3) { tags } }',
      undefined,
    ],
    [
      'the __typename a client asks for, wherever it asks it (the planner moves it first)',
      'query T { items { id __typename parent { name __typename } } item(id: "b") { __typename name } }',
      undefined,
    ],
    [
      'a variable left to its default',
      'query U($id: ID!, $first: Int = 1) { item(id: $id) { name } items(first: $first) { id } }',
      { id: '4' },
    ],
  ])('answers %s itself, exactly as Apollo does', async (_name, query, variables) => {
    const before = await answered(direct.app);
    const a = await alike({ query, variables });
    expect(a.status).toBe(200);
    expect(a.body.errors).toBeUndefined();
    expect(await answered(direct.app)).toBe(before + 1);
  });

  it('forwards a long answer, which comes from the subgraph in many chunks, byte for byte', async () => {
    const costly = { MAX_QUERY_COST: '100000' };
    const long = await start({ ...costly, DIRECT_SUBGRAPH_CALLS: 'true' });
    const longApollo = await start({ ...costly, DIRECT_SUBGRAPH_CALLS: 'false' });
    const body = { query: '{ items(first: 9000) { id name level tags } }' };
    const a = await post(long.base, body);
    expect(seen(a)).toEqual(seen(await post(longApollo.base, body)));
    expect(a.text.length).toBeGreaterThan(300_000);
    expect((a.body.data as { items: unknown[] }).items).toHaveLength(9000);
    expect(Number(a.headers['content-length'])).toBe(Buffer.byteLength(a.text));
    expect(await answered(long.app)).toBe(1);
  });

  it('answers itself, as Apollo does, an answer the subgraph does not mark (it reads it to find out)', async () => {
    gw.subgraph.marking(false);
    try {
      const before = await answered(direct.app);
      const a = await alike({ query: '{ items(first: 3) { id name tags parent { id } } }' });
      expect(a.body.data).toBeDefined();
      expect(await answered(direct.app)).toBe(before + 1);
    } finally {
      gw.subgraph.marking(true);
    }
  });

  it.each([
    ['an interface (the planner adds __typename)', '{ shape { id ... on Circle { radius } } }'],
    ['a root __typename', '{ __typename item(id: "1") { name } }'],
    ['fragments', '{ ...Q } fragment Q on Query { item(id: "1") { name } }'],
    ['introspection', '{ __schema { queryType { name } } }'],
    ['a validation error', '{ item(id: "1") { nope } }'],
    ['a syntax error', '{ item(id: "1") { name }'],
  ])('leaves %s to Apollo, with the same answer', async (_name, query) => {
    const before = await answered(direct.app);
    await alike({ query });
    expect(await answered(direct.app)).toBe(before);
  });

  it('leaves invalid variables to Apollo without calling the subgraph', async () => {
    const before = await handedOver(direct.app);
    const a = await alike({
      query: 'query I($id: ID!) { item(id: $id) { name } }',
      variables: { id: { no: 1 } },
    });
    expect(a.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await handedOver(direct.app)).toBe(before);
  });

  it.each([
    ['a field error', '{ broken }'],
    ['a null inside a non-null field', '{ brokenInside { id name } }'],
    [
      'an error in a selection whose __typename the planner moves first',
      '{ brokenInside { id name __typename } }',
    ],
  ])('hands %s over to Apollo, which answers as it always does', async (_name, query) => {
    const before = await handedOver(direct.app);
    const a = await alike({ query });
    expect(a.body.errors?.length).toBeGreaterThan(0);
    expect(await handedOver(direct.app)).toBe(before + 1);
  });

  it('runs a mutation once, whether it succeeds or fails', async () => {
    const start = gw.subgraph.bumps();
    const once = await post(direct.base, { query: 'mutation { bump(by: 1) }' });
    expect(once.body).toEqual({ data: { bump: start + 1 } });
    expect((await post(apollo.base, { query: 'mutation { bump(by: 1) }' })).body).toEqual({
      data: { bump: start + 2 },
    });
    const failed = await post(direct.base, {
      query: 'mutation B($by: Int!) { bumpThenFail(by: $by) }',
      variables: { by: 10 },
    });
    expect(failed.body.errors?.[0]?.message).toBe('bumped, then failed');
    expect(failed.body.data).toEqual({ bumpThenFail: null });
    expect(gw.subgraph.bumps()).toBe(start + 12);
  });

  it('answers alike whatever the client accepts and however it asks', async () => {
    const query = '{ item(id: "5") { name } }';
    for (const accept of [
      '*/*',
      'application/json, text/plain, */*',
      'application/graphql-response+json',
      'text/html',
    ])
      await alike({ query }, { accept });
    await alike([{ query }]);
    await alike({ query, extensions: { persistedQuery: { version: 1, sha256Hash: 'x' } } });
    const get = (base: string) =>
      http(base, `/graphql?query=${encodeURIComponent(query)}`, {
        headers: { host: gw.host, 'apollo-require-preflight': '1' },
      });
    expect(seen(await get(direct.base))).toEqual(seen(await get(apollo.base)));
  });

  it('hands a failed call over to Apollo, which answers with its own error', async () => {
    const down = await start({ PEOPLE_URL: 'http://127.0.0.1:9/graphql', DIRECT_SUBGRAPH_CALLS: 'true' });
    const downApollo = await start({
      PEOPLE_URL: 'http://127.0.0.1:9/graphql',
      DIRECT_SUBGRAPH_CALLS: 'false',
    });
    const request = { query: 'query I($id: ID!) { item(id: $id) { name } }', variables: { id: '1' } };
    const a = await post(down.base, request);
    const b = await post(downApollo.base, request);
    expect(seen(a)).toEqual(seen(b));
    expect(a.body.errors?.length).toBe(1);
    expect(await handedOver(down.app)).toBe(1);
  });
});
