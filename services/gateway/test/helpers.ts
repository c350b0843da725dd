import { randomUUID } from 'node:crypto';
import { IncomingMessage, Server, ServerResponse, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildSubgraphSchema } from '@apollo/subgraph';
import { ApolloServer } from '@apollo/server';
import { startStandaloneServer } from '@apollo/server/standalone';
import { ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { KeyLike, exportJWK, generateKeyPair } from 'jose';
import { parse } from 'graphql';
import { ACTOR_HEADER, ActorContext, InternalUser, JWKS_PATH, TokenKind } from '@tempo/contracts';
import { signToken, verifyActorToken, verifyServiceToken } from '@tempo/auth';
import type { ActorResponse } from '../src/actor-loader';

/** Unique per run, so tests never meet another run's (or a real gateway's) keys in the shared Redis. */
export const RUN = `${process.pid}${Date.now().toString(36)}`;

export const listenUrl = (server: Server): string =>
  `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

export const closeServer = (server: Server): Promise<void> =>
  new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/**
 * A stand-in for identity's HTTP API as the gateway uses it: the JWKS of a
 * key pair made here, /internal/actor and /internal/user behind the service
 * token. The real identity is exercised end to end by the lead's journeys.
 */
export interface IdentityStandIn {
  url: string;
  server: Server;
  users: Map<string, InternalUser>;
  /** userId → business → account. */
  accounts: Map<string, Map<string, NonNullable<ActorResponse['account']>>>;
  businesses: Map<string, NonNullable<ActorResponse['business']>>;
  calls: string[];
  idToken(userId: string, opts?: { ttlSeconds?: number; sessionId?: string }): Promise<string>;
  addUser(
    email: string,
    opts?: { isSuperuser?: boolean; staffRole?: string | null; business?: string },
  ): InternalUser;
}

export async function startIdentityStandIn(serviceTokenSecret: string): Promise<IdentityStandIn> {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'ES256', use: 'sig' };
  const users = new Map<string, InternalUser>();
  const accounts = new Map<string, Map<string, NonNullable<ActorResponse['account']>>>();
  const businesses = new Map<string, NonNullable<ActorResponse['business']>>();
  const calls: string[] = [];

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === JWKS_PATH) return json(res, 200, { keys: [jwk] });
    const auth = req.headers.authorization ?? '';
    try {
      if (!auth.startsWith('Service ')) throw new Error('no service token');
      if ((await verifyServiceToken(auth.slice(8), serviceTokenSecret)) !== 'gateway')
        throw new Error('not the gateway');
    } catch {
      return json(res, 401, { message: 'service token required' });
    }
    calls.push(`${url.pathname}${url.search}`);
    if (url.pathname === '/internal/user') {
      const email = url.searchParams.get('email');
      const user = [...users.values()].find((u) => u.email === email);
      return user ? json(res, 200, user) : json(res, 404, { message: 'not found' });
    }
    if (url.pathname === '/internal/actor') {
      const userId = url.searchParams.get('userId');
      const business = url.searchParams.get('business');
      const b = business ? (businesses.get(business) ?? null) : null;
      if (!userId) return json(res, 200, { user: null, account: null, business: b } satisfies ActorResponse);
      const user = users.get(userId);
      if (!user) return json(res, 404, { message: 'not found' });
      const account = business ? (accounts.get(userId)?.get(business) ?? null) : null;
      return json(res, 200, { user, account, business: b } satisfies ActorResponse);
    }
    json(res, 404, { message: 'no route' });
  };

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));

  return {
    url: listenUrl(server),
    server,
    users,
    accounts,
    businesses,
    calls,
    idToken: (userId, opts = {}) =>
      signToken(
        TokenKind.ID,
        { email: users.get(userId)?.email, sid: opts.sessionId ?? `session-${userId}` },
        privateKey as KeyLike,
        { kid: 'test-key', subject: userId, ttlSeconds: opts.ttlSeconds ?? 600 },
      ),
    addUser(email, opts = {}) {
      const user: InternalUser = {
        id: randomUUID(),
        email,
        firstName: null,
        lastName: null,
        isSuperuser: !!opts.isSuperuser,
      };
      users.set(user.id, user);
      if (opts.business) {
        const perBusiness = accounts.get(user.id) ?? new Map();
        perBusiness.set(opts.business, {
          id: randomUUID(),
          staffRole: opts.staffRole ?? null,
          permissions: [],
        });
        accounts.set(user.id, perBusiness);
      }
      return user;
    },
  };
}

/** What the test subgraph saw of one request. */
export interface Seen {
  rawActorHeader: string | undefined;
  actor: ActorContext | null;
  requestId: string | undefined;
}

export const TEST_SUBGRAPH_SDL = `
  extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key"])
  type Query {
    whoami: Whoami!
    business(name: String!): Business
    node: Node
    nodes: [Node!]!
  }
  type Mutation {
    loginSimple(login: ID!, password: String!, business: String, returnIdToken: Boolean): LoginResult!
    loginRefresh(refreshToken: String): LoginResult!
  }
  type LoginResult { status: String! error: String }
  type Whoami {
    role: String!
    userId: String
    email: String
    business: String
    businessStatus: String
    impersonatorEmail: String
  }
  type Node { id: ID! child: Node children: [Node!]! }
  type Business @key(fields: "name") { name: String! }
`;

/**
 * A real federated subgraph over HTTP (Apollo Server standalone): it
 * verifies the actor header exactly as our subgraphs do and records it.
 */
export async function startTestSubgraph(
  actorSecret: string,
): Promise<{ url: string; seen: Seen[]; stop(): Promise<void> }> {
  const seen: Seen[] = [];
  const node = (id: number): Record<string, unknown> => ({
    id: String(id),
    child: () => node(id + 1),
    children: () => [node(id + 1)],
  });
  const server = new ApolloServer<{ actor: ActorContext | null }>({
    plugins: [ApolloServerPluginInlineTraceDisabled()],
    schema: buildSubgraphSchema({
      typeDefs: parse(TEST_SUBGRAPH_SDL),
      resolvers: {
        Query: {
          whoami: (_p: unknown, _a: unknown, ctx: unknown) => {
            const { actor } = ctx as { actor: ActorContext | null };
            return { ...actor, impersonatorEmail: actor?.impersonator?.email ?? null };
          },
          business: (_p: unknown, a: unknown) => ({ name: (a as { name: string }).name }),
          node: () => node(1),
          nodes: () => [node(1)],
        },
        Mutation: {
          loginSimple: () => ({ status: 'ok', error: null }),
          loginRefresh: () => ({ status: 'ok', error: null }),
        },
      },
    }),
  });
  const { url } = await startStandaloneServer(server, {
    listen: { port: 0, host: '127.0.0.1' },
    context: async ({ req }) => {
      const raw = req.headers[ACTOR_HEADER] as string | undefined;
      let actor: ActorContext | null = null;
      try {
        actor = raw ? await verifyActorToken(raw, actorSecret) : null;
      } catch {
        actor = null;
      }
      seen.push({ rawActorHeader: raw, actor, requestId: req.headers['x-request-id'] as string | undefined });
      return { actor };
    },
  });
  return { url: url.replace('localhost', '127.0.0.1'), seen, stop: () => server.stop() };
}

/** An answer; its GraphQL data is of the shape the caller names (unknown when it names none). */
export interface HttpAnswer<T = unknown> {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: {
    data?: T;
    errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
  } & Record<string, unknown>;
  text: string;
}

/** An HTTP request with full control of the headers (fetch cannot set Host). */
export function http<T = unknown>(
  base: string,
  path: string,
  opts: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<HttpAnswer<T>> {
  const url = new URL(path, base);
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: opts.method ?? (payload ? 'POST' : 'GET'),
        headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...opts.headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => {
          let body: HttpAnswer<T>['body'] = {};
          try {
            body = JSON.parse(text) as HttpAnswer<T>['body'];
          } catch {
            /* not JSON */
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text });
        });
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

export const gqlPost = <T = unknown>(
  base: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
  operationName?: string,
): Promise<HttpAnswer<T>> =>
  http<T>(base, '/graphql', { body: { query, variables, operationName }, headers });
