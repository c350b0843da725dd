import { ConfigError, str } from './config';
import { infraSchema } from './infra';

/**
 * The platform's outgoing mail, for every process that sends it (identity: sign-in and business mail;
 * scheduling: notifications): the SMTP server and the sender. A process names the variables it reads,
 * e.g. `MAIL_FROM: mailSchema.MAIL_FROM`, and resolves the sender with `mailFromAddress`.
 */
export const mailSchema = {
  /** SMTP server (Mailpit locally, any SMTP server in production). */
  SMTP_URL: infraSchema.SMTP_URL,
  /** The platform's own sender address (default: see mailFromAddress). */
  MAIL_FROM: str({ optional: true }),
  /** The platform's name in senders: 'Tempo', and '<business> via Tempo'. */
  MAIL_FROM_NAME: str({ default: 'Tempo' }),
};

/**
 * The sender address mail goes out from: MAIL_FROM in lower case, by default no-reply@PUBLIC_DOMAIN
 * (no-reply@tempo.example on localhost). Anything but a plain address (a display name, a header) is refused.
 */
export function mailFromAddress(c: { MAIL_FROM?: string; PUBLIC_DOMAIN: string }): string {
  const mailDomain = c.PUBLIC_DOMAIN === 'localhost' ? 'tempo.example' : c.PUBLIC_DOMAIN;
  const from = (c.MAIL_FROM ?? `no-reply@${mailDomain}`).toLowerCase();
  if (!/^[^\s@<>"]+@[^\s@<>"]+\.[a-z]{2,}$/i.test(from))
    throw new ConfigError([`MAIL_FROM must be an e-mail address, got '${from}'`]);
  return from;
}
