// What a cancellation records and costs (001 §3.3, §4.1, §9). A client cancels their place: the
// participant status becomes CANCELED ('Client canceled') or, past the service's late-cancellation cutoff,
// LATE_CANCELED ('Client late canceled'). Staff cancel the event: EVENT_STATUS_STAFF_CANCELED, never late.
//
// How the stored service fields are read:
// - cancellationWindowHours (integer hours, null when unset) is the late-cancellation rule: null → NONE,
//   n → HOURS_BEFORE n (late when now > startAt − n hours; with 0, late only once the event has begun).
// - cancellationPolicy is the policy text shown to clients (free text, not a rule): passed on as it is.
// - A SPECIFIC_TIME rule (DAY_OF or DAY_BEFORE at a local HH:mm) has no stored field on the service;
//   the caller passes it as `rule`, which then replaces the one read from cancellationWindowHours.
// - consequence: visitCancellationConsequence on time, lateVisitCancellationConsequence when late, none
//   for staff (the client is not charged for the staff's cancellation).
// - creditName: visitCancellationServiceCreditName on time, lateVisitCancellationServiceCreditName when
//   late, staffVisitCancellationServiceCreditName for staff; the subscription-period cap
//   (visitCancellationServiceCreditSubscriptionPeriodCapDays) goes with the on-time client credit only.
import {
  firstInstantAtOrAfter,
  floating,
  floatingDate,
  localDateAt,
  parseLocalTime,
  toInstant,
} from '@tempo/scheduling-rules';

const HOUR = 3_600_000;
const DAY = 86_400_000;

export type CancellationType = 'client' | 'staff';
export type CancellationTiming = 'DAY_OF' | 'DAY_BEFORE';

/** The late-cancellation rules of 001 §9. */
export type LateCancellationRule =
  | { readonly type: 'NONE' }
  | { readonly type: 'HOURS_BEFORE'; readonly hours: number }
  | { readonly type: 'SPECIFIC_TIME'; readonly timing: CancellationTiming; readonly time: string };

export const PARTICIPANT_STATUS_LABELS = {
  CANCELED: 'Client canceled',
  LATE_CANCELED: 'Client late canceled',
} as const;
export const STAFF_CANCELED_REASON = 'Staff canceled';

/** The service's cancellation fields, as stored. */
export interface CancellationPolicy {
  readonly visitCancellationConsequence?: string | null;
  readonly lateVisitCancellationConsequence?: string | null;
  readonly cancellationWindowHours?: number | null;
  readonly cancellationPolicy?: string | null;
  readonly lateVisitCancellationServiceCreditName?: string | null;
  readonly visitCancellationServiceCreditName?: string | null;
  readonly staffVisitCancellationServiceCreditName?: string | null;
  readonly visitCancellationServiceCreditSubscriptionPeriodCapDays?: number | null;
}

export interface CancellationRequest {
  readonly by: CancellationType;
  readonly event: { readonly startAt: number | string | Date };
  readonly service: CancellationPolicy;
  /** A rule the service fields cannot express (SPECIFIC_TIME); replaces the one they give. */
  readonly rule?: LateCancellationRule | null;
  /** The current instant, from the caller's clock. */
  readonly now: number | Date;
  /** The business's IANA zone: SPECIFIC_TIME cutoffs are its wall times. */
  readonly zone: string;
}

interface OutcomeCommon {
  readonly late: boolean;
  /** The instant after which a client's cancellation is late (null: never late). */
  readonly cutoff: number | null;
  readonly consequence: string | null;
  readonly creditName: string | null;
  readonly creditSubscriptionPeriodCapDays: number | null;
  readonly reason: string;
  readonly policyText: string | null;
}

export type CancellationOutcome =
  | (OutcomeCommon & { readonly by: 'client'; readonly participantStatus: 'CANCELED' | 'LATE_CANCELED' })
  | (OutcomeCommon & { readonly by: 'staff'; readonly eventStatus: 'EVENT_STATUS_STAFF_CANCELED' });

const orNull = <T>(v: T | null | undefined): T | null => (v === undefined ? null : v);

/** The rule the stored fields give: a window in hours is HOURS_BEFORE, no window is NONE. */
export function lateRuleOfService(service: Pick<CancellationPolicy, 'cancellationWindowHours'>) {
  const hours = service.cancellationWindowHours;
  return (
    hours === null || hours === undefined ? { type: 'NONE' } : { type: 'HOURS_BEFORE', hours }
  ) as LateCancellationRule;
}

/**
 * The instant a SPECIFIC_TIME cutoff falls on: the local time on the event's local date (DAY_OF) or the
 * date before it (DAY_BEFORE), in the zone. A time the clocks skip (spring forward) is read as the moment
 * they jump; a time shown twice (fall back) as its first showing.
 */
export function specificTimeCutoff(
  startAt: number,
  timing: CancellationTiming,
  time: string,
  zone: string,
): number {
  const eventDay = floating(localDateAt(startAt, zone));
  const day = timing === 'DAY_BEFORE' ? floatingDate(eventDay - DAY) : floatingDate(eventDay);
  return firstInstantAtOrAfter(floating(day, parseLocalTime(time)), zone);
}

/** The instant after which a cancellation of an event starting at `startAt` is late (null: never). */
export function lateCutoff(rule: LateCancellationRule, startAt: number, zone: string): number | null {
  switch (rule.type) {
    case 'NONE':
      return null;
    case 'HOURS_BEFORE':
      return startAt - rule.hours * HOUR;
    case 'SPECIFIC_TIME':
      return specificTimeCutoff(startAt, rule.timing, rule.time, zone);
  }
}

const hhmm = (time: string): string => {
  const t = parseLocalTime(time);
  return `${String(t.hour).padStart(2, '0')}:${String(t.minute).padStart(2, '0')}`;
};

/** Why a cancellation is late, in words (for the reason text). */
export function lateRuleText(rule: LateCancellationRule): string {
  switch (rule.type) {
    case 'NONE':
      return '';
    case 'HOURS_BEFORE':
      return rule.hours === 0
        ? 'after the start'
        : `less than ${rule.hours} hour${rule.hours === 1 ? '' : 's'} before the start`;
    case 'SPECIFIC_TIME':
      return `after ${hhmm(rule.time)} ${rule.timing === 'DAY_OF' ? 'on the day' : 'the day before'}`;
  }
}

/** What cancelling records, whether it is late, its consequence, the credit that applies and why. */
export function cancellationOutcome(req: CancellationRequest): CancellationOutcome {
  const s = req.service;
  const policyText = s.cancellationPolicy?.trim() || null;
  if (req.by === 'staff')
    return {
      by: 'staff',
      eventStatus: 'EVENT_STATUS_STAFF_CANCELED',
      late: false,
      cutoff: null,
      consequence: null,
      creditName: orNull(s.staffVisitCancellationServiceCreditName),
      creditSubscriptionPeriodCapDays: null,
      reason: STAFF_CANCELED_REASON,
      policyText,
    };
  const rule = req.rule ?? lateRuleOfService(s);
  const cutoff = lateCutoff(rule, toInstant(req.event.startAt), req.zone);
  const late = cutoff !== null && toInstant(req.now) > cutoff;
  const participantStatus = late ? 'LATE_CANCELED' : 'CANCELED';
  const label = PARTICIPANT_STATUS_LABELS[participantStatus];
  return {
    by: 'client',
    participantStatus,
    late,
    cutoff,
    consequence: orNull(late ? s.lateVisitCancellationConsequence : s.visitCancellationConsequence),
    creditName: orNull(
      late ? s.lateVisitCancellationServiceCreditName : s.visitCancellationServiceCreditName,
    ),
    creditSubscriptionPeriodCapDays: late
      ? null
      : orNull(s.visitCancellationServiceCreditSubscriptionPeriodCapDays),
    reason: late ? `${label} (${lateRuleText(rule)})` : label,
    policyText,
  };
}
