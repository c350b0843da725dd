import type { ApolloServer } from '@apollo/server';
import type { NextFunction, Request, Response } from 'express';
import { apolloHandler } from './apollo-handler';
import type { GatewayContext } from './data-source';
import { graphqlBody } from './graphql-body';
import type { GatewayLocals } from './pipeline';

type Handler = (req: Request, res: Response, next: NextFunction) => unknown;

/**
 * Handlers run one after the other as one express middleware (one router
 * layer, not one per handler): each goes on with `next()`, and an error,
 * thrown, rejected or passed to `next`, ends the chain in express's error
 * handling.
 */
export function inTurn(...handlers: Handler[]): Handler {
  return (req, res, next) => {
    const step =
      (i: number): NextFunction =>
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

/**
 * POST/GET /graphql: the JSON body (graphql-body.ts, at most `bodyLimit`
 * bytes), the request pipeline (pipeline.ts), then Apollo with the
 * GatewayContext the pipeline left in `res.locals.gateway`.
 */
export function graphqlRoute(
  apollo: ApolloServer<GatewayContext>,
  pipeline: Handler,
  bodyLimit: number,
): Handler {
  return inTurn(
    graphqlBody(bodyLimit),
    pipeline,
    apolloHandler(apollo, async (_req, res) => {
      const ctx = (res.locals as GatewayLocals).gateway;
      if (!ctx) throw new Error('gateway context missing');
      return ctx;
    }),
  );
}
