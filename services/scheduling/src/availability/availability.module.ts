import { Module } from '@nestjs/common';
import { AvailabilityResolver } from './availability.resolver';
import { AvailabilityService } from './availability.service';

/** Availabilities and timeslots: the reads (availability.store.ts), the rules in memory and the resolver. */
@Module({
  providers: [AvailabilityService, AvailabilityResolver],
})
export class AvailabilityModule {}
