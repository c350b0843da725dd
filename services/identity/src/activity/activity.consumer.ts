import { EntityManager } from 'typeorm';
import { AccountEventData, BusinessEventData, EventEnvelope, IdentityTopics } from '@tempo/contracts';
import { newId } from '@tempo/db';
import type { ConsumerDefinition } from '@tempo/events';
import { ActivityEntity } from './activity.entity';

/**
 * Turns identity events into Activity entries (the audit feed). Applied once
 * per event by the consumer; the unique event id keeps a second feed consumer
 * (e.g. a rebuild under another group) from duplicating entries.
 */
export async function recordActivity(event: EventEnvelope, em: EntityManager): Promise<void> {
  const isBusiness = event.type.startsWith('business.');
  const data = event.data as Partial<BusinessEventData & AccountEventData & { fromStatus: string }>;
  await em
    .createQueryBuilder()
    .insert()
    .into(ActivityEntity)
    .orIgnore()
    .values({
      id: newId(),
      business: event.business,
      eventId: event.id,
      objectType: isBusiness ? 'Business' : 'Account',
      objectId: (isBusiness ? data.name : data.accountId) ?? event.business,
      trigger: event.type.replace('.', '_').toUpperCase(),
      subjectId: event.actor?.userId ?? null,
      note: data.changed?.length ? `changed: ${data.changed.join(', ')}` : null,
      fromStatus: data.fromStatus ?? null,
      toStatus: event.type === 'business.status_changed' ? (data.status ?? null) : null,
    })
    .execute();
}

export const activityConsumer: ConsumerDefinition = {
  name: 'activity-feed',
  topics: [IdentityTopics.business, IdentityTopics.account],
  handle: recordActivity,
};
