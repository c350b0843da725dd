import { EntityManager } from 'typeorm';
import { ActorContext, IDENTITY_EVENT_TOPIC, IdentityEventMap, IdentityEventType } from '@tempo/contracts';
import { addToOutbox } from '@tempo/events';

/** Records an identity event in the outbox, in the caller's transaction. */
export function emit<T extends IdentityEventType>(
  em: EntityManager,
  actor: Pick<ActorContext, 'userId' | 'email' | 'impersonator'> | null,
  business: string,
  type: T,
  data: IdentityEventMap[T],
) {
  return addToOutbox(em, {
    topic: IDENTITY_EVENT_TOPIC[type],
    type,
    business,
    actor: actor
      ? { userId: actor.userId, email: actor.email, impersonatorId: actor.impersonator?.userId ?? null }
      : null,
    data,
  });
}
