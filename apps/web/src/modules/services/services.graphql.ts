import { graphql } from '../../gql';
import type {
  ServiceDetailsFragment,
  ServiceListItemFragment,
  SessionDetailsFragment,
} from '../../gql/graphql';

/** A row of the services page (001 §2.6): type label and booking kind. */
export const SERVICE_LIST_ITEM = graphql(`
  fragment ServiceListItem on Service {
    id
    name
    typeLabel
    bookingKind
    hiddenAt
    durationMinutes
    price
    currency
    plans {
      id
    }
  }
`);

export const SERVICES = graphql(`
  query Services($business: ID!) {
    services(business: $business) {
      ...ServiceListItem
    }
  }
`);

/** A session as its list and edit page show it (001 §3.4). */
export const SESSION_DETAILS = graphql(`
  fragment SessionDetails on Session {
    id
    name
    service {
      id
      name
    }
    startDate
    endDate
    status
    notBeforeAgeMonths
    notAfterAgeMonths
    onlineId
    allowEnrollmentUntilDate
    shortenedUrl
    staff {
      id
      name
    }
  }
`);

/** Every field of 001 §3.3 a manager edits, its plans (§3.7) and its sessions. */
export const SERVICE_DETAILS = graphql(`
  fragment ServiceDetails on Service {
    id
    name
    description
    price
    currency
    photos
    mainPhoto
    tags
    eventType
    requiresBooking
    hasSessions
    durationMinutes
    hiddenAt
    notBeforeAgeMonths
    notAfterAgeMonths
    allowsJoinOnline
    allowStaffToClientCancelUnpaid
    allowClientToSelfCancelUnpaid
    disableSelfCancellation
    disableUseCredits
    disableLessonMateRequest
    visitCancellationConsequence
    lateVisitCancellationConsequence
    cancellationWindowHours
    cancellationPolicy
    lateVisitCancellationServiceCreditName
    visitCancellationServiceCreditName
    staffVisitCancellationServiceCreditName
    visitCancellationServiceCreditSubscriptionPeriodCapDays
    typeLabel
    bookingKind
    termsAndConditionsRevision {
      id
      policyId
      name
    }
    plans {
      name
      kind
      description
      currency
      price
      pricePerVisit
      deposit
      countStaffCanceledVisits
      signupPrice
      signupWaivedIfMember
      onlyPayableWithCredit
      taxRate
      dueType
      dueMinusDays
      startType
      paymentType
      paymentInterval
      hasLatePayment
      latePaymentDays
      latePaymentAmount
      autoPayDeltaDaysEnabled
      autoPayDeltaDays
      enabledForSelfBooking
      visits
      visitInterval
      visitPreEnroll
      holdPossible
      maxHoldNumber
      maxHoldPeriod
      sessionConversionTracking
      makesMember
      makesLifetimeMember
      canBePurchasedWithoutBooking
      requiresTermsAndConditionsAcceptance
      spotlight
      clientLifecycleStatusOnBook
      clientLifecycleStatusOnAttended
      clientLifecycleStatusOnCancel
      assignedClientTags
      recurringInvoiceNote
      requiresPaymentMethodForFreePlan
      id
      canBeDeleted
      discountPolicy {
        discountType
        discountRate
        discountCalculation
      }
      locations {
        id
        name
      }
    }
    sessions(includePast: true) {
      ...SessionDetails
    }
  }
`);

export const SERVICE = graphql(`
  query Service($business: ID!, $id: ID!) {
    service(business: $business, id: $id) {
      ...ServiceDetails
    }
  }
`);

export const CREATE_SERVICE = graphql(`
  mutation CreateService($business: ID!, $service: ServiceInput!) {
    createService(business: $business, service: $service) {
      status
      error
      service {
        ...ServiceDetails
      }
    }
  }
`);

export const UPDATE_SERVICE = graphql(`
  mutation UpdateService($business: ID!, $service: UpdateServiceInput!) {
    updateService(business: $business, service: $service) {
      status
      error
      service {
        ...ServiceDetails
      }
    }
  }
`);

export const DELETE_SERVICE = graphql(`
  mutation DeleteService($business: ID!, $id: ID!) {
    deleteService(business: $business, id: $id) {
      status
      error
      id
    }
  }
`);

export const SESSION = graphql(`
  query Session($business: ID!, $id: ID!) {
    session(business: $business, id: $id) {
      ...SessionDetails
    }
  }
`);

export const CREATE_SESSION = graphql(`
  mutation CreateSession($business: ID!, $session: SessionInput!) {
    createSession(business: $business, session: $session) {
      status
      error
      session {
        ...SessionDetails
      }
    }
  }
`);

export const UPDATE_SESSION = graphql(`
  mutation UpdateSession($business: ID!, $session: UpdateSessionInput!) {
    updateSession(business: $business, session: $session) {
      status
      error
      session {
        ...SessionDetails
      }
    }
  }
`);

export const DELETE_SESSION = graphql(`
  mutation DeleteSession($business: ID!, $id: ID!) {
    deleteSession(business: $business, id: $id) {
      status
      error
      id
    }
  }
`);

/** What the service screens read of the business: its currency, and its locations for plans. */
export const SERVICE_CONTEXT = graphql(`
  query ServiceContext($business: ID!) {
    businessQuery(businessName: $business) {
      name
      defaultCurrency
      timezone
    }
    locations(business: $business) {
      id
      name
    }
  }
`);

export type ServiceListItem = ServiceListItemFragment;
export type ServiceDetails = ServiceDetailsFragment;
export type SessionDetails = SessionDetailsFragment;

/** The staff a session may have (the people subgraph's staff list). */
export const SESSION_STAFF_CHOICES = graphql(`
  query SessionStaffChoices($business: ID!) {
    staff(business: $business) {
      id
      name
    }
  }
`);
