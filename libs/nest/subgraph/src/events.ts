import type { EntityManager } from 'typeorm';
import type { ActorContext, EventEnvelope } from '@tempo/contracts';
import { addToOutbox } from '@tempo/events';

/** The part of the actor an event records. */
export type EventActorSource = Pick<ActorContext, 'userId' | 'email' | 'impersonator'> | null;

/**
 * The `emit` of a subgraph: records one of its events (typed by `EventMap`:
 * event type -> data) in the outbox, in the caller's transaction, on the
 * topic `topics` gives for its type.
 */
export function outboxEmitter<EventMap extends object>(topics: { [T in keyof EventMap & string]: string }) {
  return <T extends keyof EventMap & string>(
    em: EntityManager,
    actor: EventActorSource,
    business: string,
    type: T,
    data: EventMap[T],
  ): Promise<EventEnvelope<T, EventMap[T]>> =>
    addToOutbox(em, {
      topic: topics[type],
      type,
      business,
      actor: actor
        ? { userId: actor.userId, email: actor.email, impersonatorId: actor.impersonator?.userId ?? null }
        : null,
      data,
    });
}
