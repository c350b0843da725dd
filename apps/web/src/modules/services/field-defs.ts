/**
 * The editable fields of a service (001 §3.3) and of a plan (§3.7) as data: each with its label and
 * kind, so the forms render and convert every field the same way. Option values and labels of §9.
 */
export type FieldKind = 'text' | 'longText' | 'money' | 'int' | 'float' | 'bool' | 'select' | 'tags';

export interface FieldDef {
  key: string;
  label: string;
  kind: FieldKind;
  options?: ReadonlyArray<{ value: string; label: string }>;
  /** Limits the server enforces (numbers). */
  min?: number;
  max?: number;
  required?: boolean;
}

const opts = (pairs: ReadonlyArray<readonly [string, string]>) =>
  pairs.map(([value, label]) => ({ value, label }));

/** 001 §9 plan start types, with the spec's labels. */
export const START_TYPES = opts([
  ['START_ON_START_DATE', 'Subscription starts on specific date'],
  ['START_ON_START_DATE_SNAP_FIRST_WEEK', 'Starts on specific date (or first of month if in its first week)'],
  ['START_ON_FIRST_VISIT', 'Starts on first visit'],
  ['START_ON_FIRST_VISIT_SNAP_FIRST_WEEK', 'Starts on first visit (or first of month if in its first week)'],
]);

export const PAYMENT_TYPES = opts([
  ['PAYMENT_TYPE_FLAT_PRORATED_ON_START', 'Flat, first payment prorated daily'],
  [
    'PAYMENT_TYPE_FLAT_PRORATED_ON_START_SNAP_FIRST_WEEK',
    'Flat, prorated on start (except in the first week)',
  ],
  ['PAYMENT_TYPE_FLAT_PRORATED_PER_NUMBER_OF_SCHEDULED_VISIT', 'Flat, prorated per scheduled visit'],
  [
    'PAYMENT_TYPE_FLAT_PRORATED_PER_NUMBER_OF_SCHEDULED_VISIT_SNAP_FIRST_WEEK',
    'Flat, prorated per scheduled visit (except in the first week)',
  ],
  ['FLAT', 'Flat (no proration)'],
  ['PAYMENT_TYPE_PER_VISIT', 'Per visit'],
  ['PAYMENT_TYPE_DYNAMIC_NUMBER_OF_SCHEDULED_VISITS', 'Variable rate'],
]);

export const DUE_TYPES = opts([
  ['DUE_ON_CREATION', 'Due on creation'],
  ['DUE_ON_START', 'Due on start'],
  ['DUE_ON_START_MINUS_DAYS', 'Due some days before start'],
]);

export const PAYMENT_INTERVALS = opts([
  ['ONCE', 'Once'],
  ['ONCE_CREDIT', 'Once (credit)'],
  ['DAILY', 'Daily'],
  ['WEEKLY', 'Weekly'],
  ['BIWEEKLY', 'Biweekly'],
  ['MONTHLY', 'Monthly'],
  ['YEARLY', 'Yearly'],
]);

export const PLAN_KINDS = opts(
  [
    'single-visit',
    'single-visit-session',
    'multiple-visits-prepaid',
    'monthly-membership-weekly-lesson',
    'class-payment',
    'per-visit',
    'event-per-visit',
    'multiple-visits-booked',
    'membership-recurring-payment',
    'membership-recurring-payment-only',
  ].map((k) => [k, k.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase())] as const),
);

export const SESSION_STATUSES = opts([
  ['SESSION_STATUS_ACTIVE', 'Active'],
  ['SESSION_STATUS_DISABLED', 'Disabled'],
]);

/** The service's own fields after name/description/kind (those the service form lays out itself). */
export const SERVICE_FIELDS: readonly FieldDef[] = [
  { key: 'price', label: 'Price', kind: 'money' },
  { key: 'durationMinutes', label: 'Duration (minutes)', kind: 'int', min: 5, max: 1440 },
  { key: 'notBeforeAgeMonths', label: 'Youngest age (months)', kind: 'int', min: 0 },
  { key: 'notAfterAgeMonths', label: 'Oldest age (months)', kind: 'int', min: 0 },
  { key: 'mainPhoto', label: 'Main photo (URL)', kind: 'text' },
  { key: 'photos', label: 'Photos (URLs, comma separated)', kind: 'tags' },
  { key: 'tags', label: 'Tags (comma separated)', kind: 'tags' },
  { key: 'allowsJoinOnline', label: 'Clients can join online', kind: 'bool' },
  {
    key: 'allowStaffToClientCancelUnpaid',
    label: 'Staff may cancel unpaid visits for clients',
    kind: 'bool',
  },
  { key: 'allowClientToSelfCancelUnpaid', label: 'Clients may cancel their unpaid visits', kind: 'bool' },
  { key: 'disableSelfCancellation', label: 'Disable self-cancellation', kind: 'bool' },
  { key: 'disableUseCredits', label: 'Disable the use of credits', kind: 'bool' },
  { key: 'disableLessonMateRequest', label: 'Disable lesson mate requests', kind: 'bool' },
  { key: 'cancellationWindowHours', label: 'Cancellation window (hours)', kind: 'int', min: 0 },
  { key: 'visitCancellationConsequence', label: 'Visit cancellation consequence', kind: 'text' },
  { key: 'lateVisitCancellationConsequence', label: 'Late cancellation consequence', kind: 'text' },
  { key: 'visitCancellationServiceCreditName', label: 'Cancellation credit name', kind: 'text' },
  { key: 'lateVisitCancellationServiceCreditName', label: 'Late cancellation credit name', kind: 'text' },
  { key: 'staffVisitCancellationServiceCreditName', label: 'Staff cancellation credit name', kind: 'text' },
  {
    key: 'visitCancellationServiceCreditSubscriptionPeriodCapDays',
    label: 'Cancellation credits cap (days of subscription period)',
    kind: 'int',
    min: 0,
  },
  { key: 'cancellationPolicy', label: 'Cancellation policy', kind: 'longText' },
];

/** Every plan field of 001 §3.7 (locations and the discount policy apart). */
export const PLAN_FIELDS: readonly FieldDef[] = [
  { key: 'name', label: 'Plan name', kind: 'text', required: true },
  { key: 'kind', label: 'Kind', kind: 'select', options: PLAN_KINDS },
  { key: 'description', label: 'Description', kind: 'longText' },
  { key: 'price', label: 'Price', kind: 'money' },
  { key: 'pricePerVisit', label: 'Price per visit', kind: 'money' },
  { key: 'deposit', label: 'Deposit', kind: 'money' },
  { key: 'signupPrice', label: 'Signup price', kind: 'money' },
  { key: 'taxRate', label: 'Tax rate (%)', kind: 'float', min: 0, max: 100 },
  { key: 'startType', label: 'Start', kind: 'select', options: START_TYPES },
  { key: 'paymentType', label: 'Payment type', kind: 'select', options: PAYMENT_TYPES },
  { key: 'paymentInterval', label: 'Payment interval', kind: 'select', options: PAYMENT_INTERVALS },
  { key: 'dueType', label: 'Due', kind: 'select', options: DUE_TYPES },
  { key: 'dueMinusDays', label: 'Days before start', kind: 'int', min: 0 },
  { key: 'visits', label: 'Visits', kind: 'int', min: 0 },
  { key: 'visitInterval', label: 'Visit interval', kind: 'select', options: PAYMENT_INTERVALS },
  { key: 'latePaymentDays', label: 'Late payment after (days)', kind: 'int', min: 0 },
  { key: 'latePaymentAmount', label: 'Late payment fee', kind: 'money' },
  { key: 'autoPayDeltaDays', label: 'Auto-pay shift (days)', kind: 'int' },
  { key: 'maxHoldNumber', label: 'Most holds', kind: 'int', min: 0 },
  { key: 'maxHoldPeriod', label: 'Longest hold (days)', kind: 'int', min: 0 },
  { key: 'clientLifecycleStatusOnBook', label: 'Client status on booking', kind: 'text' },
  { key: 'clientLifecycleStatusOnAttended', label: 'Client status on attending', kind: 'text' },
  { key: 'clientLifecycleStatusOnCancel', label: 'Client status on cancelling', kind: 'text' },
  { key: 'assignedClientTags', label: 'Client tags given (comma separated)', kind: 'tags' },
  { key: 'recurringInvoiceNote', label: 'Recurring invoice note', kind: 'text' },
  { key: 'countStaffCanceledVisits', label: 'Count staff-cancelled visits', kind: 'bool' },
  { key: 'signupWaivedIfMember', label: 'Signup waived for members', kind: 'bool' },
  { key: 'onlyPayableWithCredit', label: 'Only payable with credit', kind: 'bool' },
  { key: 'hasLatePayment', label: 'Late payment fee', kind: 'bool' },
  { key: 'autoPayDeltaDaysEnabled', label: 'Shift auto-pay', kind: 'bool' },
  { key: 'enabledForSelfBooking', label: 'Self-booking', kind: 'bool' },
  { key: 'visitPreEnroll', label: 'Pre-enrol visits', kind: 'bool' },
  { key: 'holdPossible', label: 'Holds possible', kind: 'bool' },
  { key: 'sessionConversionTracking', label: 'Track session conversions', kind: 'bool' },
  { key: 'makesMember', label: 'Makes a member', kind: 'bool' },
  { key: 'makesLifetimeMember', label: 'Makes a lifetime member', kind: 'bool' },
  { key: 'canBePurchasedWithoutBooking', label: 'Can be bought without booking', kind: 'bool' },
  { key: 'requiresTermsAndConditionsAcceptance', label: 'Requires accepting the terms', kind: 'bool' },
  { key: 'spotlight', label: 'Spotlight', kind: 'bool' },
  { key: 'requiresPaymentMethodForFreePlan', label: 'Payment method needed when free', kind: 'bool' },
];
