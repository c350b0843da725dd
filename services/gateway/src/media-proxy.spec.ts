import express from 'express';
import { AddressInfo } from 'net';
import { createServer, Server } from 'http';
import { mediaProxy } from './media-proxy';

const listen = (s: Server) =>
  new Promise<string>((ok) =>
    s.listen(0, '127.0.0.1', () => ok(`http://127.0.0.1:${(s.address() as AddressInfo).port}`)),
  );

describe('the /media route to the people subgraph', () => {
  let target: Server;
  let gateway: Server;
  let base: string;
  const seen: { method?: string; url?: string; body?: string; cookie?: string } = {};

  beforeAll(async () => {
    target = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        Object.assign(seen, { method: req.method, url: req.url, body, cookie: req.headers.cookie });
        res.setHeader('content-type', 'image/webp');
        res.setHeader('set-cookie', 'x=1');
        res.setHeader('cache-control', 'public, max-age=60');
        res.end(req.method === 'PUT' ? 'stored' : 'bytes');
      });
    });
    const origin = await listen(target);
    const app = express();
    app.use(
      '/media',
      mediaProxy(origin, () => undefined),
    );
    gateway = createServer(app);
    base = await listen(gateway);
  });

  afterAll(() => {
    target.close();
    gateway.close();
  });

  it('passes a GET with its path and query, and brings back only the media headers', async () => {
    const r = await fetch(`${base}/media/demo/profile_photos/a.webp?size=50`, {
      headers: { cookie: 'session=secret' },
    });
    expect(await r.text()).toBe('bytes');
    expect(seen).toMatchObject({
      method: 'GET',
      url: '/media/demo/profile_photos/a.webp?size=50',
      cookie: undefined,
    });
    expect(r.headers.get('content-type')).toBe('image/webp');
    expect(r.headers.get('cache-control')).toBe('public, max-age=60');
    expect(r.headers.get('set-cookie')).toBeNull();
  });

  it('streams a PUT body through', async () => {
    const r = await fetch(`${base}/media/upload/grant`, { method: 'PUT', body: 'file-bytes' });
    expect(await r.text()).toBe('stored');
    expect(seen).toMatchObject({ method: 'PUT', body: 'file-bytes' });
  });

  it('refuses other methods, and answers 502 when the subgraph is down', async () => {
    expect((await fetch(`${base}/media/x`, { method: 'POST', body: 'x' })).status).toBe(405);
    const app = express();
    app.use(
      '/media',
      mediaProxy('http://127.0.0.1:1', () => undefined),
    );
    const down = createServer(app);
    const url = await listen(down);
    expect((await fetch(`${url}/media/demo/files/x`)).status).toBe(502);
    down.close();
  });
});
