import { graphql } from '../../gql';

/**
 * The calendar's zone, columns and filters: the business's zone (the times shown are in the viewer's
 * chosen zone, else this one), locations with their rooms, and services with their tags.
 */
export const CALENDAR_PLACES = graphql(`
  query CalendarPlaces($business: ID!) {
    businessQuery(businessName: $business) {
      name
      timezone
    }
    locations(business: $business) {
      id
      name
      rooms {
        id
        name
        description
      }
    }
    services(business: $business) {
      id
      name
      tags
    }
  }
`);

/** The staff columns and filter: names, photos and calendar colours (staff who may list staff). */
export const CALENDAR_STAFF = graphql(`
  query CalendarStaff($business: ID!) {
    staff(business: $business, limit: 100) {
      id
      name
      profilePhoto
      staffCalendarColor
      deactivated
    }
  }
`);

/** The staff availabilities the calendar shows (001 §3.6), over local dates of the business. */
export const CALENDAR_AVAILABILITIES = graphql(`
  query CalendarAvailabilities($business: ID!, $fromDate: String, $toDate: String, $staffIds: [ID!]) {
    availabilities(business: $business, fromDate: $fromDate, toDate: $toDate, staffIds: $staffIds) {
      staffId
      staffName
      startAt
      endAt
      available
      label
      roomName
      locationId
      locationName
    }
  }
`);

/** The calendar's events over local dates of the business, filtered (001 §2.7). */

export const CALENDAR_EVENTS = graphql(`
  query CalendarEvents(
    $business: ID!
    $fromDate: String!
    $toDate: String!
    $locationIds: [ID!]
    $roomIds: [ID!]
    $staffIds: [ID!]
    $serviceIds: [ID!]
    $serviceTags: [String!]
    $activeOnly: Boolean
  ) {
    events(
      business: $business
      fromDate: $fromDate
      toDate: $toDate
      locationIds: $locationIds
      roomIds: $roomIds
      staffIds: $staffIds
      serviceIds: $serviceIds
      serviceTags: $serviceTags
      activeOnly: $activeOnly
    ) {
      id
      name
      displayName
      startAt
      endAt
      timezone
      status
      isLocked
      calendarColor
      note
      hasNote
      locationId
      locationName
      roomId
      roomName
      serviceId
      serviceName
      sessionId
      recurringId
      recurringOutlier
      primaryStaffId
      paid
      version
      clients {
        peopleId
        name
        status
        statusLabel
        paid
        planName
      }
      staff {
        peopleId
        name
        profilePhoto
      }
    }
  }
`);

export const UPDATE_EVENT = graphql(`
  mutation CalendarUpdateEvent($business: ID!, $event: UpdateEventInput!, $scope: String) {
    updateEvent(business: $business, event: $event, scope: $scope) {
      status
      error
      warnings
      events {
        id
        version
        startAt
        endAt
      }
    }
  }
`);

export const CANCEL_EVENT = graphql(`
  mutation CalendarCancelEvent(
    $business: ID!
    $id: ID!
    $scope: String
    $reason: String
    $doNotNotify: Boolean
  ) {
    cancelEvent(business: $business, id: $id, scope: $scope, reason: $reason, doNotNotify: $doNotNotify) {
      status
      error
      events {
        id
        version
        startAt
        endAt
      }
    }
  }
`);

export const SET_ATTENDANCE = graphql(`
  mutation CalendarSetAttendance($business: ID!, $eventId: ID!, $clientId: ID!, $status: String) {
    setAttendance(business: $business, eventId: $eventId, clientId: $clientId, status: $status) {
      status
      error
      events {
        id
        version
        startAt
        endAt
      }
    }
  }
`);

export const BATCH_CANCEL_EVENTS = graphql(`
  mutation CalendarBatchCancelEvents($business: ID!, $ids: [ID!]!, $reason: String, $doNotNotify: Boolean) {
    batchCancelEvents(business: $business, ids: $ids, reason: $reason, doNotNotify: $doNotNotify) {
      status
      error
      events {
        id
      }
    }
  }
`);

export const BATCH_SET_ATTENDANCE = graphql(`
  mutation CalendarBatchSetAttendance($business: ID!, $items: [AttendanceItemInput!]!) {
    batchSetAttendance(business: $business, items: $items) {
      status
      error
      events {
        id
      }
    }
  }
`);

export interface BatchChanges {
  staffId?: string | null;
  roomId?: string | null;
  calendarColor?: string | null;
  isLocked?: boolean | null;
  note?: string | null;
}

export const BATCH_UPDATE_EVENTS = graphql(`
  mutation CalendarBatchUpdateEvents($business: ID!, $ids: [ID!]!, $changes: BatchEventChangesInput!) {
    batchUpdateEvents(business: $business, ids: $ids, changes: $changes) {
      status
      error
      events {
        id
      }
    }
  }
`);
