import { buildSubgraphSchema } from '@apollo/subgraph';
import { ApolloServer } from '@apollo/server';
import { startStandaloneServer } from '@apollo/server/standalone';
import { ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { parse } from 'graphql';
import { ACTOR_HEADER, ActorContext } from '@tempo/contracts';
import { verifyActorToken } from '@tempo/auth';

/** What the test subgraph saw of one request. */
export interface Seen {
  rawActorHeader: string | undefined;
  actor: ActorContext | null;
  requestId: string | undefined;
  receivedAt: string | undefined;
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

export interface TestSubgraph {
  url: string;
  seen: Seen[];
  stop(): Promise<void>;
}

/**
 * A real federated subgraph over HTTP (Apollo Server standalone): it
 * verifies the actor header exactly as our subgraphs do and records it.
 */
export async function startTestSubgraph(actorSecret: string): Promise<TestSubgraph> {
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
      seen.push({
        rawActorHeader: raw,
        actor,
        requestId: req.headers['x-request-id'] as string | undefined,
        receivedAt: req.headers['x-received-at'] as string | undefined,
      });
      return { actor };
    },
  });
  return { url: url.replace('localhost', '127.0.0.1'), seen, stop: () => server.stop() };
}
