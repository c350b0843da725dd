import { graphql } from '../../gql';
import type {
  BusinessListQueryQuery,
  CreateBusinessMutation,
  CreateBusinessMutationVariables,
} from '../../gql/graphql';

/** The superuser's business list (000 §3.1 business-list fields, §7.4). */
export const BUSINESS_LIST_QUERY = graphql(`
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
`);

/** createBusiness with its required fields and the optional owner (000 §5). */
export const CREATE_BUSINESS = graphql(`
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
    $ownerEmail: String
    $ownerFirstName: String
    $ownerLastName: String
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
      ownerEmail: $ownerEmail
      ownerFirstName: $ownerFirstName
      ownerLastName: $ownerLastName
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
`);

/** One row of the business list. */
export type BusinessListItem = BusinessListQueryQuery['allBusinesses'][number];

export type CreateBusinessVariables = CreateBusinessMutationVariables;

export type CreateBusinessResult = CreateBusinessMutation['createBusiness'];
