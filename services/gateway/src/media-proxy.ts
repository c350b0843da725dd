import { Readable } from 'stream';
import type { ReadableStream as WebReadableStream } from 'stream/web';
import type { Request, Response } from 'express';

/** The request headers a media request carries on, and the response headers it brings back. */
const REQUEST_HEADERS = ['content-type', 'content-length'];
const RESPONSE_HEADERS = ['content-type', 'content-length', 'cache-control', 'content-disposition'];
export const MEDIA_METHODS = new Set(['GET', 'HEAD', 'PUT']);

/**
 * /media/* to the people subgraph (profile photos, files and their uploads),
 * streamed both ways. Nothing here authorises: uploads carry a signed grant
 * from GraphQL, files a signed expiring link, photos are public by their
 * unguessable keys.
 */
export function mediaProxy(targetOrigin: string, log: (msg: string, err?: unknown) => void) {
  return async (req: Request, res: Response): Promise<void> => {
    if (!MEDIA_METHODS.has(req.method)) {
      res.status(405).end();
      return;
    }
    const headers: Record<string, string> = {};
    for (const h of REQUEST_HEADERS) {
      const v = req.headers[h];
      if (typeof v === 'string') headers[h] = v;
    }
    try {
      const upstream = await fetch(new URL(req.originalUrl, targetOrigin), {
        method: req.method,
        headers,
        body: req.method === 'PUT' ? (Readable.toWeb(req) as unknown as RequestInit['body']) : undefined,
        duplex: 'half',
        redirect: 'manual',
      } as RequestInit & { duplex: 'half' });
      res.status(upstream.status);
      for (const h of RESPONSE_HEADERS) {
        const v = upstream.headers.get(h);
        if (v) res.setHeader(h, v);
      }
      if (!upstream.body || req.method === 'HEAD') {
        res.end();
        return;
      }
      Readable.fromWeb(upstream.body as unknown as WebReadableStream).pipe(res);
    } catch (e) {
      log('media request failed', e);
      if (!res.headersSent) res.status(502).end();
    }
  };
}
