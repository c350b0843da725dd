import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import express, { Express, NextFunction, Request, Response } from 'express';

/** Paths the gateway answers itself; the SPA fallback never shadows them. */
export const RESERVED_PATHS = ['/graphql', '/graphql-subscriptions', '/healthz', '/readyz', '/metrics'];

/** The web build in the repository (apps/web/dist), the default SPA_DIR. */
export const DEFAULT_SPA_DIR = resolve(__dirname, '..', '..', '..', 'apps', 'web', 'dist');

const isReserved = (path: string) => RESERVED_PATHS.some((p) => path === p || path.startsWith(`${p}/`));

// Browsers navigating send text/html explicitly; a missing script (Accept: */*) gets a 404, not the page.
const wantsHtml = (req: Request) => (req.headers.accept ?? '').includes('text/html');

/**
 * Serves the SPA build from `dir` when it exists (returns false otherwise):
 * static files, then index.html for GET/HEAD requests that accept HTML
 * (client-side routes such as /clients/self), so deep links survive a reload.
 * index.html is never cached, so a new release is picked up (spec 000 §7.6).
 */
export function mountSpa(app: Express, dir: string = DEFAULT_SPA_DIR): boolean {
  const index = join(dir, 'index.html');
  if (!existsSync(index)) return false;
  app.use(
    express.static(dir, {
      index: false,
      setHeaders: (res, file) => {
        if (file.endsWith('.html')) res.setHeader('cache-control', 'no-cache');
      },
    }),
  );
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isReserved(req.path) || !wantsHtml(req))
      return next();
    res.setHeader('cache-control', 'no-cache');
    res.sendFile(index);
  });
  return true;
}
