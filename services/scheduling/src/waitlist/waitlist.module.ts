import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { WaitlistResolver } from './waitlist.resolver';
import { WaitlistService } from './waitlist.service';

/**
 * Appointment waitlist notifications and their offers: rules (waitlist-match.ts, waitlist-offers.ts,
 * waitlist-rules.ts), store, service and resolver. The worker runs the offers' jobs (waitlist-jobs.ts).
 */
@Module({
  imports: [NotificationsModule],
  providers: [WaitlistService, WaitlistResolver],
  exports: [WaitlistService],
})
export class WaitlistModule {}
