import { IDENTITY_EVENT_TOPIC, IdentityEventMap } from '@tempo/contracts';
import { outboxEmitter } from '@tempo/subgraph';

/** Records an identity event in the outbox, in the caller's transaction. */
export const emit = outboxEmitter<IdentityEventMap>(IDENTITY_EVENT_TOPIC);
