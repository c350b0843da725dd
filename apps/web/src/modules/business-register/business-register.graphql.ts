import { gql } from '@apollo/client';

/** Whether a business name (the subdomain) can still be registered (000 §7.4). */
export const CHECK_BUSINESS_NAME_AVAILABILITY = gql`
  query CheckBusinessNameAvailability($business: ID!) {
    checkBusinessNameAvailability(business: $business) {
      available
    }
  }
`;

/** Business self-registration (000 §5, §7.4): a pending business and its owner, who gets a login link. */
export const SELF_REGISTER_BUSINESS = gql`
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
`;

export interface NameAvailabilityResult {
  checkBusinessNameAvailability: { available: boolean };
}

export interface StatusResult {
  status: string;
  error?: string | null;
}

export interface SelfRegisterBusinessVariables {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  business: string;
  businessFullName: string;
  businessWebsite: string;
  country: string;
  locale: string;
  prospectActiveStudents?: string | null;
  prospectActiveLocations?: string | null;
  prospectCurrentSoftware?: string | null;
  prospectPainPoints?: string | null;
}
