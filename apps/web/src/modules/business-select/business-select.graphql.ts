import { graphql } from '../../gql';
import type { SelectBusinessListQuery } from '../../gql/graphql';

/** Every business for ALL_BUSINESSES list holders, else those of the user's accounts. */
export const ALL_BUSINESSES = graphql(`
  query SelectBusinessList {
    allBusinesses {
      name
      fullName
      status
    }
  }
`);

export const BUSINESS_QUERY_FOR_APP = graphql(`
  query BusinessQueryForApp($businessName: ID!) {
    businessQueryForApp(businessName: $businessName) {
      name
      domainReady
    }
  }
`);

export type BusinessListItem = SelectBusinessListQuery['allBusinesses'][number];
