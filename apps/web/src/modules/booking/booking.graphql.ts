import { graphql } from '../../gql';

/** Books an appointment (one event or a weekly series) for clients with a staff member. */
export const BOOK_APPOINTMENT = graphql(`
  mutation BookAppointment($business: ID!, $booking: AppointmentInput!) {
    bookAppointment(business: $business, booking: $booking) {
      ...BookingOutcome
    }
  }
`);

/** Changes an event, or this and following / all events of its series. */
export const UPDATE_EVENT = graphql(`
  mutation UpdateEvent($business: ID!, $event: UpdateEventInput!, $scope: String) {
    updateEvent(business: $business, event: $event, scope: $scope) {
      ...EventsOutcome
    }
  }
`);
