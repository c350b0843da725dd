import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApolloServer } from '@apollo/server';
import finalhandler from 'finalhandler';
import { processLogger } from '@tempo/logging';
import { apolloHandler } from './apollo-handler';
import type { GatewayContext } from './data-source';
import { graphqlBody } from './graphql-body';
import type { GatewayLocals } from './pipeline';

/** A /graphql request: node's, with the JSON body once read (graphql-body.ts). */
export type GraphqlRequest = IncomingMessage & { body?: unknown };
/** A /graphql response: node's, with what the pipeline leaves for Apollo. */
export type GraphqlResponse = ServerResponse & { locals: GatewayLocals };
export type Next = (err?: unknown) => void;
export type Handler = (req: GraphqlRequest, res: GraphqlResponse, next: Next) => unknown;

/**
 * Handlers run one after the other as one step: each goes on with
 * `next()`, and an error, thrown, rejected or passed to `next`, ends the
 * chain at the caller's `next(err)`.
 */
export function inTurn(...handlers: Handler[]): Handler {
  return (req, res, next) => {
    const step =
      (i: number): Next =>
      (err?: unknown) => {
        if (err !== undefined && err !== null) return next(err);
        if (i === handlers.length) return next();
        try {
          const out = handlers[i](req, res, step(i + 1));
          if (out instanceof Promise) out.catch(next);
        } catch (e) {
          next(e);
        }
      };
    step(0)();
  };
}

/** /graphql and anything under it, in any case, as express's app.use('/graphql') matches it. */
const GRAPHQL_PATH = /^\/graphql(?:[/?]|$)/i;

export const isGraphqlPath = (url: string | undefined): boolean => GRAPHQL_PATH.test(url ?? '');

export interface GraphqlRouteOptions {
  /** The largest request body (413 beyond). */
  bodyLimit: number;
  /** Set on every answer before anything else runs. */
  headers: Record<string, string>;
  /** Errors (a malformed or oversized body, a failure) are answered as express answers them. */
  env?: string;
}

/**
 * POST/GET /graphql straight on node's request and response, without
 * express's router and request/response prototypes: the security headers,
 * the JSON body (graphql-body.ts), the request pipeline (pipeline.ts), then
 * Apollo with the GatewayContext the pipeline left in `res.locals.gateway`.
 * An error is answered by finalhandler, as express's own final handler does.
 */
export function graphqlRoute(
  apollo: ApolloServer<GatewayContext>,
  pipeline: Handler,
  opts: GraphqlRouteOptions,
): (req: IncomingMessage, res: ServerResponse) => void {
  const env = opts.env ?? process.env.NODE_ENV ?? 'development';
  const onerror = (err: Error) => {
    if (env !== 'test') processLogger().error('graphql request failed', { err });
  };
  const chain = inTurn(
    graphqlBody(opts.bodyLimit),
    pipeline,
    apolloHandler(apollo, async (_req, res) => {
      const ctx = (res as GraphqlResponse).locals.gateway;
      if (!ctx) throw new Error('gateway context missing');
      return ctx;
    }),
  );
  return (req, res) => {
    for (const name in opts.headers) res.setHeader(name, opts.headers[name]);
    const response = Object.assign(res, { locals: {} });
    chain(req, response, finalhandler(req, res, { env, onerror }));
  };
}
