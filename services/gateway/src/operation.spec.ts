import { parse } from 'graphql';
import {
  MAX_ROOT_SELECTIONS,
  businessArgument,
  countLoginAttempts,
  isTokenlessOperation,
  parseRequest,
  rootFields,
} from './operation';

const attempts = (
  query: string,
  variables: Record<string, unknown> = {},
  operationName: string | null = null,
) => countLoginAttempts(rootFields(parse(query), operationName), variables);

describe('login attempts (aliases counted one by one)', () => {
  it('counts one attempt per login field', () => {
    expect(
      attempts('mutation { loginSimple(login: "Jane@Example.com ", password: "x") { status } }'),
    ).toEqual({
      total: 1,
      logins: ['jane@example.com'],
    });
  });

  it('counts every alias', () => {
    const q = `mutation {
      a: loginSimple(login: "jane@example.com", password: "1") { status }
      b: loginSimple(login: "jane@example.com", password: "2") { status }
      c: loginSimple(login: "JOHN@example.com", password: "3") { status }
    }`;
    expect(attempts(q)).toEqual({
      total: 3,
      logins: ['jane@example.com', 'jane@example.com', 'john@example.com'],
    });
  });

  it('resolves logins and e-mails from variables', () => {
    const q = `mutation M($l: ID!, $p: String!, $e: String!) {
      loginSimple(login: $l, password: $p) { status }
      requestSelfAuthLink(business: "demo", email: $e) { status }
    }`;
    expect(attempts(q, { l: ' Jane@Example.com', p: 'x', e: 'OTHER@example.com' })).toEqual({
      total: 2,
      logins: ['jane@example.com', 'other@example.com'],
    });
  });

  it('counts loginPasswordless and loginRefresh per IP only', () => {
    const q =
      'mutation { a: loginPasswordless(token: "t") { status } b: loginRefresh(refreshToken: "r") { status } }';
    expect(attempts(q)).toEqual({ total: 2, logins: [] });
  });

  it('does not count an empty login (federated login) per login', () => {
    expect(
      attempts('mutation { loginSimple(login: "", password: "", returnIdToken: true) { status } }'),
    ).toEqual({ total: 1, logins: [] });
  });

  it('finds login fields inside fragments and inline fragments', () => {
    const q = `mutation {
      ...Twice
      ... on Mutation { c: loginSimple(login: "x@y.z", password: "p") { status } }
    }
    fragment Twice on Mutation {
      a: loginRefresh(refreshToken: "1") { status }
      b: loginRefresh(refreshToken: "2") { status }
    }`;
    expect(attempts(q).total).toBe(3);
  });

  it('ignores queries and other mutations, and fields with the same name below the root', () => {
    const q = `query { loginSimple { status } me { loginSimple } }`;
    expect(attempts(q).total).toBe(0);
    expect(attempts('mutation { updateBusiness(business: "demo") { status } }').total).toBe(0);
  });

  it('counts the named operation only, or every operation when none is named', () => {
    const q = `
      mutation A { loginRefresh(refreshToken: "1") { status } }
      mutation B { x: loginRefresh(refreshToken: "1") { status } y: loginRefresh(refreshToken: "2") { status } }`;
    expect(attempts(q, {}, 'A').total).toBe(1);
    expect(attempts(q, {}, 'B').total).toBe(2);
    expect(attempts(q, {}, null).total).toBe(3);
  });

  it('bounds the expansion of repeated fragment spreads', () => {
    const frags = Array.from({ length: 30 }, (_, i) =>
      i === 29
        ? `fragment F${i} on Mutation { loginRefresh(refreshToken: "r") { status } }`
        : `fragment F${i} on Mutation { ...F${i + 1} ...F${i + 1} }`,
    );
    const q = `mutation { ...F0 } ${frags.join('\n')}`;
    const n = attempts(q).total;
    expect(n).toBeGreaterThan(100);
    expect(n).toBeLessThanOrEqual(MAX_ROOT_SELECTIONS);
  });
});

describe('parseRequest', () => {
  it('reads GET-style JSON variables', () => {
    const r = parseRequest({ query: '{ a }', variables: '{"business":"demo"}', operationName: '' });
    expect(r.variables).toEqual({ business: 'demo' });
    expect(r.operationName).toBeNull();
    expect(r.document).not.toBeNull();
  });
  it('tolerates syntax errors and junk', () => {
    expect(parseRequest({ query: '{ a ' }).document).toBeNull();
    expect(parseRequest({ query: 42, variables: '[' })).toEqual({
      document: null,
      operationName: null,
      variables: {},
    });
  });
});

describe('business argument and the token policy', () => {
  it('finds a business argument from a literal or a variable', () => {
    expect(
      businessArgument(rootFields(parse('{ businessExists(business: "Demo") { name } }'), null), {}),
    ).toBe('Demo');
    expect(
      businessArgument(rootFields(parse('query($n: String) { business(businessName: $n) { name } }'), null), {
        n: 'x',
      }),
    ).toBe('x');
    expect(businessArgument(rootFields(parse('{ me { id } }'), null), {})).toBeNull();
  });

  it.each([
    ['mutation { loginSimple(login: "a", password: "b") { status } }', true],
    [
      'mutation { loginRefresh(refreshToken: "r") { status } requestSelfAuthLink(email: "a@b.c") { status } }',
      true,
    ],
    ['{ businessExists(business: "demo") { name } __typename }', true],
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
