import { graphql } from '../../gql';
import type { BookingCatalogueQuery } from '../../gql/graphql';

/**
 * What the booking and enrolment forms choose from: the business's zone, its services with their
 * plans and sessions (001 §7.3), and its locations with their rooms. Lean enough for the
 * gateway's query cost limit: every list counts ten times its items' fields.
 */
export const BOOKING_CATALOGUE = graphql(`
  query BookingCatalogue($business: ID!) {
    businessQuery(businessName: $business) {
      name
      timezone
    }
    services(business: $business) {
      id
      name
      bookingKind
      hasSessions
      requiresBooking
      durationMinutes
      hiddenAt
      notBeforeAgeMonths
      notAfterAgeMonths
      plans {
        id
        name
      }
      sessions(status: ["SESSION_STATUS_ACTIVE"], includeNotOpenForEnrollment: true, includePast: false) {
        id
        name
        startDate
        endDate
        status
      }
    }
    locations(business: $business) {
      id
      name
      locationType
      timezone
      rooms {
        id
        name
        applicableServices
      }
    }
  }
`);

/** The staff who teach a service, those prioritised for it first. */
export const SERVICE_STAFF = graphql(`
  query ServiceStaff($business: ID!, $serviceId: ID) {
    staff(business: $business, serviceId: $serviceId, prioritized: true, limit: 100) {
      id
      name
    }
  }
`);

/** People by id, for a form opened with ?clientId. */
export const PEOPLE_BY_ID = graphql(`
  query PeopleById($business: ID!, $id: ID!) {
    people(business: $business, id: $id) {
      ...PickerPerson
    }
  }
`);

/** Free start times of a service (001 §3.6), as suggestions. */
export const BOOKING_TIMESLOTS = graphql(`
  query BookingTimeslots(
    $business: ID!
    $serviceId: ID!
    $planName: String
    $locationId: ID
    $staffId: ID
    $roomId: ID
    $fromDate: String
    $toDate: String
  ) {
    timeslots(
      business: $business
      serviceId: $serviceId
      planName: $planName
      locationId: $locationId
      staffId: $staffId
      roomId: $roomId
      fromDate: $fromDate
      toDate: $toDate
    ) {
      startAt
      staffId
      staffName
      locationId
      locationName
      roomName
    }
  }
`);

export type CatalogueService = BookingCatalogueQuery['services'][number];
export type CatalogueLocation = BookingCatalogueQuery['locations'][number];

/** A session's events (its program), for choosing drop-in events. */
export const SESSION_EVENTS = graphql(`
  query SessionEvents($business: ID!, $serviceId: ID!, $sessionId: ID!) {
    sessionProgram(business: $business, serviceId: $serviceId, sessionId: $sessionId) {
      events {
        id
        name
        startAt
        endAt
      }
    }
  }
`);
