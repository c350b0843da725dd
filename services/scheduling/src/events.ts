import { SCHEDULING_EVENT_TOPIC, SchedulingEventMap } from '@tempo/contracts';
import { outboxEmitter } from '@tempo/subgraph';

/** Records a scheduling event in the outbox, in the caller's transaction. */
export const emit = outboxEmitter<SchedulingEventMap>(SCHEDULING_EVENT_TOPIC);
