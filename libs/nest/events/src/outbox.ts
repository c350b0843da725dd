import { EntityManager } from 'typeorm';
import type { EventActor, EventEnvelope } from '@tempo/contracts';
import { newId } from '@tempo/db';
import { OutboxEvent } from './entities';

export interface NewEvent<TType extends string, TData> {
  topic: string;
  type: TType;
  version?: number;
  business: string;
  actor: EventActor | null;
  data: TData;
}

/**
 * Records an event in the outbox inside the caller's transaction, so the
 * event exists if and only if the change it describes was committed.
 */
export async function addToOutbox<TType extends string, TData>(
  em: EntityManager,
  event: NewEvent<TType, TData>,
): Promise<EventEnvelope<TType, TData>> {
  const envelope: EventEnvelope<TType, TData> = {
    id: newId(),
    type: event.type,
    version: event.version ?? 1,
    business: event.business,
    occurredAt: new Date().toISOString(),
    actor: event.actor,
    data: event.data,
  };
  await em.insert(OutboxEvent, {
    id: envelope.id,
    business: envelope.business,
    topic: event.topic,
    type: envelope.type,
    version: envelope.version,
    envelope,
    occurredAt: new Date(envelope.occurredAt),
    publishedAt: null,
    attempts: 0,
  });
  return envelope;
}
