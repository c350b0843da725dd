import { gql } from '@apollo/client';

export const BUSINESS_PROGRESS = gql`
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
