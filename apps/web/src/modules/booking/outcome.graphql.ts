import { graphql } from '../../gql';

/**
 * What the booking and enrolment mutations answer: whether it was done, the server's refusal or
 * warnings, and the events booked (the first one is opened next).
 */
export const BOOKING_OUTCOME = graphql(`
  fragment BookingOutcome on BookingResult {
    status
    error
    warnings
    events {
      id
      startAt
    }
  }
`);

/** What a change of events answers: whether it was done, the server's refusal or warnings, and the events as they are now. */
export const EVENTS_OUTCOME = graphql(`
  fragment EventsOutcome on EventsResult {
    status
    error
    warnings
    events {
      ...EventDetails
    }
  }
`);
