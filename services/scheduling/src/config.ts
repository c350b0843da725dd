import { join } from 'path';
import { infraSchema, int, str } from '@tempo/config';
import { configProblem, SUBGRAPH_CONFIG, subgraphConfig } from '@tempo/subgraph';

/**
 * Scheduling's variables besides every subgraph's, declared with the
 * @tempo/config helpers (e.g. `REMINDER_HOURS: int({ min: 1, max: 72, default: 24 })`).
 */
const schedulingSchema = {
  /** Notification mail (waitlist offers): SMTP server, Mailpit locally. */
  SMTP_URL: infraSchema.SMTP_URL,
  /** The platform's sender address (default no-reply@PUBLIC_DOMAIN, no-reply@tempo.example on localhost). */
  MAIL_FROM: str({ optional: true }),
  /** The platform's name in senders: '<business> via Tempo'. */
  MAIL_FROM_NAME: str({ default: 'Tempo' }),
  /** How long a waitlisted client holds an opened appointment time before it goes to the next in line. */
  WAITLIST_HOLD_MINUTES: int({ min: 1, max: 10080, default: 120 }),
};

/** Scheduling's configuration: a bad variable stops it at start, naming the variable. */
export const loadSchedulingConfig = subgraphConfig(join(__dirname, '..'), schedulingSchema, (c) => {
  const mailDomain = c.PUBLIC_DOMAIN === 'localhost' ? 'tempo.example' : c.PUBLIC_DOMAIN;
  const MAIL_FROM = (c.MAIL_FROM ?? `no-reply@${mailDomain}`).toLowerCase();
  if (!/^[^\s@<>"]+@[^\s@<>"]+\.[a-z]{2,}$/i.test(MAIL_FROM))
    throw configProblem(`MAIL_FROM must be an e-mail address, got '${MAIL_FROM}'`);
  return { ...c, MAIL_FROM };
});

export type SchedulingConfig = ReturnType<typeof loadSchedulingConfig>;
/** Scheduling's configuration in its modules (the kit's SUBGRAPH_CONFIG). */
export const SCHEDULING_CONFIG = SUBGRAPH_CONFIG;
