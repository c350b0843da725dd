import { jwtVerify, SignJWT } from 'jose';
import type { ActorContext } from '@tempo/contracts';

const ISSUER = 'tempo-gateway';
const AUDIENCE = 'tempo-subgraph';
const SERVICE_AUDIENCE = 'tempo-internal';

const key = (secret: string) => new TextEncoder().encode(secret);

/** Signs the actor the gateway forwards to subgraphs (short-lived, HS256). */
export async function signActorToken(actor: ActorContext, secret: string, ttlSeconds = 60): Promise<string> {
  return new SignJWT({ actor })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(key(secret));
}

/** Verifies an actor token; throws when the signature, issuer, audience or expiry is wrong. */
export async function verifyActorToken(token: string, secret: string): Promise<ActorContext> {
  const { payload } = await jwtVerify(token, key(secret), {
    issuer: ISSUER,
    audience: AUDIENCE,
    algorithms: ['HS256'],
  });
  const actor = payload.actor as ActorContext | undefined;
  if (!actor || typeof actor.role !== 'string') throw new Error('actor token without actor');
  return actor;
}

/** Service-to-service token (e.g. the gateway asking identity for an account). */
export async function signServiceToken(service: string, secret: string, ttlSeconds = 60): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(service)
    .setAudience(SERVICE_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(key(secret));
}

export async function verifyServiceToken(token: string, secret: string): Promise<string> {
  const { payload } = await jwtVerify(token, key(secret), {
    audience: SERVICE_AUDIENCE,
    algorithms: ['HS256'],
  });
  if (!payload.sub) throw new Error('service token without subject');
  return payload.sub;
}
