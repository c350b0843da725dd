import { buildSchema, GraphQLEnumType, GraphQLSchema, parse, type OperationDefinitionNode } from 'graphql';
import { enumsAreNamed, leafFault, wireFault } from './plain-leaves';

const schema = buildSchema(`
  enum Kind { CLIENT STAFF }
  scalar Json
  interface Named { name: String! }
  type Person implements Named { id: ID! name: String! age: Int score: Float kind: Kind! active: Boolean! extra: Json }
  type Group implements Named { name: String! members: [Person!]! }
  type Query { people: [Person!]! groups: [Group!]! named: [Named!]! }
`);
const type = (name: string) => schema.getType(name) as never;

describe('leafFault', () => {
  it('takes each built-in scalar in its wire form', () => {
    expect(leafFault(type('String'), 'x')).toBeNull();
    expect(leafFault(type('ID'), 'a1')).toBeNull();
    expect(leafFault(type('Int'), 3)).toBeNull();
    expect(leafFault(type('Float'), 2.5)).toBeNull();
    expect(leafFault(type('Boolean'), false)).toBeNull();
    expect(leafFault(type('Kind'), 'STAFF')).toBeNull();
  });

  it('names what serialization would have changed', () => {
    expect(leafFault(type('ID'), 7)).toBe('a number where ID is sent');
    expect(leafFault(type('Int'), '7')).toBe('a string where Int is sent');
    expect(leafFault(type('Int'), 1.5)).toBe('a number where Int is sent');
    expect(leafFault(type('Float'), Number.NaN)).toBe('a number where Float is sent');
    expect(leafFault(type('String'), new Date(0))).toBe('a object where String is sent');
    expect(leafFault(type('Boolean'), 1)).toBe('a number where Boolean is sent');
    expect(leafFault(type('Kind'), 'client')).toBe('not a Kind value');
  });

  it('leaves custom scalars to their own serializer', () => {
    expect(leafFault(type('Json'), { any: 1 })).toBeNull();
  });
});

describe('wireFault', () => {
  const person = { id: 'p1', name: 'Ann', age: 9, score: 1.5, kind: 'CLIENT', active: true, extra: { a: 1 } };
  const selection = (query: string) => {
    const doc = parse(query);
    const operation = doc.definitions.find(
      (d) => d.kind === 'OperationDefinition',
    ) as OperationDefinitionNode;
    const fragments = Object.fromEntries(
      doc.definitions.flatMap((d) => (d.kind === 'FragmentDefinition' ? [[d.name.value, d]] : [])),
    );
    return { set: operation.selectionSet, fragments };
  };

  it('reads an answer by its response keys, through aliases, lists and fragments', () => {
    const data = {
      who: [{ ...person, years: 9 }],
      groups: [{ name: 'G', members: [{ id: 'p2', years: 'nine' }] }],
    };
    const query = `{ who: people { ...P years: age } groups { name members { id years: age } } }
      fragment P on Person { id name kind }`;
    expect(wireFault(schema, schema.getQueryType()!, data, selection(query), 'data')).toBe(
      'data.groups.0.members.0.years: a string where Int is sent',
    );
  });

  it('follows inline fragments on an interface by the __typename of each item', () => {
    const query = '{ named { __typename name ... on Person { age } ... on Group { members { id } } } }';
    const ok = { named: [{ __typename: 'Group', name: 'G', members: [{ id: 'p' }] }] };
    const wrong = { named: [{ __typename: 'Person', name: 'A', age: '3' }] };
    expect(wireFault(schema, schema.getQueryType()!, ok, selection(query))).toBeNull();
    expect(wireFault(schema, schema.getQueryType()!, wrong, selection(query))).toBe(
      'value.named.0.age: a string where Int is sent',
    );
  });

  it('without a selection reads every field a value of the type has', () => {
    expect(wireFault(schema, type('Person'), person)).toBeNull();
    expect(wireFault(schema, type('Person'), { ...person, id: 12 }, undefined, 'p')).toBe(
      'p.id: a number where ID is sent',
    );
    expect(wireFault(schema, type('Group'), { name: 'G', members: { id: 'x' } })).toBe(
      'value.members: not a list',
    );
  });

  it('passes nulls, which the execution itself checks', () => {
    expect(wireFault(schema, type('Person'), { ...person, age: null, score: undefined })).toBeNull();
  });
});

describe('enumsAreNamed', () => {
  it('is true when every enum value is kept under its name, false when one is not', () => {
    expect(enumsAreNamed(schema)).toBe(true);
    const renamed = new GraphQLEnumType({ name: 'Level', values: { HIGH: { value: 'high' } } });
    expect(enumsAreNamed(new GraphQLSchema({ types: [renamed] }))).toBe(false);
  });
});
