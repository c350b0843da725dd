import { composeSupergraph } from './compose';
import { DirectOperations } from './direct-operations';
import { depthLimitRule } from './limits';

const CATALOG = `
  extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key"])
  interface Named { name: String! }
  type Product implements Named @key(fields: "id") { id: ID! name: String! price: Int! }
  type Query { product(id: ID!): Product products: [Product!]! named: Named deep: Product }
  type Mutation { rename(id: ID!, name: String!): Product }
  type Subscription { renamed: Product }
`;
const REVIEWS = `
  extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key"])
  type Product @key(fields: "id") { id: ID! stars: Int! }
  type Query { topReviewed: [Product!]! }
`;

const operations = new DirectOperations(
  composeSupergraph([
    { name: 'catalog', url: 'http://127.0.0.1:9/graphql', sdl: CATALOG },
    { name: 'reviews', url: 'http://127.0.0.1:9/graphql', sdl: REVIEWS },
  ]),
  [],
);

describe('DirectOperations.decide', () => {
  it('sends an operation of one subgraph as the planner fetches it, with the variables it uses', () => {
    const d = operations.decide('query P($id: ID!) { product(id: $id) { name } }', 'P');
    expect(d).toMatchObject({
      subgraph: 'catalog',
      query: 'query P__catalog__0($id:ID!){product(id:$id){name}}',
      operationName: 'P__catalog__0',
      variableNames: ['id'],
    });
  });

  it('sends the __typename a client asks for where the client put it, not where the planner moves it', () => {
    const d = operations.decide('query L { products { name __typename } }', 'L');
    expect(d).toMatchObject({ subgraph: 'catalog', query: 'query L__catalog__0{products{name __typename}}' });
  });

  it('sends a mutation the same way', () => {
    const d = operations.decide('mutation R($id: ID!) { rename(id: $id, name: "x") { id } }', undefined);
    expect(d).toMatchObject({ subgraph: 'catalog', variableNames: ['id'] });
  });

  it('picks the named operation of a document with several', () => {
    const doc = 'query A { products { id } } query B { topReviewed { id } }';
    expect(operations.decide(doc, 'B')).toMatchObject({ subgraph: 'reviews' });
    expect(operations.decide(doc, undefined)).toEqual({ refused: 'no-operation' });
  });

  it.each([
    ['a field of another subgraph (an entity join)', '{ products { name stars } }', 'not-one-fetch'],
    ['root fields of two subgraphs', '{ products { id } topReviewed { id } }', 'not-one-fetch'],
    ['an abstract type (the planner adds __typename)', '{ named { name } }', 'rewritten'],
    ['a root __typename (the gateway answers it)', '{ __typename products { id } }', 'rewritten'],
    ['a fragment', '{ ...F } fragment F on Query { products { id } }', 'rewritten'],
    ['a literal the planner rewrites (an ID given as digits)', '{ product(id: "1") { name } }', 'rewritten'],
    ['introspection', '{ __type(name: "Product") { name } }', 'introspection'],
    ['a subscription', 'subscription { renamed { id } }', 'subscription'],
    ['a field that does not exist', '{ products { nope } }', 'invalid'],
    ['a syntax error', '{ products { id }', 'unparsable'],
  ])('leaves %s to Apollo', (_name, query, refused) => {
    expect(operations.decide(query, undefined)).toEqual({ refused });
  });

  it('applies the gateway validation rules it is given', () => {
    const strict = new DirectOperations(
      composeSupergraph([{ name: 'catalog', url: 'http://127.0.0.1:9/graphql', sdl: CATALOG }]),
      [depthLimitRule(1)],
    );
    expect(strict.decide('{ deep { name } }', undefined)).toEqual({ refused: 'invalid' });
  });

  it('keeps at most its number of decisions, dropping the oldest first', () => {
    const small = new DirectOperations(
      composeSupergraph([{ name: 'catalog', url: 'http://127.0.0.1:9/graphql', sdl: CATALOG }]),
      [],
      2,
    );
    const [a, b, c] = ['{ products { id } }', '{ products { name } }', '{ products { price } }'];
    const first = small.decide(a, undefined);
    small.decide(b, undefined);
    expect(small.decide(a, undefined)).toBe(first);
    small.decide(c, undefined);
    expect(small.decide(a, undefined)).not.toBe(first);
  });

  it('decides once per document and operation name', () => {
    const query = 'query Once { products { id } }';
    expect(operations.decide(query, 'Once')).toBe(operations.decide(query, 'Once'));
  });
});

describe('DirectOperations.variables', () => {
  const op = operations.find(
    'query P($id: ID!, $other: ID!) { product(id: $id) { name } other: product(id: $other) { id } }',
    undefined,
  )!;

  it('sends the variables of the operation as the client gave them, and nothing else', () => {
    expect(operations.variables(op, { id: 7, other: '2', extra: 'x' })).toEqual({ id: 7, other: '2' });
  });

  it('refuses values Apollo would refuse (missing, wrong type), so that Apollo answers', () => {
    expect(operations.variables(op, undefined)).toBeNull();
    expect(operations.variables(op, { id: '1' })).toBeNull();
    expect(operations.variables(op, { id: { no: 1 }, other: '1' })).toBeNull();
  });
});
