import { gql, type TypedDocumentNode } from '@apollo/client';
import type { BusinessProgressQuery, BusinessProgressQueryVariables } from '../../gql/types';

export const BUSINESS_PROGRESS: TypedDocumentNode<BusinessProgressQuery, BusinessProgressQueryVariables> =
  gql`
    query BusinessProgress($businessName: ID!) {
      businessProgressQuery(businessName: $businessName) {
        hasBusinessSettings
        hasLocations
        hasServices
        hasStaff
        hasClients
        hasPayment
        hasPaymentMethod
        hasClientNotifications
      }
    }
  `;
