import { parse } from 'graphql';
import {
  PUBLIC_QUERY_FIELDS,
  isTokenlessOperation,
  publicFields,
  readOperationAccess,
} from './public-operations';
import { rootFields } from './root-fields';

describe('public operations', () => {
  it('lists the @Public root fields of a manifest', () => {
    const manifest = {
      Query: {
        b: { public: true as const },
        a: { public: true as const },
        me: { authenticated: true as const },
        x: { allow: { action: 'list', resource: 'PEOPLE' } },
      },
      Mutation: { login: { public: true as const } },
    };
    expect(publicFields(manifest, 'Query')).toEqual(['a', 'b']);
    expect(publicFields(manifest, 'Mutation')).toEqual(['login']);
  });

  it('reads the committed operation-access.json: public queries only, with __typename', () => {
    const manifest = readOperationAccess();
    expect(PUBLIC_QUERY_FIELDS.has('__typename')).toBe(true);
    expect(PUBLIC_QUERY_FIELDS.has('businessQuery')).toBe(true);
    for (const field of PUBLIC_QUERY_FIELDS) {
      if (field !== '__typename') expect(manifest.Query[field]).toEqual({ public: true });
    }
    expect(PUBLIC_QUERY_FIELDS.has('currentUser')).toBe(false);
    expect(PUBLIC_QUERY_FIELDS.has('fullBusinessQuery')).toBe(false);
  });
});

describe('the token policy', () => {
  it.each([
    ['mutation { loginSimple(login: "a", password: "b") { status } }', true],
    [
      'mutation { loginRefresh(refreshToken: "r") { status } requestSelfAuthLink(email: "a@b.c") { status } }',
      true,
    ],
    ['{ businessExists(business: "demo") { name } __typename }', true],
    ['mutation { logout(refreshToken: "r") { status } }', true],
    ['mutation { selfUpdateBusiness(business: "demo") { status } }', false],
    ['query businessQuery($b: ID!) { businessQuery(businessName: $b) { name } }', true],
    [
      '{ businessQueryForApp(businessName: "demo") { name } internalBusinessQuery(businessName: "demo") { name } }',
      true,
    ],
    ['{ fullBusinessQuery(businessName: "demo") { name } }', false],
    ['{ me { id } }', false],
    ['{ businessExists(business: "demo") { name } me { id } }', false],
    ['mutation { loginSimple(login: "a", password: "b") { status } updateBusiness { status } }', false],
    ['subscription { loginSimple { status } }', false],
  ])('%s tolerates a bad token: %p', (q, expected) => {
    expect(isTokenlessOperation(rootFields(parse(q), null))).toBe(expected);
  });
});
