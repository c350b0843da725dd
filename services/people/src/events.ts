import { PEOPLE_EVENT_TOPIC, PeopleEventMap, PersonEventData } from '@tempo/contracts';
import { outboxEmitter } from '@tempo/subgraph';
import type { PersonEntity } from './people/person.entity';

/** Records a people event in the outbox, in the caller's transaction. */
export const emit = outboxEmitter<PeopleEventMap>(PEOPLE_EVENT_TOPIC);

/** What a person event carries of a person. */
export const personEventData = (p: PersonEntity, changed?: string[]): PersonEventData => ({
  personId: p.id,
  email: p.email,
  firstName: p.firstName,
  lastName: p.lastName,
  staffRole: p.staffRole,
  staffFlags: p.staffFlags ?? {},
  deactivated: p.deactivated,
  profilePhoto: p.profilePhoto,
  ...(changed ? { changed } : {}),
});
