import { buildSchema, execute, GraphQLResolveInfo, parse } from 'graphql';
import { selectedFields } from './selected-fields';

describe('selectedFields', () => {
  const schema = buildSchema(
    `type Item { id: ID a: Int b: Int c: Int } type Query { items: [Item] one: Item }`,
  );
  const asked = async (query: string): Promise<string[]> => {
    let seen: Set<string> = new Set();
    await execute({
      schema,
      document: parse(query),
      rootValue: {
        items: (_: unknown, _ctx: unknown, info: GraphQLResolveInfo) => ((seen = selectedFields(info)), []),
      },
    });
    return [...seen].sort();
  };

  it('names the fields asked of the items, through fragments and inline fragments too', async () => {
    expect(await asked('{ items { id a } }')).toEqual(['a', 'id']);
    expect(await asked('{ items { id ...F ... on Item { c } } } fragment F on Item { b }')).toEqual([
      'b',
      'c',
      'id',
    ]);
  });

  it('does not name the fields asked of another root field', async () => {
    expect(await asked('{ one { c } items { a } }')).toEqual(['a']);
  });
});
