import { graphql } from '../../gql';
import type { TimeOffItemFragment } from '../../gql/graphql';

/** A time off request as the list and its page show it (001 §4.1, 000 §2.5). */
export const TIME_OFF_ITEM = graphql(`
  fragment TimeOffItem on TimeOffRequest {
    id
    title
    requester {
      id
      name
    }
    category
    note
    startAt
    endAt
    allDay
    timezone
    status
    processStatus
    reviewer {
      id
      name
    }
    reviewedAt
    reviewNote
    overlappingEvents {
      id
      name
      startAt
      endAt
    }
  }
`);

export const TIME_OFF_REQUESTS = graphql(`
  query TimeOffRequests($business: ID!, $status: String) {
    timeOffRequests(business: $business, status: $status) {
      ...TimeOffItem
    }
  }
`);

export const TIME_OFF_REQUEST = graphql(`
  query TimeOffRequest($business: ID!, $id: ID!) {
    timeOffRequest(business: $business, id: $id) {
      ...TimeOffItem
    }
  }
`);

/** The business's zone and time-off categories. */
export const TIME_OFF_SETTINGS = graphql(`
  query TimeOffSettings($businessName: ID!) {
    businessQuery(businessName: $businessName) {
      name
      timezone
      timeOffCategories
    }
  }
`);

export const CREATE_TIME_OFF = graphql(`
  mutation CreateTimeOffRequest($business: ID!, $request: TimeOffRequestInput!) {
    createTimeOffRequest(business: $business, request: $request) {
      status
      error
      request {
        ...TimeOffItem
      }
    }
  }
`);

export const UPDATE_TIME_OFF = graphql(`
  mutation UpdateTimeOffRequest($business: ID!, $request: UpdateTimeOffRequestInput!) {
    updateTimeOffRequest(business: $business, request: $request) {
      status
      error
      request {
        ...TimeOffItem
      }
    }
  }
`);

export const CANCEL_TIME_OFF = graphql(`
  mutation CancelTimeOffRequest($business: ID!, $id: ID!) {
    cancelTimeOffRequest(business: $business, id: $id) {
      status
      error
      request {
        ...TimeOffItem
      }
    }
  }
`);

export const APPROVE_TIME_OFF = graphql(`
  mutation ApproveTimeOffRequest($business: ID!, $id: ID!, $note: String) {
    approveTimeOffRequest(business: $business, id: $id, note: $note) {
      status
      error
      request {
        ...TimeOffItem
      }
    }
  }
`);

export const REJECT_TIME_OFF = graphql(`
  mutation RejectTimeOffRequest($business: ID!, $id: ID!, $note: String) {
    rejectTimeOffRequest(business: $business, id: $id, note: $note) {
      status
      error
      request {
        ...TimeOffItem
      }
    }
  }
`);

export type TimeOffItem = TimeOffItemFragment;
