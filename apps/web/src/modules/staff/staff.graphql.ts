import { graphql } from '../../gql';
import type { StaffDetailsFragment, StaffListItemFragment } from '../../gql/graphql';

/** A row of the staffs page (001 §2.4, §7.2 'staffs page'). */
export const STAFF_LIST_ITEM = graphql(`
  fragment StaffListItem on People {
    id
    name
    firstName
    middleName
    lastName
    profilePhoto
    staffRole
    staffSecondaryAttribute
    email
    phones
    primaryPhone
    deactivated
  }
`);

/** Every field the staff form and profile read (001 §3.1, staff fields and permission flags). */
export const STAFF_DETAILS = graphql(`
  fragment StaffDetails on People {
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
    notificationOptOuts
    staffRole
    staffSecondaryAttribute
    staffBio
    staffCategorizedTags {
      category
      tags
    }
    staffServiceRates {
      services
      locations
      rateType
      amount
      currency
      bonusAmount
      bonusThreshold
      bonusCeiling
      countNoShows
      countCancel
      countLateCancel
      countLocationClosures
      countStaffCancel
    }
    staffCommissionRates {
      services
      rateType
      amount
    }
    visibleByVisitors
    visibleByClients
    deactivated
    staffOnlineId
    staffEmployeeId
    staffCalendarColor
    staffNotificationEmailDisabled
    canSeeStaffRatesAndProcessPayroll
    canUpdateStaffRates
    canSeeOwnClientsPersonalInfo
    canTakeOwnAttendance
    canCreateOwnClientsClientComments
    canUpdateOwnAppointments
    canCancelOwnAppointments
    canCancelOwnSessions
  }
`);

/** The staffs page: every staff member (the server's limit, 100), the deactivated ones too. */
export const STAFF_LIST = graphql(`
  query StaffList($business: ID!) {
    staff(business: $business, includeDeactivated: true, limit: 100) {
      ...StaffListItem
    }
  }
`);

/** One staff member for the profile and the form. */
export const STAFF_BY_ID = graphql(`
  query StaffById($business: ID!, $id: ID!) {
    staff(business: $business, id: $id, includeDeactivated: true, limit: 1) {
      ...StaffDetails
    }
  }
`);

/** The signed-in staff member (myselfStaffProfile, staffSelfForm). */
export const MYSELF_STAFF = graphql(`
  query MyselfStaff($business: ID!) {
    myself(business: $business) {
      ...StaffDetails
    }
  }
`);

/** createPeople, staff variant (001 §7.1). */
export const CREATE_STAFF = graphql(`
  mutation CreateStaff(
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
    $staffRole: String
    $staffBio: String
    $staffCategorizedTags: [StaffCategorizedTagsInput!]
    $staffSecondaryAttribute: String
    $staffServiceRates: [StaffServiceRateInput!]
    $staffCommissionRates: [StaffCommissionRateInput!]
    $staffCalendarColor: String
    $visibleByVisitors: Boolean
    $visibleByClients: Boolean
    $deactivated: Boolean
    $staffOnlineId: String
    $staffEmployeeId: String
    $canSeeStaffRatesAndProcessPayroll: Boolean
    $canUpdateStaffRates: Boolean
    $canSeeOwnClientsPersonalInfo: Boolean
    $canTakeOwnAttendance: Boolean
    $canCreateOwnClientsClientComments: Boolean
    $canUpdateOwnAppointments: Boolean
    $canCancelOwnAppointments: Boolean
    $canCancelOwnSessions: Boolean
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
      staffRole: $staffRole
      staffBio: $staffBio
      staffCategorizedTags: $staffCategorizedTags
      staffSecondaryAttribute: $staffSecondaryAttribute
      staffServiceRates: $staffServiceRates
      staffCommissionRates: $staffCommissionRates
      staffCalendarColor: $staffCalendarColor
      visibleByVisitors: $visibleByVisitors
      visibleByClients: $visibleByClients
      deactivated: $deactivated
      staffOnlineId: $staffOnlineId
      staffEmployeeId: $staffEmployeeId
      canSeeStaffRatesAndProcessPayroll: $canSeeStaffRatesAndProcessPayroll
      canUpdateStaffRates: $canUpdateStaffRates
      canSeeOwnClientsPersonalInfo: $canSeeOwnClientsPersonalInfo
      canTakeOwnAttendance: $canTakeOwnAttendance
      canCreateOwnClientsClientComments: $canCreateOwnClientsClientComments
      canUpdateOwnAppointments: $canUpdateOwnAppointments
      canCancelOwnAppointments: $canCancelOwnAppointments
      canCancelOwnSessions: $canCancelOwnSessions
    ) {
      status
      error
      people {
        ...StaffDetails
      }
    }
  }
`);

/** updatePeople, staff variant with the rates (001 §7.1), refused when the record changed since it was read. */
export const UPDATE_STAFF = graphql(`
  mutation UpdateStaff(
    $business: ID!
    $id: ID!
    $expectedVersion: Int
    $profilePhoto: String
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
    $staffRole: String
    $staffBio: String
    $staffCategorizedTags: [StaffCategorizedTagsInput!]
    $staffSecondaryAttribute: String
    $staffServiceRates: [StaffServiceRateInput!]
    $staffCommissionRates: [StaffCommissionRateInput!]
    $staffCalendarColor: String
    $visibleByVisitors: Boolean
    $visibleByClients: Boolean
    $deactivated: Boolean
    $staffOnlineId: String
    $staffEmployeeId: String
    $canSeeStaffRatesAndProcessPayroll: Boolean
    $canUpdateStaffRates: Boolean
    $canSeeOwnClientsPersonalInfo: Boolean
    $canTakeOwnAttendance: Boolean
    $canCreateOwnClientsClientComments: Boolean
    $canUpdateOwnAppointments: Boolean
    $canCancelOwnAppointments: Boolean
    $canCancelOwnSessions: Boolean
  ) {
    updatePeople(
      business: $business
      id: $id
      expectedVersion: $expectedVersion
      profilePhoto: $profilePhoto
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
      staffRole: $staffRole
      staffBio: $staffBio
      staffCategorizedTags: $staffCategorizedTags
      staffSecondaryAttribute: $staffSecondaryAttribute
      staffServiceRates: $staffServiceRates
      staffCommissionRates: $staffCommissionRates
      staffCalendarColor: $staffCalendarColor
      visibleByVisitors: $visibleByVisitors
      visibleByClients: $visibleByClients
      deactivated: $deactivated
      staffOnlineId: $staffOnlineId
      staffEmployeeId: $staffEmployeeId
      canSeeStaffRatesAndProcessPayroll: $canSeeStaffRatesAndProcessPayroll
      canUpdateStaffRates: $canUpdateStaffRates
      canSeeOwnClientsPersonalInfo: $canSeeOwnClientsPersonalInfo
      canTakeOwnAttendance: $canTakeOwnAttendance
      canCreateOwnClientsClientComments: $canCreateOwnClientsClientComments
      canUpdateOwnAppointments: $canUpdateOwnAppointments
      canCancelOwnAppointments: $canCancelOwnAppointments
      canCancelOwnSessions: $canCancelOwnSessions
    ) {
      status
      error
      people {
        ...StaffDetails
      }
    }
  }
`);

/** selfUpdatePeople, staff variant: only the fields a staff member changes on themself (001 §6). */
export const SELF_UPDATE_STAFF = graphql(`
  mutation SelfUpdateStaff(
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
    $timezone: String
    $profilePhoto: String
    $notificationOptOuts: [String!]
    $staffOnlineId: String
    $staffNotificationEmailDisabled: Boolean
  ) {
    selfUpdatePeople(
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
      timezone: $timezone
      profilePhoto: $profilePhoto
      notificationOptOuts: $notificationOptOuts
      staffOnlineId: $staffOnlineId
      staffNotificationEmailDisabled: $staffNotificationEmailDisabled
    ) {
      status
      error
      myself {
        ...StaffDetails
      }
    }
  }
`);

export type StaffListItem = StaffListItemFragment;
export type StaffDetails = StaffDetailsFragment;
