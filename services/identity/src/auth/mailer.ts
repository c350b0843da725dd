import { createTransport, Transporter } from 'nodemailer';
import type { BusinessRecord } from '../business/rules/business-record';
import { mailDisplayName } from './mail-text';

export { escapeHtml } from './mail-text';

export interface Address {
  name: string;
  address: string;
}

/** Who a mail comes from, and where replies go. */
export interface Sender {
  from: Address;
  replyTo?: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  sender: Sender;
}

/** The platform's own sender: MAIL_FROM and MAIL_FROM_NAME. */
export interface PlatformSender {
  address: string;
  name: string;
}

/** What decides a business's sender: its name, its addresses and its e-mail domains. */
export interface BusinessSender {
  fullName?: string | null;
  emailFrom?: string | null;
  contactEmail?: string | null;
  emailDomains?: ReadonlyArray<{ domain: string; status?: string | null }> | null;
}

/** What decides the sender of a business's mail, read from its record. */
export const businessSenderOf = (
  b: Pick<BusinessRecord, 'fullName' | 'settings' | 'contactEmail'>,
): BusinessSender => ({
  fullName: b.fullName,
  emailFrom: b.settings.emailFrom as string | undefined,
  contactEmail: b.contactEmail,
  emailDomains: b.settings.emailDomains as BusinessSender['emailDomains'],
});

/** A plain mailbox: one @, no white space, quotes, brackets, commas or other header syntax. */
const MAILBOX = /^[^\s@<>"'(),;:\\[\]]+@[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?$/i;

export const mailboxOrNull = (v: string | null | undefined): string | null => {
  const s = (v ?? '').trim().toLowerCase();
  return s.length <= 254 && MAILBOX.test(s) ? s : null;
};

export const domainOf = (address: string): string =>
  address.slice(address.lastIndexOf('@') + 1).toLowerCase();

/**
 * The sender of a mail sent for `business` (null: the platform itself).
 * - The platform's address is the From, with the display name '<fullName> via <platform>',
 *   and the business's emailFrom (else its contactEmail) is the Reply-To.
 * - Only when emailFrom is at a domain the business has verified (emailDomains, status
 *   VERIFIED) is emailFrom the From, with the business's name.
 */
export function senderFor(platform: PlatformSender, business: BusinessSender | null): Sender {
  if (!business) return { from: { name: platform.name, address: platform.address } };
  const name = mailDisplayName(business.fullName, platform.name);
  const emailFrom = mailboxOrNull(business.emailFrom);
  const verified = (business.emailDomains ?? []).some(
    (d) => d.status === 'VERIFIED' && !!emailFrom && d.domain.toLowerCase() === domainOf(emailFrom),
  );
  if (emailFrom && verified) return { from: { name, address: emailFrom } };
  const replyTo = emailFrom ?? mailboxOrNull(business.contactEmail);
  return {
    from: { name: `${name} via ${platform.name}`, address: platform.address },
    ...(replyTo ? { replyTo } : {}),
  };
}

/** Sends mail over SMTP (Mailpit locally, any SMTP server in production). */
export class Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    readonly platform: PlatformSender,
  ) {
    this.transport = createTransport(smtpUrl);
  }

  /** The sender for mail of `business` (null: the platform). */
  senderFor(business: BusinessSender | null): Sender {
    return senderFor(this.platform, business);
  }

  async send(mail: Mail): Promise<void> {
    await this.transport.sendMail({
      from: mail.sender.from,
      ...(mail.sender.replyTo ? { replyTo: mail.sender.replyTo } : {}),
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
  }
}
