import type { BusinessRecord } from '../business/rules/business-record';
import { businessSenderOf, Mail, senderFor, PlatformSender } from '../auth/mailer';
import { escapeHtml, mailLine, mailName, mailSubject } from '../auth/mail-text';

/** What an invitation says: to whom, their first name, and the link that accepts it. */
export interface Invitation {
  email: string;
  firstName: string | null;
  link: string;
}

/**
 * The mail inviting a person to join a business (the people subgraph's invite): from the
 * business's sender (mailer.ts senderFor), its name in the subject, and the link. Every
 * business-written part is cleaned (mail-text.ts); the link is the caller's, checked as a web
 * address and escaped in the HTML body.
 */
export function invitationMail(
  platform: PlatformSender,
  business: Pick<BusinessRecord, 'fullName' | 'settings' | 'contactEmail'>,
  invitation: Invitation,
): Mail {
  const businessName = mailName(business.fullName, platform.name);
  const greeting = `Hello${invitation.firstName ? ` ${mailName(invitation.firstName, '')}` : ''},`;
  const line = mailLine(`${businessName} invites you to join them. Use this link to accept the invitation`);
  return {
    to: invitation.email,
    sender: senderFor(platform, businessSenderOf(business)),
    subject: mailSubject(`You are invited to ${businessName}`),
    text: `${greeting}\n\n${line}:\n\n${invitation.link}\n`,
    html:
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(line)}:</p>` +
      `<p><a href="${escapeHtml(invitation.link)}">Accept the invitation</a></p>`,
  };
}
