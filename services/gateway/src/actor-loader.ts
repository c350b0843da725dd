import type Redis from 'ioredis';
import {
  ActorContext,
  INTERNAL_ACTOR_PATH,
  INTERNAL_USER_PATH,
  InternalActorResponse,
  InternalUser,
  normalizeEmail,
  SERVICE_AUTH_SCHEME,
  VISITOR,
} from '@tempo/contracts';
import { signServiceToken } from '@tempo/auth';
import type { LocalCache } from './local-cache';

/**
 * Loads who is acting from identity's internal API and turns it into the
 * ActorContext forwarded to the subgraphs. Answers are cached in Redis and
 * dropped by the cache-invalidation consumer on identity's events; an
 * optional in-process layer (local-cache.ts, a few seconds) spares the Redis
 * round trip on most requests.
 */

/** Identity's answer; `user` and `account` are null when asked about a business only (no userId). */
export type ActorResponse = InternalActorResponse;

export const ACTOR_CACHE_TTL_SECONDS = 300;
/** Service tokens live 60 s; reuse one for 50 s so it never expires in flight. */
const SERVICE_TOKEN_REUSE_MS = 50_000;

export const actorCacheKey = (business: string | null, userId: string): string =>
  `actor:${business ?? '-'}:${userId}`;
export const businessCacheKey = (business: string): string => `business:${business}`;

/** Identity could not be reached or answered with an error: the request cannot be authorised now. */
export class IdentityUnavailableError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'IdentityUnavailableError';
  }
}

export interface ActorLoaderOptions {
  identityBase: string;
  serviceTokenSecret: string;
  redis: Redis;
  fetch?: typeof fetch;
  /** Timeout of one call to identity. */
  timeoutMs?: number;
  /** In-process layer over the Redis cache, same keys; cleared with it by cache-invalidation.ts. */
  local?: LocalCache<ActorResponse>;
  /** Told of each cached lookup: a hit (this process or Redis had it) or a miss (identity is asked). */
  onLookup?: (result: 'hit' | 'miss') => void;
}

export interface RequestFacts {
  business: string | null;
  ip: string | null;
  requestId: string | null;
}

export class ActorLoader {
  private serviceToken: { value: string; until: number } | null = null;
  private readonly fetchFn: typeof fetch;

  constructor(private readonly opts: ActorLoaderOptions) {
    this.fetchFn = opts.fetch ?? fetch;
  }

  /** The actor of a request without a user: a visitor, with the business status when there is a business. */
  async visitor(facts: RequestFacts): Promise<ActorContext> {
    const response = facts.business ? await this.businessOnly(facts.business) : null;
    return buildActorContext(facts, response, null);
  }

  /** The actor of a signed-in user; null when identity does not know the user. */
  async user(userId: string, facts: RequestFacts): Promise<ActorContext | null> {
    const response = await this.actor(userId, facts.business);
    return response?.user ? buildActorContext(facts, response, null) : null;
  }

  /** Identity's answer for a user in a business (cached). Null when the user does not exist. */
  async actor(userId: string, business: string | null): Promise<ActorResponse | null> {
    const key = actorCacheKey(business, userId);
    return this.cached(key, () => this.getJson<ActorResponse>(INTERNAL_ACTOR_PATH, { userId, business }));
  }

  /** Identity's answer for a business alone (user and account null), for visitors' business status. */
  async businessOnly(business: string): Promise<ActorResponse | null> {
    return this.cached(businessCacheKey(business), () =>
      this.getJson<ActorResponse>(INTERNAL_ACTOR_PATH, { business }),
    );
  }

  /** A user by e-mail (sudo-as by e-mail); not cached, impersonation is rare. */
  async userByEmail(email: string): Promise<InternalUser | null> {
    return this.getJson<InternalUser>(INTERNAL_USER_PATH, { email: normalizeEmail(email) });
  }

  private async cached(
    key: string,
    load: () => Promise<ActorResponse | null>,
  ): Promise<ActorResponse | null> {
    const local = this.opts.local?.get(key);
    if (local) {
      this.opts.onLookup?.('hit');
      return local;
    }
    const hit = await this.opts.redis.get(key);
    if (hit) {
      this.opts.onLookup?.('hit');
      const value = JSON.parse(hit) as ActorResponse;
      this.opts.local?.set(key, value);
      return value;
    }
    this.opts.onLookup?.('miss');
    const value = await load();
    // A miss (404) is not cached: a user created a second later must be found.
    if (value) {
      await this.opts.redis.set(key, JSON.stringify(value), 'EX', ACTOR_CACHE_TTL_SECONDS);
      this.opts.local?.set(key, value);
    }
    return value;
  }

  private async token(): Promise<string> {
    const now = Date.now();
    if (!this.serviceToken || this.serviceToken.until <= now) {
      this.serviceToken = {
        value: await signServiceToken('gateway', this.opts.serviceTokenSecret),
        until: now + SERVICE_TOKEN_REUSE_MS,
      };
    }
    return this.serviceToken.value;
  }

  private async getJson<T>(path: string, query: Record<string, string | null>): Promise<T | null> {
    const url = new URL(path, this.opts.identityBase);
    for (const [k, v] of Object.entries(query)) if (v) url.searchParams.set(k, v);
    let res: Response;
    try {
      res = await this.fetchFn(url, {
        headers: {
          authorization: `${SERVICE_AUTH_SCHEME} ${await this.token()}`,
          accept: 'application/json',
        },
        signal: AbortSignal.timeout(this.opts.timeoutMs ?? 5000),
      });
    } catch (e) {
      throw new IdentityUnavailableError(`identity ${path} unreachable`, e);
    }
    if (res.status === 404) return null;
    if (!res.ok) throw new IdentityUnavailableError(`identity ${path} answered ${res.status}`);
    return (await res.json()) as T;
  }
}

/**
 * The ActorContext from identity's answer (spec 000 §6 role derivation): no
 * user → visitor; a superuser → 'superuser'; an account with a staffRole →
 * that role; an account without one → 'client'. Roles are per business: a
 * signed-in user without an account in this business (or on a host without
 * a business) is a 'visitor' here, still known by id and e-mail so that
 * booking pages can offer to join. While impersonating, `response` is the
 * target's, so the target's role applies and `impersonator` names the
 * superuser.
 */
export function buildActorContext(
  facts: RequestFacts,
  response: ActorResponse | null,
  impersonator: ActorContext['impersonator'],
): ActorContext {
  const businessStatus = response?.business?.status ?? null;
  const businessContact = response?.business?.emailFrom ?? response?.business?.contactEmail ?? null;
  const base = {
    business: facts.business,
    businessStatus,
    businessContact,
    ip: facts.ip,
    requestId: facts.requestId,
  };
  const user = response?.user;
  if (!user) return { ...VISITOR, ...base };
  const account = response.account;
  const role = user.isSuperuser ? 'superuser' : account ? (account.staffRole ?? 'client') : 'visitor';
  return {
    ...base,
    userId: user.id,
    email: user.email,
    accountId: account?.id ?? null,
    role,
    staffRole: account?.staffRole ?? null,
    overrides: account?.permissions ?? [],
    impersonator,
  };
}
