import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApolloServer, BaseContext, HeaderMap, HTTPGraphQLRequest } from '@apollo/server';

type Request = IncomingMessage & { body?: unknown };

/**
 * Apollo Server on node's request and response, as @as-integrations/express5
 * runs it, with two costs of every request left out: the query string is cut at its '?'
 * (no legacy url.parse), and the answer is written once with res.end, not
 * res.send, which hashes every body for an ETag that a GraphQL answer never
 * uses. Needs `req.body` (graphql-body.ts or express.json before it).
 */
export function apolloHandler<C extends BaseContext>(
  server: ApolloServer<C>,
  context: (req: Request, res: ServerResponse) => Promise<C>,
) {
  server.assertStarted('apolloHandler()');
  return async (req: Request, res: ServerResponse): Promise<void> => {
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const url = req.url ?? '';
    const question = url.indexOf('?');
    const httpGraphQLRequest: HTTPGraphQLRequest = {
      method: (req.method ?? 'GET').toUpperCase(),
      headers,
      search: question < 0 ? '' : url.slice(question),
      body: req.body,
    };
    const answer = await server.executeHTTPGraphQLRequest({
      httpGraphQLRequest,
      context: () => context(req, res),
    });
    for (const [key, value] of answer.headers) res.setHeader(key, value);
    res.statusCode = answer.status ?? 200;
    if (answer.body.kind === 'complete') {
      res.end(answer.body.string);
      return;
    }
    for await (const chunk of answer.body.asyncIterator) res.write(chunk);
    res.end();
  };
}
