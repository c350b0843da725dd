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
  '\n  query Availabilities(\n    $business: ID!\n    $fromDate: String\n    $toDate: String\n    $staffIds: [ID!]\n    $locationId: ID\n    $serviceId: ID\n  ) {\n    availabilities(\n      business: $business\n      fromDate: $fromDate\n      toDate: $toDate\n      staffIds: $staffIds\n      locationId: $locationId\n      serviceId: $serviceId\n    ) {\n      staffId\n      staffName\n      startAt\n      endAt\n      available\n      label\n      roomName\n      locationId\n      locationName\n      serviceNames\n    }\n  }\n': typeof types.AvailabilitiesDocument;
  '\n  fragment SmsUsage on Business {\n    smsFeatureEnabled\n    smsTier\n    smsCountTotal\n  }\n': typeof types.SmsUsageFragmentDoc;
  '\n  query BusinessNoticesQuery($businessName: ID!) {\n    businessQuery(businessName: $businessName) {\n      name\n      billingWarning\n      ...SmsUsage\n    }\n  }\n': typeof types.BusinessNoticesQueryDocument;
  '\n  mutation BookAppointment($business: ID!, $booking: AppointmentInput!) {\n    bookAppointment(business: $business, booking: $booking) {\n      ...BookingOutcome\n    }\n  }\n': typeof types.BookAppointmentDocument;
  '\n  mutation UpdateEvent($business: ID!, $event: UpdateEventInput!, $scope: String) {\n    updateEvent(business: $business, event: $event, scope: $scope) {\n      ...EventsOutcome\n    }\n  }\n': typeof types.UpdateEventDocument;
  '\n  query BookingCatalogue($business: ID!) {\n    businessQuery(businessName: $business) {\n      name\n      timezone\n    }\n    services(business: $business) {\n      id\n      name\n      bookingKind\n      hasSessions\n      requiresBooking\n      durationMinutes\n      hiddenAt\n      notBeforeAgeMonths\n      notAfterAgeMonths\n      plans {\n        id\n        name\n      }\n      sessions(status: ["SESSION_STATUS_ACTIVE"], includeNotOpenForEnrollment: true, includePast: false) {\n        id\n        name\n        startDate\n        endDate\n        status\n      }\n    }\n    locations(business: $business) {\n      id\n      name\n      locationType\n      timezone\n      rooms {\n        id\n        name\n        applicableServices\n      }\n    }\n  }\n': typeof types.BookingCatalogueDocument;
  '\n  query ServiceStaff($business: ID!, $serviceId: ID) {\n    staff(business: $business, serviceId: $serviceId, prioritized: true, limit: 100) {\n      id\n      name\n    }\n  }\n': typeof types.ServiceStaffDocument;
  '\n  query PeopleById($business: ID!, $id: ID!) {\n    people(business: $business, id: $id) {\n      ...PickerPerson\n    }\n  }\n': typeof types.PeopleByIdDocument;
  '\n  query BookingTimeslots(\n    $business: ID!\n    $serviceId: ID!\n    $planName: String\n    $locationId: ID\n    $staffId: ID\n    $roomId: ID\n    $fromDate: String\n    $toDate: String\n  ) {\n    timeslots(\n      business: $business\n      serviceId: $serviceId\n      planName: $planName\n      locationId: $locationId\n      staffId: $staffId\n      roomId: $roomId\n      fromDate: $fromDate\n      toDate: $toDate\n    ) {\n      startAt\n      staffId\n      staffName\n      locationId\n      locationName\n      roomName\n    }\n  }\n': typeof types.BookingTimeslotsDocument;
  '\n  query SessionEvents($business: ID!, $serviceId: ID!, $sessionId: ID!) {\n    sessionProgram(business: $business, serviceId: $serviceId, sessionId: $sessionId) {\n      events {\n        id\n        name\n        startAt\n        endAt\n      }\n    }\n  }\n': typeof types.SessionEventsDocument;
  '\n  mutation EnrollInSession($business: ID!, $enrolment: EnrolmentInput!) {\n    enrollInSession(business: $business, enrolment: $enrolment) {\n      ...BookingOutcome\n    }\n  }\n': typeof types.EnrollInSessionDocument;
  '\n  mutation TransferEnrolment(\n    $business: ID!\n    $clientId: ID!\n    $fromSessionId: ID!\n    $toSessionId: ID!\n    $fromDate: String\n    $planName: String\n  ) {\n    transferEnrolment(\n      business: $business\n      clientId: $clientId\n      fromSessionId: $fromSessionId\n      toSessionId: $toSessionId\n      fromDate: $fromDate\n      planName: $planName\n    ) {\n      ...BookingOutcome\n    }\n  }\n': typeof types.TransferEnrolmentDocument;
  '\n  mutation BatchEnroll(\n    $business: ID!\n    $sessionId: ID!\n    $clientIds: [ID!]!\n    $planName: String!\n    $enrollmentType: String\n  ) {\n    batchEnroll(\n      business: $business\n      sessionId: $sessionId\n      clientIds: $clientIds\n      planName: $planName\n      enrollmentType: $enrollmentType\n    ) {\n      status\n      error\n      warnings\n      events {\n        id\n      }\n    }\n  }\n': typeof types.BatchEnrollDocument;
  '\n  mutation CreateSessionEvent($business: ID!, $event: SessionEventInput!) {\n    createSessionEvent(business: $business, event: $event) {\n      status\n      error\n      warnings\n      events {\n        id\n        startAt\n      }\n    }\n  }\n': typeof types.CreateSessionEventDocument;
  '\n  mutation UpdateSessionEvent($business: ID!, $event: UpdateSessionEventInput!, $scope: String) {\n    updateSessionEvent(business: $business, event: $event, scope: $scope) {\n      ...EventsOutcome\n    }\n  }\n': typeof types.UpdateSessionEventDocument;
  '\n  mutation ConfirmSessionEvent($business: ID!, $id: ID!) {\n    confirmSessionEvent(business: $business, id: $id) {\n      status\n      error\n      events {\n        ...EventDetails\n      }\n    }\n  }\n': typeof types.ConfirmSessionEventDocument;
  '\n  fragment BookingOutcome on BookingResult {\n    status\n    error\n    warnings\n    events {\n      id\n      startAt\n    }\n  }\n': typeof types.BookingOutcomeFragmentDoc;
  '\n  fragment EventsOutcome on EventsResult {\n    status\n    error\n    warnings\n    events {\n      ...EventDetails\n    }\n  }\n': typeof types.EventsOutcomeFragmentDoc;
  '\n  query businessListQuery {\n    allBusinesses {\n      name\n      fullName\n      status\n      createdAt\n      contactEmail\n      country\n      plan {\n        planType\n        accountStatus\n        freeUntil\n        currency\n      }\n      planAmountDue\n      prospectCompletion\n      prospectLikelihood\n      activitiesLast1d\n      activitiesLast7d\n      activitiesLast30d\n      hsDealId\n    }\n  }\n': typeof types.BusinessListQueryDocument;
  '\n  mutation CreateBusiness(\n    $name: ID!\n    $fullName: String!\n    $country: String!\n    $locale: String!\n    $timezone: String!\n    $contactEmail: String!\n    $businessWebsite: String!\n    $businessPhoneNumber: String!\n    $emailFrom: String!\n    $tagline: String!\n    $notificationsEnabled: Boolean!\n    $notificationsEnabledOwnersOnly: Boolean!\n    $ownerEmail: String\n    $ownerFirstName: String\n    $ownerLastName: String\n  ) {\n    createBusiness(\n      name: $name\n      fullName: $fullName\n      country: $country\n      locale: $locale\n      timezone: $timezone\n      contactEmail: $contactEmail\n      businessWebsite: $businessWebsite\n      businessPhoneNumber: $businessPhoneNumber\n      emailFrom: $emailFrom\n      tagline: $tagline\n      notificationsEnabled: $notificationsEnabled\n      notificationsEnabledOwnersOnly: $notificationsEnabledOwnersOnly\n      ownerEmail: $ownerEmail\n      ownerFirstName: $ownerFirstName\n      ownerLastName: $ownerLastName\n    ) {\n      status\n      error\n      business {\n        name\n        fullName\n        status\n      }\n    }\n  }\n': typeof types.CreateBusinessDocument;
  '\n  query CheckBusinessNameAvailability($business: ID!) {\n    checkBusinessNameAvailability(business: $business) {\n      available\n    }\n  }\n': typeof types.CheckBusinessNameAvailabilityDocument;
  '\n  mutation SelfRegisterBusiness(\n    $firstName: String!\n    $lastName: String!\n    $email: String!\n    $phoneNumber: String!\n    $business: ID!\n    $businessFullName: String!\n    $businessWebsite: String!\n    $country: String!\n    $locale: String!\n    $prospectActiveStudents: String\n    $prospectActiveLocations: String\n    $prospectCurrentSoftware: String\n    $prospectPainPoints: String\n  ) {\n    selfRegisterBusiness(\n      firstName: $firstName\n      lastName: $lastName\n      email: $email\n      phoneNumber: $phoneNumber\n      business: $business\n      businessFullName: $businessFullName\n      businessWebsite: $businessWebsite\n      country: $country\n      locale: $locale\n      prospectActiveStudents: $prospectActiveStudents\n      prospectActiveLocations: $prospectActiveLocations\n      prospectCurrentSoftware: $prospectCurrentSoftware\n      prospectPainPoints: $prospectPainPoints\n    ) {\n      status\n      error\n    }\n  }\n': typeof types.SelfRegisterBusinessDocument;
  '\n  mutation ConfirmBusinessRegistration($token: String!) {\n    confirmBusinessRegistration(token: $token) {\n      status\n      error\n      business {\n        name\n        fullName\n      }\n    }\n  }\n': typeof types.ConfirmBusinessRegistrationDocument;
  '\n  query SelectBusinessList {\n    allBusinesses {\n      name\n      fullName\n      status\n    }\n  }\n': typeof types.SelectBusinessListDocument;
  '\n  query BusinessQueryForApp($businessName: ID!) {\n    businessQueryForApp(businessName: $businessName) {\n      name\n      domainReady\n    }\n  }\n': typeof types.BusinessQueryForAppDocument;
  '\n  fragment BusinessConfig on Business {\n    name\n    fullName\n    status\n    contactEmail\n    emailFrom\n    tagline\n    uiLogoUrl\n    uiFaviconUrl\n    uiPrimaryColor\n    uiSecondaryColor\n    federatedLoginEnabled\n    smsFeatureEnabled\n    voipEnabled\n  }\n': typeof types.BusinessConfigFragmentDoc;
  '\n  query BusinessQuery($businessName: ID!) {\n    businessQuery(businessName: $businessName) {\n      ...BusinessConfig\n    }\n  }\n': typeof types.BusinessQueryDocument;
  '\n  query SelfIcalFeeds($business: ID!, $id: ID) {\n    selfIcalFeeds(business: $business, id: $id) {\n      staffCalendar\n      periodMonths\n      createdAt\n    }\n  }\n': typeof types.SelfIcalFeedsDocument;
  '\n  mutation SelfCreateIcalUrl($business: ID!, $id: ID, $periodMonth: Int, $staffCalendar: Boolean) {\n    selfCreateIcalUrl(\n      business: $business\n      id: $id\n      periodMonth: $periodMonth\n      staffCalendar: $staffCalendar\n    ) {\n      status\n      error\n      url\n    }\n  }\n': typeof types.SelfCreateIcalUrlDocument;
  '\n  mutation RevokeIcalUrl($business: ID!, $id: ID, $staffCalendar: Boolean) {\n    revokeIcalUrl(business: $business, id: $id, staffCalendar: $staffCalendar) {\n      status\n      error\n      url\n    }\n  }\n': typeof types.RevokeIcalUrlDocument;
  '\n  query CalendarPlaces($business: ID!) {\n    businessQuery(businessName: $business) {\n      name\n      timezone\n    }\n    locations(business: $business) {\n      id\n      name\n      rooms {\n        id\n        name\n        description\n      }\n    }\n    services(business: $business) {\n      id\n      name\n      tags\n    }\n  }\n': typeof types.CalendarPlacesDocument;
  '\n  query CalendarStaff($business: ID!) {\n    staff(business: $business, limit: 100) {\n      id\n      name\n      profilePhoto\n      staffCalendarColor\n      deactivated\n    }\n  }\n': typeof types.CalendarStaffDocument;
  '\n  query CalendarAvailabilities($business: ID!, $fromDate: String, $toDate: String, $staffIds: [ID!]) {\n    availabilities(business: $business, fromDate: $fromDate, toDate: $toDate, staffIds: $staffIds) {\n      staffId\n      staffName\n      startAt\n      endAt\n      available\n      label\n      roomName\n      locationId\n      locationName\n    }\n  }\n': typeof types.CalendarAvailabilitiesDocument;
  '\n  query CalendarEvents(\n    $business: ID!\n    $fromDate: String!\n    $toDate: String!\n    $locationIds: [ID!]\n    $roomIds: [ID!]\n    $staffIds: [ID!]\n    $serviceIds: [ID!]\n    $serviceTags: [String!]\n    $activeOnly: Boolean\n  ) {\n    events(\n      business: $business\n      fromDate: $fromDate\n      toDate: $toDate\n      locationIds: $locationIds\n      roomIds: $roomIds\n      staffIds: $staffIds\n      serviceIds: $serviceIds\n      serviceTags: $serviceTags\n      activeOnly: $activeOnly\n    ) {\n      id\n      name\n      displayName\n      startAt\n      endAt\n      timezone\n      status\n      isLocked\n      calendarColor\n      note\n      hasNote\n      locationId\n      locationName\n      roomId\n      roomName\n      serviceId\n      serviceName\n      sessionId\n      recurringId\n      recurringOutlier\n      primaryStaffId\n      paid\n      version\n      clients {\n        peopleId\n        name\n        status\n        statusLabel\n        paid\n        planName\n      }\n      staff {\n        peopleId\n        name\n        profilePhoto\n      }\n    }\n  }\n': typeof types.CalendarEventsDocument;
  '\n  mutation CalendarUpdateEvent($business: ID!, $event: UpdateEventInput!, $scope: String) {\n    updateEvent(business: $business, event: $event, scope: $scope) {\n      status\n      error\n      warnings\n      events {\n        id\n        version\n        startAt\n        endAt\n      }\n    }\n  }\n': typeof types.CalendarUpdateEventDocument;
  '\n  mutation CalendarCancelEvent(\n    $business: ID!\n    $id: ID!\n    $scope: String\n    $reason: String\n    $doNotNotify: Boolean\n  ) {\n    cancelEvent(business: $business, id: $id, scope: $scope, reason: $reason, doNotNotify: $doNotNotify) {\n      status\n      error\n      events {\n        id\n        version\n        startAt\n        endAt\n      }\n    }\n  }\n': typeof types.CalendarCancelEventDocument;
  '\n  mutation CalendarSetAttendance($business: ID!, $eventId: ID!, $clientId: ID!, $status: String) {\n    setAttendance(business: $business, eventId: $eventId, clientId: $clientId, status: $status) {\n      status\n      error\n      events {\n        id\n        version\n        startAt\n        endAt\n      }\n    }\n  }\n': typeof types.CalendarSetAttendanceDocument;
  '\n  mutation CalendarBatchCancelEvents($business: ID!, $ids: [ID!]!, $reason: String, $doNotNotify: Boolean) {\n    batchCancelEvents(business: $business, ids: $ids, reason: $reason, doNotNotify: $doNotNotify) {\n      status\n      error\n      events {\n        id\n      }\n    }\n  }\n': typeof types.CalendarBatchCancelEventsDocument;
  '\n  mutation CalendarBatchSetAttendance($business: ID!, $items: [AttendanceItemInput!]!) {\n    batchSetAttendance(business: $business, items: $items) {\n      status\n      error\n      events {\n        id\n      }\n    }\n  }\n': typeof types.CalendarBatchSetAttendanceDocument;
  '\n  mutation CalendarBatchUpdateEvents($business: ID!, $ids: [ID!]!, $changes: BatchEventChangesInput!) {\n    batchUpdateEvents(business: $business, ids: $ids, changes: $changes) {\n      status\n      error\n      events {\n        id\n      }\n    }\n  }\n': typeof types.CalendarBatchUpdateEventsDocument;
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
  '\n  mutation SetAttendance($business: ID!, $eventId: ID!, $clientId: ID!, $status: String) {\n    setAttendance(business: $business, eventId: $eventId, clientId: $clientId, status: $status) {\n      status\n      error\n      events {\n        ...EventDetails\n      }\n    }\n  }\n': typeof types.SetAttendanceDocument;
  '\n  mutation CancelEvent($business: ID!, $id: ID!, $scope: String, $reason: String, $doNotNotify: Boolean) {\n    cancelEvent(business: $business, id: $id, scope: $scope, reason: $reason, doNotNotify: $doNotNotify) {\n      status\n      error\n      warnings\n      events {\n        ...EventDetails\n      }\n    }\n  }\n': typeof types.CancelEventDocument;
  '\n  mutation CancelParticipation(\n    $business: ID!\n    $eventId: ID!\n    $clientId: ID!\n    $reason: String\n    $doNotNotify: Boolean\n  ) {\n    cancelParticipation(\n      business: $business\n      eventId: $eventId\n      clientId: $clientId\n      reason: $reason\n      doNotNotify: $doNotNotify\n    ) {\n      status\n      error\n      warnings\n      events {\n        ...EventDetails\n      }\n    }\n  }\n': typeof types.CancelParticipationDocument;
  '\n  mutation ChangeRecurringSchedule(\n    $business: ID!\n    $eventId: ID!\n    $fromDate: String!\n    $rrule: String!\n    $startTime: String\n    $durationMinutes: Int\n    $staffId: ID\n    $roomId: ID\n    $dryRun: Boolean\n  ) {\n    changeRecurringSchedule(\n      business: $business\n      eventId: $eventId\n      fromDate: $fromDate\n      rrule: $rrule\n      startTime: $startTime\n      durationMinutes: $durationMinutes\n      staffId: $staffId\n      roomId: $roomId\n      dryRun: $dryRun\n    ) {\n      status\n      error\n      conflicts {\n        startAt\n        endAt\n        reason\n      }\n      events {\n        id\n        startAt\n        endAt\n      }\n    }\n  }\n': typeof types.ChangeRecurringScheduleDocument;
  '\n  fragment EventDetails on Event {\n    id\n    name\n    displayName\n    startAt\n    endAt\n    originalStartAt\n    recurringId\n    recurringOutlier\n    rrule\n    timezone\n    locationId\n    locationName\n    roomId\n    roomName\n    isLocked\n    serviceId\n    serviceName\n    sessionId\n    session {\n      id\n      name\n    }\n    status\n    note\n    hasNote\n    holdUntil\n    calendarColor\n    primaryStaffId\n    planName\n    paid\n    version\n    slots {\n      id\n      capacity\n      status\n    }\n    clients {\n      peopleId\n      name\n      paid\n      enrollmentType\n      planName\n      status\n      statusLabel\n      cancellationConsequence\n      cancellationCreditName\n    }\n    staff {\n      peopleId\n      name\n    }\n  }\n': typeof types.EventDetailsFragmentDoc;
  '\n  query Event($business: ID!, $id: ID!) {\n    event(business: $business, id: $id) {\n      ...EventDetails\n      slots {\n        id\n        waitlist {\n          peopleId\n          name\n        }\n      }\n    }\n  }\n': typeof types.EventDocument;
  '\n  query StaffSelfSchedule($business: ID!, $fromDate: String, $toDate: String, $limit: Int) {\n    staffSelfSchedule(business: $business, fromDate: $fromDate, toDate: $toDate, limit: $limit) {\n      ...EventDetails\n    }\n  }\n': typeof types.StaffSelfScheduleDocument;
  '\n  query AttendanceReport(\n    $business: ID!\n    $fromDate: String!\n    $toDate: String!\n    $locationIds: [ID!]\n    $staffIds: [ID!]\n    $serviceIds: [ID!]\n    $statuses: [String!]\n  ) {\n    attendanceReport(\n      business: $business\n      fromDate: $fromDate\n      toDate: $toDate\n      locationIds: $locationIds\n      staffIds: $staffIds\n      serviceIds: $serviceIds\n      statuses: $statuses\n    ) {\n      eventId\n      eventName\n      startAt\n      endAt\n      timezone\n      locationName\n      roomName\n      serviceName\n      staffNames\n      clientId\n      clientName\n      status\n      statusLabel\n      planName\n      paid\n    }\n  }\n': typeof types.AttendanceReportDocument;
  '\n  query BusinessZone($businessName: ID!) {\n    businessQuery(businessName: $businessName) {\n      name\n      timezone\n    }\n  }\n': typeof types.BusinessZoneDocument;
  '\n  query PeopleFiles($business: ID!, $personId: ID!) {\n    peopleFiles(business: $business, personId: $personId) {\n      id\n      name\n      contentType\n      size\n      createdAt\n      url\n    }\n  }\n': typeof types.PeopleFilesDocument;
  '\n  mutation RequestPeopleFileUpload(\n    $business: ID!\n    $personId: ID!\n    $fileName: String!\n    $contentType: String!\n    $size: Float!\n  ) {\n    requestPeopleFileUpload(\n      business: $business\n      personId: $personId\n      fileName: $fileName\n      contentType: $contentType\n      size: $size\n    ) {\n      status\n      error\n      uploadUrl\n    }\n  }\n': typeof types.RequestPeopleFileUploadDocument;
  '\n  mutation DeletePeopleFile($business: ID!, $id: ID!) {\n    deletePeopleFile(business: $business, id: $id) {\n      status\n      error\n    }\n  }\n': typeof types.DeletePeopleFileDocument;
  '\n  query SudoTarget {\n    currentUser {\n      id\n      email\n    }\n  }\n': typeof types.SudoTargetDocument;
  '\n  fragment LocationListItem on Location {\n    id\n    name\n    locationType\n    address\n    street\n    city\n    state\n    zipCode\n    timezone\n    visibleByVisitors\n    visibleByClients\n    visibleInFooter\n    rooms {\n      id\n    }\n  }\n': typeof types.LocationListItemFragmentDoc;
  '\n  query Locations($business: ID!, $search: String) {\n    locations(business: $business, search: $search) {\n      ...LocationListItem\n    }\n  }\n': typeof types.LocationsDocument;
  '\n  fragment LocationDetails on Location {\n    id\n    name\n    locationType\n    description\n    mainPhoto\n    address\n    street\n    city\n    state\n    zipCode\n    country\n    phone\n    smsPhoneNumber\n    timezone\n    suggestedTimezone\n    salesTax\n    yelpLink\n    googleReviewLink\n    googlePlaceId\n    googleRating\n    googleRatingsCount\n    yelpRating\n    yelpRatingsCount\n    visibleByVisitors\n    visibleByClients\n    visibleInFooter\n    rooms {\n      id\n      name\n      description\n      applicableServices\n      onlineId\n    }\n    hoursOpen {\n      id\n      startDate\n      fromTime\n      toTime\n      timezone\n      rrule\n    }\n    hoursClosed {\n      id\n      startDate\n      fromTime\n      toTime\n      timezone\n      rrule\n    }\n  }\n': typeof types.LocationDetailsFragmentDoc;
  '\n  query Location($business: ID!, $id: ID!) {\n    location(business: $business, id: $id) {\n      ...LocationDetails\n    }\n  }\n': typeof types.LocationDocument;
  '\n  query LocationBusiness($businessName: ID!) {\n    businessQuery(businessName: $businessName) {\n      name\n      fullName\n      timezone\n      marketingPlusEnabled\n    }\n  }\n': typeof types.LocationBusinessDocument;
  '\n  mutation CreateLocation($business: ID!, $location: LocationInput!) {\n    createLocation(business: $business, location: $location) {\n      status\n      error\n      location {\n        ...LocationDetails\n      }\n    }\n  }\n': typeof types.CreateLocationDocument;
  '\n  mutation UpdateLocation($business: ID!, $location: UpdateLocationInput!) {\n    updateLocation(business: $business, location: $location) {\n      status\n      error\n      location {\n        ...LocationDetails\n      }\n    }\n  }\n': typeof types.UpdateLocationDocument;
  '\n  mutation DeleteLocation($business: ID!, $id: ID!) {\n    deleteLocation(business: $business, id: $id) {\n      status\n      error\n      id\n    }\n  }\n': typeof types.DeleteLocationDocument;
  '\n  mutation DuplicateLocation($business: ID!, $id: ID!) {\n    duplicateLocation(business: $business, id: $id) {\n      status\n      error\n      location {\n        id\n        name\n      }\n    }\n  }\n': typeof types.DuplicateLocationDocument;
  '\n  query LocationClosureImpact($business: ID!, $locationId: ID!, $hoursClosed: [LocationHoursInput!]) {\n    locationClosureImpact(business: $business, locationId: $locationId, hoursClosed: $hoursClosed) {\n      id\n      name\n      startAt\n      timezone\n    }\n  }\n': typeof types.LocationClosureImpactDocument;
  '\n  fragment PickerPerson on People {\n    id\n    name\n    email\n    profilePhoto\n    staffRole\n  }\n': typeof types.PickerPersonFragmentDoc;
  '\n  query PickerPeople($business: ID!, $search: String!, $limit: Int!, $clientsOnly: Boolean) {\n    people(business: $business, search: $search, limit: $limit, clientsOnly: $clientsOnly) {\n      ...PickerPerson\n    }\n  }\n': typeof types.PickerPeopleDocument;
  '\n  query PickerStaff($business: ID!, $search: String!, $limit: Int!) {\n    staff(business: $business, search: $search, limit: $limit) {\n      ...PickerPerson\n    }\n  }\n': typeof types.PickerStaffDocument;
  '\n  fragment FormFieldParts on FormField {\n    id\n    name\n    fieldType\n    showField\n    requireField\n    fieldChoices\n    conditionalOptions {\n      selectedChoice\n      choices\n    }\n    conditionalFieldId\n  }\n': typeof types.FormFieldPartsFragmentDoc;
  '\n  query RegistrationBusiness($businessName: ID!, $phaseType: String!) {\n    businessQuery(businessName: $businessName) {\n      name\n      fullName\n      uiLogoUrl\n      welcomeMessage\n      crmWelcomeMessage\n      crmThankYouMessage\n      genderDisplayOption\n      formsPhoneNumberRequired\n      smsFeatureEnabled\n      dataCollectionPrivacyPolicyUrl\n      messagingTermsAndConditionsUrl\n      selfRegisterFields {\n        ...FormFieldParts\n      }\n      crmLeadCaptureFields {\n        ...FormFieldParts\n      }\n    }\n    customerJourneyPhaseByType(business: $businessName, phaseType: $phaseType) {\n      phaseType\n      version\n      dataRequirements {\n        id\n        fieldName\n        fieldType\n        fieldRequirement\n        isBuiltin\n        order\n        fieldOptions\n        conditionalOptions {\n          selectedChoice\n          options\n        }\n        conditionalFieldId\n        isAccountManagerInformation\n      }\n      additionalConfig {\n        welcomeMessage\n        thankYouMessage\n      }\n    }\n  }\n': typeof types.RegistrationBusinessDocument;
  '\n  mutation SelfRegister($input: SelfRegisterInput!) {\n    selfRegister(input: $input) {\n      status\n      error\n      myself {\n        id\n        dependents {\n          id\n        }\n      }\n    }\n  }\n': typeof types.SelfRegisterDocument;
  '\n  mutation InviteVerify($business: ID!, $clientId: ID!, $inviteCode: String!, $newPassword: String) {\n    inviteVerify(\n      business: $business\n      clientId: $clientId\n      inviteCode: $inviteCode\n      newPassword: $newPassword\n    ) {\n      status\n      error\n    }\n  }\n': typeof types.InviteVerifyDocument;
  '\n  query ClientSchedule($business: ID!, $clientId: ID!, $limit: Int, $fromDate: String, $toDate: String) {\n    clientSchedule(\n      business: $business\n      clientId: $clientId\n      limit: $limit\n      fromDate: $fromDate\n      toDate: $toDate\n    ) {\n      ...EventDetails\n    }\n  }\n': typeof types.ClientScheduleDocument;
  '\n  query ClientSelfSchedule(\n    $business: ID!\n    $dependentId: ID\n    $limit: Int\n    $fromDate: String\n    $toDate: String\n  ) {\n    clientSelfSchedule(\n      business: $business\n      dependentId: $dependentId\n      limit: $limit\n      fromDate: $fromDate\n      toDate: $toDate\n    ) {\n      ...EventDetails\n    }\n  }\n': typeof types.ClientSelfScheduleDocument;
  '\n  query StaffSchedule($business: ID!, $staffId: ID!, $limit: Int, $fromDate: String, $toDate: String) {\n    staffSchedule(\n      business: $business\n      staffId: $staffId\n      limit: $limit\n      fromDate: $fromDate\n      toDate: $toDate\n    ) {\n      ...EventDetails\n    }\n  }\n': typeof types.StaffScheduleDocument;
  '\n  query NavbarSearchPeople($business: ID!, $search: String!, $limit: Int!) {\n    people(business: $business, search: $search, limit: $limit) {\n      id\n      firstName\n      lastName\n      email\n      primaryPhone\n      status\n      staffRole\n      profilePhoto\n    }\n  }\n': typeof types.NavbarSearchPeopleDocument;
  '\n  query NavbarSearchLocations($business: ID!, $search: String) {\n    locations(business: $business, search: $search) {\n      id\n      name\n      address\n      city\n    }\n  }\n': typeof types.NavbarSearchLocationsDocument;
  '\n  query NavbarSearchServices($business: ID!) {\n    services(business: $business) {\n      id\n      name\n      typeLabel\n      sessions {\n        id\n        name\n        startDate\n      }\n    }\n  }\n': typeof types.NavbarSearchServicesDocument;
  '\n  fragment DependentSummary on People {\n    id\n    name\n    firstName\n    lastName\n    profilePhoto\n    birthdate\n    gender\n  }\n': typeof types.DependentSummaryFragmentDoc;
  '\n  fragment SelfDetails on People {\n    id\n    version\n    name\n    firstName\n    middleName\n    lastName\n    profilePhoto\n    email\n    phones\n    primaryPhone\n    address\n    street\n    city\n    state\n    zipCode\n    country\n    birthdate\n    gender\n    timezone\n    leadCaptureFields\n    marketingEmailDisabled\n    disableAllSmsNotifications\n    staffRole\n  }\n': typeof types.SelfDetailsFragmentDoc;
  '\n  query Myself($business: ID!, $id: ID) {\n    myself(business: $business, id: $id) {\n      ...SelfDetails\n      dependents {\n        ...DependentSummary\n      }\n    }\n  }\n': typeof types.MyselfDocument;
  '\n  query MyselfDependents($business: ID!) {\n    myself(business: $business) {\n      id\n      dependents {\n        ...DependentSummary\n      }\n    }\n  }\n': typeof types.MyselfDependentsDocument;
  '\n  mutation SelfUpdateClient(\n    $business: ID!\n    $id: ID\n    $firstName: String\n    $middleName: String\n    $lastName: String\n    $email: String\n    $phones: [String!]\n    $street: String\n    $city: String\n    $state: String\n    $zipCode: String\n    $country: String\n    $birthdate: String\n    $gender: String\n    $timezone: String\n    $profilePhoto: String\n    $marketingEmailDisabled: Boolean\n    $disableAllSmsNotifications: Boolean\n    $leadCaptureFields: String\n  ) {\n    selfUpdatePeople(\n      business: $business\n      id: $id\n      firstName: $firstName\n      middleName: $middleName\n      lastName: $lastName\n      email: $email\n      phones: $phones\n      street: $street\n      city: $city\n      state: $state\n      zipCode: $zipCode\n      country: $country\n      birthdate: $birthdate\n      gender: $gender\n      timezone: $timezone\n      profilePhoto: $profilePhoto\n      marketingEmailDisabled: $marketingEmailDisabled\n      disableAllSmsNotifications: $disableAllSmsNotifications\n      leadCaptureFields: $leadCaptureFields\n    ) {\n      status\n      error\n      myself {\n        ...SelfDetails\n      }\n    }\n  }\n': typeof types.SelfUpdateClientDocument;
  '\n  mutation SelfAddDependent($business: ID!, $dependent: DependentInput!) {\n    selfAddDependent(business: $business, dependent: $dependent) {\n      status\n      error\n      dependent {\n        ...DependentSummary\n        email\n        address\n      }\n    }\n  }\n': typeof types.SelfAddDependentDocument;
  '\n  fragment ServiceListItem on Service {\n    id\n    name\n    typeLabel\n    bookingKind\n    hiddenAt\n    durationMinutes\n    price\n    currency\n    plans {\n      id\n    }\n  }\n': typeof types.ServiceListItemFragmentDoc;
  '\n  query Services($business: ID!) {\n    services(business: $business) {\n      ...ServiceListItem\n    }\n  }\n': typeof types.ServicesDocument;
  '\n  fragment SessionDetails on Session {\n    id\n    name\n    service {\n      id\n      name\n    }\n    startDate\n    endDate\n    status\n    notBeforeAgeMonths\n    notAfterAgeMonths\n    onlineId\n    allowEnrollmentUntilDate\n    shortenedUrl\n    staff {\n      id\n      name\n    }\n  }\n': typeof types.SessionDetailsFragmentDoc;
  '\n  fragment ServiceDetails on Service {\n    id\n    name\n    description\n    price\n    currency\n    photos\n    mainPhoto\n    tags\n    eventType\n    requiresBooking\n    hasSessions\n    durationMinutes\n    hiddenAt\n    notBeforeAgeMonths\n    notAfterAgeMonths\n    allowsJoinOnline\n    allowStaffToClientCancelUnpaid\n    allowClientToSelfCancelUnpaid\n    disableSelfCancellation\n    disableUseCredits\n    disableLessonMateRequest\n    visitCancellationConsequence\n    lateVisitCancellationConsequence\n    cancellationWindowHours\n    cancellationPolicy\n    lateVisitCancellationServiceCreditName\n    visitCancellationServiceCreditName\n    staffVisitCancellationServiceCreditName\n    visitCancellationServiceCreditSubscriptionPeriodCapDays\n    typeLabel\n    bookingKind\n    termsAndConditionsRevision {\n      id\n      policyId\n      name\n    }\n    plans {\n      name\n      kind\n      description\n      currency\n      price\n      pricePerVisit\n      deposit\n      countStaffCanceledVisits\n      signupPrice\n      signupWaivedIfMember\n      onlyPayableWithCredit\n      taxRate\n      dueType\n      dueMinusDays\n      startType\n      paymentType\n      paymentInterval\n      hasLatePayment\n      latePaymentDays\n      latePaymentAmount\n      autoPayDeltaDaysEnabled\n      autoPayDeltaDays\n      enabledForSelfBooking\n      visits\n      visitInterval\n      visitPreEnroll\n      holdPossible\n      maxHoldNumber\n      maxHoldPeriod\n      sessionConversionTracking\n      makesMember\n      makesLifetimeMember\n      canBePurchasedWithoutBooking\n      requiresTermsAndConditionsAcceptance\n      spotlight\n      clientLifecycleStatusOnBook\n      clientLifecycleStatusOnAttended\n      clientLifecycleStatusOnCancel\n      assignedClientTags\n      recurringInvoiceNote\n      requiresPaymentMethodForFreePlan\n      id\n      canBeDeleted\n      discountPolicy {\n        discountType\n        discountRate\n        discountCalculation\n      }\n      locations {\n        id\n        name\n      }\n    }\n    sessions(includePast: true) {\n      ...SessionDetails\n    }\n  }\n': typeof types.ServiceDetailsFragmentDoc;
  '\n  query Service($business: ID!, $id: ID!) {\n    service(business: $business, id: $id) {\n      ...ServiceDetails\n    }\n  }\n': typeof types.ServiceDocument;
  '\n  mutation CreateService($business: ID!, $service: ServiceInput!) {\n    createService(business: $business, service: $service) {\n      status\n      error\n      service {\n        ...ServiceDetails\n      }\n    }\n  }\n': typeof types.CreateServiceDocument;
  '\n  mutation UpdateService($business: ID!, $service: UpdateServiceInput!) {\n    updateService(business: $business, service: $service) {\n      status\n      error\n      service {\n        ...ServiceDetails\n      }\n    }\n  }\n': typeof types.UpdateServiceDocument;
  '\n  mutation DeleteService($business: ID!, $id: ID!) {\n    deleteService(business: $business, id: $id) {\n      status\n      error\n      id\n    }\n  }\n': typeof types.DeleteServiceDocument;
  '\n  query Session($business: ID!, $id: ID!) {\n    session(business: $business, id: $id) {\n      ...SessionDetails\n    }\n  }\n': typeof types.SessionDocument;
  '\n  mutation CreateSession($business: ID!, $session: SessionInput!) {\n    createSession(business: $business, session: $session) {\n      status\n      error\n      session {\n        ...SessionDetails\n      }\n    }\n  }\n': typeof types.CreateSessionDocument;
  '\n  mutation UpdateSession($business: ID!, $session: UpdateSessionInput!) {\n    updateSession(business: $business, session: $session) {\n      status\n      error\n      session {\n        ...SessionDetails\n      }\n    }\n  }\n': typeof types.UpdateSessionDocument;
  '\n  mutation DeleteSession($business: ID!, $id: ID!) {\n    deleteSession(business: $business, id: $id) {\n      status\n      error\n      id\n    }\n  }\n': typeof types.DeleteSessionDocument;
  '\n  query ServiceContext($business: ID!) {\n    businessQuery(businessName: $business) {\n      name\n      defaultCurrency\n      timezone\n    }\n    locations(business: $business) {\n      id\n      name\n    }\n  }\n': typeof types.ServiceContextDocument;
  '\n  query SessionStaffChoices($business: ID!) {\n    staff(business: $business) {\n      id\n      name\n    }\n  }\n': typeof types.SessionStaffChoicesDocument;
  '\n  query SessionProgram($business: ID!, $serviceId: ID!, $sessionId: ID!) {\n    sessionProgram(business: $business, serviceId: $serviceId, sessionId: $sessionId) {\n      session {\n        id\n        name\n        startDate\n        endDate\n      }\n      service {\n        id\n        name\n        description\n      }\n      events {\n        id\n        name\n        startAt\n        endAt\n        location {\n          id\n          name\n        }\n      }\n    }\n  }\n': typeof types.SessionProgramDocument;
  '\n  query ProgramBusiness($businessName: ID!) {\n    businessQuery(businessName: $businessName) {\n      name\n      timezone\n    }\n  }\n': typeof types.ProgramBusinessDocument;
  '\n  mutation UnsubscribeSessionWaitlist(\n    $business: ID!\n    $serviceId: ID!\n    $sessionId: ID!\n    $clientId: ID!\n    $token: String!\n  ) {\n    unsubscribeSessionWaitlist(\n      business: $business\n      serviceId: $serviceId\n      sessionId: $sessionId\n      clientId: $clientId\n      token: $token\n    ) {\n      status\n      error\n      left\n    }\n  }\n': typeof types.UnsubscribeSessionWaitlistDocument;
  '\n  query BusinessProgress($businessName: ID!) {\n    businessProgressQuery(businessName: $businessName) {\n      hasBusinessSettings\n      hasLocations\n      hasServices\n      hasStaff\n      hasClients\n      hasPayment\n      hasPaymentMethod\n      hasClientNotifications\n    }\n  }\n': typeof types.BusinessProgressDocument;
  '\n  query ViewedPerson($business: ID!, $id: ID!) {\n    people(business: $business, id: $id, includeHidden: true) {\n      id\n      firstName\n      lastName\n    }\n  }\n': typeof types.ViewedPersonDocument;
  '\n  query ViewedDependent($business: ID!, $id: ID!) {\n    myself(business: $business, id: $id) {\n      id\n      firstName\n      lastName\n    }\n  }\n': typeof types.ViewedDependentDocument;
  '\n  fragment StaffHoursItem on StaffHours {\n    id\n    kind\n    startDate\n    fromTime\n    toTime\n    timezone\n    rrule\n    location {\n      id\n      name\n    }\n    allowsOnline\n    services {\n      id\n      name\n    }\n    roomName\n    label\n    timeOffRequestId\n  }\n': typeof types.StaffHoursItemFragmentDoc;
  '\n  query StaffHoursOf($business: ID!, $id: ID!) {\n    staff(business: $business, id: $id, includeDeactivated: true, limit: 1) {\n      id\n      staffHoursOpen {\n        ...StaffHoursItem\n      }\n      staffHoursBlocked {\n        ...StaffHoursItem\n      }\n    }\n  }\n': typeof types.StaffHoursOfDocument;
  '\n  query MyStaffHours($business: ID!) {\n    myself(business: $business) {\n      id\n      staffHoursOpen {\n        ...StaffHoursItem\n      }\n      staffHoursBlocked {\n        ...StaffHoursItem\n      }\n    }\n  }\n': typeof types.MyStaffHoursDocument;
  '\n  query StaffHoursChoices($business: ID!) {\n    locations(business: $business) {\n      id\n      name\n    }\n    services(business: $business) {\n      id\n      name\n    }\n  }\n': typeof types.StaffHoursChoicesDocument;
  '\n  mutation CreateStaffHours($business: ID!, $staffId: ID!, $hours: StaffHoursInput!) {\n    createStaffHours(business: $business, staffId: $staffId, hours: $hours) {\n      status\n      error\n      hours {\n        ...StaffHoursItem\n      }\n    }\n  }\n': typeof types.CreateStaffHoursDocument;
  '\n  mutation UpdateStaffHours($business: ID!, $hours: UpdateStaffHoursInput!) {\n    updateStaffHours(business: $business, hours: $hours) {\n      status\n      error\n      hours {\n        ...StaffHoursItem\n      }\n    }\n  }\n': typeof types.UpdateStaffHoursDocument;
  '\n  mutation DeleteStaffHours($business: ID!, $id: ID!) {\n    deleteStaffHours(business: $business, id: $id) {\n      status\n      error\n      id\n    }\n  }\n': typeof types.DeleteStaffHoursDocument;
  '\n  mutation RequestProfilePhotoUpload(\n    $business: ID!\n    $id: ID!\n    $fileName: String!\n    $contentType: String!\n    $size: Float!\n  ) {\n    requestProfilePhotoUpload(\n      business: $business\n      id: $id\n      fileName: $fileName\n      contentType: $contentType\n      size: $size\n    ) {\n      status\n      error\n      uploadUrl\n    }\n  }\n': typeof types.RequestProfilePhotoUploadDocument;
  '\n  fragment StaffListItem on People {\n    id\n    name\n    firstName\n    middleName\n    lastName\n    profilePhoto\n    staffRole\n    staffSecondaryAttribute\n    email\n    phones\n    primaryPhone\n    deactivated\n  }\n': typeof types.StaffListItemFragmentDoc;
  '\n  fragment StaffDetails on People {\n    id\n    version\n    name\n    firstName\n    middleName\n    lastName\n    profilePhoto\n    email\n    phones\n    primaryPhone\n    address\n    street\n    city\n    state\n    zipCode\n    country\n    birthdate\n    gender\n    timezone\n    notificationOptOuts\n    staffRole\n    staffSecondaryAttribute\n    staffBio\n    staffCategorizedTags {\n      category\n      tags\n    }\n    staffServiceRates {\n      services\n      locations\n      rateType\n      amount\n      currency\n      bonusAmount\n      bonusThreshold\n      bonusCeiling\n      countNoShows\n      countCancel\n      countLateCancel\n      countLocationClosures\n      countStaffCancel\n    }\n    staffCommissionRates {\n      services\n      rateType\n      amount\n    }\n    visibleByVisitors\n    visibleByClients\n    deactivated\n    staffOnlineId\n    staffEmployeeId\n    staffCalendarColor\n    staffNotificationEmailDisabled\n    canSeeStaffRatesAndProcessPayroll\n    canUpdateStaffRates\n    canSeeOwnClientsPersonalInfo\n    canTakeOwnAttendance\n    canCreateOwnClientsClientComments\n    canUpdateOwnAppointments\n    canCancelOwnAppointments\n    canCancelOwnSessions\n  }\n': typeof types.StaffDetailsFragmentDoc;
  '\n  query StaffList($business: ID!) {\n    staff(business: $business, includeDeactivated: true, limit: 100) {\n      ...StaffListItem\n    }\n  }\n': typeof types.StaffListDocument;
  '\n  query StaffById($business: ID!, $id: ID!) {\n    staff(business: $business, id: $id, includeDeactivated: true, limit: 1) {\n      ...StaffDetails\n    }\n  }\n': typeof types.StaffByIdDocument;
  '\n  query MyselfStaff($business: ID!) {\n    myself(business: $business) {\n      ...StaffDetails\n    }\n  }\n': typeof types.MyselfStaffDocument;
  '\n  mutation CreateStaff(\n    $business: ID!\n    $firstName: String\n    $middleName: String\n    $lastName: String\n    $email: String\n    $phones: [String!]\n    $street: String\n    $city: String\n    $state: String\n    $zipCode: String\n    $country: String\n    $birthdate: String\n    $gender: String\n    $staffRole: String\n    $staffBio: String\n    $staffCategorizedTags: [StaffCategorizedTagsInput!]\n    $staffSecondaryAttribute: String\n    $staffServiceRates: [StaffServiceRateInput!]\n    $staffCommissionRates: [StaffCommissionRateInput!]\n    $staffCalendarColor: String\n    $visibleByVisitors: Boolean\n    $visibleByClients: Boolean\n    $deactivated: Boolean\n    $staffOnlineId: String\n    $staffEmployeeId: String\n    $canSeeStaffRatesAndProcessPayroll: Boolean\n    $canUpdateStaffRates: Boolean\n    $canSeeOwnClientsPersonalInfo: Boolean\n    $canTakeOwnAttendance: Boolean\n    $canCreateOwnClientsClientComments: Boolean\n    $canUpdateOwnAppointments: Boolean\n    $canCancelOwnAppointments: Boolean\n    $canCancelOwnSessions: Boolean\n  ) {\n    createPeople(\n      business: $business\n      firstName: $firstName\n      middleName: $middleName\n      lastName: $lastName\n      email: $email\n      phones: $phones\n      street: $street\n      city: $city\n      state: $state\n      zipCode: $zipCode\n      country: $country\n      birthdate: $birthdate\n      gender: $gender\n      staffRole: $staffRole\n      staffBio: $staffBio\n      staffCategorizedTags: $staffCategorizedTags\n      staffSecondaryAttribute: $staffSecondaryAttribute\n      staffServiceRates: $staffServiceRates\n      staffCommissionRates: $staffCommissionRates\n      staffCalendarColor: $staffCalendarColor\n      visibleByVisitors: $visibleByVisitors\n      visibleByClients: $visibleByClients\n      deactivated: $deactivated\n      staffOnlineId: $staffOnlineId\n      staffEmployeeId: $staffEmployeeId\n      canSeeStaffRatesAndProcessPayroll: $canSeeStaffRatesAndProcessPayroll\n      canUpdateStaffRates: $canUpdateStaffRates\n      canSeeOwnClientsPersonalInfo: $canSeeOwnClientsPersonalInfo\n      canTakeOwnAttendance: $canTakeOwnAttendance\n      canCreateOwnClientsClientComments: $canCreateOwnClientsClientComments\n      canUpdateOwnAppointments: $canUpdateOwnAppointments\n      canCancelOwnAppointments: $canCancelOwnAppointments\n      canCancelOwnSessions: $canCancelOwnSessions\n    ) {\n      status\n      error\n      people {\n        ...StaffDetails\n      }\n    }\n  }\n': typeof types.CreateStaffDocument;
  '\n  mutation UpdateStaff(\n    $business: ID!\n    $id: ID!\n    $expectedVersion: Int\n    $profilePhoto: String\n    $firstName: String\n    $middleName: String\n    $lastName: String\n    $email: String\n    $phones: [String!]\n    $street: String\n    $city: String\n    $state: String\n    $zipCode: String\n    $country: String\n    $birthdate: String\n    $gender: String\n    $staffRole: String\n    $staffBio: String\n    $staffCategorizedTags: [StaffCategorizedTagsInput!]\n    $staffSecondaryAttribute: String\n    $staffServiceRates: [StaffServiceRateInput!]\n    $staffCommissionRates: [StaffCommissionRateInput!]\n    $staffCalendarColor: String\n    $visibleByVisitors: Boolean\n    $visibleByClients: Boolean\n    $deactivated: Boolean\n    $staffOnlineId: String\n    $staffEmployeeId: String\n    $canSeeStaffRatesAndProcessPayroll: Boolean\n    $canUpdateStaffRates: Boolean\n    $canSeeOwnClientsPersonalInfo: Boolean\n    $canTakeOwnAttendance: Boolean\n    $canCreateOwnClientsClientComments: Boolean\n    $canUpdateOwnAppointments: Boolean\n    $canCancelOwnAppointments: Boolean\n    $canCancelOwnSessions: Boolean\n  ) {\n    updatePeople(\n      business: $business\n      id: $id\n      expectedVersion: $expectedVersion\n      profilePhoto: $profilePhoto\n      firstName: $firstName\n      middleName: $middleName\n      lastName: $lastName\n      email: $email\n      phones: $phones\n      street: $street\n      city: $city\n      state: $state\n      zipCode: $zipCode\n      country: $country\n      birthdate: $birthdate\n      gender: $gender\n      staffRole: $staffRole\n      staffBio: $staffBio\n      staffCategorizedTags: $staffCategorizedTags\n      staffSecondaryAttribute: $staffSecondaryAttribute\n      staffServiceRates: $staffServiceRates\n      staffCommissionRates: $staffCommissionRates\n      staffCalendarColor: $staffCalendarColor\n      visibleByVisitors: $visibleByVisitors\n      visibleByClients: $visibleByClients\n      deactivated: $deactivated\n      staffOnlineId: $staffOnlineId\n      staffEmployeeId: $staffEmployeeId\n      canSeeStaffRatesAndProcessPayroll: $canSeeStaffRatesAndProcessPayroll\n      canUpdateStaffRates: $canUpdateStaffRates\n      canSeeOwnClientsPersonalInfo: $canSeeOwnClientsPersonalInfo\n      canTakeOwnAttendance: $canTakeOwnAttendance\n      canCreateOwnClientsClientComments: $canCreateOwnClientsClientComments\n      canUpdateOwnAppointments: $canUpdateOwnAppointments\n      canCancelOwnAppointments: $canCancelOwnAppointments\n      canCancelOwnSessions: $canCancelOwnSessions\n    ) {\n      status\n      error\n      people {\n        ...StaffDetails\n      }\n    }\n  }\n': typeof types.UpdateStaffDocument;
  '\n  mutation SelfUpdateStaff(\n    $business: ID!\n    $firstName: String\n    $middleName: String\n    $lastName: String\n    $email: String\n    $phones: [String!]\n    $street: String\n    $city: String\n    $state: String\n    $zipCode: String\n    $country: String\n    $birthdate: String\n    $gender: String\n    $timezone: String\n    $profilePhoto: String\n    $notificationOptOuts: [String!]\n    $staffOnlineId: String\n    $staffNotificationEmailDisabled: Boolean\n  ) {\n    selfUpdatePeople(\n      business: $business\n      firstName: $firstName\n      middleName: $middleName\n      lastName: $lastName\n      email: $email\n      phones: $phones\n      street: $street\n      city: $city\n      state: $state\n      zipCode: $zipCode\n      country: $country\n      birthdate: $birthdate\n      gender: $gender\n      timezone: $timezone\n      profilePhoto: $profilePhoto\n      notificationOptOuts: $notificationOptOuts\n      staffOnlineId: $staffOnlineId\n      staffNotificationEmailDisabled: $staffNotificationEmailDisabled\n    ) {\n      status\n      error\n      myself {\n        ...StaffDetails\n      }\n    }\n  }\n': typeof types.SelfUpdateStaffDocument;
  '\n  fragment TimeOffItem on TimeOffRequest {\n    id\n    title\n    requester {\n      id\n      name\n    }\n    category\n    note\n    startAt\n    endAt\n    allDay\n    timezone\n    status\n    processStatus\n    reviewer {\n      id\n      name\n    }\n    reviewedAt\n    reviewNote\n    overlappingEvents {\n      id\n      name\n      startAt\n      endAt\n    }\n  }\n': typeof types.TimeOffItemFragmentDoc;
  '\n  query TimeOffRequests($business: ID!, $status: String) {\n    timeOffRequests(business: $business, status: $status) {\n      ...TimeOffItem\n    }\n  }\n': typeof types.TimeOffRequestsDocument;
  '\n  query TimeOffRequest($business: ID!, $id: ID!) {\n    timeOffRequest(business: $business, id: $id) {\n      ...TimeOffItem\n    }\n  }\n': typeof types.TimeOffRequestDocument;
  '\n  query TimeOffSettings($businessName: ID!) {\n    businessQuery(businessName: $businessName) {\n      name\n      timezone\n      timeOffCategories\n    }\n  }\n': typeof types.TimeOffSettingsDocument;
  '\n  mutation CreateTimeOffRequest($business: ID!, $request: TimeOffRequestInput!) {\n    createTimeOffRequest(business: $business, request: $request) {\n      status\n      error\n      request {\n        ...TimeOffItem\n      }\n    }\n  }\n': typeof types.CreateTimeOffRequestDocument;
  '\n  mutation UpdateTimeOffRequest($business: ID!, $request: UpdateTimeOffRequestInput!) {\n    updateTimeOffRequest(business: $business, request: $request) {\n      status\n      error\n      request {\n        ...TimeOffItem\n      }\n    }\n  }\n': typeof types.UpdateTimeOffRequestDocument;
  '\n  mutation CancelTimeOffRequest($business: ID!, $id: ID!) {\n    cancelTimeOffRequest(business: $business, id: $id) {\n      status\n      error\n      request {\n        ...TimeOffItem\n      }\n    }\n  }\n': typeof types.CancelTimeOffRequestDocument;
  '\n  mutation ApproveTimeOffRequest($business: ID!, $id: ID!, $note: String) {\n    approveTimeOffRequest(business: $business, id: $id, note: $note) {\n      status\n      error\n      request {\n        ...TimeOffItem\n      }\n    }\n  }\n': typeof types.ApproveTimeOffRequestDocument;
  '\n  mutation RejectTimeOffRequest($business: ID!, $id: ID!, $note: String) {\n    rejectTimeOffRequest(business: $business, id: $id, note: $note) {\n      status\n      error\n      request {\n        ...TimeOffItem\n      }\n    }\n  }\n': typeof types.RejectTimeOffRequestDocument;
  '\n  fragment WaitlistItem on WaitlistNotification {\n    id\n    title\n    client {\n      id\n      name\n    }\n    serviceId\n    serviceName\n    staffId\n    staffName\n    locationId\n    locationName\n    windows {\n      weekdays\n      fromTime\n      toTime\n    }\n    fromDate\n    toDate\n    status\n    createdAt\n  }\n': typeof types.WaitlistItemFragmentDoc;
  '\n  query WaitlistNotifications($business: ID!, $status: String) {\n    waitlistNotifications(business: $business, status: $status) {\n      ...WaitlistItem\n    }\n  }\n': typeof types.WaitlistNotificationsDocument;
  '\n  query WaitlistNotification($business: ID!, $id: ID!) {\n    waitlistNotification(business: $business, id: $id) {\n      ...WaitlistItem\n    }\n  }\n': typeof types.WaitlistNotificationDocument;
  '\n  query WaitlistOptions($business: ID!) {\n    businessQuery(businessName: $business) {\n      name\n      timezone\n    }\n    services(business: $business) {\n      id\n      name\n      bookingKind\n    }\n    locations(business: $business) {\n      id\n      name\n    }\n  }\n': typeof types.WaitlistOptionsDocument;
  '\n  mutation CreateWaitlistNotification($business: ID!, $notification: WaitlistNotificationInput!) {\n    createWaitlistNotification(business: $business, notification: $notification) {\n      status\n      error\n      notification {\n        ...WaitlistItem\n      }\n    }\n  }\n': typeof types.CreateWaitlistNotificationDocument;
  '\n  mutation UpdateWaitlistNotification($business: ID!, $notification: UpdateWaitlistNotificationInput!) {\n    updateWaitlistNotification(business: $business, notification: $notification) {\n      status\n      error\n      notification {\n        ...WaitlistItem\n      }\n    }\n  }\n': typeof types.UpdateWaitlistNotificationDocument;
  '\n  mutation DeleteWaitlistNotification($business: ID!, $id: ID!) {\n    deleteWaitlistNotification(business: $business, id: $id) {\n      status\n      error\n      id\n    }\n  }\n': typeof types.DeleteWaitlistNotificationDocument;
  '\n  mutation UnsubscribeWaitlistNotification($business: ID!, $id: ID!, $token: String!) {\n    unsubscribeWaitlistNotification(business: $business, id: $id, token: $token) {\n      status\n      error\n      notification {\n        id\n        title\n        serviceName\n        status\n      }\n    }\n  }\n': typeof types.UnsubscribeWaitlistNotificationDocument;
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
  '\n  query Availabilities(\n    $business: ID!\n    $fromDate: String\n    $toDate: String\n    $staffIds: [ID!]\n    $locationId: ID\n    $serviceId: ID\n  ) {\n    availabilities(\n      business: $business\n      fromDate: $fromDate\n      toDate: $toDate\n      staffIds: $staffIds\n      locationId: $locationId\n      serviceId: $serviceId\n    ) {\n      staffId\n      staffName\n      startAt\n      endAt\n      available\n      label\n      roomName\n      locationId\n      locationName\n      serviceNames\n    }\n  }\n':
    types.AvailabilitiesDocument,
  '\n  fragment SmsUsage on Business {\n    smsFeatureEnabled\n    smsTier\n    smsCountTotal\n  }\n':
    types.SmsUsageFragmentDoc,
  '\n  query BusinessNoticesQuery($businessName: ID!) {\n    businessQuery(businessName: $businessName) {\n      name\n      billingWarning\n      ...SmsUsage\n    }\n  }\n':
    types.BusinessNoticesQueryDocument,
  '\n  mutation BookAppointment($business: ID!, $booking: AppointmentInput!) {\n    bookAppointment(business: $business, booking: $booking) {\n      ...BookingOutcome\n    }\n  }\n':
    types.BookAppointmentDocument,
  '\n  mutation UpdateEvent($business: ID!, $event: UpdateEventInput!, $scope: String) {\n    updateEvent(business: $business, event: $event, scope: $scope) {\n      ...EventsOutcome\n    }\n  }\n':
    types.UpdateEventDocument,
  '\n  query BookingCatalogue($business: ID!) {\n    businessQuery(businessName: $business) {\n      name\n      timezone\n    }\n    services(business: $business) {\n      id\n      name\n      bookingKind\n      hasSessions\n      requiresBooking\n      durationMinutes\n      hiddenAt\n      notBeforeAgeMonths\n      notAfterAgeMonths\n      plans {\n        id\n        name\n      }\n      sessions(status: ["SESSION_STATUS_ACTIVE"], includeNotOpenForEnrollment: true, includePast: false) {\n        id\n        name\n        startDate\n        endDate\n        status\n      }\n    }\n    locations(business: $business) {\n      id\n      name\n      locationType\n      timezone\n      rooms {\n        id\n        name\n        applicableServices\n      }\n    }\n  }\n':
    types.BookingCatalogueDocument,
  '\n  query ServiceStaff($business: ID!, $serviceId: ID) {\n    staff(business: $business, serviceId: $serviceId, prioritized: true, limit: 100) {\n      id\n      name\n    }\n  }\n':
    types.ServiceStaffDocument,
  '\n  query PeopleById($business: ID!, $id: ID!) {\n    people(business: $business, id: $id) {\n      ...PickerPerson\n    }\n  }\n':
    types.PeopleByIdDocument,
  '\n  query BookingTimeslots(\n    $business: ID!\n    $serviceId: ID!\n    $planName: String\n    $locationId: ID\n    $staffId: ID\n    $roomId: ID\n    $fromDate: String\n    $toDate: String\n  ) {\n    timeslots(\n      business: $business\n      serviceId: $serviceId\n      planName: $planName\n      locationId: $locationId\n      staffId: $staffId\n      roomId: $roomId\n      fromDate: $fromDate\n      toDate: $toDate\n    ) {\n      startAt\n      staffId\n      staffName\n      locationId\n      locationName\n      roomName\n    }\n  }\n':
    types.BookingTimeslotsDocument,
  '\n  query SessionEvents($business: ID!, $serviceId: ID!, $sessionId: ID!) {\n    sessionProgram(business: $business, serviceId: $serviceId, sessionId: $sessionId) {\n      events {\n        id\n        name\n        startAt\n        endAt\n      }\n    }\n  }\n':
    types.SessionEventsDocument,
  '\n  mutation EnrollInSession($business: ID!, $enrolment: EnrolmentInput!) {\n    enrollInSession(business: $business, enrolment: $enrolment) {\n      ...BookingOutcome\n    }\n  }\n':
    types.EnrollInSessionDocument,
  '\n  mutation TransferEnrolment(\n    $business: ID!\n    $clientId: ID!\n    $fromSessionId: ID!\n    $toSessionId: ID!\n    $fromDate: String\n    $planName: String\n  ) {\n    transferEnrolment(\n      business: $business\n      clientId: $clientId\n      fromSessionId: $fromSessionId\n      toSessionId: $toSessionId\n      fromDate: $fromDate\n      planName: $planName\n    ) {\n      ...BookingOutcome\n    }\n  }\n':
    types.TransferEnrolmentDocument,
  '\n  mutation BatchEnroll(\n    $business: ID!\n    $sessionId: ID!\n    $clientIds: [ID!]!\n    $planName: String!\n    $enrollmentType: String\n  ) {\n    batchEnroll(\n      business: $business\n      sessionId: $sessionId\n      clientIds: $clientIds\n      planName: $planName\n      enrollmentType: $enrollmentType\n    ) {\n      status\n      error\n      warnings\n      events {\n        id\n      }\n    }\n  }\n':
    types.BatchEnrollDocument,
  '\n  mutation CreateSessionEvent($business: ID!, $event: SessionEventInput!) {\n    createSessionEvent(business: $business, event: $event) {\n      status\n      error\n      warnings\n      events {\n        id\n        startAt\n      }\n    }\n  }\n':
    types.CreateSessionEventDocument,
  '\n  mutation UpdateSessionEvent($business: ID!, $event: UpdateSessionEventInput!, $scope: String) {\n    updateSessionEvent(business: $business, event: $event, scope: $scope) {\n      ...EventsOutcome\n    }\n  }\n':
    types.UpdateSessionEventDocument,
  '\n  mutation ConfirmSessionEvent($business: ID!, $id: ID!) {\n    confirmSessionEvent(business: $business, id: $id) {\n      status\n      error\n      events {\n        ...EventDetails\n      }\n    }\n  }\n':
    types.ConfirmSessionEventDocument,
  '\n  fragment BookingOutcome on BookingResult {\n    status\n    error\n    warnings\n    events {\n      id\n      startAt\n    }\n  }\n':
    types.BookingOutcomeFragmentDoc,
  '\n  fragment EventsOutcome on EventsResult {\n    status\n    error\n    warnings\n    events {\n      ...EventDetails\n    }\n  }\n':
    types.EventsOutcomeFragmentDoc,
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
  '\n  query SelfIcalFeeds($business: ID!, $id: ID) {\n    selfIcalFeeds(business: $business, id: $id) {\n      staffCalendar\n      periodMonths\n      createdAt\n    }\n  }\n':
    types.SelfIcalFeedsDocument,
  '\n  mutation SelfCreateIcalUrl($business: ID!, $id: ID, $periodMonth: Int, $staffCalendar: Boolean) {\n    selfCreateIcalUrl(\n      business: $business\n      id: $id\n      periodMonth: $periodMonth\n      staffCalendar: $staffCalendar\n    ) {\n      status\n      error\n      url\n    }\n  }\n':
    types.SelfCreateIcalUrlDocument,
  '\n  mutation RevokeIcalUrl($business: ID!, $id: ID, $staffCalendar: Boolean) {\n    revokeIcalUrl(business: $business, id: $id, staffCalendar: $staffCalendar) {\n      status\n      error\n      url\n    }\n  }\n':
    types.RevokeIcalUrlDocument,
  '\n  query CalendarPlaces($business: ID!) {\n    businessQuery(businessName: $business) {\n      name\n      timezone\n    }\n    locations(business: $business) {\n      id\n      name\n      rooms {\n        id\n        name\n        description\n      }\n    }\n    services(business: $business) {\n      id\n      name\n      tags\n    }\n  }\n':
    types.CalendarPlacesDocument,
  '\n  query CalendarStaff($business: ID!) {\n    staff(business: $business, limit: 100) {\n      id\n      name\n      profilePhoto\n      staffCalendarColor\n      deactivated\n    }\n  }\n':
    types.CalendarStaffDocument,
  '\n  query CalendarAvailabilities($business: ID!, $fromDate: String, $toDate: String, $staffIds: [ID!]) {\n    availabilities(business: $business, fromDate: $fromDate, toDate: $toDate, staffIds: $staffIds) {\n      staffId\n      staffName\n      startAt\n      endAt\n      available\n      label\n      roomName\n      locationId\n      locationName\n    }\n  }\n':
    types.CalendarAvailabilitiesDocument,
  '\n  query CalendarEvents(\n    $business: ID!\n    $fromDate: String!\n    $toDate: String!\n    $locationIds: [ID!]\n    $roomIds: [ID!]\n    $staffIds: [ID!]\n    $serviceIds: [ID!]\n    $serviceTags: [String!]\n    $activeOnly: Boolean\n  ) {\n    events(\n      business: $business\n      fromDate: $fromDate\n      toDate: $toDate\n      locationIds: $locationIds\n      roomIds: $roomIds\n      staffIds: $staffIds\n      serviceIds: $serviceIds\n      serviceTags: $serviceTags\n      activeOnly: $activeOnly\n    ) {\n      id\n      name\n      displayName\n      startAt\n      endAt\n      timezone\n      status\n      isLocked\n      calendarColor\n      note\n      hasNote\n      locationId\n      locationName\n      roomId\n      roomName\n      serviceId\n      serviceName\n      sessionId\n      recurringId\n      recurringOutlier\n      primaryStaffId\n      paid\n      version\n      clients {\n        peopleId\n        name\n        status\n        statusLabel\n        paid\n        planName\n      }\n      staff {\n        peopleId\n        name\n        profilePhoto\n      }\n    }\n  }\n':
    types.CalendarEventsDocument,
  '\n  mutation CalendarUpdateEvent($business: ID!, $event: UpdateEventInput!, $scope: String) {\n    updateEvent(business: $business, event: $event, scope: $scope) {\n      status\n      error\n      warnings\n      events {\n        id\n        version\n        startAt\n        endAt\n      }\n    }\n  }\n':
    types.CalendarUpdateEventDocument,
  '\n  mutation CalendarCancelEvent(\n    $business: ID!\n    $id: ID!\n    $scope: String\n    $reason: String\n    $doNotNotify: Boolean\n  ) {\n    cancelEvent(business: $business, id: $id, scope: $scope, reason: $reason, doNotNotify: $doNotNotify) {\n      status\n      error\n      events {\n        id\n        version\n        startAt\n        endAt\n      }\n    }\n  }\n':
    types.CalendarCancelEventDocument,
  '\n  mutation CalendarSetAttendance($business: ID!, $eventId: ID!, $clientId: ID!, $status: String) {\n    setAttendance(business: $business, eventId: $eventId, clientId: $clientId, status: $status) {\n      status\n      error\n      events {\n        id\n        version\n        startAt\n        endAt\n      }\n    }\n  }\n':
    types.CalendarSetAttendanceDocument,
  '\n  mutation CalendarBatchCancelEvents($business: ID!, $ids: [ID!]!, $reason: String, $doNotNotify: Boolean) {\n    batchCancelEvents(business: $business, ids: $ids, reason: $reason, doNotNotify: $doNotNotify) {\n      status\n      error\n      events {\n        id\n      }\n    }\n  }\n':
    types.CalendarBatchCancelEventsDocument,
  '\n  mutation CalendarBatchSetAttendance($business: ID!, $items: [AttendanceItemInput!]!) {\n    batchSetAttendance(business: $business, items: $items) {\n      status\n      error\n      events {\n        id\n      }\n    }\n  }\n':
    types.CalendarBatchSetAttendanceDocument,
  '\n  mutation CalendarBatchUpdateEvents($business: ID!, $ids: [ID!]!, $changes: BatchEventChangesInput!) {\n    batchUpdateEvents(business: $business, ids: $ids, changes: $changes) {\n      status\n      error\n      events {\n        id\n      }\n    }\n  }\n':
    types.CalendarBatchUpdateEventsDocument,
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
  '\n  mutation SetAttendance($business: ID!, $eventId: ID!, $clientId: ID!, $status: String) {\n    setAttendance(business: $business, eventId: $eventId, clientId: $clientId, status: $status) {\n      status\n      error\n      events {\n        ...EventDetails\n      }\n    }\n  }\n':
    types.SetAttendanceDocument,
  '\n  mutation CancelEvent($business: ID!, $id: ID!, $scope: String, $reason: String, $doNotNotify: Boolean) {\n    cancelEvent(business: $business, id: $id, scope: $scope, reason: $reason, doNotNotify: $doNotNotify) {\n      status\n      error\n      warnings\n      events {\n        ...EventDetails\n      }\n    }\n  }\n':
    types.CancelEventDocument,
  '\n  mutation CancelParticipation(\n    $business: ID!\n    $eventId: ID!\n    $clientId: ID!\n    $reason: String\n    $doNotNotify: Boolean\n  ) {\n    cancelParticipation(\n      business: $business\n      eventId: $eventId\n      clientId: $clientId\n      reason: $reason\n      doNotNotify: $doNotNotify\n    ) {\n      status\n      error\n      warnings\n      events {\n        ...EventDetails\n      }\n    }\n  }\n':
    types.CancelParticipationDocument,
  '\n  mutation ChangeRecurringSchedule(\n    $business: ID!\n    $eventId: ID!\n    $fromDate: String!\n    $rrule: String!\n    $startTime: String\n    $durationMinutes: Int\n    $staffId: ID\n    $roomId: ID\n    $dryRun: Boolean\n  ) {\n    changeRecurringSchedule(\n      business: $business\n      eventId: $eventId\n      fromDate: $fromDate\n      rrule: $rrule\n      startTime: $startTime\n      durationMinutes: $durationMinutes\n      staffId: $staffId\n      roomId: $roomId\n      dryRun: $dryRun\n    ) {\n      status\n      error\n      conflicts {\n        startAt\n        endAt\n        reason\n      }\n      events {\n        id\n        startAt\n        endAt\n      }\n    }\n  }\n':
    types.ChangeRecurringScheduleDocument,
  '\n  fragment EventDetails on Event {\n    id\n    name\n    displayName\n    startAt\n    endAt\n    originalStartAt\n    recurringId\n    recurringOutlier\n    rrule\n    timezone\n    locationId\n    locationName\n    roomId\n    roomName\n    isLocked\n    serviceId\n    serviceName\n    sessionId\n    session {\n      id\n      name\n    }\n    status\n    note\n    hasNote\n    holdUntil\n    calendarColor\n    primaryStaffId\n    planName\n    paid\n    version\n    slots {\n      id\n      capacity\n      status\n    }\n    clients {\n      peopleId\n      name\n      paid\n      enrollmentType\n      planName\n      status\n      statusLabel\n      cancellationConsequence\n      cancellationCreditName\n    }\n    staff {\n      peopleId\n      name\n    }\n  }\n':
    types.EventDetailsFragmentDoc,
  '\n  query Event($business: ID!, $id: ID!) {\n    event(business: $business, id: $id) {\n      ...EventDetails\n      slots {\n        id\n        waitlist {\n          peopleId\n          name\n        }\n      }\n    }\n  }\n':
    types.EventDocument,
  '\n  query StaffSelfSchedule($business: ID!, $fromDate: String, $toDate: String, $limit: Int) {\n    staffSelfSchedule(business: $business, fromDate: $fromDate, toDate: $toDate, limit: $limit) {\n      ...EventDetails\n    }\n  }\n':
    types.StaffSelfScheduleDocument,
  '\n  query AttendanceReport(\n    $business: ID!\n    $fromDate: String!\n    $toDate: String!\n    $locationIds: [ID!]\n    $staffIds: [ID!]\n    $serviceIds: [ID!]\n    $statuses: [String!]\n  ) {\n    attendanceReport(\n      business: $business\n      fromDate: $fromDate\n      toDate: $toDate\n      locationIds: $locationIds\n      staffIds: $staffIds\n      serviceIds: $serviceIds\n      statuses: $statuses\n    ) {\n      eventId\n      eventName\n      startAt\n      endAt\n      timezone\n      locationName\n      roomName\n      serviceName\n      staffNames\n      clientId\n      clientName\n      status\n      statusLabel\n      planName\n      paid\n    }\n  }\n':
    types.AttendanceReportDocument,
  '\n  query BusinessZone($businessName: ID!) {\n    businessQuery(businessName: $businessName) {\n      name\n      timezone\n    }\n  }\n':
    types.BusinessZoneDocument,
  '\n  query PeopleFiles($business: ID!, $personId: ID!) {\n    peopleFiles(business: $business, personId: $personId) {\n      id\n      name\n      contentType\n      size\n      createdAt\n      url\n    }\n  }\n':
    types.PeopleFilesDocument,
  '\n  mutation RequestPeopleFileUpload(\n    $business: ID!\n    $personId: ID!\n    $fileName: String!\n    $contentType: String!\n    $size: Float!\n  ) {\n    requestPeopleFileUpload(\n      business: $business\n      personId: $personId\n      fileName: $fileName\n      contentType: $contentType\n      size: $size\n    ) {\n      status\n      error\n      uploadUrl\n    }\n  }\n':
    types.RequestPeopleFileUploadDocument,
  '\n  mutation DeletePeopleFile($business: ID!, $id: ID!) {\n    deletePeopleFile(business: $business, id: $id) {\n      status\n      error\n    }\n  }\n':
    types.DeletePeopleFileDocument,
  '\n  query SudoTarget {\n    currentUser {\n      id\n      email\n    }\n  }\n': types.SudoTargetDocument,
  '\n  fragment LocationListItem on Location {\n    id\n    name\n    locationType\n    address\n    street\n    city\n    state\n    zipCode\n    timezone\n    visibleByVisitors\n    visibleByClients\n    visibleInFooter\n    rooms {\n      id\n    }\n  }\n':
    types.LocationListItemFragmentDoc,
  '\n  query Locations($business: ID!, $search: String) {\n    locations(business: $business, search: $search) {\n      ...LocationListItem\n    }\n  }\n':
    types.LocationsDocument,
  '\n  fragment LocationDetails on Location {\n    id\n    name\n    locationType\n    description\n    mainPhoto\n    address\n    street\n    city\n    state\n    zipCode\n    country\n    phone\n    smsPhoneNumber\n    timezone\n    suggestedTimezone\n    salesTax\n    yelpLink\n    googleReviewLink\n    googlePlaceId\n    googleRating\n    googleRatingsCount\n    yelpRating\n    yelpRatingsCount\n    visibleByVisitors\n    visibleByClients\n    visibleInFooter\n    rooms {\n      id\n      name\n      description\n      applicableServices\n      onlineId\n    }\n    hoursOpen {\n      id\n      startDate\n      fromTime\n      toTime\n      timezone\n      rrule\n    }\n    hoursClosed {\n      id\n      startDate\n      fromTime\n      toTime\n      timezone\n      rrule\n    }\n  }\n':
    types.LocationDetailsFragmentDoc,
  '\n  query Location($business: ID!, $id: ID!) {\n    location(business: $business, id: $id) {\n      ...LocationDetails\n    }\n  }\n':
    types.LocationDocument,
  '\n  query LocationBusiness($businessName: ID!) {\n    businessQuery(businessName: $businessName) {\n      name\n      fullName\n      timezone\n      marketingPlusEnabled\n    }\n  }\n':
    types.LocationBusinessDocument,
  '\n  mutation CreateLocation($business: ID!, $location: LocationInput!) {\n    createLocation(business: $business, location: $location) {\n      status\n      error\n      location {\n        ...LocationDetails\n      }\n    }\n  }\n':
    types.CreateLocationDocument,
  '\n  mutation UpdateLocation($business: ID!, $location: UpdateLocationInput!) {\n    updateLocation(business: $business, location: $location) {\n      status\n      error\n      location {\n        ...LocationDetails\n      }\n    }\n  }\n':
    types.UpdateLocationDocument,
  '\n  mutation DeleteLocation($business: ID!, $id: ID!) {\n    deleteLocation(business: $business, id: $id) {\n      status\n      error\n      id\n    }\n  }\n':
    types.DeleteLocationDocument,
  '\n  mutation DuplicateLocation($business: ID!, $id: ID!) {\n    duplicateLocation(business: $business, id: $id) {\n      status\n      error\n      location {\n        id\n        name\n      }\n    }\n  }\n':
    types.DuplicateLocationDocument,
  '\n  query LocationClosureImpact($business: ID!, $locationId: ID!, $hoursClosed: [LocationHoursInput!]) {\n    locationClosureImpact(business: $business, locationId: $locationId, hoursClosed: $hoursClosed) {\n      id\n      name\n      startAt\n      timezone\n    }\n  }\n':
    types.LocationClosureImpactDocument,
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
  '\n  query ClientSchedule($business: ID!, $clientId: ID!, $limit: Int, $fromDate: String, $toDate: String) {\n    clientSchedule(\n      business: $business\n      clientId: $clientId\n      limit: $limit\n      fromDate: $fromDate\n      toDate: $toDate\n    ) {\n      ...EventDetails\n    }\n  }\n':
    types.ClientScheduleDocument,
  '\n  query ClientSelfSchedule(\n    $business: ID!\n    $dependentId: ID\n    $limit: Int\n    $fromDate: String\n    $toDate: String\n  ) {\n    clientSelfSchedule(\n      business: $business\n      dependentId: $dependentId\n      limit: $limit\n      fromDate: $fromDate\n      toDate: $toDate\n    ) {\n      ...EventDetails\n    }\n  }\n':
    types.ClientSelfScheduleDocument,
  '\n  query StaffSchedule($business: ID!, $staffId: ID!, $limit: Int, $fromDate: String, $toDate: String) {\n    staffSchedule(\n      business: $business\n      staffId: $staffId\n      limit: $limit\n      fromDate: $fromDate\n      toDate: $toDate\n    ) {\n      ...EventDetails\n    }\n  }\n':
    types.StaffScheduleDocument,
  '\n  query NavbarSearchPeople($business: ID!, $search: String!, $limit: Int!) {\n    people(business: $business, search: $search, limit: $limit) {\n      id\n      firstName\n      lastName\n      email\n      primaryPhone\n      status\n      staffRole\n      profilePhoto\n    }\n  }\n':
    types.NavbarSearchPeopleDocument,
  '\n  query NavbarSearchLocations($business: ID!, $search: String) {\n    locations(business: $business, search: $search) {\n      id\n      name\n      address\n      city\n    }\n  }\n':
    types.NavbarSearchLocationsDocument,
  '\n  query NavbarSearchServices($business: ID!) {\n    services(business: $business) {\n      id\n      name\n      typeLabel\n      sessions {\n        id\n        name\n        startDate\n      }\n    }\n  }\n':
    types.NavbarSearchServicesDocument,
  '\n  fragment DependentSummary on People {\n    id\n    name\n    firstName\n    lastName\n    profilePhoto\n    birthdate\n    gender\n  }\n':
    types.DependentSummaryFragmentDoc,
  '\n  fragment SelfDetails on People {\n    id\n    version\n    name\n    firstName\n    middleName\n    lastName\n    profilePhoto\n    email\n    phones\n    primaryPhone\n    address\n    street\n    city\n    state\n    zipCode\n    country\n    birthdate\n    gender\n    timezone\n    leadCaptureFields\n    marketingEmailDisabled\n    disableAllSmsNotifications\n    staffRole\n  }\n':
    types.SelfDetailsFragmentDoc,
  '\n  query Myself($business: ID!, $id: ID) {\n    myself(business: $business, id: $id) {\n      ...SelfDetails\n      dependents {\n        ...DependentSummary\n      }\n    }\n  }\n':
    types.MyselfDocument,
  '\n  query MyselfDependents($business: ID!) {\n    myself(business: $business) {\n      id\n      dependents {\n        ...DependentSummary\n      }\n    }\n  }\n':
    types.MyselfDependentsDocument,
  '\n  mutation SelfUpdateClient(\n    $business: ID!\n    $id: ID\n    $firstName: String\n    $middleName: String\n    $lastName: String\n    $email: String\n    $phones: [String!]\n    $street: String\n    $city: String\n    $state: String\n    $zipCode: String\n    $country: String\n    $birthdate: String\n    $gender: String\n    $timezone: String\n    $profilePhoto: String\n    $marketingEmailDisabled: Boolean\n    $disableAllSmsNotifications: Boolean\n    $leadCaptureFields: String\n  ) {\n    selfUpdatePeople(\n      business: $business\n      id: $id\n      firstName: $firstName\n      middleName: $middleName\n      lastName: $lastName\n      email: $email\n      phones: $phones\n      street: $street\n      city: $city\n      state: $state\n      zipCode: $zipCode\n      country: $country\n      birthdate: $birthdate\n      gender: $gender\n      timezone: $timezone\n      profilePhoto: $profilePhoto\n      marketingEmailDisabled: $marketingEmailDisabled\n      disableAllSmsNotifications: $disableAllSmsNotifications\n      leadCaptureFields: $leadCaptureFields\n    ) {\n      status\n      error\n      myself {\n        ...SelfDetails\n      }\n    }\n  }\n':
    types.SelfUpdateClientDocument,
  '\n  mutation SelfAddDependent($business: ID!, $dependent: DependentInput!) {\n    selfAddDependent(business: $business, dependent: $dependent) {\n      status\n      error\n      dependent {\n        ...DependentSummary\n        email\n        address\n      }\n    }\n  }\n':
    types.SelfAddDependentDocument,
  '\n  fragment ServiceListItem on Service {\n    id\n    name\n    typeLabel\n    bookingKind\n    hiddenAt\n    durationMinutes\n    price\n    currency\n    plans {\n      id\n    }\n  }\n':
    types.ServiceListItemFragmentDoc,
  '\n  query Services($business: ID!) {\n    services(business: $business) {\n      ...ServiceListItem\n    }\n  }\n':
    types.ServicesDocument,
  '\n  fragment SessionDetails on Session {\n    id\n    name\n    service {\n      id\n      name\n    }\n    startDate\n    endDate\n    status\n    notBeforeAgeMonths\n    notAfterAgeMonths\n    onlineId\n    allowEnrollmentUntilDate\n    shortenedUrl\n    staff {\n      id\n      name\n    }\n  }\n':
    types.SessionDetailsFragmentDoc,
  '\n  fragment ServiceDetails on Service {\n    id\n    name\n    description\n    price\n    currency\n    photos\n    mainPhoto\n    tags\n    eventType\n    requiresBooking\n    hasSessions\n    durationMinutes\n    hiddenAt\n    notBeforeAgeMonths\n    notAfterAgeMonths\n    allowsJoinOnline\n    allowStaffToClientCancelUnpaid\n    allowClientToSelfCancelUnpaid\n    disableSelfCancellation\n    disableUseCredits\n    disableLessonMateRequest\n    visitCancellationConsequence\n    lateVisitCancellationConsequence\n    cancellationWindowHours\n    cancellationPolicy\n    lateVisitCancellationServiceCreditName\n    visitCancellationServiceCreditName\n    staffVisitCancellationServiceCreditName\n    visitCancellationServiceCreditSubscriptionPeriodCapDays\n    typeLabel\n    bookingKind\n    termsAndConditionsRevision {\n      id\n      policyId\n      name\n    }\n    plans {\n      name\n      kind\n      description\n      currency\n      price\n      pricePerVisit\n      deposit\n      countStaffCanceledVisits\n      signupPrice\n      signupWaivedIfMember\n      onlyPayableWithCredit\n      taxRate\n      dueType\n      dueMinusDays\n      startType\n      paymentType\n      paymentInterval\n      hasLatePayment\n      latePaymentDays\n      latePaymentAmount\n      autoPayDeltaDaysEnabled\n      autoPayDeltaDays\n      enabledForSelfBooking\n      visits\n      visitInterval\n      visitPreEnroll\n      holdPossible\n      maxHoldNumber\n      maxHoldPeriod\n      sessionConversionTracking\n      makesMember\n      makesLifetimeMember\n      canBePurchasedWithoutBooking\n      requiresTermsAndConditionsAcceptance\n      spotlight\n      clientLifecycleStatusOnBook\n      clientLifecycleStatusOnAttended\n      clientLifecycleStatusOnCancel\n      assignedClientTags\n      recurringInvoiceNote\n      requiresPaymentMethodForFreePlan\n      id\n      canBeDeleted\n      discountPolicy {\n        discountType\n        discountRate\n        discountCalculation\n      }\n      locations {\n        id\n        name\n      }\n    }\n    sessions(includePast: true) {\n      ...SessionDetails\n    }\n  }\n':
    types.ServiceDetailsFragmentDoc,
  '\n  query Service($business: ID!, $id: ID!) {\n    service(business: $business, id: $id) {\n      ...ServiceDetails\n    }\n  }\n':
    types.ServiceDocument,
  '\n  mutation CreateService($business: ID!, $service: ServiceInput!) {\n    createService(business: $business, service: $service) {\n      status\n      error\n      service {\n        ...ServiceDetails\n      }\n    }\n  }\n':
    types.CreateServiceDocument,
  '\n  mutation UpdateService($business: ID!, $service: UpdateServiceInput!) {\n    updateService(business: $business, service: $service) {\n      status\n      error\n      service {\n        ...ServiceDetails\n      }\n    }\n  }\n':
    types.UpdateServiceDocument,
  '\n  mutation DeleteService($business: ID!, $id: ID!) {\n    deleteService(business: $business, id: $id) {\n      status\n      error\n      id\n    }\n  }\n':
    types.DeleteServiceDocument,
  '\n  query Session($business: ID!, $id: ID!) {\n    session(business: $business, id: $id) {\n      ...SessionDetails\n    }\n  }\n':
    types.SessionDocument,
  '\n  mutation CreateSession($business: ID!, $session: SessionInput!) {\n    createSession(business: $business, session: $session) {\n      status\n      error\n      session {\n        ...SessionDetails\n      }\n    }\n  }\n':
    types.CreateSessionDocument,
  '\n  mutation UpdateSession($business: ID!, $session: UpdateSessionInput!) {\n    updateSession(business: $business, session: $session) {\n      status\n      error\n      session {\n        ...SessionDetails\n      }\n    }\n  }\n':
    types.UpdateSessionDocument,
  '\n  mutation DeleteSession($business: ID!, $id: ID!) {\n    deleteSession(business: $business, id: $id) {\n      status\n      error\n      id\n    }\n  }\n':
    types.DeleteSessionDocument,
  '\n  query ServiceContext($business: ID!) {\n    businessQuery(businessName: $business) {\n      name\n      defaultCurrency\n      timezone\n    }\n    locations(business: $business) {\n      id\n      name\n    }\n  }\n':
    types.ServiceContextDocument,
  '\n  query SessionStaffChoices($business: ID!) {\n    staff(business: $business) {\n      id\n      name\n    }\n  }\n':
    types.SessionStaffChoicesDocument,
  '\n  query SessionProgram($business: ID!, $serviceId: ID!, $sessionId: ID!) {\n    sessionProgram(business: $business, serviceId: $serviceId, sessionId: $sessionId) {\n      session {\n        id\n        name\n        startDate\n        endDate\n      }\n      service {\n        id\n        name\n        description\n      }\n      events {\n        id\n        name\n        startAt\n        endAt\n        location {\n          id\n          name\n        }\n      }\n    }\n  }\n':
    types.SessionProgramDocument,
  '\n  query ProgramBusiness($businessName: ID!) {\n    businessQuery(businessName: $businessName) {\n      name\n      timezone\n    }\n  }\n':
    types.ProgramBusinessDocument,
  '\n  mutation UnsubscribeSessionWaitlist(\n    $business: ID!\n    $serviceId: ID!\n    $sessionId: ID!\n    $clientId: ID!\n    $token: String!\n  ) {\n    unsubscribeSessionWaitlist(\n      business: $business\n      serviceId: $serviceId\n      sessionId: $sessionId\n      clientId: $clientId\n      token: $token\n    ) {\n      status\n      error\n      left\n    }\n  }\n':
    types.UnsubscribeSessionWaitlistDocument,
  '\n  query BusinessProgress($businessName: ID!) {\n    businessProgressQuery(businessName: $businessName) {\n      hasBusinessSettings\n      hasLocations\n      hasServices\n      hasStaff\n      hasClients\n      hasPayment\n      hasPaymentMethod\n      hasClientNotifications\n    }\n  }\n':
    types.BusinessProgressDocument,
  '\n  query ViewedPerson($business: ID!, $id: ID!) {\n    people(business: $business, id: $id, includeHidden: true) {\n      id\n      firstName\n      lastName\n    }\n  }\n':
    types.ViewedPersonDocument,
  '\n  query ViewedDependent($business: ID!, $id: ID!) {\n    myself(business: $business, id: $id) {\n      id\n      firstName\n      lastName\n    }\n  }\n':
    types.ViewedDependentDocument,
  '\n  fragment StaffHoursItem on StaffHours {\n    id\n    kind\n    startDate\n    fromTime\n    toTime\n    timezone\n    rrule\n    location {\n      id\n      name\n    }\n    allowsOnline\n    services {\n      id\n      name\n    }\n    roomName\n    label\n    timeOffRequestId\n  }\n':
    types.StaffHoursItemFragmentDoc,
  '\n  query StaffHoursOf($business: ID!, $id: ID!) {\n    staff(business: $business, id: $id, includeDeactivated: true, limit: 1) {\n      id\n      staffHoursOpen {\n        ...StaffHoursItem\n      }\n      staffHoursBlocked {\n        ...StaffHoursItem\n      }\n    }\n  }\n':
    types.StaffHoursOfDocument,
  '\n  query MyStaffHours($business: ID!) {\n    myself(business: $business) {\n      id\n      staffHoursOpen {\n        ...StaffHoursItem\n      }\n      staffHoursBlocked {\n        ...StaffHoursItem\n      }\n    }\n  }\n':
    types.MyStaffHoursDocument,
  '\n  query StaffHoursChoices($business: ID!) {\n    locations(business: $business) {\n      id\n      name\n    }\n    services(business: $business) {\n      id\n      name\n    }\n  }\n':
    types.StaffHoursChoicesDocument,
  '\n  mutation CreateStaffHours($business: ID!, $staffId: ID!, $hours: StaffHoursInput!) {\n    createStaffHours(business: $business, staffId: $staffId, hours: $hours) {\n      status\n      error\n      hours {\n        ...StaffHoursItem\n      }\n    }\n  }\n':
    types.CreateStaffHoursDocument,
  '\n  mutation UpdateStaffHours($business: ID!, $hours: UpdateStaffHoursInput!) {\n    updateStaffHours(business: $business, hours: $hours) {\n      status\n      error\n      hours {\n        ...StaffHoursItem\n      }\n    }\n  }\n':
    types.UpdateStaffHoursDocument,
  '\n  mutation DeleteStaffHours($business: ID!, $id: ID!) {\n    deleteStaffHours(business: $business, id: $id) {\n      status\n      error\n      id\n    }\n  }\n':
    types.DeleteStaffHoursDocument,
  '\n  mutation RequestProfilePhotoUpload(\n    $business: ID!\n    $id: ID!\n    $fileName: String!\n    $contentType: String!\n    $size: Float!\n  ) {\n    requestProfilePhotoUpload(\n      business: $business\n      id: $id\n      fileName: $fileName\n      contentType: $contentType\n      size: $size\n    ) {\n      status\n      error\n      uploadUrl\n    }\n  }\n':
    types.RequestProfilePhotoUploadDocument,
  '\n  fragment StaffListItem on People {\n    id\n    name\n    firstName\n    middleName\n    lastName\n    profilePhoto\n    staffRole\n    staffSecondaryAttribute\n    email\n    phones\n    primaryPhone\n    deactivated\n  }\n':
    types.StaffListItemFragmentDoc,
  '\n  fragment StaffDetails on People {\n    id\n    version\n    name\n    firstName\n    middleName\n    lastName\n    profilePhoto\n    email\n    phones\n    primaryPhone\n    address\n    street\n    city\n    state\n    zipCode\n    country\n    birthdate\n    gender\n    timezone\n    notificationOptOuts\n    staffRole\n    staffSecondaryAttribute\n    staffBio\n    staffCategorizedTags {\n      category\n      tags\n    }\n    staffServiceRates {\n      services\n      locations\n      rateType\n      amount\n      currency\n      bonusAmount\n      bonusThreshold\n      bonusCeiling\n      countNoShows\n      countCancel\n      countLateCancel\n      countLocationClosures\n      countStaffCancel\n    }\n    staffCommissionRates {\n      services\n      rateType\n      amount\n    }\n    visibleByVisitors\n    visibleByClients\n    deactivated\n    staffOnlineId\n    staffEmployeeId\n    staffCalendarColor\n    staffNotificationEmailDisabled\n    canSeeStaffRatesAndProcessPayroll\n    canUpdateStaffRates\n    canSeeOwnClientsPersonalInfo\n    canTakeOwnAttendance\n    canCreateOwnClientsClientComments\n    canUpdateOwnAppointments\n    canCancelOwnAppointments\n    canCancelOwnSessions\n  }\n':
    types.StaffDetailsFragmentDoc,
  '\n  query StaffList($business: ID!) {\n    staff(business: $business, includeDeactivated: true, limit: 100) {\n      ...StaffListItem\n    }\n  }\n':
    types.StaffListDocument,
  '\n  query StaffById($business: ID!, $id: ID!) {\n    staff(business: $business, id: $id, includeDeactivated: true, limit: 1) {\n      ...StaffDetails\n    }\n  }\n':
    types.StaffByIdDocument,
  '\n  query MyselfStaff($business: ID!) {\n    myself(business: $business) {\n      ...StaffDetails\n    }\n  }\n':
    types.MyselfStaffDocument,
  '\n  mutation CreateStaff(\n    $business: ID!\n    $firstName: String\n    $middleName: String\n    $lastName: String\n    $email: String\n    $phones: [String!]\n    $street: String\n    $city: String\n    $state: String\n    $zipCode: String\n    $country: String\n    $birthdate: String\n    $gender: String\n    $staffRole: String\n    $staffBio: String\n    $staffCategorizedTags: [StaffCategorizedTagsInput!]\n    $staffSecondaryAttribute: String\n    $staffServiceRates: [StaffServiceRateInput!]\n    $staffCommissionRates: [StaffCommissionRateInput!]\n    $staffCalendarColor: String\n    $visibleByVisitors: Boolean\n    $visibleByClients: Boolean\n    $deactivated: Boolean\n    $staffOnlineId: String\n    $staffEmployeeId: String\n    $canSeeStaffRatesAndProcessPayroll: Boolean\n    $canUpdateStaffRates: Boolean\n    $canSeeOwnClientsPersonalInfo: Boolean\n    $canTakeOwnAttendance: Boolean\n    $canCreateOwnClientsClientComments: Boolean\n    $canUpdateOwnAppointments: Boolean\n    $canCancelOwnAppointments: Boolean\n    $canCancelOwnSessions: Boolean\n  ) {\n    createPeople(\n      business: $business\n      firstName: $firstName\n      middleName: $middleName\n      lastName: $lastName\n      email: $email\n      phones: $phones\n      street: $street\n      city: $city\n      state: $state\n      zipCode: $zipCode\n      country: $country\n      birthdate: $birthdate\n      gender: $gender\n      staffRole: $staffRole\n      staffBio: $staffBio\n      staffCategorizedTags: $staffCategorizedTags\n      staffSecondaryAttribute: $staffSecondaryAttribute\n      staffServiceRates: $staffServiceRates\n      staffCommissionRates: $staffCommissionRates\n      staffCalendarColor: $staffCalendarColor\n      visibleByVisitors: $visibleByVisitors\n      visibleByClients: $visibleByClients\n      deactivated: $deactivated\n      staffOnlineId: $staffOnlineId\n      staffEmployeeId: $staffEmployeeId\n      canSeeStaffRatesAndProcessPayroll: $canSeeStaffRatesAndProcessPayroll\n      canUpdateStaffRates: $canUpdateStaffRates\n      canSeeOwnClientsPersonalInfo: $canSeeOwnClientsPersonalInfo\n      canTakeOwnAttendance: $canTakeOwnAttendance\n      canCreateOwnClientsClientComments: $canCreateOwnClientsClientComments\n      canUpdateOwnAppointments: $canUpdateOwnAppointments\n      canCancelOwnAppointments: $canCancelOwnAppointments\n      canCancelOwnSessions: $canCancelOwnSessions\n    ) {\n      status\n      error\n      people {\n        ...StaffDetails\n      }\n    }\n  }\n':
    types.CreateStaffDocument,
  '\n  mutation UpdateStaff(\n    $business: ID!\n    $id: ID!\n    $expectedVersion: Int\n    $profilePhoto: String\n    $firstName: String\n    $middleName: String\n    $lastName: String\n    $email: String\n    $phones: [String!]\n    $street: String\n    $city: String\n    $state: String\n    $zipCode: String\n    $country: String\n    $birthdate: String\n    $gender: String\n    $staffRole: String\n    $staffBio: String\n    $staffCategorizedTags: [StaffCategorizedTagsInput!]\n    $staffSecondaryAttribute: String\n    $staffServiceRates: [StaffServiceRateInput!]\n    $staffCommissionRates: [StaffCommissionRateInput!]\n    $staffCalendarColor: String\n    $visibleByVisitors: Boolean\n    $visibleByClients: Boolean\n    $deactivated: Boolean\n    $staffOnlineId: String\n    $staffEmployeeId: String\n    $canSeeStaffRatesAndProcessPayroll: Boolean\n    $canUpdateStaffRates: Boolean\n    $canSeeOwnClientsPersonalInfo: Boolean\n    $canTakeOwnAttendance: Boolean\n    $canCreateOwnClientsClientComments: Boolean\n    $canUpdateOwnAppointments: Boolean\n    $canCancelOwnAppointments: Boolean\n    $canCancelOwnSessions: Boolean\n  ) {\n    updatePeople(\n      business: $business\n      id: $id\n      expectedVersion: $expectedVersion\n      profilePhoto: $profilePhoto\n      firstName: $firstName\n      middleName: $middleName\n      lastName: $lastName\n      email: $email\n      phones: $phones\n      street: $street\n      city: $city\n      state: $state\n      zipCode: $zipCode\n      country: $country\n      birthdate: $birthdate\n      gender: $gender\n      staffRole: $staffRole\n      staffBio: $staffBio\n      staffCategorizedTags: $staffCategorizedTags\n      staffSecondaryAttribute: $staffSecondaryAttribute\n      staffServiceRates: $staffServiceRates\n      staffCommissionRates: $staffCommissionRates\n      staffCalendarColor: $staffCalendarColor\n      visibleByVisitors: $visibleByVisitors\n      visibleByClients: $visibleByClients\n      deactivated: $deactivated\n      staffOnlineId: $staffOnlineId\n      staffEmployeeId: $staffEmployeeId\n      canSeeStaffRatesAndProcessPayroll: $canSeeStaffRatesAndProcessPayroll\n      canUpdateStaffRates: $canUpdateStaffRates\n      canSeeOwnClientsPersonalInfo: $canSeeOwnClientsPersonalInfo\n      canTakeOwnAttendance: $canTakeOwnAttendance\n      canCreateOwnClientsClientComments: $canCreateOwnClientsClientComments\n      canUpdateOwnAppointments: $canUpdateOwnAppointments\n      canCancelOwnAppointments: $canCancelOwnAppointments\n      canCancelOwnSessions: $canCancelOwnSessions\n    ) {\n      status\n      error\n      people {\n        ...StaffDetails\n      }\n    }\n  }\n':
    types.UpdateStaffDocument,
  '\n  mutation SelfUpdateStaff(\n    $business: ID!\n    $firstName: String\n    $middleName: String\n    $lastName: String\n    $email: String\n    $phones: [String!]\n    $street: String\n    $city: String\n    $state: String\n    $zipCode: String\n    $country: String\n    $birthdate: String\n    $gender: String\n    $timezone: String\n    $profilePhoto: String\n    $notificationOptOuts: [String!]\n    $staffOnlineId: String\n    $staffNotificationEmailDisabled: Boolean\n  ) {\n    selfUpdatePeople(\n      business: $business\n      firstName: $firstName\n      middleName: $middleName\n      lastName: $lastName\n      email: $email\n      phones: $phones\n      street: $street\n      city: $city\n      state: $state\n      zipCode: $zipCode\n      country: $country\n      birthdate: $birthdate\n      gender: $gender\n      timezone: $timezone\n      profilePhoto: $profilePhoto\n      notificationOptOuts: $notificationOptOuts\n      staffOnlineId: $staffOnlineId\n      staffNotificationEmailDisabled: $staffNotificationEmailDisabled\n    ) {\n      status\n      error\n      myself {\n        ...StaffDetails\n      }\n    }\n  }\n':
    types.SelfUpdateStaffDocument,
  '\n  fragment TimeOffItem on TimeOffRequest {\n    id\n    title\n    requester {\n      id\n      name\n    }\n    category\n    note\n    startAt\n    endAt\n    allDay\n    timezone\n    status\n    processStatus\n    reviewer {\n      id\n      name\n    }\n    reviewedAt\n    reviewNote\n    overlappingEvents {\n      id\n      name\n      startAt\n      endAt\n    }\n  }\n':
    types.TimeOffItemFragmentDoc,
  '\n  query TimeOffRequests($business: ID!, $status: String) {\n    timeOffRequests(business: $business, status: $status) {\n      ...TimeOffItem\n    }\n  }\n':
    types.TimeOffRequestsDocument,
  '\n  query TimeOffRequest($business: ID!, $id: ID!) {\n    timeOffRequest(business: $business, id: $id) {\n      ...TimeOffItem\n    }\n  }\n':
    types.TimeOffRequestDocument,
  '\n  query TimeOffSettings($businessName: ID!) {\n    businessQuery(businessName: $businessName) {\n      name\n      timezone\n      timeOffCategories\n    }\n  }\n':
    types.TimeOffSettingsDocument,
  '\n  mutation CreateTimeOffRequest($business: ID!, $request: TimeOffRequestInput!) {\n    createTimeOffRequest(business: $business, request: $request) {\n      status\n      error\n      request {\n        ...TimeOffItem\n      }\n    }\n  }\n':
    types.CreateTimeOffRequestDocument,
  '\n  mutation UpdateTimeOffRequest($business: ID!, $request: UpdateTimeOffRequestInput!) {\n    updateTimeOffRequest(business: $business, request: $request) {\n      status\n      error\n      request {\n        ...TimeOffItem\n      }\n    }\n  }\n':
    types.UpdateTimeOffRequestDocument,
  '\n  mutation CancelTimeOffRequest($business: ID!, $id: ID!) {\n    cancelTimeOffRequest(business: $business, id: $id) {\n      status\n      error\n      request {\n        ...TimeOffItem\n      }\n    }\n  }\n':
    types.CancelTimeOffRequestDocument,
  '\n  mutation ApproveTimeOffRequest($business: ID!, $id: ID!, $note: String) {\n    approveTimeOffRequest(business: $business, id: $id, note: $note) {\n      status\n      error\n      request {\n        ...TimeOffItem\n      }\n    }\n  }\n':
    types.ApproveTimeOffRequestDocument,
  '\n  mutation RejectTimeOffRequest($business: ID!, $id: ID!, $note: String) {\n    rejectTimeOffRequest(business: $business, id: $id, note: $note) {\n      status\n      error\n      request {\n        ...TimeOffItem\n      }\n    }\n  }\n':
    types.RejectTimeOffRequestDocument,
  '\n  fragment WaitlistItem on WaitlistNotification {\n    id\n    title\n    client {\n      id\n      name\n    }\n    serviceId\n    serviceName\n    staffId\n    staffName\n    locationId\n    locationName\n    windows {\n      weekdays\n      fromTime\n      toTime\n    }\n    fromDate\n    toDate\n    status\n    createdAt\n  }\n':
    types.WaitlistItemFragmentDoc,
  '\n  query WaitlistNotifications($business: ID!, $status: String) {\n    waitlistNotifications(business: $business, status: $status) {\n      ...WaitlistItem\n    }\n  }\n':
    types.WaitlistNotificationsDocument,
  '\n  query WaitlistNotification($business: ID!, $id: ID!) {\n    waitlistNotification(business: $business, id: $id) {\n      ...WaitlistItem\n    }\n  }\n':
    types.WaitlistNotificationDocument,
  '\n  query WaitlistOptions($business: ID!) {\n    businessQuery(businessName: $business) {\n      name\n      timezone\n    }\n    services(business: $business) {\n      id\n      name\n      bookingKind\n    }\n    locations(business: $business) {\n      id\n      name\n    }\n  }\n':
    types.WaitlistOptionsDocument,
  '\n  mutation CreateWaitlistNotification($business: ID!, $notification: WaitlistNotificationInput!) {\n    createWaitlistNotification(business: $business, notification: $notification) {\n      status\n      error\n      notification {\n        ...WaitlistItem\n      }\n    }\n  }\n':
    types.CreateWaitlistNotificationDocument,
  '\n  mutation UpdateWaitlistNotification($business: ID!, $notification: UpdateWaitlistNotificationInput!) {\n    updateWaitlistNotification(business: $business, notification: $notification) {\n      status\n      error\n      notification {\n        ...WaitlistItem\n      }\n    }\n  }\n':
    types.UpdateWaitlistNotificationDocument,
  '\n  mutation DeleteWaitlistNotification($business: ID!, $id: ID!) {\n    deleteWaitlistNotification(business: $business, id: $id) {\n      status\n      error\n      id\n    }\n  }\n':
    types.DeleteWaitlistNotificationDocument,
  '\n  mutation UnsubscribeWaitlistNotification($business: ID!, $id: ID!, $token: String!) {\n    unsubscribeWaitlistNotification(business: $business, id: $id, token: $token) {\n      status\n      error\n      notification {\n        id\n        title\n        serviceName\n        status\n      }\n    }\n  }\n':
    types.UnsubscribeWaitlistNotificationDocument,
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
  source: '\n  query Availabilities(\n    $business: ID!\n    $fromDate: String\n    $toDate: String\n    $staffIds: [ID!]\n    $locationId: ID\n    $serviceId: ID\n  ) {\n    availabilities(\n      business: $business\n      fromDate: $fromDate\n      toDate: $toDate\n      staffIds: $staffIds\n      locationId: $locationId\n      serviceId: $serviceId\n    ) {\n      staffId\n      staffName\n      startAt\n      endAt\n      available\n      label\n      roomName\n      locationId\n      locationName\n      serviceNames\n    }\n  }\n',
): (typeof documents)['\n  query Availabilities(\n    $business: ID!\n    $fromDate: String\n    $toDate: String\n    $staffIds: [ID!]\n    $locationId: ID\n    $serviceId: ID\n  ) {\n    availabilities(\n      business: $business\n      fromDate: $fromDate\n      toDate: $toDate\n      staffIds: $staffIds\n      locationId: $locationId\n      serviceId: $serviceId\n    ) {\n      staffId\n      staffName\n      startAt\n      endAt\n      available\n      label\n      roomName\n      locationId\n      locationName\n      serviceNames\n    }\n  }\n'];
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
  source: '\n  mutation BookAppointment($business: ID!, $booking: AppointmentInput!) {\n    bookAppointment(business: $business, booking: $booking) {\n      ...BookingOutcome\n    }\n  }\n',
): (typeof documents)['\n  mutation BookAppointment($business: ID!, $booking: AppointmentInput!) {\n    bookAppointment(business: $business, booking: $booking) {\n      ...BookingOutcome\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateEvent($business: ID!, $event: UpdateEventInput!, $scope: String) {\n    updateEvent(business: $business, event: $event, scope: $scope) {\n      ...EventsOutcome\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateEvent($business: ID!, $event: UpdateEventInput!, $scope: String) {\n    updateEvent(business: $business, event: $event, scope: $scope) {\n      ...EventsOutcome\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query BookingCatalogue($business: ID!) {\n    businessQuery(businessName: $business) {\n      name\n      timezone\n    }\n    services(business: $business) {\n      id\n      name\n      bookingKind\n      hasSessions\n      requiresBooking\n      durationMinutes\n      hiddenAt\n      notBeforeAgeMonths\n      notAfterAgeMonths\n      plans {\n        id\n        name\n      }\n      sessions(status: ["SESSION_STATUS_ACTIVE"], includeNotOpenForEnrollment: true, includePast: false) {\n        id\n        name\n        startDate\n        endDate\n        status\n      }\n    }\n    locations(business: $business) {\n      id\n      name\n      locationType\n      timezone\n      rooms {\n        id\n        name\n        applicableServices\n      }\n    }\n  }\n',
): (typeof documents)['\n  query BookingCatalogue($business: ID!) {\n    businessQuery(businessName: $business) {\n      name\n      timezone\n    }\n    services(business: $business) {\n      id\n      name\n      bookingKind\n      hasSessions\n      requiresBooking\n      durationMinutes\n      hiddenAt\n      notBeforeAgeMonths\n      notAfterAgeMonths\n      plans {\n        id\n        name\n      }\n      sessions(status: ["SESSION_STATUS_ACTIVE"], includeNotOpenForEnrollment: true, includePast: false) {\n        id\n        name\n        startDate\n        endDate\n        status\n      }\n    }\n    locations(business: $business) {\n      id\n      name\n      locationType\n      timezone\n      rooms {\n        id\n        name\n        applicableServices\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ServiceStaff($business: ID!, $serviceId: ID) {\n    staff(business: $business, serviceId: $serviceId, prioritized: true, limit: 100) {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  query ServiceStaff($business: ID!, $serviceId: ID) {\n    staff(business: $business, serviceId: $serviceId, prioritized: true, limit: 100) {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PeopleById($business: ID!, $id: ID!) {\n    people(business: $business, id: $id) {\n      ...PickerPerson\n    }\n  }\n',
): (typeof documents)['\n  query PeopleById($business: ID!, $id: ID!) {\n    people(business: $business, id: $id) {\n      ...PickerPerson\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query BookingTimeslots(\n    $business: ID!\n    $serviceId: ID!\n    $planName: String\n    $locationId: ID\n    $staffId: ID\n    $roomId: ID\n    $fromDate: String\n    $toDate: String\n  ) {\n    timeslots(\n      business: $business\n      serviceId: $serviceId\n      planName: $planName\n      locationId: $locationId\n      staffId: $staffId\n      roomId: $roomId\n      fromDate: $fromDate\n      toDate: $toDate\n    ) {\n      startAt\n      staffId\n      staffName\n      locationId\n      locationName\n      roomName\n    }\n  }\n',
): (typeof documents)['\n  query BookingTimeslots(\n    $business: ID!\n    $serviceId: ID!\n    $planName: String\n    $locationId: ID\n    $staffId: ID\n    $roomId: ID\n    $fromDate: String\n    $toDate: String\n  ) {\n    timeslots(\n      business: $business\n      serviceId: $serviceId\n      planName: $planName\n      locationId: $locationId\n      staffId: $staffId\n      roomId: $roomId\n      fromDate: $fromDate\n      toDate: $toDate\n    ) {\n      startAt\n      staffId\n      staffName\n      locationId\n      locationName\n      roomName\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SessionEvents($business: ID!, $serviceId: ID!, $sessionId: ID!) {\n    sessionProgram(business: $business, serviceId: $serviceId, sessionId: $sessionId) {\n      events {\n        id\n        name\n        startAt\n        endAt\n      }\n    }\n  }\n',
): (typeof documents)['\n  query SessionEvents($business: ID!, $serviceId: ID!, $sessionId: ID!) {\n    sessionProgram(business: $business, serviceId: $serviceId, sessionId: $sessionId) {\n      events {\n        id\n        name\n        startAt\n        endAt\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation EnrollInSession($business: ID!, $enrolment: EnrolmentInput!) {\n    enrollInSession(business: $business, enrolment: $enrolment) {\n      ...BookingOutcome\n    }\n  }\n',
): (typeof documents)['\n  mutation EnrollInSession($business: ID!, $enrolment: EnrolmentInput!) {\n    enrollInSession(business: $business, enrolment: $enrolment) {\n      ...BookingOutcome\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TransferEnrolment(\n    $business: ID!\n    $clientId: ID!\n    $fromSessionId: ID!\n    $toSessionId: ID!\n    $fromDate: String\n    $planName: String\n  ) {\n    transferEnrolment(\n      business: $business\n      clientId: $clientId\n      fromSessionId: $fromSessionId\n      toSessionId: $toSessionId\n      fromDate: $fromDate\n      planName: $planName\n    ) {\n      ...BookingOutcome\n    }\n  }\n',
): (typeof documents)['\n  mutation TransferEnrolment(\n    $business: ID!\n    $clientId: ID!\n    $fromSessionId: ID!\n    $toSessionId: ID!\n    $fromDate: String\n    $planName: String\n  ) {\n    transferEnrolment(\n      business: $business\n      clientId: $clientId\n      fromSessionId: $fromSessionId\n      toSessionId: $toSessionId\n      fromDate: $fromDate\n      planName: $planName\n    ) {\n      ...BookingOutcome\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation BatchEnroll(\n    $business: ID!\n    $sessionId: ID!\n    $clientIds: [ID!]!\n    $planName: String!\n    $enrollmentType: String\n  ) {\n    batchEnroll(\n      business: $business\n      sessionId: $sessionId\n      clientIds: $clientIds\n      planName: $planName\n      enrollmentType: $enrollmentType\n    ) {\n      status\n      error\n      warnings\n      events {\n        id\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation BatchEnroll(\n    $business: ID!\n    $sessionId: ID!\n    $clientIds: [ID!]!\n    $planName: String!\n    $enrollmentType: String\n  ) {\n    batchEnroll(\n      business: $business\n      sessionId: $sessionId\n      clientIds: $clientIds\n      planName: $planName\n      enrollmentType: $enrollmentType\n    ) {\n      status\n      error\n      warnings\n      events {\n        id\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateSessionEvent($business: ID!, $event: SessionEventInput!) {\n    createSessionEvent(business: $business, event: $event) {\n      status\n      error\n      warnings\n      events {\n        id\n        startAt\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateSessionEvent($business: ID!, $event: SessionEventInput!) {\n    createSessionEvent(business: $business, event: $event) {\n      status\n      error\n      warnings\n      events {\n        id\n        startAt\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateSessionEvent($business: ID!, $event: UpdateSessionEventInput!, $scope: String) {\n    updateSessionEvent(business: $business, event: $event, scope: $scope) {\n      ...EventsOutcome\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateSessionEvent($business: ID!, $event: UpdateSessionEventInput!, $scope: String) {\n    updateSessionEvent(business: $business, event: $event, scope: $scope) {\n      ...EventsOutcome\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ConfirmSessionEvent($business: ID!, $id: ID!) {\n    confirmSessionEvent(business: $business, id: $id) {\n      status\n      error\n      events {\n        ...EventDetails\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation ConfirmSessionEvent($business: ID!, $id: ID!) {\n    confirmSessionEvent(business: $business, id: $id) {\n      status\n      error\n      events {\n        ...EventDetails\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment BookingOutcome on BookingResult {\n    status\n    error\n    warnings\n    events {\n      id\n      startAt\n    }\n  }\n',
): (typeof documents)['\n  fragment BookingOutcome on BookingResult {\n    status\n    error\n    warnings\n    events {\n      id\n      startAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment EventsOutcome on EventsResult {\n    status\n    error\n    warnings\n    events {\n      ...EventDetails\n    }\n  }\n',
): (typeof documents)['\n  fragment EventsOutcome on EventsResult {\n    status\n    error\n    warnings\n    events {\n      ...EventDetails\n    }\n  }\n'];
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
  source: '\n  query SelfIcalFeeds($business: ID!, $id: ID) {\n    selfIcalFeeds(business: $business, id: $id) {\n      staffCalendar\n      periodMonths\n      createdAt\n    }\n  }\n',
): (typeof documents)['\n  query SelfIcalFeeds($business: ID!, $id: ID) {\n    selfIcalFeeds(business: $business, id: $id) {\n      staffCalendar\n      periodMonths\n      createdAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SelfCreateIcalUrl($business: ID!, $id: ID, $periodMonth: Int, $staffCalendar: Boolean) {\n    selfCreateIcalUrl(\n      business: $business\n      id: $id\n      periodMonth: $periodMonth\n      staffCalendar: $staffCalendar\n    ) {\n      status\n      error\n      url\n    }\n  }\n',
): (typeof documents)['\n  mutation SelfCreateIcalUrl($business: ID!, $id: ID, $periodMonth: Int, $staffCalendar: Boolean) {\n    selfCreateIcalUrl(\n      business: $business\n      id: $id\n      periodMonth: $periodMonth\n      staffCalendar: $staffCalendar\n    ) {\n      status\n      error\n      url\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RevokeIcalUrl($business: ID!, $id: ID, $staffCalendar: Boolean) {\n    revokeIcalUrl(business: $business, id: $id, staffCalendar: $staffCalendar) {\n      status\n      error\n      url\n    }\n  }\n',
): (typeof documents)['\n  mutation RevokeIcalUrl($business: ID!, $id: ID, $staffCalendar: Boolean) {\n    revokeIcalUrl(business: $business, id: $id, staffCalendar: $staffCalendar) {\n      status\n      error\n      url\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CalendarPlaces($business: ID!) {\n    businessQuery(businessName: $business) {\n      name\n      timezone\n    }\n    locations(business: $business) {\n      id\n      name\n      rooms {\n        id\n        name\n        description\n      }\n    }\n    services(business: $business) {\n      id\n      name\n      tags\n    }\n  }\n',
): (typeof documents)['\n  query CalendarPlaces($business: ID!) {\n    businessQuery(businessName: $business) {\n      name\n      timezone\n    }\n    locations(business: $business) {\n      id\n      name\n      rooms {\n        id\n        name\n        description\n      }\n    }\n    services(business: $business) {\n      id\n      name\n      tags\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CalendarStaff($business: ID!) {\n    staff(business: $business, limit: 100) {\n      id\n      name\n      profilePhoto\n      staffCalendarColor\n      deactivated\n    }\n  }\n',
): (typeof documents)['\n  query CalendarStaff($business: ID!) {\n    staff(business: $business, limit: 100) {\n      id\n      name\n      profilePhoto\n      staffCalendarColor\n      deactivated\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CalendarAvailabilities($business: ID!, $fromDate: String, $toDate: String, $staffIds: [ID!]) {\n    availabilities(business: $business, fromDate: $fromDate, toDate: $toDate, staffIds: $staffIds) {\n      staffId\n      staffName\n      startAt\n      endAt\n      available\n      label\n      roomName\n      locationId\n      locationName\n    }\n  }\n',
): (typeof documents)['\n  query CalendarAvailabilities($business: ID!, $fromDate: String, $toDate: String, $staffIds: [ID!]) {\n    availabilities(business: $business, fromDate: $fromDate, toDate: $toDate, staffIds: $staffIds) {\n      staffId\n      staffName\n      startAt\n      endAt\n      available\n      label\n      roomName\n      locationId\n      locationName\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CalendarEvents(\n    $business: ID!\n    $fromDate: String!\n    $toDate: String!\n    $locationIds: [ID!]\n    $roomIds: [ID!]\n    $staffIds: [ID!]\n    $serviceIds: [ID!]\n    $serviceTags: [String!]\n    $activeOnly: Boolean\n  ) {\n    events(\n      business: $business\n      fromDate: $fromDate\n      toDate: $toDate\n      locationIds: $locationIds\n      roomIds: $roomIds\n      staffIds: $staffIds\n      serviceIds: $serviceIds\n      serviceTags: $serviceTags\n      activeOnly: $activeOnly\n    ) {\n      id\n      name\n      displayName\n      startAt\n      endAt\n      timezone\n      status\n      isLocked\n      calendarColor\n      note\n      hasNote\n      locationId\n      locationName\n      roomId\n      roomName\n      serviceId\n      serviceName\n      sessionId\n      recurringId\n      recurringOutlier\n      primaryStaffId\n      paid\n      version\n      clients {\n        peopleId\n        name\n        status\n        statusLabel\n        paid\n        planName\n      }\n      staff {\n        peopleId\n        name\n        profilePhoto\n      }\n    }\n  }\n',
): (typeof documents)['\n  query CalendarEvents(\n    $business: ID!\n    $fromDate: String!\n    $toDate: String!\n    $locationIds: [ID!]\n    $roomIds: [ID!]\n    $staffIds: [ID!]\n    $serviceIds: [ID!]\n    $serviceTags: [String!]\n    $activeOnly: Boolean\n  ) {\n    events(\n      business: $business\n      fromDate: $fromDate\n      toDate: $toDate\n      locationIds: $locationIds\n      roomIds: $roomIds\n      staffIds: $staffIds\n      serviceIds: $serviceIds\n      serviceTags: $serviceTags\n      activeOnly: $activeOnly\n    ) {\n      id\n      name\n      displayName\n      startAt\n      endAt\n      timezone\n      status\n      isLocked\n      calendarColor\n      note\n      hasNote\n      locationId\n      locationName\n      roomId\n      roomName\n      serviceId\n      serviceName\n      sessionId\n      recurringId\n      recurringOutlier\n      primaryStaffId\n      paid\n      version\n      clients {\n        peopleId\n        name\n        status\n        statusLabel\n        paid\n        planName\n      }\n      staff {\n        peopleId\n        name\n        profilePhoto\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CalendarUpdateEvent($business: ID!, $event: UpdateEventInput!, $scope: String) {\n    updateEvent(business: $business, event: $event, scope: $scope) {\n      status\n      error\n      warnings\n      events {\n        id\n        version\n        startAt\n        endAt\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CalendarUpdateEvent($business: ID!, $event: UpdateEventInput!, $scope: String) {\n    updateEvent(business: $business, event: $event, scope: $scope) {\n      status\n      error\n      warnings\n      events {\n        id\n        version\n        startAt\n        endAt\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CalendarCancelEvent(\n    $business: ID!\n    $id: ID!\n    $scope: String\n    $reason: String\n    $doNotNotify: Boolean\n  ) {\n    cancelEvent(business: $business, id: $id, scope: $scope, reason: $reason, doNotNotify: $doNotNotify) {\n      status\n      error\n      events {\n        id\n        version\n        startAt\n        endAt\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CalendarCancelEvent(\n    $business: ID!\n    $id: ID!\n    $scope: String\n    $reason: String\n    $doNotNotify: Boolean\n  ) {\n    cancelEvent(business: $business, id: $id, scope: $scope, reason: $reason, doNotNotify: $doNotNotify) {\n      status\n      error\n      events {\n        id\n        version\n        startAt\n        endAt\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CalendarSetAttendance($business: ID!, $eventId: ID!, $clientId: ID!, $status: String) {\n    setAttendance(business: $business, eventId: $eventId, clientId: $clientId, status: $status) {\n      status\n      error\n      events {\n        id\n        version\n        startAt\n        endAt\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CalendarSetAttendance($business: ID!, $eventId: ID!, $clientId: ID!, $status: String) {\n    setAttendance(business: $business, eventId: $eventId, clientId: $clientId, status: $status) {\n      status\n      error\n      events {\n        id\n        version\n        startAt\n        endAt\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CalendarBatchCancelEvents($business: ID!, $ids: [ID!]!, $reason: String, $doNotNotify: Boolean) {\n    batchCancelEvents(business: $business, ids: $ids, reason: $reason, doNotNotify: $doNotNotify) {\n      status\n      error\n      events {\n        id\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CalendarBatchCancelEvents($business: ID!, $ids: [ID!]!, $reason: String, $doNotNotify: Boolean) {\n    batchCancelEvents(business: $business, ids: $ids, reason: $reason, doNotNotify: $doNotNotify) {\n      status\n      error\n      events {\n        id\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CalendarBatchSetAttendance($business: ID!, $items: [AttendanceItemInput!]!) {\n    batchSetAttendance(business: $business, items: $items) {\n      status\n      error\n      events {\n        id\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CalendarBatchSetAttendance($business: ID!, $items: [AttendanceItemInput!]!) {\n    batchSetAttendance(business: $business, items: $items) {\n      status\n      error\n      events {\n        id\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CalendarBatchUpdateEvents($business: ID!, $ids: [ID!]!, $changes: BatchEventChangesInput!) {\n    batchUpdateEvents(business: $business, ids: $ids, changes: $changes) {\n      status\n      error\n      events {\n        id\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CalendarBatchUpdateEvents($business: ID!, $ids: [ID!]!, $changes: BatchEventChangesInput!) {\n    batchUpdateEvents(business: $business, ids: $ids, changes: $changes) {\n      status\n      error\n      events {\n        id\n      }\n    }\n  }\n'];
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
  source: '\n  mutation SetAttendance($business: ID!, $eventId: ID!, $clientId: ID!, $status: String) {\n    setAttendance(business: $business, eventId: $eventId, clientId: $clientId, status: $status) {\n      status\n      error\n      events {\n        ...EventDetails\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation SetAttendance($business: ID!, $eventId: ID!, $clientId: ID!, $status: String) {\n    setAttendance(business: $business, eventId: $eventId, clientId: $clientId, status: $status) {\n      status\n      error\n      events {\n        ...EventDetails\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CancelEvent($business: ID!, $id: ID!, $scope: String, $reason: String, $doNotNotify: Boolean) {\n    cancelEvent(business: $business, id: $id, scope: $scope, reason: $reason, doNotNotify: $doNotNotify) {\n      status\n      error\n      warnings\n      events {\n        ...EventDetails\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CancelEvent($business: ID!, $id: ID!, $scope: String, $reason: String, $doNotNotify: Boolean) {\n    cancelEvent(business: $business, id: $id, scope: $scope, reason: $reason, doNotNotify: $doNotNotify) {\n      status\n      error\n      warnings\n      events {\n        ...EventDetails\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CancelParticipation(\n    $business: ID!\n    $eventId: ID!\n    $clientId: ID!\n    $reason: String\n    $doNotNotify: Boolean\n  ) {\n    cancelParticipation(\n      business: $business\n      eventId: $eventId\n      clientId: $clientId\n      reason: $reason\n      doNotNotify: $doNotNotify\n    ) {\n      status\n      error\n      warnings\n      events {\n        ...EventDetails\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CancelParticipation(\n    $business: ID!\n    $eventId: ID!\n    $clientId: ID!\n    $reason: String\n    $doNotNotify: Boolean\n  ) {\n    cancelParticipation(\n      business: $business\n      eventId: $eventId\n      clientId: $clientId\n      reason: $reason\n      doNotNotify: $doNotNotify\n    ) {\n      status\n      error\n      warnings\n      events {\n        ...EventDetails\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ChangeRecurringSchedule(\n    $business: ID!\n    $eventId: ID!\n    $fromDate: String!\n    $rrule: String!\n    $startTime: String\n    $durationMinutes: Int\n    $staffId: ID\n    $roomId: ID\n    $dryRun: Boolean\n  ) {\n    changeRecurringSchedule(\n      business: $business\n      eventId: $eventId\n      fromDate: $fromDate\n      rrule: $rrule\n      startTime: $startTime\n      durationMinutes: $durationMinutes\n      staffId: $staffId\n      roomId: $roomId\n      dryRun: $dryRun\n    ) {\n      status\n      error\n      conflicts {\n        startAt\n        endAt\n        reason\n      }\n      events {\n        id\n        startAt\n        endAt\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation ChangeRecurringSchedule(\n    $business: ID!\n    $eventId: ID!\n    $fromDate: String!\n    $rrule: String!\n    $startTime: String\n    $durationMinutes: Int\n    $staffId: ID\n    $roomId: ID\n    $dryRun: Boolean\n  ) {\n    changeRecurringSchedule(\n      business: $business\n      eventId: $eventId\n      fromDate: $fromDate\n      rrule: $rrule\n      startTime: $startTime\n      durationMinutes: $durationMinutes\n      staffId: $staffId\n      roomId: $roomId\n      dryRun: $dryRun\n    ) {\n      status\n      error\n      conflicts {\n        startAt\n        endAt\n        reason\n      }\n      events {\n        id\n        startAt\n        endAt\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment EventDetails on Event {\n    id\n    name\n    displayName\n    startAt\n    endAt\n    originalStartAt\n    recurringId\n    recurringOutlier\n    rrule\n    timezone\n    locationId\n    locationName\n    roomId\n    roomName\n    isLocked\n    serviceId\n    serviceName\n    sessionId\n    session {\n      id\n      name\n    }\n    status\n    note\n    hasNote\n    holdUntil\n    calendarColor\n    primaryStaffId\n    planName\n    paid\n    version\n    slots {\n      id\n      capacity\n      status\n    }\n    clients {\n      peopleId\n      name\n      paid\n      enrollmentType\n      planName\n      status\n      statusLabel\n      cancellationConsequence\n      cancellationCreditName\n    }\n    staff {\n      peopleId\n      name\n    }\n  }\n',
): (typeof documents)['\n  fragment EventDetails on Event {\n    id\n    name\n    displayName\n    startAt\n    endAt\n    originalStartAt\n    recurringId\n    recurringOutlier\n    rrule\n    timezone\n    locationId\n    locationName\n    roomId\n    roomName\n    isLocked\n    serviceId\n    serviceName\n    sessionId\n    session {\n      id\n      name\n    }\n    status\n    note\n    hasNote\n    holdUntil\n    calendarColor\n    primaryStaffId\n    planName\n    paid\n    version\n    slots {\n      id\n      capacity\n      status\n    }\n    clients {\n      peopleId\n      name\n      paid\n      enrollmentType\n      planName\n      status\n      statusLabel\n      cancellationConsequence\n      cancellationCreditName\n    }\n    staff {\n      peopleId\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Event($business: ID!, $id: ID!) {\n    event(business: $business, id: $id) {\n      ...EventDetails\n      slots {\n        id\n        waitlist {\n          peopleId\n          name\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query Event($business: ID!, $id: ID!) {\n    event(business: $business, id: $id) {\n      ...EventDetails\n      slots {\n        id\n        waitlist {\n          peopleId\n          name\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query StaffSelfSchedule($business: ID!, $fromDate: String, $toDate: String, $limit: Int) {\n    staffSelfSchedule(business: $business, fromDate: $fromDate, toDate: $toDate, limit: $limit) {\n      ...EventDetails\n    }\n  }\n',
): (typeof documents)['\n  query StaffSelfSchedule($business: ID!, $fromDate: String, $toDate: String, $limit: Int) {\n    staffSelfSchedule(business: $business, fromDate: $fromDate, toDate: $toDate, limit: $limit) {\n      ...EventDetails\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AttendanceReport(\n    $business: ID!\n    $fromDate: String!\n    $toDate: String!\n    $locationIds: [ID!]\n    $staffIds: [ID!]\n    $serviceIds: [ID!]\n    $statuses: [String!]\n  ) {\n    attendanceReport(\n      business: $business\n      fromDate: $fromDate\n      toDate: $toDate\n      locationIds: $locationIds\n      staffIds: $staffIds\n      serviceIds: $serviceIds\n      statuses: $statuses\n    ) {\n      eventId\n      eventName\n      startAt\n      endAt\n      timezone\n      locationName\n      roomName\n      serviceName\n      staffNames\n      clientId\n      clientName\n      status\n      statusLabel\n      planName\n      paid\n    }\n  }\n',
): (typeof documents)['\n  query AttendanceReport(\n    $business: ID!\n    $fromDate: String!\n    $toDate: String!\n    $locationIds: [ID!]\n    $staffIds: [ID!]\n    $serviceIds: [ID!]\n    $statuses: [String!]\n  ) {\n    attendanceReport(\n      business: $business\n      fromDate: $fromDate\n      toDate: $toDate\n      locationIds: $locationIds\n      staffIds: $staffIds\n      serviceIds: $serviceIds\n      statuses: $statuses\n    ) {\n      eventId\n      eventName\n      startAt\n      endAt\n      timezone\n      locationName\n      roomName\n      serviceName\n      staffNames\n      clientId\n      clientName\n      status\n      statusLabel\n      planName\n      paid\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query BusinessZone($businessName: ID!) {\n    businessQuery(businessName: $businessName) {\n      name\n      timezone\n    }\n  }\n',
): (typeof documents)['\n  query BusinessZone($businessName: ID!) {\n    businessQuery(businessName: $businessName) {\n      name\n      timezone\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PeopleFiles($business: ID!, $personId: ID!) {\n    peopleFiles(business: $business, personId: $personId) {\n      id\n      name\n      contentType\n      size\n      createdAt\n      url\n    }\n  }\n',
): (typeof documents)['\n  query PeopleFiles($business: ID!, $personId: ID!) {\n    peopleFiles(business: $business, personId: $personId) {\n      id\n      name\n      contentType\n      size\n      createdAt\n      url\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RequestPeopleFileUpload(\n    $business: ID!\n    $personId: ID!\n    $fileName: String!\n    $contentType: String!\n    $size: Float!\n  ) {\n    requestPeopleFileUpload(\n      business: $business\n      personId: $personId\n      fileName: $fileName\n      contentType: $contentType\n      size: $size\n    ) {\n      status\n      error\n      uploadUrl\n    }\n  }\n',
): (typeof documents)['\n  mutation RequestPeopleFileUpload(\n    $business: ID!\n    $personId: ID!\n    $fileName: String!\n    $contentType: String!\n    $size: Float!\n  ) {\n    requestPeopleFileUpload(\n      business: $business\n      personId: $personId\n      fileName: $fileName\n      contentType: $contentType\n      size: $size\n    ) {\n      status\n      error\n      uploadUrl\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeletePeopleFile($business: ID!, $id: ID!) {\n    deletePeopleFile(business: $business, id: $id) {\n      status\n      error\n    }\n  }\n',
): (typeof documents)['\n  mutation DeletePeopleFile($business: ID!, $id: ID!) {\n    deletePeopleFile(business: $business, id: $id) {\n      status\n      error\n    }\n  }\n'];
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
  source: '\n  fragment LocationListItem on Location {\n    id\n    name\n    locationType\n    address\n    street\n    city\n    state\n    zipCode\n    timezone\n    visibleByVisitors\n    visibleByClients\n    visibleInFooter\n    rooms {\n      id\n    }\n  }\n',
): (typeof documents)['\n  fragment LocationListItem on Location {\n    id\n    name\n    locationType\n    address\n    street\n    city\n    state\n    zipCode\n    timezone\n    visibleByVisitors\n    visibleByClients\n    visibleInFooter\n    rooms {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Locations($business: ID!, $search: String) {\n    locations(business: $business, search: $search) {\n      ...LocationListItem\n    }\n  }\n',
): (typeof documents)['\n  query Locations($business: ID!, $search: String) {\n    locations(business: $business, search: $search) {\n      ...LocationListItem\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment LocationDetails on Location {\n    id\n    name\n    locationType\n    description\n    mainPhoto\n    address\n    street\n    city\n    state\n    zipCode\n    country\n    phone\n    smsPhoneNumber\n    timezone\n    suggestedTimezone\n    salesTax\n    yelpLink\n    googleReviewLink\n    googlePlaceId\n    googleRating\n    googleRatingsCount\n    yelpRating\n    yelpRatingsCount\n    visibleByVisitors\n    visibleByClients\n    visibleInFooter\n    rooms {\n      id\n      name\n      description\n      applicableServices\n      onlineId\n    }\n    hoursOpen {\n      id\n      startDate\n      fromTime\n      toTime\n      timezone\n      rrule\n    }\n    hoursClosed {\n      id\n      startDate\n      fromTime\n      toTime\n      timezone\n      rrule\n    }\n  }\n',
): (typeof documents)['\n  fragment LocationDetails on Location {\n    id\n    name\n    locationType\n    description\n    mainPhoto\n    address\n    street\n    city\n    state\n    zipCode\n    country\n    phone\n    smsPhoneNumber\n    timezone\n    suggestedTimezone\n    salesTax\n    yelpLink\n    googleReviewLink\n    googlePlaceId\n    googleRating\n    googleRatingsCount\n    yelpRating\n    yelpRatingsCount\n    visibleByVisitors\n    visibleByClients\n    visibleInFooter\n    rooms {\n      id\n      name\n      description\n      applicableServices\n      onlineId\n    }\n    hoursOpen {\n      id\n      startDate\n      fromTime\n      toTime\n      timezone\n      rrule\n    }\n    hoursClosed {\n      id\n      startDate\n      fromTime\n      toTime\n      timezone\n      rrule\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Location($business: ID!, $id: ID!) {\n    location(business: $business, id: $id) {\n      ...LocationDetails\n    }\n  }\n',
): (typeof documents)['\n  query Location($business: ID!, $id: ID!) {\n    location(business: $business, id: $id) {\n      ...LocationDetails\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query LocationBusiness($businessName: ID!) {\n    businessQuery(businessName: $businessName) {\n      name\n      fullName\n      timezone\n      marketingPlusEnabled\n    }\n  }\n',
): (typeof documents)['\n  query LocationBusiness($businessName: ID!) {\n    businessQuery(businessName: $businessName) {\n      name\n      fullName\n      timezone\n      marketingPlusEnabled\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateLocation($business: ID!, $location: LocationInput!) {\n    createLocation(business: $business, location: $location) {\n      status\n      error\n      location {\n        ...LocationDetails\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateLocation($business: ID!, $location: LocationInput!) {\n    createLocation(business: $business, location: $location) {\n      status\n      error\n      location {\n        ...LocationDetails\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateLocation($business: ID!, $location: UpdateLocationInput!) {\n    updateLocation(business: $business, location: $location) {\n      status\n      error\n      location {\n        ...LocationDetails\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateLocation($business: ID!, $location: UpdateLocationInput!) {\n    updateLocation(business: $business, location: $location) {\n      status\n      error\n      location {\n        ...LocationDetails\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteLocation($business: ID!, $id: ID!) {\n    deleteLocation(business: $business, id: $id) {\n      status\n      error\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation DeleteLocation($business: ID!, $id: ID!) {\n    deleteLocation(business: $business, id: $id) {\n      status\n      error\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DuplicateLocation($business: ID!, $id: ID!) {\n    duplicateLocation(business: $business, id: $id) {\n      status\n      error\n      location {\n        id\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation DuplicateLocation($business: ID!, $id: ID!) {\n    duplicateLocation(business: $business, id: $id) {\n      status\n      error\n      location {\n        id\n        name\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query LocationClosureImpact($business: ID!, $locationId: ID!, $hoursClosed: [LocationHoursInput!]) {\n    locationClosureImpact(business: $business, locationId: $locationId, hoursClosed: $hoursClosed) {\n      id\n      name\n      startAt\n      timezone\n    }\n  }\n',
): (typeof documents)['\n  query LocationClosureImpact($business: ID!, $locationId: ID!, $hoursClosed: [LocationHoursInput!]) {\n    locationClosureImpact(business: $business, locationId: $locationId, hoursClosed: $hoursClosed) {\n      id\n      name\n      startAt\n      timezone\n    }\n  }\n'];
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
  source: '\n  query ClientSchedule($business: ID!, $clientId: ID!, $limit: Int, $fromDate: String, $toDate: String) {\n    clientSchedule(\n      business: $business\n      clientId: $clientId\n      limit: $limit\n      fromDate: $fromDate\n      toDate: $toDate\n    ) {\n      ...EventDetails\n    }\n  }\n',
): (typeof documents)['\n  query ClientSchedule($business: ID!, $clientId: ID!, $limit: Int, $fromDate: String, $toDate: String) {\n    clientSchedule(\n      business: $business\n      clientId: $clientId\n      limit: $limit\n      fromDate: $fromDate\n      toDate: $toDate\n    ) {\n      ...EventDetails\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ClientSelfSchedule(\n    $business: ID!\n    $dependentId: ID\n    $limit: Int\n    $fromDate: String\n    $toDate: String\n  ) {\n    clientSelfSchedule(\n      business: $business\n      dependentId: $dependentId\n      limit: $limit\n      fromDate: $fromDate\n      toDate: $toDate\n    ) {\n      ...EventDetails\n    }\n  }\n',
): (typeof documents)['\n  query ClientSelfSchedule(\n    $business: ID!\n    $dependentId: ID\n    $limit: Int\n    $fromDate: String\n    $toDate: String\n  ) {\n    clientSelfSchedule(\n      business: $business\n      dependentId: $dependentId\n      limit: $limit\n      fromDate: $fromDate\n      toDate: $toDate\n    ) {\n      ...EventDetails\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query StaffSchedule($business: ID!, $staffId: ID!, $limit: Int, $fromDate: String, $toDate: String) {\n    staffSchedule(\n      business: $business\n      staffId: $staffId\n      limit: $limit\n      fromDate: $fromDate\n      toDate: $toDate\n    ) {\n      ...EventDetails\n    }\n  }\n',
): (typeof documents)['\n  query StaffSchedule($business: ID!, $staffId: ID!, $limit: Int, $fromDate: String, $toDate: String) {\n    staffSchedule(\n      business: $business\n      staffId: $staffId\n      limit: $limit\n      fromDate: $fromDate\n      toDate: $toDate\n    ) {\n      ...EventDetails\n    }\n  }\n'];
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
  source: '\n  query NavbarSearchLocations($business: ID!, $search: String) {\n    locations(business: $business, search: $search) {\n      id\n      name\n      address\n      city\n    }\n  }\n',
): (typeof documents)['\n  query NavbarSearchLocations($business: ID!, $search: String) {\n    locations(business: $business, search: $search) {\n      id\n      name\n      address\n      city\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query NavbarSearchServices($business: ID!) {\n    services(business: $business) {\n      id\n      name\n      typeLabel\n      sessions {\n        id\n        name\n        startDate\n      }\n    }\n  }\n',
): (typeof documents)['\n  query NavbarSearchServices($business: ID!) {\n    services(business: $business) {\n      id\n      name\n      typeLabel\n      sessions {\n        id\n        name\n        startDate\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment DependentSummary on People {\n    id\n    name\n    firstName\n    lastName\n    profilePhoto\n    birthdate\n    gender\n  }\n',
): (typeof documents)['\n  fragment DependentSummary on People {\n    id\n    name\n    firstName\n    lastName\n    profilePhoto\n    birthdate\n    gender\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment SelfDetails on People {\n    id\n    version\n    name\n    firstName\n    middleName\n    lastName\n    profilePhoto\n    email\n    phones\n    primaryPhone\n    address\n    street\n    city\n    state\n    zipCode\n    country\n    birthdate\n    gender\n    timezone\n    leadCaptureFields\n    marketingEmailDisabled\n    disableAllSmsNotifications\n    staffRole\n  }\n',
): (typeof documents)['\n  fragment SelfDetails on People {\n    id\n    version\n    name\n    firstName\n    middleName\n    lastName\n    profilePhoto\n    email\n    phones\n    primaryPhone\n    address\n    street\n    city\n    state\n    zipCode\n    country\n    birthdate\n    gender\n    timezone\n    leadCaptureFields\n    marketingEmailDisabled\n    disableAllSmsNotifications\n    staffRole\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Myself($business: ID!, $id: ID) {\n    myself(business: $business, id: $id) {\n      ...SelfDetails\n      dependents {\n        ...DependentSummary\n      }\n    }\n  }\n',
): (typeof documents)['\n  query Myself($business: ID!, $id: ID) {\n    myself(business: $business, id: $id) {\n      ...SelfDetails\n      dependents {\n        ...DependentSummary\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyselfDependents($business: ID!) {\n    myself(business: $business) {\n      id\n      dependents {\n        ...DependentSummary\n      }\n    }\n  }\n',
): (typeof documents)['\n  query MyselfDependents($business: ID!) {\n    myself(business: $business) {\n      id\n      dependents {\n        ...DependentSummary\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SelfUpdateClient(\n    $business: ID!\n    $id: ID\n    $firstName: String\n    $middleName: String\n    $lastName: String\n    $email: String\n    $phones: [String!]\n    $street: String\n    $city: String\n    $state: String\n    $zipCode: String\n    $country: String\n    $birthdate: String\n    $gender: String\n    $timezone: String\n    $profilePhoto: String\n    $marketingEmailDisabled: Boolean\n    $disableAllSmsNotifications: Boolean\n    $leadCaptureFields: String\n  ) {\n    selfUpdatePeople(\n      business: $business\n      id: $id\n      firstName: $firstName\n      middleName: $middleName\n      lastName: $lastName\n      email: $email\n      phones: $phones\n      street: $street\n      city: $city\n      state: $state\n      zipCode: $zipCode\n      country: $country\n      birthdate: $birthdate\n      gender: $gender\n      timezone: $timezone\n      profilePhoto: $profilePhoto\n      marketingEmailDisabled: $marketingEmailDisabled\n      disableAllSmsNotifications: $disableAllSmsNotifications\n      leadCaptureFields: $leadCaptureFields\n    ) {\n      status\n      error\n      myself {\n        ...SelfDetails\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation SelfUpdateClient(\n    $business: ID!\n    $id: ID\n    $firstName: String\n    $middleName: String\n    $lastName: String\n    $email: String\n    $phones: [String!]\n    $street: String\n    $city: String\n    $state: String\n    $zipCode: String\n    $country: String\n    $birthdate: String\n    $gender: String\n    $timezone: String\n    $profilePhoto: String\n    $marketingEmailDisabled: Boolean\n    $disableAllSmsNotifications: Boolean\n    $leadCaptureFields: String\n  ) {\n    selfUpdatePeople(\n      business: $business\n      id: $id\n      firstName: $firstName\n      middleName: $middleName\n      lastName: $lastName\n      email: $email\n      phones: $phones\n      street: $street\n      city: $city\n      state: $state\n      zipCode: $zipCode\n      country: $country\n      birthdate: $birthdate\n      gender: $gender\n      timezone: $timezone\n      profilePhoto: $profilePhoto\n      marketingEmailDisabled: $marketingEmailDisabled\n      disableAllSmsNotifications: $disableAllSmsNotifications\n      leadCaptureFields: $leadCaptureFields\n    ) {\n      status\n      error\n      myself {\n        ...SelfDetails\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SelfAddDependent($business: ID!, $dependent: DependentInput!) {\n    selfAddDependent(business: $business, dependent: $dependent) {\n      status\n      error\n      dependent {\n        ...DependentSummary\n        email\n        address\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation SelfAddDependent($business: ID!, $dependent: DependentInput!) {\n    selfAddDependent(business: $business, dependent: $dependent) {\n      status\n      error\n      dependent {\n        ...DependentSummary\n        email\n        address\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ServiceListItem on Service {\n    id\n    name\n    typeLabel\n    bookingKind\n    hiddenAt\n    durationMinutes\n    price\n    currency\n    plans {\n      id\n    }\n  }\n',
): (typeof documents)['\n  fragment ServiceListItem on Service {\n    id\n    name\n    typeLabel\n    bookingKind\n    hiddenAt\n    durationMinutes\n    price\n    currency\n    plans {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Services($business: ID!) {\n    services(business: $business) {\n      ...ServiceListItem\n    }\n  }\n',
): (typeof documents)['\n  query Services($business: ID!) {\n    services(business: $business) {\n      ...ServiceListItem\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment SessionDetails on Session {\n    id\n    name\n    service {\n      id\n      name\n    }\n    startDate\n    endDate\n    status\n    notBeforeAgeMonths\n    notAfterAgeMonths\n    onlineId\n    allowEnrollmentUntilDate\n    shortenedUrl\n    staff {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  fragment SessionDetails on Session {\n    id\n    name\n    service {\n      id\n      name\n    }\n    startDate\n    endDate\n    status\n    notBeforeAgeMonths\n    notAfterAgeMonths\n    onlineId\n    allowEnrollmentUntilDate\n    shortenedUrl\n    staff {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ServiceDetails on Service {\n    id\n    name\n    description\n    price\n    currency\n    photos\n    mainPhoto\n    tags\n    eventType\n    requiresBooking\n    hasSessions\n    durationMinutes\n    hiddenAt\n    notBeforeAgeMonths\n    notAfterAgeMonths\n    allowsJoinOnline\n    allowStaffToClientCancelUnpaid\n    allowClientToSelfCancelUnpaid\n    disableSelfCancellation\n    disableUseCredits\n    disableLessonMateRequest\n    visitCancellationConsequence\n    lateVisitCancellationConsequence\n    cancellationWindowHours\n    cancellationPolicy\n    lateVisitCancellationServiceCreditName\n    visitCancellationServiceCreditName\n    staffVisitCancellationServiceCreditName\n    visitCancellationServiceCreditSubscriptionPeriodCapDays\n    typeLabel\n    bookingKind\n    termsAndConditionsRevision {\n      id\n      policyId\n      name\n    }\n    plans {\n      name\n      kind\n      description\n      currency\n      price\n      pricePerVisit\n      deposit\n      countStaffCanceledVisits\n      signupPrice\n      signupWaivedIfMember\n      onlyPayableWithCredit\n      taxRate\n      dueType\n      dueMinusDays\n      startType\n      paymentType\n      paymentInterval\n      hasLatePayment\n      latePaymentDays\n      latePaymentAmount\n      autoPayDeltaDaysEnabled\n      autoPayDeltaDays\n      enabledForSelfBooking\n      visits\n      visitInterval\n      visitPreEnroll\n      holdPossible\n      maxHoldNumber\n      maxHoldPeriod\n      sessionConversionTracking\n      makesMember\n      makesLifetimeMember\n      canBePurchasedWithoutBooking\n      requiresTermsAndConditionsAcceptance\n      spotlight\n      clientLifecycleStatusOnBook\n      clientLifecycleStatusOnAttended\n      clientLifecycleStatusOnCancel\n      assignedClientTags\n      recurringInvoiceNote\n      requiresPaymentMethodForFreePlan\n      id\n      canBeDeleted\n      discountPolicy {\n        discountType\n        discountRate\n        discountCalculation\n      }\n      locations {\n        id\n        name\n      }\n    }\n    sessions(includePast: true) {\n      ...SessionDetails\n    }\n  }\n',
): (typeof documents)['\n  fragment ServiceDetails on Service {\n    id\n    name\n    description\n    price\n    currency\n    photos\n    mainPhoto\n    tags\n    eventType\n    requiresBooking\n    hasSessions\n    durationMinutes\n    hiddenAt\n    notBeforeAgeMonths\n    notAfterAgeMonths\n    allowsJoinOnline\n    allowStaffToClientCancelUnpaid\n    allowClientToSelfCancelUnpaid\n    disableSelfCancellation\n    disableUseCredits\n    disableLessonMateRequest\n    visitCancellationConsequence\n    lateVisitCancellationConsequence\n    cancellationWindowHours\n    cancellationPolicy\n    lateVisitCancellationServiceCreditName\n    visitCancellationServiceCreditName\n    staffVisitCancellationServiceCreditName\n    visitCancellationServiceCreditSubscriptionPeriodCapDays\n    typeLabel\n    bookingKind\n    termsAndConditionsRevision {\n      id\n      policyId\n      name\n    }\n    plans {\n      name\n      kind\n      description\n      currency\n      price\n      pricePerVisit\n      deposit\n      countStaffCanceledVisits\n      signupPrice\n      signupWaivedIfMember\n      onlyPayableWithCredit\n      taxRate\n      dueType\n      dueMinusDays\n      startType\n      paymentType\n      paymentInterval\n      hasLatePayment\n      latePaymentDays\n      latePaymentAmount\n      autoPayDeltaDaysEnabled\n      autoPayDeltaDays\n      enabledForSelfBooking\n      visits\n      visitInterval\n      visitPreEnroll\n      holdPossible\n      maxHoldNumber\n      maxHoldPeriod\n      sessionConversionTracking\n      makesMember\n      makesLifetimeMember\n      canBePurchasedWithoutBooking\n      requiresTermsAndConditionsAcceptance\n      spotlight\n      clientLifecycleStatusOnBook\n      clientLifecycleStatusOnAttended\n      clientLifecycleStatusOnCancel\n      assignedClientTags\n      recurringInvoiceNote\n      requiresPaymentMethodForFreePlan\n      id\n      canBeDeleted\n      discountPolicy {\n        discountType\n        discountRate\n        discountCalculation\n      }\n      locations {\n        id\n        name\n      }\n    }\n    sessions(includePast: true) {\n      ...SessionDetails\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Service($business: ID!, $id: ID!) {\n    service(business: $business, id: $id) {\n      ...ServiceDetails\n    }\n  }\n',
): (typeof documents)['\n  query Service($business: ID!, $id: ID!) {\n    service(business: $business, id: $id) {\n      ...ServiceDetails\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateService($business: ID!, $service: ServiceInput!) {\n    createService(business: $business, service: $service) {\n      status\n      error\n      service {\n        ...ServiceDetails\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateService($business: ID!, $service: ServiceInput!) {\n    createService(business: $business, service: $service) {\n      status\n      error\n      service {\n        ...ServiceDetails\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateService($business: ID!, $service: UpdateServiceInput!) {\n    updateService(business: $business, service: $service) {\n      status\n      error\n      service {\n        ...ServiceDetails\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateService($business: ID!, $service: UpdateServiceInput!) {\n    updateService(business: $business, service: $service) {\n      status\n      error\n      service {\n        ...ServiceDetails\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteService($business: ID!, $id: ID!) {\n    deleteService(business: $business, id: $id) {\n      status\n      error\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation DeleteService($business: ID!, $id: ID!) {\n    deleteService(business: $business, id: $id) {\n      status\n      error\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Session($business: ID!, $id: ID!) {\n    session(business: $business, id: $id) {\n      ...SessionDetails\n    }\n  }\n',
): (typeof documents)['\n  query Session($business: ID!, $id: ID!) {\n    session(business: $business, id: $id) {\n      ...SessionDetails\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateSession($business: ID!, $session: SessionInput!) {\n    createSession(business: $business, session: $session) {\n      status\n      error\n      session {\n        ...SessionDetails\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateSession($business: ID!, $session: SessionInput!) {\n    createSession(business: $business, session: $session) {\n      status\n      error\n      session {\n        ...SessionDetails\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateSession($business: ID!, $session: UpdateSessionInput!) {\n    updateSession(business: $business, session: $session) {\n      status\n      error\n      session {\n        ...SessionDetails\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateSession($business: ID!, $session: UpdateSessionInput!) {\n    updateSession(business: $business, session: $session) {\n      status\n      error\n      session {\n        ...SessionDetails\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteSession($business: ID!, $id: ID!) {\n    deleteSession(business: $business, id: $id) {\n      status\n      error\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation DeleteSession($business: ID!, $id: ID!) {\n    deleteSession(business: $business, id: $id) {\n      status\n      error\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ServiceContext($business: ID!) {\n    businessQuery(businessName: $business) {\n      name\n      defaultCurrency\n      timezone\n    }\n    locations(business: $business) {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  query ServiceContext($business: ID!) {\n    businessQuery(businessName: $business) {\n      name\n      defaultCurrency\n      timezone\n    }\n    locations(business: $business) {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SessionStaffChoices($business: ID!) {\n    staff(business: $business) {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  query SessionStaffChoices($business: ID!) {\n    staff(business: $business) {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SessionProgram($business: ID!, $serviceId: ID!, $sessionId: ID!) {\n    sessionProgram(business: $business, serviceId: $serviceId, sessionId: $sessionId) {\n      session {\n        id\n        name\n        startDate\n        endDate\n      }\n      service {\n        id\n        name\n        description\n      }\n      events {\n        id\n        name\n        startAt\n        endAt\n        location {\n          id\n          name\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query SessionProgram($business: ID!, $serviceId: ID!, $sessionId: ID!) {\n    sessionProgram(business: $business, serviceId: $serviceId, sessionId: $sessionId) {\n      session {\n        id\n        name\n        startDate\n        endDate\n      }\n      service {\n        id\n        name\n        description\n      }\n      events {\n        id\n        name\n        startAt\n        endAt\n        location {\n          id\n          name\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ProgramBusiness($businessName: ID!) {\n    businessQuery(businessName: $businessName) {\n      name\n      timezone\n    }\n  }\n',
): (typeof documents)['\n  query ProgramBusiness($businessName: ID!) {\n    businessQuery(businessName: $businessName) {\n      name\n      timezone\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UnsubscribeSessionWaitlist(\n    $business: ID!\n    $serviceId: ID!\n    $sessionId: ID!\n    $clientId: ID!\n    $token: String!\n  ) {\n    unsubscribeSessionWaitlist(\n      business: $business\n      serviceId: $serviceId\n      sessionId: $sessionId\n      clientId: $clientId\n      token: $token\n    ) {\n      status\n      error\n      left\n    }\n  }\n',
): (typeof documents)['\n  mutation UnsubscribeSessionWaitlist(\n    $business: ID!\n    $serviceId: ID!\n    $sessionId: ID!\n    $clientId: ID!\n    $token: String!\n  ) {\n    unsubscribeSessionWaitlist(\n      business: $business\n      serviceId: $serviceId\n      sessionId: $sessionId\n      clientId: $clientId\n      token: $token\n    ) {\n      status\n      error\n      left\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query BusinessProgress($businessName: ID!) {\n    businessProgressQuery(businessName: $businessName) {\n      hasBusinessSettings\n      hasLocations\n      hasServices\n      hasStaff\n      hasClients\n      hasPayment\n      hasPaymentMethod\n      hasClientNotifications\n    }\n  }\n',
): (typeof documents)['\n  query BusinessProgress($businessName: ID!) {\n    businessProgressQuery(businessName: $businessName) {\n      hasBusinessSettings\n      hasLocations\n      hasServices\n      hasStaff\n      hasClients\n      hasPayment\n      hasPaymentMethod\n      hasClientNotifications\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ViewedPerson($business: ID!, $id: ID!) {\n    people(business: $business, id: $id, includeHidden: true) {\n      id\n      firstName\n      lastName\n    }\n  }\n',
): (typeof documents)['\n  query ViewedPerson($business: ID!, $id: ID!) {\n    people(business: $business, id: $id, includeHidden: true) {\n      id\n      firstName\n      lastName\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ViewedDependent($business: ID!, $id: ID!) {\n    myself(business: $business, id: $id) {\n      id\n      firstName\n      lastName\n    }\n  }\n',
): (typeof documents)['\n  query ViewedDependent($business: ID!, $id: ID!) {\n    myself(business: $business, id: $id) {\n      id\n      firstName\n      lastName\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment StaffHoursItem on StaffHours {\n    id\n    kind\n    startDate\n    fromTime\n    toTime\n    timezone\n    rrule\n    location {\n      id\n      name\n    }\n    allowsOnline\n    services {\n      id\n      name\n    }\n    roomName\n    label\n    timeOffRequestId\n  }\n',
): (typeof documents)['\n  fragment StaffHoursItem on StaffHours {\n    id\n    kind\n    startDate\n    fromTime\n    toTime\n    timezone\n    rrule\n    location {\n      id\n      name\n    }\n    allowsOnline\n    services {\n      id\n      name\n    }\n    roomName\n    label\n    timeOffRequestId\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query StaffHoursOf($business: ID!, $id: ID!) {\n    staff(business: $business, id: $id, includeDeactivated: true, limit: 1) {\n      id\n      staffHoursOpen {\n        ...StaffHoursItem\n      }\n      staffHoursBlocked {\n        ...StaffHoursItem\n      }\n    }\n  }\n',
): (typeof documents)['\n  query StaffHoursOf($business: ID!, $id: ID!) {\n    staff(business: $business, id: $id, includeDeactivated: true, limit: 1) {\n      id\n      staffHoursOpen {\n        ...StaffHoursItem\n      }\n      staffHoursBlocked {\n        ...StaffHoursItem\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyStaffHours($business: ID!) {\n    myself(business: $business) {\n      id\n      staffHoursOpen {\n        ...StaffHoursItem\n      }\n      staffHoursBlocked {\n        ...StaffHoursItem\n      }\n    }\n  }\n',
): (typeof documents)['\n  query MyStaffHours($business: ID!) {\n    myself(business: $business) {\n      id\n      staffHoursOpen {\n        ...StaffHoursItem\n      }\n      staffHoursBlocked {\n        ...StaffHoursItem\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query StaffHoursChoices($business: ID!) {\n    locations(business: $business) {\n      id\n      name\n    }\n    services(business: $business) {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  query StaffHoursChoices($business: ID!) {\n    locations(business: $business) {\n      id\n      name\n    }\n    services(business: $business) {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateStaffHours($business: ID!, $staffId: ID!, $hours: StaffHoursInput!) {\n    createStaffHours(business: $business, staffId: $staffId, hours: $hours) {\n      status\n      error\n      hours {\n        ...StaffHoursItem\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateStaffHours($business: ID!, $staffId: ID!, $hours: StaffHoursInput!) {\n    createStaffHours(business: $business, staffId: $staffId, hours: $hours) {\n      status\n      error\n      hours {\n        ...StaffHoursItem\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateStaffHours($business: ID!, $hours: UpdateStaffHoursInput!) {\n    updateStaffHours(business: $business, hours: $hours) {\n      status\n      error\n      hours {\n        ...StaffHoursItem\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateStaffHours($business: ID!, $hours: UpdateStaffHoursInput!) {\n    updateStaffHours(business: $business, hours: $hours) {\n      status\n      error\n      hours {\n        ...StaffHoursItem\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteStaffHours($business: ID!, $id: ID!) {\n    deleteStaffHours(business: $business, id: $id) {\n      status\n      error\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation DeleteStaffHours($business: ID!, $id: ID!) {\n    deleteStaffHours(business: $business, id: $id) {\n      status\n      error\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RequestProfilePhotoUpload(\n    $business: ID!\n    $id: ID!\n    $fileName: String!\n    $contentType: String!\n    $size: Float!\n  ) {\n    requestProfilePhotoUpload(\n      business: $business\n      id: $id\n      fileName: $fileName\n      contentType: $contentType\n      size: $size\n    ) {\n      status\n      error\n      uploadUrl\n    }\n  }\n',
): (typeof documents)['\n  mutation RequestProfilePhotoUpload(\n    $business: ID!\n    $id: ID!\n    $fileName: String!\n    $contentType: String!\n    $size: Float!\n  ) {\n    requestProfilePhotoUpload(\n      business: $business\n      id: $id\n      fileName: $fileName\n      contentType: $contentType\n      size: $size\n    ) {\n      status\n      error\n      uploadUrl\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment StaffListItem on People {\n    id\n    name\n    firstName\n    middleName\n    lastName\n    profilePhoto\n    staffRole\n    staffSecondaryAttribute\n    email\n    phones\n    primaryPhone\n    deactivated\n  }\n',
): (typeof documents)['\n  fragment StaffListItem on People {\n    id\n    name\n    firstName\n    middleName\n    lastName\n    profilePhoto\n    staffRole\n    staffSecondaryAttribute\n    email\n    phones\n    primaryPhone\n    deactivated\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment StaffDetails on People {\n    id\n    version\n    name\n    firstName\n    middleName\n    lastName\n    profilePhoto\n    email\n    phones\n    primaryPhone\n    address\n    street\n    city\n    state\n    zipCode\n    country\n    birthdate\n    gender\n    timezone\n    notificationOptOuts\n    staffRole\n    staffSecondaryAttribute\n    staffBio\n    staffCategorizedTags {\n      category\n      tags\n    }\n    staffServiceRates {\n      services\n      locations\n      rateType\n      amount\n      currency\n      bonusAmount\n      bonusThreshold\n      bonusCeiling\n      countNoShows\n      countCancel\n      countLateCancel\n      countLocationClosures\n      countStaffCancel\n    }\n    staffCommissionRates {\n      services\n      rateType\n      amount\n    }\n    visibleByVisitors\n    visibleByClients\n    deactivated\n    staffOnlineId\n    staffEmployeeId\n    staffCalendarColor\n    staffNotificationEmailDisabled\n    canSeeStaffRatesAndProcessPayroll\n    canUpdateStaffRates\n    canSeeOwnClientsPersonalInfo\n    canTakeOwnAttendance\n    canCreateOwnClientsClientComments\n    canUpdateOwnAppointments\n    canCancelOwnAppointments\n    canCancelOwnSessions\n  }\n',
): (typeof documents)['\n  fragment StaffDetails on People {\n    id\n    version\n    name\n    firstName\n    middleName\n    lastName\n    profilePhoto\n    email\n    phones\n    primaryPhone\n    address\n    street\n    city\n    state\n    zipCode\n    country\n    birthdate\n    gender\n    timezone\n    notificationOptOuts\n    staffRole\n    staffSecondaryAttribute\n    staffBio\n    staffCategorizedTags {\n      category\n      tags\n    }\n    staffServiceRates {\n      services\n      locations\n      rateType\n      amount\n      currency\n      bonusAmount\n      bonusThreshold\n      bonusCeiling\n      countNoShows\n      countCancel\n      countLateCancel\n      countLocationClosures\n      countStaffCancel\n    }\n    staffCommissionRates {\n      services\n      rateType\n      amount\n    }\n    visibleByVisitors\n    visibleByClients\n    deactivated\n    staffOnlineId\n    staffEmployeeId\n    staffCalendarColor\n    staffNotificationEmailDisabled\n    canSeeStaffRatesAndProcessPayroll\n    canUpdateStaffRates\n    canSeeOwnClientsPersonalInfo\n    canTakeOwnAttendance\n    canCreateOwnClientsClientComments\n    canUpdateOwnAppointments\n    canCancelOwnAppointments\n    canCancelOwnSessions\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query StaffList($business: ID!) {\n    staff(business: $business, includeDeactivated: true, limit: 100) {\n      ...StaffListItem\n    }\n  }\n',
): (typeof documents)['\n  query StaffList($business: ID!) {\n    staff(business: $business, includeDeactivated: true, limit: 100) {\n      ...StaffListItem\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query StaffById($business: ID!, $id: ID!) {\n    staff(business: $business, id: $id, includeDeactivated: true, limit: 1) {\n      ...StaffDetails\n    }\n  }\n',
): (typeof documents)['\n  query StaffById($business: ID!, $id: ID!) {\n    staff(business: $business, id: $id, includeDeactivated: true, limit: 1) {\n      ...StaffDetails\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyselfStaff($business: ID!) {\n    myself(business: $business) {\n      ...StaffDetails\n    }\n  }\n',
): (typeof documents)['\n  query MyselfStaff($business: ID!) {\n    myself(business: $business) {\n      ...StaffDetails\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateStaff(\n    $business: ID!\n    $firstName: String\n    $middleName: String\n    $lastName: String\n    $email: String\n    $phones: [String!]\n    $street: String\n    $city: String\n    $state: String\n    $zipCode: String\n    $country: String\n    $birthdate: String\n    $gender: String\n    $staffRole: String\n    $staffBio: String\n    $staffCategorizedTags: [StaffCategorizedTagsInput!]\n    $staffSecondaryAttribute: String\n    $staffServiceRates: [StaffServiceRateInput!]\n    $staffCommissionRates: [StaffCommissionRateInput!]\n    $staffCalendarColor: String\n    $visibleByVisitors: Boolean\n    $visibleByClients: Boolean\n    $deactivated: Boolean\n    $staffOnlineId: String\n    $staffEmployeeId: String\n    $canSeeStaffRatesAndProcessPayroll: Boolean\n    $canUpdateStaffRates: Boolean\n    $canSeeOwnClientsPersonalInfo: Boolean\n    $canTakeOwnAttendance: Boolean\n    $canCreateOwnClientsClientComments: Boolean\n    $canUpdateOwnAppointments: Boolean\n    $canCancelOwnAppointments: Boolean\n    $canCancelOwnSessions: Boolean\n  ) {\n    createPeople(\n      business: $business\n      firstName: $firstName\n      middleName: $middleName\n      lastName: $lastName\n      email: $email\n      phones: $phones\n      street: $street\n      city: $city\n      state: $state\n      zipCode: $zipCode\n      country: $country\n      birthdate: $birthdate\n      gender: $gender\n      staffRole: $staffRole\n      staffBio: $staffBio\n      staffCategorizedTags: $staffCategorizedTags\n      staffSecondaryAttribute: $staffSecondaryAttribute\n      staffServiceRates: $staffServiceRates\n      staffCommissionRates: $staffCommissionRates\n      staffCalendarColor: $staffCalendarColor\n      visibleByVisitors: $visibleByVisitors\n      visibleByClients: $visibleByClients\n      deactivated: $deactivated\n      staffOnlineId: $staffOnlineId\n      staffEmployeeId: $staffEmployeeId\n      canSeeStaffRatesAndProcessPayroll: $canSeeStaffRatesAndProcessPayroll\n      canUpdateStaffRates: $canUpdateStaffRates\n      canSeeOwnClientsPersonalInfo: $canSeeOwnClientsPersonalInfo\n      canTakeOwnAttendance: $canTakeOwnAttendance\n      canCreateOwnClientsClientComments: $canCreateOwnClientsClientComments\n      canUpdateOwnAppointments: $canUpdateOwnAppointments\n      canCancelOwnAppointments: $canCancelOwnAppointments\n      canCancelOwnSessions: $canCancelOwnSessions\n    ) {\n      status\n      error\n      people {\n        ...StaffDetails\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateStaff(\n    $business: ID!\n    $firstName: String\n    $middleName: String\n    $lastName: String\n    $email: String\n    $phones: [String!]\n    $street: String\n    $city: String\n    $state: String\n    $zipCode: String\n    $country: String\n    $birthdate: String\n    $gender: String\n    $staffRole: String\n    $staffBio: String\n    $staffCategorizedTags: [StaffCategorizedTagsInput!]\n    $staffSecondaryAttribute: String\n    $staffServiceRates: [StaffServiceRateInput!]\n    $staffCommissionRates: [StaffCommissionRateInput!]\n    $staffCalendarColor: String\n    $visibleByVisitors: Boolean\n    $visibleByClients: Boolean\n    $deactivated: Boolean\n    $staffOnlineId: String\n    $staffEmployeeId: String\n    $canSeeStaffRatesAndProcessPayroll: Boolean\n    $canUpdateStaffRates: Boolean\n    $canSeeOwnClientsPersonalInfo: Boolean\n    $canTakeOwnAttendance: Boolean\n    $canCreateOwnClientsClientComments: Boolean\n    $canUpdateOwnAppointments: Boolean\n    $canCancelOwnAppointments: Boolean\n    $canCancelOwnSessions: Boolean\n  ) {\n    createPeople(\n      business: $business\n      firstName: $firstName\n      middleName: $middleName\n      lastName: $lastName\n      email: $email\n      phones: $phones\n      street: $street\n      city: $city\n      state: $state\n      zipCode: $zipCode\n      country: $country\n      birthdate: $birthdate\n      gender: $gender\n      staffRole: $staffRole\n      staffBio: $staffBio\n      staffCategorizedTags: $staffCategorizedTags\n      staffSecondaryAttribute: $staffSecondaryAttribute\n      staffServiceRates: $staffServiceRates\n      staffCommissionRates: $staffCommissionRates\n      staffCalendarColor: $staffCalendarColor\n      visibleByVisitors: $visibleByVisitors\n      visibleByClients: $visibleByClients\n      deactivated: $deactivated\n      staffOnlineId: $staffOnlineId\n      staffEmployeeId: $staffEmployeeId\n      canSeeStaffRatesAndProcessPayroll: $canSeeStaffRatesAndProcessPayroll\n      canUpdateStaffRates: $canUpdateStaffRates\n      canSeeOwnClientsPersonalInfo: $canSeeOwnClientsPersonalInfo\n      canTakeOwnAttendance: $canTakeOwnAttendance\n      canCreateOwnClientsClientComments: $canCreateOwnClientsClientComments\n      canUpdateOwnAppointments: $canUpdateOwnAppointments\n      canCancelOwnAppointments: $canCancelOwnAppointments\n      canCancelOwnSessions: $canCancelOwnSessions\n    ) {\n      status\n      error\n      people {\n        ...StaffDetails\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateStaff(\n    $business: ID!\n    $id: ID!\n    $expectedVersion: Int\n    $profilePhoto: String\n    $firstName: String\n    $middleName: String\n    $lastName: String\n    $email: String\n    $phones: [String!]\n    $street: String\n    $city: String\n    $state: String\n    $zipCode: String\n    $country: String\n    $birthdate: String\n    $gender: String\n    $staffRole: String\n    $staffBio: String\n    $staffCategorizedTags: [StaffCategorizedTagsInput!]\n    $staffSecondaryAttribute: String\n    $staffServiceRates: [StaffServiceRateInput!]\n    $staffCommissionRates: [StaffCommissionRateInput!]\n    $staffCalendarColor: String\n    $visibleByVisitors: Boolean\n    $visibleByClients: Boolean\n    $deactivated: Boolean\n    $staffOnlineId: String\n    $staffEmployeeId: String\n    $canSeeStaffRatesAndProcessPayroll: Boolean\n    $canUpdateStaffRates: Boolean\n    $canSeeOwnClientsPersonalInfo: Boolean\n    $canTakeOwnAttendance: Boolean\n    $canCreateOwnClientsClientComments: Boolean\n    $canUpdateOwnAppointments: Boolean\n    $canCancelOwnAppointments: Boolean\n    $canCancelOwnSessions: Boolean\n  ) {\n    updatePeople(\n      business: $business\n      id: $id\n      expectedVersion: $expectedVersion\n      profilePhoto: $profilePhoto\n      firstName: $firstName\n      middleName: $middleName\n      lastName: $lastName\n      email: $email\n      phones: $phones\n      street: $street\n      city: $city\n      state: $state\n      zipCode: $zipCode\n      country: $country\n      birthdate: $birthdate\n      gender: $gender\n      staffRole: $staffRole\n      staffBio: $staffBio\n      staffCategorizedTags: $staffCategorizedTags\n      staffSecondaryAttribute: $staffSecondaryAttribute\n      staffServiceRates: $staffServiceRates\n      staffCommissionRates: $staffCommissionRates\n      staffCalendarColor: $staffCalendarColor\n      visibleByVisitors: $visibleByVisitors\n      visibleByClients: $visibleByClients\n      deactivated: $deactivated\n      staffOnlineId: $staffOnlineId\n      staffEmployeeId: $staffEmployeeId\n      canSeeStaffRatesAndProcessPayroll: $canSeeStaffRatesAndProcessPayroll\n      canUpdateStaffRates: $canUpdateStaffRates\n      canSeeOwnClientsPersonalInfo: $canSeeOwnClientsPersonalInfo\n      canTakeOwnAttendance: $canTakeOwnAttendance\n      canCreateOwnClientsClientComments: $canCreateOwnClientsClientComments\n      canUpdateOwnAppointments: $canUpdateOwnAppointments\n      canCancelOwnAppointments: $canCancelOwnAppointments\n      canCancelOwnSessions: $canCancelOwnSessions\n    ) {\n      status\n      error\n      people {\n        ...StaffDetails\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateStaff(\n    $business: ID!\n    $id: ID!\n    $expectedVersion: Int\n    $profilePhoto: String\n    $firstName: String\n    $middleName: String\n    $lastName: String\n    $email: String\n    $phones: [String!]\n    $street: String\n    $city: String\n    $state: String\n    $zipCode: String\n    $country: String\n    $birthdate: String\n    $gender: String\n    $staffRole: String\n    $staffBio: String\n    $staffCategorizedTags: [StaffCategorizedTagsInput!]\n    $staffSecondaryAttribute: String\n    $staffServiceRates: [StaffServiceRateInput!]\n    $staffCommissionRates: [StaffCommissionRateInput!]\n    $staffCalendarColor: String\n    $visibleByVisitors: Boolean\n    $visibleByClients: Boolean\n    $deactivated: Boolean\n    $staffOnlineId: String\n    $staffEmployeeId: String\n    $canSeeStaffRatesAndProcessPayroll: Boolean\n    $canUpdateStaffRates: Boolean\n    $canSeeOwnClientsPersonalInfo: Boolean\n    $canTakeOwnAttendance: Boolean\n    $canCreateOwnClientsClientComments: Boolean\n    $canUpdateOwnAppointments: Boolean\n    $canCancelOwnAppointments: Boolean\n    $canCancelOwnSessions: Boolean\n  ) {\n    updatePeople(\n      business: $business\n      id: $id\n      expectedVersion: $expectedVersion\n      profilePhoto: $profilePhoto\n      firstName: $firstName\n      middleName: $middleName\n      lastName: $lastName\n      email: $email\n      phones: $phones\n      street: $street\n      city: $city\n      state: $state\n      zipCode: $zipCode\n      country: $country\n      birthdate: $birthdate\n      gender: $gender\n      staffRole: $staffRole\n      staffBio: $staffBio\n      staffCategorizedTags: $staffCategorizedTags\n      staffSecondaryAttribute: $staffSecondaryAttribute\n      staffServiceRates: $staffServiceRates\n      staffCommissionRates: $staffCommissionRates\n      staffCalendarColor: $staffCalendarColor\n      visibleByVisitors: $visibleByVisitors\n      visibleByClients: $visibleByClients\n      deactivated: $deactivated\n      staffOnlineId: $staffOnlineId\n      staffEmployeeId: $staffEmployeeId\n      canSeeStaffRatesAndProcessPayroll: $canSeeStaffRatesAndProcessPayroll\n      canUpdateStaffRates: $canUpdateStaffRates\n      canSeeOwnClientsPersonalInfo: $canSeeOwnClientsPersonalInfo\n      canTakeOwnAttendance: $canTakeOwnAttendance\n      canCreateOwnClientsClientComments: $canCreateOwnClientsClientComments\n      canUpdateOwnAppointments: $canUpdateOwnAppointments\n      canCancelOwnAppointments: $canCancelOwnAppointments\n      canCancelOwnSessions: $canCancelOwnSessions\n    ) {\n      status\n      error\n      people {\n        ...StaffDetails\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SelfUpdateStaff(\n    $business: ID!\n    $firstName: String\n    $middleName: String\n    $lastName: String\n    $email: String\n    $phones: [String!]\n    $street: String\n    $city: String\n    $state: String\n    $zipCode: String\n    $country: String\n    $birthdate: String\n    $gender: String\n    $timezone: String\n    $profilePhoto: String\n    $notificationOptOuts: [String!]\n    $staffOnlineId: String\n    $staffNotificationEmailDisabled: Boolean\n  ) {\n    selfUpdatePeople(\n      business: $business\n      firstName: $firstName\n      middleName: $middleName\n      lastName: $lastName\n      email: $email\n      phones: $phones\n      street: $street\n      city: $city\n      state: $state\n      zipCode: $zipCode\n      country: $country\n      birthdate: $birthdate\n      gender: $gender\n      timezone: $timezone\n      profilePhoto: $profilePhoto\n      notificationOptOuts: $notificationOptOuts\n      staffOnlineId: $staffOnlineId\n      staffNotificationEmailDisabled: $staffNotificationEmailDisabled\n    ) {\n      status\n      error\n      myself {\n        ...StaffDetails\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation SelfUpdateStaff(\n    $business: ID!\n    $firstName: String\n    $middleName: String\n    $lastName: String\n    $email: String\n    $phones: [String!]\n    $street: String\n    $city: String\n    $state: String\n    $zipCode: String\n    $country: String\n    $birthdate: String\n    $gender: String\n    $timezone: String\n    $profilePhoto: String\n    $notificationOptOuts: [String!]\n    $staffOnlineId: String\n    $staffNotificationEmailDisabled: Boolean\n  ) {\n    selfUpdatePeople(\n      business: $business\n      firstName: $firstName\n      middleName: $middleName\n      lastName: $lastName\n      email: $email\n      phones: $phones\n      street: $street\n      city: $city\n      state: $state\n      zipCode: $zipCode\n      country: $country\n      birthdate: $birthdate\n      gender: $gender\n      timezone: $timezone\n      profilePhoto: $profilePhoto\n      notificationOptOuts: $notificationOptOuts\n      staffOnlineId: $staffOnlineId\n      staffNotificationEmailDisabled: $staffNotificationEmailDisabled\n    ) {\n      status\n      error\n      myself {\n        ...StaffDetails\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment TimeOffItem on TimeOffRequest {\n    id\n    title\n    requester {\n      id\n      name\n    }\n    category\n    note\n    startAt\n    endAt\n    allDay\n    timezone\n    status\n    processStatus\n    reviewer {\n      id\n      name\n    }\n    reviewedAt\n    reviewNote\n    overlappingEvents {\n      id\n      name\n      startAt\n      endAt\n    }\n  }\n',
): (typeof documents)['\n  fragment TimeOffItem on TimeOffRequest {\n    id\n    title\n    requester {\n      id\n      name\n    }\n    category\n    note\n    startAt\n    endAt\n    allDay\n    timezone\n    status\n    processStatus\n    reviewer {\n      id\n      name\n    }\n    reviewedAt\n    reviewNote\n    overlappingEvents {\n      id\n      name\n      startAt\n      endAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TimeOffRequests($business: ID!, $status: String) {\n    timeOffRequests(business: $business, status: $status) {\n      ...TimeOffItem\n    }\n  }\n',
): (typeof documents)['\n  query TimeOffRequests($business: ID!, $status: String) {\n    timeOffRequests(business: $business, status: $status) {\n      ...TimeOffItem\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TimeOffRequest($business: ID!, $id: ID!) {\n    timeOffRequest(business: $business, id: $id) {\n      ...TimeOffItem\n    }\n  }\n',
): (typeof documents)['\n  query TimeOffRequest($business: ID!, $id: ID!) {\n    timeOffRequest(business: $business, id: $id) {\n      ...TimeOffItem\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TimeOffSettings($businessName: ID!) {\n    businessQuery(businessName: $businessName) {\n      name\n      timezone\n      timeOffCategories\n    }\n  }\n',
): (typeof documents)['\n  query TimeOffSettings($businessName: ID!) {\n    businessQuery(businessName: $businessName) {\n      name\n      timezone\n      timeOffCategories\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateTimeOffRequest($business: ID!, $request: TimeOffRequestInput!) {\n    createTimeOffRequest(business: $business, request: $request) {\n      status\n      error\n      request {\n        ...TimeOffItem\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateTimeOffRequest($business: ID!, $request: TimeOffRequestInput!) {\n    createTimeOffRequest(business: $business, request: $request) {\n      status\n      error\n      request {\n        ...TimeOffItem\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateTimeOffRequest($business: ID!, $request: UpdateTimeOffRequestInput!) {\n    updateTimeOffRequest(business: $business, request: $request) {\n      status\n      error\n      request {\n        ...TimeOffItem\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateTimeOffRequest($business: ID!, $request: UpdateTimeOffRequestInput!) {\n    updateTimeOffRequest(business: $business, request: $request) {\n      status\n      error\n      request {\n        ...TimeOffItem\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CancelTimeOffRequest($business: ID!, $id: ID!) {\n    cancelTimeOffRequest(business: $business, id: $id) {\n      status\n      error\n      request {\n        ...TimeOffItem\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CancelTimeOffRequest($business: ID!, $id: ID!) {\n    cancelTimeOffRequest(business: $business, id: $id) {\n      status\n      error\n      request {\n        ...TimeOffItem\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ApproveTimeOffRequest($business: ID!, $id: ID!, $note: String) {\n    approveTimeOffRequest(business: $business, id: $id, note: $note) {\n      status\n      error\n      request {\n        ...TimeOffItem\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation ApproveTimeOffRequest($business: ID!, $id: ID!, $note: String) {\n    approveTimeOffRequest(business: $business, id: $id, note: $note) {\n      status\n      error\n      request {\n        ...TimeOffItem\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RejectTimeOffRequest($business: ID!, $id: ID!, $note: String) {\n    rejectTimeOffRequest(business: $business, id: $id, note: $note) {\n      status\n      error\n      request {\n        ...TimeOffItem\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation RejectTimeOffRequest($business: ID!, $id: ID!, $note: String) {\n    rejectTimeOffRequest(business: $business, id: $id, note: $note) {\n      status\n      error\n      request {\n        ...TimeOffItem\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment WaitlistItem on WaitlistNotification {\n    id\n    title\n    client {\n      id\n      name\n    }\n    serviceId\n    serviceName\n    staffId\n    staffName\n    locationId\n    locationName\n    windows {\n      weekdays\n      fromTime\n      toTime\n    }\n    fromDate\n    toDate\n    status\n    createdAt\n  }\n',
): (typeof documents)['\n  fragment WaitlistItem on WaitlistNotification {\n    id\n    title\n    client {\n      id\n      name\n    }\n    serviceId\n    serviceName\n    staffId\n    staffName\n    locationId\n    locationName\n    windows {\n      weekdays\n      fromTime\n      toTime\n    }\n    fromDate\n    toDate\n    status\n    createdAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query WaitlistNotifications($business: ID!, $status: String) {\n    waitlistNotifications(business: $business, status: $status) {\n      ...WaitlistItem\n    }\n  }\n',
): (typeof documents)['\n  query WaitlistNotifications($business: ID!, $status: String) {\n    waitlistNotifications(business: $business, status: $status) {\n      ...WaitlistItem\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query WaitlistNotification($business: ID!, $id: ID!) {\n    waitlistNotification(business: $business, id: $id) {\n      ...WaitlistItem\n    }\n  }\n',
): (typeof documents)['\n  query WaitlistNotification($business: ID!, $id: ID!) {\n    waitlistNotification(business: $business, id: $id) {\n      ...WaitlistItem\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query WaitlistOptions($business: ID!) {\n    businessQuery(businessName: $business) {\n      name\n      timezone\n    }\n    services(business: $business) {\n      id\n      name\n      bookingKind\n    }\n    locations(business: $business) {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  query WaitlistOptions($business: ID!) {\n    businessQuery(businessName: $business) {\n      name\n      timezone\n    }\n    services(business: $business) {\n      id\n      name\n      bookingKind\n    }\n    locations(business: $business) {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateWaitlistNotification($business: ID!, $notification: WaitlistNotificationInput!) {\n    createWaitlistNotification(business: $business, notification: $notification) {\n      status\n      error\n      notification {\n        ...WaitlistItem\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateWaitlistNotification($business: ID!, $notification: WaitlistNotificationInput!) {\n    createWaitlistNotification(business: $business, notification: $notification) {\n      status\n      error\n      notification {\n        ...WaitlistItem\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateWaitlistNotification($business: ID!, $notification: UpdateWaitlistNotificationInput!) {\n    updateWaitlistNotification(business: $business, notification: $notification) {\n      status\n      error\n      notification {\n        ...WaitlistItem\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateWaitlistNotification($business: ID!, $notification: UpdateWaitlistNotificationInput!) {\n    updateWaitlistNotification(business: $business, notification: $notification) {\n      status\n      error\n      notification {\n        ...WaitlistItem\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteWaitlistNotification($business: ID!, $id: ID!) {\n    deleteWaitlistNotification(business: $business, id: $id) {\n      status\n      error\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation DeleteWaitlistNotification($business: ID!, $id: ID!) {\n    deleteWaitlistNotification(business: $business, id: $id) {\n      status\n      error\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UnsubscribeWaitlistNotification($business: ID!, $id: ID!, $token: String!) {\n    unsubscribeWaitlistNotification(business: $business, id: $id, token: $token) {\n      status\n      error\n      notification {\n        id\n        title\n        serviceName\n        status\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation UnsubscribeWaitlistNotification($business: ID!, $id: ID!, $token: String!) {\n    unsubscribeWaitlistNotification(business: $business, id: $id, token: $token) {\n      status\n      error\n      notification {\n        id\n        title\n        serviceName\n        status\n      }\n    }\n  }\n'];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
