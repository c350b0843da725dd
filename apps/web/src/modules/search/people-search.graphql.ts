import { graphql } from '../../gql';

/** The navbar's people search (000 §2.8, 001 §7.1 navbarSearchPeople): clients and staff, 30 at most. */
export const NAVBAR_SEARCH_PEOPLE = graphql(`
  query NavbarSearchPeople($business: ID!, $search: String!, $limit: Int!) {
    people(business: $business, search: $search, limit: $limit) {
      id
      firstName
      lastName
      email
      primaryPhone
      status
      staffRole
      profilePhoto
    }
  }
`);
