import { graphql } from '../../gql';

/** The locations the global search matches (000 §2.8). */
export const NAVBAR_SEARCH_LOCATIONS = graphql(`
  query NavbarSearchLocations($business: ID!, $search: String) {
    locations(business: $business, search: $search) {
      id
      name
      address
      city
    }
  }
`);

/** The services, with their sessions, the global search matches (000 §2.8). */
export const NAVBAR_SEARCH_SERVICES = graphql(`
  query NavbarSearchServices($business: ID!) {
    services(business: $business) {
      id
      name
      typeLabel
      sessions {
        id
        name
        startDate
      }
    }
  }
`);
