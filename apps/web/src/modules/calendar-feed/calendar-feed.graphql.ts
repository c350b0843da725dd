import { graphql } from '../../gql';

/** The signed-in person's calendar feeds in use (or a dependent's): their kind, period and date. */
export const SELF_ICAL_FEEDS = graphql(`
  query SelfIcalFeeds($business: ID!, $id: ID) {
    selfIcalFeeds(business: $business, id: $id) {
      staffCalendar
      periodMonths
      createdAt
    }
  }
`);

/** A new secret calendar feed URL; the previous one of the same kind stops working. */
export const SELF_CREATE_ICAL_URL = graphql(`
  mutation SelfCreateIcalUrl($business: ID!, $id: ID, $periodMonth: Int, $staffCalendar: Boolean) {
    selfCreateIcalUrl(
      business: $business
      id: $id
      periodMonth: $periodMonth
      staffCalendar: $staffCalendar
    ) {
      status
      error
      url
    }
  }
`);

/** Stops the calendar feed URL of a kind. */
export const REVOKE_ICAL_URL = graphql(`
  mutation RevokeIcalUrl($business: ID!, $id: ID, $staffCalendar: Boolean) {
    revokeIcalUrl(business: $business, id: $id, staffCalendar: $staffCalendar) {
      status
      error
      url
    }
  }
`);
