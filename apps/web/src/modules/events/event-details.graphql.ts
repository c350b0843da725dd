import { graphql } from '../../gql';
import type { EventDetailsFragment } from '../../gql/graphql';

/**
 * An event as the daily screens show it (001 §3.5): times, place, service, people and their
 * statuses. Lists of events read it for up to the gateway's default list size, so it stays
 * lean enough for the query cost limit (slots' waitlists are read by the event page alone).
 */
export const EVENT_DETAILS = graphql(`
  fragment EventDetails on Event {
    id
    name
    displayName
    startAt
    endAt
    originalStartAt
    recurringId
    recurringOutlier
    rrule
    timezone
    locationId
    locationName
    roomId
    roomName
    isLocked
    serviceId
    serviceName
    sessionId
    session {
      id
      name
    }
    status
    note
    hasNote
    holdUntil
    calendarColor
    primaryStaffId
    planName
    paid
    version
    slots {
      id
      capacity
      status
    }
    clients {
      peopleId
      name
      paid
      enrollmentType
      planName
      status
      statusLabel
      cancellationConsequence
      cancellationCreditName
    }
    staff {
      peopleId
      name
    }
  }
`);

export type EventDetails = EventDetailsFragment;
