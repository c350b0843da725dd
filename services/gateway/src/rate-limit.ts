import type Redis from 'ioredis';
import type { LoginAttempts } from './operation';

/**
 * Fixed-window counters in Redis, shared by every gateway replica. A window
 * starts with the first hit on a key and lasts `windowSeconds`; the count is
 * incremented before the request runs, so refused attempts count too.
 */

// INCRBY, then start the window if the key has none (one round trip, atomic).
const HIT_SCRIPT = `
local c = redis.call('INCRBY', KEYS[1], ARGV[1])
if redis.call('TTL', KEYS[1]) < 0 then redis.call('EXPIRE', KEYS[1], ARGV[2]) end
return c`;

export interface Limit {
  max: number;
  windowSeconds: number;
}

export async function hit(redis: Redis, key: string, amount: number, windowSeconds: number): Promise<number> {
  return Number(await redis.eval(HIT_SCRIPT, 1, key, amount, windowSeconds));
}

export const ipKey = (ip: string): string => `rl:ip:${ip}`;
export const loginKey = (login: string): string => `rl:login:${login.slice(0, 256)}`;
export const requestKey = (ip: string): string => `rl:req:${ip}`;

export interface LoginLimits {
  perIp: Limit;
  perLogin: Limit;
}

/**
 * Counts a request's login attempts per client IP (all login mutations) and
 * per targeted login; true when the request must be refused.
 */
export async function loginThrottled(
  redis: Redis,
  limits: LoginLimits,
  ip: string,
  attempts: LoginAttempts,
): Promise<boolean> {
  if (attempts.total === 0) return false;
  let throttled =
    (await hit(redis, ipKey(ip), attempts.total, limits.perIp.windowSeconds)) > limits.perIp.max;
  const perLogin = new Map<string, number>();
  for (const login of attempts.logins) perLogin.set(login, (perLogin.get(login) ?? 0) + 1);
  for (const [login, n] of perLogin) {
    if ((await hit(redis, loginKey(login), n, limits.perLogin.windowSeconds)) > limits.perLogin.max)
      throttled = true;
  }
  return throttled;
}

/** The optional general per-IP request limit (max 0 = off). */
export async function requestThrottled(redis: Redis, limit: Limit, ip: string): Promise<boolean> {
  if (limit.max <= 0) return false;
  return (await hit(redis, requestKey(ip), 1, limit.windowSeconds)) > limit.max;
}
