/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  '\n  mutation LoginSimple($login: ID!, $password: String!, $business: String, $returnIdToken: Boolean) {\n    loginSimple(login: $login, password: $password, business: $business, returnIdToken: $returnIdToken) {\n      status\n      error\n      idToken\n      refreshToken\n    }\n  }\n': typeof types.LoginSimpleDocument;
  '\n  mutation LoginPasswordless($token: String!) {\n    loginPasswordless(token: $token) {\n      status\n      error\n      idToken\n      refreshToken\n    }\n  }\n': typeof types.LoginPasswordlessDocument;
  '\n  mutation LoginRefresh($refreshToken: String!) {\n    loginRefresh(refreshToken: $refreshToken) {\n      status\n      error\n      idToken\n      refreshToken\n    }\n  }\n': typeof types.LoginRefreshDocument;
  '\n  mutation Logout($refreshToken: String, $everywhere: Boolean) {\n    logout(refreshToken: $refreshToken, everywhere: $everywhere) {\n      status\n      error\n    }\n  }\n': typeof types.LogoutDocument;
  '\n  mutation RequestSelfAuthLink($email: String!, $business: String) {\n    requestSelfAuthLink(email: $email, business: $business) {\n      status\n      error\n    }\n  }\n': typeof types.RequestSelfAuthLinkDocument;
  '\n  query CurrentUser {\n    currentUser {\n      id\n      email\n      firstName\n      lastName\n      role\n      staffRole\n      business\n      accountId\n      permissions {\n        action\n        resource\n        allowed\n      }\n    }\n  }\n': typeof types.CurrentUserDocument;
  '\n  query Accounts($email: String!) {\n    accounts(email: $email) {\n      id\n      name\n      email\n      business\n      staffRole\n      businessDetails {\n        name\n        status\n        fullName\n        uiLogoUrl\n      }\n    }\n  }\n': typeof types.AccountsDocument;
  '\n  fragment SmsUsage on Business {\n    smsFeatureEnabled\n    smsTier\n    smsCountTotal\n  }\n': typeof types.SmsUsageFragmentDoc;
  '\n  query BusinessNoticesQuery($businessName: ID!) {\n    businessQuery(businessName: $businessName) {\n      name\n      billingWarning\n      ...SmsUsage\n    }\n  }\n': typeof types.BusinessNoticesQueryDocument;
  '\n  query businessListQuery {\n    allBusinesses {\n      name\n      fullName\n      status\n      createdAt\n      contactEmail\n      country\n      plan {\n        planType\n        accountStatus\n        freeUntil\n        currency\n      }\n      planAmountDue\n      prospectCompletion\n      prospectLikelihood\n      activitiesLast1d\n      activitiesLast7d\n      activitiesLast30d\n      hsDealId\n    }\n  }\n': typeof types.BusinessListQueryDocument;
  '\n  mutation CreateBusiness(\n    $name: ID!\n    $fullName: String!\n    $country: String!\n    $locale: String!\n    $timezone: String!\n    $contactEmail: String!\n    $businessWebsite: String!\n    $businessPhoneNumber: String!\n    $emailFrom: String!\n    $tagline: String!\n    $notificationsEnabled: Boolean!\n    $notificationsEnabledOwnersOnly: Boolean!\n    $ownerEmail: String\n    $ownerFirstName: String\n    $ownerLastName: String\n  ) {\n    createBusiness(\n      name: $name\n      fullName: $fullName\n      country: $country\n      locale: $locale\n      timezone: $timezone\n      contactEmail: $contactEmail\n      businessWebsite: $businessWebsite\n      businessPhoneNumber: $businessPhoneNumber\n      emailFrom: $emailFrom\n      tagline: $tagline\n      notificationsEnabled: $notificationsEnabled\n      notificationsEnabledOwnersOnly: $notificationsEnabledOwnersOnly\n      ownerEmail: $ownerEmail\n      ownerFirstName: $ownerFirstName\n      ownerLastName: $ownerLastName\n    ) {\n      status\n      error\n      business {\n        name\n        fullName\n        status\n      }\n    }\n  }\n': typeof types.CreateBusinessDocument;
  '\n  query CheckBusinessNameAvailability($business: ID!) {\n    checkBusinessNameAvailability(business: $business) {\n      available\n    }\n  }\n': typeof types.CheckBusinessNameAvailabilityDocument;
  '\n  mutation SelfRegisterBusiness(\n    $firstName: String!\n    $lastName: String!\n    $email: String!\n    $phoneNumber: String!\n    $business: ID!\n    $businessFullName: String!\n    $businessWebsite: String!\n    $country: String!\n    $locale: String!\n    $prospectActiveStudents: String\n    $prospectActiveLocations: String\n    $prospectCurrentSoftware: String\n    $prospectPainPoints: String\n  ) {\n    selfRegisterBusiness(\n      firstName: $firstName\n      lastName: $lastName\n      email: $email\n      phoneNumber: $phoneNumber\n      business: $business\n      businessFullName: $businessFullName\n      businessWebsite: $businessWebsite\n      country: $country\n      locale: $locale\n      prospectActiveStudents: $prospectActiveStudents\n      prospectActiveLocations: $prospectActiveLocations\n      prospectCurrentSoftware: $prospectCurrentSoftware\n      prospectPainPoints: $prospectPainPoints\n    ) {\n      status\n      error\n    }\n  }\n': typeof types.SelfRegisterBusinessDocument;
  '\n  mutation ConfirmBusinessRegistration($token: String!) {\n    confirmBusinessRegistration(token: $token) {\n      status\n      error\n      business {\n        name\n        fullName\n      }\n    }\n  }\n': typeof types.ConfirmBusinessRegistrationDocument;
  '\n  query SelectBusinessList {\n    allBusinesses {\n      name\n      fullName\n      status\n    }\n  }\n': typeof types.SelectBusinessListDocument;
  '\n  query BusinessQueryForApp($businessName: ID!) {\n    businessQueryForApp(businessName: $businessName) {\n      name\n      domainReady\n    }\n  }\n': typeof types.BusinessQueryForAppDocument;
  '\n  fragment BusinessConfig on Business {\n    name\n    fullName\n    status\n    contactEmail\n    emailFrom\n    tagline\n    uiLogoUrl\n    uiFaviconUrl\n    uiPrimaryColor\n    uiSecondaryColor\n    federatedLoginEnabled\n    smsFeatureEnabled\n    voipEnabled\n  }\n': typeof types.BusinessConfigFragmentDoc;
  '\n  query BusinessQuery($businessName: ID!) {\n    businessQuery(businessName: $businessName) {\n      ...BusinessConfig\n    }\n  }\n': typeof types.BusinessQueryDocument;
  '\n  fragment ClientRow on People {\n    id\n    name\n    firstName\n    lastName\n    profilePhoto\n    email\n    primaryPhone\n    status\n    tags\n    staffRole\n  }\n': typeof types.ClientRowFragmentDoc;
  '\n  query ClientSearch($business: ID!, $search: String!, $limit: Int!, $status: String) {\n    people(business: $business, search: $search, limit: $limit, clientsOnly: true, status: $status) {\n      ...ClientRow\n    }\n  }\n': typeof types.ClientSearchDocument;
  '\n  query ClientPage($business: ID!, $status: String, $flag: String, $cursor: String, $limit: Int!) {\n    paginatedPeople(business: $business, status: $status, flag: $flag, cursor: $cursor, limit: $limit) {\n      people {\n        ...ClientRow\n      }\n      cursor\n    }\n  }\n': typeof types.ClientPageDocument;
  '\n  query PeopleAdvanced(\n    $business: ID!\n    $search: String\n    $tags: [String!]\n    $flags: [String!]\n    $statuses: [String!]\n    $customAttribute: CustomAttributeFilter\n    $photoRelease: Boolean\n    $created: DateRangeInput\n    $loggedIn: DateRangeInput\n    $birthdate: DateRangeInput\n    $newMember: DateRangeInput\n    $lostMember: DateRangeInput\n    $staff: Boolean\n    $includeHidden: Boolean\n    $limit: Int\n  ) {\n    peopleAdvanced(\n      business: $business\n      search: $search\n      tags: $tags\n      flags: $flags\n      statuses: $statuses\n      customAttribute: $customAttribute\n      photoRelease: $photoRelease\n      created: $created\n      loggedIn: $loggedIn\n      birthdate: $birthdate\n      newMember: $newMember\n      lostMember: $lostMember\n      staff: $staff\n      includeHidden: $includeHidden\n      limit: $limit\n    ) {\n      ...ClientRow\n      createdAt\n    }\n  }\n': typeof types.PeopleAdvancedDocument;
  '\n  query ClientSettings($businessName: ID!) {\n    businessQuery(businessName: $businessName) {\n      name\n      country\n      clientStatuses\n      defaultClientStatus\n      clientCustomAttributes\n      tagCategories {\n        name\n        tags\n      }\n    }\n  }\n': typeof types.ClientSettingsDocument;
  '\n  fragment PersonLink on People {\n    id\n    name\n    profilePhoto\n    staffRole\n  }\n': typeof types.PersonLinkFragmentDoc;
  '\n  fragment ClientProfile on People {\n    id\n    name\n    firstName\n    middleName\n    lastName\n    profilePhoto\n    email\n    phones\n    primaryPhone\n    address\n    street\n    city\n    state\n    zipCode\n    country\n    birthdate\n    gender\n    status\n    tags\n    photoRelease\n    flags {\n      reason\n      note\n      createdAt\n    }\n    customAttributes {\n      name\n      value\n    }\n    joinedAt\n    newMemberAt\n    memberLostAt\n    hiddenAt\n    staffRole\n    version\n    accountManagers {\n      ...PersonLink\n    }\n    dependents {\n      ...PersonLink\n    }\n    peers {\n      ...PersonLink\n    }\n  }\n': typeof types.ClientProfileFragmentDoc;
  '\n  query ClientProfileQuery($business: ID!, $id: ID!) {\n    people(business: $business, id: $id, includeHidden: true, limit: 1) {\n      ...ClientProfile\n    }\n  }\n': typeof types.ClientProfileQueryDocument;
  '\n  fragment ClientFormPerson on People {\n    id\n    firstName\n    middleName\n    lastName\n    email\n    phones\n    street\n    city\n    state\n    zipCode\n    country\n    birthdate\n    gender\n    status\n    tags\n    photoRelease\n    flags {\n      reason\n      note\n    }\n    customAttributes {\n      name\n      value\n    }\n    staffRole\n    version\n    accountManagers {\n      ...PickerPerson\n    }\n    dependents {\n      ...PickerPerson\n    }\n  }\n': typeof types.ClientFormPersonFragmentDoc;
  '\n  query ClientFormQuery($business: ID!, $id: ID!) {\n    people(business: $business, id: $id, includeHidden: true, limit: 1) {\n      ...ClientFormPerson\n    }\n  }\n': typeof types.ClientFormQueryDocument;
  '\n  mutation CreateClient(\n    $business: ID!\n    $firstName: String\n    $middleName: String\n    $lastName: String\n    $email: String\n    $phones: [String!]\n    $street: String\n    $city: String\n    $state: String\n    $zipCode: String\n    $country: String\n    $birthdate: String\n    $gender: String\n    $status: String\n    $tags: [String!]\n    $flags: [FlaggedReasonInput!]\n    $customAttributes: [CustomAttributeInput!]\n    $photoRelease: Boolean\n    $accountManagerIds: [ID!]\n    $dependentIds: [ID!]\n  ) {\n    createPeople(\n      business: $business\n      firstName: $firstName\n      middleName: $middleName\n      lastName: $lastName\n      email: $email\n      phones: $phones\n      street: $street\n      city: $city\n      state: $state\n      zipCode: $zipCode\n      country: $country\n      birthdate: $birthdate\n      gender: $gender\n      status: $status\n      tags: $tags\n      flags: $flags\n      customAttributes: $customAttributes\n      photoRelease: $photoRelease\n      accountManagerIds: $accountManagerIds\n      dependentIds: $dependentIds\n    ) {\n      status\n      error\n      people {\n        id\n        name\n        profilePhoto\n      }\n    }\n  }\n': typeof types.CreateClientDocument;
  '\n  mutation UpdateClient(\n    $business: ID!\n    $id: ID!\n    $expectedVersion: Int\n    $firstName: String\n    $middleName: String\n    $lastName: String\n    $email: String\n    $phones: [String!]\n    $street: String\n    $city: String\n    $state: String\n    $zipCode: String\n    $country: String\n    $birthdate: String\n    $gender: String\n    $status: String\n    $tags: [String!]\n    $flags: [FlaggedReasonInput!]\n    $customAttributes: [CustomAttributeInput!]\n    $photoRelease: Boolean\n    $accountManagerIds: [ID!]\n    $dependentIds: [ID!]\n  ) {\n    updatePeople(\n      business: $business\n      id: $id\n      expectedVersion: $expectedVersion\n      firstName: $firstName\n      middleName: $middleName\n      lastName: $lastName\n      email: $email\n      phones: $phones\n      street: $street\n      city: $city\n      state: $state\n      zipCode: $zipCode\n      country: $country\n      birthdate: $birthdate\n      gender: $gender\n      status: $status\n      tags: $tags\n      flags: $flags\n      customAttributes: $customAttributes\n      photoRelease: $photoRelease\n      accountManagerIds: $accountManagerIds\n      dependentIds: $dependentIds\n    ) {\n      status\n      error\n      people {\n        id\n        ...ClientProfile\n      }\n    }\n  }\n': typeof types.UpdateClientDocument;
  '\n  mutation DeletePeople($business: ID!, $id: ID!) {\n    deletePeople(business: $business, id: $id) {\n      status\n      error\n    }\n  }\n': typeof types.DeletePeopleDocument;
  '\n  query MergeSearch($business: ID!, $search: String!, $limit: Int!) {\n    people(business: $business, search: $search, limit: $limit, clientsOnly: true) {\n      ...ClientRow\n    }\n  }\n': typeof types.MergeSearchDocument;
  '\n  mutation MergePeople($business: ID!, $toDeleteId: ID!, $toKeepId: ID!) {\n    mergePeople(business: $business, toDeleteId: $toDeleteId, toKeepId: $toKeepId) {\n      status\n      error\n      people {\n        id\n        ...ClientProfile\n      }\n    }\n  }\n': typeof types.MergePeopleDocument;
  '\n  query SudoTarget {\n    currentUser {\n      id\n      email\n    }\n  }\n': typeof types.SudoTargetDocument;
  '\n  fragment PickerPerson on People {\n    id\n    name\n    email\n    profilePhoto\n    staffRole\n  }\n': typeof types.PickerPersonFragmentDoc;
  '\n  query PickerPeople($business: ID!, $search: String!, $limit: Int!, $clientsOnly: Boolean) {\n    people(business: $business, search: $search, limit: $limit, clientsOnly: $clientsOnly) {\n      ...PickerPerson\n    }\n  }\n': typeof types.PickerPeopleDocument;
  '\n  query PickerStaff($business: ID!, $search: String!, $limit: Int!) {\n    staff(business: $business, search: $search, limit: $limit) {\n      ...PickerPerson\n    }\n  }\n': typeof types.PickerStaffDocument;
  '\n  fragment FormFieldParts on FormField {\n    id\n    name\n    fieldType\n    showField\n    requireField\n    fieldChoices\n    conditionalOptions {\n      selectedChoice\n      choices\n    }\n    conditionalFieldId\n  }\n': typeof types.FormFieldPartsFragmentDoc;
  '\n  query RegistrationBusiness($businessName: ID!, $phaseType: String!) {\n    businessQuery(businessName: $businessName) {\n      name\n      fullName\n      uiLogoUrl\n      welcomeMessage\n      crmWelcomeMessage\n      crmThankYouMessage\n      genderDisplayOption\n      formsPhoneNumberRequired\n      smsFeatureEnabled\n      dataCollectionPrivacyPolicyUrl\n      messagingTermsAndConditionsUrl\n      selfRegisterFields {\n        ...FormFieldParts\n      }\n      crmLeadCaptureFields {\n        ...FormFieldParts\n      }\n    }\n    customerJourneyPhaseByType(business: $businessName, phaseType: $phaseType) {\n      phaseType\n      version\n      dataRequirements {\n        id\n        fieldName\n        fieldType\n        fieldRequirement\n        isBuiltin\n        order\n        fieldOptions\n        conditionalOptions {\n          selectedChoice\n          options\n        }\n        conditionalFieldId\n        isAccountManagerInformation\n      }\n      additionalConfig {\n        welcomeMessage\n        thankYouMessage\n      }\n    }\n  }\n': typeof types.RegistrationBusinessDocument;
  '\n  mutation SelfRegister($input: SelfRegisterInput!) {\n    selfRegister(input: $input) {\n      status\n      error\n      myself {\n        id\n        dependents {\n          id\n        }\n      }\n    }\n  }\n': typeof types.SelfRegisterDocument;
  '\n  mutation InviteVerify($business: ID!, $clientId: ID!, $inviteCode: String!, $newPassword: String) {\n    inviteVerify(\n      business: $business\n      clientId: $clientId\n      inviteCode: $inviteCode\n      newPassword: $newPassword\n    ) {\n      status\n      error\n    }\n  }\n': typeof types.InviteVerifyDocument;
  '\n  query NavbarSearchPeople($business: ID!, $search: String!, $limit: Int!) {\n    people(business: $business, search: $search, limit: $limit) {\n      id\n      firstName\n      lastName\n      email\n      primaryPhone\n      status\n      staffRole\n      profilePhoto\n    }\n  }\n': typeof types.NavbarSearchPeopleDocument;
  '\n  query BusinessProgress($businessName: ID!) {\n    businessProgressQuery(businessName: $businessName) {\n      hasBusinessSettings\n      hasLocations\n      hasServices\n      hasStaff\n      hasClients\n      hasPayment\n      hasPaymentMethod\n      hasClientNotifications\n    }\n  }\n': typeof types.BusinessProgressDocument;
};
const documents: Documents = {
  '\n  mutation LoginSimple($login: ID!, $password: String!, $business: String, $returnIdToken: Boolean) {\n    loginSimple(login: $login, password: $password, business: $business, returnIdToken: $returnIdToken) {\n      status\n      error\n      idToken\n      refreshToken\n    }\n  }\n':
    types.LoginSimpleDocument,
  '\n  mutation LoginPasswordless($token: String!) {\n    loginPasswordless(token: $token) {\n      status\n      error\n      idToken\n      refreshToken\n    }\n  }\n':
    types.LoginPasswordlessDocument,
  '\n  mutation LoginRefresh($refreshToken: String!) {\n    loginRefresh(refreshToken: $refreshToken) {\n      status\n      error\n      idToken\n      refreshToken\n    }\n  }\n':
    types.LoginRefreshDocument,
  '\n  mutation Logout($refreshToken: String, $everywhere: Boolean) {\n    logout(refreshToken: $refreshToken, everywhere: $everywhere) {\n      status\n      error\n    }\n  }\n':
    types.LogoutDocument,
  '\n  mutation RequestSelfAuthLink($email: String!, $business: String) {\n    requestSelfAuthLink(email: $email, business: $business) {\n      status\n      error\n    }\n  }\n':
    types.RequestSelfAuthLinkDocument,
  '\n  query CurrentUser {\n    currentUser {\n      id\n      email\n      firstName\n      lastName\n      role\n      staffRole\n      business\n      accountId\n      permissions {\n        action\n        resource\n        allowed\n      }\n    }\n  }\n':
    types.CurrentUserDocument,
  '\n  query Accounts($email: String!) {\n    accounts(email: $email) {\n      id\n      name\n      email\n      business\n      staffRole\n      businessDetails {\n        name\n        status\n        fullName\n        uiLogoUrl\n      }\n    }\n  }\n':
    types.AccountsDocument,
  '\n  fragment SmsUsage on Business {\n    smsFeatureEnabled\n    smsTier\n    smsCountTotal\n  }\n':
    types.SmsUsageFragmentDoc,
  '\n  query BusinessNoticesQuery($businessName: ID!) {\n    businessQuery(businessName: $businessName) {\n      name\n      billingWarning\n      ...SmsUsage\n    }\n  }\n':
    types.BusinessNoticesQueryDocument,
  '\n  query businessListQuery {\n    allBusinesses {\n      name\n      fullName\n      status\n      createdAt\n      contactEmail\n      country\n      plan {\n        planType\n        accountStatus\n        freeUntil\n        currency\n      }\n      planAmountDue\n      prospectCompletion\n      prospectLikelihood\n      activitiesLast1d\n      activitiesLast7d\n      activitiesLast30d\n      hsDealId\n    }\n  }\n':
    types.BusinessListQueryDocument,
  '\n  mutation CreateBusiness(\n    $name: ID!\n    $fullName: String!\n    $country: String!\n    $locale: String!\n    $timezone: String!\n    $contactEmail: String!\n    $businessWebsite: String!\n    $businessPhoneNumber: String!\n    $emailFrom: String!\n    $tagline: String!\n    $notificationsEnabled: Boolean!\n    $notificationsEnabledOwnersOnly: Boolean!\n    $ownerEmail: String\n    $ownerFirstName: String\n    $ownerLastName: String\n  ) {\n    createBusiness(\n      name: $name\n      fullName: $fullName\n      country: $country\n      locale: $locale\n      timezone: $timezone\n      contactEmail: $contactEmail\n      businessWebsite: $businessWebsite\n      businessPhoneNumber: $businessPhoneNumber\n      emailFrom: $emailFrom\n      tagline: $tagline\n      notificationsEnabled: $notificationsEnabled\n      notificationsEnabledOwnersOnly: $notificationsEnabledOwnersOnly\n      ownerEmail: $ownerEmail\n      ownerFirstName: $ownerFirstName\n      ownerLastName: $ownerLastName\n    ) {\n      status\n      error\n      business {\n        name\n        fullName\n        status\n      }\n    }\n  }\n':
    types.CreateBusinessDocument,
  '\n  query CheckBusinessNameAvailability($business: ID!) {\n    checkBusinessNameAvailability(business: $business) {\n      available\n    }\n  }\n':
    types.CheckBusinessNameAvailabilityDocument,
  '\n  mutation SelfRegisterBusiness(\n    $firstName: String!\n    $lastName: String!\n    $email: String!\n    $phoneNumber: String!\n    $business: ID!\n    $businessFullName: String!\n    $businessWebsite: String!\n    $country: String!\n    $locale: String!\n    $prospectActiveStudents: String\n    $prospectActiveLocations: String\n    $prospectCurrentSoftware: String\n    $prospectPainPoints: String\n  ) {\n    selfRegisterBusiness(\n      firstName: $firstName\n      lastName: $lastName\n      email: $email\n      phoneNumber: $phoneNumber\n      business: $business\n      businessFullName: $businessFullName\n      businessWebsite: $businessWebsite\n      country: $country\n      locale: $locale\n      prospectActiveStudents: $prospectActiveStudents\n      prospectActiveLocations: $prospectActiveLocations\n      prospectCurrentSoftware: $prospectCurrentSoftware\n      prospectPainPoints: $prospectPainPoints\n    ) {\n      status\n      error\n    }\n  }\n':
    types.SelfRegisterBusinessDocument,
  '\n  mutation ConfirmBusinessRegistration($token: String!) {\n    confirmBusinessRegistration(token: $token) {\n      status\n      error\n      business {\n        name\n        fullName\n      }\n    }\n  }\n':
    types.ConfirmBusinessRegistrationDocument,
  '\n  query SelectBusinessList {\n    allBusinesses {\n      name\n      fullName\n      status\n    }\n  }\n':
    types.SelectBusinessListDocument,
  '\n  query BusinessQueryForApp($businessName: ID!) {\n    businessQueryForApp(businessName: $businessName) {\n      name\n      domainReady\n    }\n  }\n':
    types.BusinessQueryForAppDocument,
  '\n  fragment BusinessConfig on Business {\n    name\n    fullName\n    status\n    contactEmail\n    emailFrom\n    tagline\n    uiLogoUrl\n    uiFaviconUrl\n    uiPrimaryColor\n    uiSecondaryColor\n    federatedLoginEnabled\n    smsFeatureEnabled\n    voipEnabled\n  }\n':
    types.BusinessConfigFragmentDoc,
  '\n  query BusinessQuery($businessName: ID!) {\n    businessQuery(businessName: $businessName) {\n      ...BusinessConfig\n    }\n  }\n':
    types.BusinessQueryDocument,
  '\n  fragment ClientRow on People {\n    id\n    name\n    firstName\n    lastName\n    profilePhoto\n    email\n    primaryPhone\n    status\n    tags\n    staffRole\n  }\n':
    types.ClientRowFragmentDoc,
  '\n  query ClientSearch($business: ID!, $search: String!, $limit: Int!, $status: String) {\n    people(business: $business, search: $search, limit: $limit, clientsOnly: true, status: $status) {\n      ...ClientRow\n    }\n  }\n':
    types.ClientSearchDocument,
  '\n  query ClientPage($business: ID!, $status: String, $flag: String, $cursor: String, $limit: Int!) {\n    paginatedPeople(business: $business, status: $status, flag: $flag, cursor: $cursor, limit: $limit) {\n      people {\n        ...ClientRow\n      }\n      cursor\n    }\n  }\n':
    types.ClientPageDocument,
  '\n  query PeopleAdvanced(\n    $business: ID!\n    $search: String\n    $tags: [String!]\n    $flags: [String!]\n    $statuses: [String!]\n    $customAttribute: CustomAttributeFilter\n    $photoRelease: Boolean\n    $created: DateRangeInput\n    $loggedIn: DateRangeInput\n    $birthdate: DateRangeInput\n    $newMember: DateRangeInput\n    $lostMember: DateRangeInput\n    $staff: Boolean\n    $includeHidden: Boolean\n    $limit: Int\n  ) {\n    peopleAdvanced(\n      business: $business\n      search: $search\n      tags: $tags\n      flags: $flags\n      statuses: $statuses\n      customAttribute: $customAttribute\n      photoRelease: $photoRelease\n      created: $created\n      loggedIn: $loggedIn\n      birthdate: $birthdate\n      newMember: $newMember\n      lostMember: $lostMember\n      staff: $staff\n      includeHidden: $includeHidden\n      limit: $limit\n    ) {\n      ...ClientRow\n      createdAt\n    }\n  }\n':
    types.PeopleAdvancedDocument,
  '\n  query ClientSettings($businessName: ID!) {\n    businessQuery(businessName: $businessName) {\n      name\n      country\n      clientStatuses\n      defaultClientStatus\n      clientCustomAttributes\n      tagCategories {\n        name\n        tags\n      }\n    }\n  }\n':
    types.ClientSettingsDocument,
  '\n  fragment PersonLink on People {\n    id\n    name\n    profilePhoto\n    staffRole\n  }\n':
    types.PersonLinkFragmentDoc,
  '\n  fragment ClientProfile on People {\n    id\n    name\n    firstName\n    middleName\n    lastName\n    profilePhoto\n    email\n    phones\n    primaryPhone\n    address\n    street\n    city\n    state\n    zipCode\n    country\n    birthdate\n    gender\n    status\n    tags\n    photoRelease\n    flags {\n      reason\n      note\n      createdAt\n    }\n    customAttributes {\n      name\n      value\n    }\n    joinedAt\n    newMemberAt\n    memberLostAt\n    hiddenAt\n    staffRole\n    version\n    accountManagers {\n      ...PersonLink\n    }\n    dependents {\n      ...PersonLink\n    }\n    peers {\n      ...PersonLink\n    }\n  }\n':
    types.ClientProfileFragmentDoc,
  '\n  query ClientProfileQuery($business: ID!, $id: ID!) {\n    people(business: $business, id: $id, includeHidden: true, limit: 1) {\n      ...ClientProfile\n    }\n  }\n':
    types.ClientProfileQueryDocument,
  '\n  fragment ClientFormPerson on People {\n    id\n    firstName\n    middleName\n    lastName\n    email\n    phones\n    street\n    city\n    state\n    zipCode\n    country\n    birthdate\n    gender\n    status\n    tags\n    photoRelease\n    flags {\n      reason\n      note\n    }\n    customAttributes {\n      name\n      value\n    }\n    staffRole\n    version\n    accountManagers {\n      ...PickerPerson\n    }\n    dependents {\n      ...PickerPerson\n    }\n  }\n':
    types.ClientFormPersonFragmentDoc,
  '\n  query ClientFormQuery($business: ID!, $id: ID!) {\n    people(business: $business, id: $id, includeHidden: true, limit: 1) {\n      ...ClientFormPerson\n    }\n  }\n':
    types.ClientFormQueryDocument,
  '\n  mutation CreateClient(\n    $business: ID!\n    $firstName: String\n    $middleName: String\n    $lastName: String\n    $email: String\n    $phones: [String!]\n    $street: String\n    $city: String\n    $state: String\n    $zipCode: String\n    $country: String\n    $birthdate: String\n    $gender: String\n    $status: String\n    $tags: [String!]\n    $flags: [FlaggedReasonInput!]\n    $customAttributes: [CustomAttributeInput!]\n    $photoRelease: Boolean\n    $accountManagerIds: [ID!]\n    $dependentIds: [ID!]\n  ) {\n    createPeople(\n      business: $business\n      firstName: $firstName\n      middleName: $middleName\n      lastName: $lastName\n      email: $email\n      phones: $phones\n      street: $street\n      city: $city\n      state: $state\n      zipCode: $zipCode\n      country: $country\n      birthdate: $birthdate\n      gender: $gender\n      status: $status\n      tags: $tags\n      flags: $flags\n      customAttributes: $customAttributes\n      photoRelease: $photoRelease\n      accountManagerIds: $accountManagerIds\n      dependentIds: $dependentIds\n    ) {\n      status\n      error\n      people {\n        id\n        name\n        profilePhoto\n      }\n    }\n  }\n':
    types.CreateClientDocument,
  '\n  mutation UpdateClient(\n    $business: ID!\n    $id: ID!\n    $expectedVersion: Int\n    $firstName: String\n    $middleName: String\n    $lastName: String\n    $email: String\n    $phones: [String!]\n    $street: String\n    $city: String\n    $state: String\n    $zipCode: String\n    $country: String\n    $birthdate: String\n    $gender: String\n    $status: String\n    $tags: [String!]\n    $flags: [FlaggedReasonInput!]\n    $customAttributes: [CustomAttributeInput!]\n    $photoRelease: Boolean\n    $accountManagerIds: [ID!]\n    $dependentIds: [ID!]\n  ) {\n    updatePeople(\n      business: $business\n      id: $id\n      expectedVersion: $expectedVersion\n      firstName: $firstName\n      middleName: $middleName\n      lastName: $lastName\n      email: $email\n      phones: $phones\n      street: $street\n      city: $city\n      state: $state\n      zipCode: $zipCode\n      country: $country\n      birthdate: $birthdate\n      gender: $gender\n      status: $status\n      tags: $tags\n      flags: $flags\n      customAttributes: $customAttributes\n      photoRelease: $photoRelease\n      accountManagerIds: $accountManagerIds\n      dependentIds: $dependentIds\n    ) {\n      status\n      error\n      people {\n        id\n        ...ClientProfile\n      }\n    }\n  }\n':
    types.UpdateClientDocument,
  '\n  mutation DeletePeople($business: ID!, $id: ID!) {\n    deletePeople(business: $business, id: $id) {\n      status\n      error\n    }\n  }\n':
    types.DeletePeopleDocument,
  '\n  query MergeSearch($business: ID!, $search: String!, $limit: Int!) {\n    people(business: $business, search: $search, limit: $limit, clientsOnly: true) {\n      ...ClientRow\n    }\n  }\n':
    types.MergeSearchDocument,
  '\n  mutation MergePeople($business: ID!, $toDeleteId: ID!, $toKeepId: ID!) {\n    mergePeople(business: $business, toDeleteId: $toDeleteId, toKeepId: $toKeepId) {\n      status\n      error\n      people {\n        id\n        ...ClientProfile\n      }\n    }\n  }\n':
    types.MergePeopleDocument,
  '\n  query SudoTarget {\n    currentUser {\n      id\n      email\n    }\n  }\n': types.SudoTargetDocument,
  '\n  fragment PickerPerson on People {\n    id\n    name\n    email\n    profilePhoto\n    staffRole\n  }\n':
    types.PickerPersonFragmentDoc,
  '\n  query PickerPeople($business: ID!, $search: String!, $limit: Int!, $clientsOnly: Boolean) {\n    people(business: $business, search: $search, limit: $limit, clientsOnly: $clientsOnly) {\n      ...PickerPerson\n    }\n  }\n':
    types.PickerPeopleDocument,
  '\n  query PickerStaff($business: ID!, $search: String!, $limit: Int!) {\n    staff(business: $business, search: $search, limit: $limit) {\n      ...PickerPerson\n    }\n  }\n':
    types.PickerStaffDocument,
  '\n  fragment FormFieldParts on FormField {\n    id\n    name\n    fieldType\n    showField\n    requireField\n    fieldChoices\n    conditionalOptions {\n      selectedChoice\n      choices\n    }\n    conditionalFieldId\n  }\n':
    types.FormFieldPartsFragmentDoc,
  '\n  query RegistrationBusiness($businessName: ID!, $phaseType: String!) {\n    businessQuery(businessName: $businessName) {\n      name\n      fullName\n      uiLogoUrl\n      welcomeMessage\n      crmWelcomeMessage\n      crmThankYouMessage\n      genderDisplayOption\n      formsPhoneNumberRequired\n      smsFeatureEnabled\n      dataCollectionPrivacyPolicyUrl\n      messagingTermsAndConditionsUrl\n      selfRegisterFields {\n        ...FormFieldParts\n      }\n      crmLeadCaptureFields {\n        ...FormFieldParts\n      }\n    }\n    customerJourneyPhaseByType(business: $businessName, phaseType: $phaseType) {\n      phaseType\n      version\n      dataRequirements {\n        id\n        fieldName\n        fieldType\n        fieldRequirement\n        isBuiltin\n        order\n        fieldOptions\n        conditionalOptions {\n          selectedChoice\n          options\n        }\n        conditionalFieldId\n        isAccountManagerInformation\n      }\n      additionalConfig {\n        welcomeMessage\n        thankYouMessage\n      }\n    }\n  }\n':
    types.RegistrationBusinessDocument,
  '\n  mutation SelfRegister($input: SelfRegisterInput!) {\n    selfRegister(input: $input) {\n      status\n      error\n      myself {\n        id\n        dependents {\n          id\n        }\n      }\n    }\n  }\n':
    types.SelfRegisterDocument,
  '\n  mutation InviteVerify($business: ID!, $clientId: ID!, $inviteCode: String!, $newPassword: String) {\n    inviteVerify(\n      business: $business\n      clientId: $clientId\n      inviteCode: $inviteCode\n      newPassword: $newPassword\n    ) {\n      status\n      error\n    }\n  }\n':
    types.InviteVerifyDocument,
  '\n  query NavbarSearchPeople($business: ID!, $search: String!, $limit: Int!) {\n    people(business: $business, search: $search, limit: $limit) {\n      id\n      firstName\n      lastName\n      email\n      primaryPhone\n      status\n      staffRole\n      profilePhoto\n    }\n  }\n':
    types.NavbarSearchPeopleDocument,
  '\n  query BusinessProgress($businessName: ID!) {\n    businessProgressQuery(businessName: $businessName) {\n      hasBusinessSettings\n      hasLocations\n      hasServices\n      hasStaff\n      hasClients\n      hasPayment\n      hasPaymentMethod\n      hasClientNotifications\n    }\n  }\n':
    types.BusinessProgressDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation LoginSimple($login: ID!, $password: String!, $business: String, $returnIdToken: Boolean) {\n    loginSimple(login: $login, password: $password, business: $business, returnIdToken: $returnIdToken) {\n      status\n      error\n      idToken\n      refreshToken\n    }\n  }\n',
): (typeof documents)['\n  mutation LoginSimple($login: ID!, $password: String!, $business: String, $returnIdToken: Boolean) {\n    loginSimple(login: $login, password: $password, business: $business, returnIdToken: $returnIdToken) {\n      status\n      error\n      idToken\n      refreshToken\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation LoginPasswordless($token: String!) {\n    loginPasswordless(token: $token) {\n      status\n      error\n      idToken\n      refreshToken\n    }\n  }\n',
): (typeof documents)['\n  mutation LoginPasswordless($token: String!) {\n    loginPasswordless(token: $token) {\n      status\n      error\n      idToken\n      refreshToken\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation LoginRefresh($refreshToken: String!) {\n    loginRefresh(refreshToken: $refreshToken) {\n      status\n      error\n      idToken\n      refreshToken\n    }\n  }\n',
): (typeof documents)['\n  mutation LoginRefresh($refreshToken: String!) {\n    loginRefresh(refreshToken: $refreshToken) {\n      status\n      error\n      idToken\n      refreshToken\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation Logout($refreshToken: String, $everywhere: Boolean) {\n    logout(refreshToken: $refreshToken, everywhere: $everywhere) {\n      status\n      error\n    }\n  }\n',
): (typeof documents)['\n  mutation Logout($refreshToken: String, $everywhere: Boolean) {\n    logout(refreshToken: $refreshToken, everywhere: $everywhere) {\n      status\n      error\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RequestSelfAuthLink($email: String!, $business: String) {\n    requestSelfAuthLink(email: $email, business: $business) {\n      status\n      error\n    }\n  }\n',
): (typeof documents)['\n  mutation RequestSelfAuthLink($email: String!, $business: String) {\n    requestSelfAuthLink(email: $email, business: $business) {\n      status\n      error\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CurrentUser {\n    currentUser {\n      id\n      email\n      firstName\n      lastName\n      role\n      staffRole\n      business\n      accountId\n      permissions {\n        action\n        resource\n        allowed\n      }\n    }\n  }\n',
): (typeof documents)['\n  query CurrentUser {\n    currentUser {\n      id\n      email\n      firstName\n      lastName\n      role\n      staffRole\n      business\n      accountId\n      permissions {\n        action\n        resource\n        allowed\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Accounts($email: String!) {\n    accounts(email: $email) {\n      id\n      name\n      email\n      business\n      staffRole\n      businessDetails {\n        name\n        status\n        fullName\n        uiLogoUrl\n      }\n    }\n  }\n',
): (typeof documents)['\n  query Accounts($email: String!) {\n    accounts(email: $email) {\n      id\n      name\n      email\n      business\n      staffRole\n      businessDetails {\n        name\n        status\n        fullName\n        uiLogoUrl\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment SmsUsage on Business {\n    smsFeatureEnabled\n    smsTier\n    smsCountTotal\n  }\n',
): (typeof documents)['\n  fragment SmsUsage on Business {\n    smsFeatureEnabled\n    smsTier\n    smsCountTotal\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query BusinessNoticesQuery($businessName: ID!) {\n    businessQuery(businessName: $businessName) {\n      name\n      billingWarning\n      ...SmsUsage\n    }\n  }\n',
): (typeof documents)['\n  query BusinessNoticesQuery($businessName: ID!) {\n    businessQuery(businessName: $businessName) {\n      name\n      billingWarning\n      ...SmsUsage\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query businessListQuery {\n    allBusinesses {\n      name\n      fullName\n      status\n      createdAt\n      contactEmail\n      country\n      plan {\n        planType\n        accountStatus\n        freeUntil\n        currency\n      }\n      planAmountDue\n      prospectCompletion\n      prospectLikelihood\n      activitiesLast1d\n      activitiesLast7d\n      activitiesLast30d\n      hsDealId\n    }\n  }\n',
): (typeof documents)['\n  query businessListQuery {\n    allBusinesses {\n      name\n      fullName\n      status\n      createdAt\n      contactEmail\n      country\n      plan {\n        planType\n        accountStatus\n        freeUntil\n        currency\n      }\n      planAmountDue\n      prospectCompletion\n      prospectLikelihood\n      activitiesLast1d\n      activitiesLast7d\n      activitiesLast30d\n      hsDealId\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateBusiness(\n    $name: ID!\n    $fullName: String!\n    $country: String!\n    $locale: String!\n    $timezone: String!\n    $contactEmail: String!\n    $businessWebsite: String!\n    $businessPhoneNumber: String!\n    $emailFrom: String!\n    $tagline: String!\n    $notificationsEnabled: Boolean!\n    $notificationsEnabledOwnersOnly: Boolean!\n    $ownerEmail: String\n    $ownerFirstName: String\n    $ownerLastName: String\n  ) {\n    createBusiness(\n      name: $name\n      fullName: $fullName\n      country: $country\n      locale: $locale\n      timezone: $timezone\n      contactEmail: $contactEmail\n      businessWebsite: $businessWebsite\n      businessPhoneNumber: $businessPhoneNumber\n      emailFrom: $emailFrom\n      tagline: $tagline\n      notificationsEnabled: $notificationsEnabled\n      notificationsEnabledOwnersOnly: $notificationsEnabledOwnersOnly\n      ownerEmail: $ownerEmail\n      ownerFirstName: $ownerFirstName\n      ownerLastName: $ownerLastName\n    ) {\n      status\n      error\n      business {\n        name\n        fullName\n        status\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateBusiness(\n    $name: ID!\n    $fullName: String!\n    $country: String!\n    $locale: String!\n    $timezone: String!\n    $contactEmail: String!\n    $businessWebsite: String!\n    $businessPhoneNumber: String!\n    $emailFrom: String!\n    $tagline: String!\n    $notificationsEnabled: Boolean!\n    $notificationsEnabledOwnersOnly: Boolean!\n    $ownerEmail: String\n    $ownerFirstName: String\n    $ownerLastName: String\n  ) {\n    createBusiness(\n      name: $name\n      fullName: $fullName\n      country: $country\n      locale: $locale\n      timezone: $timezone\n      contactEmail: $contactEmail\n      businessWebsite: $businessWebsite\n      businessPhoneNumber: $businessPhoneNumber\n      emailFrom: $emailFrom\n      tagline: $tagline\n      notificationsEnabled: $notificationsEnabled\n      notificationsEnabledOwnersOnly: $notificationsEnabledOwnersOnly\n      ownerEmail: $ownerEmail\n      ownerFirstName: $ownerFirstName\n      ownerLastName: $ownerLastName\n    ) {\n      status\n      error\n      business {\n        name\n        fullName\n        status\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CheckBusinessNameAvailability($business: ID!) {\n    checkBusinessNameAvailability(business: $business) {\n      available\n    }\n  }\n',
): (typeof documents)['\n  query CheckBusinessNameAvailability($business: ID!) {\n    checkBusinessNameAvailability(business: $business) {\n      available\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SelfRegisterBusiness(\n    $firstName: String!\n    $lastName: String!\n    $email: String!\n    $phoneNumber: String!\n    $business: ID!\n    $businessFullName: String!\n    $businessWebsite: String!\n    $country: String!\n    $locale: String!\n    $prospectActiveStudents: String\n    $prospectActiveLocations: String\n    $prospectCurrentSoftware: String\n    $prospectPainPoints: String\n  ) {\n    selfRegisterBusiness(\n      firstName: $firstName\n      lastName: $lastName\n      email: $email\n      phoneNumber: $phoneNumber\n      business: $business\n      businessFullName: $businessFullName\n      businessWebsite: $businessWebsite\n      country: $country\n      locale: $locale\n      prospectActiveStudents: $prospectActiveStudents\n      prospectActiveLocations: $prospectActiveLocations\n      prospectCurrentSoftware: $prospectCurrentSoftware\n      prospectPainPoints: $prospectPainPoints\n    ) {\n      status\n      error\n    }\n  }\n',
): (typeof documents)['\n  mutation SelfRegisterBusiness(\n    $firstName: String!\n    $lastName: String!\n    $email: String!\n    $phoneNumber: String!\n    $business: ID!\n    $businessFullName: String!\n    $businessWebsite: String!\n    $country: String!\n    $locale: String!\n    $prospectActiveStudents: String\n    $prospectActiveLocations: String\n    $prospectCurrentSoftware: String\n    $prospectPainPoints: String\n  ) {\n    selfRegisterBusiness(\n      firstName: $firstName\n      lastName: $lastName\n      email: $email\n      phoneNumber: $phoneNumber\n      business: $business\n      businessFullName: $businessFullName\n      businessWebsite: $businessWebsite\n      country: $country\n      locale: $locale\n      prospectActiveStudents: $prospectActiveStudents\n      prospectActiveLocations: $prospectActiveLocations\n      prospectCurrentSoftware: $prospectCurrentSoftware\n      prospectPainPoints: $prospectPainPoints\n    ) {\n      status\n      error\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ConfirmBusinessRegistration($token: String!) {\n    confirmBusinessRegistration(token: $token) {\n      status\n      error\n      business {\n        name\n        fullName\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation ConfirmBusinessRegistration($token: String!) {\n    confirmBusinessRegistration(token: $token) {\n      status\n      error\n      business {\n        name\n        fullName\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SelectBusinessList {\n    allBusinesses {\n      name\n      fullName\n      status\n    }\n  }\n',
): (typeof documents)['\n  query SelectBusinessList {\n    allBusinesses {\n      name\n      fullName\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query BusinessQueryForApp($businessName: ID!) {\n    businessQueryForApp(businessName: $businessName) {\n      name\n      domainReady\n    }\n  }\n',
): (typeof documents)['\n  query BusinessQueryForApp($businessName: ID!) {\n    businessQueryForApp(businessName: $businessName) {\n      name\n      domainReady\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment BusinessConfig on Business {\n    name\n    fullName\n    status\n    contactEmail\n    emailFrom\n    tagline\n    uiLogoUrl\n    uiFaviconUrl\n    uiPrimaryColor\n    uiSecondaryColor\n    federatedLoginEnabled\n    smsFeatureEnabled\n    voipEnabled\n  }\n',
): (typeof documents)['\n  fragment BusinessConfig on Business {\n    name\n    fullName\n    status\n    contactEmail\n    emailFrom\n    tagline\n    uiLogoUrl\n    uiFaviconUrl\n    uiPrimaryColor\n    uiSecondaryColor\n    federatedLoginEnabled\n    smsFeatureEnabled\n    voipEnabled\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query BusinessQuery($businessName: ID!) {\n    businessQuery(businessName: $businessName) {\n      ...BusinessConfig\n    }\n  }\n',
): (typeof documents)['\n  query BusinessQuery($businessName: ID!) {\n    businessQuery(businessName: $businessName) {\n      ...BusinessConfig\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ClientRow on People {\n    id\n    name\n    firstName\n    lastName\n    profilePhoto\n    email\n    primaryPhone\n    status\n    tags\n    staffRole\n  }\n',
): (typeof documents)['\n  fragment ClientRow on People {\n    id\n    name\n    firstName\n    lastName\n    profilePhoto\n    email\n    primaryPhone\n    status\n    tags\n    staffRole\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ClientSearch($business: ID!, $search: String!, $limit: Int!, $status: String) {\n    people(business: $business, search: $search, limit: $limit, clientsOnly: true, status: $status) {\n      ...ClientRow\n    }\n  }\n',
): (typeof documents)['\n  query ClientSearch($business: ID!, $search: String!, $limit: Int!, $status: String) {\n    people(business: $business, search: $search, limit: $limit, clientsOnly: true, status: $status) {\n      ...ClientRow\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ClientPage($business: ID!, $status: String, $flag: String, $cursor: String, $limit: Int!) {\n    paginatedPeople(business: $business, status: $status, flag: $flag, cursor: $cursor, limit: $limit) {\n      people {\n        ...ClientRow\n      }\n      cursor\n    }\n  }\n',
): (typeof documents)['\n  query ClientPage($business: ID!, $status: String, $flag: String, $cursor: String, $limit: Int!) {\n    paginatedPeople(business: $business, status: $status, flag: $flag, cursor: $cursor, limit: $limit) {\n      people {\n        ...ClientRow\n      }\n      cursor\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PeopleAdvanced(\n    $business: ID!\n    $search: String\n    $tags: [String!]\n    $flags: [String!]\n    $statuses: [String!]\n    $customAttribute: CustomAttributeFilter\n    $photoRelease: Boolean\n    $created: DateRangeInput\n    $loggedIn: DateRangeInput\n    $birthdate: DateRangeInput\n    $newMember: DateRangeInput\n    $lostMember: DateRangeInput\n    $staff: Boolean\n    $includeHidden: Boolean\n    $limit: Int\n  ) {\n    peopleAdvanced(\n      business: $business\n      search: $search\n      tags: $tags\n      flags: $flags\n      statuses: $statuses\n      customAttribute: $customAttribute\n      photoRelease: $photoRelease\n      created: $created\n      loggedIn: $loggedIn\n      birthdate: $birthdate\n      newMember: $newMember\n      lostMember: $lostMember\n      staff: $staff\n      includeHidden: $includeHidden\n      limit: $limit\n    ) {\n      ...ClientRow\n      createdAt\n    }\n  }\n',
): (typeof documents)['\n  query PeopleAdvanced(\n    $business: ID!\n    $search: String\n    $tags: [String!]\n    $flags: [String!]\n    $statuses: [String!]\n    $customAttribute: CustomAttributeFilter\n    $photoRelease: Boolean\n    $created: DateRangeInput\n    $loggedIn: DateRangeInput\n    $birthdate: DateRangeInput\n    $newMember: DateRangeInput\n    $lostMember: DateRangeInput\n    $staff: Boolean\n    $includeHidden: Boolean\n    $limit: Int\n  ) {\n    peopleAdvanced(\n      business: $business\n      search: $search\n      tags: $tags\n      flags: $flags\n      statuses: $statuses\n      customAttribute: $customAttribute\n      photoRelease: $photoRelease\n      created: $created\n      loggedIn: $loggedIn\n      birthdate: $birthdate\n      newMember: $newMember\n      lostMember: $lostMember\n      staff: $staff\n      includeHidden: $includeHidden\n      limit: $limit\n    ) {\n      ...ClientRow\n      createdAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ClientSettings($businessName: ID!) {\n    businessQuery(businessName: $businessName) {\n      name\n      country\n      clientStatuses\n      defaultClientStatus\n      clientCustomAttributes\n      tagCategories {\n        name\n        tags\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ClientSettings($businessName: ID!) {\n    businessQuery(businessName: $businessName) {\n      name\n      country\n      clientStatuses\n      defaultClientStatus\n      clientCustomAttributes\n      tagCategories {\n        name\n        tags\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment PersonLink on People {\n    id\n    name\n    profilePhoto\n    staffRole\n  }\n',
): (typeof documents)['\n  fragment PersonLink on People {\n    id\n    name\n    profilePhoto\n    staffRole\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ClientProfile on People {\n    id\n    name\n    firstName\n    middleName\n    lastName\n    profilePhoto\n    email\n    phones\n    primaryPhone\n    address\n    street\n    city\n    state\n    zipCode\n    country\n    birthdate\n    gender\n    status\n    tags\n    photoRelease\n    flags {\n      reason\n      note\n      createdAt\n    }\n    customAttributes {\n      name\n      value\n    }\n    joinedAt\n    newMemberAt\n    memberLostAt\n    hiddenAt\n    staffRole\n    version\n    accountManagers {\n      ...PersonLink\n    }\n    dependents {\n      ...PersonLink\n    }\n    peers {\n      ...PersonLink\n    }\n  }\n',
): (typeof documents)['\n  fragment ClientProfile on People {\n    id\n    name\n    firstName\n    middleName\n    lastName\n    profilePhoto\n    email\n    phones\n    primaryPhone\n    address\n    street\n    city\n    state\n    zipCode\n    country\n    birthdate\n    gender\n    status\n    tags\n    photoRelease\n    flags {\n      reason\n      note\n      createdAt\n    }\n    customAttributes {\n      name\n      value\n    }\n    joinedAt\n    newMemberAt\n    memberLostAt\n    hiddenAt\n    staffRole\n    version\n    accountManagers {\n      ...PersonLink\n    }\n    dependents {\n      ...PersonLink\n    }\n    peers {\n      ...PersonLink\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ClientProfileQuery($business: ID!, $id: ID!) {\n    people(business: $business, id: $id, includeHidden: true, limit: 1) {\n      ...ClientProfile\n    }\n  }\n',
): (typeof documents)['\n  query ClientProfileQuery($business: ID!, $id: ID!) {\n    people(business: $business, id: $id, includeHidden: true, limit: 1) {\n      ...ClientProfile\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ClientFormPerson on People {\n    id\n    firstName\n    middleName\n    lastName\n    email\n    phones\n    street\n    city\n    state\n    zipCode\n    country\n    birthdate\n    gender\n    status\n    tags\n    photoRelease\n    flags {\n      reason\n      note\n    }\n    customAttributes {\n      name\n      value\n    }\n    staffRole\n    version\n    accountManagers {\n      ...PickerPerson\n    }\n    dependents {\n      ...PickerPerson\n    }\n  }\n',
): (typeof documents)['\n  fragment ClientFormPerson on People {\n    id\n    firstName\n    middleName\n    lastName\n    email\n    phones\n    street\n    city\n    state\n    zipCode\n    country\n    birthdate\n    gender\n    status\n    tags\n    photoRelease\n    flags {\n      reason\n      note\n    }\n    customAttributes {\n      name\n      value\n    }\n    staffRole\n    version\n    accountManagers {\n      ...PickerPerson\n    }\n    dependents {\n      ...PickerPerson\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ClientFormQuery($business: ID!, $id: ID!) {\n    people(business: $business, id: $id, includeHidden: true, limit: 1) {\n      ...ClientFormPerson\n    }\n  }\n',
): (typeof documents)['\n  query ClientFormQuery($business: ID!, $id: ID!) {\n    people(business: $business, id: $id, includeHidden: true, limit: 1) {\n      ...ClientFormPerson\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateClient(\n    $business: ID!\n    $firstName: String\n    $middleName: String\n    $lastName: String\n    $email: String\n    $phones: [String!]\n    $street: String\n    $city: String\n    $state: String\n    $zipCode: String\n    $country: String\n    $birthdate: String\n    $gender: String\n    $status: String\n    $tags: [String!]\n    $flags: [FlaggedReasonInput!]\n    $customAttributes: [CustomAttributeInput!]\n    $photoRelease: Boolean\n    $accountManagerIds: [ID!]\n    $dependentIds: [ID!]\n  ) {\n    createPeople(\n      business: $business\n      firstName: $firstName\n      middleName: $middleName\n      lastName: $lastName\n      email: $email\n      phones: $phones\n      street: $street\n      city: $city\n      state: $state\n      zipCode: $zipCode\n      country: $country\n      birthdate: $birthdate\n      gender: $gender\n      status: $status\n      tags: $tags\n      flags: $flags\n      customAttributes: $customAttributes\n      photoRelease: $photoRelease\n      accountManagerIds: $accountManagerIds\n      dependentIds: $dependentIds\n    ) {\n      status\n      error\n      people {\n        id\n        name\n        profilePhoto\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateClient(\n    $business: ID!\n    $firstName: String\n    $middleName: String\n    $lastName: String\n    $email: String\n    $phones: [String!]\n    $street: String\n    $city: String\n    $state: String\n    $zipCode: String\n    $country: String\n    $birthdate: String\n    $gender: String\n    $status: String\n    $tags: [String!]\n    $flags: [FlaggedReasonInput!]\n    $customAttributes: [CustomAttributeInput!]\n    $photoRelease: Boolean\n    $accountManagerIds: [ID!]\n    $dependentIds: [ID!]\n  ) {\n    createPeople(\n      business: $business\n      firstName: $firstName\n      middleName: $middleName\n      lastName: $lastName\n      email: $email\n      phones: $phones\n      street: $street\n      city: $city\n      state: $state\n      zipCode: $zipCode\n      country: $country\n      birthdate: $birthdate\n      gender: $gender\n      status: $status\n      tags: $tags\n      flags: $flags\n      customAttributes: $customAttributes\n      photoRelease: $photoRelease\n      accountManagerIds: $accountManagerIds\n      dependentIds: $dependentIds\n    ) {\n      status\n      error\n      people {\n        id\n        name\n        profilePhoto\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateClient(\n    $business: ID!\n    $id: ID!\n    $expectedVersion: Int\n    $firstName: String\n    $middleName: String\n    $lastName: String\n    $email: String\n    $phones: [String!]\n    $street: String\n    $city: String\n    $state: String\n    $zipCode: String\n    $country: String\n    $birthdate: String\n    $gender: String\n    $status: String\n    $tags: [String!]\n    $flags: [FlaggedReasonInput!]\n    $customAttributes: [CustomAttributeInput!]\n    $photoRelease: Boolean\n    $accountManagerIds: [ID!]\n    $dependentIds: [ID!]\n  ) {\n    updatePeople(\n      business: $business\n      id: $id\n      expectedVersion: $expectedVersion\n      firstName: $firstName\n      middleName: $middleName\n      lastName: $lastName\n      email: $email\n      phones: $phones\n      street: $street\n      city: $city\n      state: $state\n      zipCode: $zipCode\n      country: $country\n      birthdate: $birthdate\n      gender: $gender\n      status: $status\n      tags: $tags\n      flags: $flags\n      customAttributes: $customAttributes\n      photoRelease: $photoRelease\n      accountManagerIds: $accountManagerIds\n      dependentIds: $dependentIds\n    ) {\n      status\n      error\n      people {\n        id\n        ...ClientProfile\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateClient(\n    $business: ID!\n    $id: ID!\n    $expectedVersion: Int\n    $firstName: String\n    $middleName: String\n    $lastName: String\n    $email: String\n    $phones: [String!]\n    $street: String\n    $city: String\n    $state: String\n    $zipCode: String\n    $country: String\n    $birthdate: String\n    $gender: String\n    $status: String\n    $tags: [String!]\n    $flags: [FlaggedReasonInput!]\n    $customAttributes: [CustomAttributeInput!]\n    $photoRelease: Boolean\n    $accountManagerIds: [ID!]\n    $dependentIds: [ID!]\n  ) {\n    updatePeople(\n      business: $business\n      id: $id\n      expectedVersion: $expectedVersion\n      firstName: $firstName\n      middleName: $middleName\n      lastName: $lastName\n      email: $email\n      phones: $phones\n      street: $street\n      city: $city\n      state: $state\n      zipCode: $zipCode\n      country: $country\n      birthdate: $birthdate\n      gender: $gender\n      status: $status\n      tags: $tags\n      flags: $flags\n      customAttributes: $customAttributes\n      photoRelease: $photoRelease\n      accountManagerIds: $accountManagerIds\n      dependentIds: $dependentIds\n    ) {\n      status\n      error\n      people {\n        id\n        ...ClientProfile\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeletePeople($business: ID!, $id: ID!) {\n    deletePeople(business: $business, id: $id) {\n      status\n      error\n    }\n  }\n',
): (typeof documents)['\n  mutation DeletePeople($business: ID!, $id: ID!) {\n    deletePeople(business: $business, id: $id) {\n      status\n      error\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MergeSearch($business: ID!, $search: String!, $limit: Int!) {\n    people(business: $business, search: $search, limit: $limit, clientsOnly: true) {\n      ...ClientRow\n    }\n  }\n',
): (typeof documents)['\n  query MergeSearch($business: ID!, $search: String!, $limit: Int!) {\n    people(business: $business, search: $search, limit: $limit, clientsOnly: true) {\n      ...ClientRow\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MergePeople($business: ID!, $toDeleteId: ID!, $toKeepId: ID!) {\n    mergePeople(business: $business, toDeleteId: $toDeleteId, toKeepId: $toKeepId) {\n      status\n      error\n      people {\n        id\n        ...ClientProfile\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation MergePeople($business: ID!, $toDeleteId: ID!, $toKeepId: ID!) {\n    mergePeople(business: $business, toDeleteId: $toDeleteId, toKeepId: $toKeepId) {\n      status\n      error\n      people {\n        id\n        ...ClientProfile\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SudoTarget {\n    currentUser {\n      id\n      email\n    }\n  }\n',
): (typeof documents)['\n  query SudoTarget {\n    currentUser {\n      id\n      email\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment PickerPerson on People {\n    id\n    name\n    email\n    profilePhoto\n    staffRole\n  }\n',
): (typeof documents)['\n  fragment PickerPerson on People {\n    id\n    name\n    email\n    profilePhoto\n    staffRole\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PickerPeople($business: ID!, $search: String!, $limit: Int!, $clientsOnly: Boolean) {\n    people(business: $business, search: $search, limit: $limit, clientsOnly: $clientsOnly) {\n      ...PickerPerson\n    }\n  }\n',
): (typeof documents)['\n  query PickerPeople($business: ID!, $search: String!, $limit: Int!, $clientsOnly: Boolean) {\n    people(business: $business, search: $search, limit: $limit, clientsOnly: $clientsOnly) {\n      ...PickerPerson\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PickerStaff($business: ID!, $search: String!, $limit: Int!) {\n    staff(business: $business, search: $search, limit: $limit) {\n      ...PickerPerson\n    }\n  }\n',
): (typeof documents)['\n  query PickerStaff($business: ID!, $search: String!, $limit: Int!) {\n    staff(business: $business, search: $search, limit: $limit) {\n      ...PickerPerson\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment FormFieldParts on FormField {\n    id\n    name\n    fieldType\n    showField\n    requireField\n    fieldChoices\n    conditionalOptions {\n      selectedChoice\n      choices\n    }\n    conditionalFieldId\n  }\n',
): (typeof documents)['\n  fragment FormFieldParts on FormField {\n    id\n    name\n    fieldType\n    showField\n    requireField\n    fieldChoices\n    conditionalOptions {\n      selectedChoice\n      choices\n    }\n    conditionalFieldId\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query RegistrationBusiness($businessName: ID!, $phaseType: String!) {\n    businessQuery(businessName: $businessName) {\n      name\n      fullName\n      uiLogoUrl\n      welcomeMessage\n      crmWelcomeMessage\n      crmThankYouMessage\n      genderDisplayOption\n      formsPhoneNumberRequired\n      smsFeatureEnabled\n      dataCollectionPrivacyPolicyUrl\n      messagingTermsAndConditionsUrl\n      selfRegisterFields {\n        ...FormFieldParts\n      }\n      crmLeadCaptureFields {\n        ...FormFieldParts\n      }\n    }\n    customerJourneyPhaseByType(business: $businessName, phaseType: $phaseType) {\n      phaseType\n      version\n      dataRequirements {\n        id\n        fieldName\n        fieldType\n        fieldRequirement\n        isBuiltin\n        order\n        fieldOptions\n        conditionalOptions {\n          selectedChoice\n          options\n        }\n        conditionalFieldId\n        isAccountManagerInformation\n      }\n      additionalConfig {\n        welcomeMessage\n        thankYouMessage\n      }\n    }\n  }\n',
): (typeof documents)['\n  query RegistrationBusiness($businessName: ID!, $phaseType: String!) {\n    businessQuery(businessName: $businessName) {\n      name\n      fullName\n      uiLogoUrl\n      welcomeMessage\n      crmWelcomeMessage\n      crmThankYouMessage\n      genderDisplayOption\n      formsPhoneNumberRequired\n      smsFeatureEnabled\n      dataCollectionPrivacyPolicyUrl\n      messagingTermsAndConditionsUrl\n      selfRegisterFields {\n        ...FormFieldParts\n      }\n      crmLeadCaptureFields {\n        ...FormFieldParts\n      }\n    }\n    customerJourneyPhaseByType(business: $businessName, phaseType: $phaseType) {\n      phaseType\n      version\n      dataRequirements {\n        id\n        fieldName\n        fieldType\n        fieldRequirement\n        isBuiltin\n        order\n        fieldOptions\n        conditionalOptions {\n          selectedChoice\n          options\n        }\n        conditionalFieldId\n        isAccountManagerInformation\n      }\n      additionalConfig {\n        welcomeMessage\n        thankYouMessage\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SelfRegister($input: SelfRegisterInput!) {\n    selfRegister(input: $input) {\n      status\n      error\n      myself {\n        id\n        dependents {\n          id\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation SelfRegister($input: SelfRegisterInput!) {\n    selfRegister(input: $input) {\n      status\n      error\n      myself {\n        id\n        dependents {\n          id\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation InviteVerify($business: ID!, $clientId: ID!, $inviteCode: String!, $newPassword: String) {\n    inviteVerify(\n      business: $business\n      clientId: $clientId\n      inviteCode: $inviteCode\n      newPassword: $newPassword\n    ) {\n      status\n      error\n    }\n  }\n',
): (typeof documents)['\n  mutation InviteVerify($business: ID!, $clientId: ID!, $inviteCode: String!, $newPassword: String) {\n    inviteVerify(\n      business: $business\n      clientId: $clientId\n      inviteCode: $inviteCode\n      newPassword: $newPassword\n    ) {\n      status\n      error\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query NavbarSearchPeople($business: ID!, $search: String!, $limit: Int!) {\n    people(business: $business, search: $search, limit: $limit) {\n      id\n      firstName\n      lastName\n      email\n      primaryPhone\n      status\n      staffRole\n      profilePhoto\n    }\n  }\n',
): (typeof documents)['\n  query NavbarSearchPeople($business: ID!, $search: String!, $limit: Int!) {\n    people(business: $business, search: $search, limit: $limit) {\n      id\n      firstName\n      lastName\n      email\n      primaryPhone\n      status\n      staffRole\n      profilePhoto\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query BusinessProgress($businessName: ID!) {\n    businessProgressQuery(businessName: $businessName) {\n      hasBusinessSettings\n      hasLocations\n      hasServices\n      hasStaff\n      hasClients\n      hasPayment\n      hasPaymentMethod\n      hasClientNotifications\n    }\n  }\n',
): (typeof documents)['\n  query BusinessProgress($businessName: ID!) {\n    businessProgressQuery(businessName: $businessName) {\n      hasBusinessSettings\n      hasLocations\n      hasServices\n      hasStaff\n      hasClients\n      hasPayment\n      hasPaymentMethod\n      hasClientNotifications\n    }\n  }\n'];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
