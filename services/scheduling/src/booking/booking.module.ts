import { Module } from '@nestjs/common';
import { BookingResolver } from './booking.resolver';
import { BookingService } from './booking.service';

/**
 * Staff-side booking and calendar changes: pure rules (booking-*.ts, cancellation.ts, client-overlap.ts),
 * store (booking.store.ts, closures.ts), service and resolver.
 */
@Module({
  providers: [BookingService, BookingResolver],
  exports: [BookingService],
})
export class BookingModule {}
