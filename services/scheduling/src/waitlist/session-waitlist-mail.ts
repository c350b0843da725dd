// The mail of a session place offered to the first waitlisted client: which event, until when the place is
// held (in the business zone), and the link to leave the session's waitlists.
import type { Mail } from '../notifications/mailer';
import { escapeHtml, mailLine } from '../notifications/mail-text';
import { holdText } from './waitlist-mail';

export interface SessionOfferMailFacts {
  readonly to: string;
  readonly clientName: string;
  readonly businessName: string;
  /** The event as shown: its name and its start. */
  readonly eventLabel: string;
  readonly holdUntil: number;
  readonly zone: string;
  /** The business's pages, e.g. http://demo.localhost:4000. */
  readonly origin: string;
  readonly serviceId: string;
  readonly sessionId: string;
  readonly clientId: string;
  readonly token: string;
}

/** The public route that takes a client off a session's waitlists (001 §2.6), with its token. */
export const sessionUnsubscribePath = (
  f: Pick<SessionOfferMailFacts, 'serviceId' | 'sessionId' | 'clientId' | 'token'>,
) =>
  `/sessionwaitlistnotification/${f.serviceId}/session/${f.sessionId}/client/${f.clientId}/unsubscribe?token=${encodeURIComponent(f.token)}`;

/** 'A place opened in <event>': held until when, how to take it, how to leave the waitlist. */
export function sessionOfferMail(f: SessionOfferMailFacts): Mail {
  const event = mailLine(f.eventLabel, 160);
  const lines = [
    `Hello ${mailLine(f.clientName, 64)},`,
    `A place opened in ${event} at ${mailLine(f.businessName, 64)}.`,
    `It is held for you until ${holdText(f.holdUntil, f.zone)}. After that it goes to the next person on the waitlist.`,
    'Reply to this mail or call us to take it.',
  ];
  const url = `${f.origin}${sessionUnsubscribePath(f)}`;
  return {
    to: f.to,
    subject: mailLine(`A place opened in ${event}`, 120),
    text: [...lines, `To leave this waitlist: ${url}`].join('\n\n'),
    html: `${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}\n<p><a href="${escapeHtml(url)}">Leave this waitlist</a></p>`,
  };
}
