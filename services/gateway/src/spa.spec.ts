import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { mountSpa } from './spa';

describe('mountSpa', () => {
  const dir = mkdtempSync(join(tmpdir(), 'spa-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<html><head><script type="module" src="/assets/app.js"></script></head></html>',
  );
  writeFileSync(join(dir, 'assets', 'app.js'), 'console.log(1)');
  const app = express();
  app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
  expect(mountSpa(app, dir)).toBe(true);
  const server = app.listen(0);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  afterAll(() => new Promise((r) => server.close(r)));

  const html = { accept: 'text/html,application/xhtml+xml' };

  it('serves static files and falls back to index.html for client routes', async () => {
    expect(await (await fetch(`${base}/assets/app.js`)).text()).toBe('console.log(1)');
    const page = await fetch(`${base}/clients/self`, { headers: html });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const nonce = /script-src 'nonce-([^']+)'/.exec(page.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(await page.text()).toContain(`<script nonce="${nonce}" type="module" src="/assets/app.js">`);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
  });

  it('gives each page a fresh nonce, and lets any site frame a widget route', async () => {
    const a = await fetch(`${base}/`, { headers: html });
    const b = await fetch(`${base}/widget/lessons`, { headers: html });
    const csp = (r: Response) => r.headers.get('content-security-policy') ?? '';
    expect(csp(a)).not.toBe(csp(b));
    expect(csp(b)).toContain('frame-ancestors *');
    expect(b.headers.get('x-frame-options')).toBeNull();
  });

  it('serves /index.html as built to the version poll, and as a page to a browser', async () => {
    const poll = await fetch(`${base}/index.html`);
    expect(await poll.text()).toBe(
      '<html><head><script type="module" src="/assets/app.js"></script></head></html>',
    );
    expect(poll.headers.get('cache-control')).toBe('no-cache');
    const page = await fetch(`${base}/index.html`, { headers: html });
    expect(await page.text()).toContain('nonce=');
  });

  it('leaves the API paths, missing assets and non-GET requests alone', async () => {
    expect((await fetch(`${base}/graphql`, { headers: html })).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { headers: html })).status).toBe(404);
    expect((await fetch(`${base}/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${base}/clients`, { method: 'POST', headers: html })).status).toBe(404);
    expect(await (await fetch(`${base}/healthz`, { headers: html })).json()).toEqual({ status: 'ok' });
  });

  it('does nothing without a build', () => {
    expect(mountSpa(express(), join(dir, 'nope'))).toBe(false);
  });
});
