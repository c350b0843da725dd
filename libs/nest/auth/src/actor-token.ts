import { TokenKind, type ActorContext } from '@tempo/contracts';
import { secretKey, signToken, tokenSubject, verifyToken } from './token-kinds';

/** Signs the actor the gateway forwards to subgraphs (kind 'actor', short-lived, HS256). */
export function signActorToken(actor: ActorContext, secret: string, ttlSeconds = 60): Promise<string> {
  return signToken(TokenKind.ACTOR, { actor }, secretKey(secret), { ttlSeconds });
}

/** Verifies an actor token; throws when the signature, kind, issuer, audience or expiry is wrong. */
export async function verifyActorToken(token: string, secret: string): Promise<ActorContext> {
  const payload = await verifyToken(TokenKind.ACTOR, token, secretKey(secret));
  const actor = payload.actor as ActorContext | undefined;
  if (!actor || typeof actor.role !== 'string') throw new Error('actor token without actor');
  return actor;
}

/** Service-to-service token (kind 'service'; e.g. the gateway asking identity for an account). */
export function signServiceToken(service: string, secret: string, ttlSeconds = 60): Promise<string> {
  return signToken(TokenKind.SERVICE, {}, secretKey(secret), { subject: service, ttlSeconds });
}

/** Verifies a service token; returns the calling service's name. */
export async function verifyServiceToken(token: string, secret: string): Promise<string> {
  return tokenSubject(await verifyToken(TokenKind.SERVICE, token, secretKey(secret)));
}
