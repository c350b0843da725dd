import { graphql } from '../../gql';

/** A session's public program (001 §2.6): the session, its service and its events by start. */
export const SESSION_PROGRAM = graphql(`
  query SessionProgram($business: ID!, $serviceId: ID!, $sessionId: ID!) {
    sessionProgram(business: $business, serviceId: $serviceId, sessionId: $sessionId) {
      session {
        id
        name
        startDate
        endDate
      }
      service {
        id
        name
        description
      }
      events {
        id
        name
        startAt
        endAt
        location {
          id
          name
        }
      }
    }
  }
`);

/** The business's zone: the program's times are shown in it. */
export const PROGRAM_BUSINESS = graphql(`
  query ProgramBusiness($businessName: ID!) {
    businessQuery(businessName: $businessName) {
      name
      timezone
    }
  }
`);
