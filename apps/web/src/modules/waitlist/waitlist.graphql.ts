import { graphql } from '../../gql';
import type { WaitlistItemFragment } from '../../gql/graphql';

/** A waitlist notification as the list and its page show it (001 §2.7). */
export const WAITLIST_ITEM = graphql(`
  fragment WaitlistItem on WaitlistNotification {
    id
    title
    client {
      id
      name
    }
    serviceId
    serviceName
    staffId
    staffName
    locationId
    locationName
    windows {
      weekdays
      fromTime
      toTime
    }
    fromDate
    toDate
    status
    createdAt
  }
`);

export const WAITLIST_NOTIFICATIONS = graphql(`
  query WaitlistNotifications($business: ID!, $status: String) {
    waitlistNotifications(business: $business, status: $status) {
      ...WaitlistItem
    }
  }
`);

export const WAITLIST_NOTIFICATION = graphql(`
  query WaitlistNotification($business: ID!, $id: ID!) {
    waitlistNotification(business: $business, id: $id) {
      ...WaitlistItem
    }
  }
`);

/** What the form offers: the business's zone, its appointment services and its locations. */
export const WAITLIST_OPTIONS = graphql(`
  query WaitlistOptions($business: ID!) {
    businessQuery(businessName: $business) {
      name
      timezone
    }
    services(business: $business) {
      id
      name
      bookingKind
    }
    locations(business: $business) {
      id
      name
    }
  }
`);

export const CREATE_WAITLIST_NOTIFICATION = graphql(`
  mutation CreateWaitlistNotification($business: ID!, $notification: WaitlistNotificationInput!) {
    createWaitlistNotification(business: $business, notification: $notification) {
      status
      error
      notification {
        ...WaitlistItem
      }
    }
  }
`);

export const UPDATE_WAITLIST_NOTIFICATION = graphql(`
  mutation UpdateWaitlistNotification($business: ID!, $notification: UpdateWaitlistNotificationInput!) {
    updateWaitlistNotification(business: $business, notification: $notification) {
      status
      error
      notification {
        ...WaitlistItem
      }
    }
  }
`);

export const DELETE_WAITLIST_NOTIFICATION = graphql(`
  mutation DeleteWaitlistNotification($business: ID!, $id: ID!) {
    deleteWaitlistNotification(business: $business, id: $id) {
      status
      error
      id
    }
  }
`);

export const UNSUBSCRIBE_WAITLIST_NOTIFICATION = graphql(`
  mutation UnsubscribeWaitlistNotification($business: ID!, $id: ID!, $token: String!) {
    unsubscribeWaitlistNotification(business: $business, id: $id, token: $token) {
      status
      error
      notification {
        id
        title
        serviceName
        status
      }
    }
  }
`);

export type WaitlistItem = WaitlistItemFragment;
