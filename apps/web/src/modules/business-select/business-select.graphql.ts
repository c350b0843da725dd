import { gql } from '@apollo/client';

/** Every business for ALL_BUSINESSES list holders, else those of the user's accounts. */
export const ALL_BUSINESSES = gql`
  query SelectBusinessList {
    allBusinesses {
      name
      fullName
      status
    }
  }
`;

export const BUSINESS_QUERY_FOR_APP = gql`
  query BusinessQueryForApp($businessName: ID!) {
    businessQueryForApp(businessName: $businessName) {
      name
      domainReady
    }
  }
`;

export interface BusinessListItem {
  name: string;
  fullName?: string | null;
  status?: string | null;
}
