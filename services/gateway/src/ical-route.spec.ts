import express from 'express';
import { AddressInfo } from 'net';
import { createServer, Server } from 'http';
import { BlockReason } from '@tempo/contracts';
import { blockResponse } from './blocking';
import { icalRoute, isFeedPath, PublicGate } from './ical-route';

const listen = (s: Server) =>
  new Promise<string>((ok) =>
    s.listen(0, '127.0.0.1', () => ok(`http://127.0.0.1:${(s.address() as AddressInfo).port}`)),
  );

const TOKEN = Buffer.alloc(32, 5).toString('base64url');
const OTHER = Buffer.alloc(32, 6).toString('base64url');
const BROKEN = Buffer.alloc(32, 9).toString('base64url');
const FEED = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';

describe('the /ical route to the scheduling subgraph', () => {
  let target: Server;
  let gateway: Server;
  let base: string;
  const seen: { url?: string; cookie?: string; authorization?: string }[] = [];
  let refusal: ReturnType<typeof blockResponse> | null = null;
  const gate: PublicGate = () => Promise.resolve(refusal);

  beforeAll(async () => {
    target = createServer((req, res) => {
      seen.push({ url: req.url, cookie: req.headers.cookie, authorization: req.headers.authorization });
      if (req.url === `/ical/${BROKEN}.ics`) {
        res.statusCode = 500;
        res.end('stack trace');
        return;
      }
      if (req.url !== `/ical/${TOKEN}.ics`) {
        res.statusCode = 404;
        res.setHeader('content-type', 'text/plain');
        res.end('No calendar at this address');
        return;
      }
      res.setHeader('content-type', 'text/calendar; charset=utf-8');
      res.setHeader('content-disposition', 'inline; filename="calendar.ics"');
      res.setHeader('set-cookie', 'x=1');
      res.setHeader('cache-control', 'public, max-age=3600');
      res.end(FEED);
    });
    const origin = await listen(target);
    const app = express();
    app.get(
      '/ical/:file',
      icalRoute(origin, gate, () => undefined),
    );
    gateway = createServer(app);
    base = await listen(gateway);
  });

  afterAll(() => {
    target.close();
    gateway.close();
  });

  beforeEach(() => {
    seen.length = 0;
    refusal = null;
  });

  it('only /ical/<43 base64url characters>.ics is a feed path', () => {
    expect(isFeedPath(`/ical/${TOKEN}.ics`)).toBe(true);
    expect(isFeedPath(`/ical/${TOKEN}`)).toBe(false);
    expect(isFeedPath(`/ical/${TOKEN.slice(1)}.ics`)).toBe(false);
    expect(isFeedPath(`/ical/${TOKEN}.ics/x`)).toBe(false);
    expect(isFeedPath(`/media/${TOKEN}.ics`)).toBe(false);
  });

  it('passes the path alone and brings back the feed, private and never stored', async () => {
    const r = await fetch(`${base}/ical/${TOKEN}.ics?x=1`, {
      headers: { cookie: 'session=secret', authorization: 'Bearer secret' },
    });
    expect(r.status).toBe(200);
    expect(await r.text()).toBe(FEED);
    expect(seen).toEqual([{ url: `/ical/${TOKEN}.ics`, cookie: undefined, authorization: undefined }]);
    expect(r.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(r.headers.get('content-disposition')).toBe('inline; filename="calendar.ics"');
    expect(r.headers.get('cache-control')).toBe('private, no-store');
    expect(r.headers.get('set-cookie')).toBeNull();
  });

  it('a HEAD request gets the headers and no body', async () => {
    const r = await fetch(`${base}/ical/${TOKEN}.ics`, { method: 'HEAD' });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-length')).toBe(String(Buffer.byteLength(FEED)));
    expect(await r.text()).toBe('');
  });

  it("passes on the subgraph's 404 for an unknown or revoked token", async () => {
    const r = await fetch(`${base}/ical/${OTHER}.ics`);
    expect(r.status).toBe(404);
    expect(await r.text()).toBe('No calendar at this address');
    expect(r.headers.get('cache-control')).toBe('private, no-store');
  });

  it('answers 404 itself for a path that is not a feed, without asking the subgraph', async () => {
    for (const path of ['/ical/short.ics', `/ical/${TOKEN}.ical`, '/ical/..%2F..%2Fhealthz']) {
      const r = await fetch(`${base}${path}`);
      expect(r.status).toBe(404);
    }
    expect(seen).toEqual([]);
  });

  it('hides a subgraph failure behind 502, never passing on its body', async () => {
    const r = await fetch(`${base}/ical/${BROKEN}.ics`);
    expect(r.status).toBe(502);
    expect(await r.text()).toBe('Calendar feed unavailable');
  });

  it("a refused client (banned, or over the request limit) gets the firewall's answer, not the feed", async () => {
    refusal = blockResponse(BlockReason.THROTTLED);
    const r = await fetch(`${base}/ical/${TOKEN}.ics`);
    expect(r.status).toBe(403);
    expect(await r.text()).toBe('Calendar feed unavailable');
    expect(seen).toEqual([]);
  });
});
