import { graphql } from '../../gql';

/** A client's attendance on an event: NO_SHOW, COMPLETED, LESSON_MATE, or null to clear it. */
export const SET_ATTENDANCE = graphql(`
  mutation SetAttendance($business: ID!, $eventId: ID!, $clientId: ID!, $status: String) {
    setAttendance(business: $business, eventId: $eventId, clientId: $clientId, status: $status) {
      status
      error
      events {
        ...EventDetails
      }
    }
  }
`);

/** Staff cancellation of an event, or of this and following / all events of its series. */
export const CANCEL_EVENT = graphql(`
  mutation CancelEvent($business: ID!, $id: ID!, $scope: String, $reason: String, $doNotNotify: Boolean) {
    cancelEvent(business: $business, id: $id, scope: $scope, reason: $reason, doNotNotify: $doNotNotify) {
      status
      error
      warnings
      events {
        ...EventDetails
      }
    }
  }
`);

/** One client's cancellation, on time or late per the service's policy. */
export const CANCEL_PARTICIPATION = graphql(`
  mutation CancelParticipation(
    $business: ID!
    $eventId: ID!
    $clientId: ID!
    $reason: String
    $doNotNotify: Boolean
  ) {
    cancelParticipation(
      business: $business
      eventId: $eventId
      clientId: $clientId
      reason: $reason
      doNotNotify: $doNotNotify
    ) {
      status
      error
      warnings
      events {
        ...EventDetails
      }
    }
  }
`);

/** A new rule for a series from a date on; a dry run only lists the occurrences that collide. */
export const CHANGE_RECURRING_SCHEDULE = graphql(`
  mutation ChangeRecurringSchedule(
    $business: ID!
    $eventId: ID!
    $fromDate: String!
    $rrule: String!
    $startTime: String
    $durationMinutes: Int
    $staffId: ID
    $roomId: ID
    $dryRun: Boolean
  ) {
    changeRecurringSchedule(
      business: $business
      eventId: $eventId
      fromDate: $fromDate
      rrule: $rrule
      startTime: $startTime
      durationMinutes: $durationMinutes
      staffId: $staffId
      roomId: $roomId
      dryRun: $dryRun
    ) {
      status
      error
      conflicts {
        startAt
        endAt
        reason
      }
      events {
        id
        startAt
        endAt
      }
    }
  }
`);
