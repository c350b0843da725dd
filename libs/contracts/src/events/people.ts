import { topicName } from './envelope';

export const PeopleTopics = {
  person: topicName('people', 'person', 1),
} as const;

/** The staff permission flags of a person (001 §6), as people stores them. */
export type StaffFlags = Partial<Record<string, boolean>>;

/**
 * What other subgraphs need of a person. Identity keeps the account of the
 * same id in step with it (sign-in e-mail, role, flags as permission overrides).
 */
export interface PersonEventData {
  personId: string;
  email: string | null;
  firstName: string;
  lastName: string;
  /** owner, manager, staff, limited_staff or a custom role; null for clients. */
  staffRole: string | null;
  staffFlags: StaffFlags;
  deactivated: boolean;
  profilePhoto: string | null;
  /** 'YYYY-MM-DD' (age checks, 001 §5.3); absent from older events. */
  birthDate?: string | null;
  /** The people who manage this person as their dependent (family relation 'dependent'); absent from older events. */
  accountManagerIds?: string[];
  /** A staff member's online id (events show it with their staff); absent from older events. */
  staffOnlineId?: string | null;
  /** A staff member's secondary attribute, lowercased (an instrument, say); absent from older events. */
  staffSecondaryAttribute?: string | null;
  /** Field names changed by an update. */
  changed?: string[];
  /**
   * The person was made from an identity account (its id and data are the account's): identity
   * only links the account to it and changes nothing, so an older echo never undoes a newer change.
   */
  fromAccount?: boolean;
}

/** A merge kept `keptId` and deleted `deletedId`: references to the deleted id now point to the kept one. */
export interface PersonMergedData {
  keptId: string;
  deletedId: string;
  kept: PersonEventData;
}

export interface PeopleEventMap {
  'person.created': PersonEventData;
  'person.updated': PersonEventData;
  'person.deleted': PersonEventData;
  'person.merged': PersonMergedData;
}
export type PeopleEventType = keyof PeopleEventMap;

export const PEOPLE_EVENT_TOPIC: Record<PeopleEventType, string> = {
  'person.created': PeopleTopics.person,
  'person.updated': PeopleTopics.person,
  'person.deleted': PeopleTopics.person,
  'person.merged': PeopleTopics.person,
};
