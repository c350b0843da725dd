import { graphql } from '../../gql';
import type { EventDetailsFragment } from '../../gql/graphql';

/** An event as the daily screens show it (001 §3.5): times, place, service, people and their statuses. */
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
    location {
      id
      name
      locationType
    }
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
      waitlist {
        peopleId
        name
      }
    }
    clients {
      peopleId
      name
      eventRole
      profilePhoto
      paid
      enrollmentType
      planName
      status
      statusLabel
      lateCancellation
      cancellationConsequence
      cancellationCreditName
    }
    staff {
      peopleId
      name
      eventRole
      profilePhoto
    }
  }
`);

export type EventDetails = EventDetailsFragment;
