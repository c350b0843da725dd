import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import express, { Express, NextFunction, Request, Response } from 'express';
import { HeaderPolicyOptions, documentHeaders, newNonce, withNonce } from './security-headers';

/** Paths the gateway answers itself; the SPA fallback never shadows them. */
export const RESERVED_PATHS = [
  '/graphql',
  '/graphql-subscriptions',
  '/healthz',
  '/readyz',
  '/metrics',
  '/csp-report',
];

/** The web build in the repository (apps/web/dist), the default SPA_DIR. */
export const DEFAULT_SPA_DIR = resolve(__dirname, '..', '..', '..', 'apps', 'web', 'dist');

const isReserved = (path: string) => RESERVED_PATHS.some((p) => path === p || path.startsWith(`${p}/`));

// Browsers navigating send text/html explicitly; a missing script (Accept: */*) gets a 404, not the page.
const wantsHtml = (req: Request) => (req.headers.accept ?? '').includes('text/html');

const LOCAL_POLICY: HeaderPolicyOptions = {
  production: false,
  publicDomain: 'localhost',
  publicProtocol: 'http',
};

/**
 * Serves the SPA build from `dir` when it exists (returns false otherwise):
 * static files, then index.html for GET/HEAD requests that accept HTML
 * (client-side routes such as /clients/self), so deep links survive a reload.
 * A page gets its own script nonce and the page headers of
 * security-headers.ts; /index.html fetched as data (the version poll of
 * 003 §9, Accept without text/html) is the file as built, so its hash only
 * changes with a release. index.html is never cached (spec 000 §7.6).
 */
export function mountSpa(
  app: Express,
  dir: string = DEFAULT_SPA_DIR,
  policy: HeaderPolicyOptions = LOCAL_POLICY,
): boolean {
  const index = join(dir, 'index.html');
  if (!existsSync(index)) return false;
  const page = async (req: Request, res: Response) => {
    const nonce = newNonce();
    const html = withNonce(await readFile(index, 'utf8'), nonce);
    for (const [name, value] of Object.entries(documentHeaders(policy, req.headers.host, req.path, nonce))) {
      if (value === null) res.removeHeader(name);
      else res.setHeader(name, value);
    }
    res.setHeader('cache-control', 'no-cache');
    res.type('html').send(html);
  };
  const isGet = (req: Request) => req.method === 'GET' || req.method === 'HEAD';
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (!isGet(req) || req.path !== '/index.html') return next();
    if (wantsHtml(req)) return void page(req, res).catch(next);
    res.setHeader('cache-control', 'no-cache');
    res.sendFile(index);
  });
  app.use(express.static(dir, { index: false }));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (!isGet(req) || isReserved(req.path) || !wantsHtml(req)) return next();
    page(req, res).catch(next);
  });
  return true;
}
