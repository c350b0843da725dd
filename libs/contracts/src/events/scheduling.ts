import { topicName } from './envelope';

export const SchedulingTopics = {
  location: topicName('scheduling', 'location', 1),
  service: topicName('scheduling', 'service', 1),
  timeOff: topicName('scheduling', 'time-off', 1),
} as const;

/** What other subgraphs need of a location (identity: the setup card's locations step). */
export interface LocationEventData {
  locationId: string;
  name: string;
  locationType: string;
  timezone: string | null;
  changed?: string[];
}

/** What other subgraphs need of a service (identity: the setup card's services step; billing: names). */
export interface ServiceEventData {
  serviceId: string;
  name: string;
  planNames: string[];
  hidden: boolean;
  changed?: string[];
}

/** A time-off request changed state (messaging: the requester and the managers are told). */
export interface TimeOffEventData {
  requestId: string;
  requesterId: string;
  status: string;
  startAt: string;
  endAt: string;
  /** Events the approved time off overlaps (the calendar must reschedule or cancel them). */
  overlappingEventIds: string[];
}

/** Event types per topic, with their data shapes. */
export interface SchedulingEventMap {
  'location.created': LocationEventData;
  'location.updated': LocationEventData;
  'location.deleted': LocationEventData;
  'service.created': ServiceEventData;
  'service.updated': ServiceEventData;
  'service.deleted': ServiceEventData;
  'time_off.requested': TimeOffEventData;
  'time_off.updated': TimeOffEventData;
  'time_off.approved': TimeOffEventData;
  'time_off.rejected': TimeOffEventData;
  'time_off.cancelled': TimeOffEventData;
}
export type SchedulingEventType = keyof SchedulingEventMap;

export const SCHEDULING_EVENT_TOPIC: Record<SchedulingEventType, string> = {
  'location.created': SchedulingTopics.location,
  'location.updated': SchedulingTopics.location,
  'location.deleted': SchedulingTopics.location,
  'service.created': SchedulingTopics.service,
  'service.updated': SchedulingTopics.service,
  'service.deleted': SchedulingTopics.service,
  'time_off.requested': SchedulingTopics.timeOff,
  'time_off.updated': SchedulingTopics.timeOff,
  'time_off.approved': SchedulingTopics.timeOff,
  'time_off.rejected': SchedulingTopics.timeOff,
  'time_off.cancelled': SchedulingTopics.timeOff,
};
