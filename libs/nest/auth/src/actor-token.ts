import { type Clock, TokenKind, type ActorContext } from '@tempo/contracts';
import { secretKey, signToken, tokenSubject, verifyToken } from './token-kinds';

/** Signs the actor the gateway forwards to subgraphs (kind 'actor', short-lived, HS256). */
export function signActorToken(actor: ActorContext, secret: string, ttlSeconds = 60): Promise<string> {
  return signToken(TokenKind.ACTOR, { actor }, secretKey(secret), { ttlSeconds });
}

/** Verifies an actor token; throws when the signature, kind, issuer, audience or expiry is wrong. */
export async function verifyActorToken(token: string, secret: string): Promise<ActorContext> {
  return actorOf(await verifyToken(TokenKind.ACTOR, token, secretKey(secret)));
}

function actorOf(payload: Record<string, unknown>): ActorContext {
  const actor = payload.actor as ActorContext | undefined;
  if (!actor || typeof actor.role !== 'string') throw new Error('actor token without actor');
  return actor;
}

const deepFreeze = <T>(value: T): T => {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
};

/**
 * Verifies actor tokens and remembers each verified one until it expires. The gateway hands an actor's
 * requests the same token for half a minute (its ActorTokenCache), so a subgraph checks that signature
 * once instead of on every request (under 50 requests at once, each check costs the one event loop).
 * Only a token that passed is remembered, by its exact text; it is refused again once its exp has passed
 * on the clock given. The actor given out is frozen, as requests share it. Bounded: the oldest go first.
 */
export class ActorTokenVerifier {
  private readonly known = new Map<string, { actor: ActorContext; expMs: number }>();

  constructor(
    private readonly secret: string,
    private readonly clock: Clock,
    private readonly maxEntries = 10_000,
  ) {}

  async verify(token: string): Promise<ActorContext> {
    const now = this.clock.now();
    const hit = this.known.get(token);
    if (hit && hit.expMs > now.getTime()) return hit.actor;
    if (hit) this.known.delete(token);
    const payload = await verifyToken(TokenKind.ACTOR, token, secretKey(this.secret), { now });
    const actor = deepFreeze(actorOf(payload));
    if (this.known.size >= this.maxEntries) this.known.delete(this.known.keys().next().value!);
    this.known.set(token, { actor, expMs: (payload.exp ?? 0) * 1000 });
    return actor;
  }

  /** How many verified tokens are remembered. */
  get size(): number {
    return this.known.size;
  }
}

/** Service-to-service token (kind 'service'; e.g. the gateway asking identity for an account). */
export function signServiceToken(service: string, secret: string, ttlSeconds = 60): Promise<string> {
  return signToken(TokenKind.SERVICE, {}, secretKey(secret), { subject: service, ttlSeconds });
}

/** Verifies a service token; returns the calling service's name. */
export async function verifyServiceToken(token: string, secret: string): Promise<string> {
  return tokenSubject(await verifyToken(TokenKind.SERVICE, token, secretKey(secret)));
}
