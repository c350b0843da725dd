import { gql } from '@apollo/client';
import { describe, expect, it, vi } from 'vitest';
import { LOGIN_REFRESH, LOGOUT } from '../modules/auth/auth.graphql';
import { createApolloClient } from './apollo';

const ME = gql`
  query Me {
    currentUser {
      id
    }
  }
`;

function fakeFetch(status: number, body: unknown) {
  return vi.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

const headerOf = (f: ReturnType<typeof fakeFetch>) =>
  new Headers(f.mock.calls[0][1]?.headers as HeadersInit).get('authorization');

describe('Apollo client', () => {
  it('posts to /graphql with the bearer token', async () => {
    const fetch = fakeFetch(200, { data: { currentUser: { __typename: 'CurrentUser', id: 'u1' } } });
    const client = createApolloClient({ getToken: async () => 'tok', fetch });
    await client.query({ query: ME });
    expect(fetch.mock.calls[0][0]).toBe('/graphql');
    expect(headerOf(fetch)).toBe('Bearer tok');
  });

  it("sends the literal 'null' without a token, and never asks for one for loginRefresh", async () => {
    const getToken = vi.fn(async () => 'tok');
    const fetch = fakeFetch(200, {
      data: { loginRefresh: { status: 'error', error: 'x', idToken: null, refreshToken: null } },
    });
    const client = createApolloClient({ getToken, fetch });
    await client.mutate({ mutation: LOGIN_REFRESH, variables: { refreshToken: 'r' } });
    expect(headerOf(fetch)).toBe('null');
    expect(getToken).not.toHaveBeenCalled();
  });

  it('sends a logout of this session without an id token, and log out everywhere with it', async () => {
    const answer = { data: { logout: { status: 'ok', error: null } } };
    const getToken = vi.fn(async () => 'tok');
    const single = fakeFetch(200, answer);
    await createApolloClient({ getToken, fetch: single }).mutate({
      mutation: LOGOUT,
      variables: { refreshToken: 'r', everywhere: false },
    });
    expect(headerOf(single)).toBe('null');
    expect(getToken).not.toHaveBeenCalled();
    const everywhere = fakeFetch(200, answer);
    await createApolloClient({ getToken, fetch: everywhere }).mutate({
      mutation: LOGOUT,
      variables: { refreshToken: 'r', everywhere: true },
    });
    expect(headerOf(everywhere)).toBe('Bearer tok');
  });

  it('reports a refused token', async () => {
    const onTokenError = vi.fn();
    const fetch = fakeFetch(401, {
      errors: [{ message: 'Invalid or expired token', extensions: { code: 'INVALID_TOKEN' } }],
    });
    const client = createApolloClient({ getToken: async () => 'tok', onTokenError, fetch });
    await expect(client.query({ query: ME })).rejects.toThrow();
    expect(onTokenError).toHaveBeenCalledTimes(1);
  });

  it('ignores errors of requests sent without a token', async () => {
    const onTokenError = vi.fn();
    const fetch = fakeFetch(401, {
      errors: [{ message: 'Invalid or expired token', extensions: { code: 'INVALID_TOKEN' } }],
    });
    const client = createApolloClient({ getToken: async () => null, onTokenError, fetch });
    await expect(client.query({ query: ME })).rejects.toThrow();
    expect(onTokenError).not.toHaveBeenCalled();
  });
});

describe('error texts', () => {
  it('shows the block text of a throttled request', async () => {
    const { errorMessage } = await import('./errors');
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ errors: [{ message: 'ignored', extensions: { code: 'FORBIDDEN' } }] }),
          {
            status: 403,
            headers: { 'content-type': 'application/json', 'x-block-reason': 'THROTTLED' },
          },
        ),
    );
    const client = createApolloClient({ getToken: async () => null, fetch });
    const error = await client.query({ query: ME }).catch((e: unknown) => e);
    expect(errorMessage(error)).toBe('Too Many Requests from this IP, try again later');
  });
});
