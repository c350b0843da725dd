import { graphql } from '../../gql';

export const UNSUBSCRIBE_SESSION_WAITLIST = graphql(`
  mutation UnsubscribeSessionWaitlist(
    $business: ID!
    $serviceId: ID!
    $sessionId: ID!
    $clientId: ID!
    $token: String!
  ) {
    unsubscribeSessionWaitlist(
      business: $business
      serviceId: $serviceId
      sessionId: $sessionId
      clientId: $clientId
      token: $token
    ) {
      status
      error
      left
    }
  }
`);
