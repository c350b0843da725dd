import type { ActorContext } from '@tempo/contracts';
import { signActorToken } from '@tempo/auth';
import { LocalCache } from './local-cache';

/**
 * The actor tokens the gateway forwards, signed once per actor and reused
 * for part of their life: a token lives ACTOR_TOKEN_TTL_SECONDS and is
 * handed out for the first ACTOR_TOKEN_REUSE_MS of it, so a subgraph always
 * gets one with at least the difference left. The same actor means the same
 * user, account, role, permissions, business status, address and
 * impersonator: any change is another actor and gets its own token. The
 * request id is not in the token (it travels as x-request-id), or no two
 * requests would share one.
 */

export const ACTOR_TOKEN_TTL_SECONDS = 60;
export const ACTOR_TOKEN_REUSE_MS = 30_000;

export interface ActorTokenCacheOptions {
  reuseMs?: number;
  maxEntries?: number;
  now?: () => number;
}

export class ActorTokenCache {
  private readonly tokens: LocalCache<Promise<string>>;

  constructor(
    private readonly secret: string,
    opts: ActorTokenCacheOptions = {},
  ) {
    this.tokens = new LocalCache({
      ttlMs: opts.reuseMs ?? ACTOR_TOKEN_REUSE_MS,
      maxEntries: opts.maxEntries ?? 10_000,
      now: opts.now,
    });
  }

  /** A token for `actor` (its requestId left out). */
  token(actor: ActorContext): Promise<string> {
    const signed: ActorContext = { ...actor, requestId: null };
    const key = JSON.stringify(signed);
    const cached = this.tokens.get(key);
    if (cached) return cached;
    const token = signActorToken(signed, this.secret, ACTOR_TOKEN_TTL_SECONDS);
    this.tokens.set(key, token);
    // A failed signature is not kept.
    token.catch(() => this.tokens.delete(key));
    return token;
  }
}
