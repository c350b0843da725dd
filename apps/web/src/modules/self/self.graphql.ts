import { graphql } from '../../gql';
import type { DependentSummaryFragment, SelfDetailsFragment } from '../../gql/graphql';

/** A dependent as the self pages list it (001 §7.1 myselfDependentsQuery). */
export const DEPENDENT_SUMMARY = graphql(`
  fragment DependentSummary on People {
    id
    name
    firstName
    lastName
    profilePhoto
    birthdate
    gender
  }
`);

/** The client's own record, or a dependent's, as the self profile and form read it (myselfForClientForm). */
export const SELF_DETAILS = graphql(`
  fragment SelfDetails on People {
    id
    version
    name
    firstName
    middleName
    lastName
    profilePhoto
    email
    phones
    primaryPhone
    address
    street
    city
    state
    zipCode
    country
    birthdate
    gender
    timezone
    leadCaptureFields
    marketingEmailDisabled
    disableAllSmsNotifications
    staffRole
  }
`);

/** myself(business, id?): the signed-in person, or one of their dependents, with the dependents. */
export const MYSELF = graphql(`
  query Myself($business: ID!, $id: ID) {
    myself(business: $business, id: $id) {
      ...SelfDetails
      dependents {
        ...DependentSummary
      }
    }
  }
`);

/** The dependents of the signed-in person, for the dependent selector (myselfDependentsQuery). */
export const MYSELF_DEPENDENTS = graphql(`
  query MyselfDependents($business: ID!) {
    myself(business: $business) {
      id
      dependents {
        ...DependentSummary
      }
    }
  }
`);

/** selfUpdatePeople, client variant (001 §7.1): themself, or a dependent by id. */
export const SELF_UPDATE_CLIENT = graphql(`
  mutation SelfUpdateClient(
    $business: ID!
    $id: ID
    $firstName: String
    $middleName: String
    $lastName: String
    $email: String
    $phones: [String!]
    $street: String
    $city: String
    $state: String
    $zipCode: String
    $country: String
    $birthdate: String
    $gender: String
    $timezone: String
    $profilePhoto: String
    $marketingEmailDisabled: Boolean
    $disableAllSmsNotifications: Boolean
    $leadCaptureFields: String
  ) {
    selfUpdatePeople(
      business: $business
      id: $id
      firstName: $firstName
      middleName: $middleName
      lastName: $lastName
      email: $email
      phones: $phones
      street: $street
      city: $city
      state: $state
      zipCode: $zipCode
      country: $country
      birthdate: $birthdate
      gender: $gender
      timezone: $timezone
      profilePhoto: $profilePhoto
      marketingEmailDisabled: $marketingEmailDisabled
      disableAllSmsNotifications: $disableAllSmsNotifications
      leadCaptureFields: $leadCaptureFields
    ) {
      status
      error
      myself {
        ...SelfDetails
      }
    }
  }
`);

/** selfAddDependent (001 §7.1). */
export const SELF_ADD_DEPENDENT = graphql(`
  mutation SelfAddDependent($business: ID!, $dependent: DependentInput!) {
    selfAddDependent(business: $business, dependent: $dependent) {
      status
      error
      dependent {
        ...DependentSummary
        email
        address
      }
    }
  }
`);

export type SelfDetails = SelfDetailsFragment;
export type DependentSummary = DependentSummaryFragment;
