import { graphql } from '../../gql';

/** The name of the person a profile URL shows, for the mobile menu's profile item (000 §2.8). */
export const VIEWED_PERSON = graphql(`
  query ViewedPerson($business: ID!, $id: ID!) {
    people(business: $business, id: $id, includeHidden: true) {
      id
      firstName
      lastName
    }
  }
`);

/** The same for a dependent of the signed-in person (/clients/self/dependent/{id}/). */
export const VIEWED_DEPENDENT = graphql(`
  query ViewedDependent($business: ID!, $id: ID!) {
    myself(business: $business, id: $id) {
      id
      firstName
      lastName
    }
  }
`);
