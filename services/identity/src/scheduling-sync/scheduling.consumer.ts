import { Logger } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { EventEnvelope, SchedulingTopics } from '@tempo/contracts';
import type { ConsumerDefinition } from '@tempo/events';
import { BusinessEntity } from '../business/business.entity';
import { mergedProgress, progressOfSchedulingEvent } from './progress-flags';

const log = new Logger('SchedulingProgress');

/**
 * Applies a scheduling location or service event to its business's progress flags, in the
 * business's transaction (the consumer's, with the processed-event row that makes it happen
 * once). An event of an unknown business is logged and skipped.
 */
export async function applySchedulingEvent(event: EventEnvelope, em: EntityManager): Promise<void> {
  const set = progressOfSchedulingEvent(event.type);
  if (!set) return;
  const business = await em.findOne(BusinessEntity, { where: { name: event.business } });
  if (!business) {
    log.warn(`${event.type} ${event.id}: unknown business; ignored`);
    return;
  }
  const progress = mergedProgress(business.progress, set);
  if (progress) await em.update(BusinessEntity, { name: business.name }, { progress });
}

/** The setup card's locations and services steps follow scheduling's locations and services. */
export const schedulingProgressConsumer: ConsumerDefinition = {
  name: 'scheduling-progress',
  topics: [SchedulingTopics.location, SchedulingTopics.service],
  handle: applySchedulingEvent,
};
