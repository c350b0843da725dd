import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { QUERY_TOO_COMPLEX, costLimitRule, depthLimitRule, queryCost, queryDepth } from './limits';
import { fragmentsOf, selectedOperations } from './root-fields';

const schema = buildSchema(`
  type Query { me: Person  people(limit: Int, first: Int): [Person!]!  tags: [String!]!  business(name: String): Business }
  type Business { name: String  staff: [Person!]! }
  type Person { id: ID!  name: String  friends: [Person!]!  best: Person  tags: [String!]! }
`);

const measure = (q: string) => {
  const doc = parse(q);
  const [op] = selectedOperations(doc, null);
  return { depth: queryDepth(op, fragmentsOf(doc)), cost: queryCost(op, fragmentsOf(doc), schema) };
};

describe('query depth', () => {
  it.each([
    ['{ me { id } }', 2],
    ['{ me { best { best { best { id } } } } }', 5],
    ['{ me { id ...F } } fragment F on Person { best { best { id } } }', 4],
    ['{ me { ... on Person { best { id } } } }', 3],
    ['{ __schema { types { fields { type { ofType { ofType { name } } } } } } me { id } }', 2],
  ])('%s → %i', (q, depth) => {
    expect(measure(q).depth).toBe(depth);
  });
});

describe('query cost', () => {
  it.each([
    ['{ me { id name } }', 3],
    ['{ tags }', 1],
    ['{ people { id name } }', 1 + 10 * 2],
    ['{ people(limit: 3) { id name } }', 1 + 3 * 2],
    ['{ people(first: 1000) { id } }', 1 + 100],
    ['query($n: Int) { people(limit: $n) { id } }', 1 + 10],
    ['{ people { friends { id } } }', 1 + 10 * (1 + 10)],
    ['{ a: me { id } b: me { id } }', 4],
    ['{ business { staff { ...P } } } fragment P on Person { id name }', 1 + 1 + 10 * 2],
    ['{ me { id __typename } __typename }', 2],
  ])('%s → %i', (q, cost) => {
    expect(measure(q).cost).toBe(cost);
  });

  it('stays linear in the document when fragments are spread repeatedly', () => {
    const frags = Array.from({ length: 40 }, (_, i) =>
      i === 39
        ? `fragment F${i} on Person { id }`
        : `fragment F${i} on Person { ...F${i + 1} best { ...F${i + 1} } }`,
    );
    const started = Date.now();
    measure(`{ me { ...F0 } } ${frags.join('\n')}`);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('validation rules', () => {
  const run = (q: string) =>
    validate(schema, parse(q), [...specifiedRules, depthLimitRule(4), costLimitRule(30)]).map((e) => ({
      message: e.message,
      code: e.extensions.code,
    }));

  it('passes a query within the limits', () => {
    expect(run('{ me { best { id } } }')).toEqual([]);
  });
  it('refuses a query that is too deep', () => {
    expect(run('{ me { best { best { best { id } } } } }')).toEqual([
      { message: 'Query is too deep (5 > 4)', code: QUERY_TOO_COMPLEX },
    ]);
  });
  it('refuses a query that is too costly', () => {
    expect(run('{ people { friends { id } } }')).toEqual([
      { message: 'Query is too costly (111 > 30)', code: QUERY_TOO_COMPLEX },
    ]);
  });
  it('measures each operation of a document', () => {
    const errs = run('query A { me { id } } query B { people { id name friends { id } } }');
    expect(errs).toEqual([
      { message: expect.stringMatching(/^Query is too costly \(\d+ > 30\)$/), code: QUERY_TOO_COMPLEX },
    ]);
  });
});
