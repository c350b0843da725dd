import { Module } from '@nestjs/common';
import { LocationsResolver } from './locations.resolver';
import { LocationsService } from './locations.service';

/** The location aggregate: its rules (location-rules.ts), service and resolver. */
@Module({
  providers: [LocationsService, LocationsResolver],
})
export class LocationsModule {}
