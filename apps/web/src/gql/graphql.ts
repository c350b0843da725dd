/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A staff-side booking (001 §5.5): clientIds, locationId, planName, serviceId, staffId and startAt are required; endAt defaults to the service's duration; rrule makes a recurring appointment in the event's zone */
export type AppointmentInput = {
  /** Book although a client is outside the age range */
  allowAgeOverride?: boolean | null | undefined;
  /** The staff know a client is in another event then (the booking goes ahead either way, with the warning) */
  allowOverlap?: boolean | null | undefined;
  calendarColor?: string | null | undefined;
  clientIds?: Array<string> | null | undefined;
  doNotNotify?: boolean | null | undefined;
  /** ISO instant with offset; default startAt + the service's duration */
  endAt?: string | null | undefined;
  locationId?: string | null | undefined;
  note?: string | null | undefined;
  planName?: string | null | undefined;
  roomId?: string | null | undefined;
  /** RFC 5545 rule, e.g. FREQ=WEEKLY;BYDAY=TU;COUNT=10 */
  rrule?: string | null | undefined;
  serviceId?: string | null | undefined;
  staffId?: string | null | undefined;
  /** ISO instant with offset */
  startAt?: string | null | undefined;
};

/** A client's attendance on an event */
export type AttendanceItemInput = {
  clientId: string;
  eventId: string;
  /** NO_SHOW, COMPLETED, LESSON_MATE; empty clears it */
  status?: string | null | undefined;
};

/** Changes made to every event of a batch */
export type BatchEventChangesInput = {
  calendarColor?: string | null | undefined;
  isLocked?: boolean | null | undefined;
  note?: string | null | undefined;
  roomId?: string | null | undefined;
  staffId?: string | null | undefined;
};

export type CustomAttributeFilter = {
  name: string;
  /** Any value when absent */
  value?: string | null | undefined;
};

export type CustomAttributeInput = {
  name: string;
  value: string;
};

/** A range of instants or days (either end open) */
export type DateRangeInput = {
  from?: string | null | undefined;
  to?: string | null | undefined;
};

export type DependentInput = {
  /** YYYY-MM-DD */
  birthdate?: string | null | undefined;
  email?: string | null | undefined;
  firstName: string;
  gender?: string | null | undefined;
  lastName: string;
  /** JSON keyed by field name */
  leadCaptureFields?: string | null | undefined;
};

export type DiscountPolicyInput = {
  discountCalculation: string;
  discountRate: number;
  discountType: string;
};

/** An enrolment in a session (001 §5.5): clientIds, planName, serviceId and sessionId are required; FULL_SESSION and SUBSCRIPTION enrol into every upcoming event, DROP_IN and DROP_IN_PRE_ENROLL into eventIds */
export type EnrolmentInput = {
  /** Enrol although a client is outside the age range */
  allowAgeOverride?: boolean | null | undefined;
  clientIds?: Array<string> | null | undefined;
  /** DROP_IN, DROP_IN_PRE_ENROLL, SUBSCRIPTION or FULL_SESSION (default; DROP_IN with eventIds) */
  enrollmentType?: string | null | undefined;
  eventIds?: Array<string> | null | undefined;
  /** Wait in line for a full event that keeps a waitlist */
  joinWaitlist?: boolean | null | undefined;
  planName?: string | null | undefined;
  serviceId?: string | null | undefined;
  sessionId?: string | null | undefined;
};

export type FlaggedReasonInput = {
  note?: string | null | undefined;
  reason: string;
};

export type LocationHoursInput = {
  /** HH:MM */
  fromTime: string;
  id?: string | null | undefined;
  /** RFC 5545 rule, e.g. FREQ=WEEKLY;BYDAY=MO */
  rrule?: string | null | undefined;
  /** YYYY-MM-DD */
  startDate: string;
  /** IANA zone; default the location's */
  timezone?: string | null | undefined;
  /** HH:MM */
  toTime: string;
};

export type LocationInput = {
  achMerchantId?: string | null | undefined;
  achPaymentGatewayApiId?: string | null | undefined;
  /** Secret: never read back */
  achPaymentGatewayApiKey?: string | null | undefined;
  address?: string | null | undefined;
  businessPlanCost?: RateInput | null | undefined;
  city?: string | null | undefined;
  country?: string | null | undefined;
  description?: string | null | undefined;
  discounted?: boolean | null | undefined;
  googlePlaceId?: string | null | undefined;
  googleRating?: number | null | undefined;
  googleRatingsCount?: number | null | undefined;
  googleReviewLink?: string | null | undefined;
  hoursClosed?: Array<LocationHoursInput> | null | undefined;
  hoursOpen?: Array<LocationHoursInput> | null | undefined;
  locationType?: string | null | undefined;
  mainPhoto?: string | null | undefined;
  managedGoogleReviewLink?: string | null | undefined;
  managedYelpReviewLink?: string | null | undefined;
  merchantId?: string | null | undefined;
  name?: string | null | undefined;
  paymentGatewayApiId?: string | null | undefined;
  /** Secret: never read back */
  paymentGatewayApiKey?: string | null | undefined;
  phone?: string | null | undefined;
  rooms?: Array<RoomInput> | null | undefined;
  /** Percent, 0 to 100 */
  salesTax?: number | null | undefined;
  smsPhoneNumber?: string | null | undefined;
  state?: string | null | undefined;
  street?: string | null | undefined;
  /** IANA zone; null: the business's */
  timezone?: string | null | undefined;
  visibleByClients?: boolean | null | undefined;
  visibleByVisitors?: boolean | null | undefined;
  visibleInFooter?: boolean | null | undefined;
  voipEnabled?: boolean | null | undefined;
  yelpBusinessId?: string | null | undefined;
  yelpLink?: string | null | undefined;
  yelpRating?: number | null | undefined;
  yelpRatingsCount?: number | null | undefined;
  zipCode?: string | null | undefined;
};

/** A plan in a service input: with an id it updates that plan, without one it adds one */
export type PlanInput = {
  assignedClientTags?: Array<string> | null | undefined;
  autoPayDeltaDays?: number | null | undefined;
  autoPayDeltaDaysEnabled?: boolean | null | undefined;
  canBePurchasedWithoutBooking?: boolean | null | undefined;
  clientLifecycleStatusOnAttended?: string | null | undefined;
  clientLifecycleStatusOnBook?: string | null | undefined;
  clientLifecycleStatusOnCancel?: string | null | undefined;
  countStaffCanceledVisits?: boolean | null | undefined;
  currency?: string | null | undefined;
  deposit?: number | null | undefined;
  description?: string | null | undefined;
  discountPolicy?: DiscountPolicyInput | null | undefined;
  dueMinusDays?: number | null | undefined;
  dueType?: string | null | undefined;
  enabledForSelfBooking?: boolean | null | undefined;
  hasLatePayment?: boolean | null | undefined;
  holdPossible?: boolean | null | undefined;
  id?: string | null | undefined;
  /** A plan kind of §9 */
  kind?: string | null | undefined;
  latePaymentAmount?: number | null | undefined;
  latePaymentDays?: number | null | undefined;
  locationIds?: Array<string> | null | undefined;
  makesLifetimeMember?: boolean | null | undefined;
  makesMember?: boolean | null | undefined;
  maxHoldNumber?: number | null | undefined;
  maxHoldPeriod?: number | null | undefined;
  name?: string | null | undefined;
  onlyPayableWithCredit?: boolean | null | undefined;
  paymentInterval?: string | null | undefined;
  paymentType?: string | null | undefined;
  /** Minor units of currency */
  price?: number | null | undefined;
  pricePerVisit?: number | null | undefined;
  recurringInvoiceNote?: string | null | undefined;
  requiresPaymentMethodForFreePlan?: boolean | null | undefined;
  requiresTermsAndConditionsAcceptance?: boolean | null | undefined;
  sessionConversionTracking?: boolean | null | undefined;
  signupPrice?: number | null | undefined;
  signupWaivedIfMember?: boolean | null | undefined;
  spotlight?: boolean | null | undefined;
  startType?: string | null | undefined;
  /** Percent, 0 to 100 */
  taxRate?: number | null | undefined;
  visitInterval?: string | null | undefined;
  visitPreEnroll?: boolean | null | undefined;
  visits?: number | null | undefined;
};

export type RateInput = {
  /** Minor units */
  amount: number;
  currency: string;
};

export type RoomInput = {
  /** Services allowed in the room; empty: every service */
  applicableServices?: Array<string> | null | undefined;
  description?: string | null | undefined;
  id?: string | null | undefined;
  name: string;
  onlineId?: string | null | undefined;
};

export type SelfRegisterInput = {
  birthdate?: string | null | undefined;
  business: string;
  city?: string | null | undefined;
  clientStatus?: string | null | undefined;
  clientTags?: Array<string> | null | undefined;
  country?: string | null | undefined;
  dependents?: Array<DependentInput> | null | undefined;
  email: string;
  firstName: string;
  gender?: string | null | undefined;
  lastName: string;
  /** JSON keyed by field name */
  leadCaptureFields?: string | null | undefined;
  /** A lead-capture form: a prospect, no sign-in */
  leadForm?: boolean | null | undefined;
  middleName?: string | null | undefined;
  password?: string | null | undefined;
  phones?: Array<string> | null | undefined;
  profilePhoto?: string | null | undefined;
  state?: string | null | undefined;
  street?: string | null | undefined;
  timezone?: string | null | undefined;
  /** JSON of the utm_* parameters */
  utmParameters?: string | null | undefined;
  zipCode?: string | null | undefined;
};

/** A new service; plans (optional) are its plans */
export type ServiceInput = {
  allowClientToSelfCancelUnpaid?: boolean | null | undefined;
  allowStaffToClientCancelUnpaid?: boolean | null | undefined;
  allowsJoinOnline?: boolean | null | undefined;
  cancellationPolicy?: string | null | undefined;
  /** In hours */
  cancellationWindowHours?: number | null | undefined;
  /** ISO 4217; USD by default */
  currency?: string | null | undefined;
  description?: string | null | undefined;
  disableLessonMateRequest?: boolean | null | undefined;
  disableSelfCancellation?: boolean | null | undefined;
  disableUseCredits?: boolean | null | undefined;
  /** 5 to 1440; required for appointment services */
  durationMinutes?: number | null | undefined;
  eventType?: boolean | null | undefined;
  hasSessions?: boolean | null | undefined;
  /** Hide the service from clients and visitors */
  hidden?: boolean | null | undefined;
  lateVisitCancellationConsequence?: string | null | undefined;
  lateVisitCancellationServiceCreditName?: string | null | undefined;
  mainPhoto?: string | null | undefined;
  name?: string | null | undefined;
  notAfterAgeMonths?: number | null | undefined;
  notBeforeAgeMonths?: number | null | undefined;
  photos?: Array<string> | null | undefined;
  /** Replaces the plans, matching them by id */
  plans?: Array<PlanInput> | null | undefined;
  /** Minor units of currency */
  price?: number | null | undefined;
  requiresBooking?: boolean | null | undefined;
  /** Minutes an offered session place is held (OFFER); 1440 by default */
  sessionWaitlistHoldMinutes?: number | null | undefined;
  /** A freed place in a full session event: ENROLL enrols the first waiting client (default), OFFER holds it for them */
  sessionWaitlistMode?: string | null | undefined;
  staffVisitCancellationServiceCreditName?: string | null | undefined;
  tags?: Array<string> | null | undefined;
  termsAndConditionsRevision?: TermsRevisionInput | null | undefined;
  visitCancellationConsequence?: string | null | undefined;
  visitCancellationServiceCreditName?: string | null | undefined;
  visitCancellationServiceCreditSubscriptionPeriodCapDays?: number | null | undefined;
};

/** A session event (one, or a recurring series from rrule in the event's zone): sessionId, startAt and endAt are required */
export type SessionEventInput = {
  calendarColor?: string | null | undefined;
  /** Places; none: as many as enrol */
  capacity?: number | null | undefined;
  /** ISO instant with offset */
  endAt?: string | null | undefined;
  locationId?: string | null | undefined;
  /** The session's name by default */
  name?: string | null | undefined;
  note?: string | null | undefined;
  roomId?: string | null | undefined;
  /** RFC 5545 rule, e.g. FREQ=WEEKLY;BYDAY=TU; without UNTIL or COUNT it ends with the session */
  rrule?: string | null | undefined;
  sessionId?: string | null | undefined;
  /** The session's staff by default */
  staffIds?: Array<string> | null | undefined;
  /** ISO instant with offset */
  startAt?: string | null | undefined;
  /** Clients wait in line when it is full */
  waitlistEnabled?: boolean | null | undefined;
};

/** A new session of a service with sessions */
export type SessionInput = {
  allowEnrollmentUntilDate?: string | null | undefined;
  endDate?: string | null | undefined;
  name?: string | null | undefined;
  notAfterAgeMonths?: number | null | undefined;
  notBeforeAgeMonths?: number | null | undefined;
  onlineId?: string | null | undefined;
  serviceId?: string | null | undefined;
  shortenedUrl?: string | null | undefined;
  staffIds?: Array<string> | null | undefined;
  startDate?: string | null | undefined;
  status?: string | null | undefined;
};

export type StaffCategorizedTagsInput = {
  category: string;
  tags: Array<string>;
};

export type StaffCommissionRateInput = {
  amount: number;
  rateType: string;
  services: Array<string>;
};

/** New staff hours: kind OPEN or BLOCKED, startDate, fromTime and toTime required */
export type StaffHoursInput = {
  allowsOnline?: boolean | null | undefined;
  exceptions?: Array<string> | null | undefined;
  fromTime?: string | null | undefined;
  hourlyRate?: number | null | undefined;
  kind: string;
  label?: string | null | undefined;
  locationId?: string | null | undefined;
  roomName?: string | null | undefined;
  rrule?: string | null | undefined;
  serviceIds?: Array<string> | null | undefined;
  startDate?: string | null | undefined;
  timezone?: string | null | undefined;
  toTime?: string | null | undefined;
};

export type StaffServiceRateInput = {
  amount: number;
  bonusAmount?: number | null | undefined;
  bonusCeiling?: number | null | undefined;
  bonusThreshold?: number | null | undefined;
  countCancel?: boolean | null | undefined;
  countLateCancel?: boolean | null | undefined;
  countLocationClosures?: boolean | null | undefined;
  countNoShows?: boolean | null | undefined;
  countStaffCancel?: boolean | null | undefined;
  currency?: string | null | undefined;
  locations?: Array<string> | null | undefined;
  rateType: string;
  services: Array<string>;
};

export type TermsRevisionInput = {
  id: string;
  name: string;
  policyId: string;
};

/** A time off: startAt and endAt instants, or with allDay local dates (YYYY-MM-DD, both included) in the business zone */
export type TimeOffRequestInput = {
  allDay?: boolean | null | undefined;
  category?: string | null | undefined;
  endAt?: string | null | undefined;
  note?: string | null | undefined;
  startAt?: string | null | undefined;
};

/** Changes to an event: the fields given replace the stored ones */
export type UpdateEventInput = {
  calendarColor?: string | null | undefined;
  endAt?: string | null | undefined;
  /** The version read; a change made meanwhile refuses */
  expectedVersion?: number | null | undefined;
  id: string;
  isLocked?: boolean | null | undefined;
  locationId?: string | null | undefined;
  name?: string | null | undefined;
  note?: string | null | undefined;
  roomId?: string | null | undefined;
  /** The (substitute) teacher: replaces the primary staff member */
  staffId?: string | null | undefined;
  /** Every staff member of the event */
  staffIds?: Array<string> | null | undefined;
  startAt?: string | null | undefined;
  /** EVENT_STATUS_ACTIVE, _HOLD or _COMPLETED */
  status?: string | null | undefined;
};

export type UpdateLocationInput = {
  achMerchantId?: string | null | undefined;
  achPaymentGatewayApiId?: string | null | undefined;
  /** Secret: never read back */
  achPaymentGatewayApiKey?: string | null | undefined;
  address?: string | null | undefined;
  businessPlanCost?: RateInput | null | undefined;
  city?: string | null | undefined;
  country?: string | null | undefined;
  description?: string | null | undefined;
  discounted?: boolean | null | undefined;
  googlePlaceId?: string | null | undefined;
  googleRating?: number | null | undefined;
  googleRatingsCount?: number | null | undefined;
  googleReviewLink?: string | null | undefined;
  hoursClosed?: Array<LocationHoursInput> | null | undefined;
  hoursOpen?: Array<LocationHoursInput> | null | undefined;
  id: string;
  locationType?: string | null | undefined;
  mainPhoto?: string | null | undefined;
  managedGoogleReviewLink?: string | null | undefined;
  managedYelpReviewLink?: string | null | undefined;
  merchantId?: string | null | undefined;
  name?: string | null | undefined;
  paymentGatewayApiId?: string | null | undefined;
  /** Secret: never read back */
  paymentGatewayApiKey?: string | null | undefined;
  phone?: string | null | undefined;
  rooms?: Array<RoomInput> | null | undefined;
  /** Percent, 0 to 100 */
  salesTax?: number | null | undefined;
  smsPhoneNumber?: string | null | undefined;
  state?: string | null | undefined;
  street?: string | null | undefined;
  /** IANA zone; null: the business's */
  timezone?: string | null | undefined;
  visibleByClients?: boolean | null | undefined;
  visibleByVisitors?: boolean | null | undefined;
  visibleInFooter?: boolean | null | undefined;
  voipEnabled?: boolean | null | undefined;
  yelpBusinessId?: string | null | undefined;
  yelpLink?: string | null | undefined;
  yelpRating?: number | null | undefined;
  yelpRatingsCount?: number | null | undefined;
  zipCode?: string | null | undefined;
};

/** Changes to a service: fields left out keep their values */
export type UpdateServiceInput = {
  allowClientToSelfCancelUnpaid?: boolean | null | undefined;
  allowStaffToClientCancelUnpaid?: boolean | null | undefined;
  allowsJoinOnline?: boolean | null | undefined;
  cancellationPolicy?: string | null | undefined;
  /** In hours */
  cancellationWindowHours?: number | null | undefined;
  /** ISO 4217; USD by default */
  currency?: string | null | undefined;
  description?: string | null | undefined;
  disableLessonMateRequest?: boolean | null | undefined;
  disableSelfCancellation?: boolean | null | undefined;
  disableUseCredits?: boolean | null | undefined;
  /** 5 to 1440; required for appointment services */
  durationMinutes?: number | null | undefined;
  eventType?: boolean | null | undefined;
  hasSessions?: boolean | null | undefined;
  /** Hide the service from clients and visitors */
  hidden?: boolean | null | undefined;
  id: string;
  lateVisitCancellationConsequence?: string | null | undefined;
  lateVisitCancellationServiceCreditName?: string | null | undefined;
  mainPhoto?: string | null | undefined;
  name?: string | null | undefined;
  notAfterAgeMonths?: number | null | undefined;
  notBeforeAgeMonths?: number | null | undefined;
  photos?: Array<string> | null | undefined;
  /** Replaces the plans, matching them by id */
  plans?: Array<PlanInput> | null | undefined;
  /** Minor units of currency */
  price?: number | null | undefined;
  requiresBooking?: boolean | null | undefined;
  /** Minutes an offered session place is held (OFFER); 1440 by default */
  sessionWaitlistHoldMinutes?: number | null | undefined;
  /** A freed place in a full session event: ENROLL enrols the first waiting client (default), OFFER holds it for them */
  sessionWaitlistMode?: string | null | undefined;
  staffVisitCancellationServiceCreditName?: string | null | undefined;
  tags?: Array<string> | null | undefined;
  termsAndConditionsRevision?: TermsRevisionInput | null | undefined;
  visitCancellationConsequence?: string | null | undefined;
  visitCancellationServiceCreditName?: string | null | undefined;
  visitCancellationServiceCreditSubscriptionPeriodCapDays?: number | null | undefined;
};

/** Changes to a session event: the fields given replace the stored ones */
export type UpdateSessionEventInput = {
  calendarColor?: string | null | undefined;
  capacity?: number | null | undefined;
  endAt?: string | null | undefined;
  /** The version read; a change made meanwhile refuses */
  expectedVersion?: number | null | undefined;
  id: string;
  locationId?: string | null | undefined;
  name?: string | null | undefined;
  note?: string | null | undefined;
  roomId?: string | null | undefined;
  staffIds?: Array<string> | null | undefined;
  startAt?: string | null | undefined;
  waitlistEnabled?: boolean | null | undefined;
};

/** Changes to a session: fields left out keep their values */
export type UpdateSessionInput = {
  allowEnrollmentUntilDate?: string | null | undefined;
  endDate?: string | null | undefined;
  id: string;
  name?: string | null | undefined;
  notAfterAgeMonths?: number | null | undefined;
  notBeforeAgeMonths?: number | null | undefined;
  onlineId?: string | null | undefined;
  serviceId?: string | null | undefined;
  shortenedUrl?: string | null | undefined;
  staffIds?: Array<string> | null | undefined;
  startDate?: string | null | undefined;
  status?: string | null | undefined;
};

/** Changes to staff hours: the fields given replace the stored ones */
export type UpdateStaffHoursInput = {
  allowsOnline?: boolean | null | undefined;
  exceptions?: Array<string> | null | undefined;
  fromTime?: string | null | undefined;
  hourlyRate?: number | null | undefined;
  id: string;
  label?: string | null | undefined;
  locationId?: string | null | undefined;
  roomName?: string | null | undefined;
  rrule?: string | null | undefined;
  serviceIds?: Array<string> | null | undefined;
  startDate?: string | null | undefined;
  timezone?: string | null | undefined;
  toTime?: string | null | undefined;
};

/** Changes to a submitted time off request: the fields given replace the stored ones */
export type UpdateTimeOffRequestInput = {
  allDay?: boolean | null | undefined;
  category?: string | null | undefined;
  endAt?: string | null | undefined;
  id: string;
  note?: string | null | undefined;
  startAt?: string | null | undefined;
};

/** Changes to a waitlist notification: the fields given replace the stored ones */
export type UpdateWaitlistNotificationInput = {
  fromDate?: string | null | undefined;
  id: string;
  /** null: any location */
  locationId?: string | null | undefined;
  serviceId?: string | null | undefined;
  /** null: any staff member */
  staffId?: string | null | undefined;
  /** ACTIVE or UNSUBSCRIBED (staff: also EXPIRED, FULFILLED) */
  status?: string | null | undefined;
  toDate?: string | null | undefined;
  windows?: Array<WaitlistWindowInput> | null | undefined;
};

/** A waitlist notification: the client, the service, optionally a staff member and a location, time windows and local dates */
export type WaitlistNotificationInput = {
  clientId?: string | null | undefined;
  fromDate?: string | null | undefined;
  /** Absent: any location */
  locationId?: string | null | undefined;
  serviceId?: string | null | undefined;
  /** Absent: any staff member */
  staffId?: string | null | undefined;
  toDate?: string | null | undefined;
  windows?: Array<WaitlistWindowInput> | null | undefined;
};

/** Weekdays (SU, MO, TU, WE, TH, FR, SA) and local times HH:MM */
export type WaitlistWindowInput = {
  fromTime?: string | null | undefined;
  toTime?: string | null | undefined;
  weekdays?: Array<string> | null | undefined;
};

export type LoginSimpleMutationVariables = Exact<{
  login: string;
  password: string;
  business?: string | null | undefined;
  returnIdToken?: boolean | null | undefined;
}>;

export type LoginSimpleMutation = {
  loginSimple: { status: string; error: string | null; idToken: string | null; refreshToken: string | null };
};

export type LoginPasswordlessMutationVariables = Exact<{
  token: string;
}>;

export type LoginPasswordlessMutation = {
  loginPasswordless: {
    status: string;
    error: string | null;
    idToken: string | null;
    refreshToken: string | null;
  };
};

export type LoginRefreshMutationVariables = Exact<{
  refreshToken: string;
}>;

export type LoginRefreshMutation = {
  loginRefresh: { status: string; error: string | null; idToken: string | null; refreshToken: string | null };
};

export type LogoutMutationVariables = Exact<{
  refreshToken?: string | null | undefined;
  everywhere?: boolean | null | undefined;
}>;

export type LogoutMutation = { logout: { status: string; error: string | null } };

export type RequestSelfAuthLinkMutationVariables = Exact<{
  email: string;
  business?: string | null | undefined;
}>;

export type RequestSelfAuthLinkMutation = { requestSelfAuthLink: { status: string; error: string | null } };

export type CurrentUserQueryVariables = Exact<{ [key: string]: never }>;

export type CurrentUserQuery = {
  currentUser: {
    id: string;
    email: string;
    firstName: string | null;
    lastName: string | null;
    role: string;
    staffRole: string | null;
    business: string | null;
    accountId: string | null;
    permissions: Array<{ action: string; resource: string; allowed: boolean }>;
  };
};

export type AccountsQueryVariables = Exact<{
  email: string;
}>;

export type AccountsQuery = {
  accounts: Array<{
    id: string;
    name: string | null;
    email: string;
    business: string;
    staffRole: string | null;
    businessDetails: { name: string; status: string; fullName: string; uiLogoUrl: string | null };
  }>;
};

export type AvailabilitiesQueryVariables = Exact<{
  business: string;
  fromDate?: string | null | undefined;
  toDate?: string | null | undefined;
  staffIds?: Array<string> | string | null | undefined;
  locationId?: string | null | undefined;
  serviceId?: string | null | undefined;
}>;

export type AvailabilitiesQuery = {
  availabilities: Array<{
    staffId: string;
    staffName: string;
    startAt: string;
    endAt: string;
    available: boolean;
    label: string | null;
    roomName: string | null;
    locationId: string | null;
    locationName: string | null;
    serviceNames: Array<string>;
  }>;
};

export type SmsUsageFragment = {
  smsFeatureEnabled: boolean | null;
  smsTier: number | null;
  smsCountTotal: number | null;
} & { ' $fragmentName'?: 'SmsUsageFragment' };

export type BusinessNoticesQueryQueryVariables = Exact<{
  businessName: string;
}>;

export type BusinessNoticesQueryQuery = {
  businessQuery:
    | ({ name: string; billingWarning: string | null } & {
        ' $fragmentRefs'?: { SmsUsageFragment: SmsUsageFragment };
      })
    | null;
};

export type BookAppointmentMutationVariables = Exact<{
  business: string;
  booking: AppointmentInput;
}>;

export type BookAppointmentMutation = {
  bookAppointment: { ' $fragmentRefs'?: { BookingOutcomeFragment: BookingOutcomeFragment } };
};

export type UpdateEventMutationVariables = Exact<{
  business: string;
  event: UpdateEventInput;
  scope?: string | null | undefined;
}>;

export type UpdateEventMutation = {
  updateEvent: { ' $fragmentRefs'?: { EventsOutcomeFragment: EventsOutcomeFragment } };
};

export type BookingCatalogueQueryVariables = Exact<{
  business: string;
}>;

export type BookingCatalogueQuery = {
  businessQuery: { name: string; timezone: string | null } | null;
  services: Array<{
    id: string;
    name: string;
    bookingKind: string;
    hasSessions: boolean;
    requiresBooking: boolean;
    durationMinutes: number | null;
    hiddenAt: string | null;
    notBeforeAgeMonths: number | null;
    notAfterAgeMonths: number | null;
    plans: Array<{ id: string; name: string }>;
    sessions: Array<{ id: string; name: string; startDate: string; endDate: string | null; status: string }>;
  }>;
  locations: Array<{
    id: string;
    name: string;
    locationType: string;
    timezone: string | null;
    rooms: Array<{ id: string; name: string; applicableServices: Array<string> }>;
  }>;
};

export type ServiceStaffQueryVariables = Exact<{
  business: string;
  serviceId?: string | null | undefined;
}>;

export type ServiceStaffQuery = { staff: Array<{ id: string; name: string }> };

export type PeopleByIdQueryVariables = Exact<{
  business: string;
  id: string;
}>;

export type PeopleByIdQuery = {
  people: Array<{ ' $fragmentRefs'?: { PickerPersonFragment: PickerPersonFragment } }>;
};

export type BookingTimeslotsQueryVariables = Exact<{
  business: string;
  serviceId: string;
  planName?: string | null | undefined;
  locationId?: string | null | undefined;
  staffId?: string | null | undefined;
  roomId?: string | null | undefined;
  fromDate?: string | null | undefined;
  toDate?: string | null | undefined;
}>;

export type BookingTimeslotsQuery = {
  timeslots: Array<{
    startAt: string;
    staffId: string;
    staffName: string;
    locationId: string;
    locationName: string;
    roomName: string | null;
  }>;
};

export type SessionEventsQueryVariables = Exact<{
  business: string;
  serviceId: string;
  sessionId: string;
}>;

export type SessionEventsQuery = {
  sessionProgram: { events: Array<{ id: string; name: string; startAt: string; endAt: string }> };
};

export type EnrollInSessionMutationVariables = Exact<{
  business: string;
  enrolment: EnrolmentInput;
}>;

export type EnrollInSessionMutation = {
  enrollInSession: { ' $fragmentRefs'?: { BookingOutcomeFragment: BookingOutcomeFragment } };
};

export type TransferEnrolmentMutationVariables = Exact<{
  business: string;
  clientId: string;
  fromSessionId: string;
  toSessionId: string;
  fromDate?: string | null | undefined;
  planName?: string | null | undefined;
}>;

export type TransferEnrolmentMutation = {
  transferEnrolment: { ' $fragmentRefs'?: { BookingOutcomeFragment: BookingOutcomeFragment } };
};

export type BatchEnrollMutationVariables = Exact<{
  business: string;
  sessionId: string;
  clientIds: Array<string> | string;
  planName: string;
  enrollmentType?: string | null | undefined;
}>;

export type BatchEnrollMutation = {
  batchEnroll: {
    status: string;
    error: string | null;
    warnings: Array<string> | null;
    events: Array<{ id: string }> | null;
  };
};

export type CreateSessionEventMutationVariables = Exact<{
  business: string;
  event: SessionEventInput;
}>;

export type CreateSessionEventMutation = {
  createSessionEvent: {
    status: string;
    error: string | null;
    warnings: Array<string> | null;
    events: Array<{ id: string; startAt: string }> | null;
  };
};

export type UpdateSessionEventMutationVariables = Exact<{
  business: string;
  event: UpdateSessionEventInput;
  scope?: string | null | undefined;
}>;

export type UpdateSessionEventMutation = {
  updateSessionEvent: { ' $fragmentRefs'?: { EventsOutcomeFragment: EventsOutcomeFragment } };
};

export type ConfirmSessionEventMutationVariables = Exact<{
  business: string;
  id: string;
}>;

export type ConfirmSessionEventMutation = {
  confirmSessionEvent: {
    status: string;
    error: string | null;
    events: Array<{ ' $fragmentRefs'?: { EventDetailsFragment: EventDetailsFragment } }> | null;
  };
};

export type BookingOutcomeFragment = {
  status: string;
  error: string | null;
  warnings: Array<string> | null;
  events: Array<{ id: string; startAt: string }> | null;
} & { ' $fragmentName'?: 'BookingOutcomeFragment' };

export type EventsOutcomeFragment = {
  status: string;
  error: string | null;
  warnings: Array<string> | null;
  events: Array<{ ' $fragmentRefs'?: { EventDetailsFragment: EventDetailsFragment } }> | null;
} & { ' $fragmentName'?: 'EventsOutcomeFragment' };

export type BusinessListQueryQueryVariables = Exact<{ [key: string]: never }>;

export type BusinessListQueryQuery = {
  allBusinesses: Array<{
    name: string;
    fullName: string | null;
    status: string | null;
    createdAt: string | null;
    contactEmail: string | null;
    country: string | null;
    planAmountDue: number | null;
    prospectCompletion: number | null;
    prospectLikelihood: number | null;
    activitiesLast1d: number | null;
    activitiesLast7d: number | null;
    activitiesLast30d: number | null;
    hsDealId: string | null;
    plan: {
      planType: string | null;
      accountStatus: string | null;
      freeUntil: string | null;
      currency: string | null;
    } | null;
  }>;
};

export type CreateBusinessMutationVariables = Exact<{
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
  ownerEmail?: string | null | undefined;
  ownerFirstName?: string | null | undefined;
  ownerLastName?: string | null | undefined;
}>;

export type CreateBusinessMutation = {
  createBusiness: {
    status: string;
    error: string | null;
    business: { name: string; fullName: string | null; status: string | null } | null;
  };
};

export type CheckBusinessNameAvailabilityQueryVariables = Exact<{
  business: string;
}>;

export type CheckBusinessNameAvailabilityQuery = { checkBusinessNameAvailability: { available: boolean } };

export type SelfRegisterBusinessMutationVariables = Exact<{
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  business: string;
  businessFullName: string;
  businessWebsite: string;
  country: string;
  locale: string;
  prospectActiveStudents?: string | null | undefined;
  prospectActiveLocations?: string | null | undefined;
  prospectCurrentSoftware?: string | null | undefined;
  prospectPainPoints?: string | null | undefined;
}>;

export type SelfRegisterBusinessMutation = { selfRegisterBusiness: { status: string; error: string | null } };

export type ConfirmBusinessRegistrationMutationVariables = Exact<{
  token: string;
}>;

export type ConfirmBusinessRegistrationMutation = {
  confirmBusinessRegistration: {
    status: string;
    error: string | null;
    business: { name: string; fullName: string | null } | null;
  };
};

export type SelectBusinessListQueryVariables = Exact<{ [key: string]: never }>;

export type SelectBusinessListQuery = {
  allBusinesses: Array<{ name: string; fullName: string | null; status: string | null }>;
};

export type BusinessQueryForAppQueryVariables = Exact<{
  businessName: string;
}>;

export type BusinessQueryForAppQuery = {
  businessQueryForApp: { name: string; domainReady: boolean | null } | null;
};

export type BusinessConfigFragment = {
  name: string;
  fullName: string | null;
  status: string | null;
  contactEmail: string | null;
  emailFrom: string | null;
  tagline: string | null;
  uiLogoUrl: string | null;
  uiFaviconUrl: string | null;
  uiPrimaryColor: string | null;
  uiSecondaryColor: string | null;
  federatedLoginEnabled: boolean | null;
  smsFeatureEnabled: boolean | null;
  voipEnabled: boolean | null;
} & { ' $fragmentName'?: 'BusinessConfigFragment' };

export type BusinessQueryQueryVariables = Exact<{
  businessName: string;
}>;

export type BusinessQueryQuery = {
  businessQuery: { ' $fragmentRefs'?: { BusinessConfigFragment: BusinessConfigFragment } } | null;
};

export type SelfIcalFeedsQueryVariables = Exact<{
  business: string;
  id?: string | null | undefined;
}>;

export type SelfIcalFeedsQuery = {
  selfIcalFeeds: Array<{ staffCalendar: boolean; periodMonths: number; createdAt: string }>;
};

export type SelfCreateIcalUrlMutationVariables = Exact<{
  business: string;
  id?: string | null | undefined;
  periodMonth?: number | null | undefined;
  staffCalendar?: boolean | null | undefined;
}>;

export type SelfCreateIcalUrlMutation = {
  selfCreateIcalUrl: { status: string; error: string | null; url: string | null };
};

export type RevokeIcalUrlMutationVariables = Exact<{
  business: string;
  id?: string | null | undefined;
  staffCalendar?: boolean | null | undefined;
}>;

export type RevokeIcalUrlMutation = {
  revokeIcalUrl: { status: string; error: string | null; url: string | null };
};

export type CalendarPlacesQueryVariables = Exact<{
  business: string;
}>;

export type CalendarPlacesQuery = {
  businessQuery: { name: string; timezone: string | null } | null;
  locations: Array<{
    id: string;
    name: string;
    rooms: Array<{ id: string; name: string; description: string | null }>;
  }>;
  services: Array<{ id: string; name: string; tags: Array<string> }>;
};

export type CalendarStaffQueryVariables = Exact<{
  business: string;
}>;

export type CalendarStaffQuery = {
  staff: Array<{
    id: string;
    name: string;
    profilePhoto: string | null;
    staffCalendarColor: string | null;
    deactivated: boolean;
  }>;
};

export type CalendarAvailabilitiesQueryVariables = Exact<{
  business: string;
  fromDate?: string | null | undefined;
  toDate?: string | null | undefined;
  staffIds?: Array<string> | string | null | undefined;
}>;

export type CalendarAvailabilitiesQuery = {
  availabilities: Array<{
    staffId: string;
    staffName: string;
    startAt: string;
    endAt: string;
    available: boolean;
    label: string | null;
    roomName: string | null;
    locationId: string | null;
    locationName: string | null;
  }>;
};

export type CalendarEventsQueryVariables = Exact<{
  business: string;
  fromDate: string;
  toDate: string;
  locationIds?: Array<string> | string | null | undefined;
  roomIds?: Array<string> | string | null | undefined;
  staffIds?: Array<string> | string | null | undefined;
  serviceIds?: Array<string> | string | null | undefined;
  serviceTags?: Array<string> | string | null | undefined;
  activeOnly?: boolean | null | undefined;
}>;

export type CalendarEventsQuery = {
  events: Array<{
    id: string;
    name: string;
    displayName: string;
    startAt: string;
    endAt: string;
    timezone: string;
    status: string;
    isLocked: boolean;
    calendarColor: string | null;
    note: string | null;
    hasNote: boolean;
    locationId: string | null;
    locationName: string | null;
    roomId: string | null;
    roomName: string | null;
    serviceId: string | null;
    serviceName: string | null;
    sessionId: string | null;
    recurringId: string | null;
    recurringOutlier: boolean;
    primaryStaffId: string | null;
    paid: boolean;
    version: number;
    clients: Array<{
      peopleId: string;
      name: string;
      status: string | null;
      statusLabel: string | null;
      paid: boolean;
      planName: string | null;
    }>;
    staff: Array<{ peopleId: string; name: string; profilePhoto: string | null }>;
  }>;
};

export type CalendarUpdateEventMutationVariables = Exact<{
  business: string;
  event: UpdateEventInput;
  scope?: string | null | undefined;
}>;

export type CalendarUpdateEventMutation = {
  updateEvent: {
    status: string;
    error: string | null;
    warnings: Array<string> | null;
    events: Array<{ id: string; version: number; startAt: string; endAt: string }> | null;
  };
};

export type CalendarCancelEventMutationVariables = Exact<{
  business: string;
  id: string;
  scope?: string | null | undefined;
  reason?: string | null | undefined;
  doNotNotify?: boolean | null | undefined;
}>;

export type CalendarCancelEventMutation = {
  cancelEvent: {
    status: string;
    error: string | null;
    events: Array<{ id: string; version: number; startAt: string; endAt: string }> | null;
  };
};

export type CalendarSetAttendanceMutationVariables = Exact<{
  business: string;
  eventId: string;
  clientId: string;
  status?: string | null | undefined;
}>;

export type CalendarSetAttendanceMutation = {
  setAttendance: {
    status: string;
    error: string | null;
    events: Array<{ id: string; version: number; startAt: string; endAt: string }> | null;
  };
};

export type CalendarBatchCancelEventsMutationVariables = Exact<{
  business: string;
  ids: Array<string> | string;
  reason?: string | null | undefined;
  doNotNotify?: boolean | null | undefined;
}>;

export type CalendarBatchCancelEventsMutation = {
  batchCancelEvents: { status: string; error: string | null; events: Array<{ id: string }> | null };
};

export type CalendarBatchSetAttendanceMutationVariables = Exact<{
  business: string;
  items: Array<AttendanceItemInput> | AttendanceItemInput;
}>;

export type CalendarBatchSetAttendanceMutation = {
  batchSetAttendance: { status: string; error: string | null; events: Array<{ id: string }> | null };
};

export type CalendarBatchUpdateEventsMutationVariables = Exact<{
  business: string;
  ids: Array<string> | string;
  changes: BatchEventChangesInput;
}>;

export type CalendarBatchUpdateEventsMutation = {
  batchUpdateEvents: { status: string; error: string | null; events: Array<{ id: string }> | null };
};

export type ClientRowFragment = {
  id: string;
  name: string;
  firstName: string;
  lastName: string;
  profilePhoto: string | null;
  email: string | null;
  primaryPhone: string | null;
  status: string | null;
  tags: Array<string>;
  staffRole: string | null;
} & { ' $fragmentName'?: 'ClientRowFragment' };

export type ClientSearchQueryVariables = Exact<{
  business: string;
  search: string;
  limit: number;
  status?: string | null | undefined;
}>;

export type ClientSearchQuery = {
  people: Array<{ ' $fragmentRefs'?: { ClientRowFragment: ClientRowFragment } }>;
};

export type ClientPageQueryVariables = Exact<{
  business: string;
  status?: string | null | undefined;
  flag?: string | null | undefined;
  cursor?: string | null | undefined;
  limit: number;
}>;

export type ClientPageQuery = {
  paginatedPeople: {
    cursor: string | null;
    people: Array<{ ' $fragmentRefs'?: { ClientRowFragment: ClientRowFragment } }>;
  };
};

export type PeopleAdvancedQueryVariables = Exact<{
  business: string;
  search?: string | null | undefined;
  tags?: Array<string> | string | null | undefined;
  flags?: Array<string> | string | null | undefined;
  statuses?: Array<string> | string | null | undefined;
  customAttribute?: CustomAttributeFilter | null | undefined;
  photoRelease?: boolean | null | undefined;
  created?: DateRangeInput | null | undefined;
  loggedIn?: DateRangeInput | null | undefined;
  birthdate?: DateRangeInput | null | undefined;
  newMember?: DateRangeInput | null | undefined;
  lostMember?: DateRangeInput | null | undefined;
  staff?: boolean | null | undefined;
  includeHidden?: boolean | null | undefined;
  limit?: number | null | undefined;
}>;

export type PeopleAdvancedQuery = {
  peopleAdvanced: Array<
    { createdAt: string } & { ' $fragmentRefs'?: { ClientRowFragment: ClientRowFragment } }
  >;
};

export type ClientSettingsQueryVariables = Exact<{
  businessName: string;
}>;

export type ClientSettingsQuery = {
  businessQuery: {
    name: string;
    country: string | null;
    clientStatuses: Array<string> | null;
    defaultClientStatus: string | null;
    clientCustomAttributes: Array<string> | null;
    tagCategories: Array<{ name: string; tags: Array<string> | null }> | null;
  } | null;
};

export type PersonLinkFragment = {
  id: string;
  name: string;
  profilePhoto: string | null;
  staffRole: string | null;
} & { ' $fragmentName'?: 'PersonLinkFragment' };

export type ClientProfileFragment = {
  id: string;
  name: string;
  firstName: string;
  middleName: string | null;
  lastName: string;
  profilePhoto: string | null;
  email: string | null;
  phones: Array<string>;
  primaryPhone: string | null;
  address: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  country: string | null;
  birthdate: string | null;
  gender: string | null;
  status: string | null;
  tags: Array<string>;
  photoRelease: boolean;
  joinedAt: string;
  newMemberAt: string | null;
  memberLostAt: string | null;
  hiddenAt: string | null;
  staffRole: string | null;
  version: number;
  flags: Array<{ reason: string; note: string | null; createdAt: string | null }>;
  customAttributes: Array<{ name: string; value: string }>;
  accountManagers: Array<{ ' $fragmentRefs'?: { PersonLinkFragment: PersonLinkFragment } }>;
  dependents: Array<{ ' $fragmentRefs'?: { PersonLinkFragment: PersonLinkFragment } }>;
  peers: Array<{ ' $fragmentRefs'?: { PersonLinkFragment: PersonLinkFragment } }>;
} & { ' $fragmentName'?: 'ClientProfileFragment' };

export type ClientProfileQueryQueryVariables = Exact<{
  business: string;
  id: string;
}>;

export type ClientProfileQueryQuery = {
  people: Array<{ ' $fragmentRefs'?: { ClientProfileFragment: ClientProfileFragment } }>;
};

export type ClientFormPersonFragment = {
  id: string;
  firstName: string;
  middleName: string | null;
  lastName: string;
  email: string | null;
  phones: Array<string>;
  street: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  country: string | null;
  birthdate: string | null;
  gender: string | null;
  status: string | null;
  tags: Array<string>;
  photoRelease: boolean;
  staffRole: string | null;
  version: number;
  flags: Array<{ reason: string; note: string | null }>;
  customAttributes: Array<{ name: string; value: string }>;
  accountManagers: Array<{ ' $fragmentRefs'?: { PickerPersonFragment: PickerPersonFragment } }>;
  dependents: Array<{ ' $fragmentRefs'?: { PickerPersonFragment: PickerPersonFragment } }>;
} & { ' $fragmentName'?: 'ClientFormPersonFragment' };

export type ClientFormQueryQueryVariables = Exact<{
  business: string;
  id: string;
}>;

export type ClientFormQueryQuery = {
  people: Array<{ ' $fragmentRefs'?: { ClientFormPersonFragment: ClientFormPersonFragment } }>;
};

export type CreateClientMutationVariables = Exact<{
  business: string;
  firstName?: string | null | undefined;
  middleName?: string | null | undefined;
  lastName?: string | null | undefined;
  email?: string | null | undefined;
  phones?: Array<string> | string | null | undefined;
  street?: string | null | undefined;
  city?: string | null | undefined;
  state?: string | null | undefined;
  zipCode?: string | null | undefined;
  country?: string | null | undefined;
  birthdate?: string | null | undefined;
  gender?: string | null | undefined;
  status?: string | null | undefined;
  tags?: Array<string> | string | null | undefined;
  flags?: Array<FlaggedReasonInput> | FlaggedReasonInput | null | undefined;
  customAttributes?: Array<CustomAttributeInput> | CustomAttributeInput | null | undefined;
  photoRelease?: boolean | null | undefined;
  accountManagerIds?: Array<string> | string | null | undefined;
  dependentIds?: Array<string> | string | null | undefined;
}>;

export type CreateClientMutation = {
  createPeople: {
    status: string;
    error: string | null;
    people: { id: string; name: string; profilePhoto: string | null } | null;
  };
};

export type UpdateClientMutationVariables = Exact<{
  business: string;
  id: string;
  expectedVersion?: number | null | undefined;
  firstName?: string | null | undefined;
  middleName?: string | null | undefined;
  lastName?: string | null | undefined;
  email?: string | null | undefined;
  phones?: Array<string> | string | null | undefined;
  street?: string | null | undefined;
  city?: string | null | undefined;
  state?: string | null | undefined;
  zipCode?: string | null | undefined;
  country?: string | null | undefined;
  birthdate?: string | null | undefined;
  gender?: string | null | undefined;
  status?: string | null | undefined;
  tags?: Array<string> | string | null | undefined;
  flags?: Array<FlaggedReasonInput> | FlaggedReasonInput | null | undefined;
  customAttributes?: Array<CustomAttributeInput> | CustomAttributeInput | null | undefined;
  photoRelease?: boolean | null | undefined;
  accountManagerIds?: Array<string> | string | null | undefined;
  dependentIds?: Array<string> | string | null | undefined;
}>;

export type UpdateClientMutation = {
  updatePeople: {
    status: string;
    error: string | null;
    people: ({ id: string } & { ' $fragmentRefs'?: { ClientProfileFragment: ClientProfileFragment } }) | null;
  };
};

export type DeletePeopleMutationVariables = Exact<{
  business: string;
  id: string;
}>;

export type DeletePeopleMutation = { deletePeople: { status: string; error: string | null } };

export type MergeSearchQueryVariables = Exact<{
  business: string;
  search: string;
  limit: number;
}>;

export type MergeSearchQuery = {
  people: Array<{ ' $fragmentRefs'?: { ClientRowFragment: ClientRowFragment } }>;
};

export type MergePeopleMutationVariables = Exact<{
  business: string;
  toDeleteId: string;
  toKeepId: string;
}>;

export type MergePeopleMutation = {
  mergePeople: {
    status: string;
    error: string | null;
    people: ({ id: string } & { ' $fragmentRefs'?: { ClientProfileFragment: ClientProfileFragment } }) | null;
  };
};

export type SetAttendanceMutationVariables = Exact<{
  business: string;
  eventId: string;
  clientId: string;
  status?: string | null | undefined;
}>;

export type SetAttendanceMutation = {
  setAttendance: {
    status: string;
    error: string | null;
    events: Array<{ ' $fragmentRefs'?: { EventDetailsFragment: EventDetailsFragment } }> | null;
  };
};

export type CancelEventMutationVariables = Exact<{
  business: string;
  id: string;
  scope?: string | null | undefined;
  reason?: string | null | undefined;
  doNotNotify?: boolean | null | undefined;
}>;

export type CancelEventMutation = {
  cancelEvent: {
    status: string;
    error: string | null;
    warnings: Array<string> | null;
    events: Array<{ ' $fragmentRefs'?: { EventDetailsFragment: EventDetailsFragment } }> | null;
  };
};

export type CancelParticipationMutationVariables = Exact<{
  business: string;
  eventId: string;
  clientId: string;
  reason?: string | null | undefined;
  doNotNotify?: boolean | null | undefined;
}>;

export type CancelParticipationMutation = {
  cancelParticipation: {
    status: string;
    error: string | null;
    warnings: Array<string> | null;
    events: Array<{ ' $fragmentRefs'?: { EventDetailsFragment: EventDetailsFragment } }> | null;
  };
};

export type ChangeRecurringScheduleMutationVariables = Exact<{
  business: string;
  eventId: string;
  fromDate: string;
  rrule: string;
  startTime?: string | null | undefined;
  durationMinutes?: number | null | undefined;
  staffId?: string | null | undefined;
  roomId?: string | null | undefined;
  dryRun?: boolean | null | undefined;
}>;

export type ChangeRecurringScheduleMutation = {
  changeRecurringSchedule: {
    status: string;
    error: string | null;
    conflicts: Array<{ startAt: string; endAt: string; reason: string }>;
    events: Array<{ id: string; startAt: string; endAt: string }> | null;
  };
};

export type EventDetailsFragment = {
  id: string;
  name: string;
  displayName: string;
  startAt: string;
  endAt: string;
  originalStartAt: string | null;
  recurringId: string | null;
  recurringOutlier: boolean;
  rrule: string | null;
  timezone: string;
  locationId: string | null;
  locationName: string | null;
  roomId: string | null;
  roomName: string | null;
  isLocked: boolean;
  serviceId: string | null;
  serviceName: string | null;
  sessionId: string | null;
  status: string;
  note: string | null;
  hasNote: boolean;
  holdUntil: string | null;
  calendarColor: string | null;
  primaryStaffId: string | null;
  planName: string | null;
  paid: boolean;
  version: number;
  session: { id: string; name: string } | null;
  slots: Array<{ id: string; capacity: number | null; status: string | null }>;
  clients: Array<{
    peopleId: string;
    name: string;
    paid: boolean;
    enrollmentType: string | null;
    planName: string | null;
    status: string | null;
    statusLabel: string | null;
    cancellationConsequence: string | null;
    cancellationCreditName: string | null;
  }>;
  staff: Array<{ peopleId: string; name: string }>;
} & { ' $fragmentName'?: 'EventDetailsFragment' };

export type EventQueryVariables = Exact<{
  business: string;
  id: string;
}>;

export type EventQuery = {
  event: { slots: Array<{ id: string; waitlist: Array<{ peopleId: string; name: string }> }> } & {
    ' $fragmentRefs'?: { EventDetailsFragment: EventDetailsFragment };
  };
};

export type StaffSelfScheduleQueryVariables = Exact<{
  business: string;
  fromDate?: string | null | undefined;
  toDate?: string | null | undefined;
  limit?: number | null | undefined;
}>;

export type StaffSelfScheduleQuery = {
  staffSelfSchedule: Array<{ ' $fragmentRefs'?: { EventDetailsFragment: EventDetailsFragment } }>;
};

export type AttendanceReportQueryVariables = Exact<{
  business: string;
  fromDate: string;
  toDate: string;
  locationIds?: Array<string> | string | null | undefined;
  staffIds?: Array<string> | string | null | undefined;
  serviceIds?: Array<string> | string | null | undefined;
  statuses?: Array<string> | string | null | undefined;
}>;

export type AttendanceReportQuery = {
  attendanceReport: Array<{
    eventId: string;
    eventName: string;
    startAt: string;
    endAt: string;
    timezone: string;
    locationName: string | null;
    roomName: string | null;
    serviceName: string | null;
    staffNames: Array<string>;
    clientId: string;
    clientName: string;
    status: string;
    statusLabel: string;
    planName: string | null;
    paid: boolean;
  }>;
};

export type BusinessZoneQueryVariables = Exact<{
  businessName: string;
}>;

export type BusinessZoneQuery = { businessQuery: { name: string; timezone: string | null } | null };

export type PeopleFilesQueryVariables = Exact<{
  business: string;
  personId: string;
}>;

export type PeopleFilesQuery = {
  peopleFiles: Array<{
    id: string;
    name: string;
    contentType: string;
    size: number;
    createdAt: string;
    url: string;
  }>;
};

export type RequestPeopleFileUploadMutationVariables = Exact<{
  business: string;
  personId: string;
  fileName: string;
  contentType: string;
  size: number;
}>;

export type RequestPeopleFileUploadMutation = {
  requestPeopleFileUpload: { status: string; error: string | null; uploadUrl: string | null };
};

export type DeletePeopleFileMutationVariables = Exact<{
  business: string;
  id: string;
}>;

export type DeletePeopleFileMutation = { deletePeopleFile: { status: string; error: string | null } };

export type SudoTargetQueryVariables = Exact<{ [key: string]: never }>;

export type SudoTargetQuery = { currentUser: { id: string; email: string } };

export type LocationListItemFragment = {
  id: string;
  name: string;
  locationType: string;
  address: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  timezone: string | null;
  visibleByVisitors: boolean;
  visibleByClients: boolean;
  visibleInFooter: boolean;
  rooms: Array<{ id: string }>;
} & { ' $fragmentName'?: 'LocationListItemFragment' };

export type LocationsQueryVariables = Exact<{
  business: string;
  search?: string | null | undefined;
}>;

export type LocationsQuery = {
  locations: Array<{ ' $fragmentRefs'?: { LocationListItemFragment: LocationListItemFragment } }>;
};

export type LocationDetailsFragment = {
  id: string;
  name: string;
  locationType: string;
  description: string;
  mainPhoto: string | null;
  address: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  country: string | null;
  phone: string | null;
  smsPhoneNumber: string | null;
  timezone: string | null;
  suggestedTimezone: string | null;
  salesTax: number | null;
  yelpLink: string | null;
  googleReviewLink: string | null;
  googlePlaceId: string | null;
  googleRating: number | null;
  googleRatingsCount: number | null;
  yelpRating: number | null;
  yelpRatingsCount: number | null;
  visibleByVisitors: boolean;
  visibleByClients: boolean;
  visibleInFooter: boolean;
  rooms: Array<{
    id: string;
    name: string;
    description: string | null;
    applicableServices: Array<string>;
    onlineId: string | null;
  }>;
  hoursOpen: Array<{
    id: string;
    startDate: string;
    fromTime: string;
    toTime: string;
    timezone: string;
    rrule: string | null;
  }>;
  hoursClosed: Array<{
    id: string;
    startDate: string;
    fromTime: string;
    toTime: string;
    timezone: string;
    rrule: string | null;
  }>;
} & { ' $fragmentName'?: 'LocationDetailsFragment' };

export type LocationQueryVariables = Exact<{
  business: string;
  id: string;
}>;

export type LocationQuery = {
  location: { ' $fragmentRefs'?: { LocationDetailsFragment: LocationDetailsFragment } };
};

export type LocationBusinessQueryVariables = Exact<{
  businessName: string;
}>;

export type LocationBusinessQuery = {
  businessQuery: {
    name: string;
    fullName: string | null;
    timezone: string | null;
    marketingPlusEnabled: boolean | null;
  } | null;
};

export type CreateLocationMutationVariables = Exact<{
  business: string;
  location: LocationInput;
}>;

export type CreateLocationMutation = {
  createLocation: {
    status: string;
    error: string | null;
    location: { ' $fragmentRefs'?: { LocationDetailsFragment: LocationDetailsFragment } } | null;
  };
};

export type UpdateLocationMutationVariables = Exact<{
  business: string;
  location: UpdateLocationInput;
}>;

export type UpdateLocationMutation = {
  updateLocation: {
    status: string;
    error: string | null;
    location: { ' $fragmentRefs'?: { LocationDetailsFragment: LocationDetailsFragment } } | null;
  };
};

export type DeleteLocationMutationVariables = Exact<{
  business: string;
  id: string;
}>;

export type DeleteLocationMutation = {
  deleteLocation: { status: string; error: string | null; id: string | null };
};

export type DuplicateLocationMutationVariables = Exact<{
  business: string;
  id: string;
}>;

export type DuplicateLocationMutation = {
  duplicateLocation: { status: string; error: string | null; location: { id: string; name: string } | null };
};

export type LocationClosureImpactQueryVariables = Exact<{
  business: string;
  locationId: string;
  hoursClosed?: Array<LocationHoursInput> | LocationHoursInput | null | undefined;
}>;

export type LocationClosureImpactQuery = {
  locationClosureImpact: Array<{ id: string; name: string; startAt: string; timezone: string }>;
};

export type PickerPersonFragment = {
  id: string;
  name: string;
  email: string | null;
  profilePhoto: string | null;
  staffRole: string | null;
} & { ' $fragmentName'?: 'PickerPersonFragment' };

export type PickerPeopleQueryVariables = Exact<{
  business: string;
  search: string;
  limit: number;
  clientsOnly?: boolean | null | undefined;
}>;

export type PickerPeopleQuery = {
  people: Array<{ ' $fragmentRefs'?: { PickerPersonFragment: PickerPersonFragment } }>;
};

export type PickerStaffQueryVariables = Exact<{
  business: string;
  search: string;
  limit: number;
}>;

export type PickerStaffQuery = {
  staff: Array<{ ' $fragmentRefs'?: { PickerPersonFragment: PickerPersonFragment } }>;
};

export type FormFieldPartsFragment = {
  id: string;
  name: string;
  fieldType: string;
  showField: boolean | null;
  requireField: boolean | null;
  fieldChoices: Array<string> | null;
  conditionalFieldId: string | null;
  conditionalOptions: Array<{ selectedChoice: string | null; choices: Array<string> | null }> | null;
} & { ' $fragmentName'?: 'FormFieldPartsFragment' };

export type RegistrationBusinessQueryVariables = Exact<{
  businessName: string;
  phaseType: string;
}>;

export type RegistrationBusinessQuery = {
  businessQuery: {
    name: string;
    fullName: string | null;
    uiLogoUrl: string | null;
    welcomeMessage: string | null;
    crmWelcomeMessage: string | null;
    crmThankYouMessage: string | null;
    genderDisplayOption: string | null;
    formsPhoneNumberRequired: boolean | null;
    smsFeatureEnabled: boolean | null;
    dataCollectionPrivacyPolicyUrl: string | null;
    messagingTermsAndConditionsUrl: string | null;
    selfRegisterFields: Array<{
      ' $fragmentRefs'?: { FormFieldPartsFragment: FormFieldPartsFragment };
    }> | null;
    crmLeadCaptureFields: Array<{
      ' $fragmentRefs'?: { FormFieldPartsFragment: FormFieldPartsFragment };
    }> | null;
  } | null;
  customerJourneyPhaseByType: {
    phaseType: string;
    version: number;
    dataRequirements: Array<{
      id: string;
      fieldName: string;
      fieldType: string;
      fieldRequirement: string;
      isBuiltin: boolean;
      order: number;
      fieldOptions: Array<string>;
      conditionalFieldId: string | null;
      isAccountManagerInformation: boolean;
      conditionalOptions: Array<{ selectedChoice: string; options: Array<string> }>;
    }>;
    additionalConfig: { welcomeMessage: string | null; thankYouMessage: string | null };
  };
};

export type SelfRegisterMutationVariables = Exact<{
  input: SelfRegisterInput;
}>;

export type SelfRegisterMutation = {
  selfRegister: {
    status: string;
    error: string | null;
    myself: { id: string; dependents: Array<{ id: string }> } | null;
  };
};

export type InviteVerifyMutationVariables = Exact<{
  business: string;
  clientId: string;
  inviteCode: string;
  newPassword?: string | null | undefined;
}>;

export type InviteVerifyMutation = { inviteVerify: { status: string; error: string | null } };

export type ClientScheduleQueryVariables = Exact<{
  business: string;
  clientId: string;
  limit?: number | null | undefined;
  fromDate?: string | null | undefined;
  toDate?: string | null | undefined;
}>;

export type ClientScheduleQuery = {
  clientSchedule: Array<{ ' $fragmentRefs'?: { EventDetailsFragment: EventDetailsFragment } }>;
};

export type ClientSelfScheduleQueryVariables = Exact<{
  business: string;
  dependentId?: string | null | undefined;
  limit?: number | null | undefined;
  fromDate?: string | null | undefined;
  toDate?: string | null | undefined;
}>;

export type ClientSelfScheduleQuery = {
  clientSelfSchedule: Array<{ ' $fragmentRefs'?: { EventDetailsFragment: EventDetailsFragment } }>;
};

export type StaffScheduleQueryVariables = Exact<{
  business: string;
  staffId: string;
  limit?: number | null | undefined;
  fromDate?: string | null | undefined;
  toDate?: string | null | undefined;
}>;

export type StaffScheduleQuery = {
  staffSchedule: Array<{ ' $fragmentRefs'?: { EventDetailsFragment: EventDetailsFragment } }>;
};

export type NavbarSearchPeopleQueryVariables = Exact<{
  business: string;
  search: string;
  limit: number;
}>;

export type NavbarSearchPeopleQuery = {
  people: Array<{
    id: string;
    firstName: string;
    lastName: string;
    email: string | null;
    primaryPhone: string | null;
    status: string | null;
    staffRole: string | null;
    profilePhoto: string | null;
  }>;
};

export type NavbarSearchLocationsQueryVariables = Exact<{
  business: string;
  search?: string | null | undefined;
}>;

export type NavbarSearchLocationsQuery = {
  locations: Array<{ id: string; name: string; address: string | null; city: string | null }>;
};

export type NavbarSearchServicesQueryVariables = Exact<{
  business: string;
}>;

export type NavbarSearchServicesQuery = {
  services: Array<{
    id: string;
    name: string;
    typeLabel: string;
    sessions: Array<{ id: string; name: string; startDate: string }>;
  }>;
};

export type DependentSummaryFragment = {
  id: string;
  name: string;
  firstName: string;
  lastName: string;
  profilePhoto: string | null;
  birthdate: string | null;
  gender: string | null;
} & { ' $fragmentName'?: 'DependentSummaryFragment' };

export type SelfDetailsFragment = {
  id: string;
  version: number;
  name: string;
  firstName: string;
  middleName: string | null;
  lastName: string;
  profilePhoto: string | null;
  email: string | null;
  phones: Array<string>;
  primaryPhone: string | null;
  address: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  country: string | null;
  birthdate: string | null;
  gender: string | null;
  timezone: string | null;
  leadCaptureFields: string | null;
  marketingEmailDisabled: boolean;
  disableAllSmsNotifications: boolean;
  staffRole: string | null;
} & { ' $fragmentName'?: 'SelfDetailsFragment' };

export type MyselfQueryVariables = Exact<{
  business: string;
  id?: string | null | undefined;
}>;

export type MyselfQuery = {
  myself: {
    dependents: Array<{ ' $fragmentRefs'?: { DependentSummaryFragment: DependentSummaryFragment } }>;
  } & { ' $fragmentRefs'?: { SelfDetailsFragment: SelfDetailsFragment } };
};

export type MyselfDependentsQueryVariables = Exact<{
  business: string;
}>;

export type MyselfDependentsQuery = {
  myself: {
    id: string;
    dependents: Array<{ ' $fragmentRefs'?: { DependentSummaryFragment: DependentSummaryFragment } }>;
  };
};

export type SelfUpdateClientMutationVariables = Exact<{
  business: string;
  id?: string | null | undefined;
  firstName?: string | null | undefined;
  middleName?: string | null | undefined;
  lastName?: string | null | undefined;
  email?: string | null | undefined;
  phones?: Array<string> | string | null | undefined;
  street?: string | null | undefined;
  city?: string | null | undefined;
  state?: string | null | undefined;
  zipCode?: string | null | undefined;
  country?: string | null | undefined;
  birthdate?: string | null | undefined;
  gender?: string | null | undefined;
  timezone?: string | null | undefined;
  profilePhoto?: string | null | undefined;
  marketingEmailDisabled?: boolean | null | undefined;
  disableAllSmsNotifications?: boolean | null | undefined;
  leadCaptureFields?: string | null | undefined;
}>;

export type SelfUpdateClientMutation = {
  selfUpdatePeople: {
    status: string;
    error: string | null;
    myself: { ' $fragmentRefs'?: { SelfDetailsFragment: SelfDetailsFragment } } | null;
  };
};

export type SelfAddDependentMutationVariables = Exact<{
  business: string;
  dependent: DependentInput;
}>;

export type SelfAddDependentMutation = {
  selfAddDependent: {
    status: string;
    error: string | null;
    dependent:
      | ({ email: string | null; address: string | null } & {
          ' $fragmentRefs'?: { DependentSummaryFragment: DependentSummaryFragment };
        })
      | null;
  };
};

export type ServiceListItemFragment = {
  id: string;
  name: string;
  typeLabel: string;
  bookingKind: string;
  hiddenAt: string | null;
  durationMinutes: number | null;
  price: number | null;
  currency: string;
  plans: Array<{ id: string }>;
} & { ' $fragmentName'?: 'ServiceListItemFragment' };

export type ServicesQueryVariables = Exact<{
  business: string;
}>;

export type ServicesQuery = {
  services: Array<{ ' $fragmentRefs'?: { ServiceListItemFragment: ServiceListItemFragment } }>;
};

export type SessionDetailsFragment = {
  id: string;
  name: string;
  startDate: string;
  endDate: string | null;
  status: string;
  notBeforeAgeMonths: number | null;
  notAfterAgeMonths: number | null;
  onlineId: string | null;
  allowEnrollmentUntilDate: string | null;
  shortenedUrl: string | null;
  service: { id: string; name: string };
  staff: Array<{ id: string; name: string }>;
} & { ' $fragmentName'?: 'SessionDetailsFragment' };

export type ServiceDetailsFragment = {
  id: string;
  name: string;
  description: string;
  price: number | null;
  currency: string;
  photos: Array<string>;
  mainPhoto: string | null;
  tags: Array<string>;
  eventType: boolean;
  requiresBooking: boolean;
  hasSessions: boolean;
  durationMinutes: number | null;
  hiddenAt: string | null;
  notBeforeAgeMonths: number | null;
  notAfterAgeMonths: number | null;
  allowsJoinOnline: boolean;
  allowStaffToClientCancelUnpaid: boolean;
  allowClientToSelfCancelUnpaid: boolean;
  disableSelfCancellation: boolean;
  disableUseCredits: boolean;
  disableLessonMateRequest: boolean;
  visitCancellationConsequence: string | null;
  lateVisitCancellationConsequence: string | null;
  cancellationWindowHours: number | null;
  cancellationPolicy: string | null;
  lateVisitCancellationServiceCreditName: string | null;
  visitCancellationServiceCreditName: string | null;
  staffVisitCancellationServiceCreditName: string | null;
  visitCancellationServiceCreditSubscriptionPeriodCapDays: number | null;
  typeLabel: string;
  bookingKind: string;
  termsAndConditionsRevision: { id: string; policyId: string; name: string } | null;
  plans: Array<{
    name: string;
    kind: string | null;
    description: string | null;
    currency: string;
    price: number;
    pricePerVisit: number | null;
    deposit: number | null;
    countStaffCanceledVisits: boolean;
    signupPrice: number | null;
    signupWaivedIfMember: boolean;
    onlyPayableWithCredit: boolean;
    taxRate: number | null;
    dueType: string;
    dueMinusDays: number | null;
    startType: string;
    paymentType: string;
    paymentInterval: string;
    hasLatePayment: boolean;
    latePaymentDays: number | null;
    latePaymentAmount: number | null;
    autoPayDeltaDaysEnabled: boolean;
    autoPayDeltaDays: number | null;
    enabledForSelfBooking: boolean;
    visits: number | null;
    visitInterval: string | null;
    visitPreEnroll: boolean;
    holdPossible: boolean;
    maxHoldNumber: number | null;
    maxHoldPeriod: number | null;
    sessionConversionTracking: boolean;
    makesMember: boolean;
    makesLifetimeMember: boolean;
    canBePurchasedWithoutBooking: boolean;
    requiresTermsAndConditionsAcceptance: boolean;
    spotlight: boolean;
    clientLifecycleStatusOnBook: string | null;
    clientLifecycleStatusOnAttended: string | null;
    clientLifecycleStatusOnCancel: string | null;
    assignedClientTags: Array<string>;
    recurringInvoiceNote: string | null;
    requiresPaymentMethodForFreePlan: boolean;
    id: string;
    canBeDeleted: boolean;
    discountPolicy: { discountType: string; discountRate: number; discountCalculation: string } | null;
    locations: Array<{ id: string; name: string }>;
  }>;
  sessions: Array<{ ' $fragmentRefs'?: { SessionDetailsFragment: SessionDetailsFragment } }>;
} & { ' $fragmentName'?: 'ServiceDetailsFragment' };

export type ServiceQueryVariables = Exact<{
  business: string;
  id: string;
}>;

export type ServiceQuery = {
  service: { ' $fragmentRefs'?: { ServiceDetailsFragment: ServiceDetailsFragment } };
};

export type CreateServiceMutationVariables = Exact<{
  business: string;
  service: ServiceInput;
}>;

export type CreateServiceMutation = {
  createService: {
    status: string;
    error: string | null;
    service: { ' $fragmentRefs'?: { ServiceDetailsFragment: ServiceDetailsFragment } } | null;
  };
};

export type UpdateServiceMutationVariables = Exact<{
  business: string;
  service: UpdateServiceInput;
}>;

export type UpdateServiceMutation = {
  updateService: {
    status: string;
    error: string | null;
    service: { ' $fragmentRefs'?: { ServiceDetailsFragment: ServiceDetailsFragment } } | null;
  };
};

export type DeleteServiceMutationVariables = Exact<{
  business: string;
  id: string;
}>;

export type DeleteServiceMutation = {
  deleteService: { status: string; error: string | null; id: string | null };
};

export type SessionQueryVariables = Exact<{
  business: string;
  id: string;
}>;

export type SessionQuery = {
  session: { ' $fragmentRefs'?: { SessionDetailsFragment: SessionDetailsFragment } };
};

export type CreateSessionMutationVariables = Exact<{
  business: string;
  session: SessionInput;
}>;

export type CreateSessionMutation = {
  createSession: {
    status: string;
    error: string | null;
    session: { ' $fragmentRefs'?: { SessionDetailsFragment: SessionDetailsFragment } } | null;
  };
};

export type UpdateSessionMutationVariables = Exact<{
  business: string;
  session: UpdateSessionInput;
}>;

export type UpdateSessionMutation = {
  updateSession: {
    status: string;
    error: string | null;
    session: { ' $fragmentRefs'?: { SessionDetailsFragment: SessionDetailsFragment } } | null;
  };
};

export type DeleteSessionMutationVariables = Exact<{
  business: string;
  id: string;
}>;

export type DeleteSessionMutation = {
  deleteSession: { status: string; error: string | null; id: string | null };
};

export type ServiceContextQueryVariables = Exact<{
  business: string;
}>;

export type ServiceContextQuery = {
  businessQuery: { name: string; defaultCurrency: string | null; timezone: string | null } | null;
  locations: Array<{ id: string; name: string }>;
};

export type SessionStaffChoicesQueryVariables = Exact<{
  business: string;
}>;

export type SessionStaffChoicesQuery = { staff: Array<{ id: string; name: string }> };

export type SessionProgramQueryVariables = Exact<{
  business: string;
  serviceId: string;
  sessionId: string;
}>;

export type SessionProgramQuery = {
  sessionProgram: {
    session: { id: string; name: string; startDate: string; endDate: string | null };
    service: { id: string; name: string; description: string };
    events: Array<{
      id: string;
      name: string;
      startAt: string;
      endAt: string;
      location: { id: string; name: string } | null;
    }>;
  };
};

export type ProgramBusinessQueryVariables = Exact<{
  businessName: string;
}>;

export type ProgramBusinessQuery = { businessQuery: { name: string; timezone: string | null } | null };

export type UnsubscribeSessionWaitlistMutationVariables = Exact<{
  business: string;
  serviceId: string;
  sessionId: string;
  clientId: string;
  token: string;
}>;

export type UnsubscribeSessionWaitlistMutation = {
  unsubscribeSessionWaitlist: { status: string; error: string | null; left: number | null };
};

export type BusinessProgressQueryVariables = Exact<{
  businessName: string;
}>;

export type BusinessProgressQuery = {
  businessProgressQuery: {
    hasBusinessSettings: boolean;
    hasLocations: boolean;
    hasServices: boolean;
    hasStaff: boolean;
    hasClients: boolean;
    hasPayment: boolean;
    hasPaymentMethod: boolean;
    hasClientNotifications: boolean;
  };
};

export type ViewedPersonQueryVariables = Exact<{
  business: string;
  id: string;
}>;

export type ViewedPersonQuery = { people: Array<{ id: string; firstName: string; lastName: string }> };

export type ViewedDependentQueryVariables = Exact<{
  business: string;
  id: string;
}>;

export type ViewedDependentQuery = { myself: { id: string; firstName: string; lastName: string } };

export type StaffHoursItemFragment = {
  id: string;
  kind: string;
  startDate: string;
  fromTime: string;
  toTime: string;
  timezone: string;
  rrule: string | null;
  allowsOnline: boolean | null;
  roomName: string | null;
  label: string | null;
  timeOffRequestId: string | null;
  location: { id: string; name: string } | null;
  services: Array<{ id: string; name: string }>;
} & { ' $fragmentName'?: 'StaffHoursItemFragment' };

export type StaffHoursOfQueryVariables = Exact<{
  business: string;
  id: string;
}>;

export type StaffHoursOfQuery = {
  staff: Array<{
    id: string;
    staffHoursOpen: Array<{ ' $fragmentRefs'?: { StaffHoursItemFragment: StaffHoursItemFragment } }>;
    staffHoursBlocked: Array<{ ' $fragmentRefs'?: { StaffHoursItemFragment: StaffHoursItemFragment } }>;
  }>;
};

export type MyStaffHoursQueryVariables = Exact<{
  business: string;
}>;

export type MyStaffHoursQuery = {
  myself: {
    id: string;
    staffHoursOpen: Array<{ ' $fragmentRefs'?: { StaffHoursItemFragment: StaffHoursItemFragment } }>;
    staffHoursBlocked: Array<{ ' $fragmentRefs'?: { StaffHoursItemFragment: StaffHoursItemFragment } }>;
  };
};

export type StaffHoursChoicesQueryVariables = Exact<{
  business: string;
}>;

export type StaffHoursChoicesQuery = {
  locations: Array<{ id: string; name: string }>;
  services: Array<{ id: string; name: string }>;
};

export type CreateStaffHoursMutationVariables = Exact<{
  business: string;
  staffId: string;
  hours: StaffHoursInput;
}>;

export type CreateStaffHoursMutation = {
  createStaffHours: {
    status: string;
    error: string | null;
    hours: { ' $fragmentRefs'?: { StaffHoursItemFragment: StaffHoursItemFragment } } | null;
  };
};

export type UpdateStaffHoursMutationVariables = Exact<{
  business: string;
  hours: UpdateStaffHoursInput;
}>;

export type UpdateStaffHoursMutation = {
  updateStaffHours: {
    status: string;
    error: string | null;
    hours: { ' $fragmentRefs'?: { StaffHoursItemFragment: StaffHoursItemFragment } } | null;
  };
};

export type DeleteStaffHoursMutationVariables = Exact<{
  business: string;
  id: string;
}>;

export type DeleteStaffHoursMutation = {
  deleteStaffHours: { status: string; error: string | null; id: string | null };
};

export type RequestProfilePhotoUploadMutationVariables = Exact<{
  business: string;
  id: string;
  fileName: string;
  contentType: string;
  size: number;
}>;

export type RequestProfilePhotoUploadMutation = {
  requestProfilePhotoUpload: { status: string; error: string | null; uploadUrl: string | null };
};

export type StaffListItemFragment = {
  id: string;
  name: string;
  firstName: string;
  middleName: string | null;
  lastName: string;
  profilePhoto: string | null;
  staffRole: string | null;
  staffSecondaryAttribute: string | null;
  email: string | null;
  phones: Array<string>;
  primaryPhone: string | null;
  deactivated: boolean;
} & { ' $fragmentName'?: 'StaffListItemFragment' };

export type StaffDetailsFragment = {
  id: string;
  version: number;
  name: string;
  firstName: string;
  middleName: string | null;
  lastName: string;
  profilePhoto: string | null;
  email: string | null;
  phones: Array<string>;
  primaryPhone: string | null;
  address: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  country: string | null;
  birthdate: string | null;
  gender: string | null;
  timezone: string | null;
  notificationOptOuts: Array<string>;
  staffRole: string | null;
  staffSecondaryAttribute: string | null;
  staffBio: string | null;
  visibleByVisitors: boolean;
  visibleByClients: boolean;
  deactivated: boolean;
  staffOnlineId: string | null;
  staffEmployeeId: string | null;
  staffCalendarColor: string | null;
  staffNotificationEmailDisabled: boolean;
  canSeeStaffRatesAndProcessPayroll: boolean;
  canUpdateStaffRates: boolean;
  canSeeOwnClientsPersonalInfo: boolean;
  canTakeOwnAttendance: boolean;
  canCreateOwnClientsClientComments: boolean;
  canUpdateOwnAppointments: boolean;
  canCancelOwnAppointments: boolean;
  canCancelOwnSessions: boolean;
  staffCategorizedTags: Array<{ category: string; tags: Array<string> }>;
  staffServiceRates: Array<{
    services: Array<string>;
    locations: Array<string>;
    rateType: string;
    amount: number;
    currency: string | null;
    bonusAmount: number | null;
    bonusThreshold: number | null;
    bonusCeiling: number | null;
    countNoShows: boolean;
    countCancel: boolean;
    countLateCancel: boolean;
    countLocationClosures: boolean;
    countStaffCancel: boolean;
  }> | null;
  staffCommissionRates: Array<{ services: Array<string>; rateType: string; amount: number }> | null;
} & { ' $fragmentName'?: 'StaffDetailsFragment' };

export type StaffListQueryVariables = Exact<{
  business: string;
}>;

export type StaffListQuery = {
  staff: Array<{ ' $fragmentRefs'?: { StaffListItemFragment: StaffListItemFragment } }>;
};

export type StaffByIdQueryVariables = Exact<{
  business: string;
  id: string;
}>;

export type StaffByIdQuery = {
  staff: Array<{ ' $fragmentRefs'?: { StaffDetailsFragment: StaffDetailsFragment } }>;
};

export type MyselfStaffQueryVariables = Exact<{
  business: string;
}>;

export type MyselfStaffQuery = {
  myself: { ' $fragmentRefs'?: { StaffDetailsFragment: StaffDetailsFragment } };
};

export type CreateStaffMutationVariables = Exact<{
  business: string;
  firstName?: string | null | undefined;
  middleName?: string | null | undefined;
  lastName?: string | null | undefined;
  email?: string | null | undefined;
  phones?: Array<string> | string | null | undefined;
  street?: string | null | undefined;
  city?: string | null | undefined;
  state?: string | null | undefined;
  zipCode?: string | null | undefined;
  country?: string | null | undefined;
  birthdate?: string | null | undefined;
  gender?: string | null | undefined;
  staffRole?: string | null | undefined;
  staffBio?: string | null | undefined;
  staffCategorizedTags?: Array<StaffCategorizedTagsInput> | StaffCategorizedTagsInput | null | undefined;
  staffSecondaryAttribute?: string | null | undefined;
  staffServiceRates?: Array<StaffServiceRateInput> | StaffServiceRateInput | null | undefined;
  staffCommissionRates?: Array<StaffCommissionRateInput> | StaffCommissionRateInput | null | undefined;
  staffCalendarColor?: string | null | undefined;
  visibleByVisitors?: boolean | null | undefined;
  visibleByClients?: boolean | null | undefined;
  deactivated?: boolean | null | undefined;
  staffOnlineId?: string | null | undefined;
  staffEmployeeId?: string | null | undefined;
  canSeeStaffRatesAndProcessPayroll?: boolean | null | undefined;
  canUpdateStaffRates?: boolean | null | undefined;
  canSeeOwnClientsPersonalInfo?: boolean | null | undefined;
  canTakeOwnAttendance?: boolean | null | undefined;
  canCreateOwnClientsClientComments?: boolean | null | undefined;
  canUpdateOwnAppointments?: boolean | null | undefined;
  canCancelOwnAppointments?: boolean | null | undefined;
  canCancelOwnSessions?: boolean | null | undefined;
}>;

export type CreateStaffMutation = {
  createPeople: {
    status: string;
    error: string | null;
    people: { ' $fragmentRefs'?: { StaffDetailsFragment: StaffDetailsFragment } } | null;
  };
};

export type UpdateStaffMutationVariables = Exact<{
  business: string;
  id: string;
  expectedVersion?: number | null | undefined;
  profilePhoto?: string | null | undefined;
  firstName?: string | null | undefined;
  middleName?: string | null | undefined;
  lastName?: string | null | undefined;
  email?: string | null | undefined;
  phones?: Array<string> | string | null | undefined;
  street?: string | null | undefined;
  city?: string | null | undefined;
  state?: string | null | undefined;
  zipCode?: string | null | undefined;
  country?: string | null | undefined;
  birthdate?: string | null | undefined;
  gender?: string | null | undefined;
  staffRole?: string | null | undefined;
  staffBio?: string | null | undefined;
  staffCategorizedTags?: Array<StaffCategorizedTagsInput> | StaffCategorizedTagsInput | null | undefined;
  staffSecondaryAttribute?: string | null | undefined;
  staffServiceRates?: Array<StaffServiceRateInput> | StaffServiceRateInput | null | undefined;
  staffCommissionRates?: Array<StaffCommissionRateInput> | StaffCommissionRateInput | null | undefined;
  staffCalendarColor?: string | null | undefined;
  visibleByVisitors?: boolean | null | undefined;
  visibleByClients?: boolean | null | undefined;
  deactivated?: boolean | null | undefined;
  staffOnlineId?: string | null | undefined;
  staffEmployeeId?: string | null | undefined;
  canSeeStaffRatesAndProcessPayroll?: boolean | null | undefined;
  canUpdateStaffRates?: boolean | null | undefined;
  canSeeOwnClientsPersonalInfo?: boolean | null | undefined;
  canTakeOwnAttendance?: boolean | null | undefined;
  canCreateOwnClientsClientComments?: boolean | null | undefined;
  canUpdateOwnAppointments?: boolean | null | undefined;
  canCancelOwnAppointments?: boolean | null | undefined;
  canCancelOwnSessions?: boolean | null | undefined;
}>;

export type UpdateStaffMutation = {
  updatePeople: {
    status: string;
    error: string | null;
    people: { ' $fragmentRefs'?: { StaffDetailsFragment: StaffDetailsFragment } } | null;
  };
};

export type SelfUpdateStaffMutationVariables = Exact<{
  business: string;
  firstName?: string | null | undefined;
  middleName?: string | null | undefined;
  lastName?: string | null | undefined;
  email?: string | null | undefined;
  phones?: Array<string> | string | null | undefined;
  street?: string | null | undefined;
  city?: string | null | undefined;
  state?: string | null | undefined;
  zipCode?: string | null | undefined;
  country?: string | null | undefined;
  birthdate?: string | null | undefined;
  gender?: string | null | undefined;
  timezone?: string | null | undefined;
  profilePhoto?: string | null | undefined;
  notificationOptOuts?: Array<string> | string | null | undefined;
  staffOnlineId?: string | null | undefined;
  staffNotificationEmailDisabled?: boolean | null | undefined;
}>;

export type SelfUpdateStaffMutation = {
  selfUpdatePeople: {
    status: string;
    error: string | null;
    myself: { ' $fragmentRefs'?: { StaffDetailsFragment: StaffDetailsFragment } } | null;
  };
};

export type TimeOffItemFragment = {
  id: string;
  title: string;
  category: string | null;
  note: string | null;
  startAt: string;
  endAt: string;
  allDay: boolean;
  timezone: string;
  status: string;
  processStatus: string | null;
  reviewedAt: string | null;
  reviewNote: string | null;
  requester: { id: string; name: string };
  reviewer: { id: string; name: string } | null;
  overlappingEvents: Array<{ id: string; name: string; startAt: string; endAt: string }>;
} & { ' $fragmentName'?: 'TimeOffItemFragment' };

export type TimeOffRequestsQueryVariables = Exact<{
  business: string;
  status?: string | null | undefined;
}>;

export type TimeOffRequestsQuery = {
  timeOffRequests: Array<{ ' $fragmentRefs'?: { TimeOffItemFragment: TimeOffItemFragment } }>;
};

export type TimeOffRequestQueryVariables = Exact<{
  business: string;
  id: string;
}>;

export type TimeOffRequestQuery = {
  timeOffRequest: { ' $fragmentRefs'?: { TimeOffItemFragment: TimeOffItemFragment } };
};

export type TimeOffSettingsQueryVariables = Exact<{
  businessName: string;
}>;

export type TimeOffSettingsQuery = {
  businessQuery: { name: string; timezone: string | null; timeOffCategories: Array<string> | null } | null;
};

export type CreateTimeOffRequestMutationVariables = Exact<{
  business: string;
  request: TimeOffRequestInput;
}>;

export type CreateTimeOffRequestMutation = {
  createTimeOffRequest: {
    status: string;
    error: string | null;
    request: { ' $fragmentRefs'?: { TimeOffItemFragment: TimeOffItemFragment } } | null;
  };
};

export type UpdateTimeOffRequestMutationVariables = Exact<{
  business: string;
  request: UpdateTimeOffRequestInput;
}>;

export type UpdateTimeOffRequestMutation = {
  updateTimeOffRequest: {
    status: string;
    error: string | null;
    request: { ' $fragmentRefs'?: { TimeOffItemFragment: TimeOffItemFragment } } | null;
  };
};

export type CancelTimeOffRequestMutationVariables = Exact<{
  business: string;
  id: string;
}>;

export type CancelTimeOffRequestMutation = {
  cancelTimeOffRequest: {
    status: string;
    error: string | null;
    request: { ' $fragmentRefs'?: { TimeOffItemFragment: TimeOffItemFragment } } | null;
  };
};

export type ApproveTimeOffRequestMutationVariables = Exact<{
  business: string;
  id: string;
  note?: string | null | undefined;
}>;

export type ApproveTimeOffRequestMutation = {
  approveTimeOffRequest: {
    status: string;
    error: string | null;
    request: { ' $fragmentRefs'?: { TimeOffItemFragment: TimeOffItemFragment } } | null;
  };
};

export type RejectTimeOffRequestMutationVariables = Exact<{
  business: string;
  id: string;
  note?: string | null | undefined;
}>;

export type RejectTimeOffRequestMutation = {
  rejectTimeOffRequest: {
    status: string;
    error: string | null;
    request: { ' $fragmentRefs'?: { TimeOffItemFragment: TimeOffItemFragment } } | null;
  };
};

export type WaitlistItemFragment = {
  id: string;
  title: string;
  serviceId: string;
  serviceName: string;
  staffId: string | null;
  staffName: string | null;
  locationId: string | null;
  locationName: string | null;
  fromDate: string;
  toDate: string;
  status: string;
  createdAt: string;
  client: { id: string; name: string };
  windows: Array<{ weekdays: Array<string>; fromTime: string; toTime: string }>;
} & { ' $fragmentName'?: 'WaitlistItemFragment' };

export type WaitlistNotificationsQueryVariables = Exact<{
  business: string;
  status?: string | null | undefined;
}>;

export type WaitlistNotificationsQuery = {
  waitlistNotifications: Array<{ ' $fragmentRefs'?: { WaitlistItemFragment: WaitlistItemFragment } }>;
};

export type WaitlistNotificationQueryVariables = Exact<{
  business: string;
  id: string;
}>;

export type WaitlistNotificationQuery = {
  waitlistNotification: { ' $fragmentRefs'?: { WaitlistItemFragment: WaitlistItemFragment } };
};

export type WaitlistOptionsQueryVariables = Exact<{
  business: string;
}>;

export type WaitlistOptionsQuery = {
  businessQuery: { name: string; timezone: string | null } | null;
  services: Array<{ id: string; name: string; bookingKind: string }>;
  locations: Array<{ id: string; name: string }>;
};

export type CreateWaitlistNotificationMutationVariables = Exact<{
  business: string;
  notification: WaitlistNotificationInput;
}>;

export type CreateWaitlistNotificationMutation = {
  createWaitlistNotification: {
    status: string;
    error: string | null;
    notification: { ' $fragmentRefs'?: { WaitlistItemFragment: WaitlistItemFragment } } | null;
  };
};

export type UpdateWaitlistNotificationMutationVariables = Exact<{
  business: string;
  notification: UpdateWaitlistNotificationInput;
}>;

export type UpdateWaitlistNotificationMutation = {
  updateWaitlistNotification: {
    status: string;
    error: string | null;
    notification: { ' $fragmentRefs'?: { WaitlistItemFragment: WaitlistItemFragment } } | null;
  };
};

export type DeleteWaitlistNotificationMutationVariables = Exact<{
  business: string;
  id: string;
}>;

export type DeleteWaitlistNotificationMutation = {
  deleteWaitlistNotification: { status: string; error: string | null; id: string | null };
};

export type UnsubscribeWaitlistNotificationMutationVariables = Exact<{
  business: string;
  id: string;
  token: string;
}>;

export type UnsubscribeWaitlistNotificationMutation = {
  unsubscribeWaitlistNotification: {
    status: string;
    error: string | null;
    notification: { id: string; title: string; serviceName: string; status: string } | null;
  };
};

export const SmsUsageFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SmsUsage' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Business' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'smsFeatureEnabled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'smsTier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'smsCountTotal' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SmsUsageFragment, unknown>;
export const BookingOutcomeFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BookingOutcome' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BookingResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'error' } },
          { kind: 'Field', name: { kind: 'Name', value: 'warnings' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'events' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BookingOutcomeFragment, unknown>;
export const EventDetailsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EventDetails' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Event' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'originalStartAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'recurringId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'recurringOutlier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rrule' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roomId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roomName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLocked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serviceId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serviceName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sessionId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'session' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasNote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'holdUntil' } },
          { kind: 'Field', name: { kind: 'Name', value: 'calendarColor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'primaryStaffId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'planName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'slots' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'capacity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'clients' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'peopleId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'enrollmentType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'planName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'statusLabel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cancellationConsequence' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cancellationCreditName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staff' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'peopleId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EventDetailsFragment, unknown>;
export const EventsOutcomeFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EventsOutcome' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'EventsResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'error' } },
          { kind: 'Field', name: { kind: 'Name', value: 'warnings' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'events' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'EventDetails' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EventDetails' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Event' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'originalStartAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'recurringId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'recurringOutlier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rrule' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roomId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roomName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLocked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serviceId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serviceName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sessionId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'session' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasNote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'holdUntil' } },
          { kind: 'Field', name: { kind: 'Name', value: 'calendarColor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'primaryStaffId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'planName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'slots' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'capacity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'clients' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'peopleId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'enrollmentType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'planName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'statusLabel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cancellationConsequence' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cancellationCreditName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staff' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'peopleId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EventsOutcomeFragment, unknown>;
export const BusinessConfigFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BusinessConfig' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Business' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'contactEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emailFrom' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tagline' } },
          { kind: 'Field', name: { kind: 'Name', value: 'uiLogoUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'uiFaviconUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'uiPrimaryColor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'uiSecondaryColor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'federatedLoginEnabled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'smsFeatureEnabled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'voipEnabled' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BusinessConfigFragment, unknown>;
export const ClientRowFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ClientRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'People' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePhoto' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'primaryPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffRole' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ClientRowFragment, unknown>;
export const PersonLinkFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PersonLink' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'People' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePhoto' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffRole' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PersonLinkFragment, unknown>;
export const ClientProfileFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ClientProfile' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'People' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'middleName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePhoto' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phones' } },
          { kind: 'Field', name: { kind: 'Name', value: 'primaryPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'zipCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'country' } },
          { kind: 'Field', name: { kind: 'Name', value: 'birthdate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gender' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'photoRelease' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'flags' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                { kind: 'Field', name: { kind: 'Name', value: 'note' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'customAttributes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'joinedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'newMemberAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'memberLostAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hiddenAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffRole' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'accountManagers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PersonLink' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'dependents' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PersonLink' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'peers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PersonLink' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PersonLink' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'People' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePhoto' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffRole' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ClientProfileFragment, unknown>;
export const PickerPersonFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PickerPerson' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'People' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePhoto' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffRole' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PickerPersonFragment, unknown>;
export const ClientFormPersonFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ClientFormPerson' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'People' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'middleName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phones' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'zipCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'country' } },
          { kind: 'Field', name: { kind: 'Name', value: 'birthdate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gender' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'photoRelease' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'flags' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                { kind: 'Field', name: { kind: 'Name', value: 'note' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'customAttributes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'staffRole' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'accountManagers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PickerPerson' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'dependents' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PickerPerson' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PickerPerson' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'People' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePhoto' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffRole' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ClientFormPersonFragment, unknown>;
export const LocationListItemFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LocationListItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Location' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'zipCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'visibleByVisitors' } },
          { kind: 'Field', name: { kind: 'Name', value: 'visibleByClients' } },
          { kind: 'Field', name: { kind: 'Name', value: 'visibleInFooter' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rooms' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LocationListItemFragment, unknown>;
export const LocationDetailsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LocationDetails' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Location' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mainPhoto' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'zipCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'country' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'smsPhoneNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'suggestedTimezone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'salesTax' } },
          { kind: 'Field', name: { kind: 'Name', value: 'yelpLink' } },
          { kind: 'Field', name: { kind: 'Name', value: 'googleReviewLink' } },
          { kind: 'Field', name: { kind: 'Name', value: 'googlePlaceId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'googleRating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'googleRatingsCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'yelpRating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'yelpRatingsCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'visibleByVisitors' } },
          { kind: 'Field', name: { kind: 'Name', value: 'visibleByClients' } },
          { kind: 'Field', name: { kind: 'Name', value: 'visibleInFooter' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rooms' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'applicableServices' } },
                { kind: 'Field', name: { kind: 'Name', value: 'onlineId' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'hoursOpen' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fromTime' } },
                { kind: 'Field', name: { kind: 'Name', value: 'toTime' } },
                { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rrule' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'hoursClosed' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fromTime' } },
                { kind: 'Field', name: { kind: 'Name', value: 'toTime' } },
                { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rrule' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LocationDetailsFragment, unknown>;
export const FormFieldPartsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FormFieldParts' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FormField' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fieldType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'showField' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requireField' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fieldChoices' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'conditionalOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'selectedChoice' } },
                { kind: 'Field', name: { kind: 'Name', value: 'choices' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'conditionalFieldId' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FormFieldPartsFragment, unknown>;
export const DependentSummaryFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DependentSummary' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'People' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePhoto' } },
          { kind: 'Field', name: { kind: 'Name', value: 'birthdate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gender' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DependentSummaryFragment, unknown>;
export const SelfDetailsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SelfDetails' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'People' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'middleName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePhoto' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phones' } },
          { kind: 'Field', name: { kind: 'Name', value: 'primaryPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'zipCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'country' } },
          { kind: 'Field', name: { kind: 'Name', value: 'birthdate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gender' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'leadCaptureFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'marketingEmailDisabled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disableAllSmsNotifications' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffRole' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SelfDetailsFragment, unknown>;
export const ServiceListItemFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ServiceListItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Service' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'typeLabel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bookingKind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hiddenAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'durationMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'plans' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ServiceListItemFragment, unknown>;
export const SessionDetailsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SessionDetails' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Session' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'service' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notBeforeAgeMonths' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notAfterAgeMonths' } },
          { kind: 'Field', name: { kind: 'Name', value: 'onlineId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allowEnrollmentUntilDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shortenedUrl' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staff' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SessionDetailsFragment, unknown>;
export const ServiceDetailsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ServiceDetails' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Service' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'photos' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mainPhoto' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'eventType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requiresBooking' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasSessions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'durationMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hiddenAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notBeforeAgeMonths' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notAfterAgeMonths' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allowsJoinOnline' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allowStaffToClientCancelUnpaid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allowClientToSelfCancelUnpaid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disableSelfCancellation' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disableUseCredits' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disableLessonMateRequest' } },
          { kind: 'Field', name: { kind: 'Name', value: 'visitCancellationConsequence' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lateVisitCancellationConsequence' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancellationWindowHours' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancellationPolicy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lateVisitCancellationServiceCreditName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'visitCancellationServiceCreditName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffVisitCancellationServiceCreditName' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'visitCancellationServiceCreditSubscriptionPeriodCapDays' },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'typeLabel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bookingKind' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'termsAndConditionsRevision' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'policyId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'plans' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pricePerVisit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'deposit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'countStaffCanceledVisits' } },
                { kind: 'Field', name: { kind: 'Name', value: 'signupPrice' } },
                { kind: 'Field', name: { kind: 'Name', value: 'signupWaivedIfMember' } },
                { kind: 'Field', name: { kind: 'Name', value: 'onlyPayableWithCredit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'taxRate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'dueType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'dueMinusDays' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paymentType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paymentInterval' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasLatePayment' } },
                { kind: 'Field', name: { kind: 'Name', value: 'latePaymentDays' } },
                { kind: 'Field', name: { kind: 'Name', value: 'latePaymentAmount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'autoPayDeltaDaysEnabled' } },
                { kind: 'Field', name: { kind: 'Name', value: 'autoPayDeltaDays' } },
                { kind: 'Field', name: { kind: 'Name', value: 'enabledForSelfBooking' } },
                { kind: 'Field', name: { kind: 'Name', value: 'visits' } },
                { kind: 'Field', name: { kind: 'Name', value: 'visitInterval' } },
                { kind: 'Field', name: { kind: 'Name', value: 'visitPreEnroll' } },
                { kind: 'Field', name: { kind: 'Name', value: 'holdPossible' } },
                { kind: 'Field', name: { kind: 'Name', value: 'maxHoldNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'maxHoldPeriod' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sessionConversionTracking' } },
                { kind: 'Field', name: { kind: 'Name', value: 'makesMember' } },
                { kind: 'Field', name: { kind: 'Name', value: 'makesLifetimeMember' } },
                { kind: 'Field', name: { kind: 'Name', value: 'canBePurchasedWithoutBooking' } },
                { kind: 'Field', name: { kind: 'Name', value: 'requiresTermsAndConditionsAcceptance' } },
                { kind: 'Field', name: { kind: 'Name', value: 'spotlight' } },
                { kind: 'Field', name: { kind: 'Name', value: 'clientLifecycleStatusOnBook' } },
                { kind: 'Field', name: { kind: 'Name', value: 'clientLifecycleStatusOnAttended' } },
                { kind: 'Field', name: { kind: 'Name', value: 'clientLifecycleStatusOnCancel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'assignedClientTags' } },
                { kind: 'Field', name: { kind: 'Name', value: 'recurringInvoiceNote' } },
                { kind: 'Field', name: { kind: 'Name', value: 'requiresPaymentMethodForFreePlan' } },
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'canBeDeleted' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'discountPolicy' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'discountType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'discountRate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'discountCalculation' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'locations' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sessions' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'includePast' },
                value: { kind: 'BooleanValue', value: true },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'SessionDetails' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SessionDetails' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Session' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'service' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notBeforeAgeMonths' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notAfterAgeMonths' } },
          { kind: 'Field', name: { kind: 'Name', value: 'onlineId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allowEnrollmentUntilDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shortenedUrl' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staff' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ServiceDetailsFragment, unknown>;
export const StaffHoursItemFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffHoursItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StaffHours' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fromTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'toTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rrule' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'location' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'allowsOnline' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'services' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'roomName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timeOffRequestId' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StaffHoursItemFragment, unknown>;
export const StaffListItemFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffListItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'People' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'middleName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePhoto' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffRole' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffSecondaryAttribute' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phones' } },
          { kind: 'Field', name: { kind: 'Name', value: 'primaryPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deactivated' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StaffListItemFragment, unknown>;
export const StaffDetailsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffDetails' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'People' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'middleName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePhoto' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phones' } },
          { kind: 'Field', name: { kind: 'Name', value: 'primaryPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'zipCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'country' } },
          { kind: 'Field', name: { kind: 'Name', value: 'birthdate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gender' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notificationOptOuts' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffRole' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffSecondaryAttribute' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffBio' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staffCategorizedTags' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'category' } },
                { kind: 'Field', name: { kind: 'Name', value: 'tags' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staffServiceRates' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'services' } },
                { kind: 'Field', name: { kind: 'Name', value: 'locations' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rateType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bonusAmount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bonusThreshold' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bonusCeiling' } },
                { kind: 'Field', name: { kind: 'Name', value: 'countNoShows' } },
                { kind: 'Field', name: { kind: 'Name', value: 'countCancel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'countLateCancel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'countLocationClosures' } },
                { kind: 'Field', name: { kind: 'Name', value: 'countStaffCancel' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staffCommissionRates' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'services' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rateType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'visibleByVisitors' } },
          { kind: 'Field', name: { kind: 'Name', value: 'visibleByClients' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deactivated' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffOnlineId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffEmployeeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffCalendarColor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffNotificationEmailDisabled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canSeeStaffRatesAndProcessPayroll' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canUpdateStaffRates' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canSeeOwnClientsPersonalInfo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canTakeOwnAttendance' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canCreateOwnClientsClientComments' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canUpdateOwnAppointments' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canCancelOwnAppointments' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canCancelOwnSessions' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StaffDetailsFragment, unknown>;
export const TimeOffItemFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TimeOffItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'TimeOffRequest' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'requester' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allDay' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'processStatus' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reviewer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewNote' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'overlappingEvents' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TimeOffItemFragment, unknown>;
export const WaitlistItemFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WaitlistItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WaitlistNotification' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'client' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'serviceId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serviceName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationName' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'windows' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'weekdays' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fromTime' } },
                { kind: 'Field', name: { kind: 'Name', value: 'toTime' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'fromDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'toDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WaitlistItemFragment, unknown>;
export const LoginSimpleDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'LoginSimple' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'login' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'returnIdToken' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'loginSimple' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'login' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'login' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'password' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'returnIdToken' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'returnIdToken' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                { kind: 'Field', name: { kind: 'Name', value: 'idToken' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refreshToken' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LoginSimpleMutation, LoginSimpleMutationVariables>;
export const LoginPasswordlessDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'LoginPasswordless' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'loginPasswordless' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'token' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                { kind: 'Field', name: { kind: 'Name', value: 'idToken' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refreshToken' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LoginPasswordlessMutation, LoginPasswordlessMutationVariables>;
export const LoginRefreshDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'LoginRefresh' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'refreshToken' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'loginRefresh' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'refreshToken' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'refreshToken' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                { kind: 'Field', name: { kind: 'Name', value: 'idToken' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refreshToken' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LoginRefreshMutation, LoginRefreshMutationVariables>;
export const LogoutDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'Logout' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'refreshToken' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'everywhere' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'logout' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'refreshToken' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'refreshToken' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'everywhere' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'everywhere' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const RequestSelfAuthLinkDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RequestSelfAuthLink' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'requestSelfAuthLink' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RequestSelfAuthLinkMutation, RequestSelfAuthLinkMutationVariables>;
export const CurrentUserDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CurrentUser' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'currentUser' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'staffRole' } },
                { kind: 'Field', name: { kind: 'Name', value: 'business' } },
                { kind: 'Field', name: { kind: 'Name', value: 'accountId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'permissions' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'action' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'resource' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'allowed' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CurrentUserQuery, CurrentUserQueryVariables>;
export const AccountsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Accounts' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'accounts' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'business' } },
                { kind: 'Field', name: { kind: 'Name', value: 'staffRole' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'businessDetails' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'uiLogoUrl' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AccountsQuery, AccountsQueryVariables>;
export const AvailabilitiesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Availabilities' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'fromDate' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'toDate' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'staffIds' } },
          type: {
            kind: 'ListType',
            type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'locationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'serviceId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'availabilities' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'fromDate' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'fromDate' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'toDate' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'toDate' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'staffIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'staffIds' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'locationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'locationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'serviceId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'serviceId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'staffId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'staffName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'available' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'roomName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'locationName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'serviceNames' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AvailabilitiesQuery, AvailabilitiesQueryVariables>;
export const BusinessNoticesQueryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BusinessNoticesQuery' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'businessName' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'businessQuery' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'businessName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'businessName' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'billingWarning' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SmsUsage' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SmsUsage' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Business' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'smsFeatureEnabled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'smsTier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'smsCountTotal' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BusinessNoticesQueryQuery, BusinessNoticesQueryQueryVariables>;
export const BookAppointmentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'BookAppointment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'booking' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'AppointmentInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'bookAppointment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'booking' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'booking' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'BookingOutcome' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BookingOutcome' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BookingResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'error' } },
          { kind: 'Field', name: { kind: 'Name', value: 'warnings' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'events' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BookAppointmentMutation, BookAppointmentMutationVariables>;
export const UpdateEventDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateEvent' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'event' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateEventInput' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'scope' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateEvent' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'event' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'event' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'scope' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'scope' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'EventsOutcome' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EventDetails' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Event' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'originalStartAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'recurringId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'recurringOutlier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rrule' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roomId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roomName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLocked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serviceId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serviceName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sessionId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'session' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasNote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'holdUntil' } },
          { kind: 'Field', name: { kind: 'Name', value: 'calendarColor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'primaryStaffId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'planName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'slots' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'capacity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'clients' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'peopleId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'enrollmentType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'planName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'statusLabel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cancellationConsequence' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cancellationCreditName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staff' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'peopleId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EventsOutcome' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'EventsResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'error' } },
          { kind: 'Field', name: { kind: 'Name', value: 'warnings' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'events' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'EventDetails' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateEventMutation, UpdateEventMutationVariables>;
export const BookingCatalogueDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BookingCatalogue' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'businessQuery' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'businessName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'services' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bookingKind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasSessions' } },
                { kind: 'Field', name: { kind: 'Name', value: 'requiresBooking' } },
                { kind: 'Field', name: { kind: 'Name', value: 'durationMinutes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hiddenAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'notBeforeAgeMonths' } },
                { kind: 'Field', name: { kind: 'Name', value: 'notAfterAgeMonths' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'plans' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'sessions' },
                  arguments: [
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'status' },
                      value: {
                        kind: 'ListValue',
                        values: [{ kind: 'StringValue', value: 'SESSION_STATUS_ACTIVE', block: false }],
                      },
                    },
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'includeNotOpenForEnrollment' },
                      value: { kind: 'BooleanValue', value: true },
                    },
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'includePast' },
                      value: { kind: 'BooleanValue', value: false },
                    },
                  ],
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'locations' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'locationType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'rooms' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'applicableServices' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BookingCatalogueQuery, BookingCatalogueQueryVariables>;
export const ServiceStaffDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ServiceStaff' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'serviceId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staff' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'serviceId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'serviceId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'prioritized' },
                value: { kind: 'BooleanValue', value: true },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'IntValue', value: '100' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ServiceStaffQuery, ServiceStaffQueryVariables>;
export const PeopleByIdDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PeopleById' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'people' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PickerPerson' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PickerPerson' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'People' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePhoto' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffRole' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PeopleByIdQuery, PeopleByIdQueryVariables>;
export const BookingTimeslotsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BookingTimeslots' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'serviceId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'planName' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'locationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'staffId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'roomId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'fromDate' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'toDate' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'timeslots' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'serviceId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'serviceId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'planName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'planName' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'locationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'locationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'staffId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'staffId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'roomId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'roomId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'fromDate' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'fromDate' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'toDate' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'toDate' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'startAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'staffId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'staffName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'locationName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'roomName' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BookingTimeslotsQuery, BookingTimeslotsQueryVariables>;
export const SessionEventsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SessionEvents' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'serviceId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sessionId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sessionProgram' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'serviceId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'serviceId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sessionId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sessionId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'events' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'startAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'endAt' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SessionEventsQuery, SessionEventsQueryVariables>;
export const EnrollInSessionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'EnrollInSession' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'enrolment' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'EnrolmentInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'enrollInSession' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'enrolment' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'enrolment' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'BookingOutcome' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BookingOutcome' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BookingResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'error' } },
          { kind: 'Field', name: { kind: 'Name', value: 'warnings' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'events' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EnrollInSessionMutation, EnrollInSessionMutationVariables>;
export const TransferEnrolmentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TransferEnrolment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'fromSessionId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'toSessionId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'fromDate' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'planName' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'transferEnrolment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'fromSessionId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'fromSessionId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'toSessionId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'toSessionId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'fromDate' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'fromDate' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'planName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'planName' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'BookingOutcome' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BookingOutcome' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BookingResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'error' } },
          { kind: 'Field', name: { kind: 'Name', value: 'warnings' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'events' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TransferEnrolmentMutation, TransferEnrolmentMutationVariables>;
export const BatchEnrollDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'BatchEnroll' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sessionId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'planName' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'enrollmentType' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'batchEnroll' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sessionId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sessionId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientIds' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'planName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'planName' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'enrollmentType' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'enrollmentType' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                { kind: 'Field', name: { kind: 'Name', value: 'warnings' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'events' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BatchEnrollMutation, BatchEnrollMutationVariables>;
export const CreateSessionEventDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateSessionEvent' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'event' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'SessionEventInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createSessionEvent' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'event' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'event' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                { kind: 'Field', name: { kind: 'Name', value: 'warnings' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'events' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'startAt' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateSessionEventMutation, CreateSessionEventMutationVariables>;
export const UpdateSessionEventDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateSessionEvent' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'event' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateSessionEventInput' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'scope' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateSessionEvent' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'event' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'event' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'scope' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'scope' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'EventsOutcome' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EventDetails' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Event' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'originalStartAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'recurringId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'recurringOutlier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rrule' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roomId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roomName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLocked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serviceId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serviceName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sessionId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'session' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasNote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'holdUntil' } },
          { kind: 'Field', name: { kind: 'Name', value: 'calendarColor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'primaryStaffId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'planName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'slots' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'capacity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'clients' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'peopleId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'enrollmentType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'planName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'statusLabel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cancellationConsequence' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cancellationCreditName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staff' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'peopleId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EventsOutcome' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'EventsResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'error' } },
          { kind: 'Field', name: { kind: 'Name', value: 'warnings' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'events' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'EventDetails' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateSessionEventMutation, UpdateSessionEventMutationVariables>;
export const ConfirmSessionEventDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ConfirmSessionEvent' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'confirmSessionEvent' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'events' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'EventDetails' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EventDetails' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Event' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'originalStartAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'recurringId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'recurringOutlier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rrule' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roomId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roomName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLocked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serviceId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serviceName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sessionId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'session' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasNote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'holdUntil' } },
          { kind: 'Field', name: { kind: 'Name', value: 'calendarColor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'primaryStaffId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'planName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'slots' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'capacity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'clients' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'peopleId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'enrollmentType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'planName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'statusLabel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cancellationConsequence' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cancellationCreditName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staff' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'peopleId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConfirmSessionEventMutation, ConfirmSessionEventMutationVariables>;
export const BusinessListQueryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'businessListQuery' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'allBusinesses' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'contactEmail' } },
                { kind: 'Field', name: { kind: 'Name', value: 'country' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'plan' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'planType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'accountStatus' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'freeUntil' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'planAmountDue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'prospectCompletion' } },
                { kind: 'Field', name: { kind: 'Name', value: 'prospectLikelihood' } },
                { kind: 'Field', name: { kind: 'Name', value: 'activitiesLast1d' } },
                { kind: 'Field', name: { kind: 'Name', value: 'activitiesLast7d' } },
                { kind: 'Field', name: { kind: 'Name', value: 'activitiesLast30d' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hsDealId' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BusinessListQueryQuery, BusinessListQueryQueryVariables>;
export const CreateBusinessDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateBusiness' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'fullName' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'country' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'locale' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'timezone' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'contactEmail' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'businessWebsite' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'businessPhoneNumber' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'emailFrom' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'tagline' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'notificationsEnabled' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'notificationsEnabledOwnersOnly' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ownerEmail' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ownerFirstName' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ownerLastName' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createBusiness' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'name' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'fullName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'fullName' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'country' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'country' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'locale' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'locale' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'timezone' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'timezone' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'contactEmail' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'contactEmail' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'businessWebsite' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'businessWebsite' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'businessPhoneNumber' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'businessPhoneNumber' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'emailFrom' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'emailFrom' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'tagline' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'tagline' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'notificationsEnabled' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'notificationsEnabled' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'notificationsEnabledOwnersOnly' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'notificationsEnabledOwnersOnly' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'ownerEmail' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'ownerEmail' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'ownerFirstName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'ownerFirstName' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'ownerLastName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'ownerLastName' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'business' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateBusinessMutation, CreateBusinessMutationVariables>;
export const CheckBusinessNameAvailabilityDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CheckBusinessNameAvailability' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'checkBusinessNameAvailability' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'available' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CheckBusinessNameAvailabilityQuery, CheckBusinessNameAvailabilityQueryVariables>;
export const SelfRegisterBusinessDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SelfRegisterBusiness' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'firstName' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'lastName' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'phoneNumber' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'businessFullName' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'businessWebsite' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'country' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'locale' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'prospectActiveStudents' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'prospectActiveLocations' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'prospectCurrentSoftware' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'prospectPainPoints' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'selfRegisterBusiness' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'firstName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'firstName' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'lastName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'lastName' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'phoneNumber' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'phoneNumber' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'businessFullName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'businessFullName' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'businessWebsite' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'businessWebsite' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'country' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'country' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'locale' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'locale' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'prospectActiveStudents' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'prospectActiveStudents' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'prospectActiveLocations' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'prospectActiveLocations' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'prospectCurrentSoftware' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'prospectCurrentSoftware' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'prospectPainPoints' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'prospectPainPoints' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SelfRegisterBusinessMutation, SelfRegisterBusinessMutationVariables>;
export const ConfirmBusinessRegistrationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ConfirmBusinessRegistration' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'confirmBusinessRegistration' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'token' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'business' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  ConfirmBusinessRegistrationMutation,
  ConfirmBusinessRegistrationMutationVariables
>;
export const SelectBusinessListDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SelectBusinessList' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'allBusinesses' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SelectBusinessListQuery, SelectBusinessListQueryVariables>;
export const BusinessQueryForAppDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BusinessQueryForApp' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'businessName' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'businessQueryForApp' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'businessName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'businessName' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'domainReady' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BusinessQueryForAppQuery, BusinessQueryForAppQueryVariables>;
export const BusinessQueryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BusinessQuery' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'businessName' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'businessQuery' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'businessName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'businessName' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'BusinessConfig' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BusinessConfig' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Business' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'contactEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emailFrom' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tagline' } },
          { kind: 'Field', name: { kind: 'Name', value: 'uiLogoUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'uiFaviconUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'uiPrimaryColor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'uiSecondaryColor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'federatedLoginEnabled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'smsFeatureEnabled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'voipEnabled' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BusinessQueryQuery, BusinessQueryQueryVariables>;
export const SelfIcalFeedsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SelfIcalFeeds' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'selfIcalFeeds' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'staffCalendar' } },
                { kind: 'Field', name: { kind: 'Name', value: 'periodMonths' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SelfIcalFeedsQuery, SelfIcalFeedsQueryVariables>;
export const SelfCreateIcalUrlDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SelfCreateIcalUrl' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'periodMonth' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'staffCalendar' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'selfCreateIcalUrl' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'periodMonth' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'periodMonth' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'staffCalendar' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'staffCalendar' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SelfCreateIcalUrlMutation, SelfCreateIcalUrlMutationVariables>;
export const RevokeIcalUrlDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RevokeIcalUrl' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'staffCalendar' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'revokeIcalUrl' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'staffCalendar' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'staffCalendar' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RevokeIcalUrlMutation, RevokeIcalUrlMutationVariables>;
export const CalendarPlacesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CalendarPlaces' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'businessQuery' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'businessName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'locations' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'rooms' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'services' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'tags' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CalendarPlacesQuery, CalendarPlacesQueryVariables>;
export const CalendarStaffDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CalendarStaff' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staff' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'IntValue', value: '100' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePhoto' } },
                { kind: 'Field', name: { kind: 'Name', value: 'staffCalendarColor' } },
                { kind: 'Field', name: { kind: 'Name', value: 'deactivated' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CalendarStaffQuery, CalendarStaffQueryVariables>;
export const CalendarAvailabilitiesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CalendarAvailabilities' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'fromDate' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'toDate' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'staffIds' } },
          type: {
            kind: 'ListType',
            type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'availabilities' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'fromDate' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'fromDate' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'toDate' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'toDate' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'staffIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'staffIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'staffId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'staffName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'available' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'roomName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'locationName' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CalendarAvailabilitiesQuery, CalendarAvailabilitiesQueryVariables>;
export const CalendarEventsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CalendarEvents' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'fromDate' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'toDate' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'locationIds' } },
          type: {
            kind: 'ListType',
            type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'roomIds' } },
          type: {
            kind: 'ListType',
            type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'staffIds' } },
          type: {
            kind: 'ListType',
            type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'serviceIds' } },
          type: {
            kind: 'ListType',
            type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'serviceTags' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'activeOnly' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'events' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'fromDate' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'fromDate' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'toDate' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'toDate' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'locationIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'locationIds' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'roomIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'roomIds' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'staffIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'staffIds' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'serviceIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'serviceIds' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'serviceTags' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'serviceTags' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'activeOnly' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'activeOnly' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isLocked' } },
                { kind: 'Field', name: { kind: 'Name', value: 'calendarColor' } },
                { kind: 'Field', name: { kind: 'Name', value: 'note' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasNote' } },
                { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'locationName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'roomId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'roomName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'serviceId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'serviceName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sessionId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'recurringId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'recurringOutlier' } },
                { kind: 'Field', name: { kind: 'Name', value: 'primaryStaffId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'version' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'clients' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'peopleId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'statusLabel' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'planName' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'staff' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'peopleId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'profilePhoto' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CalendarEventsQuery, CalendarEventsQueryVariables>;
export const CalendarUpdateEventDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CalendarUpdateEvent' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'event' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateEventInput' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'scope' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateEvent' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'event' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'event' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'scope' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'scope' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                { kind: 'Field', name: { kind: 'Name', value: 'warnings' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'events' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'version' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'startAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'endAt' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CalendarUpdateEventMutation, CalendarUpdateEventMutationVariables>;
export const CalendarCancelEventDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CalendarCancelEvent' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'scope' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'doNotNotify' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cancelEvent' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'scope' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'scope' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'reason' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'doNotNotify' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'doNotNotify' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'events' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'version' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'startAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'endAt' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CalendarCancelEventMutation, CalendarCancelEventMutationVariables>;
export const CalendarSetAttendanceDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CalendarSetAttendance' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'eventId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setAttendance' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'eventId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'eventId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'status' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'events' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'version' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'startAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'endAt' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CalendarSetAttendanceMutation, CalendarSetAttendanceMutationVariables>;
export const CalendarBatchCancelEventsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CalendarBatchCancelEvents' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'doNotNotify' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'batchCancelEvents' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'ids' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'reason' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'doNotNotify' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'doNotNotify' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'events' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CalendarBatchCancelEventsMutation, CalendarBatchCancelEventsMutationVariables>;
export const CalendarBatchSetAttendanceDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CalendarBatchSetAttendance' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'items' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'AttendanceItemInput' } },
              },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'batchSetAttendance' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'items' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'items' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'events' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CalendarBatchSetAttendanceMutation, CalendarBatchSetAttendanceMutationVariables>;
export const CalendarBatchUpdateEventsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CalendarBatchUpdateEvents' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'changes' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'BatchEventChangesInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'batchUpdateEvents' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'ids' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'changes' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'changes' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'events' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CalendarBatchUpdateEventsMutation, CalendarBatchUpdateEventsMutationVariables>;
export const ClientSearchDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ClientSearch' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'people' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientsOnly' },
                value: { kind: 'BooleanValue', value: true },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'status' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ClientRow' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ClientRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'People' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePhoto' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'primaryPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffRole' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ClientSearchQuery, ClientSearchQueryVariables>;
export const ClientPageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ClientPage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'flag' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'cursor' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'paginatedPeople' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'status' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'flag' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'flag' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'cursor' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'cursor' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'people' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ClientRow' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'cursor' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ClientRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'People' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePhoto' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'primaryPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffRole' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ClientPageQuery, ClientPageQueryVariables>;
export const PeopleAdvancedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PeopleAdvanced' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'tags' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'flags' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'statuses' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customAttribute' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'CustomAttributeFilter' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'photoRelease' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'created' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'DateRangeInput' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'loggedIn' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'DateRangeInput' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'birthdate' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'DateRangeInput' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'newMember' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'DateRangeInput' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'lostMember' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'DateRangeInput' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'staff' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'includeHidden' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'peopleAdvanced' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'tags' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'tags' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'flags' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'flags' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'statuses' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'statuses' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customAttribute' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customAttribute' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'photoRelease' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'photoRelease' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'created' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'created' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'loggedIn' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'loggedIn' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'birthdate' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'birthdate' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'newMember' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'newMember' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'lostMember' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'lostMember' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'staff' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'staff' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'includeHidden' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'includeHidden' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ClientRow' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ClientRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'People' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePhoto' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'primaryPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffRole' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PeopleAdvancedQuery, PeopleAdvancedQueryVariables>;
export const ClientSettingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ClientSettings' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'businessName' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'businessQuery' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'businessName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'businessName' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'country' } },
                { kind: 'Field', name: { kind: 'Name', value: 'clientStatuses' } },
                { kind: 'Field', name: { kind: 'Name', value: 'defaultClientStatus' } },
                { kind: 'Field', name: { kind: 'Name', value: 'clientCustomAttributes' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'tagCategories' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'tags' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ClientSettingsQuery, ClientSettingsQueryVariables>;
export const ClientProfileQueryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ClientProfileQuery' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'people' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'includeHidden' },
                value: { kind: 'BooleanValue', value: true },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'IntValue', value: '1' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ClientProfile' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PersonLink' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'People' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePhoto' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffRole' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ClientProfile' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'People' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'middleName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePhoto' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phones' } },
          { kind: 'Field', name: { kind: 'Name', value: 'primaryPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'zipCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'country' } },
          { kind: 'Field', name: { kind: 'Name', value: 'birthdate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gender' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'photoRelease' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'flags' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                { kind: 'Field', name: { kind: 'Name', value: 'note' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'customAttributes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'joinedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'newMemberAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'memberLostAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hiddenAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffRole' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'accountManagers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PersonLink' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'dependents' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PersonLink' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'peers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PersonLink' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ClientProfileQueryQuery, ClientProfileQueryQueryVariables>;
export const ClientFormQueryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ClientFormQuery' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'people' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'includeHidden' },
                value: { kind: 'BooleanValue', value: true },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'IntValue', value: '1' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ClientFormPerson' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PickerPerson' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'People' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePhoto' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffRole' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ClientFormPerson' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'People' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'middleName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phones' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'zipCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'country' } },
          { kind: 'Field', name: { kind: 'Name', value: 'birthdate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gender' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'photoRelease' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'flags' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                { kind: 'Field', name: { kind: 'Name', value: 'note' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'customAttributes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'staffRole' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'accountManagers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PickerPerson' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'dependents' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PickerPerson' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ClientFormQueryQuery, ClientFormQueryQueryVariables>;
export const CreateClientDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateClient' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'firstName' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'middleName' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'lastName' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'phones' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'street' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'city' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'state' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'zipCode' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'country' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'birthdate' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'gender' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'tags' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'flags' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'FlaggedReasonInput' } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customAttributes' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'CustomAttributeInput' } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'photoRelease' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'accountManagerIds' } },
          type: {
            kind: 'ListType',
            type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'dependentIds' } },
          type: {
            kind: 'ListType',
            type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createPeople' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'firstName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'firstName' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'middleName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'middleName' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'lastName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'lastName' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'phones' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'phones' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'street' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'street' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'city' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'city' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'state' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'state' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'zipCode' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'zipCode' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'country' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'country' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'birthdate' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'birthdate' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'gender' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'gender' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'status' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'tags' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'tags' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'flags' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'flags' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customAttributes' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customAttributes' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'photoRelease' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'photoRelease' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'accountManagerIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'accountManagerIds' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'dependentIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'dependentIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'people' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'profilePhoto' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateClientMutation, CreateClientMutationVariables>;
export const UpdateClientDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateClient' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'expectedVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'firstName' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'middleName' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'lastName' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'phones' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'street' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'city' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'state' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'zipCode' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'country' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'birthdate' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'gender' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'tags' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'flags' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'FlaggedReasonInput' } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customAttributes' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'CustomAttributeInput' } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'photoRelease' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'accountManagerIds' } },
          type: {
            kind: 'ListType',
            type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'dependentIds' } },
          type: {
            kind: 'ListType',
            type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updatePeople' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'expectedVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'expectedVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'firstName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'firstName' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'middleName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'middleName' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'lastName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'lastName' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'phones' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'phones' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'street' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'street' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'city' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'city' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'state' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'state' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'zipCode' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'zipCode' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'country' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'country' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'birthdate' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'birthdate' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'gender' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'gender' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'status' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'tags' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'tags' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'flags' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'flags' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customAttributes' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customAttributes' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'photoRelease' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'photoRelease' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'accountManagerIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'accountManagerIds' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'dependentIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'dependentIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'people' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ClientProfile' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PersonLink' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'People' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePhoto' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffRole' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ClientProfile' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'People' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'middleName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePhoto' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phones' } },
          { kind: 'Field', name: { kind: 'Name', value: 'primaryPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'zipCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'country' } },
          { kind: 'Field', name: { kind: 'Name', value: 'birthdate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gender' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'photoRelease' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'flags' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                { kind: 'Field', name: { kind: 'Name', value: 'note' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'customAttributes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'joinedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'newMemberAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'memberLostAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hiddenAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffRole' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'accountManagers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PersonLink' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'dependents' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PersonLink' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'peers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PersonLink' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateClientMutation, UpdateClientMutationVariables>;
export const DeletePeopleDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeletePeople' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deletePeople' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeletePeopleMutation, DeletePeopleMutationVariables>;
export const MergeSearchDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MergeSearch' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'people' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientsOnly' },
                value: { kind: 'BooleanValue', value: true },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ClientRow' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ClientRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'People' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePhoto' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'primaryPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffRole' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MergeSearchQuery, MergeSearchQueryVariables>;
export const MergePeopleDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MergePeople' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'toDeleteId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'toKeepId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mergePeople' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'toDeleteId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'toDeleteId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'toKeepId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'toKeepId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'people' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ClientProfile' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PersonLink' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'People' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePhoto' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffRole' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ClientProfile' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'People' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'middleName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePhoto' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phones' } },
          { kind: 'Field', name: { kind: 'Name', value: 'primaryPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'zipCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'country' } },
          { kind: 'Field', name: { kind: 'Name', value: 'birthdate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gender' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'photoRelease' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'flags' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                { kind: 'Field', name: { kind: 'Name', value: 'note' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'customAttributes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'joinedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'newMemberAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'memberLostAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hiddenAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffRole' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'accountManagers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PersonLink' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'dependents' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PersonLink' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'peers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PersonLink' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MergePeopleMutation, MergePeopleMutationVariables>;
export const SetAttendanceDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetAttendance' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'eventId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setAttendance' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'eventId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'eventId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'status' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'events' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'EventDetails' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EventDetails' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Event' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'originalStartAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'recurringId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'recurringOutlier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rrule' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roomId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roomName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLocked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serviceId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serviceName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sessionId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'session' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasNote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'holdUntil' } },
          { kind: 'Field', name: { kind: 'Name', value: 'calendarColor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'primaryStaffId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'planName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'slots' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'capacity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'clients' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'peopleId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'enrollmentType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'planName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'statusLabel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cancellationConsequence' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cancellationCreditName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staff' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'peopleId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetAttendanceMutation, SetAttendanceMutationVariables>;
export const CancelEventDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CancelEvent' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'scope' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'doNotNotify' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cancelEvent' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'scope' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'scope' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'reason' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'doNotNotify' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'doNotNotify' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                { kind: 'Field', name: { kind: 'Name', value: 'warnings' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'events' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'EventDetails' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EventDetails' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Event' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'originalStartAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'recurringId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'recurringOutlier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rrule' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roomId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roomName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLocked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serviceId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serviceName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sessionId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'session' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasNote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'holdUntil' } },
          { kind: 'Field', name: { kind: 'Name', value: 'calendarColor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'primaryStaffId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'planName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'slots' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'capacity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'clients' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'peopleId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'enrollmentType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'planName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'statusLabel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cancellationConsequence' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cancellationCreditName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staff' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'peopleId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CancelEventMutation, CancelEventMutationVariables>;
export const CancelParticipationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CancelParticipation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'eventId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'doNotNotify' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cancelParticipation' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'eventId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'eventId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'reason' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'doNotNotify' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'doNotNotify' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                { kind: 'Field', name: { kind: 'Name', value: 'warnings' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'events' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'EventDetails' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EventDetails' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Event' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'originalStartAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'recurringId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'recurringOutlier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rrule' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roomId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roomName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLocked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serviceId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serviceName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sessionId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'session' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasNote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'holdUntil' } },
          { kind: 'Field', name: { kind: 'Name', value: 'calendarColor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'primaryStaffId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'planName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'slots' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'capacity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'clients' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'peopleId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'enrollmentType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'planName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'statusLabel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cancellationConsequence' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cancellationCreditName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staff' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'peopleId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CancelParticipationMutation, CancelParticipationMutationVariables>;
export const ChangeRecurringScheduleDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ChangeRecurringSchedule' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'eventId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'fromDate' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'rrule' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'startTime' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'durationMinutes' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'staffId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'roomId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'dryRun' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'changeRecurringSchedule' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'eventId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'eventId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'fromDate' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'fromDate' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'rrule' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'rrule' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'startTime' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'startTime' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'durationMinutes' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'durationMinutes' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'staffId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'staffId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'roomId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'roomId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'dryRun' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'dryRun' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'conflicts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'startAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'endAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'events' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'startAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'endAt' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ChangeRecurringScheduleMutation, ChangeRecurringScheduleMutationVariables>;
export const EventDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Event' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'event' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'EventDetails' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'slots' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'waitlist' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'peopleId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EventDetails' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Event' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'originalStartAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'recurringId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'recurringOutlier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rrule' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roomId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roomName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLocked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serviceId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serviceName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sessionId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'session' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasNote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'holdUntil' } },
          { kind: 'Field', name: { kind: 'Name', value: 'calendarColor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'primaryStaffId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'planName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'slots' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'capacity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'clients' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'peopleId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'enrollmentType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'planName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'statusLabel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cancellationConsequence' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cancellationCreditName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staff' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'peopleId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EventQuery, EventQueryVariables>;
export const StaffSelfScheduleDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'StaffSelfSchedule' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'fromDate' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'toDate' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staffSelfSchedule' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'fromDate' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'fromDate' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'toDate' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'toDate' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'EventDetails' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EventDetails' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Event' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'originalStartAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'recurringId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'recurringOutlier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rrule' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roomId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roomName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLocked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serviceId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serviceName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sessionId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'session' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasNote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'holdUntil' } },
          { kind: 'Field', name: { kind: 'Name', value: 'calendarColor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'primaryStaffId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'planName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'slots' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'capacity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'clients' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'peopleId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'enrollmentType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'planName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'statusLabel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cancellationConsequence' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cancellationCreditName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staff' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'peopleId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StaffSelfScheduleQuery, StaffSelfScheduleQueryVariables>;
export const AttendanceReportDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AttendanceReport' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'fromDate' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'toDate' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'locationIds' } },
          type: {
            kind: 'ListType',
            type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'staffIds' } },
          type: {
            kind: 'ListType',
            type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'serviceIds' } },
          type: {
            kind: 'ListType',
            type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'statuses' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'attendanceReport' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'fromDate' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'fromDate' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'toDate' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'toDate' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'locationIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'locationIds' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'staffIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'staffIds' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'serviceIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'serviceIds' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'statuses' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'statuses' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'eventId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'eventName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
                { kind: 'Field', name: { kind: 'Name', value: 'locationName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'roomName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'serviceName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'staffNames' } },
                { kind: 'Field', name: { kind: 'Name', value: 'clientId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'clientName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'statusLabel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'planName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AttendanceReportQuery, AttendanceReportQueryVariables>;
export const BusinessZoneDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BusinessZone' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'businessName' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'businessQuery' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'businessName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'businessName' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BusinessZoneQuery, BusinessZoneQueryVariables>;
export const PeopleFilesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PeopleFiles' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'personId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'peopleFiles' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'personId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'personId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'contentType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'size' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PeopleFilesQuery, PeopleFilesQueryVariables>;
export const RequestPeopleFileUploadDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RequestPeopleFileUpload' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'personId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'fileName' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'contentType' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'size' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Float' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'requestPeopleFileUpload' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'personId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'personId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'fileName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'fileName' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'contentType' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'contentType' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'size' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'size' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                { kind: 'Field', name: { kind: 'Name', value: 'uploadUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RequestPeopleFileUploadMutation, RequestPeopleFileUploadMutationVariables>;
export const DeletePeopleFileDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeletePeopleFile' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deletePeopleFile' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeletePeopleFileMutation, DeletePeopleFileMutationVariables>;
export const SudoTargetDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SudoTarget' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'currentUser' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SudoTargetQuery, SudoTargetQueryVariables>;
export const LocationsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Locations' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'locations' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'LocationListItem' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LocationListItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Location' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'zipCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'visibleByVisitors' } },
          { kind: 'Field', name: { kind: 'Name', value: 'visibleByClients' } },
          { kind: 'Field', name: { kind: 'Name', value: 'visibleInFooter' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rooms' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LocationsQuery, LocationsQueryVariables>;
export const LocationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Location' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'location' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'LocationDetails' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LocationDetails' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Location' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mainPhoto' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'zipCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'country' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'smsPhoneNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'suggestedTimezone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'salesTax' } },
          { kind: 'Field', name: { kind: 'Name', value: 'yelpLink' } },
          { kind: 'Field', name: { kind: 'Name', value: 'googleReviewLink' } },
          { kind: 'Field', name: { kind: 'Name', value: 'googlePlaceId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'googleRating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'googleRatingsCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'yelpRating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'yelpRatingsCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'visibleByVisitors' } },
          { kind: 'Field', name: { kind: 'Name', value: 'visibleByClients' } },
          { kind: 'Field', name: { kind: 'Name', value: 'visibleInFooter' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rooms' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'applicableServices' } },
                { kind: 'Field', name: { kind: 'Name', value: 'onlineId' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'hoursOpen' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fromTime' } },
                { kind: 'Field', name: { kind: 'Name', value: 'toTime' } },
                { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rrule' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'hoursClosed' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fromTime' } },
                { kind: 'Field', name: { kind: 'Name', value: 'toTime' } },
                { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rrule' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LocationQuery, LocationQueryVariables>;
export const LocationBusinessDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'LocationBusiness' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'businessName' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'businessQuery' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'businessName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'businessName' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
                { kind: 'Field', name: { kind: 'Name', value: 'marketingPlusEnabled' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LocationBusinessQuery, LocationBusinessQueryVariables>;
export const CreateLocationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateLocation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'location' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'LocationInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createLocation' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'location' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'location' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'location' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'LocationDetails' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LocationDetails' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Location' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mainPhoto' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'zipCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'country' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'smsPhoneNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'suggestedTimezone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'salesTax' } },
          { kind: 'Field', name: { kind: 'Name', value: 'yelpLink' } },
          { kind: 'Field', name: { kind: 'Name', value: 'googleReviewLink' } },
          { kind: 'Field', name: { kind: 'Name', value: 'googlePlaceId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'googleRating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'googleRatingsCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'yelpRating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'yelpRatingsCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'visibleByVisitors' } },
          { kind: 'Field', name: { kind: 'Name', value: 'visibleByClients' } },
          { kind: 'Field', name: { kind: 'Name', value: 'visibleInFooter' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rooms' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'applicableServices' } },
                { kind: 'Field', name: { kind: 'Name', value: 'onlineId' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'hoursOpen' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fromTime' } },
                { kind: 'Field', name: { kind: 'Name', value: 'toTime' } },
                { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rrule' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'hoursClosed' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fromTime' } },
                { kind: 'Field', name: { kind: 'Name', value: 'toTime' } },
                { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rrule' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateLocationMutation, CreateLocationMutationVariables>;
export const UpdateLocationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateLocation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'location' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateLocationInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateLocation' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'location' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'location' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'location' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'LocationDetails' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LocationDetails' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Location' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mainPhoto' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'zipCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'country' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'smsPhoneNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'suggestedTimezone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'salesTax' } },
          { kind: 'Field', name: { kind: 'Name', value: 'yelpLink' } },
          { kind: 'Field', name: { kind: 'Name', value: 'googleReviewLink' } },
          { kind: 'Field', name: { kind: 'Name', value: 'googlePlaceId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'googleRating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'googleRatingsCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'yelpRating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'yelpRatingsCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'visibleByVisitors' } },
          { kind: 'Field', name: { kind: 'Name', value: 'visibleByClients' } },
          { kind: 'Field', name: { kind: 'Name', value: 'visibleInFooter' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rooms' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'applicableServices' } },
                { kind: 'Field', name: { kind: 'Name', value: 'onlineId' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'hoursOpen' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fromTime' } },
                { kind: 'Field', name: { kind: 'Name', value: 'toTime' } },
                { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rrule' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'hoursClosed' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fromTime' } },
                { kind: 'Field', name: { kind: 'Name', value: 'toTime' } },
                { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rrule' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateLocationMutation, UpdateLocationMutationVariables>;
export const DeleteLocationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteLocation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteLocation' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteLocationMutation, DeleteLocationMutationVariables>;
export const DuplicateLocationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DuplicateLocation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'duplicateLocation' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'location' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DuplicateLocationMutation, DuplicateLocationMutationVariables>;
export const LocationClosureImpactDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'LocationClosureImpact' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'locationId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'hoursClosed' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'LocationHoursInput' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'locationClosureImpact' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'locationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'locationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'hoursClosed' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'hoursClosed' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LocationClosureImpactQuery, LocationClosureImpactQueryVariables>;
export const PickerPeopleDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PickerPeople' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientsOnly' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'people' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientsOnly' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientsOnly' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PickerPerson' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PickerPerson' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'People' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePhoto' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffRole' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PickerPeopleQuery, PickerPeopleQueryVariables>;
export const PickerStaffDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PickerStaff' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staff' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PickerPerson' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PickerPerson' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'People' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePhoto' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffRole' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PickerStaffQuery, PickerStaffQueryVariables>;
export const RegistrationBusinessDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'RegistrationBusiness' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'businessName' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'phaseType' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'businessQuery' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'businessName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'businessName' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'uiLogoUrl' } },
                { kind: 'Field', name: { kind: 'Name', value: 'welcomeMessage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'crmWelcomeMessage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'crmThankYouMessage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'genderDisplayOption' } },
                { kind: 'Field', name: { kind: 'Name', value: 'formsPhoneNumberRequired' } },
                { kind: 'Field', name: { kind: 'Name', value: 'smsFeatureEnabled' } },
                { kind: 'Field', name: { kind: 'Name', value: 'dataCollectionPrivacyPolicyUrl' } },
                { kind: 'Field', name: { kind: 'Name', value: 'messagingTermsAndConditionsUrl' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'selfRegisterFields' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'FormFieldParts' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'crmLeadCaptureFields' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'FormFieldParts' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'customerJourneyPhaseByType' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'businessName' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'phaseType' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'phaseType' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'phaseType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'version' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'dataRequirements' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'fieldName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'fieldType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'fieldRequirement' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'isBuiltin' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'order' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'fieldOptions' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'conditionalOptions' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'selectedChoice' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'options' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'conditionalFieldId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'isAccountManagerInformation' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'additionalConfig' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'welcomeMessage' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'thankYouMessage' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FormFieldParts' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FormField' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fieldType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'showField' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requireField' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fieldChoices' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'conditionalOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'selectedChoice' } },
                { kind: 'Field', name: { kind: 'Name', value: 'choices' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'conditionalFieldId' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RegistrationBusinessQuery, RegistrationBusinessQueryVariables>;
export const SelfRegisterDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SelfRegister' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'SelfRegisterInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'selfRegister' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'myself' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'dependents' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SelfRegisterMutation, SelfRegisterMutationVariables>;
export const InviteVerifyDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'InviteVerify' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'inviteCode' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'newPassword' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'inviteVerify' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'inviteCode' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'inviteCode' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'newPassword' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'newPassword' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InviteVerifyMutation, InviteVerifyMutationVariables>;
export const ClientScheduleDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ClientSchedule' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'fromDate' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'toDate' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'clientSchedule' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'fromDate' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'fromDate' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'toDate' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'toDate' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'EventDetails' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EventDetails' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Event' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'originalStartAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'recurringId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'recurringOutlier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rrule' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roomId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roomName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLocked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serviceId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serviceName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sessionId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'session' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasNote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'holdUntil' } },
          { kind: 'Field', name: { kind: 'Name', value: 'calendarColor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'primaryStaffId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'planName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'slots' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'capacity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'clients' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'peopleId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'enrollmentType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'planName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'statusLabel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cancellationConsequence' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cancellationCreditName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staff' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'peopleId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ClientScheduleQuery, ClientScheduleQueryVariables>;
export const ClientSelfScheduleDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ClientSelfSchedule' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'dependentId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'fromDate' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'toDate' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'clientSelfSchedule' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'dependentId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'dependentId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'fromDate' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'fromDate' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'toDate' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'toDate' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'EventDetails' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EventDetails' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Event' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'originalStartAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'recurringId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'recurringOutlier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rrule' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roomId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roomName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLocked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serviceId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serviceName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sessionId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'session' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasNote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'holdUntil' } },
          { kind: 'Field', name: { kind: 'Name', value: 'calendarColor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'primaryStaffId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'planName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'slots' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'capacity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'clients' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'peopleId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'enrollmentType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'planName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'statusLabel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cancellationConsequence' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cancellationCreditName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staff' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'peopleId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ClientSelfScheduleQuery, ClientSelfScheduleQueryVariables>;
export const StaffScheduleDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'StaffSchedule' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'staffId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'fromDate' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'toDate' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staffSchedule' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'staffId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'staffId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'fromDate' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'fromDate' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'toDate' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'toDate' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'EventDetails' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EventDetails' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Event' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'originalStartAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'recurringId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'recurringOutlier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rrule' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roomId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roomName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLocked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serviceId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serviceName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sessionId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'session' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasNote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'holdUntil' } },
          { kind: 'Field', name: { kind: 'Name', value: 'calendarColor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'primaryStaffId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'planName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'slots' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'capacity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'clients' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'peopleId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'enrollmentType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'planName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'statusLabel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cancellationConsequence' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cancellationCreditName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staff' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'peopleId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StaffScheduleQuery, StaffScheduleQueryVariables>;
export const NavbarSearchPeopleDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'NavbarSearchPeople' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'people' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'primaryPhone' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'staffRole' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePhoto' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<NavbarSearchPeopleQuery, NavbarSearchPeopleQueryVariables>;
export const NavbarSearchLocationsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'NavbarSearchLocations' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'locations' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'address' } },
                { kind: 'Field', name: { kind: 'Name', value: 'city' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<NavbarSearchLocationsQuery, NavbarSearchLocationsQueryVariables>;
export const NavbarSearchServicesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'NavbarSearchServices' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'services' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'typeLabel' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'sessions' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<NavbarSearchServicesQuery, NavbarSearchServicesQueryVariables>;
export const MyselfDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Myself' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myself' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SelfDetails' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'dependents' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'DependentSummary' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SelfDetails' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'People' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'middleName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePhoto' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phones' } },
          { kind: 'Field', name: { kind: 'Name', value: 'primaryPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'zipCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'country' } },
          { kind: 'Field', name: { kind: 'Name', value: 'birthdate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gender' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'leadCaptureFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'marketingEmailDisabled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disableAllSmsNotifications' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffRole' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DependentSummary' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'People' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePhoto' } },
          { kind: 'Field', name: { kind: 'Name', value: 'birthdate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gender' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MyselfQuery, MyselfQueryVariables>;
export const MyselfDependentsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MyselfDependents' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myself' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'dependents' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'DependentSummary' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DependentSummary' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'People' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePhoto' } },
          { kind: 'Field', name: { kind: 'Name', value: 'birthdate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gender' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MyselfDependentsQuery, MyselfDependentsQueryVariables>;
export const SelfUpdateClientDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SelfUpdateClient' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'firstName' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'middleName' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'lastName' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'phones' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'street' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'city' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'state' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'zipCode' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'country' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'birthdate' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'gender' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'timezone' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'profilePhoto' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'marketingEmailDisabled' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'disableAllSmsNotifications' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'leadCaptureFields' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'selfUpdatePeople' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'firstName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'firstName' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'middleName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'middleName' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'lastName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'lastName' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'phones' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'phones' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'street' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'street' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'city' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'city' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'state' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'state' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'zipCode' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'zipCode' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'country' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'country' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'birthdate' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'birthdate' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'gender' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'gender' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'timezone' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'timezone' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'profilePhoto' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'profilePhoto' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'marketingEmailDisabled' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'marketingEmailDisabled' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'disableAllSmsNotifications' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'disableAllSmsNotifications' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'leadCaptureFields' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'leadCaptureFields' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'myself' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'SelfDetails' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SelfDetails' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'People' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'middleName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePhoto' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phones' } },
          { kind: 'Field', name: { kind: 'Name', value: 'primaryPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'zipCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'country' } },
          { kind: 'Field', name: { kind: 'Name', value: 'birthdate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gender' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'leadCaptureFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'marketingEmailDisabled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disableAllSmsNotifications' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffRole' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SelfUpdateClientMutation, SelfUpdateClientMutationVariables>;
export const SelfAddDependentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SelfAddDependent' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'dependent' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'DependentInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'selfAddDependent' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'dependent' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'dependent' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'dependent' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'DependentSummary' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'address' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DependentSummary' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'People' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePhoto' } },
          { kind: 'Field', name: { kind: 'Name', value: 'birthdate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gender' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SelfAddDependentMutation, SelfAddDependentMutationVariables>;
export const ServicesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Services' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'services' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ServiceListItem' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ServiceListItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Service' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'typeLabel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bookingKind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hiddenAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'durationMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'plans' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ServicesQuery, ServicesQueryVariables>;
export const ServiceDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Service' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'service' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ServiceDetails' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SessionDetails' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Session' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'service' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notBeforeAgeMonths' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notAfterAgeMonths' } },
          { kind: 'Field', name: { kind: 'Name', value: 'onlineId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allowEnrollmentUntilDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shortenedUrl' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staff' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ServiceDetails' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Service' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'photos' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mainPhoto' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'eventType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requiresBooking' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasSessions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'durationMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hiddenAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notBeforeAgeMonths' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notAfterAgeMonths' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allowsJoinOnline' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allowStaffToClientCancelUnpaid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allowClientToSelfCancelUnpaid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disableSelfCancellation' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disableUseCredits' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disableLessonMateRequest' } },
          { kind: 'Field', name: { kind: 'Name', value: 'visitCancellationConsequence' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lateVisitCancellationConsequence' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancellationWindowHours' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancellationPolicy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lateVisitCancellationServiceCreditName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'visitCancellationServiceCreditName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffVisitCancellationServiceCreditName' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'visitCancellationServiceCreditSubscriptionPeriodCapDays' },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'typeLabel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bookingKind' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'termsAndConditionsRevision' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'policyId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'plans' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pricePerVisit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'deposit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'countStaffCanceledVisits' } },
                { kind: 'Field', name: { kind: 'Name', value: 'signupPrice' } },
                { kind: 'Field', name: { kind: 'Name', value: 'signupWaivedIfMember' } },
                { kind: 'Field', name: { kind: 'Name', value: 'onlyPayableWithCredit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'taxRate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'dueType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'dueMinusDays' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paymentType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paymentInterval' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasLatePayment' } },
                { kind: 'Field', name: { kind: 'Name', value: 'latePaymentDays' } },
                { kind: 'Field', name: { kind: 'Name', value: 'latePaymentAmount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'autoPayDeltaDaysEnabled' } },
                { kind: 'Field', name: { kind: 'Name', value: 'autoPayDeltaDays' } },
                { kind: 'Field', name: { kind: 'Name', value: 'enabledForSelfBooking' } },
                { kind: 'Field', name: { kind: 'Name', value: 'visits' } },
                { kind: 'Field', name: { kind: 'Name', value: 'visitInterval' } },
                { kind: 'Field', name: { kind: 'Name', value: 'visitPreEnroll' } },
                { kind: 'Field', name: { kind: 'Name', value: 'holdPossible' } },
                { kind: 'Field', name: { kind: 'Name', value: 'maxHoldNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'maxHoldPeriod' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sessionConversionTracking' } },
                { kind: 'Field', name: { kind: 'Name', value: 'makesMember' } },
                { kind: 'Field', name: { kind: 'Name', value: 'makesLifetimeMember' } },
                { kind: 'Field', name: { kind: 'Name', value: 'canBePurchasedWithoutBooking' } },
                { kind: 'Field', name: { kind: 'Name', value: 'requiresTermsAndConditionsAcceptance' } },
                { kind: 'Field', name: { kind: 'Name', value: 'spotlight' } },
                { kind: 'Field', name: { kind: 'Name', value: 'clientLifecycleStatusOnBook' } },
                { kind: 'Field', name: { kind: 'Name', value: 'clientLifecycleStatusOnAttended' } },
                { kind: 'Field', name: { kind: 'Name', value: 'clientLifecycleStatusOnCancel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'assignedClientTags' } },
                { kind: 'Field', name: { kind: 'Name', value: 'recurringInvoiceNote' } },
                { kind: 'Field', name: { kind: 'Name', value: 'requiresPaymentMethodForFreePlan' } },
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'canBeDeleted' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'discountPolicy' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'discountType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'discountRate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'discountCalculation' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'locations' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sessions' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'includePast' },
                value: { kind: 'BooleanValue', value: true },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'SessionDetails' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ServiceQuery, ServiceQueryVariables>;
export const CreateServiceDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateService' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'service' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ServiceInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createService' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'service' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'service' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'service' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ServiceDetails' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SessionDetails' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Session' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'service' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notBeforeAgeMonths' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notAfterAgeMonths' } },
          { kind: 'Field', name: { kind: 'Name', value: 'onlineId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allowEnrollmentUntilDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shortenedUrl' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staff' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ServiceDetails' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Service' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'photos' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mainPhoto' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'eventType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requiresBooking' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasSessions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'durationMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hiddenAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notBeforeAgeMonths' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notAfterAgeMonths' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allowsJoinOnline' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allowStaffToClientCancelUnpaid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allowClientToSelfCancelUnpaid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disableSelfCancellation' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disableUseCredits' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disableLessonMateRequest' } },
          { kind: 'Field', name: { kind: 'Name', value: 'visitCancellationConsequence' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lateVisitCancellationConsequence' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancellationWindowHours' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancellationPolicy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lateVisitCancellationServiceCreditName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'visitCancellationServiceCreditName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffVisitCancellationServiceCreditName' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'visitCancellationServiceCreditSubscriptionPeriodCapDays' },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'typeLabel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bookingKind' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'termsAndConditionsRevision' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'policyId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'plans' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pricePerVisit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'deposit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'countStaffCanceledVisits' } },
                { kind: 'Field', name: { kind: 'Name', value: 'signupPrice' } },
                { kind: 'Field', name: { kind: 'Name', value: 'signupWaivedIfMember' } },
                { kind: 'Field', name: { kind: 'Name', value: 'onlyPayableWithCredit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'taxRate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'dueType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'dueMinusDays' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paymentType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paymentInterval' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasLatePayment' } },
                { kind: 'Field', name: { kind: 'Name', value: 'latePaymentDays' } },
                { kind: 'Field', name: { kind: 'Name', value: 'latePaymentAmount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'autoPayDeltaDaysEnabled' } },
                { kind: 'Field', name: { kind: 'Name', value: 'autoPayDeltaDays' } },
                { kind: 'Field', name: { kind: 'Name', value: 'enabledForSelfBooking' } },
                { kind: 'Field', name: { kind: 'Name', value: 'visits' } },
                { kind: 'Field', name: { kind: 'Name', value: 'visitInterval' } },
                { kind: 'Field', name: { kind: 'Name', value: 'visitPreEnroll' } },
                { kind: 'Field', name: { kind: 'Name', value: 'holdPossible' } },
                { kind: 'Field', name: { kind: 'Name', value: 'maxHoldNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'maxHoldPeriod' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sessionConversionTracking' } },
                { kind: 'Field', name: { kind: 'Name', value: 'makesMember' } },
                { kind: 'Field', name: { kind: 'Name', value: 'makesLifetimeMember' } },
                { kind: 'Field', name: { kind: 'Name', value: 'canBePurchasedWithoutBooking' } },
                { kind: 'Field', name: { kind: 'Name', value: 'requiresTermsAndConditionsAcceptance' } },
                { kind: 'Field', name: { kind: 'Name', value: 'spotlight' } },
                { kind: 'Field', name: { kind: 'Name', value: 'clientLifecycleStatusOnBook' } },
                { kind: 'Field', name: { kind: 'Name', value: 'clientLifecycleStatusOnAttended' } },
                { kind: 'Field', name: { kind: 'Name', value: 'clientLifecycleStatusOnCancel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'assignedClientTags' } },
                { kind: 'Field', name: { kind: 'Name', value: 'recurringInvoiceNote' } },
                { kind: 'Field', name: { kind: 'Name', value: 'requiresPaymentMethodForFreePlan' } },
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'canBeDeleted' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'discountPolicy' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'discountType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'discountRate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'discountCalculation' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'locations' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sessions' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'includePast' },
                value: { kind: 'BooleanValue', value: true },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'SessionDetails' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateServiceMutation, CreateServiceMutationVariables>;
export const UpdateServiceDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateService' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'service' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateServiceInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateService' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'service' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'service' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'service' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ServiceDetails' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SessionDetails' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Session' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'service' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notBeforeAgeMonths' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notAfterAgeMonths' } },
          { kind: 'Field', name: { kind: 'Name', value: 'onlineId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allowEnrollmentUntilDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shortenedUrl' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staff' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ServiceDetails' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Service' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'photos' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mainPhoto' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'eventType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requiresBooking' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasSessions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'durationMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hiddenAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notBeforeAgeMonths' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notAfterAgeMonths' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allowsJoinOnline' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allowStaffToClientCancelUnpaid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allowClientToSelfCancelUnpaid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disableSelfCancellation' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disableUseCredits' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disableLessonMateRequest' } },
          { kind: 'Field', name: { kind: 'Name', value: 'visitCancellationConsequence' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lateVisitCancellationConsequence' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancellationWindowHours' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancellationPolicy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lateVisitCancellationServiceCreditName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'visitCancellationServiceCreditName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffVisitCancellationServiceCreditName' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'visitCancellationServiceCreditSubscriptionPeriodCapDays' },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'typeLabel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bookingKind' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'termsAndConditionsRevision' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'policyId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'plans' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pricePerVisit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'deposit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'countStaffCanceledVisits' } },
                { kind: 'Field', name: { kind: 'Name', value: 'signupPrice' } },
                { kind: 'Field', name: { kind: 'Name', value: 'signupWaivedIfMember' } },
                { kind: 'Field', name: { kind: 'Name', value: 'onlyPayableWithCredit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'taxRate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'dueType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'dueMinusDays' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paymentType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paymentInterval' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasLatePayment' } },
                { kind: 'Field', name: { kind: 'Name', value: 'latePaymentDays' } },
                { kind: 'Field', name: { kind: 'Name', value: 'latePaymentAmount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'autoPayDeltaDaysEnabled' } },
                { kind: 'Field', name: { kind: 'Name', value: 'autoPayDeltaDays' } },
                { kind: 'Field', name: { kind: 'Name', value: 'enabledForSelfBooking' } },
                { kind: 'Field', name: { kind: 'Name', value: 'visits' } },
                { kind: 'Field', name: { kind: 'Name', value: 'visitInterval' } },
                { kind: 'Field', name: { kind: 'Name', value: 'visitPreEnroll' } },
                { kind: 'Field', name: { kind: 'Name', value: 'holdPossible' } },
                { kind: 'Field', name: { kind: 'Name', value: 'maxHoldNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'maxHoldPeriod' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sessionConversionTracking' } },
                { kind: 'Field', name: { kind: 'Name', value: 'makesMember' } },
                { kind: 'Field', name: { kind: 'Name', value: 'makesLifetimeMember' } },
                { kind: 'Field', name: { kind: 'Name', value: 'canBePurchasedWithoutBooking' } },
                { kind: 'Field', name: { kind: 'Name', value: 'requiresTermsAndConditionsAcceptance' } },
                { kind: 'Field', name: { kind: 'Name', value: 'spotlight' } },
                { kind: 'Field', name: { kind: 'Name', value: 'clientLifecycleStatusOnBook' } },
                { kind: 'Field', name: { kind: 'Name', value: 'clientLifecycleStatusOnAttended' } },
                { kind: 'Field', name: { kind: 'Name', value: 'clientLifecycleStatusOnCancel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'assignedClientTags' } },
                { kind: 'Field', name: { kind: 'Name', value: 'recurringInvoiceNote' } },
                { kind: 'Field', name: { kind: 'Name', value: 'requiresPaymentMethodForFreePlan' } },
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'canBeDeleted' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'discountPolicy' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'discountType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'discountRate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'discountCalculation' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'locations' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sessions' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'includePast' },
                value: { kind: 'BooleanValue', value: true },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'SessionDetails' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateServiceMutation, UpdateServiceMutationVariables>;
export const DeleteServiceDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteService' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteService' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteServiceMutation, DeleteServiceMutationVariables>;
export const SessionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Session' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'session' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'SessionDetails' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SessionDetails' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Session' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'service' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notBeforeAgeMonths' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notAfterAgeMonths' } },
          { kind: 'Field', name: { kind: 'Name', value: 'onlineId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allowEnrollmentUntilDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shortenedUrl' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staff' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SessionQuery, SessionQueryVariables>;
export const CreateSessionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateSession' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'session' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'SessionInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createSession' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'session' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'session' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'session' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'SessionDetails' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SessionDetails' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Session' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'service' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notBeforeAgeMonths' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notAfterAgeMonths' } },
          { kind: 'Field', name: { kind: 'Name', value: 'onlineId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allowEnrollmentUntilDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shortenedUrl' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staff' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateSessionMutation, CreateSessionMutationVariables>;
export const UpdateSessionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateSession' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'session' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateSessionInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateSession' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'session' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'session' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'session' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'SessionDetails' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SessionDetails' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Session' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'service' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notBeforeAgeMonths' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notAfterAgeMonths' } },
          { kind: 'Field', name: { kind: 'Name', value: 'onlineId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allowEnrollmentUntilDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shortenedUrl' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staff' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateSessionMutation, UpdateSessionMutationVariables>;
export const DeleteSessionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteSession' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteSession' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteSessionMutation, DeleteSessionMutationVariables>;
export const ServiceContextDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ServiceContext' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'businessQuery' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'businessName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'defaultCurrency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'locations' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ServiceContextQuery, ServiceContextQueryVariables>;
export const SessionStaffChoicesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SessionStaffChoices' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staff' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SessionStaffChoicesQuery, SessionStaffChoicesQueryVariables>;
export const SessionProgramDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SessionProgram' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'serviceId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sessionId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sessionProgram' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'serviceId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'serviceId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sessionId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sessionId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'session' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'service' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'events' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'startAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'endAt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'location' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SessionProgramQuery, SessionProgramQueryVariables>;
export const ProgramBusinessDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ProgramBusiness' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'businessName' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'businessQuery' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'businessName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'businessName' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProgramBusinessQuery, ProgramBusinessQueryVariables>;
export const UnsubscribeSessionWaitlistDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UnsubscribeSessionWaitlist' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'serviceId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sessionId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'unsubscribeSessionWaitlist' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'serviceId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'serviceId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sessionId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sessionId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'token' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                { kind: 'Field', name: { kind: 'Name', value: 'left' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UnsubscribeSessionWaitlistMutation, UnsubscribeSessionWaitlistMutationVariables>;
export const BusinessProgressDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BusinessProgress' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'businessName' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'businessProgressQuery' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'businessName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'businessName' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'hasBusinessSettings' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasLocations' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasServices' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasStaff' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasClients' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasPayment' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasPaymentMethod' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasClientNotifications' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BusinessProgressQuery, BusinessProgressQueryVariables>;
export const ViewedPersonDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ViewedPerson' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'people' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'includeHidden' },
                value: { kind: 'BooleanValue', value: true },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ViewedPersonQuery, ViewedPersonQueryVariables>;
export const ViewedDependentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ViewedDependent' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myself' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ViewedDependentQuery, ViewedDependentQueryVariables>;
export const StaffHoursOfDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'StaffHoursOf' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staff' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'includeDeactivated' },
                value: { kind: 'BooleanValue', value: true },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'IntValue', value: '1' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'staffHoursOpen' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffHoursItem' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'staffHoursBlocked' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffHoursItem' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffHoursItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StaffHours' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fromTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'toTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rrule' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'location' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'allowsOnline' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'services' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'roomName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timeOffRequestId' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StaffHoursOfQuery, StaffHoursOfQueryVariables>;
export const MyStaffHoursDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MyStaffHours' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myself' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'staffHoursOpen' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffHoursItem' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'staffHoursBlocked' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffHoursItem' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffHoursItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StaffHours' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fromTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'toTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rrule' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'location' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'allowsOnline' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'services' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'roomName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timeOffRequestId' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MyStaffHoursQuery, MyStaffHoursQueryVariables>;
export const StaffHoursChoicesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'StaffHoursChoices' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'locations' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'services' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StaffHoursChoicesQuery, StaffHoursChoicesQueryVariables>;
export const CreateStaffHoursDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateStaffHours' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'staffId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'hours' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'StaffHoursInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createStaffHours' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'staffId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'staffId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'hours' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'hours' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'hours' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffHoursItem' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffHoursItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StaffHours' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fromTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'toTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rrule' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'location' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'allowsOnline' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'services' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'roomName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timeOffRequestId' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateStaffHoursMutation, CreateStaffHoursMutationVariables>;
export const UpdateStaffHoursDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateStaffHours' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'hours' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateStaffHoursInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateStaffHours' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'hours' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'hours' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'hours' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffHoursItem' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffHoursItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StaffHours' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fromTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'toTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rrule' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'location' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'allowsOnline' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'services' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'roomName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timeOffRequestId' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateStaffHoursMutation, UpdateStaffHoursMutationVariables>;
export const DeleteStaffHoursDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteStaffHours' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteStaffHours' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteStaffHoursMutation, DeleteStaffHoursMutationVariables>;
export const RequestProfilePhotoUploadDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RequestProfilePhotoUpload' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'fileName' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'contentType' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'size' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Float' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'requestProfilePhotoUpload' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'fileName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'fileName' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'contentType' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'contentType' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'size' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'size' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                { kind: 'Field', name: { kind: 'Name', value: 'uploadUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RequestProfilePhotoUploadMutation, RequestProfilePhotoUploadMutationVariables>;
export const StaffListDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'StaffList' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staff' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'includeDeactivated' },
                value: { kind: 'BooleanValue', value: true },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'IntValue', value: '100' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffListItem' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffListItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'People' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'middleName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePhoto' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffRole' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffSecondaryAttribute' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phones' } },
          { kind: 'Field', name: { kind: 'Name', value: 'primaryPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deactivated' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StaffListQuery, StaffListQueryVariables>;
export const StaffByIdDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'StaffById' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staff' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'includeDeactivated' },
                value: { kind: 'BooleanValue', value: true },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'IntValue', value: '1' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffDetails' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffDetails' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'People' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'middleName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePhoto' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phones' } },
          { kind: 'Field', name: { kind: 'Name', value: 'primaryPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'zipCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'country' } },
          { kind: 'Field', name: { kind: 'Name', value: 'birthdate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gender' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notificationOptOuts' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffRole' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffSecondaryAttribute' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffBio' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staffCategorizedTags' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'category' } },
                { kind: 'Field', name: { kind: 'Name', value: 'tags' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staffServiceRates' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'services' } },
                { kind: 'Field', name: { kind: 'Name', value: 'locations' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rateType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bonusAmount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bonusThreshold' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bonusCeiling' } },
                { kind: 'Field', name: { kind: 'Name', value: 'countNoShows' } },
                { kind: 'Field', name: { kind: 'Name', value: 'countCancel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'countLateCancel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'countLocationClosures' } },
                { kind: 'Field', name: { kind: 'Name', value: 'countStaffCancel' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staffCommissionRates' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'services' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rateType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'visibleByVisitors' } },
          { kind: 'Field', name: { kind: 'Name', value: 'visibleByClients' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deactivated' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffOnlineId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffEmployeeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffCalendarColor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffNotificationEmailDisabled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canSeeStaffRatesAndProcessPayroll' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canUpdateStaffRates' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canSeeOwnClientsPersonalInfo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canTakeOwnAttendance' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canCreateOwnClientsClientComments' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canUpdateOwnAppointments' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canCancelOwnAppointments' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canCancelOwnSessions' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StaffByIdQuery, StaffByIdQueryVariables>;
export const MyselfStaffDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MyselfStaff' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myself' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffDetails' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffDetails' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'People' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'middleName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePhoto' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phones' } },
          { kind: 'Field', name: { kind: 'Name', value: 'primaryPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'zipCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'country' } },
          { kind: 'Field', name: { kind: 'Name', value: 'birthdate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gender' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notificationOptOuts' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffRole' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffSecondaryAttribute' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffBio' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staffCategorizedTags' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'category' } },
                { kind: 'Field', name: { kind: 'Name', value: 'tags' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staffServiceRates' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'services' } },
                { kind: 'Field', name: { kind: 'Name', value: 'locations' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rateType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bonusAmount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bonusThreshold' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bonusCeiling' } },
                { kind: 'Field', name: { kind: 'Name', value: 'countNoShows' } },
                { kind: 'Field', name: { kind: 'Name', value: 'countCancel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'countLateCancel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'countLocationClosures' } },
                { kind: 'Field', name: { kind: 'Name', value: 'countStaffCancel' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staffCommissionRates' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'services' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rateType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'visibleByVisitors' } },
          { kind: 'Field', name: { kind: 'Name', value: 'visibleByClients' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deactivated' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffOnlineId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffEmployeeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffCalendarColor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffNotificationEmailDisabled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canSeeStaffRatesAndProcessPayroll' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canUpdateStaffRates' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canSeeOwnClientsPersonalInfo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canTakeOwnAttendance' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canCreateOwnClientsClientComments' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canUpdateOwnAppointments' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canCancelOwnAppointments' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canCancelOwnSessions' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MyselfStaffQuery, MyselfStaffQueryVariables>;
export const CreateStaffDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateStaff' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'firstName' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'middleName' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'lastName' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'phones' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'street' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'city' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'state' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'zipCode' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'country' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'birthdate' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'gender' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'staffRole' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'staffBio' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'staffCategorizedTags' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'StaffCategorizedTagsInput' } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'staffSecondaryAttribute' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'staffServiceRates' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'StaffServiceRateInput' } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'staffCommissionRates' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'StaffCommissionRateInput' } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'staffCalendarColor' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'visibleByVisitors' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'visibleByClients' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'deactivated' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'staffOnlineId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'staffEmployeeId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'canSeeStaffRatesAndProcessPayroll' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'canUpdateStaffRates' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'canSeeOwnClientsPersonalInfo' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'canTakeOwnAttendance' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'canCreateOwnClientsClientComments' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'canUpdateOwnAppointments' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'canCancelOwnAppointments' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'canCancelOwnSessions' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createPeople' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'firstName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'firstName' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'middleName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'middleName' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'lastName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'lastName' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'phones' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'phones' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'street' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'street' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'city' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'city' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'state' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'state' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'zipCode' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'zipCode' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'country' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'country' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'birthdate' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'birthdate' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'gender' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'gender' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'staffRole' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'staffRole' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'staffBio' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'staffBio' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'staffCategorizedTags' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'staffCategorizedTags' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'staffSecondaryAttribute' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'staffSecondaryAttribute' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'staffServiceRates' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'staffServiceRates' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'staffCommissionRates' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'staffCommissionRates' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'staffCalendarColor' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'staffCalendarColor' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'visibleByVisitors' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'visibleByVisitors' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'visibleByClients' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'visibleByClients' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'deactivated' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'deactivated' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'staffOnlineId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'staffOnlineId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'staffEmployeeId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'staffEmployeeId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'canSeeStaffRatesAndProcessPayroll' },
                value: {
                  kind: 'Variable',
                  name: { kind: 'Name', value: 'canSeeStaffRatesAndProcessPayroll' },
                },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'canUpdateStaffRates' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'canUpdateStaffRates' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'canSeeOwnClientsPersonalInfo' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'canSeeOwnClientsPersonalInfo' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'canTakeOwnAttendance' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'canTakeOwnAttendance' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'canCreateOwnClientsClientComments' },
                value: {
                  kind: 'Variable',
                  name: { kind: 'Name', value: 'canCreateOwnClientsClientComments' },
                },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'canUpdateOwnAppointments' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'canUpdateOwnAppointments' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'canCancelOwnAppointments' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'canCancelOwnAppointments' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'canCancelOwnSessions' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'canCancelOwnSessions' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'people' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffDetails' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffDetails' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'People' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'middleName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePhoto' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phones' } },
          { kind: 'Field', name: { kind: 'Name', value: 'primaryPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'zipCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'country' } },
          { kind: 'Field', name: { kind: 'Name', value: 'birthdate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gender' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notificationOptOuts' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffRole' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffSecondaryAttribute' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffBio' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staffCategorizedTags' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'category' } },
                { kind: 'Field', name: { kind: 'Name', value: 'tags' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staffServiceRates' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'services' } },
                { kind: 'Field', name: { kind: 'Name', value: 'locations' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rateType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bonusAmount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bonusThreshold' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bonusCeiling' } },
                { kind: 'Field', name: { kind: 'Name', value: 'countNoShows' } },
                { kind: 'Field', name: { kind: 'Name', value: 'countCancel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'countLateCancel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'countLocationClosures' } },
                { kind: 'Field', name: { kind: 'Name', value: 'countStaffCancel' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staffCommissionRates' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'services' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rateType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'visibleByVisitors' } },
          { kind: 'Field', name: { kind: 'Name', value: 'visibleByClients' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deactivated' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffOnlineId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffEmployeeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffCalendarColor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffNotificationEmailDisabled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canSeeStaffRatesAndProcessPayroll' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canUpdateStaffRates' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canSeeOwnClientsPersonalInfo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canTakeOwnAttendance' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canCreateOwnClientsClientComments' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canUpdateOwnAppointments' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canCancelOwnAppointments' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canCancelOwnSessions' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateStaffMutation, CreateStaffMutationVariables>;
export const UpdateStaffDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateStaff' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'expectedVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'profilePhoto' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'firstName' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'middleName' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'lastName' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'phones' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'street' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'city' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'state' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'zipCode' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'country' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'birthdate' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'gender' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'staffRole' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'staffBio' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'staffCategorizedTags' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'StaffCategorizedTagsInput' } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'staffSecondaryAttribute' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'staffServiceRates' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'StaffServiceRateInput' } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'staffCommissionRates' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'StaffCommissionRateInput' } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'staffCalendarColor' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'visibleByVisitors' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'visibleByClients' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'deactivated' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'staffOnlineId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'staffEmployeeId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'canSeeStaffRatesAndProcessPayroll' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'canUpdateStaffRates' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'canSeeOwnClientsPersonalInfo' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'canTakeOwnAttendance' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'canCreateOwnClientsClientComments' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'canUpdateOwnAppointments' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'canCancelOwnAppointments' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'canCancelOwnSessions' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updatePeople' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'expectedVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'expectedVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'profilePhoto' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'profilePhoto' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'firstName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'firstName' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'middleName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'middleName' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'lastName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'lastName' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'phones' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'phones' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'street' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'street' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'city' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'city' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'state' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'state' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'zipCode' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'zipCode' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'country' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'country' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'birthdate' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'birthdate' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'gender' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'gender' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'staffRole' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'staffRole' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'staffBio' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'staffBio' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'staffCategorizedTags' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'staffCategorizedTags' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'staffSecondaryAttribute' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'staffSecondaryAttribute' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'staffServiceRates' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'staffServiceRates' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'staffCommissionRates' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'staffCommissionRates' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'staffCalendarColor' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'staffCalendarColor' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'visibleByVisitors' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'visibleByVisitors' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'visibleByClients' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'visibleByClients' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'deactivated' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'deactivated' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'staffOnlineId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'staffOnlineId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'staffEmployeeId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'staffEmployeeId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'canSeeStaffRatesAndProcessPayroll' },
                value: {
                  kind: 'Variable',
                  name: { kind: 'Name', value: 'canSeeStaffRatesAndProcessPayroll' },
                },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'canUpdateStaffRates' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'canUpdateStaffRates' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'canSeeOwnClientsPersonalInfo' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'canSeeOwnClientsPersonalInfo' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'canTakeOwnAttendance' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'canTakeOwnAttendance' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'canCreateOwnClientsClientComments' },
                value: {
                  kind: 'Variable',
                  name: { kind: 'Name', value: 'canCreateOwnClientsClientComments' },
                },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'canUpdateOwnAppointments' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'canUpdateOwnAppointments' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'canCancelOwnAppointments' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'canCancelOwnAppointments' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'canCancelOwnSessions' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'canCancelOwnSessions' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'people' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffDetails' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffDetails' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'People' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'middleName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePhoto' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phones' } },
          { kind: 'Field', name: { kind: 'Name', value: 'primaryPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'zipCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'country' } },
          { kind: 'Field', name: { kind: 'Name', value: 'birthdate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gender' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notificationOptOuts' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffRole' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffSecondaryAttribute' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffBio' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staffCategorizedTags' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'category' } },
                { kind: 'Field', name: { kind: 'Name', value: 'tags' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staffServiceRates' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'services' } },
                { kind: 'Field', name: { kind: 'Name', value: 'locations' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rateType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bonusAmount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bonusThreshold' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bonusCeiling' } },
                { kind: 'Field', name: { kind: 'Name', value: 'countNoShows' } },
                { kind: 'Field', name: { kind: 'Name', value: 'countCancel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'countLateCancel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'countLocationClosures' } },
                { kind: 'Field', name: { kind: 'Name', value: 'countStaffCancel' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staffCommissionRates' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'services' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rateType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'visibleByVisitors' } },
          { kind: 'Field', name: { kind: 'Name', value: 'visibleByClients' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deactivated' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffOnlineId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffEmployeeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffCalendarColor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffNotificationEmailDisabled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canSeeStaffRatesAndProcessPayroll' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canUpdateStaffRates' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canSeeOwnClientsPersonalInfo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canTakeOwnAttendance' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canCreateOwnClientsClientComments' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canUpdateOwnAppointments' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canCancelOwnAppointments' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canCancelOwnSessions' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateStaffMutation, UpdateStaffMutationVariables>;
export const SelfUpdateStaffDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SelfUpdateStaff' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'firstName' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'middleName' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'lastName' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'phones' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'street' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'city' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'state' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'zipCode' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'country' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'birthdate' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'gender' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'timezone' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'profilePhoto' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'notificationOptOuts' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'staffOnlineId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'staffNotificationEmailDisabled' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'selfUpdatePeople' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'firstName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'firstName' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'middleName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'middleName' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'lastName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'lastName' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'phones' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'phones' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'street' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'street' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'city' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'city' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'state' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'state' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'zipCode' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'zipCode' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'country' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'country' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'birthdate' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'birthdate' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'gender' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'gender' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'timezone' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'timezone' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'profilePhoto' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'profilePhoto' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'notificationOptOuts' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'notificationOptOuts' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'staffOnlineId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'staffOnlineId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'staffNotificationEmailDisabled' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'staffNotificationEmailDisabled' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'myself' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffDetails' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffDetails' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'People' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'middleName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePhoto' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phones' } },
          { kind: 'Field', name: { kind: 'Name', value: 'primaryPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'zipCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'country' } },
          { kind: 'Field', name: { kind: 'Name', value: 'birthdate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gender' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notificationOptOuts' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffRole' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffSecondaryAttribute' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffBio' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staffCategorizedTags' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'category' } },
                { kind: 'Field', name: { kind: 'Name', value: 'tags' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staffServiceRates' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'services' } },
                { kind: 'Field', name: { kind: 'Name', value: 'locations' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rateType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bonusAmount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bonusThreshold' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bonusCeiling' } },
                { kind: 'Field', name: { kind: 'Name', value: 'countNoShows' } },
                { kind: 'Field', name: { kind: 'Name', value: 'countCancel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'countLateCancel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'countLocationClosures' } },
                { kind: 'Field', name: { kind: 'Name', value: 'countStaffCancel' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staffCommissionRates' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'services' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rateType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'visibleByVisitors' } },
          { kind: 'Field', name: { kind: 'Name', value: 'visibleByClients' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deactivated' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffOnlineId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffEmployeeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffCalendarColor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffNotificationEmailDisabled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canSeeStaffRatesAndProcessPayroll' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canUpdateStaffRates' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canSeeOwnClientsPersonalInfo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canTakeOwnAttendance' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canCreateOwnClientsClientComments' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canUpdateOwnAppointments' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canCancelOwnAppointments' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canCancelOwnSessions' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SelfUpdateStaffMutation, SelfUpdateStaffMutationVariables>;
export const TimeOffRequestsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TimeOffRequests' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'timeOffRequests' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'status' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TimeOffItem' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TimeOffItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'TimeOffRequest' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'requester' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allDay' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'processStatus' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reviewer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewNote' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'overlappingEvents' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TimeOffRequestsQuery, TimeOffRequestsQueryVariables>;
export const TimeOffRequestDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TimeOffRequest' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'timeOffRequest' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TimeOffItem' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TimeOffItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'TimeOffRequest' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'requester' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allDay' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'processStatus' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reviewer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewNote' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'overlappingEvents' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TimeOffRequestQuery, TimeOffRequestQueryVariables>;
export const TimeOffSettingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TimeOffSettings' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'businessName' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'businessQuery' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'businessName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'businessName' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
                { kind: 'Field', name: { kind: 'Name', value: 'timeOffCategories' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TimeOffSettingsQuery, TimeOffSettingsQueryVariables>;
export const CreateTimeOffRequestDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateTimeOffRequest' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'request' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'TimeOffRequestInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createTimeOffRequest' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'request' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'request' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'request' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TimeOffItem' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TimeOffItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'TimeOffRequest' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'requester' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allDay' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'processStatus' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reviewer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewNote' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'overlappingEvents' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateTimeOffRequestMutation, CreateTimeOffRequestMutationVariables>;
export const UpdateTimeOffRequestDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateTimeOffRequest' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'request' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateTimeOffRequestInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateTimeOffRequest' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'request' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'request' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'request' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TimeOffItem' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TimeOffItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'TimeOffRequest' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'requester' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allDay' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'processStatus' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reviewer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewNote' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'overlappingEvents' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateTimeOffRequestMutation, UpdateTimeOffRequestMutationVariables>;
export const CancelTimeOffRequestDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CancelTimeOffRequest' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cancelTimeOffRequest' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'request' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TimeOffItem' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TimeOffItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'TimeOffRequest' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'requester' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allDay' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'processStatus' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reviewer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewNote' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'overlappingEvents' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CancelTimeOffRequestMutation, CancelTimeOffRequestMutationVariables>;
export const ApproveTimeOffRequestDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ApproveTimeOffRequest' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'note' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'approveTimeOffRequest' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'note' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'note' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'request' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TimeOffItem' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TimeOffItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'TimeOffRequest' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'requester' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allDay' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'processStatus' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reviewer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewNote' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'overlappingEvents' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ApproveTimeOffRequestMutation, ApproveTimeOffRequestMutationVariables>;
export const RejectTimeOffRequestDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RejectTimeOffRequest' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'note' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rejectTimeOffRequest' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'note' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'note' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'request' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TimeOffItem' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TimeOffItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'TimeOffRequest' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'requester' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allDay' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'processStatus' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reviewer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewNote' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'overlappingEvents' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RejectTimeOffRequestMutation, RejectTimeOffRequestMutationVariables>;
export const WaitlistNotificationsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'WaitlistNotifications' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'waitlistNotifications' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'status' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'WaitlistItem' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WaitlistItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WaitlistNotification' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'client' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'serviceId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serviceName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationName' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'windows' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'weekdays' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fromTime' } },
                { kind: 'Field', name: { kind: 'Name', value: 'toTime' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'fromDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'toDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WaitlistNotificationsQuery, WaitlistNotificationsQueryVariables>;
export const WaitlistNotificationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'WaitlistNotification' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'waitlistNotification' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'WaitlistItem' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WaitlistItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WaitlistNotification' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'client' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'serviceId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serviceName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationName' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'windows' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'weekdays' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fromTime' } },
                { kind: 'Field', name: { kind: 'Name', value: 'toTime' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'fromDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'toDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WaitlistNotificationQuery, WaitlistNotificationQueryVariables>;
export const WaitlistOptionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'WaitlistOptions' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'businessQuery' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'businessName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'services' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bookingKind' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'locations' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WaitlistOptionsQuery, WaitlistOptionsQueryVariables>;
export const CreateWaitlistNotificationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateWaitlistNotification' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'notification' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'WaitlistNotificationInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createWaitlistNotification' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'notification' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'notification' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'notification' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'WaitlistItem' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WaitlistItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WaitlistNotification' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'client' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'serviceId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serviceName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationName' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'windows' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'weekdays' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fromTime' } },
                { kind: 'Field', name: { kind: 'Name', value: 'toTime' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'fromDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'toDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateWaitlistNotificationMutation, CreateWaitlistNotificationMutationVariables>;
export const UpdateWaitlistNotificationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateWaitlistNotification' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'notification' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateWaitlistNotificationInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateWaitlistNotification' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'notification' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'notification' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'notification' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'WaitlistItem' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WaitlistItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WaitlistNotification' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'client' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'serviceId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serviceName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationName' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'windows' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'weekdays' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fromTime' } },
                { kind: 'Field', name: { kind: 'Name', value: 'toTime' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'fromDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'toDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateWaitlistNotificationMutation, UpdateWaitlistNotificationMutationVariables>;
export const DeleteWaitlistNotificationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteWaitlistNotification' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteWaitlistNotification' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteWaitlistNotificationMutation, DeleteWaitlistNotificationMutationVariables>;
export const UnsubscribeWaitlistNotificationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UnsubscribeWaitlistNotification' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'unsubscribeWaitlistNotification' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'token' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'notification' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'serviceName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  UnsubscribeWaitlistNotificationMutation,
  UnsubscribeWaitlistNotificationMutationVariables
>;
