import { ACTOR_HEADER, ActorContext } from '@tempo/contracts';
import { ActorTokenVerifier } from './actor-token';

export interface RequestContext {
  actor: ActorContext;
  req: unknown;
}

interface HeaderRequest {
  headers: Record<string, string | string[] | undefined>;
}

/** Thrown when a request reaches a subgraph without a valid gateway signature. */
export class UnsignedRequestError extends Error {}

/**
 * Builds the GraphQL context of a subgraph request from the gateway's signed
 * actor header. Unsigned or badly signed requests are refused outright.
 */
export async function contextFromRequest(
  req: HeaderRequest,
  verifier: ActorTokenVerifier,
): Promise<RequestContext> {
  const raw = req.headers[ACTOR_HEADER];
  const token = Array.isArray(raw) ? raw[0] : raw;
  if (!token) throw new UnsignedRequestError('missing actor token');
  try {
    return { actor: await verifier.verify(token), req };
  } catch {
    throw new UnsignedRequestError('invalid actor token');
  }
}
