import { graphql } from '../../gql';

/** A client's events, for staff (EVENTS list). */
export const CLIENT_SCHEDULE = graphql(`
  query ClientSchedule($business: ID!, $clientId: ID!, $limit: Int, $fromDate: String, $toDate: String) {
    clientSchedule(
      business: $business
      clientId: $clientId
      limit: $limit
      fromDate: $fromDate
      toDate: $toDate
    ) {
      ...EventDetails
    }
  }
`);

/** The signed-in client's events, or one of their dependents' (SELF_EVENTS list). */
export const CLIENT_SELF_SCHEDULE = graphql(`
  query ClientSelfSchedule(
    $business: ID!
    $dependentId: ID
    $limit: Int
    $fromDate: String
    $toDate: String
  ) {
    clientSelfSchedule(
      business: $business
      dependentId: $dependentId
      limit: $limit
      fromDate: $fromDate
      toDate: $toDate
    ) {
      ...EventDetails
    }
  }
`);

/** A staff member's events (the staff profile). */
export const STAFF_SCHEDULE = graphql(`
  query StaffSchedule($business: ID!, $staffId: ID!, $limit: Int, $fromDate: String, $toDate: String) {
    staffSchedule(
      business: $business
      staffId: $staffId
      limit: $limit
      fromDate: $fromDate
      toDate: $toDate
    ) {
      ...EventDetails
    }
  }
`);
