import { graphql } from '../../gql';

/** An entry of a staff member's open or blocked hours (001 §3.1). */
export const STAFF_HOURS_ITEM = graphql(`
  fragment StaffHoursItem on StaffHours {
    id
    kind
    startDate
    fromTime
    toTime
    timezone
    rrule
    location {
      id
      name
    }
    allowsOnline
    services {
      id
      name
    }
    roomName
    label
    timeOffRequestId
  }
`);

/** A staff member's hours, read through the staff list (managers and staff). */
export const STAFF_HOURS_OF = graphql(`
  query StaffHoursOf($business: ID!, $id: ID!) {
    staff(business: $business, id: $id, includeDeactivated: true, limit: 1) {
      id
      staffHoursOpen {
        ...StaffHoursItem
      }
      staffHoursBlocked {
        ...StaffHoursItem
      }
    }
  }
`);

/** The signed-in staff member's own hours. */
export const MY_STAFF_HOURS = graphql(`
  query MyStaffHours($business: ID!) {
    myself(business: $business) {
      id
      staffHoursOpen {
        ...StaffHoursItem
      }
      staffHoursBlocked {
        ...StaffHoursItem
      }
    }
  }
`);

/** Where hours may be and what for (and the availabilities' filters): the business's locations and services. */
export const STAFF_HOURS_CHOICES = graphql(`
  query StaffHoursChoices($business: ID!) {
    locations(business: $business) {
      id
      name
    }
    services(business: $business) {
      id
      name
    }
  }
`);

export const CREATE_STAFF_HOURS = graphql(`
  mutation CreateStaffHours($business: ID!, $staffId: ID!, $hours: StaffHoursInput!) {
    createStaffHours(business: $business, staffId: $staffId, hours: $hours) {
      status
      error
      hours {
        ...StaffHoursItem
      }
    }
  }
`);

export const UPDATE_STAFF_HOURS = graphql(`
  mutation UpdateStaffHours($business: ID!, $hours: UpdateStaffHoursInput!) {
    updateStaffHours(business: $business, hours: $hours) {
      status
      error
      hours {
        ...StaffHoursItem
      }
    }
  }
`);

export const DELETE_STAFF_HOURS = graphql(`
  mutation DeleteStaffHours($business: ID!, $id: ID!) {
    deleteStaffHours(business: $business, id: $id) {
      status
      error
      id
    }
  }
`);
