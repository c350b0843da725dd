import { graphql } from '../../gql';

export const EVENT = graphql(`
  query Event($business: ID!, $id: ID!) {
    event(business: $business, id: $id) {
      ...EventDetails
      slots {
        id
        waitlist {
          peopleId
          name
        }
      }
    }
  }
`);

/** The signed-in staff member's own events (the /today screen). */
export const STAFF_SELF_SCHEDULE = graphql(`
  query StaffSelfSchedule($business: ID!, $fromDate: String, $toDate: String, $limit: Int) {
    staffSelfSchedule(business: $business, fromDate: $fromDate, toDate: $toDate, limit: $limit) {
      ...EventDetails
    }
  }
`);

/** The attendance report's rows: one per client and event (001 §2.6 /reporting/attendance/). */
export const ATTENDANCE_REPORT = graphql(`
  query AttendanceReport(
    $business: ID!
    $fromDate: String!
    $toDate: String!
    $locationIds: [ID!]
    $staffIds: [ID!]
    $serviceIds: [ID!]
    $statuses: [String!]
  ) {
    attendanceReport(
      business: $business
      fromDate: $fromDate
      toDate: $toDate
      locationIds: $locationIds
      staffIds: $staffIds
      serviceIds: $serviceIds
      statuses: $statuses
    ) {
      eventId
      eventName
      startAt
      endAt
      timezone
      locationName
      roomName
      serviceName
      staffNames
      clientId
      clientName
      status
      statusLabel
      planName
      paid
    }
  }
`);

export { EVENT_DETAILS, type EventDetails } from './event-details.graphql';
