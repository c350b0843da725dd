import { graphql } from '../../gql';

/** The business's zone: the daily screens show times in the viewer's chosen zone, else this one. */
export const BUSINESS_ZONE = graphql(`
  query BusinessZone($businessName: ID!) {
    businessQuery(businessName: $businessName) {
      name
      timezone
    }
  }
`);
