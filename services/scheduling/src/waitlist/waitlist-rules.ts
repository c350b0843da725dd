// What a waitlist notification may say, who reaches it and its unsubscribe tokens (pure; the matching and
// the offers are in waitlist-match.ts and waitlist-offers.ts).
import { createHash, randomBytes } from 'node:crypto';
import { type ActorContext, isUuid } from '@tempo/contracts';
import { actorCan } from '@tempo/auth';
import { UserError } from '@tempo/graphql';
import { formatLocalDate, parseLocalDate, parseLocalTime } from '@tempo/scheduling-rules';
import { type TimeWindow, type Weekday, WEEKDAYS, type WaitlistRequestStatus } from './waitlist-match';

export const REQUEST_STATUSES: readonly WaitlistRequestStatus[] = [
  'ACTIVE',
  'UNSUBSCRIBED',
  'EXPIRED',
  'FULFILLED',
];

/** How long an offer is held when the product's setting says nothing (minutes). */
export const DEFAULT_HOLD_MINUTES = 120;

/** At most this many windows per notification. */
export const MAX_WINDOWS = 21;

export const WAITLIST_TEXTS = {
  required: (field: string) => `${field} is required`,
  date: (field: string) => `${field} must be a date (YYYY-MM-DD)`,
  dates: 'toDate must not be before fromDate',
  windowsRequired: 'At least one time window is required',
  tooManyWindows: `At most ${MAX_WINDOWS} time windows are allowed`,
  weekdays: 'Each time window needs weekdays among SU, MO, TU, WE, TH, FR, SA',
  time: (field: string) => `${field} must be a time (HH:MM)`,
  status: `status must be one of ${REQUEST_STATUSES.join(', ')}`,
  notClient: 'This person is not a client of the business',
  unknownService: 'Object Not Found Matching Id: service',
  notBookable: 'This service is not booked by appointment',
  unknownStaff: 'This staff member is not a staff member of the business',
  unknownLocation: 'Object Not Found Matching Id: location',
  changedMeanwhile: 'This waitlist notification was changed meanwhile: reload it and try again',
  badToken: 'This unsubscribe link is not valid',
  offerNotFound: 'Object Not Found Matching Id: waitlist offer',
} as const;

/** How a notification is shown (000 §2.5, 001 §2.7). */
export const waitlistTitle = (client: string): string => `${client}'s appointment waitlist notification`;

/** A text field given (trimmed), else null. */
export const given = (v: string | null | undefined): string | null => v?.trim() || null;

/** A local date 'YYYY-MM-DD' that exists, refused with the field's name otherwise. */
export function localDate(field: string, v: string | null | undefined): string {
  const text = given(v);
  if (!text) throw new UserError(WAITLIST_TEXTS.required(field));
  try {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) throw new RangeError(text);
    return formatLocalDate(parseLocalDate(text));
  } catch {
    throw new UserError(WAITLIST_TEXTS.date(field));
  }
}

/** Both dates valid and in order. */
export function dateRange(
  fromDate: string | null | undefined,
  toDate: string | null | undefined,
): { fromDate: string; toDate: string } {
  const from = localDate('fromDate', fromDate);
  const to = localDate('toDate', toDate);
  if (to < from) throw new UserError(WAITLIST_TEXTS.dates);
  return { fromDate: from, toDate: to };
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function localTime(field: string, v: string | null | undefined): string {
  const text = given(v) ?? '';
  if (!TIME.test(text)) throw new UserError(WAITLIST_TEXTS.time(field));
  const t = parseLocalTime(text);
  return `${String(t.hour).padStart(2, '0')}:${String(t.minute).padStart(2, '0')}`;
}

export interface WindowInput {
  weekdays?: readonly (string | null)[] | null;
  fromTime?: string | null;
  toTime?: string | null;
}

/**
 * The windows as stored: weekdays upper-cased, without repeats, in the week's order; times 'HH:MM' (a
 * window whose toTime is at or before its fromTime runs past midnight). Refused: none, more than MAX_WINDOWS, a
 * window without weekdays or with an unknown one, a time not 'HH:MM'. A window from a time to the same time
 * lasts a whole day.
 */
export function checkWindows(windows: readonly WindowInput[] | null | undefined): TimeWindow[] {
  if (!windows?.length) throw new UserError(WAITLIST_TEXTS.windowsRequired);
  if (windows.length > MAX_WINDOWS) throw new UserError(WAITLIST_TEXTS.tooManyWindows);
  return windows.map((w) => {
    const days = (w.weekdays ?? []).map((d) => (d ?? '').trim().toUpperCase());
    if (!days.length || days.some((d) => !(WEEKDAYS as readonly string[]).includes(d)))
      throw new UserError(WAITLIST_TEXTS.weekdays);
    const fromTime = localTime('fromTime', w.fromTime);
    const toTime = localTime('toTime', w.toTime);
    return { weekdays: WEEKDAYS.filter((d) => days.includes(d)) as Weekday[], fromTime, toTime };
  });
}

/** A status of a notification, upper-cased, refused when unknown. */
export function checkStatus(v: string): WaitlistRequestStatus {
  const s = v.trim().toUpperCase();
  if (!(REQUEST_STATUSES as readonly string[]).includes(s)) throw new UserError(WAITLIST_TEXTS.status);
  return s as WaitlistRequestStatus;
}

/** An optional id: null when not given, refused when given and not an id. */
export function optionalId(field: string, v: string | null | undefined, refusal: string): string | null {
  const text = given(v);
  if (!text) return null;
  if (!isUuid(text)) throw new UserError(refusal);
  return text;
}

/**
 * Staff with WAITLIST_NOTIFICATION `action` (list, create, update) reach every client's notifications; anyone
 * else only their own and their dependents' (`reachable`: themself and the clients they manage).
 */
export const seesAllNotifications = (actor: ActorContext, action: 'list' | 'create' | 'update'): boolean =>
  actor.role === 'superuser' || actorCan(actor, action, 'WAITLIST_NOTIFICATION');

/** Whether the actor reaches this client's waitlist: staff per their permission, else self and dependents. */
export function mayReachClient(
  actor: ActorContext,
  action: 'list' | 'create' | 'update',
  clientId: string,
  reachable: readonly string[],
): boolean {
  return seesAllNotifications(actor, action) || reachable.includes(clientId);
}

/** Staff who book appointments may take an offer for its client; the client and their managers may too. */
export const takesForAnyClient = (actor: ActorContext): boolean =>
  actor.role === 'superuser' || actorCan(actor, 'book', 'APPOINTMENT');

/** A new secret unsubscribe token (url-safe). */
export const newUnsubscribeToken = (): string => randomBytes(32).toString('base64url');

/** What is kept of a token: its SHA-256, url-safe base64. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('base64url');

/** Whether a token looks like one of ours (43 url-safe characters), before hashing it. */
export const isUnsubscribeToken = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token);

/** The web page a mail links to for unsubscribing (000 §2.3). */
export const unsubscribePath = (requestId: string, token: string): string =>
  `/waitlistnotification/${requestId}/unsubscribe?token=${encodeURIComponent(token)}`;

/** The notification's last day has passed in the business zone: it waits no more. */
export const isPast = (toDate: string, today: string): boolean => toDate < today;
