import type Redis from 'ioredis';
import type { LimitedAttempt } from './operation';

/**
 * Fixed-window counters in Redis, shared by every gateway replica. A window
 * starts with the first hit on a key and lasts `windowSeconds`; the count is
 * incremented before the request runs, so refused attempts count too.
 *
 * Rules (README "Rate limits"), each with its own limit:
 * - signInPerIp: sign-in attempts (loginSimple, loginPasswordless, …) per client IP;
 * - signInPerLoginAndIp: attempts on one login from one IP; a successful
 *   sign-in of that login from that IP clears it;
 * - signInPerLogin: attempts on one login from every IP, not counted from an
 *   IP where that login signed in successfully before (a known IP), so an
 *   attack from elsewhere never locks the owner out at their usual place;
 * - mailPerIp / mailPerRecipient: mail-sending fields per client IP and per recipient;
 * - nameCheckPerIp: business-name probes per client IP.
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

const cut = (v: string) => v.slice(0, 256);

export const ipKey = (ip: string): string => `rl:ip:${ip}`;
export const loginKey = (login: string): string => `rl:login:${cut(login)}`;
export const loginIpKey = (login: string, ip: string): string => `rl:login-ip:${cut(login)}|${ip}`;
export const knownIpsKey = (login: string): string => `rl:known:${cut(login)}`;
export const mailIpKey = (ip: string): string => `rl:mail-ip:${ip}`;
export const recipientKey = (recipient: string): string => `rl:mail-to:${cut(recipient)}`;
export const nameCheckKey = (ip: string): string => `rl:name-ip:${ip}`;
export const requestKey = (ip: string): string => `rl:req:${ip}`;

export type RuleName =
  | 'signInPerIp'
  | 'signInPerLoginAndIp'
  | 'signInPerLogin'
  | 'mailPerIp'
  | 'mailPerRecipient'
  | 'nameCheckPerIp';

export type RateLimits = Record<RuleName, Limit> & {
  /** How long an IP stays known for a login after a successful sign-in from it. */
  knownIpSeconds: number;
};

/** One counter to increment for a request. */
export interface CounterHit {
  rule: RuleName;
  key: string;
  amount: number;
  limit: Limit;
}

/**
 * The counters a request's rate-limited fields increment (pure): one per
 * rule and key, with the number of occurrences. `knownLogins` are the logins
 * this IP signed in to before (exempt from signInPerLogin).
 */
export function countersFor(
  attempts: readonly LimitedAttempt[],
  ip: string,
  limits: RateLimits,
  knownLogins: ReadonlySet<string> = new Set(),
): CounterHit[] {
  const counters = new Map<string, CounterHit>();
  const add = (rule: RuleName, key: string) => {
    const c = counters.get(key);
    if (c) c.amount += 1;
    else counters.set(key, { rule, key, amount: 1, limit: limits[rule] });
  };
  for (const a of attempts) {
    if (a.class === 'sign-in') {
      add('signInPerIp', ipKey(ip));
      if (a.login) {
        add('signInPerLoginAndIp', loginIpKey(a.login, ip));
        if (!knownLogins.has(a.login)) add('signInPerLogin', loginKey(a.login));
      }
    } else if (a.class === 'mail') {
      add('mailPerIp', mailIpKey(ip));
      if (a.recipient) add('mailPerRecipient', recipientKey(a.recipient));
    } else {
      add('nameCheckPerIp', nameCheckKey(ip));
    }
  }
  return [...counters.values()];
}

/** The logins of a request's sign-in attempts for which `ip` is a known IP. */
export async function knownLoginsFor(
  redis: Redis,
  attempts: readonly LimitedAttempt[],
  ip: string,
): Promise<Set<string>> {
  const logins = [...new Set(attempts.filter((a) => a.class === 'sign-in' && a.login).map((a) => a.login!))];
  const known = new Set<string>();
  for (const login of logins) if ((await redis.sismember(knownIpsKey(login), ip)) === 1) known.add(login);
  return known;
}

/**
 * Counts a request's rate-limited fields (every counter is incremented, so
 * one refused request still counts in full) and returns the rules it broke;
 * the request must be refused when there is any.
 */
export async function throttledRules(
  redis: Redis,
  limits: RateLimits,
  ip: string,
  attempts: readonly LimitedAttempt[],
): Promise<RuleName[]> {
  if (attempts.length === 0) return [];
  const known = await knownLoginsFor(redis, attempts, ip);
  const broken = new Set<RuleName>();
  for (const c of countersFor(attempts, ip, limits, known)) {
    if ((await hit(redis, c.key, c.amount, c.limit.windowSeconds)) > c.limit.max) broken.add(c.rule);
  }
  return [...broken];
}

/** At most this many known IPs are kept per login (a random one is dropped past it). */
export const MAX_KNOWN_IPS = 20;

/**
 * A successful sign-in of `login` from `ip`: that pair's failed attempts are
 * forgiven and the IP becomes known for the login. The login's own counter
 * (every IP) is left alone: it only ends with its window.
 */
export async function signedIn(redis: Redis, limits: RateLimits, login: string, ip: string): Promise<void> {
  const known = knownIpsKey(login);
  await redis.multi().del(loginIpKey(login, ip)).sadd(known, ip).expire(known, limits.knownIpSeconds).exec();
  if ((await redis.scard(known)) > MAX_KNOWN_IPS) await redis.spop(known);
}

/** The optional general per-IP request limit (max 0 = off). */
export async function requestThrottled(redis: Redis, limit: Limit, ip: string): Promise<boolean> {
  if (limit.max <= 0) return false;
  return (await hit(redis, requestKey(ip), 1, limit.windowSeconds)) > limit.max;
}
