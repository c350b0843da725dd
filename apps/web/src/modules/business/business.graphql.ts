import { gql, type TypedDocumentNode } from '@apollo/client';
import type { BusinessQueryQuery, BusinessQueryQueryVariables } from '../../gql/types';

/** The public business configuration read at start-up (000 §7.4), the fields used so far. */
export const BUSINESS_QUERY: TypedDocumentNode<BusinessQueryQuery, BusinessQueryQueryVariables> = gql`
  query BusinessQuery($businessName: ID!) {
    businessQuery(businessName: $businessName) {
      name
      fullName
      status
      contactEmail
      emailFrom
      tagline
      uiLogoUrl
      uiFaviconUrl
      uiPrimaryColor
      uiSecondaryColor
      federatedLoginEnabled
      smsFeatureEnabled
      voipEnabled
    }
  }
`;

export interface Business {
  name: string;
  fullName?: string | null;
  status?: string | null;
  contactEmail?: string | null;
  emailFrom?: string | null;
  tagline?: string | null;
  uiLogoUrl?: string | null;
  uiFaviconUrl?: string | null;
  uiPrimaryColor?: string | null;
  uiSecondaryColor?: string | null;
  federatedLoginEnabled?: boolean | null;
  smsFeatureEnabled?: boolean | null;
  voipEnabled?: boolean | null;
}
