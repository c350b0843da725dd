import { Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import type { GatewayContext } from './data-source';
import {
  GraphqlRequest,
  GraphqlResponse,
  Handler,
  Next,
  graphqlRoute,
  inTurn,
  isGraphqlPath,
} from './graphql-route';

describe('inTurn', () => {
  const req = {} as GraphqlRequest;
  const res = {} as GraphqlResponse;

  const run = (...handlers: Parameters<typeof inTurn>) =>
    new Promise<unknown[]>((resolve) => {
      inTurn(...handlers)(req, res, ((...args: unknown[]) => resolve(args)) as Next);
    });

  it('runs the handlers in order, then goes on', async () => {
    const seen: string[] = [];
    const done = await run(
      (_q, _s, next) => {
        seen.push('a');
        next();
      },
      async (_q, _s, next) => {
        await Promise.resolve();
        seen.push('b');
        next();
      },
    );
    expect([seen, done]).toEqual([['a', 'b'], []]);
  });

  it('stops at an error passed on, thrown or rejected', async () => {
    const boom = new Error('boom');
    const never = jest.fn();
    expect(await run((_q, _s, next) => next(boom), never)).toEqual([boom]);
    expect(
      await run(() => {
        throw boom;
      }, never),
    ).toEqual([boom]);
    expect(await run(() => Promise.reject(boom), never)).toEqual([boom]);
    expect(never).not.toHaveBeenCalled();
  });

  it('stops where a handler answers without going on', async () => {
    const never = jest.fn();
    const answered = jest.fn();
    inTurn(answered, never)(req, res, never as Next);
    await Promise.resolve();
    expect([answered.mock.calls.length, never.mock.calls.length]).toEqual([1, 0]);
  });
});

describe('isGraphqlPath', () => {
  it.each(['/graphql', '/graphql?query={a}', '/GraphQL', '/graphql/', '/graphql/x'])('takes %p', (url) => {
    expect(isGraphqlPath(url)).toBe(true);
  });
  it.each(['/', '/graphqlx', '/graphql-subscriptions', '/x/graphql', 'http://h/graphql', undefined])(
    'leaves %p to express',
    (url) => expect(isGraphqlPath(url)).toBe(false),
  );
});

describe('graphqlRoute', () => {
  let apollo: ApolloServer<GatewayContext>;
  let server: Server;
  let url: string;
  const seen: string[] = [];

  // Stands for pipeline.ts: refuses operations named Refused, otherwise leaves the context.
  const pipeline: Handler = (req, res, next) => {
    const op = (req.body as { operationName?: string }).operationName ?? null;
    seen.push(`${req.method} ${op}`);
    if (op === 'Refused') {
      res.statusCode = 403;
      res.end('{}');
      return;
    }
    res.locals.gateway = { actorToken: 'token-of-the-actor', requestId: 'r1', operationName: op };
    next();
  };

  beforeAll(async () => {
    apollo = new ApolloServer<GatewayContext>({
      typeDefs: 'type Query { token: String }',
      resolvers: { Query: { token: (_: unknown, _a: unknown, ctx: GatewayContext) => ctx.actorToken } },
    });
    await apollo.start();
    const route = graphqlRoute(apollo, pipeline, { bodyLimit: 100, headers: { 'x-frame-options': 'DENY' } });
    server = createServer(route).listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  });

  afterAll(async () => {
    server.close();
    await apollo.stop();
  });

  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

  it('reads the body, runs the pipeline, then Apollo with the context it left', async () => {
    const res = await post('{"query":"query Q { token }","operationName":"Q"}');
    expect([res.status, await res.json()]).toEqual([200, { data: { token: 'token-of-the-actor' } }]);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(seen.at(-1)).toBe('POST Q');
  });

  it('lets the pipeline answer on its own', async () => {
    const res = await post('{"query":"query Refused { token }","operationName":"Refused"}');
    expect(res.status).toBe(403);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('answers a malformed or oversized body as express does, before the pipeline', async () => {
    const before = seen.length;
    const malformed = await post('{"query":');
    expect(malformed.status).toBe(400);
    expect(malformed.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(malformed.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect((await post(JSON.stringify({ query: 'x'.repeat(200) }))).status).toBe(413);
    expect((await post('{}', { 'content-type': 'application/json; charset=latin1' })).status).toBe(415);
    expect(seen.length).toBe(before);
  });
});
