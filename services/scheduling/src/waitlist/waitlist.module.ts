import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { WaitlistResolver } from './waitlist.resolver';
import { WaitlistRequestsService } from './waitlist-requests.service';
import { WaitlistService } from './waitlist.service';

/**
 * Appointment waitlist notifications and their offers: rules (waitlist-match.ts, waitlist-offers.ts,
 * waitlist-rules.ts), store, the notifications' service (waitlist-requests.service.ts), the offers' service
 * (waitlist.service.ts; holds in waitlist-holds.ts, the booking of a taken offer in waitlist-booking.ts) and
 * resolver. The worker runs the offers' jobs (waitlist-jobs.ts).
 */
@Module({
  imports: [NotificationsModule],
  providers: [WaitlistRequestsService, WaitlistService, WaitlistResolver],
  exports: [WaitlistService],
})
export class WaitlistModule {}
