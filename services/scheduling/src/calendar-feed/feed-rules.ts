import { createHash } from 'crypto';
import { DateTime } from 'luxon';
import type { EventStatus } from './feed-event';

/**
 * The rules of a person's calendar feed URL (selfCreateIcalUrl, 001 §7.1; 'Calendar URL period in
 * months', 001 §9): its period, the window of events it serves, how its token is kept, and what a
 * client's feed says about an event the family cancelled. Pure functions of their arguments.
 */

/** The periods a feed may cover ahead of now, in months. */
export const MIN_PERIOD_MONTHS = 1;
export const MAX_PERIOD_MONTHS = 12;
/** A feed also shows the events of this many months before now. */
export const PAST_MONTHS = 1;

export const FEED_TEXTS = {
  period: `periodMonth must be a whole number of months from ${MIN_PERIOD_MONTHS} to ${MAX_PERIOD_MONTHS}`,
  id: 'id must be your own id or the id of one of your dependents',
  notSignedIn: 'Sign in to get a calendar URL',
  notStaff: 'Only a staff member of the business has a teaching calendar',
  staffOwn: 'A staff calendar URL is only for your own teaching calendar',
} as const;

/** Whether `value` is a period a feed may have: a whole number of months from 1 to 12. */
export function isFeedPeriod(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= MIN_PERIOD_MONTHS &&
    value <= MAX_PERIOD_MONTHS
  );
}

/** The period asked for, or FEED_TEXTS.period as the reason it is refused. */
export function feedPeriod(value: unknown): { months: number } | { error: string } {
  return isFeedPeriod(value) ? { months: value } : { error: FEED_TEXTS.period };
}

/**
 * The events a feed serves: those overlapping [now - 1 month, now + periodMonths), the months counted
 * on the calendar of the business zone (so a month is a calendar month there, whatever its length or
 * its DST changes).
 */
export function feedWindow(now: Date, periodMonths: number, zone: string): { from: Date; to: Date } {
  const local = DateTime.fromJSDate(now, { zone });
  if (!local.isValid) throw new Error(`Invalid feed zone: ${zone}`);
  return {
    from: local.minus({ months: PAST_MONTHS }).toJSDate(),
    to: local.plus({ months: periodMonths }).toJSDate(),
  };
}

/**
 * What is stored of a token: its SHA-256 in hex. The token itself is 32 random bytes, so a hash
 * without salt cannot be reversed; the URL is shown once and cannot be read back from the store.
 */
export function feedTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A participant status of 001 §4.1 that means the client is no longer coming. */
const CANCELLATIONS: Record<string, EventStatus> = {
  CANCELED: 'EVENT_STATUS_CANCELED',
  LATE_CANCELED: 'EVENT_STATUS_LATE_CANCELED',
};

/**
 * The status a client's feed gives an event: the event's own, unless the event is still on (active or
 * on hold) and every one of the family's participations in it is cancelled: then canceled, or late
 * canceled when any of them was late. A family member still booked keeps the event's status.
 */
export function clientFeedStatus(
  eventStatus: EventStatus,
  familyStatuses: readonly (string | null)[],
): EventStatus {
  if (eventStatus !== 'EVENT_STATUS_ACTIVE' && eventStatus !== 'EVENT_STATUS_HOLD') return eventStatus;
  if (familyStatuses.length === 0) return eventStatus;
  const cancelled = familyStatuses.map((s) => (s === null ? undefined : CANCELLATIONS[s]));
  if (cancelled.some((s) => s === undefined)) return eventStatus;
  return cancelled.includes('EVENT_STATUS_LATE_CANCELED')
    ? 'EVENT_STATUS_LATE_CANCELED'
    : 'EVENT_STATUS_CANCELED';
}

/** Whose feed is asked for: the signed-in person or one of their dependents, or a refusal. */
export function feedPerson(
  accountId: string | null,
  id: string | null | undefined,
  dependents: readonly string[],
  staffCalendar: boolean,
): { personId: string } | { error: string } {
  if (!accountId) return { error: FEED_TEXTS.notSignedIn };
  const asked = id?.trim() || accountId;
  if (asked === accountId) return { personId: accountId };
  if (staffCalendar) return { error: FEED_TEXTS.staffOwn };
  return dependents.includes(asked) ? { personId: asked } : { error: FEED_TEXTS.id };
}
