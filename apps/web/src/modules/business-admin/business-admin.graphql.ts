import { gql } from '@apollo/client';

/** The superuser's business list (000 §3.1 business-list fields, §7.4). */
export const BUSINESS_LIST_QUERY = gql`
  query businessListQuery {
    allBusinesses {
      name
      fullName
      status
      createdAt
      contactEmail
      country
      plan {
        planType
        accountStatus
        freeUntil
        currency
      }
      planAmountDue
      prospectCompletion
      prospectLikelihood
      activitiesLast1d
      activitiesLast7d
      activitiesLast30d
      hsDealId
    }
  }
`;

/** createBusiness with its required fields (000 §5). */
export const CREATE_BUSINESS = gql`
  mutation CreateBusiness(
    $name: ID!
    $fullName: String!
    $country: String!
    $locale: String!
    $timezone: String!
    $contactEmail: String!
    $businessWebsite: String!
    $businessPhoneNumber: String!
    $emailFrom: String!
    $tagline: String!
    $notificationsEnabled: Boolean!
    $notificationsEnabledOwnersOnly: Boolean!
  ) {
    createBusiness(
      name: $name
      fullName: $fullName
      country: $country
      locale: $locale
      timezone: $timezone
      contactEmail: $contactEmail
      businessWebsite: $businessWebsite
      businessPhoneNumber: $businessPhoneNumber
      emailFrom: $emailFrom
      tagline: $tagline
      notificationsEnabled: $notificationsEnabled
      notificationsEnabledOwnersOnly: $notificationsEnabledOwnersOnly
    ) {
      status
      error
      business {
        name
        fullName
        status
      }
    }
  }
`;

export interface BusinessListItem {
  name: string;
  fullName?: string | null;
  status?: string | null;
  createdAt?: string | null;
  contactEmail?: string | null;
  country?: string | null;
  plan?: {
    planType?: string | null;
    accountStatus?: string | null;
    freeUntil?: string | null;
    currency?: string | null;
  } | null;
  planAmountDue?: number | null;
  prospectCompletion?: number | null;
  prospectLikelihood?: number | null;
  activitiesLast1d?: number | null;
  activitiesLast7d?: number | null;
  activitiesLast30d?: number | null;
  hsDealId?: string | null;
}

export interface CreateBusinessVariables {
  name: string;
  fullName: string;
  country: string;
  locale: string;
  timezone: string;
  contactEmail: string;
  businessWebsite: string;
  businessPhoneNumber: string;
  emailFrom: string;
  tagline: string;
  notificationsEnabled: boolean;
  notificationsEnabledOwnersOnly: boolean;
}

export interface CreateBusinessResult {
  status: string;
  error?: string | null;
  business?: { name: string; fullName?: string | null; status?: string | null } | null;
}
