import { join } from 'path';
import { int, mailFromAddress, mailSchema } from '@tempo/config';
import { SUBGRAPH_CONFIG, subgraphConfig } from '@tempo/subgraph';

/**
 * Scheduling's variables besides every subgraph's, declared with the
 * @tempo/config helpers (e.g. `REMINDER_HOURS: int({ min: 1, max: 72, default: 24 })`).
 */
const schedulingSchema = {
  /** Notification mail (waitlist offers): SMTP server and the platform's sender (@tempo/config). */
  SMTP_URL: mailSchema.SMTP_URL,
  MAIL_FROM: mailSchema.MAIL_FROM,
  MAIL_FROM_NAME: mailSchema.MAIL_FROM_NAME,
  /** How long a waitlisted client holds an opened appointment time before it goes to the next in line. */
  WAITLIST_HOLD_MINUTES: int({ min: 1, max: 10080, default: 120 }),
};

/** Scheduling's configuration: a bad variable stops it at start, naming the variable. */
export const loadSchedulingConfig = subgraphConfig(join(__dirname, '..'), schedulingSchema, (c) => ({
  ...c,
  MAIL_FROM: mailFromAddress(c),
}));

export type SchedulingConfig = ReturnType<typeof loadSchedulingConfig>;
/** Scheduling's configuration in its modules (the kit's SUBGRAPH_CONFIG). */
export const SCHEDULING_CONFIG = SUBGRAPH_CONFIG;
