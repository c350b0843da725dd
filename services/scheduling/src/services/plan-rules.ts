import { UserError } from '@tempo/graphql';
import { UserErrorCode } from '@tempo/contracts';
import type { PlanEntity } from './plan.entity';
import { currencyOf, inRange, notNegative, requiredName } from './service-rules';

/** Plan option values (001 §9). */
export const START_TYPES = [
  'START_ON_START_DATE',
  'START_ON_START_DATE_SNAP_FIRST_WEEK',
  'START_ON_FIRST_VISIT',
  'START_ON_FIRST_VISIT_SNAP_FIRST_WEEK',
] as const;
export const PAYMENT_TYPES = [
  'PAYMENT_TYPE_FLAT_PRORATED_ON_START',
  'PAYMENT_TYPE_FLAT_PRORATED_ON_START_SNAP_FIRST_WEEK',
  'PAYMENT_TYPE_FLAT_PRORATED_PER_NUMBER_OF_SCHEDULED_VISIT',
  'PAYMENT_TYPE_FLAT_PRORATED_PER_NUMBER_OF_SCHEDULED_VISIT_SNAP_FIRST_WEEK',
  'FLAT',
  'PAYMENT_TYPE_PER_VISIT',
  'PAYMENT_TYPE_DYNAMIC_NUMBER_OF_SCHEDULED_VISITS',
] as const;
export const DUE_TYPES = ['DUE_ON_CREATION', 'DUE_ON_START', 'DUE_ON_START_MINUS_DAYS'] as const;
export const PAYMENT_INTERVALS = [
  'ONCE',
  'ONCE_CREDIT',
  'DAILY',
  'WEEKLY',
  'BIWEEKLY',
  'MONTHLY',
  'YEARLY',
] as const;
export const PLAN_KINDS = [
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
] as const;

/** A plan's defaults when an option is not given: starts on its start date, flat, due on creation, once. */
export const PLAN_DEFAULTS = {
  startType: 'START_ON_START_DATE',
  paymentType: 'FLAT',
  dueType: 'DUE_ON_CREATION',
  paymentInterval: 'ONCE',
} as const;

/** taxRate bounds, in percent. */
export const TAX_RATE = { min: 0, max: 100 } as const;

function oneOf(field: string, value: string | null | undefined, values: readonly string[]): void {
  if (value !== null && value !== undefined && !values.includes(value))
    throw UserError.of(UserErrorCode.ONE_OF, field, values);
}

/** The fields of a plan the rules check, as it will be stored. */
export type PlanDraft = Omit<PlanEntity, 'id' | 'business' | 'serviceId' | 'position'>;

/** The amounts and counts of a plan that must not be negative (money in minor units). */
const NOT_NEGATIVE: readonly (keyof PlanDraft)[] = [
  'price',
  'pricePerVisit',
  'deposit',
  'signupPrice',
  'latePaymentDays',
  'latePaymentAmount',
  'visits',
  'maxHoldNumber',
  'maxHoldPeriod',
];

/**
 * The rules of one plan: a name; option values of §9 (kind, startType,
 * paymentType, dueType, paymentInterval); DUE_ON_START_MINUS_DAYS needs
 * dueMinusDays >= 0; amounts and counts not negative; taxRate 0..100; the
 * discount rate not negative; an ISO currency.
 */
export function checkPlan(p: PlanDraft): void {
  requiredName(p.name, 'plan name');
  oneOf('kind', p.kind, PLAN_KINDS);
  oneOf('startType', p.startType, START_TYPES);
  oneOf('paymentType', p.paymentType, PAYMENT_TYPES);
  oneOf('dueType', p.dueType, DUE_TYPES);
  oneOf('paymentInterval', p.paymentInterval, PAYMENT_INTERVALS);
  if (p.dueType === 'DUE_ON_START_MINUS_DAYS' && (p.dueMinusDays === null || p.dueMinusDays === undefined))
    throw UserError.of(UserErrorCode.REQUIRED_FIELD, 'dueMinusDays');
  notNegative('dueMinusDays', p.dueMinusDays);
  for (const f of NOT_NEGATIVE) notNegative(f, p[f] as number | null);
  inRange('taxRate', p.taxRate, TAX_RATE.min, TAX_RATE.max);
  notNegative('discountRate', p.discountPolicy?.discountRate);
  currencyOf(p.currency, p.currency, 'plan currency');
}

/** Plan names are unique per service, compared case-insensitively and trimmed. */
export function checkPlanNames(names: readonly string[]): void {
  const seen = new Set<string>();
  for (const name of names) {
    const key = name.trim().toLowerCase();
    if (seen.has(key)) throw UserError.of(UserErrorCode.NAME_ALREADY_USED, 'plan', name.trim());
    seen.add(key);
  }
}

/** Locations of plans must be locations of the business (`known`): the first unknown id refuses. */
export function checkPlanLocations(locationIds: readonly string[], known: ReadonlySet<string>): void {
  const unknown = locationIds.find((id) => !known.has(id));
  if (unknown) throw UserError.of(UserErrorCode.OBJECT_NOT_FOUND, unknown);
}

/**
 * How a new plan list replaces the stored one: entries with an id update that
 * plan (an id of no plan of this service refuses), entries without get a new
 * id; stored plans left out are removed.
 */
export function planReplacement(
  stored: readonly { id: string }[],
  given: readonly { id?: string | null }[],
): { keep: string[]; remove: string[] } {
  const storedIds = new Set(stored.map((p) => p.id));
  const keep: string[] = [];
  for (const p of given) {
    if (!p.id) continue;
    if (!storedIds.has(p.id)) throw UserError.of(UserErrorCode.OBJECT_NOT_FOUND, p.id);
    keep.push(p.id);
  }
  const kept = new Set(keep);
  return { keep, remove: stored.filter((p) => !kept.has(p.id)).map((p) => p.id) };
}
