import { topicName } from './envelope';

export const IdentityTopics = {
  business: topicName('identity', 'business', 1),
  account: topicName('identity', 'account', 1),
} as const;

export interface BusinessEventData {
  name: string;
  fullName: string;
  status: string;
  timezone: string;
  country: string;
  /** The business's time-off settings (000 §3.1), for scheduling's time-off requests. */
  timeOffPolicyEnabled?: boolean;
  timeOffCategories?: string[];
  /** Whether calendar feeds name the students of an event (000 §3.1), for scheduling's feeds. */
  includeStudentsNameInIcal?: boolean;
  /** Field names changed by an update. */
  changed?: string[];
}

export interface AccountEventData {
  accountId: string;
  userId: string;
  email: string;
  staffRole: string | null;
  /** The account's names, when identity knows them (the people subgraph names a person it creates from them). */
  firstName?: string | null;
  lastName?: string | null;
  changed?: string[];
}

/** Event types per topic, with their data shapes. */
export interface IdentityEventMap {
  'business.created': BusinessEventData;
  'business.updated': BusinessEventData;
  'business.status_changed': BusinessEventData & { fromStatus: string };
  'account.created': AccountEventData;
  'account.updated': AccountEventData;
  'account.deleted': AccountEventData;
}
export type IdentityEventType = keyof IdentityEventMap;

export const IDENTITY_EVENT_TOPIC: Record<IdentityEventType, string> = {
  'business.created': IdentityTopics.business,
  'business.updated': IdentityTopics.business,
  'business.status_changed': IdentityTopics.business,
  'account.created': IdentityTopics.account,
  'account.updated': IdentityTopics.account,
  'account.deleted': IdentityTopics.account,
};
