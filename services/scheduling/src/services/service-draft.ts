import { clean } from '@tempo/contracts';
import type { PlanInput } from './plan.model';
import type { PlanEntity } from './plan.entity';
import { checkPlan, PLAN_DEFAULTS, type PlanDraft } from './plan-rules';
import type { ServiceInput } from './service.model';
import type { ServiceEntity } from './service.entity';
import {
  checkService,
  currencyOf,
  DEFAULT_CURRENCY,
  requiredName,
  sessionWaitlistModeOf,
} from './service-rules';

type Defined<T> = { [K in keyof T]-?: Exclude<T[K], undefined> };

/** The given (not undefined) entries of `input` among `fields`. */
function given<T extends object, K extends keyof T>(input: T, fields: readonly K[]): Partial<Pick<T, K>> {
  const out: Partial<Pick<T, K>> = {};
  for (const f of fields) if (input[f] !== undefined) out[f] = input[f];
  return out;
}

/** Service fields copied as they are (nulls clear nullable ones; booleans and lists fall back to their defaults). */
const SERVICE_PLAIN = [
  'price',
  'mainPhoto',
  'durationMinutes',
  'notBeforeAgeMonths',
  'notAfterAgeMonths',
  'visitCancellationConsequence',
  'lateVisitCancellationConsequence',
  'cancellationWindowHours',
  'cancellationPolicy',
  'lateVisitCancellationServiceCreditName',
  'visitCancellationServiceCreditName',
  'staffVisitCancellationServiceCreditName',
  'visitCancellationServiceCreditSubscriptionPeriodCapDays',
  'termsAndConditionsRevision',
] as const;
const SERVICE_FLAGS = [
  'eventType',
  'requiresBooking',
  'hasSessions',
  'allowsJoinOnline',
  'allowStaffToClientCancelUnpaid',
  'allowClientToSelfCancelUnpaid',
  'disableSelfCancellation',
  'disableUseCredits',
  'disableLessonMateRequest',
] as const;

/** A new service's stored defaults (the table's). */
export const newService = (id: string, business: string, now: Date): ServiceEntity => ({
  id,
  business,
  name: '',
  description: '',
  price: null,
  currency: DEFAULT_CURRENCY,
  photos: [],
  mainPhoto: null,
  tags: [],
  eventType: false,
  requiresBooking: true,
  hasSessions: false,
  durationMinutes: null,
  hiddenAt: null,
  notBeforeAgeMonths: null,
  notAfterAgeMonths: null,
  allowsJoinOnline: false,
  allowStaffToClientCancelUnpaid: false,
  allowClientToSelfCancelUnpaid: false,
  disableSelfCancellation: false,
  disableUseCredits: false,
  disableLessonMateRequest: false,
  visitCancellationConsequence: null,
  lateVisitCancellationConsequence: null,
  cancellationWindowHours: null,
  cancellationPolicy: null,
  lateVisitCancellationServiceCreditName: null,
  visitCancellationServiceCreditName: null,
  staffVisitCancellationServiceCreditName: null,
  visitCancellationServiceCreditSubscriptionPeriodCapDays: null,
  termsAndConditionsRevision: null,
  sessionWaitlistMode: 'ENROLL',
  sessionWaitlistHoldMinutes: 1440,
  createdAt: now,
  updatedAt: now,
  deletedAt: null,
});

/** `current` with the given fields of `input` applied, checked by the service rules (throws a UserError). */
export function applyServiceInput(current: ServiceEntity, input: ServiceInput, now: Date): ServiceEntity {
  const next: ServiceEntity = { ...current, ...given(input, SERVICE_PLAIN), updatedAt: now };
  for (const f of SERVICE_FLAGS) if (input[f] !== undefined && input[f] !== null) next[f] = input[f];
  if (input.name !== undefined) next.name = requiredName(input.name);
  if (input.description !== undefined) next.description = input.description?.trim() ?? '';
  if (input.currency !== undefined) next.currency = currencyOf(input.currency, DEFAULT_CURRENCY);
  if (input.photos !== undefined) next.photos = input.photos ?? [];
  if (input.tags !== undefined) next.tags = (input.tags ?? []).map((t) => t.trim()).filter(Boolean);
  if (input.hidden !== undefined && input.hidden !== null)
    next.hiddenAt = input.hidden ? (current.hiddenAt ?? now) : null;
  if (input.sessionWaitlistMode !== undefined && input.sessionWaitlistMode !== null)
    next.sessionWaitlistMode = sessionWaitlistModeOf(input.sessionWaitlistMode);
  if (input.sessionWaitlistHoldMinutes !== undefined && input.sessionWaitlistHoldMinutes !== null)
    next.sessionWaitlistHoldMinutes = input.sessionWaitlistHoldMinutes;
  checkService(next);
  return next;
}

const PLAN_PLAIN = [
  'kind',
  'pricePerVisit',
  'deposit',
  'signupPrice',
  'discountPolicy',
  'taxRate',
  'dueMinusDays',
  'latePaymentDays',
  'latePaymentAmount',
  'autoPayDeltaDays',
  'visits',
  'visitInterval',
  'maxHoldNumber',
  'maxHoldPeriod',
  'clientLifecycleStatusOnBook',
  'clientLifecycleStatusOnAttended',
  'clientLifecycleStatusOnCancel',
  'recurringInvoiceNote',
] as const;
const PLAN_FLAGS = [
  'countStaffCanceledVisits',
  'signupWaivedIfMember',
  'onlyPayableWithCredit',
  'hasLatePayment',
  'autoPayDeltaDaysEnabled',
  'enabledForSelfBooking',
  'visitPreEnroll',
  'holdPossible',
  'sessionConversionTracking',
  'makesMember',
  'makesLifetimeMember',
  'canBePurchasedWithoutBooking',
  'requiresTermsAndConditionsAcceptance',
  'spotlight',
  'requiresPaymentMethodForFreePlan',
] as const;
const PLAN_OPTIONS = ['dueType', 'startType', 'paymentType', 'paymentInterval'] as const;

/** A new plan's stored defaults, in the service's currency. */
export const newPlan = (currency: string): Defined<PlanDraft> => ({
  kind: null,
  name: '',
  description: null,
  locationIds: [],
  currency,
  price: 0,
  pricePerVisit: null,
  deposit: null,
  countStaffCanceledVisits: false,
  signupPrice: null,
  signupWaivedIfMember: false,
  discountPolicy: null,
  onlyPayableWithCredit: false,
  taxRate: null,
  ...PLAN_DEFAULTS,
  dueMinusDays: null,
  hasLatePayment: false,
  latePaymentDays: null,
  latePaymentAmount: null,
  autoPayDeltaDaysEnabled: false,
  autoPayDeltaDays: null,
  enabledForSelfBooking: false,
  visits: null,
  visitInterval: null,
  visitPreEnroll: false,
  holdPossible: false,
  maxHoldNumber: null,
  maxHoldPeriod: null,
  sessionConversionTracking: false,
  makesMember: false,
  makesLifetimeMember: false,
  canBePurchasedWithoutBooking: false,
  requiresTermsAndConditionsAcceptance: false,
  spotlight: false,
  clientLifecycleStatusOnBook: null,
  clientLifecycleStatusOnAttended: null,
  clientLifecycleStatusOnCancel: null,
  assignedClientTags: [],
  recurringInvoiceNote: null,
  requiresPaymentMethodForFreePlan: false,
});

/** `current` (a stored plan or a new one) with the given fields of `input`, checked by the plan rules. */
export function applyPlanInput(current: PlanDraft, input: PlanInput): PlanDraft {
  const next: PlanDraft = { ...current, ...given(input, PLAN_PLAIN) };
  for (const f of PLAN_FLAGS) if (input[f] !== undefined && input[f] !== null) next[f] = input[f];
  for (const f of PLAN_OPTIONS) if (clean(input[f])) next[f] = clean(input[f]) as string;
  if (input.name !== undefined) next.name = requiredName(input.name, 'plan name');
  if (input.description !== undefined) next.description = clean(input.description) ?? null;
  if (input.price !== undefined) next.price = input.price ?? 0;
  if (input.currency !== undefined)
    next.currency = currencyOf(input.currency, current.currency, 'plan currency');
  if (input.locationIds !== undefined) next.locationIds = [...new Set(input.locationIds ?? [])];
  if (input.assignedClientTags !== undefined) next.assignedClientTags = input.assignedClientTags ?? [];
  checkPlan(next);
  return next;
}

/** A stored plan's checked fields (what applyPlanInput starts from). */
export const planDraftOf = ({
  id: _id,
  business: _b,
  serviceId: _s,
  position: _p,
  ...draft
}: PlanEntity): PlanDraft => draft;
