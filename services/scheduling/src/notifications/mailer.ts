import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { SCHEDULING_CONFIG, type SchedulingConfig } from '../config';
import { mailDisplayName } from './mail-text';

export interface Address {
  name: string;
  address: string;
}

/** A notification mail: plain text and HTML. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The sender of a business's notifications: '<business> via <platform>' at the platform's address. */
export function senderFor(platform: Address, businessName: string | null | undefined): Address {
  const name = mailDisplayName(businessName, '');
  return { name: name ? `${name} via ${platform.name}` : platform.name, address: platform.address };
}

/** Sends scheduling's notification mail over SMTP (SMTP_URL: Mailpit locally, any SMTP server in production). */
@Injectable()
export class Mailer implements OnModuleDestroy {
  private readonly log = new Logger('Mailer');
  private transport: Transporter | null = null;

  constructor(@Inject(SCHEDULING_CONFIG) private readonly config: SchedulingConfig) {}

  /** The platform's own sender: MAIL_FROM and MAIL_FROM_NAME. */
  get platform(): Address {
    return { name: this.config.MAIL_FROM_NAME, address: this.config.MAIL_FROM };
  }

  /** Sends one mail for `businessName` (its name shows in the sender). */
  async send(mail: Mail, businessName: string | null | undefined): Promise<void> {
    this.transport ??= createTransport(this.config.SMTP_URL);
    await this.transport.sendMail({
      from: senderFor(this.platform, businessName),
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
    this.log.log('notification mail sent');
  }

  onModuleDestroy(): void {
    this.transport?.close();
  }
}
