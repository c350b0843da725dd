import { gql } from '@apollo/client';

const BUSINESS_SETTINGS_FIELDS = gql`
  fragment BusinessSettingsFields on Business {
    name
    fullName
    tagline
    contactEmail
    emailFrom
    businessWebsite
    businessPhoneNumber
    timezone
    locale
    country
    defaultCurrency
    uiPrimaryColor
    uiSecondaryColor
    uiLogoUrl
    uiFaviconUrl
    welcomeMessage
    status
    smsFeatureEnabled
    crmEnabled
    voipEnabled
    smsTier
    notificationsEnabled
    notificationsEnabledOwnersOnly
    internalVideoConfEnabled
    paymentGatewayId
    merchantId
    plan {
      planType
      freeUntil
      accountStatus
    }
  }
`;

/** The whole business configuration for its settings screen (000 §7.4). */
export const FULL_BUSINESS_QUERY = gql`
  query FullBusinessQuery($businessName: ID!) {
    fullBusinessQuery(businessName: $businessName) {
      ...BusinessSettingsFields
    }
  }
  ${BUSINESS_SETTINGS_FIELDS}
`;

/** Owner-editable settings; only the variables given are sent (selfUpdateBusiness requires only business). */
export const SELF_UPDATE_BUSINESS = gql`
  mutation SelfUpdateBusiness(
    $business: ID!
    $fullName: String
    $tagline: String
    $contactEmail: String
    $emailFrom: String
    $businessWebsite: String
    $businessPhoneNumber: String
    $timezone: String
    $locale: String
    $country: String
    $defaultCurrency: String
    $uiPrimaryColor: String
    $uiSecondaryColor: String
    $uiLogoUrl: String
    $uiFaviconUrl: String
    $welcomeMessage: SanitizedHTML
  ) {
    selfUpdateBusiness(
      business: $business
      fullName: $fullName
      tagline: $tagline
      contactEmail: $contactEmail
      emailFrom: $emailFrom
      businessWebsite: $businessWebsite
      businessPhoneNumber: $businessPhoneNumber
      timezone: $timezone
      locale: $locale
      country: $country
      defaultCurrency: $defaultCurrency
      uiPrimaryColor: $uiPrimaryColor
      uiSecondaryColor: $uiSecondaryColor
      uiLogoUrl: $uiLogoUrl
      uiFaviconUrl: $uiFaviconUrl
      welcomeMessage: $welcomeMessage
    ) {
      status
      error
      business {
        ...BusinessSettingsFields
      }
    }
  }
  ${BUSINESS_SETTINGS_FIELDS}
`;

/** Superusers' platform settings; the three flags are required by the schema (000 §5). */
export const UPDATE_BUSINESS = gql`
  mutation UpdateBusiness(
    $business: ID!
    $notificationsEnabled: Boolean!
    $notificationsEnabledOwnersOnly: Boolean!
    $internalVideoConfEnabled: Boolean!
    $status: String
    $smsFeatureEnabled: Boolean
    $crmEnabled: Boolean
    $voipEnabled: Boolean
    $smsTier: Int
  ) {
    updateBusiness(
      business: $business
      notificationsEnabled: $notificationsEnabled
      notificationsEnabledOwnersOnly: $notificationsEnabledOwnersOnly
      internalVideoConfEnabled: $internalVideoConfEnabled
      status: $status
      smsFeatureEnabled: $smsFeatureEnabled
      crmEnabled: $crmEnabled
      voipEnabled: $voipEnabled
      smsTier: $smsTier
    ) {
      status
      error
      business {
        ...BusinessSettingsFields
      }
    }
  }
  ${BUSINESS_SETTINGS_FIELDS}
`;

export interface BusinessPlanSummary {
  planType?: string | null;
  freeUntil?: string | null;
  accountStatus?: string | null;
}

export interface BusinessSettings {
  name: string;
  fullName?: string | null;
  tagline?: string | null;
  contactEmail?: string | null;
  emailFrom?: string | null;
  businessWebsite?: string | null;
  businessPhoneNumber?: string | null;
  timezone?: string | null;
  locale?: string | null;
  country?: string | null;
  defaultCurrency?: string | null;
  uiPrimaryColor?: string | null;
  uiSecondaryColor?: string | null;
  uiLogoUrl?: string | null;
  uiFaviconUrl?: string | null;
  welcomeMessage?: string | null;
  status?: string | null;
  smsFeatureEnabled?: boolean | null;
  crmEnabled?: boolean | null;
  voipEnabled?: boolean | null;
  smsTier?: number | null;
  notificationsEnabled?: boolean | null;
  notificationsEnabledOwnersOnly?: boolean | null;
  internalVideoConfEnabled?: boolean | null;
  paymentGatewayId?: string | null;
  merchantId?: string | null;
  plan?: BusinessPlanSummary | null;
}

export interface BusinessUpdateResult {
  status: string;
  error?: string | null;
  business?: BusinessSettings | null;
}
