import { UserError } from '@tempo/graphql';
import { clean, ErrorCode, Texts, UserErrorCode, valueCheckError } from '@tempo/contracts';
import type { ServiceEntity } from './service.entity';

/** The service's type label (001 §3.3). */
export type ServiceTypeLabel = 'Event based' | 'Appointment based' | 'Session based' | 'Subscription only';
/** How a service is booked (001 §3.3). */
export type BookingKind = 'appointment' | 'session' | 'subscription_only' | 'event';

type Flags = Pick<ServiceEntity, 'eventType' | 'requiresBooking' | 'hasSessions'>;

/** The booking kind: eventType wins; else requiresBooking with or without sessions; else subscription only. */
export function bookingKind(s: Flags): BookingKind {
  if (s.eventType) return 'event';
  if (!s.requiresBooking) return 'subscription_only';
  return s.hasSessions ? 'session' : 'appointment';
}

const LABELS: Record<BookingKind, ServiceTypeLabel> = {
  event: 'Event based',
  appointment: 'Appointment based',
  session: 'Session based',
  subscription_only: 'Subscription only',
};

/** The type label shown for a service (001 §3.3). */
export const typeLabel = (s: Flags): ServiceTypeLabel => LABELS[bookingKind(s)];

/** Duration bounds of an appointment service, in minutes. */
export const DURATION_MINUTES = { min: 5, max: 1440 } as const;
/** The currency of a service or plan when none is given. */
export const DEFAULT_CURRENCY = 'USD';
/** How many services a list shows. */
export const SERVICE_LIST_SIZE = 500;

/**
 * A catalogue read of something the reader does not see (missing, deleted,
 * hidden or of another business). Public reads do not echo the id asked for.
 */
export const catalogueNotFound = (what: 'service' | 'session'): UserError =>
  new UserError(`${Texts.objectNotFound} ${what}`, ErrorCode.NOT_FOUND, UserErrorCode.OBJECT_NOT_FOUND);

/** A required name, trimmed; refused when blank. */
export function requiredName(value: string | null | undefined, field = 'name'): string {
  const name = clean(value);
  if (!name) throw UserError.of(UserErrorCode.REQUIRED_FIELD, field);
  return name;
}

/** An optional count or amount that must not be negative. */
export function notNegative(field: string, value: number | null | undefined): void {
  if (value !== null && value !== undefined && value < 0)
    throw UserError.of(UserErrorCode.NOT_NEGATIVE, field);
}

/** A value between min and max inclusive, when given. */
export function inRange(field: string, value: number | null | undefined, min: number, max: number): void {
  if (value !== null && value !== undefined && (value < min || value > max))
    throw UserError.of(UserErrorCode.OUT_OF_RANGE, field, min, max);
}

/** An ISO 4217 code (upper-cased); the default when absent. */
export function currencyOf(value: string | null | undefined, fallback: string, field = 'currency'): string {
  const code = clean(value)?.toUpperCase();
  if (!code) return fallback;
  const error = valueCheckError('currency', field, code);
  if (error) throw new UserError(error);
  return code;
}

/** Age limits in months (001 §5.3): not negative, and notBeforeAgeMonths not after notAfterAgeMonths. */
export function checkAges(limits: {
  notBeforeAgeMonths?: number | null;
  notAfterAgeMonths?: number | null;
}): void {
  notNegative('notBeforeAgeMonths', limits.notBeforeAgeMonths);
  notNegative('notAfterAgeMonths', limits.notAfterAgeMonths);
  const { notBeforeAgeMonths: from, notAfterAgeMonths: to } = limits;
  if (from !== null && from !== undefined && to !== null && to !== undefined && from > to)
    throw UserError.of(UserErrorCode.NOT_AFTER, 'notBeforeAgeMonths', 'notAfterAgeMonths');
}

/** The fields of a service the rules check, as they will be stored. */
export type ServiceDraft = Pick<
  ServiceEntity,
  | 'name'
  | 'price'
  | 'currency'
  | 'eventType'
  | 'requiresBooking'
  | 'hasSessions'
  | 'durationMinutes'
  | 'notBeforeAgeMonths'
  | 'notAfterAgeMonths'
  | 'cancellationWindowHours'
  | 'visitCancellationServiceCreditSubscriptionPeriodCapDays'
> &
  Partial<Pick<ServiceEntity, 'sessionWaitlistHoldMinutes'>>;

/** Session waitlist modes: a freed place enrols the first in line, or is offered to them with a hold. */
export const SESSION_WAITLIST_MODES = ['ENROLL', 'OFFER'] as const;

/** A session waitlist mode (any case), or the refusal naming the two. */
export function sessionWaitlistModeOf(value: string): string {
  const mode = value.trim().toUpperCase();
  if (!(SESSION_WAITLIST_MODES as readonly string[]).includes(mode))
    throw UserError.of(UserErrorCode.ONE_OF, 'sessionWaitlistMode', SESSION_WAITLIST_MODES);
  return mode;
}

/**
 * The rules of a service as it will be stored: a name; an appointment service
 * has a duration of 5 to 1440 minutes (any other service's duration, when set,
 * too); price, cancellation window and credit cap not negative; age limits in order.
 */
export function checkService(s: ServiceDraft): void {
  requiredName(s.name);
  const { min, max } = DURATION_MINUTES;
  if (bookingKind(s) === 'appointment' && (s.durationMinutes === null || s.durationMinutes === undefined))
    throw UserError.of(UserErrorCode.REQUIRED_FIELD, 'durationMinutes');
  inRange('durationMinutes', s.durationMinutes, min, max);
  notNegative('price', s.price);
  notNegative('cancellationWindowHours', s.cancellationWindowHours);
  notNegative(
    'visitCancellationServiceCreditSubscriptionPeriodCapDays',
    s.visitCancellationServiceCreditSubscriptionPeriodCapDays,
  );
  checkAges(s);
  if (s.sessionWaitlistHoldMinutes !== undefined)
    inRange('sessionWaitlistHoldMinutes', s.sessionWaitlistHoldMinutes, 1, 10080);
}

/** What the events of a service carry (contract: ServiceEventData). */
export const serviceEventData = (s: ServiceEntity, planNames: string[], changed?: string[]) => ({
  serviceId: s.id,
  name: s.name,
  planNames,
  hidden: s.hiddenAt !== null,
  ...(changed ? { changed } : {}),
});

/** The fields whose values differ between two versions of a row (for the updated event). */
export function changedFields<T extends object>(before: T, after: T, fields: readonly (keyof T)[]): string[] {
  return fields.filter((f) => JSON.stringify(before[f]) !== JSON.stringify(after[f])).map((f) => String(f));
}
