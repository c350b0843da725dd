import { graphql } from '../../gql';
import type { BusinessConfigFragment } from '../../gql/graphql';

/** The public business configuration the app uses (000 §7.4): title, branding, features. */
export const BUSINESS_CONFIG = graphql(`
  fragment BusinessConfig on Business {
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
`);

/** The business read at start-up and whenever the app opens or reloads one. */
export const BUSINESS_QUERY = graphql(`
  query BusinessQuery($businessName: ID!) {
    businessQuery(businessName: $businessName) {
      ...BusinessConfig
    }
  }
`);

/** The current business as the session holds it. */
export type Business = BusinessConfigFragment;
