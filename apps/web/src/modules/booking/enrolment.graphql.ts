import { graphql } from '../../gql';

export const ENROLL_IN_SESSION = graphql(`
  mutation EnrollInSession($business: ID!, $enrolment: EnrolmentInput!) {
    enrollInSession(business: $business, enrolment: $enrolment) {
      ...BookingOutcome
    }
  }
`);

export const TRANSFER_ENROLMENT = graphql(`
  mutation TransferEnrolment(
    $business: ID!
    $clientId: ID!
    $fromSessionId: ID!
    $toSessionId: ID!
    $fromDate: String
    $planName: String
  ) {
    transferEnrolment(
      business: $business
      clientId: $clientId
      fromSessionId: $fromSessionId
      toSessionId: $toSessionId
      fromDate: $fromDate
      planName: $planName
    ) {
      ...BookingOutcome
    }
  }
`);

export const BATCH_ENROLL = graphql(`
  mutation BatchEnroll(
    $business: ID!
    $sessionId: ID!
    $clientIds: [ID!]!
    $planName: String!
    $enrollmentType: String
  ) {
    batchEnroll(
      business: $business
      sessionId: $sessionId
      clientIds: $clientIds
      planName: $planName
      enrollmentType: $enrollmentType
    ) {
      status
      error
      warnings
      events {
        id
      }
    }
  }
`);

export const CREATE_SESSION_EVENT = graphql(`
  mutation CreateSessionEvent($business: ID!, $event: SessionEventInput!) {
    createSessionEvent(business: $business, event: $event) {
      status
      error
      warnings
      events {
        id
        startAt
      }
    }
  }
`);

export const UPDATE_SESSION_EVENT = graphql(`
  mutation UpdateSessionEvent($business: ID!, $event: UpdateSessionEventInput!, $scope: String) {
    updateSessionEvent(business: $business, event: $event, scope: $scope) {
      ...EventsOutcome
    }
  }
`);

export const CONFIRM_SESSION_EVENT = graphql(`
  mutation ConfirmSessionEvent($business: ID!, $id: ID!) {
    confirmSessionEvent(business: $business, id: $id) {
      status
      error
      events {
        ...EventDetails
      }
    }
  }
`);
