import type { Request, Response } from 'express';
import type Redis from 'ioredis';
import { BlockReason } from '@tempo/contracts';
import { BanCheck, BlockRules, blockReason, blockResponse, clientIp, JsonAnswer } from './blocking';
import { countBlocked, GatewayMetrics, REQUEST_RULE } from './metrics';
import { Limit, RateLimits, rateVerdict } from './rate-limit';

/** A calendar feed's path: /ical/<43 characters of base64url>.ics (the scheduling subgraph's feed-token.ts). */
const FEED_PATH = /^\/ical\/[A-Za-z0-9_-]{43}\.ics$/;

/** The headers of every answer of the route: a feed is private to the holder of its URL and never kept. */
const NO_STORE = { 'cache-control': 'private, no-store' };
/** The upstream headers brought back besides these. */
const RESPONSE_HEADERS = ['content-type', 'content-disposition'];
/** How long the scheduling subgraph may take to write a feed. */
const UPSTREAM_TIMEOUT_MS = 15_000;

/** Whether a path is a calendar feed's. */
export const isFeedPath = (path: string): boolean => FEED_PATH.test(path);

/** What a public request must pass first: the firewall and the per-IP request limit; an answer refuses it. */
export type PublicGate = (req: Request) => Promise<JsonAnswer | null>;

/**
 * The gate of the public plain-HTTP routes, as /graphql has it: a banned address or blocked country, then
 * the general per-IP request limit (REQUEST_RATE_PER_IP, when on), each refused with the firewall's 403.
 */
export function publicGate(opts: {
  redis: Redis;
  blockRules: BlockRules;
  isBanned: BanCheck;
  rateLimits: RateLimits;
  requestLimit: Limit;
  trustProxy: boolean;
  metrics: GatewayMetrics;
}): PublicGate {
  return async (req) => {
    const ip = clientIp(req, opts.trustProxy);
    const blocked = await blockReason(opts.redis, opts.blockRules, ip, req, opts.isBanned);
    if (blocked) {
      countBlocked(opts.metrics, blocked);
      return blockResponse(blocked);
    }
    const { requestLimited } = await rateVerdict(opts.redis, opts.rateLimits, opts.requestLimit, ip, []);
    if (!requestLimited) return null;
    countBlocked(opts.metrics, BlockReason.THROTTLED, [REQUEST_RULE]);
    return blockResponse(BlockReason.THROTTLED);
  };
}

/**
 * GET (or HEAD) /ical/<token>.ics on any host, to the scheduling subgraph, which looks the token up and
 * writes the feed. Nothing of the request but its path is passed on (no cookie, no authorization, no
 * query); only the feed's type and disposition come back, always with Cache-Control: private, no-store.
 * A path that is not a feed's is 404 here; the subgraph's own 404 (unknown or revoked token) is passed on.
 */
export function icalRoute(targetOrigin: string, gate: PublicGate, log: (msg: string, err?: unknown) => void) {
  return async (req: Request, res: Response): Promise<void> => {
    res.set(NO_STORE);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).set('allow', 'GET, HEAD').end();
      return;
    }
    const refused = await gate(req).catch((e: unknown) => {
      log('calendar feed gate failed', e);
      return { status: 503, headers: {}, body: { errors: [] } } satisfies JsonAnswer;
    });
    if (refused) {
      res.status(refused.status).set(refused.headers).type('text/plain').send('Calendar feed unavailable');
      return;
    }
    if (!isFeedPath(req.path)) {
      res.status(404).type('text/plain').send('No calendar at this address');
      return;
    }
    try {
      const upstream = await fetch(new URL(req.path, targetOrigin), {
        method: 'GET',
        redirect: 'manual',
        signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
      });
      const body = Buffer.from(await upstream.arrayBuffer());
      if (upstream.status !== 200 && upstream.status !== 404) {
        log(`calendar feed answered ${upstream.status}`);
        res.status(502).type('text/plain').send('Calendar feed unavailable');
        return;
      }
      res.status(upstream.status);
      for (const h of RESPONSE_HEADERS) {
        const v = upstream.headers.get(h);
        if (v) res.setHeader(h, v);
      }
      res.set(NO_STORE);
      if (req.method === 'HEAD') res.setHeader('content-length', body.length).end();
      else res.send(body);
    } catch (e) {
      log('calendar feed request failed', e);
      if (!res.headersSent) res.status(502).type('text/plain').send('Calendar feed unavailable');
    }
  };
}
