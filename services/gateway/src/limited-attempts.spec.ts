import { parse } from 'graphql';
import { LIMITED_FIELDS, limitedAttempts } from './limited-attempts';
import { rootFields } from './root-fields';

const attempts = (
  query: string,
  variables: Record<string, unknown> = {},
  operationName: string | null = null,
) => limitedAttempts(rootFields(parse(query), operationName, variables));

const logins = (query: string, variables: Record<string, unknown> = {}, op: string | null = null) =>
  attempts(query, variables, op).map((a) => a.login);

describe('rate-limited fields (aliases counted one by one)', () => {
  it('reads the login of a sign-in, trimmed and lower-cased', () => {
    expect(
      attempts('mutation { loginSimple(login: "Jane@Example.com ", password: "x") { status } }'),
    ).toEqual([
      {
        field: 'loginSimple',
        responseKey: 'loginSimple',
        class: 'sign-in',
        login: 'jane@example.com',
        recipient: null,
      },
    ]);
  });

  it('counts every alias, keeping where its result goes', () => {
    const q = `mutation {
      a: loginSimple(login: "jane@example.com", password: "1") { status }
      b: loginSimple(login: "jane@example.com", password: "2") { status }
      c: loginSimple(login: "JOHN@example.com", password: "3") { status }
    }`;
    expect(attempts(q).map((a) => [a.responseKey, a.login])).toEqual([
      ['a', 'jane@example.com'],
      ['b', 'jane@example.com'],
      ['c', 'john@example.com'],
    ]);
  });

  it('resolves logins and recipients from variables', () => {
    const q = `mutation M($l: ID!, $p: String!, $e: String!) {
      loginSimple(login: $l, password: $p) { status }
      requestSelfAuthLink(business: "demo", email: $e) { status }
    }`;
    const found = attempts(q, { l: ' Jane@Example.com', p: 'x', e: 'OTHER@example.com' });
    expect(found.map((a) => [a.class, a.login, a.recipient])).toEqual([
      ['sign-in', 'jane@example.com', null],
      ['mail', null, 'other@example.com'],
    ]);
  });

  it("resolves a variable's default when the request leaves it out", () => {
    const q = `mutation($l: ID! = "Victim@Example.com", $e: String = "x@y.z") {
      loginSimple(login: $l, password: "p") { status }
      requestSelfAuthLink(email: $e) { status }
    }`;
    expect(attempts(q).map((a) => a.login ?? a.recipient)).toEqual(['victim@example.com', 'x@y.z']);
    // A given value wins over the default; an explicit null stays null.
    expect(logins(q, { l: 'other@example.com' })[0]).toBe('other@example.com');
    expect(logins(q, { l: null })[0]).toBeNull();
  });

  it('takes each operation its own defaults when several are counted', () => {
    const q = `
      mutation A($l: ID! = "a@x.y") { loginSimple(login: $l, password: "p") { status } }
      mutation B($l: ID! = "b@x.y") { loginSimple(login: $l, password: "p") { status } }`;
    expect(logins(q)).toEqual(['a@x.y', 'b@x.y']);
    expect(logins(q, {}, 'B')).toEqual(['b@x.y']);
  });

  it('reads a recipient nested in an input object', () => {
    const q = 'mutation($i: SelfRegisterInput!) { selfRegister(input: $i) { status } }';
    expect(attempts(q, { i: { business: 'demo', email: 'New@Client.example' } })[0]).toMatchObject({
      class: 'mail',
      recipient: 'new@client.example',
    });
  });

  it('classes every field of the table', () => {
    expect(Object.fromEntries(Object.entries(LIMITED_FIELDS).map(([k, v]) => [k, v.class]))).toEqual({
      loginSimple: 'sign-in',
      loginPasswordless: 'sign-in',
      loginRefresh: 'sign-in',
      confirmBusinessRegistration: 'sign-in',
      inviteVerify: 'sign-in',
      requestSelfAuthLink: 'mail',
      requestSelfBookingAuthLink: 'mail',
      requestProposalLink: 'mail',
      selfRegisterBusiness: 'mail',
      selfRegister: 'mail',
      invite: 'mail',
      checkBusinessNameAvailability: 'name-check',
      businessExists: 'name-check',
    });
  });

  it('counts passwordless, refresh and registration confirmation without a login', () => {
    const q = `mutation {
      a: loginPasswordless(token: "t") { status }
      b: loginRefresh(refreshToken: "r") { status }
      c: confirmBusinessRegistration(token: "t") { status }
    }`;
    expect(attempts(q).map((a) => [a.class, a.login])).toEqual([
      ['sign-in', null],
      ['sign-in', null],
      ['sign-in', null],
    ]);
  });

  it('does not count an empty login (federated login) per login', () => {
    expect(
      logins('mutation { loginSimple(login: "", password: "", returnIdToken: true) { status } }'),
    ).toEqual([null]);
  });

  it('finds limited fields inside fragments and inline fragments', () => {
    const q = `mutation {
      ...Twice
      ... on Mutation { c: loginSimple(login: "x@y.z", password: "p") { status } }
    }
    fragment Twice on Mutation {
      a: loginRefresh(refreshToken: "1") { status }
      b: requestSelfAuthLink(email: "m@y.z") { status }
    }`;
    expect(attempts(q).map((a) => a.responseKey)).toEqual(['a', 'b', 'c']);
  });

  it('counts name checks, and ignores other fields and fields with the same name below the root', () => {
    expect(
      attempts(
        '{ a: businessExists(business: "x") { name } b: checkBusinessNameAvailability(business: "y") { available } }',
      ).map((a) => a.class),
    ).toEqual(['name-check', 'name-check']);
    expect(attempts('query { me { loginSimple } }')).toEqual([]);
    expect(attempts('mutation { updateBusiness(business: "demo") { status } }')).toEqual([]);
    expect(attempts('{ toString constructor }')).toEqual([]);
  });

  it('counts the named operation only, or every operation when none is named', () => {
    const q = `
      mutation A { loginRefresh(refreshToken: "1") { status } }
      mutation B { x: loginRefresh(refreshToken: "1") { status } y: loginRefresh(refreshToken: "2") { status } }`;
    expect(attempts(q, {}, 'A')).toHaveLength(1);
    expect(attempts(q, {}, 'B')).toHaveLength(2);
    expect(attempts(q, {}, null)).toHaveLength(3);
  });
});
