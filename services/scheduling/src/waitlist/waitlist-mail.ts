// The waitlist's mails: the confirmation of a notification and the offer of an opened time. Times are read in
// the business zone; every mail carries the notification's unsubscribe link.
import { DateTime } from 'luxon';
import { zoneOf } from '@tempo/scheduling-rules';
import { periodText } from '../booking/booking-time';
import type { Mail } from '../notifications/mailer';
import { escapeHtml, mailLine } from '../notifications/mail-text';

export interface WaitlistMailFacts {
  to: string;
  clientName: string;
  serviceName: string;
  businessName: string;
  /** The business's pages, e.g. http://demo.localhost:4000. */
  origin: string;
  /** The unsubscribe page's path with its token. */
  unsubscribePath: string;
}

export interface OfferMailFacts extends WaitlistMailFacts {
  staffName: string;
  locationName: string;
  startAt: number;
  endAt: number;
  holdUntil: number;
  zone: string;
}

const paragraphs = (lines: readonly string[]): string =>
  lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n');

function unsubscribeParts(f: WaitlistMailFacts): { text: string; html: string } {
  const url = `${f.origin}${f.unsubscribePath}`;
  return {
    text: `To leave this waitlist: ${url}`,
    html: `<p><a href="${escapeHtml(url)}">Leave this waitlist</a></p>`,
  };
}

/** 'You are on the waitlist for <service>': sent when a notification is made. */
export function confirmationMail(f: WaitlistMailFacts, windows: string, dates: string): Mail {
  const service = mailLine(f.serviceName, 120);
  const lines = [
    `Hello ${mailLine(f.clientName, 64)},`,
    `You are on the waitlist of ${mailLine(f.businessName, 64)} for ${service}, ${mailLine(windows)}, ${dates}.`,
    'When a matching time opens, we will hold it for you and tell you by e-mail.',
  ];
  const unsubscribe = unsubscribeParts(f);
  return {
    to: f.to,
    subject: mailLine(`You are on the waitlist for ${service}`, 120),
    text: [...lines, unsubscribe.text].join('\n\n'),
    html: `${paragraphs(lines)}\n${unsubscribe.html}`,
  };
}

/** When a hold ends, as the business's clocks show it: '6:00 PM on Tue, Mar 9'. */
export const holdText = (at: number, zone: string): string =>
  DateTime.fromMillis(at, { zone: zoneOf(zone), locale: 'en-US' }).toFormat("h:mm a 'on' ccc, LLL d");

/** 'A time opened for <service>': the held time, until when it is held, and where to take it. */
export function offerMail(f: OfferMailFacts): Mail {
  const service = mailLine(f.serviceName, 120);
  const period = periodText(f.startAt, f.endAt, f.zone);
  const until = holdText(f.holdUntil, f.zone);
  const takeUrl = `${f.origin}/clients/self`;
  const lines = [
    `Hello ${mailLine(f.clientName, 64)},`,
    `A time opened for ${service} with ${mailLine(f.staffName, 64)} at ${mailLine(f.locationName, 64)}: ${period}.`,
    `It is held for you until ${until}. After that it goes to the next person on the waitlist.`,
    `Take it on your schedule: ${takeUrl}`,
  ];
  const unsubscribe = unsubscribeParts(f);
  return {
    to: f.to,
    subject: mailLine(`A time opened for ${service}: ${period}`, 120),
    text: [...lines, unsubscribe.text].join('\n\n'),
    html: `${paragraphs(lines)}\n${unsubscribe.html}`,
  };
}
