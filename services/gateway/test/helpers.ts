import { Server, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * What every integration spec uses: a run id for its Redis keys, listening
 * servers and plain HTTP to them. The stand-ins the gateway talks to are in
 * identity-stand-in.ts and test-subgraph.ts.
 */

/** Unique per run, so tests never meet another run's (or a real gateway's) keys in the shared Redis. */
export const RUN = `${process.pid}${Date.now().toString(36)}`;

export const listenUrl = (server: Server): string =>
  `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

export const closeServer = (server: Server): Promise<void> =>
  new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

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
