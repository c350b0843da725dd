// Age eligibility of a client for a service or session. The limits come from the session when it sets either
// of notBeforeAgeMonths/notAfterAgeMonths, else from the service. No birthdate: eligible. The age is counted
// in whole months from the birthdate (its local midnight in the business zone) to the reference instant:
// for a service with sessions, the session's start when it is still ahead, else now; otherwise the
// timeslot's startAt. Below notBeforeAgeMonths: too young; above notAfterAgeMonths: too old.
// The current time is a parameter, never read here.
import { LocalDate, localDateAt, parseLocalDate, toInstant, zoneOf } from './zoned-time';

export type AgeEligibility = 'ok' | 'too_young' | 'too_old';

export interface AgeLimits {
  readonly notBeforeAgeMonths?: number | null;
  readonly notAfterAgeMonths?: number | null;
}

export interface AgeCheck {
  /** The client's birthdate, a local date 'YYYY-MM-DD' (null or absent: not known). */
  readonly birthdate?: string | null;
  readonly service: AgeLimits & { readonly hasSessions: boolean };
  /** The session booked into, for services with sessions. */
  readonly session?: (AgeLimits & { readonly startAt: string | number | Date }) | null;
  /** The timeslot booked, for services without sessions. */
  readonly timeslotStartAt?: string | number | Date | null;
  /** The current instant, from the caller's clock. */
  readonly now: number | Date;
  /** The business's IANA zone: birthdays and the reference date are read there. */
  readonly zone: string;
}

const isSet = (value: number | null | undefined): value is number => value !== null && value !== undefined;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Whole months from `birth` to `on` (local dates). A month is complete on the same day-of-month, or on the
 * last day of a shorter month: born 31 January, one month old on 28 February (29 in a leap year), two on
 * 31 March, three on 30 April. Negative when `on` is before the birthdate.
 */
export function wholeMonthsBetween(birth: LocalDate, on: LocalDate): number {
  const months = (on.year - birth.year) * 12 + (on.month - birth.month);
  const monthiversary = Math.min(birth.day, daysInMonth(on.year, on.month));
  if (months > 0 && on.day < monthiversary) return months - 1;
  if (months < 0 && on.day > monthiversary) return months + 1;
  return months;
}

/** Age in whole months at an instant, with the birthdate's midnight and the instant read in `zone`. */
export function ageInMonths(birthdate: string, at: number | string | Date, zone: string): number {
  zoneOf(zone);
  const on = localDateAt(toInstant(at), zone);
  return wholeMonthsBetween(parseLocalDate(birthdate), on);
}

/** The limits that apply: the session's if it sets either, else the service's. */
export function applicableAgeLimits(check: Pick<AgeCheck, 'service' | 'session'>): AgeLimits {
  const session = check.session;
  if (session && (isSet(session.notBeforeAgeMonths) || isSet(session.notAfterAgeMonths))) {
    return { notBeforeAgeMonths: session.notBeforeAgeMonths, notAfterAgeMonths: session.notAfterAgeMonths };
  }
  return {
    notBeforeAgeMonths: check.service.notBeforeAgeMonths,
    notAfterAgeMonths: check.service.notAfterAgeMonths,
  };
}

/**
 * The instant the age is taken at: for a service with sessions the session's start if it is after now, else
 * now; otherwise the timeslot's startAt (now when no timeslot is given).
 */
export function ageReferenceInstant(check: AgeCheck): number {
  const now = toInstant(check.now);
  if (check.service.hasSessions) {
    const start = check.session ? toInstant(check.session.startAt) : null;
    return start !== null && start > now ? start : now;
  }
  return check.timeslotStartAt !== null && check.timeslotStartAt !== undefined
    ? toInstant(check.timeslotStartAt)
    : now;
}

export function ageEligibility(check: AgeCheck): AgeEligibility {
  if (!check.birthdate) return 'ok';
  const limits = applicableAgeLimits(check);
  const months = ageInMonths(check.birthdate, ageReferenceInstant(check), check.zone);
  if (isSet(limits.notBeforeAgeMonths) && months < limits.notBeforeAgeMonths) return 'too_young';
  if (isSet(limits.notAfterAgeMonths) && months > limits.notAfterAgeMonths) return 'too_old';
  return 'ok';
}
