import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Registry } from '@tempo/metrics';

/** A readiness check: resolves true when its dependency answers. */
export type ReadinessCheck = () => Promise<boolean>;

export interface InternalListenerOptions {
  registry: Registry;
  /** The checks of /readyz by name (e.g. database, kafka); all must pass. */
  checks: Record<string, ReadinessCheck>;
  /** How long a check may take before it counts as failed. */
  checkTimeoutMs?: number;
}

/** The names of the checks that failed, threw or did not answer in time. */
export async function failedChecks(
  checks: Record<string, ReadinessCheck>,
  timeoutMs = 2000,
): Promise<string[]> {
  const results = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      try {
        return (await Promise.race([check(), late])) ? null : name;
      } catch {
        return name;
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  return results.filter((name): name is string => name !== null);
}

const json = (res: ServerResponse, status: number, body: unknown): void => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
};

/**
 * The internal port of a process that serves nothing else (the worker):
 * /healthz (alive), /readyz (every check passes; 503 naming the failed ones,
 * as the API answers) and /metrics. Anything else is 404.
 */
export function internalHandler(opts: InternalListenerOptions) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return json(res, 404, { statusCode: 404, message: 'Not Found' });
    if (path === '/healthz') return json(res, 200, { status: 'ok' });
    if (path === '/readyz') {
      const failed = await failedChecks(opts.checks, opts.checkTimeoutMs);
      return failed.length
        ? json(res, 503, { status: 'unavailable', reason: failed.join(', ') })
        : json(res, 200, { status: 'ready' });
    }
    if (path === '/metrics') {
      try {
        const text = await opts.registry.metrics();
        res.writeHead(200, { 'content-type': opts.registry.contentType });
        res.end(text);
      } catch {
        json(res, 500, { statusCode: 500, message: 'metrics unavailable' });
      }
      return;
    }
    json(res, 404, { statusCode: 404, message: 'Not Found' });
  };
}

/** Listens with internalHandler on `port` and `host`; resolves once listening. */
export async function listenInternal(
  port: number,
  host: string,
  opts: InternalListenerOptions,
): Promise<Server> {
  const handle = internalHandler(opts);
  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}
