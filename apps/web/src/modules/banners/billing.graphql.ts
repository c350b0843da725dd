import { gql } from '@apollo/client';

/** The business plan fields the billing notices need (000 §4.7). */
export const BUSINESS_PLAN_QUERY = gql`
  query BusinessPlanQuery($businessName: ID!) {
    businessQuery(businessName: $businessName) {
      name
      plan {
        freeUntil
        accountStatus
        paymentMethod
      }
    }
  }
`;
