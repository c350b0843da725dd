import { graphql } from '../../gql';
import type {
  ClientFormPersonFragment,
  ClientProfileFragment,
  ClientRowFragment,
  ClientSettingsQuery,
  CreateClientMutationVariables,
} from '../../gql/graphql';

/** A row of the client lists: name, photo, e-mail, primary phone, status and tags (001 §2.2). */
export const CLIENT_ROW = graphql(`
  fragment ClientRow on People {
    id
    name
    firstName
    lastName
    profilePhoto
    email
    primaryPhone
    status
    tags
    staffRole
  }
`);

/** The search list: clients by name, e-mail or phone (001 §7.1 clientPage, 25). */
export const CLIENT_SEARCH = graphql(`
  query ClientSearch($business: ID!, $search: String!, $limit: Int!, $status: String) {
    people(business: $business, search: $search, limit: $limit, clientsOnly: true, status: $status) {
      ...ClientRow
    }
  }
`);

/** One page of clients by name, by status or flag; the next page takes the cursor of this one. */
export const CLIENT_PAGE = graphql(`
  query ClientPage($business: ID!, $status: String, $flag: String, $cursor: String, $limit: Int!) {
    paginatedPeople(business: $business, status: $status, flag: $flag, cursor: $cursor, limit: $limit) {
      people {
        ...ClientRow
      }
      cursor
    }
  }
`);

/** The advanced search (001 §7.1 peopleAdvanced), at most 1000 people. */
export const PEOPLE_ADVANCED = graphql(`
  query PeopleAdvanced(
    $business: ID!
    $search: String
    $tags: [String!]
    $flags: [String!]
    $statuses: [String!]
    $customAttribute: CustomAttributeFilter
    $photoRelease: Boolean
    $created: DateRangeInput
    $loggedIn: DateRangeInput
    $birthdate: DateRangeInput
    $newMember: DateRangeInput
    $lostMember: DateRangeInput
    $staff: Boolean
    $includeHidden: Boolean
    $limit: Int
  ) {
    peopleAdvanced(
      business: $business
      search: $search
      tags: $tags
      flags: $flags
      statuses: $statuses
      customAttribute: $customAttribute
      photoRelease: $photoRelease
      created: $created
      loggedIn: $loggedIn
      birthdate: $birthdate
      newMember: $newMember
      lostMember: $lostMember
      staff: $staff
      includeHidden: $includeHidden
      limit: $limit
    ) {
      ...ClientRow
      createdAt
    }
  }
`);

/** The business's client settings the client screens offer as choices (member-readable fields). */
export const CLIENT_SETTINGS = graphql(`
  query ClientSettings($businessName: ID!) {
    businessQuery(businessName: $businessName) {
      name
      country
      clientStatuses
      defaultClientStatus
      clientCustomAttributes
      tagCategories {
        name
        tags
      }
    }
  }
`);

/** A person linked from a profile (family), shown by name. */
export const PERSON_LINK = graphql(`
  fragment PersonLink on People {
    id
    name
    profilePhoto
    staffRole
  }
`);

/** The client profile (001 §2.2, §3.1). */
export const CLIENT_PROFILE = graphql(`
  fragment ClientProfile on People {
    id
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
    status
    tags
    photoRelease
    flags {
      reason
      note
      createdAt
    }
    customAttributes {
      name
      value
    }
    joinedAt
    newMemberAt
    memberLostAt
    hiddenAt
    staffRole
    version
    accountManagers {
      ...PersonLink
    }
    dependents {
      ...PersonLink
    }
    peers {
      ...PersonLink
    }
  }
`);

/**
 * One person by id. Its limit is written out: the gateway counts a list without a literal limit
 * as 10 people, and a whole profile ten times over is more than a query may cost.
 */
export const CLIENT_PROFILE_QUERY = graphql(`
  query ClientProfileQuery($business: ID!, $id: ID!) {
    people(business: $business, id: $id, includeHidden: true, limit: 1) {
      ...ClientProfile
    }
  }
`);

/** The client form's person (edit): every field it edits, the family as picker entries. */
export const CLIENT_FORM_PERSON = graphql(`
  fragment ClientFormPerson on People {
    id
    firstName
    middleName
    lastName
    email
    phones
    street
    city
    state
    zipCode
    country
    birthdate
    gender
    status
    tags
    photoRelease
    flags {
      reason
      note
    }
    customAttributes {
      name
      value
    }
    staffRole
    version
    accountManagers {
      ...PickerPerson
    }
    dependents {
      ...PickerPerson
    }
  }
`);

export const CLIENT_FORM_QUERY = graphql(`
  query ClientFormQuery($business: ID!, $id: ID!) {
    people(business: $business, id: $id, includeHidden: true, limit: 1) {
      ...ClientFormPerson
    }
  }
`);

/** createPeople, client variant (001 §7.1): answers the new person's id, name and photo. */
export const CREATE_CLIENT = graphql(`
  mutation CreateClient(
    $business: ID!
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
    $status: String
    $tags: [String!]
    $flags: [FlaggedReasonInput!]
    $customAttributes: [CustomAttributeInput!]
    $photoRelease: Boolean
    $accountManagerIds: [ID!]
    $dependentIds: [ID!]
  ) {
    createPeople(
      business: $business
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
      status: $status
      tags: $tags
      flags: $flags
      customAttributes: $customAttributes
      photoRelease: $photoRelease
      accountManagerIds: $accountManagerIds
      dependentIds: $dependentIds
    ) {
      status
      error
      people {
        id
        name
        profilePhoto
      }
    }
  }
`);

/** updatePeople, client variant: refused when the person changed since expectedVersion. */
export const UPDATE_CLIENT = graphql(`
  mutation UpdateClient(
    $business: ID!
    $id: ID!
    $expectedVersion: Int
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
    $status: String
    $tags: [String!]
    $flags: [FlaggedReasonInput!]
    $customAttributes: [CustomAttributeInput!]
    $photoRelease: Boolean
    $accountManagerIds: [ID!]
    $dependentIds: [ID!]
  ) {
    updatePeople(
      business: $business
      id: $id
      expectedVersion: $expectedVersion
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
      status: $status
      tags: $tags
      flags: $flags
      customAttributes: $customAttributes
      photoRelease: $photoRelease
      accountManagerIds: $accountManagerIds
      dependentIds: $dependentIds
    ) {
      status
      error
      people {
        id
        ...ClientProfile
      }
    }
  }
`);

export const DELETE_PEOPLE = graphql(`
  mutation DeletePeople($business: ID!, $id: ID!) {
    deletePeople(business: $business, id: $id) {
      status
      error
    }
  }
`);

/**
 * Clients to merge with a record (001 §7.1 searchPeopleForMerge, 30); staff are never merged. The one
 * picked is then read whole (CLIENT_PROFILE_QUERY).
 */
export const MERGE_SEARCH = graphql(`
  query MergeSearch($business: ID!, $search: String!, $limit: Int!) {
    people(business: $business, search: $search, limit: $limit, clientsOnly: true) {
      ...ClientRow
    }
  }
`);

/** mergePeople (001 §4.4, §7.1): the kept record takes over the other one, which is deleted. */
export const MERGE_PEOPLE = graphql(`
  mutation MergePeople($business: ID!, $toDeleteId: ID!, $toKeepId: ID!) {
    mergePeople(business: $business, toDeleteId: $toDeleteId, toKeepId: $toKeepId) {
      status
      error
      people {
        id
        ...ClientProfile
      }
    }
  }
`);

export type ClientRow = ClientRowFragment;
export type ClientProfile = ClientProfileFragment;
export type ClientFormPerson = ClientFormPersonFragment;
export type ClientSettings = NonNullable<ClientSettingsQuery['businessQuery']>;
export type ClientVariables = Omit<CreateClientMutationVariables, 'business'>;
