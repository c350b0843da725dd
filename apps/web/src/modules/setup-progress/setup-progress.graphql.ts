import { graphql } from '../../gql';

export const BUSINESS_PROGRESS = graphql(`
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
`);
