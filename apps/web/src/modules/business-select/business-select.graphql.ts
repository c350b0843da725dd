import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  BusinessQueryForAppQuery,
  BusinessQueryForAppQueryVariables,
  SelectBusinessListQuery,
  SelectBusinessListQueryVariables,
} from '../../gql/types';

/** Every business for ALL_BUSINESSES list holders, else those of the user's accounts. */
export const ALL_BUSINESSES: TypedDocumentNode<SelectBusinessListQuery, SelectBusinessListQueryVariables> =
  gql`
    query SelectBusinessList {
      allBusinesses {
        name
        fullName
        status
      }
    }
  `;

export const BUSINESS_QUERY_FOR_APP: TypedDocumentNode<
  BusinessQueryForAppQuery,
  BusinessQueryForAppQueryVariables
> = gql`
  query BusinessQueryForApp($businessName: ID!) {
    businessQueryForApp(businessName: $businessName) {
      name
      domainReady
    }
  }
`;

export type BusinessListItem = SelectBusinessListQuery['allBusinesses'][number];
