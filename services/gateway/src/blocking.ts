import { isIP } from 'node:net';
import type Redis from 'ioredis';
import { BLOCK_HEADER, BLOCK_TEXT, BlockReason, ErrorCode } from '@tempo/contracts';
import type { LocalCache } from './local-cache';

/**
 * The firewall (spec 003 §8): banned addresses, blocked countries and
 * throttling answer HTTP 403 with the block header, which the SPA turns
 * into its 'api-blocked' / 'api-throttled' messages.
 */

/** Redis set of banned client addresses, maintained by operators or abuse tooling. */
export const IP_BAN_SET = 'gateway:ipban';

export interface ClientRequest {
  ip?: string;
  socket?: { remoteAddress?: string };
  headers: Record<string, string | string[] | undefined>;
}

/** '::ffff:1.2.3.4' → '1.2.3.4', so IPv4 clients match IPv4 entries. */
export function normaliseIp(ip: string | undefined | null): string | null {
  if (!ip) return null;
  const v = ip.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(v);
  const out = mapped ? mapped[1] : v;
  return isIP(out) ? out : null;
}

const first = (h: string | string[] | undefined): string | undefined => (Array.isArray(h) ? h[0] : h);

/**
 * The client address: the socket's, or behind a trusted proxy the first
 * X-Forwarded-For entry (the proxy must overwrite, not append to, what the
 * client sent; otherwise the last proxy-added entry is the one to trust).
 */
export function clientIp(req: ClientRequest, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = normaliseIp(first(req.headers['x-forwarded-for'])?.split(',')[0]);
    if (forwarded) return forwarded;
  }
  return normaliseIp(req.socket?.remoteAddress ?? req.ip) ?? 'unknown';
}

export interface BlockRules {
  blockedIps: ReadonlySet<string>;
  /** Upper-case ISO codes. */
  blockedCountries: ReadonlySet<string>;
  countryHeader: string;
}

export function blockRules(cfg: {
  BLOCKED_IPS: string[];
  BLOCKED_COUNTRIES: string[];
  COUNTRY_HEADER: string;
}): BlockRules {
  return {
    blockedIps: new Set(cfg.BLOCKED_IPS.map((ip) => normaliseIp(ip) ?? ip)),
    blockedCountries: new Set(cfg.BLOCKED_COUNTRIES.map((c) => c.toUpperCase())),
    countryHeader: cfg.COUNTRY_HEADER.toLowerCase(),
  };
}

/** Whether an address is in the ban set. */
export type BanCheck = (ip: string) => Promise<boolean>;

/** Asks Redis on every call. */
export const redisBanCheck =
  (redis: Redis): BanCheck =>
  async (ip) =>
    (await redis.sismember(IP_BAN_SET, ip)) === 1;

/**
 * Asks Redis once per address and `cache` TTL: a ban (or its lifting) takes
 * effect in every replica within that time.
 */
export function cachedBanCheck(redis: Redis, cache: LocalCache<boolean>): BanCheck {
  const ask = redisBanCheck(redis);
  return async (ip) => {
    const known = cache.get(ip);
    if (known !== undefined) return known;
    const banned = await ask(ip);
    cache.set(ip, banned);
    return banned;
  };
}

/** The reason to refuse a client before anything else runs, or null. */
export async function blockReason(
  redis: Redis,
  rules: BlockRules,
  ip: string,
  req: ClientRequest,
  isBanned: BanCheck = redisBanCheck(redis),
): Promise<BlockReason | null> {
  if (rules.blockedIps.has(ip)) return BlockReason.IP_BAN;
  const country = first(req.headers[rules.countryHeader])?.trim().toUpperCase();
  if (country && rules.blockedCountries.has(country)) return BlockReason.COUNTRY_BLOCKED;
  if (await isBanned(ip)) return BlockReason.IP_BAN;
  return null;
}

export interface JsonAnswer {
  status: number;
  headers: Record<string, string>;
  body: { errors: Array<{ message: string; extensions: Record<string, unknown> }> };
}

/** The 403 answer for a block reason. */
export function blockResponse(reason: BlockReason): JsonAnswer {
  return {
    status: 403,
    headers: { [BLOCK_HEADER]: reason },
    body: {
      errors: [
        { message: BLOCK_TEXT[reason], extensions: { code: ErrorCode.FORBIDDEN, blockReason: reason } },
      ],
    },
  };
}

/** A GraphQL-shaped error answer for failures before execution (401, 403, 503). */
export function errorResponse(status: number, code: string, message: string): JsonAnswer {
  return { status, headers: {}, body: { errors: [{ message, extensions: { code } }] } };
}
