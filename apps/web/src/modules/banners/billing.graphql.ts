import { graphql } from '../../gql';
import type { SmsUsageFragment } from '../../gql/graphql';

/** What the SMS over-limit banner reads (002 §2.3). */
export const SMS_USAGE = graphql(`
  fragment SmsUsage on Business {
    smsFeatureEnabled
    smsTier
    smsCountTotal
  }
`);

/**
 * What the signed-in members' notices need from their business: the subscription state for
 * the trial and overdue notices (000 §4.7) and the SMS usage for the over-limit banner.
 */
export const BUSINESS_NOTICES_QUERY = graphql(`
  query BusinessNoticesQuery($businessName: ID!) {
    businessQuery(businessName: $businessName) {
      name
      billingWarning
      ...SmsUsage
    }
  }
`);

export type SmsUsage = SmsUsageFragment;
