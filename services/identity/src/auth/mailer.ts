import { createTransport, Transporter } from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  fromName?: string;
  fromAddress?: string;
}

/** Sends mail over SMTP (Mailpit locally, any SMTP server in production). */
export class Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly defaultFrom: string,
  ) {
    this.transport = createTransport(smtpUrl);
  }

  async send(mail: Mail): Promise<void> {
    const address = mail.fromAddress ?? this.defaultFrom;
    await this.transport.sendMail({
      from: mail.fromName ? { name: mail.fromName, address } : address,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
  }
}

export const escapeHtml = (s: string): string =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
