import { EntityManager, In } from 'typeorm';
import { EventEnvelope, IdentityTopics, isBusinessNameFormat, isUuid, PeopleTopics } from '@tempo/contracts';
import type { ConsumerContext, ConsumerDefinition } from '@tempo/events';
import { BusinessSettingsEntity, ClientMemberEntity, StaffMemberEntity } from './directory.entity';
import { businessSettingsFrom, clientChangeFrom, staffChangeFrom } from './directory-rules';

const BUSINESS_TYPES = new Set(['business.created', 'business.updated', 'business.status_changed']);

/** Keeps scheduling's copy of the business (zone, time-off settings) from identity's business events. */
async function keepBusiness(event: EventEnvelope, em: EntityManager, { clock }: ConsumerContext) {
  if (!BUSINESS_TYPES.has(event.type) || !isBusinessNameFormat(event.business)) return;
  const row = businessSettingsFrom(event.business, (event.data ?? {}) as object, clock.now());
  await em.upsert(BusinessSettingsEntity, row, ['business']);
}

/**
 * Keeps scheduling's copy of the staff (names, role, deactivated, online id and secondary attribute) from
 * people's person events.
 */
async function keepStaff(event: EventEnvelope, em: EntityManager, { clock }: ConsumerContext) {
  if (!isBusinessNameFormat(event.business)) return;
  const change = staffChangeFrom(event.business, event.type, (event.data ?? {}) as object, clock.now());
  if (!change) return;
  if ('drop' in change) {
    const ids = change.drop.filter(isUuid);
    if (ids.length) await em.delete(StaffMemberEntity, { business: event.business, id: In(ids) });
    return;
  }
  if (isUuid(change.keep.id)) await em.upsert(StaffMemberEntity, change.keep, ['id']);
}

/** Keeps scheduling's copy of the clients (names, birth date, account managers) from people's person events. */
async function keepClient(event: EventEnvelope, em: EntityManager, { clock }: ConsumerContext) {
  if (!isBusinessNameFormat(event.business)) return;
  const change = clientChangeFrom(event.business, event.type, (event.data ?? {}) as object, clock.now());
  if (!change) return;
  const drop = change.drop.filter(isUuid);
  if (drop.length) await em.delete(ClientMemberEntity, { business: event.business, id: In(drop) });
  if (change.keep && isUuid(change.keep.id)) await em.upsert(ClientMemberEntity, change.keep, ['id']);
}

export const businessConsumer: ConsumerDefinition = {
  name: 'scheduling-business-settings',
  topics: [IdentityTopics.business],
  handle: keepBusiness,
};

export const staffConsumer: ConsumerDefinition = {
  name: 'scheduling-staff',
  topics: [PeopleTopics.person],
  handle: keepStaff,
};

export const clientConsumer: ConsumerDefinition = {
  name: 'scheduling-clients',
  topics: [PeopleTopics.person],
  handle: keepClient,
};
