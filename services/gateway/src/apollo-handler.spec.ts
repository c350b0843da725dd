import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import express from 'express';
import { apolloHandler } from './apollo-handler';

describe('apolloHandler', () => {
  let apollo: ApolloServer<{ who: string }>;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    apollo = new ApolloServer<{ who: string }>({
      typeDefs: 'type Query { hello(name: String): String }',
      resolvers: {
        Query: { hello: (_: unknown, a: { name?: string }, ctx: { who: string }) => `${a.name}/${ctx.who}` },
      },
    });
    await apollo.start();
    const app = express();
    app.use(
      '/graphql',
      express.json(),
      apolloHandler(apollo, async (req) => ({ who: String(req.headers['x-who']) })),
    );
    server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  });

  afterAll(async () => {
    server.close();
    await apollo.stop();
  });

  it('answers a POST with the context, a length and no ETag', async () => {
    const res = await fetch(base, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-who': 'me' },
      body: JSON.stringify({ query: '{ hello(name: "a") }' }),
    });
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(JSON.parse(text)).toEqual({ data: { hello: 'a/me' } });
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('etag')).toBeNull();
  });

  it('reads a GET operation from the query string', async () => {
    const query = encodeURIComponent('query Q($n: String) { hello(name: $n) }');
    const variables = encodeURIComponent('{"n":"b"}');
    const res = await fetch(`${base}?query=${query}&variables=${variables}`, {
      headers: { 'apollo-require-preflight': '1', 'x-who': 'you' },
    });
    expect([res.status, await res.json()]).toEqual([200, { data: { hello: 'b/you' } }]);
  });

  it('keeps Apollo status codes for bad requests', async () => {
    const res = await fetch(base, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ nope }' }),
    });
    expect(res.status).toBe(400);
    expect(
      ((await res.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0].extensions.code,
    ).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});
