import 'reflect-metadata';
import { buildSchema } from 'graphql';
import { AccessManifestError, buildAccessManifest, RootResolverHandler } from './access-manifest';
import { Allow, Authenticated, Public } from './guards';

class Resolvers {
  @Public()
  open() {}
  @Authenticated()
  me() {}
  @Allow('update', 'SELF_BUSINESS')
  save() {}
  forgotten() {}
}

@Allow('list', 'PEOPLE')
class ClassLevel {
  people() {}
}

const schema = buildSchema(`
  type Query { open: Int me: Int people: Int _service: Int }
  type Mutation { save: Int }
`);
const h = (type: 'Query' | 'Mutation', field: string, cls: object, method: string): RootResolverHandler => ({
  type,
  field,
  handler: (cls as { prototype: Record<string, object> }).prototype[method],
  resolverClass: cls,
});
const handlers = [
  h('Query', 'open', Resolvers, 'open'),
  h('Query', 'me', Resolvers, 'me'),
  h('Query', 'people', ClassLevel, 'people'),
  h('Mutation', 'save', Resolvers, 'save'),
];

describe('access manifest', () => {
  it('reads each root field’s declaration as the guard does (method, then class)', () => {
    expect(buildAccessManifest(schema, handlers)).toEqual({
      Query: {
        me: { authenticated: true },
        open: { public: true },
        people: { allow: { action: 'list', resource: 'PEOPLE' } },
      },
      Mutation: { save: { allow: { action: 'update', resource: 'SELF_BUSINESS' } } },
    });
  });

  it('fails naming a root field that declares nothing or has no resolver', () => {
    const withForgotten = buildSchema(`type Query { open: Int forgotten: Int lost: Int }`);
    const list = [...handlers, h('Query', 'forgotten', Resolvers, 'forgotten')];
    expect(() => buildAccessManifest(withForgotten, list)).toThrow(AccessManifestError);
    try {
      buildAccessManifest(withForgotten, list);
    } catch (e) {
      expect((e as AccessManifestError).problems).toEqual([
        'Query.forgotten declares no @Public, @Authenticated or @Allow',
        'Query.lost has no resolver method',
      ]);
    }
  });
});
