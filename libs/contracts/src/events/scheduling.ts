import { topicName } from './envelope';

export const SchedulingTopics = {
  location: topicName('scheduling', 'location', 1),
  service: topicName('scheduling', 'service', 1),
  timeOff: topicName('scheduling', 'time-off', 1),
  event: topicName('scheduling', 'event', 1),
  waitlist: topicName('scheduling', 'waitlist', 1),
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

/** A client of a calendar event as billing and messaging need them. */
export interface EventClientData {
  clientId: string;
  /** Who pays: the client's account manager, or the client. */
  payerId: string | null;
  planName: string | null;
  /** DROP_IN, DROP_IN_PRE_ENROLL, SUBSCRIPTION or FULL_SESSION. */
  enrollmentType: string | null;
  /** The participant status (NO_SHOW, COMPLETED, LESSON_MATE, CANCELED, LATE_CANCELED), null while booked. */
  status: string | null;
}

/** What a cancellation recorded (001 §3.3): billing turns the consequence into a credit. */
export interface CancellationOutcomeData {
  by: 'client' | 'staff';
  late: boolean;
  consequence: string | null;
  creditName: string | null;
  reason: string | null;
}

/**
 * A calendar event was booked, enrolled into, moved, cancelled or had its attendance taken (billing: invoices,
 * credits, countLocationClosures; messaging: confirmations and notices unless doNotNotify).
 */
export interface CalendarEventData {
  eventId: string;
  recurringId: string | null;
  serviceId: string | null;
  sessionId: string | null;
  locationId: string | null;
  roomId: string | null;
  primaryStaffId: string | null;
  staffIds: string[];
  name: string;
  /** ISO instants and the event's zone. */
  startAt: string;
  endAt: string;
  timezone: string;
  status: string;
  planName: string | null;
  clients: EventClientData[];
  /** For a move: where the event was. */
  previousStartAt?: string | null;
  previousEndAt?: string | null;
  /** For a cancellation: the clients it concerns and what it recorded. */
  cancellation?: (CancellationOutcomeData & { clientIds: string[] }) | null;
  doNotNotify: boolean;
}

/** A waitlisted client was offered a place with an exclusive hold, or an offer ended. */
export interface WaitlistOfferData {
  offerId: string;
  requestId: string | null;
  clientId: string;
  serviceId: string | null;
  sessionId: string | null;
  eventId: string | null;
  staffId: string | null;
  locationId: string | null;
  startAt: string;
  endAt: string;
  holdUntil: string | null;
  status: string;
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
  'event.booked': CalendarEventData;
  'event.updated': CalendarEventData;
  'event.moved': CalendarEventData;
  'event.cancelled': CalendarEventData;
  'event.participant_cancelled': CalendarEventData;
  'event.attendance_changed': CalendarEventData;
  'event.location_skipped': CalendarEventData;
  'event.enrolled': CalendarEventData;
  'event.transferred': CalendarEventData;
  'waitlist.offered': WaitlistOfferData;
  'waitlist.offer_taken': WaitlistOfferData;
  'waitlist.offer_expired': WaitlistOfferData;
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
  'event.booked': SchedulingTopics.event,
  'event.updated': SchedulingTopics.event,
  'event.moved': SchedulingTopics.event,
  'event.cancelled': SchedulingTopics.event,
  'event.participant_cancelled': SchedulingTopics.event,
  'event.attendance_changed': SchedulingTopics.event,
  'event.location_skipped': SchedulingTopics.event,
  'event.enrolled': SchedulingTopics.event,
  'event.transferred': SchedulingTopics.event,
  'waitlist.offered': SchedulingTopics.waitlist,
  'waitlist.offer_taken': SchedulingTopics.waitlist,
  'waitlist.offer_expired': SchedulingTopics.waitlist,
};
