/**
 * The 'Calendar feed' card's words (001 §7.1 selfCreateIcalUrl, §9 'Calendar URL period in months'): the
 * periods one may choose and what the card says about the feed in use. Pure functions.
 */

/** A feed in use, as selfIcalFeeds gives it. */
export interface FeedInUse {
  staffCalendar: boolean;
  periodMonths: number;
  createdAt: string;
}

/** The period a new URL gets unless another is chosen. */
export const DEFAULT_PERIOD_MONTHS = 3;

/** The periods of the select: 1 to 12 months ahead. */
export const PERIOD_OPTIONS: { value: string; label: string }[] = Array.from({ length: 12 }, (_, i) => ({
  value: String(i + 1),
  label: i === 0 ? '1 month' : `${i + 1} months`,
}));

/** The feed of the kind the card is about, when one is in use. */
export function feedOfKind(
  feeds: readonly FeedInUse[] | undefined,
  staffCalendar: boolean,
): FeedInUse | null {
  return feeds?.find((f) => f.staffCalendar === staffCalendar) ?? null;
}

/** What the calendar shows: one's teaching calendar, or one's (or a dependent's) lessons. */
const whose = (staffCalendar: boolean, dependent: boolean) =>
  staffCalendar ? 'your teaching calendar' : dependent ? 'their lessons' : 'your lessons';

/** The date a feed was made, as '27 Nov 2026' in the viewer's zone. */
export function madeOn(iso: string, zone?: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: zone,
  }).format(new Date(iso));
}

/** The card's explanation: the feed in use and its period, or how to get one. */
export function feedStatusText(
  feed: FeedInUse | null,
  opts: { staffCalendar: boolean; dependent: boolean; zone?: string },
): string {
  const what = whose(opts.staffCalendar, opts.dependent);
  if (!feed)
    return `No calendar URL yet. Make one to see ${what} in a calendar app (Google Calendar, Apple Calendar, Outlook).`;
  const months = feed.periodMonths === 1 ? 'the next month' : `the next ${feed.periodMonths} months`;
  return `A calendar URL made on ${madeOn(feed.createdAt, opts.zone)} is in use: it shows ${what} from a month ago to ${months}. Making a new one stops it.`;
}
