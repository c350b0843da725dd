import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { mountSpa } from './spa';

describe('mountSpa', () => {
  const dir = mkdtempSync(join(tmpdir(), 'spa-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<html>app</html>');
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
    expect(await page.text()).toBe('<html>app</html>');
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
