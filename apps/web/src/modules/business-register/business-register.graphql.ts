import { graphql } from '../../gql';
import type { SelfRegisterBusinessMutation, SelfRegisterBusinessMutationVariables } from '../../gql/graphql';

/** Whether a business name (the subdomain) can still be registered (000 §7.4). */
export const CHECK_BUSINESS_NAME_AVAILABILITY = graphql(`
  query CheckBusinessNameAvailability($business: ID!) {
    checkBusinessNameAvailability(business: $business) {
      available
    }
  }
`);

/** Business self-registration (000 §5, §7.4): a pending business and its owner, who gets a login link. */
export const SELF_REGISTER_BUSINESS = graphql(`
  mutation SelfRegisterBusiness(
    $firstName: String!
    $lastName: String!
    $email: String!
    $phoneNumber: String!
    $business: ID!
    $businessFullName: String!
    $businessWebsite: String!
    $country: String!
    $locale: String!
    $prospectActiveStudents: String
    $prospectActiveLocations: String
    $prospectCurrentSoftware: String
    $prospectPainPoints: String
  ) {
    selfRegisterBusiness(
      firstName: $firstName
      lastName: $lastName
      email: $email
      phoneNumber: $phoneNumber
      business: $business
      businessFullName: $businessFullName
      businessWebsite: $businessWebsite
      country: $country
      locale: $locale
      prospectActiveStudents: $prospectActiveStudents
      prospectActiveLocations: $prospectActiveLocations
      prospectCurrentSoftware: $prospectCurrentSoftware
      prospectPainPoints: $prospectPainPoints
    ) {
      status
      error
    }
  }
`);

/** The answer of selfRegisterBusiness. */
export type StatusResult = SelfRegisterBusinessMutation['selfRegisterBusiness'];

export type SelfRegisterBusinessVariables = SelfRegisterBusinessMutationVariables;

/** Confirms a self-registration made with the e-mail of an existing user: that user becomes the owner. */
export const CONFIRM_BUSINESS_REGISTRATION = graphql(`
  mutation ConfirmBusinessRegistration($token: String!) {
    confirmBusinessRegistration(token: $token) {
      status
      error
      business {
        name
        fullName
      }
    }
  }
`);
