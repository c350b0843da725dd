import { gql, type TypedDocumentNode } from '@apollo/client';
import type { BusinessNoticesQueryQuery, BusinessNoticesQueryQueryVariables } from '../../gql/types';

/**
 * What the signed-in members' notices need from their business: the subscription state for
 * the trial and overdue notices (000 §4.7) and the SMS usage for the over-limit banner (002 §2.3).
 */
export const BUSINESS_NOTICES_QUERY: TypedDocumentNode<
  BusinessNoticesQueryQuery,
  BusinessNoticesQueryQueryVariables
> = gql`
  query BusinessNoticesQuery($businessName: ID!) {
    businessQuery(businessName: $businessName) {
      name
      billingWarning
      smsFeatureEnabled
      smsTier
      smsCountTotal
    }
  }
`;

export interface BusinessNotices {
  name: string;
  billingWarning?: string | null;
  smsFeatureEnabled?: boolean | null;
  smsTier?: number | null;
  smsCountTotal?: number | null;
}
