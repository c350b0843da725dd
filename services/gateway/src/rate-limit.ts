import type Redis from 'ioredis';
import type { LimitedAttempt } from './limited-attempts';

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

/** Replies of a pipeline or transaction, the first failed command's error thrown. */
function replies(results: Array<[Error | null, unknown]> | null): unknown[] {
  if (!results) throw new Error('redis: transaction discarded');
  return results.map(([err, value]) => {
    if (err) throw err;
    return value;
  });
}

/** The logins of a request's sign-in attempts for which `ip` is a known IP (one round trip). */
export async function knownLoginsFor(
  redis: Redis,
  attempts: readonly LimitedAttempt[],
  ip: string,
): Promise<Set<string>> {
  const logins = [...new Set(attempts.filter((a) => a.class === 'sign-in' && a.login).map((a) => a.login!))];
  if (!logins.length) return new Set();
  const asked = redis.pipeline();
  for (const login of logins) asked.sismember(knownIpsKey(login), ip);
  const answers = replies(await asked.exec());
  return new Set(logins.filter((_, i) => answers[i] === 1));
}

export interface RateVerdict {
  /** Over the general per-IP request limit (REQUEST_RATE_PER_IP). */
  requestLimited: boolean;
  /** The rules of rate-limited fields the request broke. */
  broken: RuleName[];
}

/**
 * Counts a request: the general per-IP request counter when that limit is
 * on, and every counter of its rate-limited fields (every one is
 * incremented, so one refused request still counts in full). The request
 * must be refused when it is over any. One round trip for the counters
 * (pipelined), after one for the known IPs when it signs in to a named login.
 */
export async function rateVerdict(
  redis: Redis,
  limits: RateLimits,
  requestLimit: Limit,
  ip: string,
  attempts: readonly LimitedAttempt[],
): Promise<RateVerdict> {
  const counters: CounterHit[] = attempts.length
    ? countersFor(attempts, ip, limits, await knownLoginsFor(redis, attempts, ip))
    : [];
  const general = requestLimit.max > 0;
  if (!general && !counters.length) return { requestLimited: false, broken: [] };
  const counting = redis.pipeline();
  if (general) counting.eval(HIT_SCRIPT, 1, requestKey(ip), 1, requestLimit.windowSeconds);
  for (const c of counters) counting.eval(HIT_SCRIPT, 1, c.key, c.amount, c.limit.windowSeconds);
  const counts = replies(await counting.exec()).map(Number);
  const requestLimited = general && counts.shift()! > requestLimit.max;
  const broken = new Set<RuleName>();
  counters.forEach((c, i) => {
    if (counts[i] > c.limit.max) broken.add(c.rule);
  });
  return { requestLimited, broken: [...broken] };
}

/** The rules of rate-limited fields a request broke, counting them (rateVerdict without the request limit). */
export async function throttledRules(
  redis: Redis,
  limits: RateLimits,
  ip: string,
  attempts: readonly LimitedAttempt[],
): Promise<RuleName[]> {
  return (await rateVerdict(redis, limits, { max: 0, windowSeconds: 1 }, ip, attempts)).broken;
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
  const done = await redis
    .multi()
    .del(loginIpKey(login, ip))
    .sadd(known, ip)
    .expire(known, limits.knownIpSeconds)
    .scard(known)
    .exec();
  if (Number(replies(done)[3]) > MAX_KNOWN_IPS) await redis.spop(known);
}
