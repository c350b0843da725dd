import express, { Express, RequestHandler } from 'express';
import type Redis from 'ioredis';
import type { GatewayMetrics } from './metrics';

export interface InternalAppOptions {
  redis: Redis;
  metrics: GatewayMetrics;
  /** Sets the security headers of every answer. */
  securityHeaders: RequestHandler;
  /** Whether the supergraph is loaded (false once the gateway stops). */
  schemaLoaded: () => boolean;
}

/** The cluster-only app on INTERNAL_PORT (the public hosts do not reach it): /healthz, /readyz, /metrics. */
export function internalApp(opts: InternalAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(opts.securityHeaders);
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });

  app.get('/readyz', async (_req, res) => {
    const failed: string[] = [];
    let timer: NodeJS.Timeout | undefined;
    try {
      const pong = await Promise.race([
        opts.redis.ping(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('timeout')), 1000);
        }),
      ]);
      if (pong !== 'PONG') failed.push('redis');
    } catch {
      failed.push('redis');
    } finally {
      clearTimeout(timer);
    }
    if (!opts.schemaLoaded()) failed.push('schema');
    res
      .status(failed.length ? 503 : 200)
      .json(failed.length ? { status: 'unavailable', failed } : { status: 'ok' });
  });

  app.get('/metrics', async (_req, res) => {
    res.setHeader('content-type', opts.metrics.registry.contentType);
    res.send(await opts.metrics.registry.metrics());
  });
  return app;
}
