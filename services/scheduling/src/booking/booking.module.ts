import { Module } from '@nestjs/common';
import { WaitlistModule } from '../waitlist/waitlist.module';
import { WaitlistService } from '../waitlist/waitlist.service';
import { BookingResolver } from './booking.resolver';
import { BookingService, SLOTS_OPENED } from './booking.service';

/**
 * Staff-side booking and calendar changes: pure rules (booking-*.ts, cancellation.ts, client-overlap.ts),
 * store (booking.store.ts, closures.ts), service and resolver. A cancellation that frees a slot tells the
 * appointment waitlist (WaitlistService.slotsOpened) in the cancelling transaction.
 */
@Module({
  imports: [WaitlistModule],
  providers: [BookingService, BookingResolver, { provide: SLOTS_OPENED, useExisting: WaitlistService }],
  exports: [BookingService],
})
export class BookingModule {}
