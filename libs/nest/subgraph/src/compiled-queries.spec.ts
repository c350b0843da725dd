import { ApolloServer, ApolloServerPlugin } from '@apollo/server';
import { type CompiledQueriesOptions, compiledQueriesPlugin } from './compiled-queries';

const typeDefs = `
  type Item { id: ID! name: String! tags: [String!]! at: String }
  type Query { items(n: Int!): [Item!]! broken: Item loose: Item! }
  type Mutation { add(name: String!): Item! }
`;

/** A server with the plugin, counting the runs of Apollo's own execution and of each resolver. */
function server(options?: CompiledQueriesOptions) {
  const runs = { apollo: 0, items: 0, broken: 0, add: 0 };
  const counting: ApolloServerPlugin = {
    async requestDidStart() {
      return {
        async executionDidStart() {
          runs.apollo++;
        },
      };
    },
  };
  const s = new ApolloServer({
    typeDefs,
    plugins: [counting, compiledQueriesPlugin(options)],
    resolvers: {
      Query: {
        items: (_: unknown, { n }: { n: number }) => {
          runs.items++;
          return Array.from({ length: n }, (_x, i) => ({
            id: `i${i}`,
            name: `Item ${i}`,
            tags: ['a', `t${i}`],
          }));
        },
        // leaves not in their wire form: serialization makes strings of them
        loose: () => ({ id: 5, name: 7, tags: ['a'] }),
        broken: () => {
          runs.broken++;
          throw new Error('this one is broken');
        },
      },
      Mutation: {
        add: (_: unknown, { name }: { name: string }) => {
          runs.add++;
          return { id: 'new', name, tags: [] };
        },
      },
    },
  });
  return { s, runs };
}

const single = (r: Awaited<ReturnType<ApolloServer['executeOperation']>>) => {
  if (r.body.kind !== 'single') throw new Error('expected a single result');
  return r.body.singleResult;
};

describe('compiledQueriesPlugin', () => {
  it('answers a query with its compiled plan, the same data Apollo would give', async () => {
    const { s, runs } = server();
    const query = 'query L($n: Int!) { items(n: $n) { __typename id name tags at } }';
    const answer = single(await s.executeOperation({ query, variables: { n: 3 } }));
    expect(runs).toMatchObject({ apollo: 0, items: 1 });
    expect(answer).toEqual({
      data: {
        items: [0, 1, 2].map((i) => ({
          __typename: 'Item',
          id: `i${i}`,
          name: `Item ${i}`,
          tags: ['a', `t${i}`],
          at: null,
        })),
      },
    });
  });

  it('leaves a query whose compiled run meets an error to Apollo, which answers with its own errors', async () => {
    const { s, runs } = server();
    const answer = single(await s.executeOperation({ query: '{ broken { id } items(n: 1) { id } }' }));
    expect(runs).toMatchObject({ apollo: 1, broken: 2 });
    expect(answer.errors?.[0]?.message).toBe('this one is broken');
    expect(answer.data).toEqual({ broken: null, items: [{ id: 'i0' }] });
  });

  it('leaves invalid variables to Apollo, which refuses them as always', async () => {
    const { s, runs } = server();
    const answer = single(
      await s.executeOperation({ query: 'query L($n: Int!) { items(n: $n) { id } }', variables: { n: 'x' } }),
    );
    expect(runs.items).toBe(0);
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('never compiles a mutation: it runs once, through Apollo', async () => {
    const { s, runs } = server();
    const answer = single(await s.executeOperation({ query: 'mutation { add(name: "x") { id name } }' }));
    expect(runs).toMatchObject({ apollo: 1, add: 1 });
    expect(answer.data).toEqual({ add: { id: 'new', name: 'x' } });
  });

  it('leaves introspection to Apollo', async () => {
    const { s, runs } = server();
    const answer = single(await s.executeOperation({ query: '{ __schema { queryType { name } } }' }));
    expect(runs.apollo).toBe(1);
    expect(answer.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });

  it('picks the named operation of a document with several', async () => {
    const { s, runs } = server();
    const query = 'query A { items(n: 1) { id } } query B { items(n: 2) { name } }';
    const answer = single(await s.executeOperation({ query, operationName: 'B' }));
    expect(runs.apollo).toBe(0);
    expect(answer.data).toEqual({ items: [{ name: 'Item 0' }, { name: 'Item 1' }] });
  });

  describe('plain leaves', () => {
    it('serializes leaves unless the operation is made of plainLeafFields only', async () => {
      const query = '{ loose { id name tags } }';
      const serialized = single(await server().s.executeOperation({ query }));
      expect(serialized.data).toEqual({ loose: { id: '5', name: '7', tags: ['a'] } });
      // the same resolver's values as given: the plan skipped serialization
      const plain = single(await server({ plainLeafFields: ['loose'] }).s.executeOperation({ query }));
      expect(plain.data).toEqual({ loose: { id: 5, name: 7, tags: ['a'] } });
      const mixed = single(
        await server({ plainLeafFields: ['loose'] }).s.executeOperation({
          query: '{ loose { id } items(n: 1) { id } }',
        }),
      );
      expect(mixed.data).toEqual({ loose: { id: '5' }, items: [{ id: 'i0' }] });
    });

    it('sends a plain answer in wire form as it is, checked or not', async () => {
      const { s, runs } = server({ plainLeafFields: ['items'], checkPlainLeaves: true });
      const answer = single(
        await s.executeOperation({ query: '{ __typename items(n: 2) { id name tags } }' }),
      );
      expect(runs.apollo).toBe(0);
      expect(answer.errors).toBeUndefined();
      expect(answer.data).toEqual({
        __typename: 'Query',
        items: [0, 1].map((i) => ({ id: `i${i}`, name: `Item ${i}`, tags: ['a', `t${i}`] })),
      });
    });

    it('with checkPlainLeaves, fails an answer whose leaf is not in its wire form, naming it', async () => {
      const { s } = server({ plainLeafFields: ['loose'], checkPlainLeaves: true });
      const answer = single(await s.executeOperation({ query: '{ loose { tags name } }' }));
      expect(answer.data).toBeUndefined();
      expect(answer.errors?.[0]?.message).toContain(
        'plain leaves: data.loose.name: a number where String is sent',
      );
    });
  });
});
