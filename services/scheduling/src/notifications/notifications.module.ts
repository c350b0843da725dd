import { Module } from '@nestjs/common';
import { Mailer } from './mailer';

/** Scheduling's notification mail over SMTP (waitlist offers and confirmations). */
@Module({
  providers: [Mailer],
  exports: [Mailer],
})
export class NotificationsModule {}
